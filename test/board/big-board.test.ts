import { describe, expect, it } from "vitest";
import type { ServerMessage } from "../../core/schemas/board-protocol";
import { SNAPSHOT_PAGE } from "../../worker/board/socket-protocol";
import { createBoardItems, firstScreenOfBoard } from "../../worker/services/board";
import { env } from "../support/api";
import { api, connect, listTasks, team } from "./support";

// Issue 22: a page load carries the first rows and the counts, the socket's snapshot the rest, in pages.

type Snapshot = Extract<ServerMessage, { type: "snapshot" }>;

async function bigBoard(n: number) {
  const t = await team();
  const items = Array.from({ length: n }, (_, i) => ({
    name: `Task ${i + 1}`,
    status: i % 3 === 0 ? ("done" as const) : ("todo" as const),
  }));
  for (let i = 0; i < n; i += 500) await createBoardItems(env, t.projectId, { id: t.owner.userId }, items.slice(i, i + 500));
  return t;
}

describe("big boards", () => {
  it("a snapshot of more than a page's tasks comes in pages, in one turn, with the links on the last", async () => {
    const n = SNAPSHOT_PAGE + 230;
    const t = await bigBoard(n);
    const { tasks: all } = await listTasks(t.owner, t.projectId);
    const [a, b] = [all[0], all[n - 1]];
    expect(
      (await api("POST", `/api/projects/${t.projectId}/dependencies`, { as: t.owner, body: { predecessorId: a.id, successorId: b.id } }))
        .status,
    ).toBe(201);

    const s = await connect(t.editor, t.projectId);
    await s.next((m) => m.type === "snapshot" && (m as Snapshot).part === 2);
    const pages = s.messages.filter((m): m is Snapshot => m.type === "snapshot");
    expect(pages.map((p) => [p.part, p.parts, p.tasks.length, p.dependencies.length])).toEqual([
      [1, 2, SNAPSHOT_PAGE, 0],
      [2, 2, 230, 1],
    ]);
    expect(new Set(pages.map((p) => p.version)).size).toBe(1);
    expect(pages.flatMap((p) => p.tasks.map((x) => x.id)).sort()).toEqual(all.map((x) => x.id).sort());
    s.close();
  });

  it("a small board's snapshot stays one frame, and its first screen is the whole board with its links", async () => {
    const t = await bigBoard(12);
    const s = await connect(t.owner, t.projectId);
    const snap = (await s.next((m) => m.type === "snapshot")) as Snapshot;
    expect(snap.part).toBeUndefined();
    expect(snap.tasks).toHaveLength(12);
    s.close();
    const screen = await firstScreenOfBoard(env, t.projectId, 40);
    expect(screen.tasks).toHaveLength(12);
    expect(screen.dependencies).toEqual([]);
  });

  // A 500-item batch spans 500 ms of creation times; what is created right after it lists after it (CI
  // once saw a second batch of the same board interleaved with the first).
  it("an item created right after a big batch lists after every item of it", async () => {
    const t = await bigBoard(500);
    await createBoardItems(env, t.projectId, { id: t.owner.userId }, [{ name: "Right after" }]);
    const screen = await firstScreenOfBoard(env, t.projectId, 501);
    expect(screen.tasks.map((x) => x.name).slice(-2)).toEqual(["Task 500", "Right after"]);
  });

  it("the first screen of a big board is its first rows and the whole board's counts", async () => {
    const t = await bigBoard(700);
    const screen = await firstScreenOfBoard(env, t.projectId, 40);
    expect(screen.tasks).toHaveLength(40);
    expect(screen.tasks.map((x) => x.name)).toEqual(Array.from({ length: 40 }, (_, i) => `Task ${i + 1}`));
    expect(screen.counts).toEqual({ items: 700, tasks: 700, done: 234 });
    // Not all of it: the links come with the socket's snapshot.
    expect(screen.dependencies).toBeNull();
  });
});
