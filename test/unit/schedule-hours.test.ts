import { describe, expect, it } from "vitest";
import { autoSchedule, makeCalendar, type PersonTime, type ScheduleItem, type ScheduleLink, whatIf } from "../../core/schedule";

// Issue 26 #3 (decision 109): auto-schedule and what-if in hours. Estimates are hours of the assignee's
// time, members work their hours on their weekdays minus their days off, and holidays are skipped.
// 2026-01-05 is a Monday: working days 01-05…01-09, then 01-12…

const item = (id: string, startDate: string | null, dueDate: string | null, extra: Partial<ScheduleItem> = {}): ScheduleItem => ({
  id,
  milestone: false,
  startDate,
  dueDate,
  assigneeId: 1,
  done: false,
  ...extra,
});
const fs = (p: string, s: string): ScheduleLink => ({ predecessorId: p, successorId: s, type: "FS", lagDays: 0 });
const week = (weeklyHours: number, offWeekdays: string[] = [], daysOff: string[] = []): PersonTime => ({
  weeklyHours,
  offWeekdays,
  daysOff,
});
const hours = (entries: Record<string, number>) => new Map(Object.entries(entries));
const base = { today: "2026-01-05", respectCapacity: false };
const dates = (r: ReturnType<typeof autoSchedule>) => Object.fromEntries(r.changes.map((c) => [c.id, [c.startDate, c.dueDate]]));

