import { describe, expect, it } from "vitest";
import type { Task } from "../../core/schemas/task";
import type { TimeEntryView, TimerView, TimeSummary } from "../../core/schemas/time-entry";
import { api, json, newTask, team } from "../board/support";

// Issue 26: estimates on tasks (a board field, undoable), time entries, the timer and the totals.

describe("estimates", () => {
  it("are a task field, validated, logged and undoable", async () => {
    const t = await team();
    const task = await newTask(t.editor, t.projectId, { name: "Design", estimate: 3 });
    expect(task.estimate).toBe(3);
    expect(task.recurrence).toBeNull();

    const bad = await api("PATCH", `/api/tasks/${task.id}`, { as: t.editor, body: { estimate: -1 } });
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toContain("can't be negative");
    const word = await api("PATCH", `/api/tasks/${task.id}`, { as: t.editor, body: { estimate: "two" } });
    expect(word.status).toBe(400);

    const viewer = await api("PATCH", `/api/tasks/${task.id}`, { as: t.viewer, body: { estimate: 5 } });
    expect(viewer.status).toBe(403);
    const outsider = await api("PATCH", `/api/tasks/${task.id}`, { as: t.outsider, body: { estimate: 5 } });
    expect(outsider.status).toBe(404);

    const changed = await api("PATCH", `/api/tasks/${task.id}`, { as: t.editor, body: { estimate: 5.5 } });
    expect(changed.status).toBe(200);
    expect((await json<Task>(changed)).estimate).toBe(5.5);

    const activity = await json(await api("GET", `/api/projects/${t.projectId}/activity?task=${task.id}`, { as: t.owner }));
    const change = activity.items
      .flatMap((i: { changes: Array<{ field: string }> }) => i.changes)
      .find((c: { field: string }) => c.field === "estimate");
    expect(change).toEqual({ field: "estimate", before: 3, after: 5.5 });

    const undo = await api("POST", `/api/projects/${t.projectId}/undo`, { as: t.editor });
    expect(undo.status).toBe(200);
    const tasks = await json<Task[]>(await api("GET", `/api/projects/${t.projectId}/tasks`, { as: t.owner }));
    expect(tasks.find((x) => x.id === task.id)?.estimate).toBe(3);
  });

  it("merges a stale write that sets only the estimate", async () => {
    const t = await team();
    const task = await newTask(t.editor, t.projectId, { name: "Build" });
    await api("PATCH", `/api/tasks/${task.id}`, { as: t.owner, body: { name: "Build it", version: task.version } });
    const res = await api("PATCH", `/api/tasks/${task.id}`, { as: t.editor, body: { estimate: 2, version: task.version } });
    expect(res.status).toBe(200);
    const merged = await json<Task>(res);
    expect([merged.name, merged.estimate]).toEqual(["Build it", 2]);
  });

  it("roll up on parents and milestones and show in the summary, in the project's unit", async () => {
    const t = await team();
    const milestone = await newTask(t.owner, t.projectId, { name: "Beta", kind: "milestone", dueDate: "2031-02-01" });
    const parent = await newTask(t.owner, t.projectId, { name: "Parent", estimate: 1, parentTaskId: milestone.id });
    await newTask(t.owner, t.projectId, { name: "Child", estimate: 2.5, parentTaskId: parent.id });
    await newTask(t.owner, t.projectId, { name: "Loose", estimate: 4, status: "done" });

    const unit = await api("PUT", `/api/projects/${t.projectId}/time-settings`, { as: t.owner, body: { estimateUnit: "points" } });
    expect(unit.status).toBe(200);
    const refused = await api("PUT", `/api/projects/${t.projectId}/time-settings`, { as: t.viewer, body: { estimateUnit: "hours" } });
    expect(refused.status).toBe(403);
    const badUnit = await api("PUT", `/api/projects/${t.projectId}/time-settings`, { as: t.owner, body: { estimateUnit: "days" } });
    expect(badUnit.status).toBe(400);

    const summary = await json<TimeSummary>(await api("GET", `/api/projects/${t.projectId}/time-summary`, { as: t.viewer }));
    expect(summary.estimateUnit).toBe("points");
    expect(summary.project).toEqual({ estimate: 7.5, openEstimate: 3.5, minutes: 0 });
    const byName = Object.fromEntries(summary.tasks.map((x) => [x.name, x.totalEstimate]));
    expect(byName).toEqual({ Beta: 3.5, Parent: 3.5, Child: 2.5, Loose: 4 });
    const outsider = await api("GET", `/api/projects/${t.projectId}/time-summary`, { as: t.outsider });
    expect(outsider.status).toBe(404);
  });
});

