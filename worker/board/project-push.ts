import type { ServerMessage } from "../../core/schemas/board-protocol";
import { readLiveProject } from "../services/projects";
import { send } from "./sockets";

/**
 * Pushes the project's details (read from D1) to sockets. Reads run one at a time, and a request made
 * during a read is served by a new read after it. So each socket gets the details in the order D1 had
 * them, and the last it gets is at least as new as the last change notified: two quick renames whose
 * notifications arrive out of order can't leave the older name on screen.
 */
export class ProjectPush {
  /** Sockets owed the project's current details ("all": every synced socket). */
  private owed: Set<WebSocket> | "all" | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly d1: () => D1Database,
    private readonly syncedSockets: () => WebSocket[],
  ) {}

  push(projectId: number, to: WebSocket | "all"): Promise<void> {
    const owed = this.owed;
    if (to === "all" || owed === "all") this.owed = "all";
    else if (owed) owed.add(to);
    else this.owed = new Set([to]);
    this.running ??= this.run(projectId);
    return this.running;
  }

  private async run(projectId: number): Promise<void> {
    try {
      // Always awaits before returning, so `running` is set before the finally clears it.
      for (;;) {
        const owed = this.owed;
        this.owed = null;
        if (!owed) return;
        const project = await readLiveProject(this.d1(), projectId);
        // null: the project was deleted meanwhile; destroy() closes the sockets.
        if (!project) continue;
        const text = JSON.stringify({ type: "project", project } satisfies ServerMessage);
        for (const ws of owed === "all" ? this.syncedSockets() : owed) send(ws, text);
      }
    } finally {
      this.running = null;
    }
  }
}