describe("auto-schedule in hours", () => {
  it("gives a 16-hour task two of an 8-hour-a-day member's working days", () => {
    const r = autoSchedule([item("A", "2026-01-05", "2026-01-05")], [], { ...base, estimates: hours({ A: 16 }) });
    expect(dates(r)).toEqual({ A: ["2026-01-05", "2026-01-06"] });
    expect(r.projectEnd).toBe("2026-01-06");
  });

  it("stretches the same task over four days for someone working 20 hours a week", () => {
    const r = autoSchedule([item("A", "2026-01-05", "2026-01-05")], [], {
      ...base,
      estimates: hours({ A: 16 }),
      people: new Map([[1, week(20)]]),
    });
    expect(dates(r)).toEqual({ A: ["2026-01-05", "2026-01-08"] });
    // Four days is the task's own length at 4 h a day: no capacity delay.
    expect(r.capacityDelayDays).toBe(0);
  });

  it("shortens a task planned longer than its estimate", () => {
    const r = autoSchedule([item("A", "2026-01-05", "2026-01-09")], [], { ...base, estimates: hours({ A: 8 }) });
    expect(dates(r)).toEqual({ A: ["2026-01-05", "2026-01-05"] });
  });

  it("skips the project's holidays", () => {
    const r = autoSchedule([item("A", "2026-01-05", "2026-01-05")], [], {
      ...base,
      estimates: hours({ A: 16 }),
      calendar: makeCalendar(["2026-01-06"]),
    });
    expect(dates(r)).toEqual({ A: ["2026-01-05", "2026-01-07"] });
  });

  it("skips the assignee's dated days off, and starts after one", () => {
    const off = { ...base, estimates: hours({ A: 16 }), people: new Map([[1, week(40, [], ["2026-01-06"])]]) };
    expect(dates(autoSchedule([item("A", "2026-01-05", "2026-01-05")], [], off))).toEqual({ A: ["2026-01-05", "2026-01-07"] });
    expect(dates(autoSchedule([item("A", "2026-01-06", "2026-01-06")], [], off))).toEqual({ A: ["2026-01-07", "2026-01-08"] });
  });

  it("skips the weekdays the assignee never works, at their hours a day", () => {
    // 32 hours over Monday to Thursday: 8 a day. 24 hours from Thursday: Thu, (Fri off), Mon, Tue.
    const r = autoSchedule([item("A", "2026-01-08", "2026-01-08")], [], {
      ...base,
      estimates: hours({ A: 24 }),
      people: new Map([[1, week(32, ["fri"])]]),
    });
    expect(dates(r)).toEqual({ A: ["2026-01-08", "2026-01-13"] });
    expect(r.delayed).toEqual([]);
  });

  it("spreads weekly hours over the weekdays worked only, and never starts on a weekday off", () => {
    const fridaysOff = new Map([[1, week(32, ["fri"])]]);
    // 8 hours a day: an 8-hour task is one Monday (at 32/5 = 6.4 a day it would spill into Tuesday).
    expect(
      dates(autoSchedule([item("A", "2026-01-05", "2026-01-05")], [], { ...base, estimates: hours({ A: 8 }), people: fridaysOff })),
    ).toEqual({});
    // Planned on a Friday: it starts the Monday after.
    expect(
      dates(autoSchedule([item("A", "2026-01-09", "2026-01-09")], [], { ...base, estimates: hours({ A: 16 }), people: fridaysOff })),
    ).toEqual({ A: ["2026-01-12", "2026-01-13"] });
  });

  it("reads someone with every weekday off as working them all (the form refuses it)", () => {
    const r = autoSchedule([item("A", "2026-01-05", "2026-01-05")], [], {
      ...base,
      estimates: hours({ A: 16 }),
      people: new Map([[1, week(40, ["mon", "tue", "wed", "thu", "fri"])]]),
    });
    expect(dates(r)).toEqual({ A: ["2026-01-05", "2026-01-06"] });
  });

  it("takes one weekly hour as 0.2 a day", () => {
    const r = autoSchedule([item("A", "2026-01-05", "2026-01-05")], [], {
      ...base,
      estimates: hours({ A: 0.4 }),
      people: new Map([[1, week(1)]]),
    });
    expect(dates(r)).toEqual({ A: ["2026-01-05", "2026-01-06"] });
  });

  it("lets a member's days off affect only their own tasks", () => {
    const r = autoSchedule([item("A", "2026-01-05", "2026-01-05"), item("B", "2026-01-05", "2026-01-05", { assigneeId: 2 })], [], {
      ...base,
      estimates: hours({ A: 16, B: 16 }),
      people: new Map([[1, week(40, [], ["2026-01-06"])]]),
    });
    expect(dates(r)).toEqual({ A: ["2026-01-05", "2026-01-07"], B: ["2026-01-05", "2026-01-06"] });
  });

  it("keeps an unestimated task's planned length at 8 hours a day, longer for a part-timer", () => {
    const two = [item("A", "2026-01-05", "2026-01-06")];
    expect(autoSchedule(two, [], base).changes).toEqual([]);
    expect(dates(autoSchedule(two, [], { ...base, people: new Map([[1, week(20)]]) }))).toEqual({ A: ["2026-01-05", "2026-01-08"] });
  });

  it("gives unassigned estimated work standard days", () => {
    const r = autoSchedule([item("A", "2026-01-05", "2026-01-05", { assigneeId: null })], [], { ...base, estimates: hours({ A: 20 }) });
    expect(dates(r)).toEqual({ A: ["2026-01-05", "2026-01-07"] });
  });

  it("gives a zero estimate one day", () => {
    const r = autoSchedule([item("A", "2026-01-05", "2026-01-07")], [], { ...base, estimates: hours({ A: 0 }) });
    expect(dates(r)).toEqual({ A: ["2026-01-05", "2026-01-05"] });
    // Also after the project's first day.
    const later = autoSchedule([item("First", "2026-01-05", "2026-01-05", { assigneeId: 2 }), item("Z", "2026-01-06", "2026-01-08")], [], {
      ...base,
      estimates: hours({ Z: 0 }),
    });
    expect(dates(later)).toEqual({ Z: ["2026-01-06", "2026-01-06"] });
  });

  it("never gives a milestone a length, even with an estimate", () => {
    const r = autoSchedule(
      [item("A", "2026-01-05", "2026-01-05"), item("M", null, "2026-01-09", { milestone: true, assigneeId: null })],
      [fs("A", "M")],
      { ...base, moveMilestones: true, estimates: hours({ A: 8, M: 16 }) },
    );
    expect(dates(r)).toEqual({ M: [null, "2026-01-05"] });
    expect(r.projectEnd).toBe("2026-01-05");
  });

  it("starts a successor after its predecessor's hours, past a day off", () => {
    const r = autoSchedule([item("A", "2026-01-05", "2026-01-05"), item("B", null, null)], [fs("A", "B")], {
      ...base,
      estimates: hours({ A: 16, B: 8 }),
      people: new Map([[1, week(40, [], ["2026-01-07"])]]),
    });
    expect(dates(r)).toEqual({ A: ["2026-01-05", "2026-01-06"], B: ["2026-01-08", "2026-01-08"] });
  });

  it("leaves finished work on its dates, using nobody's hours", () => {
    const r = autoSchedule([item("Done", "2026-01-05", "2026-01-09", { done: true }), item("A", "2026-01-05", "2026-01-05")], [], {
      ...base,
      respectCapacity: true,
      estimates: hours({ Done: 4, A: 8 }),
    });
    expect(r.changes).toEqual([]);
    // Its estimate doesn't shorten it: the project still ends when it did.
    expect(r.projectEnd).toBe("2026-01-09");
  });
});