describe("time entries", () => {
  it("are logged by editors, read by members, changed only by their author", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId, { name: "Write copy", estimate: 2 });
    const path = `/api/tasks/${task.id}/time-entries`;

    const viewerLog = await api("POST", path, { as: t.viewer, body: { date: "2031-01-06", minutes: 30 } });
    expect(viewerLog.status).toBe(403);
    const outsiderLog = await api("POST", path, { as: t.outsider, body: { date: "2031-01-06", minutes: 30 } });
    expect(outsiderLog.status).toBe(404);
    const zero = await api("POST", path, { as: t.editor, body: { date: "2031-01-06", minutes: 0 } });
    expect(zero.status).toBe(400);
    const badDay = await api("POST", path, { as: t.editor, body: { date: "2031-02-30", minutes: 10 } });
    expect(badDay.status).toBe(400);

    const created = await api("POST", path, { as: t.editor, body: { date: "2031-01-06", minutes: 90, note: "first draft" } });
    expect(created.status).toBe(201);
    const entry = await json<TimeEntryView>(created);
    expect(entry).toMatchObject({
      taskId: task.id,
      userId: t.editor.userId,
      date: "2031-01-06",
      minutes: 90,
      note: "first draft",
      source: "manual",
    });
    await api("POST", path, { as: t.owner, body: { date: "2031-01-14", minutes: 45 } });

    const list = await json<TimeEntryView[]>(await api("GET", path, { as: t.viewer }));
    expect(list.map((e) => e.minutes)).toEqual([45, 90]);
    expect((await api("GET", path, { as: t.outsider })).status).toBe(404);

    const byOwner = await api("PATCH", `/api/time-entries/${entry.id}`, { as: t.owner, body: { minutes: 10 } });
    expect(byOwner.status).toBe(403);
    expect((await json(byOwner)).message).toBe("Only the person who logged this time can change it.");
    expect((await api("PATCH", `/api/time-entries/${entry.id}`, { as: t.outsider, body: { minutes: 10 } })).status).toBe(404);
    expect((await api("DELETE", `/api/time-entries/${entry.id}`, { as: t.owner })).status).toBe(403);
    expect((await api("PATCH", `/api/time-entries/${entry.id}`, { as: t.editor, body: {} })).status).toBe(400);

    const edited = await api("PATCH", `/api/time-entries/${entry.id}`, { as: t.editor, body: { minutes: 120, note: "" } });
    expect(edited.status).toBe(200);
    expect(await json(edited)).toMatchObject({ minutes: 120, note: "" });

    const summary = await json<TimeSummary>(await api("GET", `/api/projects/${t.projectId}/time-summary`, { as: t.viewer }));
    expect(summary.project.minutes).toBe(165);
    expect(summary.tasks).toEqual([
      { taskId: task.id, name: "Write copy", kind: "task", estimate: 2, totalEstimate: 2, minutes: 165, totalMinutes: 165 },
    ]);
    expect(summary.people.map((p) => [p.userId, p.minutes])).toEqual([
      [t.editor.userId, 120],
      [t.owner.userId, 45],
    ]);
    expect(summary.weeks.map((w) => [w.week, w.minutes])).toEqual([
      ["2031-01-06", 120],
      ["2031-01-13", 45],
    ]);

    const csv = await api("GET", `/api/projects/${t.projectId}/time-entries.csv`, { as: t.viewer });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe("Date,Person,Task,Task ID,Minutes,Hours,Note,Source");
    expect(lines[1]).toContain(`2031-01-06,`);
    expect(lines[1]).toContain(`,Write copy,${task.id},120,2,,manual`);
    expect((await api("GET", `/api/projects/${t.projectId}/time-entries.csv`, { as: t.outsider })).status).toBe(404);

    const ranged = await json<TimeEntryView[]>(
      await api("GET", `/api/projects/${t.projectId}/time-entries?from=2031-01-10`, { as: t.viewer }),
    );
    expect(ranged.map((e) => e.minutes)).toEqual([45]);

    expect((await api("DELETE", `/api/time-entries/${entry.id}`, { as: t.editor })).status).toBe(204);
    expect((await api("DELETE", `/api/time-entries/${entry.id}`, { as: t.editor })).status).toBe(404);
  });
});

