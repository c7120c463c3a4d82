import { describe, expect, it } from "vitest";
import type { ServerMessage } from "../../core/schemas/board-protocol";
import type { Dependency } from "../../core/schemas/dependency";
import { api, applyOps, connect, json, newTask, team } from "./support";

// Issue 12 live: links and auto-schedules reach every open board as ops, in version order, and a
// socket that reconnects catches up on them from the event log.

type Op = Extract<ServerMessage, { type: "op" }>;

describe("live schedule", () => {
  it("two sockets see a link and an auto-schedule arrive", async () => {
    const t = await team();
    const a = await newTask(t.owner, t.projectId, { name: "Design", startDate: "2030-01-07", dueDate: "2030-01-09" });
    const b = await newTask(t.owner, t.projectId, { name: "Build", startDate: "2030-01-07", dueDate: "2030-01-08" });
    const editor = await connect(t.editor, t.projectId);
    const viewer = await connect(t.viewer, t.projectId);
    for (const s of [editor, viewer]) await s.next((m) => m.type === "snapshot");

    const res = await api("POST", `/api/projects/${t.projectId}/dependencies`, {
      as: t.owner,
      body: { predecessorId: a.id, successorId: b.id },
    });
    const dep = await json<Dependency>(res);
    for (const s of [editor, viewer]) {
      const op = await s.next<Op>((m) => m.type === "op" && m.op.kind === "linked");
      expect(op.op).toEqual({ kind: "linked", dependency: dep });
      expect(op.actorId).toBe(t.owner.userId);
    }

    await api("POST", `/api/projects/${t.projectId}/schedule/apply`, { as: t.owner, body: { respectCapacity: false } });
    for (const s of [editor, viewer]) {
      const op = await s.next<Op>((m) => m.type === "op" && m.op.kind === "scheduled");
      expect(op.op.kind === "scheduled" && op.op.tasks.map((x) => [x.id, x.startDate, x.dueDate])).toEqual([
        [b.id, "2030-01-10", "2030-01-11"],
      ]);
      expect(applyOps({ version: 0, tasks: new Map() }, s.messages).tasks.get(b.id)?.startDate).toBe("2030-01-10");
    }

    // A socket that comes back later replays the link, the schedule and the removal from the log.
    await api("DELETE", `/api/projects/${t.projectId}/dependencies/${dep.id}`, { as: t.owner });
    await viewer.next((m) => m.type === "op" && m.op.kind === "unlinked");
    const late = await connect(t.viewer, t.projectId, { lastVersion: 2 });
    const replay = await late.next<Op>((m) => m.type === "op" && m.op.kind === "unlinked");
    expect(replay.op).toEqual({ kind: "unlinked", id: dep.id });
    expect(late.messages.filter((m): m is Op => m.type === "op").map((m) => m.op.kind)).toEqual(["linked", "scheduled", "unlinked"]);

    // A fresh socket's snapshot carries the links.
    await api("POST", `/api/projects/${t.projectId}/dependencies`, {
      as: t.owner,
      body: { predecessorId: b.id, successorId: a.id, type: "SS" },
    });
    const fresh = await connect(t.viewer, t.projectId);
    const snap = await fresh.next<Extract<ServerMessage, { type: "snapshot" }>>((m) => m.type === "snapshot");
    expect(snap.dependencies.map((d) => [d.predecessorId, d.successorId, d.type])).toEqual([[b.id, a.id, "SS"]]);
    for (const s of [editor, viewer, late, fresh]) s.close();
  });
});
