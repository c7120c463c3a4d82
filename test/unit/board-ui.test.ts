import { describe, expect, it } from "vitest";
import { boardColumns, initialBoard, listOrder, neighboursAt, type PendingEdit, reduceBoard, withPending } from "../../app/lib/board-state";
import { dayInputValue, daysRemaining, dueInLabel, formatDay, isPastDay, timeRemainingLabel, todayDay } from "../../app/lib/dates";
import { clampPercent, completion, priorityLabel, projectStatusBadge, statusLabel } from "../../app/lib/task-display";
import { changedKeys, draftOf, patchOf, rebaseDraft } from "../../app/lib/task-edit";
import type { Task } from "../../core/schemas/task";
import { storedTask } from "../support/stored-task";

const task = (id: string, over: Partial<Task> = {}): Task =>
  storedTask(id, {
    name: `Task ${id}`,
    isCompleted: false,
    order: id,
    createdAt: `2026-01-01T00:00:0${id.length}Z`,
    updatedAt: "2026-01-01T00:00:00Z",
    ...over,
  });

// 10:00 local on 10 March 2026.
const now = new Date(2026, 2, 10, 10, 0, 0);

describe("dates", () => {
  it("reads days as local calendar days and formats with fallbacks", () => {
    expect(formatDay("2026-03-31", "MMM dd, yyyy")).toBe("Mar 31, 2026");
    expect(formatDay("2026-03-05", "MMM d, yyyy")).toBe("Mar 5, 2026");
    expect(formatDay("2026-03-05", "MMMM d, yyyy")).toBe("March 5, 2026");
    expect(formatDay(null, "MMM dd, yyyy")).toBe("Not set");
    expect(formatDay("", "MMM dd, yyyy")).toBe("Not set");
    expect(formatDay(undefined, "MMM d, yyyy", "Unknown")).toBe("Unknown");
    expect(formatDay("not a date", "MMM dd, yyyy")).toBe("Invalid date");
    expect(formatDay("2026-02-30", "MMM dd, yyyy")).toBe("Invalid date");
  });

  it("counts days remaining as the ceiling of the difference, overdue at zero or less", () => {
    expect(daysRemaining("2026-03-11", now)).toBe(1);
    expect(daysRemaining("2026-03-20", now)).toBe(10);
    expect(daysRemaining("2026-03-10", now)).toBe(0);
    expect(daysRemaining("2026-03-01", now)).toBe(-9);
    expect(daysRemaining(null, now)).toBeNull();
    expect(daysRemaining("garbage", now)).toBeNull();
    expect(dueInLabel("2026-03-20", now)).toBe("Due in 10 days");
    expect(dueInLabel("2026-03-11", now)).toBe("Due in 1 day");
    expect(dueInLabel("2026-03-10", now)).toBe("Overdue");
    expect(dueInLabel(null, now)).toBe("No due date");
    expect(timeRemainingLabel("2026-03-20", now)).toBe("10 days remaining");
    expect(timeRemainingLabel("2026-03-01", now)).toBe("Overdue");
    expect(timeRemainingLabel(null, now)).toBe("No deadline set");
  });

  it("knows today and past days in local time", () => {
    expect(todayDay(now)).toBe("2026-03-10");
    expect(isPastDay("2026-03-09", now)).toBe(true);
    expect(isPastDay("2026-03-10", now)).toBe(false);
    expect(isPastDay(null, now)).toBe(false);
    // Issue 23 #4: today is the person's, in their zone.
    const lateUtc = new Date("2026-03-10T23:30:00Z");
    expect(todayDay(lateUtc, "Asia/Tokyo")).toBe("2026-03-11");
    expect(todayDay(lateUtc, "America/New_York")).toBe("2026-03-10");
    expect(isPastDay("2026-03-10", lateUtc, "Asia/Tokyo")).toBe(true);
    expect(isPastDay("2026-03-10", lateUtc, "America/New_York")).toBe(false);
    expect(dayInputValue("2026-03-10T12:00:00Z")).toBe("2026-03-10");
    expect(dayInputValue(null)).toBe("");
  });
});

