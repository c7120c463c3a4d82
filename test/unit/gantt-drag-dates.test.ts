import { describe, expect, it } from "vitest";
import { draggedDates, dragPreview, nudged } from "../../app/lib/gantt-model";
import { makeCalendar, type ScheduledTask } from "../../core/schedule";
import { storedTask } from "../support/stored-task";

// A Gantt drag previews the dates the server stores: the same working-day calendar, the project's
// holidays included (the server moves a dropped bar's successors in it: worker/board/scheduling.ts).
// Week of 2026-11-30: Monday 30, Tuesday 1, Wednesday 2 (a holiday here), Thursday 3, Friday 4.

const HOLIDAY = "2026-12-02";
const withHoliday = makeCalendar([HOLIDAY]);

function bar(start: string, end: string, over: Partial<ScheduledTask> = {}): ScheduledTask {
  return {
    id: "a",
    start,
    end,
    earlyStart: start,
    earlyFinish: end,
    lateStart: start,
    lateFinish: end,
    totalFloat: 0,
    critical: false,
    duration: 2,
    milestone: false,
    conflict: false,
    ...over,
  };
}

describe("the dates a Gantt drag previews", () => {
  it("moves a bar past a holiday, keeping its working days", () => {
    const a = bar("2026-11-30", "2026-12-01");
    expect(draggedDates(a, "move", 2, withHoliday)).toEqual({ id: "a", startDate: "2026-12-03", dueDate: "2026-12-04" });
    // Landing before the holiday, the two days span it.
    expect(draggedDates(a, "move", 1, withHoliday)).toEqual({ id: "a", startDate: "2026-12-01", dueDate: "2026-12-03" });
    // Without holidays: the standard week, as before.
    expect(draggedDates(a, "move", 2)).toEqual({ id: "a", startDate: "2026-12-02", dueDate: "2026-12-03" });
  });

  it("keeps a resized end and a dragged milestone off the holiday", () => {
    const a = bar("2026-11-30", "2026-12-01");
    expect(draggedDates(a, "resize", 1, withHoliday)).toEqual({ id: "a", startDate: "2026-11-30", dueDate: "2026-12-01" });
    expect(draggedDates(a, "resize", 2, withHoliday)).toEqual({ id: "a", startDate: "2026-11-30", dueDate: "2026-12-03" });
    const m = bar("2026-12-01", "2026-12-01", { milestone: true, duration: 0 });
    expect(draggedDates(m, "move", 1, withHoliday)).toEqual({ id: "a", startDate: null, dueDate: "2026-12-01" });
    expect(draggedDates(m, "move", 1)).toEqual({ id: "a", startDate: null, dueDate: "2026-12-02" });
  });

  it("steps over the holiday from the keyboard", () => {
    const a = bar("2026-11-30", "2026-12-01");
    expect(nudged(a, "move", 1, withHoliday)).toEqual({ id: "a", startDate: "2026-12-01", dueDate: "2026-12-03" });
    expect(nudged(a, "resize", 1, withHoliday)).toEqual({ id: "a", startDate: "2026-11-30", dueDate: "2026-12-03" });
    expect(nudged(bar("2026-12-03", "2026-12-04"), "move", -1, withHoliday)).toEqual({
      id: "a",
      startDate: "2026-12-01",
      dueDate: "2026-12-03",
    });
  });

  it("moves the successors a drop pushes in the same calendar", () => {
    const tasks = [
      storedTask("a", { startDate: "2026-11-30", dueDate: "2026-11-30" }),
      storedTask("b", { startDate: "2026-12-01", dueDate: "2026-12-01" }),
    ];
    const link = { id: "l", projectId: 1, predecessorId: "a", successorId: "b", type: "FS" as const, lagDays: 0, createdAt: "" };
    const change = { id: "a", startDate: "2026-12-01", dueDate: "2026-12-01" };
    expect(dragPreview(tasks, [link], change, "2026-11-26", withHoliday).get("b")).toEqual({
      id: "b",
      startDate: "2026-12-03",
      dueDate: "2026-12-03",
    });
    expect(dragPreview(tasks, [link], change, "2026-11-26").get("b")).toEqual({ id: "b", startDate: "2026-12-02", dueDate: "2026-12-02" });
  });
});
