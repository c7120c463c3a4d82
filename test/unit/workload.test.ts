import { describe, expect, it } from "vitest";
import type { Task } from "../../core/schemas/task";
import { firstPlannedDay, mondayOf, weeklyWorkload } from "../../core/time/workload";
import { storedTask } from "../support/stored-task";

// Issue 26 #3: each person's load per week against their capacity. 2030-01-07 is a Monday.

let n = 0;
const task = (over: Partial<Task>): Task => storedTask(`t${++n}`, { assigneeId: 1, status: "todo", kind: "task", ...over });
const person = (weeklyHours = 40, offWeekdays: string[] = [], daysOff: string[] = []) => ({ userId: 1, weeklyHours, offWeekdays, daysOff });
const load = (tasks: Task[], p = person(), holidays: string[] = [], estimatesInHours = true) =>
  weeklyWorkload({ tasks, people: [p], holidays, estimatesInHours, from: "2030-01-09", weeks: 2 });

describe("weekly workload", () => {
  it("starts weeks on Mondays", () => {
    expect(mondayOf("2030-01-13")).toBe("2030-01-07");
    expect(load([]).weeks).toEqual(["2030-01-07", "2030-01-14"]);
  });

  it("weighs a task's estimate against the week's hours, and marks the week it overloads", () => {
    const r = load([task({ startDate: "2030-01-07", dueDate: "2030-01-07", estimate: 24 })], person(20), ["2030-01-08"]);
    expect(r.rows[0].cells[0]).toEqual({ week: "2030-01-07", load: 24, capacity: 16, over: true });
    expect(r.rows[0].cells[1]).toEqual({ week: "2030-01-14", load: 0, capacity: 20, over: false });
  });

  it("spreads a task over the days its assignee works, across weeks", () => {
    // Thursday to Tuesday with Monday off: Thu, Fri | Tue — 30 h in thirds.
    const r = load([task({ startDate: "2030-01-10", dueDate: "2030-01-15", estimate: 30 })], person(40, [], ["2030-01-14"]));
    expect(r.rows[0].cells.map((c) => c.load)).toEqual([20, 10]);
    expect(r.rows[0].cells.map((c) => c.capacity)).toEqual([40, 32]);
  });

  it("counts an unestimated task, or any task of a points project, as 8 hours per planned day", () => {
    const two = task({ startDate: "2030-01-07", dueDate: "2030-01-08", estimate: null });
    expect(load([two]).rows[0].cells[0].load).toBe(16);
    expect(load([task({ startDate: "2030-01-07", dueDate: "2030-01-07", estimate: 3 })], person(), [], false).rows[0].cells[0].load).toBe(
      8,
    );
  });

  it("leaves out done work, milestones and others' tasks, and counts undated ones apart", () => {
    const r = load([
      task({ startDate: "2030-01-07", dueDate: "2030-01-07", estimate: 5, status: "done" }),
      task({ dueDate: "2030-01-07", kind: "milestone" }),
      task({ startDate: "2030-01-07", dueDate: "2030-01-07", estimate: 5, assigneeId: 2 }),
      task({ startDate: null, dueDate: null, estimate: 5 }),
      task({ startDate: null, dueDate: "2030-01-09", estimate: 2 }),
    ]);
    expect(r.rows[0].cells[0].load).toBe(2);
    expect(r.undated).toBe(1);
  });

  it("is not over at exactly the capacity", () => {
    const r = load([task({ startDate: "2030-01-07", dueDate: "2030-01-11", estimate: 40 })]);
    expect(r.rows[0].cells[0]).toMatchObject({ load: 40, capacity: 40, over: false });
  });

  it("finds the first planned day of open, assigned work", () => {
    const tasks = [
      task({ startDate: "2030-02-01", dueDate: "2030-02-02" }),
      task({ dueDate: "2030-01-20" }),
      task({ dueDate: "2030-01-01", status: "done" }),
    ];
    expect(firstPlannedDay(tasks, new Set([1]))).toBe("2030-01-20");
    expect(firstPlannedDay(tasks, new Set([2]))).toBeNull();
  });
});

// Issue 27: the survivors of the mutation bench's sample of workload.ts, each a behaviour of its own.
describe("weekly workload: edges", () => {
  it("marks a week over once its load passes the capacity by more than a twentieth of an hour", () => {
    const half = load([task({ startDate: "2030-01-07", dueDate: "2030-01-11", estimate: 40.5 })]);
    expect(half.rows[0].cells[0]).toMatchObject({ load: 40.5, capacity: 40, over: true });
    const within = load([task({ startDate: "2030-01-07", dueDate: "2030-01-11", estimate: 40.04 })]);
    expect(within.rows[0].cells[0].over).toBe(false);
  });

  it("gives a person who works four weekdays their weekly hours over those four days", () => {
    const r = load([], person(40, ["fri"]));
    expect(r.rows[0].cells.map((c) => c.capacity)).toEqual([40, 40]);
  });

  it("counts an unestimated task over a weekend by its working days, each in its own week", () => {
    // Friday to Monday: two working days, 8 hours each, one in each week shown.
    const r = load([task({ startDate: "2030-01-11", dueDate: "2030-01-14", estimate: null })]);
    expect(r.rows[0].cells.map((c) => c.load)).toEqual([8, 8]);
  });

  it("puts all of a task on the one planned day its assignee works", () => {
    // Friday to Monday with Mondays off: the 10 hours all land on the Friday.
    const r = load([task({ startDate: "2030-01-11", dueDate: "2030-01-14", estimate: 10 })], person(40, ["mon"]));
    expect(r.rows[0].cells.map((c) => c.load)).toEqual([10, 0]);
  });

  it("counts a task planned on the second week's Monday in the second week", () => {
    const r = load([task({ startDate: "2030-01-14", dueDate: "2030-01-14", estimate: 6 })]);
    expect(r.rows[0].cells.map((c) => c.load)).toEqual([0, 6]);
  });
});