describe("labels", () => {
  it("falls back to Pending and Normal for unknown values", () => {
    expect(statusLabel("todo")).toBe("To Do");
    expect(statusLabel("in-progress")).toBe("In Progress");
    expect(statusLabel("done")).toBe("Done");
    expect(statusLabel("blocked")).toBe("Pending");
    expect(statusLabel(null)).toBe("Pending");
    expect(priorityLabel("high")).toBe("High");
    expect(priorityLabel(undefined)).toBe("Normal");
    expect(priorityLabel("urgent")).toBe("Normal");
  });

  it("colours project statuses and shows unknown ones raw", () => {
    expect(projectStatusBadge("active")).toEqual({ label: "Active", tone: "green" });
    expect(projectStatusBadge("completed").tone).toBe("blue");
    expect(projectStatusBadge("on-hold").tone).toBe("yellow");
    expect(projectStatusBadge("archived")).toEqual({ label: "archived", tone: "gray" });
  });

  it("clamps progress and counts completion", () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(33.4)).toBe(33);
    expect(clampPercent(Number.NaN)).toBe(0);
    expect(completion([])).toEqual({ completed: 0, total: 0, percent: 0 });
    expect(
      completion([
        { kind: "task", status: "done" },
        { kind: "task", status: "todo" },
        { kind: "task", status: "done" },
        { kind: "milestone", status: "todo" },
      ]),
    ).toEqual({ completed: 2, total: 3, percent: 67 });
  });
});

describe("board state", () => {
  const a = task("a");
  const b = task("b");

  it("applies ops in version order and ignores replays", () => {
    let s = initialBoard(3, [a]);
    s = reduceBoard(s, { type: "op", version: 4, op: { kind: "created", task: b } }).state;
    expect(s.version).toBe(4);
    expect(Object.keys(s.tasks).sort()).toEqual(["a", "b"]);
    const replay = reduceBoard(s, { type: "op", version: 4, op: { kind: "deleted", id: "b" } });
    expect(replay.state).toBe(s);
    expect(replay.gap).toBe(false);
  });

  it("holds ops after a gap, reports it, and applies them once the gap is filled", () => {
    let s = initialBoard(1, [a]);
    const ahead = reduceBoard(s, { type: "op", version: 3, op: { kind: "updated", task: { ...a, name: "v3", version: 3 } } });
    expect(ahead.gap).toBe(true);
    expect(ahead.state.version).toBe(1);
    expect(ahead.state.tasks.a.name).toBe("Task a");
    s = ahead.state;
    const filled = reduceBoard(s, { type: "op", version: 2, op: { kind: "updated", task: { ...a, name: "v2", version: 2 } } });
    expect(filled.gap).toBe(false);
    expect(filled.state.version).toBe(3);
    expect(filled.state.tasks.a.name).toBe("v3");
  });

  it("a snapshot replaces the board, drains held ops beyond it and never rolls a task back", () => {
    let s = initialBoard(1, [a, b]);
    s = reduceBoard(s, { type: "task", task: { ...a, name: "mine", version: 5 } }).state;
    s = reduceBoard(s, { type: "op", version: 6, op: { kind: "created", task: task("c") } }).state;
    const snap = reduceBoard(s, { type: "snapshot", version: 5, tasks: [{ ...a, name: "older", version: 4 }] });
    expect(snap.gap).toBe(false);
    expect(snap.state.version).toBe(6);
    expect(snap.state.tasks.a.name).toBe("mine");
    expect(snap.state.tasks.b).toBeUndefined();
    expect(snap.state.tasks.c).toBeDefined();
  });

  it("a snapshot keeps the task objects it already has at the same version (memoised rows skip it) and takes newer ones", () => {
    const s = initialBoard(3, [a, b]);
    const snap = reduceBoard(s, { type: "snapshot", version: 4, tasks: [{ ...a }, { ...b, name: "renamed", version: 2 }] }).state;
    expect(snap.tasks.a).toBe(s.tasks.a);
    expect(snap.tasks.b).not.toBe(s.tasks.b);
    expect(snap.tasks.b.name).toBe("renamed");
  });

  it("keeps the newer task version when an HTTP response overtakes its broadcast", () => {
    let s = initialBoard(1, [a]);
    s = reduceBoard(s, { type: "task", task: { ...a, name: "http", version: 3 } }).state;
    s = reduceBoard(s, { type: "op", version: 2, op: { kind: "updated", task: { ...a, name: "older", version: 2 } } }).state;
    expect(s.version).toBe(2);
    expect(s.tasks.a.name).toBe("http");
  });

  it("does not resurrect a task deleted over HTTP when a late update arrives", () => {
    let s = initialBoard(1, [a]);
    s = reduceBoard(s, { type: "removed", id: "a" }).state;
    s = reduceBoard(s, { type: "op", version: 2, op: { kind: "updated", task: { ...a, version: 2 } } }).state;
    expect(s.tasks.a).toBeUndefined();
    expect(s.version).toBe(2);
  });

  it("brings back a restored task (a later create with a higher version), never a late first create", () => {
    let s = initialBoard(1, [a]);
    s = reduceBoard(s, { type: "op", version: 2, op: { kind: "deleted", id: "a" } }).state;
    s = reduceBoard(s, { type: "op", version: 3, op: { kind: "created", task: { ...a, version: 1 } } }).state;
    expect(s.tasks.a).toBeUndefined();
    s = reduceBoard(s, { type: "op", version: 4, op: { kind: "created", task: { ...a, version: a.version + 1 } } }).state;
    expect(s.tasks.a?.version).toBe(a.version + 1);
    s = reduceBoard(s, { type: "op", version: 5, op: { kind: "updated", task: { ...a, name: "after", version: a.version + 2 } } }).state;
    expect(s.tasks.a?.name).toBe("after");
  });
});

