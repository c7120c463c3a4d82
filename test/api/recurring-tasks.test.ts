import { describe, expect, it } from "vitest";
import type { ActivityPage } from "../../core/schemas/activity";
import type { Task } from "../../core/schemas/task";
import { HOURLY_CRON, runCron } from "../../worker/notifications/cron";
import { api, type Caller, env, eventually, flushProjection, json, listTasks, newTask, team } from "../board/support";

// Issue 26: repeating tasks. The next occurrence is made on completion ("completion" mode) or by the
// cron on its date in the assignee's time zone ("date" mode); skip and stop; undo; never twice.

// 2031-05-05 is a Monday.
const WEEKLY = "FREQ=WEEKLY;BYDAY=MO";

const patch = (as: Caller, id: string, body: Record<string, unknown>) => api("PATCH", `/api/tasks/${id}`, { as, body });
const series = async (as: Caller, projectId: number, name: string) =>
  (await listTasks(as, projectId)).tasks.filter((t) => t.name === name).sort((a, b) => (a.dueDate ?? "").localeCompare(b.dueDate ?? ""));
const setTimeSettings = (as: Caller, body: Record<string, unknown>) =>
  api("PUT", "/api/time-settings", { as, body: { reminderLeadDays: 1, recurrenceMode: "completion", timeZone: "UTC", ...body } });

