import { describe, expect, it } from "vitest";
import type { Task } from "../../core/schemas/task";
import { api, json, listTasks, newTask, team } from "../board/support";

// Issue 21 #6: auto-schedule is previewed before it is applied, and a milestone (a deadline, an event
// day) keeps its day unless the person asks to move it; a milestone its tasks now pass is said.

type Preview = {
  changes: Array<{ id: string; startDate: string | null; dueDate: string }>;
  projectEnd: string;
  passedMilestones: Array<{ id: string; dueDate: string; passedBy: string; finish: string }>;
};

async function board() {
  const t = await team();
  // A (3 days, Mon 7 – Wed 9 Jan 2030) → B (2 days, placed late on the 21st) → the launch milestone on Fri 11.
  const A = await newTask(t.owner, t.projectId, { name: "A", startDate: "2030-01-07", dueDate: "2030-01-09" });
  const B = await newTask(t.owner, t.projectId, { name: "B", startDate: "2030-01-21", dueDate: "2030-01-22" });
  const launch = await newTask(t.owner, t.projectId, { name: "Launch", kind: "milestone", dueDate: "2030-01-11" });
  for (const [p, s] of [
    [A, B],
    [B, launch],
  ]) {
    const res = await api("POST", `/api/projects/${t.projectId}/dependencies`, {
      as: t.owner,
      body: { predecessorId: p.id, successorId: s.id },
    });
    expect(res.status).toBe(201);
  }
  return { ...t, A, B, launch };
}

describe("auto-schedule preview", () => {
  it("previews without changing anything, keeps the milestone's day and says it is passed", async () => {
    const b = await board();
    const before = (await listTasks(b.owner, b.projectId)).tasks;
    const res = await api("POST", `/api/projects/${b.projectId}/schedule/preview`, { as: b.editor, body: { respectCapacity: false } });
    expect(res.status).toBe(200);
    const preview = await json<Preview>(res);
    // B comes forward to right after A; the milestone stays on its day.
    expect(preview.changes).toEqual([{ id: b.B.id, startDate: "2030-01-10", dueDate: "2030-01-11" }]);
    expect(preview.passedMilestones).toEqual([]);
    expect((await listTasks(b.owner, b.projectId)).tasks).toEqual(before);

    // A viewer can't plan the board's dates; bad bodies are 400.
    expect((await api("POST", `/api/projects/${b.projectId}/schedule/preview`, { as: b.viewer, body: {} })).status).toBe(403);
    expect(
      (await api("POST", `/api/projects/${b.projectId}/schedule/preview`, { as: b.editor, body: { moveMilestones: "yes" } })).status,
    ).toBe(400);
  });

  it("apply keeps a milestone where the person put it unless asked; a passed milestone is listed", async () => {
    const b = await board();
    // Push A later so B can no longer finish before the launch day.
    expect(
      (await api("PATCH", `/api/tasks/${b.A.id}`, { as: b.owner, body: { startDate: "2030-01-07", dueDate: "2030-01-11" } })).status,
    ).toBe(200);
    const preview = await json<Preview>(
      await api("POST", `/api/projects/${b.projectId}/schedule/preview`, { as: b.owner, body: { respectCapacity: false } }),
    );
    expect(preview.passedMilestones).toEqual([{ id: b.launch.id, dueDate: "2030-01-11", passedBy: b.B.id, finish: "2030-01-15" }]);
    const kept = await api("POST", `/api/projects/${b.projectId}/schedule/apply`, { as: b.owner, body: { respectCapacity: false } });
    expect(kept.status).toBe(200);
    const applied = await json<{ tasks: Task[] }>(kept);
    expect(applied.tasks.map((t) => t.name)).toEqual(["B"]);
    expect((await listTasks(b.owner, b.projectId)).tasks.find((t) => t.id === b.launch.id)?.dueDate).toBe("2030-01-11");

    // Asked to, it moves the milestone after its tasks.
    const moved = await json<{ tasks: Task[] }>(
      await api("POST", `/api/projects/${b.projectId}/schedule/apply`, {
        as: b.owner,
        body: { respectCapacity: false, moveMilestones: true },
      }),
    );
    expect(moved.tasks.map((t) => [t.name, t.dueDate])).toEqual([["Launch", "2030-01-15"]]);
  });
});