describe("levelling in hours", () => {
  const level = { ...base, respectCapacity: true };

  it("fits tasks into a member's day by their hours, and moves what doesn't fit", () => {
    const three = [item("X", "2026-01-05", "2026-01-05"), item("Y", "2026-01-05", "2026-01-05"), item("Z", "2026-01-05", "2026-01-05")];
    const r = autoSchedule(three, [], { ...level, estimates: hours({ X: 4, Y: 4, Z: 4 }) });
    expect(dates(r)).toEqual({ Z: ["2026-01-06", "2026-01-06"] });
    expect(r.delayed).toEqual([{ id: "Z", days: 1, beyondFloat: true }]);
    // Without levelling each task has the member to itself.
    expect(autoSchedule(three, [], { ...base, estimates: hours({ X: 4, Y: 4, Z: 4 }) }).changes).toEqual([]);
  });

  it("runs a task on the hours left in a part-booked day", () => {
    // Y (12 h: two days, no float) goes first: Monday and 4 h of Tuesday; X (4 h) takes Tuesday's rest.
    const r = autoSchedule([item("X", "2026-01-05", "2026-01-05"), item("Y", "2026-01-05", "2026-01-05")], [], {
      ...level,
      estimates: hours({ X: 4, Y: 12 }),
    });
    expect(dates(r)).toEqual({ X: ["2026-01-06", "2026-01-06"], Y: ["2026-01-05", "2026-01-06"] });
    expect(r.delayed).toEqual([{ id: "X", days: 1, beyondFloat: false }]);
  });

  it("books only the hours left in a part-booked day", () => {
    // X (4 h) is critical through After and goes first. Y (12 h) gets Monday's other 4 h and 8 on
    // Tuesday, which fills both days: Z (4 h) waits for Wednesday.
    const r = autoSchedule(
      [
        item("X", "2026-01-05", "2026-01-05"),
        item("Y", "2026-01-05", "2026-01-05"),
        item("Z", "2026-01-05", "2026-01-05"),
        item("After", "2026-01-06", "2026-01-09", { assigneeId: null }),
      ],
      [fs("X", "After")],
      { ...level, estimates: hours({ X: 4, Y: 12, Z: 4 }) },
    );
    expect(dates(r)).toEqual({ Y: ["2026-01-05", "2026-01-06"], Z: ["2026-01-07", "2026-01-07"] });
  });

  it("books no hours on a member's day off", () => {
    // X (16 h, no float) takes Monday and Wednesday around Tuesday off; Y (8 h) finds Wednesday full too.
    const r = autoSchedule([item("X", "2026-01-05", "2026-01-05"), item("Y", "2026-01-05", "2026-01-05")], [], {
      ...level,
      estimates: hours({ X: 16, Y: 8 }),
      people: new Map([[1, week(40, [], ["2026-01-06"])]]),
    });
    expect(dates(r)).toEqual({ X: ["2026-01-05", "2026-01-07"], Y: ["2026-01-08", "2026-01-08"] });
  });

  it("never splits a task around a day that is fully booked", () => {
    // Tue (8 h on Tuesday) is critical through After, so it is placed first; Long (16 h) can't use
    // Monday and then jump Tuesday: it starts Wednesday.
    const r = autoSchedule(
      [
        item("Long", "2026-01-05", "2026-01-05"),
        item("Tue", "2026-01-06", "2026-01-06"),
        item("After", "2026-01-07", "2026-01-09", { assigneeId: null }),
      ],
      [fs("Tue", "After")],
      { ...level, estimates: hours({ Long: 16, Tue: 8 }) },
    );
    expect(dates(r).Long).toEqual(["2026-01-07", "2026-01-08"]);
    expect(dates(r).Tue).toBeUndefined();
  });

  it("books each member's hours apart, members without settings included", () => {
    const r = autoSchedule([item("X", "2026-01-05", "2026-01-05"), item("Y", "2026-01-05", "2026-01-05", { assigneeId: 2 })], [], {
      ...level,
      estimates: hours({ X: 8, Y: 8 }),
    });
    expect(r.changes).toEqual([]);
  });

  it("counts a part-timer's days off and hours when levelling", () => {
    // 20 h a week with Tuesday off: 4 h a day. Two 4-hour tasks: Monday, then Wednesday.
    const r = autoSchedule([item("X", "2026-01-05", "2026-01-05"), item("Y", "2026-01-05", "2026-01-05")], [], {
      ...level,
      estimates: hours({ X: 4, Y: 4 }),
      people: new Map([[1, week(20, [], ["2026-01-06"])]]),
    });
    expect(dates(r)).toEqual({ Y: ["2026-01-07", "2026-01-07"] });
  });
});