describe("repeating tasks", () => {
  it("completing one makes the next occurrence, which takes the rule; completing again makes nothing more", async () => {
    const t = await team();
    const first = await newTask(t.editor, t.projectId, {
      name: "Weekly report",
      dueDate: "2031-05-05",
      startDate: "2031-05-04",
      recurrence: `${WEEKLY};COUNT=3`,
      assigneeId: t.editor.userId,
      priority: "high",
    });
    expect(first.recurrenceMode).toBe("completion");
    // The owner completes the editor's task.
    const done = await patch(t.owner, first.id, { status: "done" });
    expect(done.status).toBe(200);
    expect(await json<Task>(done)).toMatchObject({ status: "done", recurrence: null });

    const [old, next] = await series(t.editor, t.projectId, "Weekly report");
    expect(old.id).toBe(first.id);
    expect(next).toMatchObject({
      dueDate: "2031-05-12",
      startDate: "2031-05-11",
      status: "todo",
      recurrence: `${WEEKLY};COUNT=2`,
      assigneeId: t.editor.userId,
      priority: "high",
    });

    // The new occurrence keeps its assignee: not an "assigned to you" notice (a real one, sent after it, is).
    await newTask(t.owner, t.projectId, { name: "Real assignment", assigneeId: t.editor.userId });
    const assigned = await eventually(async () => {
      const page = await json<{ items: Array<{ kind: string; title: string }> }>(await api("GET", "/api/notifications", { as: t.editor }));
      const titles = page.items.filter((n) => n.kind === "assignment").map((n) => n.title);
      return titles.some((x) => x.includes("Real assignment")) ? titles : null;
    }, "the real assignment");
    expect((assigned ?? []).filter((x) => x.includes("Weekly report"))).toEqual([]);

    // A second completion, and reopening then completing the old one, advance nothing.
    expect((await patch(t.editor, first.id, { status: "done" })).status).toBe(200);
    expect((await patch(t.editor, first.id, { status: "todo" })).status).toBe(200);
    expect((await patch(t.editor, first.id, { isCompleted: true })).status).toBe(200);
    expect(await series(t.editor, t.projectId, "Weekly report")).toHaveLength(2);

    // The series ends after COUNT occurrences: the third is the last.
    await patch(t.editor, next.id, { status: "done" });
    const third = (await series(t.editor, t.projectId, "Weekly report"))[2];
    expect(third).toMatchObject({ dueDate: "2031-05-19", recurrence: `${WEEKLY};COUNT=1` });
    await patch(t.editor, third.id, { status: "done" });
    expect(await series(t.editor, t.projectId, "Weekly report")).toHaveLength(3);
  });

  it("undoing the completion removes the occurrence it made and gives the rule back; the activity logs both", async () => {
    const t = await team();
    const task = await newTask(t.editor, t.projectId, { name: "Water plants", dueDate: "2031-05-05", recurrence: "FREQ=DAILY;INTERVAL=2" });
    await patch(t.editor, task.id, { status: "done" });
    expect(await series(t.editor, t.projectId, "Water plants")).toHaveLength(2);

    const activity = await json<ActivityPage>(await api("GET", `/api/projects/${t.projectId}/activity`, { as: t.editor }));
    expect(activity.items.slice(0, 2).map((i) => [i.kind, i.taskId === task.id])).toEqual([
      ["created", false],
      ["updated", true],
    ]);

    const undo = await api("POST", `/api/projects/${t.projectId}/undo`, { as: t.editor });
    expect(undo.status).toBe(200);
    const after = await series(t.editor, t.projectId, "Water plants");
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: task.id, status: "todo", recurrence: "FREQ=DAILY;INTERVAL=2" });

    // Redo makes it again (a new occurrence on the same date), once.
    expect((await api("POST", `/api/projects/${t.projectId}/redo`, { as: t.editor })).status).toBe(200);
    const redone = await series(t.editor, t.projectId, "Water plants");
    expect(redone.map((x) => [x.dueDate, x.recurrence])).toEqual([
      ["2031-05-05", null],
      ["2031-05-07", "FREQ=DAILY;INTERVAL=2"],
    ]);
  });

  it("skip moves the occurrence to the next date; stop ends the series; both are board writes editors make", async () => {
    const t = await team();
    const task = await newTask(t.editor, t.projectId, {
      name: "Team sync",
      dueDate: "2031-05-13",
      recurrence: "FREQ=MONTHLY;BYDAY=TU;BYSETPOS=2;COUNT=3",
    });
    const skip = (as: Caller, id = task.id) => api("POST", `/api/tasks/${id}/skip-occurrence`, { as });
    expect((await skip(t.viewer)).status).toBe(403);
    expect((await skip(t.outsider)).status).toBe(404);

    const skipped = await skip(t.editor);
    expect(skipped.status).toBe(200);
    // The second Tuesday of June 2031.
    expect(await json<Task>(skipped)).toMatchObject({
      id: task.id,
      dueDate: "2031-06-10",
      recurrence: "FREQ=MONTHLY;BYDAY=TU;BYSETPOS=2;COUNT=2",
    });
    expect(await series(t.editor, t.projectId, "Team sync")).toHaveLength(1);

    // Undo puts the date back.
    expect((await api("POST", `/api/projects/${t.projectId}/undo`, { as: t.editor })).status).toBe(200);
    expect((await series(t.editor, t.projectId, "Team sync"))[0].dueDate).toBe("2031-05-13");

    const plain = await newTask(t.editor, t.projectId, { name: "One-off", dueDate: "2031-05-13" });
    expect((await skip(t.editor, plain.id)).status).toBe(409);
    const last = await newTask(t.editor, t.projectId, { name: "Last one", dueDate: "2031-05-13", recurrence: "FREQ=DAILY;COUNT=1" });
    const refused = await skip(t.editor, last.id);
    expect(refused.status).toBe(409);
    expect((await json<{ message: string }>(refused)).message).toContain("last occurrence");

    // Stop: the rule is cleared; completing then makes nothing.
    expect((await patch(t.editor, task.id, { recurrence: null })).status).toBe(200);
    expect((await patch(t.editor, task.id, { status: "done" })).status).toBe(200);
    expect(await series(t.editor, t.projectId, "Team sync")).toHaveLength(1);
  });

  it("in date mode the cron makes the occurrence on its day in the assignee's time zone, once, and completion makes none", async () => {
    const t = await team();
    expect((await setTimeSettings(t.editor, { timeZone: "Pacific/Auckland" })).status).toBe(200);
    const east = await newTask(t.owner, t.projectId, {
      name: "Standup notes",
      dueDate: "2031-05-05",
      recurrence: WEEKLY,
      recurrenceMode: "date",
      assigneeId: t.editor.userId,
    });
    await newTask(t.owner, t.projectId, { name: "UTC chores", dueDate: "2031-05-05", recurrence: WEEKLY, recurrenceMode: "date" });
    // Completing a date-mode occurrence makes nothing: the date does.
    await patch(t.owner, east.id, { status: "done" });
    await patch(t.owner, east.id, { status: "todo" });
    await flushProjection(t.projectId);
    expect(await series(t.owner, t.projectId, "Standup notes")).toHaveLength(1);

    // Sunday 13:00 UTC is already Monday 01:00 in Auckland, still Sunday in UTC.
    const sunday = new Date("2031-05-11T13:00:00Z");
    expect((await runCron(env, HOURLY_CRON, sunday)).occurrences).toBe(1);
    const standups = await series(t.owner, t.projectId, "Standup notes");
    expect(standups.map((x) => [x.dueDate, x.status, x.recurrence])).toEqual([
      ["2031-05-05", "todo", null],
      ["2031-05-12", "todo", WEEKLY],
    ]);
    expect(await series(t.owner, t.projectId, "UTC chores")).toHaveLength(1);

    // The same hour again (a retried cron), before and after D1 caught up: nothing new.
    expect((await runCron(env, HOURLY_CRON, sunday)).occurrences).toBe(0);
    await flushProjection(t.projectId);
    expect((await runCron(env, HOURLY_CRON, sunday)).occurrences).toBe(0);
    expect(await series(t.owner, t.projectId, "Standup notes")).toHaveLength(2);

    // Monday in UTC: the UTC series' turn.
    await runCron(env, HOURLY_CRON, new Date("2031-05-12T00:30:00Z"));
    expect((await series(t.owner, t.projectId, "UTC chores")).map((x) => x.dueDate)).toEqual(["2031-05-05", "2031-05-12"]);

    // The cron's write is named as the app in the activity.
    const activity = await json<ActivityPage>(await api("GET", `/api/projects/${t.projectId}/activity`, { as: t.owner }));
    expect(activity.items[0]).toMatchObject({ kind: "created", actor: { id: 0, name: "Kickoff" } });
  });

  it("validates the repeat mode and the person's time settings", async () => {
    const t = await team();
    const bad = await api("POST", "/api/tasks", {
      as: t.editor,
      body: { projectId: t.projectId, name: "x", dueDate: "2031-05-05", recurrence: WEEKLY, recurrenceMode: "hourly" },
    });
    expect(bad.status).toBe(400);
    expect(await api("GET", "/api/time-settings", { as: t.editor }).then(json)).toEqual({
      reminderLeadDays: 1,
      recurrenceMode: "completion",
      timeZone: "UTC",
    });
    expect((await setTimeSettings(t.editor, { timeZone: "Mars/Base" })).status).toBe(400);
    expect((await setTimeSettings(t.editor, { reminderLeadDays: -1 })).status).toBe(400);
    expect((await setTimeSettings(t.editor, { reminderLeadDays: 2.5 })).status).toBe(400);
    const saved = await setTimeSettings(t.editor, { reminderLeadDays: null, recurrenceMode: "date", timeZone: "Europe/Paris" });
    expect(saved.status).toBe(200);
    expect(await api("GET", "/api/time-settings", { as: t.editor }).then(json)).toEqual({
      reminderLeadDays: null,
      recurrenceMode: "date",
      timeZone: "Europe/Paris",
    });
    expect((await api("GET", "/api/time-settings")).status).toBe(401);
  });
});