describe("columns and pending edits", () => {
  const t1 = task("t1", { order: "a0" });
  const t2 = task("t2", { order: "a1" });
  const t3 = task("t3", { order: "a2" });
  const d1 = task("d1", { status: "done", order: "a0" });
  const tasks = { t1, t2, t3, d1 };

  it("sorts each column by its fractional order", () => {
    const cols = boardColumns({ t3, t1, t2, d1 });
    expect(cols.todo.map((t) => t.id)).toEqual(["t1", "t2", "t3"]);
    expect(cols.done.map((t) => t.id)).toEqual(["d1"]);
    expect(cols["in-progress"]).toEqual([]);
  });

  it("places an optimistic move between the neighbours it was dropped at", () => {
    const pending: PendingEdit[] = [{ key: "1", taskId: "t3", patch: { status: "done" }, position: { after: null, before: "d1" } }];
    const cols = boardColumns(withPending(tasks, pending), pending);
    expect(cols.todo.map((t) => t.id)).toEqual(["t1", "t2"]);
    expect(cols.done.map((t) => t.id)).toEqual(["t3", "d1"]);

    const within: PendingEdit[] = [{ key: "2", taskId: "t1", patch: { status: "todo" }, position: { after: "t2", before: "t3" } }];
    expect(boardColumns(withPending(tasks, within), within).todo.map((t) => t.id)).toEqual(["t2", "t1", "t3"]);

    const toEnd: PendingEdit[] = [{ key: "3", taskId: "t1", patch: { status: "in-progress" }, position: { after: null, before: null } }];
    expect(boardColumns(withPending(tasks, toEnd), toEnd)["in-progress"].map((t) => t.id)).toEqual(["t1"]);
  });

  it("lays pending edits over confirmed tasks, latest last", () => {
    const view = withPending(tasks, [
      { key: "1", taskId: "t1", patch: { name: "first" } },
      { key: "2", taskId: "t1", patch: { name: "second", status: "done" } },
      { key: "3", taskId: "gone", patch: { name: "x" } },
    ]);
    expect(view.t1.name).toBe("second");
    expect(view.t1.status).toBe("done");
    expect(view.gone).toBeUndefined();
    expect(tasks.t1.name).toBe("Task t1");
  });

  it("names the neighbours of a dropped card and keeps list order stable", () => {
    const col = [{ id: "x" }, { id: "y" }, { id: "z" }];
    expect(neighboursAt(col, 0)).toEqual({ after: null, before: "y" });
    expect(neighboursAt(col, 1)).toEqual({ after: "x", before: "z" });
    expect(neighboursAt(col, 2)).toEqual({ after: "y", before: null });
    const early = task("z", { createdAt: "2025-12-31T00:00:00Z", status: "done" });
    expect(listOrder({ t3, t1, d1, z: early }).map((t) => t.id)).toEqual(["z", "d1", "t1", "t3"]);
  });

  it("keeps a batch created at one instant (a saved AI plan) in its order keys, not by random id", () => {
    const at = "2026-02-01T00:00:00Z";
    const batch = {
      zz: task("zz", { createdAt: at, order: "a0" }),
      aa: task("aa", { createdAt: at, order: "a1" }),
      mm: task("mm", { createdAt: at, order: "a2" }),
    };
    expect(listOrder(batch).map((t) => t.id)).toEqual(["zz", "aa", "mm"]);
  });
});

