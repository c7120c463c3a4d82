import { describe, expect, it } from "vitest";
import type { ActivityEntry, ActivityPage } from "../../core/schemas/activity";
import type { Dependency } from "../../core/schemas/dependency";
import { api, type Caller, json, newTask, team } from "../board/support";

// The Activity view lists the undoable board-wide ops too (issue 14): links added and removed, and
// the dates an auto-schedule wrote, with who, when, what and before/after, filterable by person and
// by task (a link is about both its tasks, a schedule about each task it moved).

async function activity(as: Caller, projectId: number, query = ""): Promise<ActivityPage> {
  const res = await api("GET", `/api/projects/${projectId}/activity${query}`, { as });
  expect(res.status).toBe(200);
  return json<ActivityPage>(res);
}

const boardOps = (items: ActivityEntry[]) => items.filter((e) => e.link || e.schedule);

describe("activity of links and schedules", () => {
  it("lists links added and removed and an auto-schedule run, with names, types and dates", async () => {
    const t = await team();
    const a = await newTask(t.owner, t.projectId, { name: "Design", startDate: "2030-01-07", dueDate: "2030-01-09" });
    const b = await newTask(t.owner, t.projectId, { name: "Build", startDate: "2030-01-07", dueDate: "2030-01-08" });
    const c = await newTask(t.owner, t.projectId, { name: "Review" });
    const linked = await api("POST", `/api/projects/${t.projectId}/dependencies`, {
      as: t.editor,
      body: { predecessorId: a.id, successorId: b.id },
    });
    expect(linked.status).toBe(201);
    const spare = await json<Dependency>(
      await api("POST", `/api/projects/${t.projectId}/dependencies`, {
        as: t.editor,
        body: { predecessorId: b.id, successorId: c.id, type: "SS", lagDays: 2 },
      }),
    );
    expect((await api("POST", `/api/projects/${t.projectId}/schedule/apply`, { as: t.owner, body: {} })).status).toBe(200);
    expect((await api("DELETE", `/api/projects/${t.projectId}/dependencies/${spare.id}`, { as: t.editor })).status).toBe(204);
    expect((await api("POST", `/api/projects/${t.projectId}/undo`, { as: t.editor })).status).toBe(200);

    const all = await activity(t.viewer, t.projectId);
    const ops = boardOps(all.items);
    expect(ops.map((e) => [e.kind, e.actor.id, e.history])).toEqual([
      ["linked", t.editor.userId, "undo"],
      ["unlinked", t.editor.userId, null],
      ["scheduled", t.owner.userId, null],
      ["linked", t.editor.userId, null],
      ["linked", t.editor.userId, null],
    ]);
    const [undone, removed, scheduled, second, first] = ops;
    expect(first.link).toEqual({
      predecessorId: a.id,
      predecessorName: "Design",
      successorId: b.id,
      successorName: "Build",
      type: "FS",
      lagDays: 0,
    });
    expect([first.taskId, first.taskName, first.schedule, first.restorable]).toEqual([b.id, "Build", null, false]);
    expect(second.link).toMatchObject({ predecessorName: "Build", successorName: "Review", type: "SS", lagDays: 2 });
    expect(removed.link).toEqual(second.link);
    expect(undone.link).toEqual(second.link);
    // The schedule moved Build after Design (finish-to-start), and says from when to when.
    expect(scheduled.link).toBeNull();
    expect(scheduled.schedule?.source).toBe("auto");
    expect(scheduled.schedule?.tasks.find((x) => x.taskId === b.id)).toEqual({
      taskId: b.id,
      taskName: "Build",
      before: { startDate: "2030-01-07", dueDate: "2030-01-08" },
      after: { startDate: "2030-01-10", dueDate: "2030-01-11" },
    });
    expect(scheduled.schedule?.tasks.some((x) => x.taskId === a.id)).toBe(false);
    for (const e of ops) expect(Number.isNaN(Date.parse(e.at))).toBe(false);

    // By task: a link is about both its ends, the schedule only about the tasks it moved.
    const aboutDesign = boardOps((await activity(t.viewer, t.projectId, `?task=${a.id}`)).items);
    expect(aboutDesign.map((e) => e.kind)).toEqual(["linked"]);
    const aboutBuild = (await activity(t.viewer, t.projectId, `?task=${b.id}`)).items;
    expect(aboutBuild.map((e) => e.kind)).toEqual(["linked", "unlinked", "scheduled", "linked", "linked", "created"]);
    const aboutReview = (await activity(t.viewer, t.projectId, `?task=${c.id}`)).items;
    // Review had no dates: the schedule gave it some (start-to-start + 2 after Build), so it is about Review too.
    expect(aboutReview.map((e) => e.kind)).toEqual(["linked", "unlinked", "scheduled", "linked", "created"]);
    expect(scheduled.schedule?.tasks.find((x) => x.taskId === c.id)?.before).toEqual({ startDate: null, dueDate: null });
    // By person, and both together.
    expect(boardOps((await activity(t.viewer, t.projectId, `?actor=${t.owner.userId}`)).items).map((e) => e.kind)).toEqual(["scheduled"]);
    expect((await activity(t.viewer, t.projectId, `?actor=${t.editor.userId}&task=${a.id}`)).items.map((e) => e.kind)).toEqual(["linked"]);
    // Paging over the mixed log still works.
    const page1 = await activity(t.viewer, t.projectId, `?task=${b.id}&limit=2`);
    const page2 = await activity(t.viewer, t.projectId, `?task=${b.id}&limit=10&before=${page1.nextBefore}`);
    expect([...page1.items, ...page2.items].map((e) => e.version)).toEqual(aboutBuild.map((e) => e.version));
  });

  it("names a deleted task of a link from its last delete", async () => {
    const t = await team();
    const a = await newTask(t.owner, t.projectId, { name: "Design" });
    const b = await newTask(t.owner, t.projectId, { name: "Build" });
    await api("POST", `/api/projects/${t.projectId}/dependencies`, { as: t.owner, body: { predecessorId: a.id, successorId: b.id } });
    expect((await api("DELETE", `/api/tasks/${a.id}`, { as: t.owner })).status).toBe(204);
    const ops = boardOps((await activity(t.editor, t.projectId)).items);
    // The delete removed the link first (its own op), then the task.
    expect(ops.map((e) => [e.kind, e.link?.predecessorName, e.link?.successorName])).toEqual([
      ["unlinked", "Design", "Build"],
      ["linked", "Design", "Build"],
    ]);
  });
});