describe("what-if in hours", () => {
  it("slips a task across its assignee's day off and moves its successor", () => {
    const items = [item("A", "2026-01-05", "2026-01-05"), item("B", null, null, { assigneeId: null })];
    const opts = { today: "2026-01-05", estimates: hours({ A: 16, B: 8 }), people: new Map([[1, week(40, [], ["2026-01-06"])]]) };
    const r = whatIf(items, [fs("A", "B")], "A", 1, opts);
    // Before: A Mon + Wed (Tuesday off), B Thursday. Slipped a day: A Wed + Thu, B Friday.
    expect(r?.previousProjectEnd).toBe("2026-01-08");
    expect(r?.projectEnd).toBe("2026-01-09");
    expect(r?.projectEndSlipDays).toBe(1);
    expect(r?.moved).toEqual([
      { id: "A", from: "2026-01-05", to: "2026-01-07", days: 2 },
      { id: "B", from: "2026-01-08", to: "2026-01-09", days: 1 },
    ]);
  });

  it("counts the project's holidays as no working day", () => {
    const items = [item("A", "2026-01-05", "2026-01-05"), item("B", null, null)];
    const r = whatIf(items, [fs("A", "B")], "A", 1, {
      today: "2026-01-05",
      estimates: hours({ A: 8, B: 8 }),
      calendar: makeCalendar(["2026-01-07"]),
    });
    // Before: A Monday, B Tuesday. Slipped: A Tuesday, B Thursday (Wednesday is a holiday).
    expect(r?.moved).toEqual([
      { id: "A", from: "2026-01-05", to: "2026-01-06", days: 1 },
      { id: "B", from: "2026-01-06", to: "2026-01-08", days: 1 },
    ]);
    expect(r?.projectEnd).toBe("2026-01-08");
  });
});