describe("row edit drafts", () => {
  const base = task("e1", { name: "Write copy", priority: "low", dueDate: "2026-04-01T00:00:00Z", version: 3 });

  it("reads a task into a draft with edit defaults", () => {
    expect(draftOf(base)).toEqual({
      name: "Write copy",
      description: "",
      status: "todo",
      priority: "low",
      assigneeId: null,
      dueDate: "2026-04-01",
      estimate: "",
      // Issue 25: a task from before has no status id, labels or field values yet.
      statusId: "",
      labelIds: [],
      fields: {},
    });
    // Issue 26: the estimate is edited as text.
    expect(draftOf(task("y", { estimate: 2.5 })).estimate).toBe("2.5");
    expect(draftOf(task("x", { status: "blocked" as Task["status"], priority: "urgent" as Task["priority"] }))).toMatchObject({
      status: "todo",
      priority: "medium",
    });
  });

  it("patches only changed fields, with isCompleted following status and empty dates as null", () => {
    const start = draftOf(base);
    const draft = { ...start, name: "  Write better copy ", status: "done" as const, dueDate: "" };
    const keys = changedKeys(draft, start);
    expect(keys).toEqual(["name", "status", "dueDate"]);
    expect(patchOf(draft, keys)).toEqual({ name: "Write better copy", status: "done", isCompleted: true, dueDate: null });
    expect(patchOf({ ...start, status: "in-progress" }, ["status"])).toEqual({ status: "in-progress", isCompleted: false });
  });

  it("rebases on a conflict: keeps my changes, takes theirs elsewhere, and names the disagreements", () => {
    const start = draftOf(base);
    const mine = { ...start, name: "Mine", priority: "high" as const };
    const theirs = { ...base, name: "Theirs", description: "added by them", version: 4 };
    const r = rebaseDraft(mine, start, theirs);
    expect(r.draft).toEqual({ ...draftOf(theirs), name: "Mine", priority: "high" });
    expect(r.start).toEqual(draftOf(theirs));
    expect(r.differing).toEqual(["name", "priority"]);
    // Saving again sends only my fields, so their description survives.
    expect(patchOf(r.draft, changedKeys(r.draft, r.start))).toEqual({ name: "Mine", priority: "high" });
  });
});

describe("board state: links and schedules (issue 12)", () => {
  const dep = (id: string, p: string, s: string) => ({
    id,
    projectId: 1,
    predecessorId: p,
    successorId: s,
    type: "FS" as const,
    lagDays: 0,
    createdAt: "2026-01-01T00:00:00Z",
  });

  it("a snapshot of exactly the board we hold returns the same state, so nothing re-renders", () => {
    const s = initialBoard(3, [task("a"), task("b")], [dep("d1", "a", "b")]);
    const same = reduceBoard(s, {
      type: "snapshot",
      version: 3,
      tasks: [{ ...s.tasks.a }, { ...s.tasks.b }],
      dependencies: [dep("d1", "a", "b")],
    });
    expect(same.state).toBe(s);
    expect(same.gap).toBe(false);
    // Anything different is a new state: a newer version, a task gone, a link changed.
    expect(reduceBoard(s, { type: "snapshot", version: 4, tasks: [{ ...s.tasks.a }, { ...s.tasks.b }] }).state).not.toBe(s);
    expect(reduceBoard(s, { type: "snapshot", version: 3, tasks: [{ ...s.tasks.a }] }).state.tasks.b).toBeUndefined();
    expect(
      reduceBoard(s, { type: "snapshot", version: 3, tasks: [s.tasks.a, s.tasks.b], dependencies: [dep("d1", "b", "a")] }).state,
    ).not.toBe(s);
  });

  it("adds and removes links in version order; a late broadcast can't revive a removed link", () => {
    let s = initialBoard(1, [task("a"), task("b")], [dep("d1", "a", "b")]);
    s = reduceBoard(s, { type: "op", version: 2, op: { kind: "linked", dependency: dep("d2", "b", "a") } }).state;
    expect(Object.keys(s.dependencies)).toEqual(["d1", "d2"]);
    s = reduceBoard(s, { type: "unlink", id: "d2" }).state;
    s = reduceBoard(s, { type: "link", dependency: dep("d2", "b", "a") }).state;
    expect(Object.keys(s.dependencies)).toEqual(["d1"]);
  });

  it("a deleted task takes its links along; a schedule op updates many tasks at once", () => {
    let s = initialBoard(1, [task("a"), task("b"), task("c")], [dep("d1", "a", "b"), dep("d2", "b", "c")]);
    s = reduceBoard(s, {
      type: "op",
      version: 2,
      op: {
        kind: "scheduled",
        tasks: [task("a", { startDate: "2026-02-02", version: 2 }), task("c", { startDate: "2026-02-04", version: 2 })],
      },
    }).state;
    expect([s.tasks.a.startDate, s.tasks.b.startDate, s.tasks.c.startDate]).toEqual(["2026-02-02", null, "2026-02-04"]);
    s = reduceBoard(s, { type: "op", version: 3, op: { kind: "deleted", id: "b" } }).state;
    expect(s.dependencies).toEqual({});
    const snap = reduceBoard(s, { type: "snapshot", version: 4, tasks: [task("a")], dependencies: [dep("d9", "a", "c")] }).state;
    expect(Object.keys(snap.dependencies)).toEqual(["d9"]);
  });
});