describe("the timer", () => {
  it("runs one per person, survives a reload and logs an entry when stopped", async () => {
    const t = await team();
    const a = await newTask(t.owner, t.projectId, { name: "Task A" });
    const b = await newTask(t.owner, t.projectId, { name: "Task B" });

    expect(await json(await api("GET", "/api/timer", { as: t.editor }))).toEqual({ timer: null });
    expect((await api("DELETE", "/api/timer", { as: t.editor })).status).toBe(404);
    expect((await api("POST", "/api/timer", { as: t.viewer, body: { taskId: a.id } })).status).toBe(403);
    expect((await api("POST", "/api/timer", { as: t.outsider, body: { taskId: a.id } })).status).toBe(404);
    expect((await api("POST", "/api/timer", { as: t.editor, body: { taskId: a.id, timeZone: "Mars/Base" } })).status).toBe(400);

    const started = await api("POST", "/api/timer", { as: t.editor, body: { taskId: a.id, timeZone: "Europe/Paris" } });
    expect(started.status).toBe(201);
    expect((await json(started)).timer).toMatchObject({ taskId: a.id, taskName: "Task A", projectId: t.projectId });
    // Starting it again on the same task keeps it running.
    expect((await api("POST", "/api/timer", { as: t.editor, body: { taskId: a.id } })).status).toBe(200);

    const got = await json<{ timer: TimerView }>(await api("GET", "/api/timer", { as: t.editor }));
    expect(got.timer.taskId).toBe(a.id);
    expect(await json(await api("GET", "/api/timer", { as: t.owner }))).toEqual({ timer: null });

    // Another task: the first timer stops and logs its time.
    const switched = await json<{ timer: TimerView; stopped: TimeEntryView }>(
      await api("POST", "/api/timer", { as: t.editor, body: { taskId: b.id } }),
    );
    expect(switched.timer.taskId).toBe(b.id);
    expect(switched.stopped).toMatchObject({ taskId: a.id, minutes: 1, source: "timer", userId: t.editor.userId });

    const stop = await api("DELETE", "/api/timer", { as: t.editor });
    expect(stop.status).toBe(200);
    expect((await json(stop)).entry).toMatchObject({ taskId: b.id, source: "timer" });
    expect(await json(await api("GET", "/api/timer", { as: t.editor }))).toEqual({ timer: null });
    const entries = await json<TimeEntryView[]>(await api("GET", `/api/tasks/${b.id}/time-entries`, { as: t.editor }));
    expect(entries).toHaveLength(1);
  });

  it("is dropped when its person leaves the project", async () => {
    const t = await team();
    const a = await newTask(t.owner, t.projectId, { name: "Task A" });
    expect((await api("POST", "/api/timer", { as: t.editor, body: { taskId: a.id } })).status).toBe(201);
    expect((await api("DELETE", `/api/projects/${t.projectId}/members/${t.editor.userId}`, { as: t.owner })).status).toBe(204);
    expect(await json(await api("GET", "/api/timer", { as: t.editor }))).toEqual({ timer: null });
  });
});
