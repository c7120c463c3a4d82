import { describe, expect, it } from "vitest";
import { autoSchedule, followLinks, type PersonTime, type ScheduleItem, type ScheduleLink, whatIf } from "../../core/schedule";

const item = (id: string, startDate: string | null, dueDate: string | null, extra: Partial<ScheduleItem> = {}): ScheduleItem => ({
  id,
  milestone: false,
  startDate,
  dueDate,
  assigneeId: null,
  done: false,
  ...extra,
});
const link = (p: string, s: string, type: ScheduleLink["type"] = "FS", lagDays = 0): ScheduleLink => ({
  predecessorId: p,
  successorId: s,
  type,
  lagDays,
});
const opts = { today: "2026-01-05" };
/** A member's working time: weekly hours, Monday to Friday unless told. */
const week = (weeklyHours: number, offWeekdays: string[] = [], daysOff: string[] = []): PersonTime => ({
  weeklyHours,
  offWeekdays,
  daysOff,
});

describe("auto-schedule", () => {
  it("moves linked tasks to the earliest dates their links allow, keeping durations", () => {
    const r = autoSchedule(
      [
        item("A", "2026-01-05", "2026-01-07"),
        item("B", "2026-01-19", "2026-01-20"),
        item("C", "2026-01-05", "2026-01-05"),
        item("D", "2026-01-05", "2026-01-06", { done: true }),
      ],
      [link("A", "B"), link("C", "D")],
      { ...opts, respectCapacity: false },
    );
    // B pulled back to the day after A; A and C have no predecessors and stay; D is done and stays.
    expect(r.changes).toEqual([{ id: "B", startDate: "2026-01-08", dueDate: "2026-01-09" }]);
    expect(r.previousProjectEnd).toBe("2026-01-20");
    expect(r.projectEnd).toBe("2026-01-09");
    expect(r.capacityDelayDays).toBe(0);
    // Nothing was delayed: links alone placed every task.
    expect(r.delayed).toEqual([]);
  });

  it("levels a member's parallel work within float, leaving the end date", () => {
    const r = autoSchedule(
      [
        item("Long", "2026-01-05", "2026-01-12", { assigneeId: 1 }), // 6 days
        item("B", "2026-01-05", "2026-01-06", { assigneeId: 2 }),
        item("C", "2026-01-05", "2026-01-06", { assigneeId: 2 }),
      ],
      [],
      { ...opts, respectCapacity: true },
    );
    expect(r.changes).toEqual([{ id: "C", startDate: "2026-01-07", dueDate: "2026-01-08" }]);
    expect(r.delayed).toEqual([{ id: "C", days: 2, beyondFloat: false }]);
    expect(r.projectEnd).toBe("2026-01-12");
    expect(r.capacityDelayDays).toBe(0);
  });

  it("calls a delay of exactly the task's float within float: the end stays", () => {
    const r = autoSchedule(
      [
        item("Long", "2026-01-05", "2026-01-08", { assigneeId: 1 }), // 4 days: the end
        item("B", "2026-01-05", "2026-01-06", { assigneeId: 2 }),
        item("C", "2026-01-05", "2026-01-06", { assigneeId: 2 }), // float 2
      ],
      [],
      { ...opts, respectCapacity: true },
    );
    expect(r.delayed).toEqual([{ id: "C", days: 2, beyondFloat: false }]);
    expect([r.projectEnd, r.capacityDelayDays]).toEqual(["2026-01-08", 0]);
  });

  it("reports when capacity forces the end date out, and places least float first", () => {
    const items = [
      item("Slack", "2026-01-05", "2026-01-07", { assigneeId: 7 }), // 3 days, float 2
      item("Crit", "2026-01-05", "2026-01-07", { assigneeId: 7 }), // 3 days, then Next (2): critical
      item("Next", null, null, { assigneeId: 8, startDate: "2026-01-05", dueDate: "2026-01-06" }),
    ];
    const r = autoSchedule(items, [link("Crit", "Next")], { ...opts, respectCapacity: true });
    const byId = Object.fromEntries(r.changes.map((c) => [c.id, c]));
    expect(byId.Crit).toBeUndefined(); // the critical one kept its place
    expect(byId.Slack).toEqual({ id: "Slack", startDate: "2026-01-08", dueDate: "2026-01-12" });
    expect(r.delayed).toEqual([{ id: "Slack", days: 3, beyondFloat: true }]);
    expect(r.unlevelledProjectEnd).toBe("2026-01-09");
    expect(r.projectEnd).toBe("2026-01-12");
    expect(r.capacityDelayDays).toBe(1);
  });

  // Issue 27 (mutation bench): levelling walks the links itself; with nobody over capacity it must
  // place every task where the plain schedule does, for every link type and lag.
  it("with nobody over capacity, levels to the same dates as the plain schedule, for every link type", () => {
    const items = [
      item("A", "2026-01-05", "2026-01-07", { assigneeId: 1 }),
      item("FS", "2026-01-05", "2026-01-06", { assigneeId: 2 }),
      item("SS", "2026-01-05", "2026-01-06", { assigneeId: 3 }),
      item("FF", "2026-01-05", "2026-01-06", { assigneeId: 4 }),
      item("SF", "2026-01-05", "2026-01-06", { assigneeId: 5 }),
      item("Then", "2026-01-05", "2026-01-05", { assigneeId: 6 }),
    ];
    const links = [
      link("A", "FS", "FS", 1),
      link("A", "SS", "SS", 2),
      link("A", "FF", "FF", 1),
      link("A", "SF", "SF", 4),
      link("FS", "Then"),
      link("SF", "Then"),
    ];
    const plain = autoSchedule(items, links, { ...opts, respectCapacity: false });
    const levelled = autoSchedule(items, links, { ...opts, respectCapacity: true });
    expect(plain.changes.map((c) => c.id).sort()).toEqual(["FF", "FS", "SF", "SS", "Then"]);
    expect(levelled.changes).toEqual(plain.changes);
    expect([levelled.projectEnd, levelled.capacityDelayDays, levelled.delayed]).toEqual([plain.projectEnd, 0, []]);
  });

  // Issue 26 #3: capacity is hours now (decision 109). An unestimated task needs a standard day (8 h) per
  // planned day, so someone working 80 hours a week carries two of them at once (the old "capacity 2").
  it("lets a member working 16 hours a day carry two unestimated tasks at once", () => {
    const r = autoSchedule(
      [item("X", "2026-01-05", "2026-01-06", { assigneeId: 3 }), item("Y", "2026-01-05", "2026-01-06", { assigneeId: 3 })],
      [],
      {
        ...opts,
        respectCapacity: true,
        people: new Map([[3, week(80)]]),
      },
    );
    expect(r.changes).toEqual([]);
    expect(r.delayed).toEqual([]);
  });
});

// Issue 27 (mutation bench): the rules of decision 044 and of levelling, each stated by a case.
// 2026-01-05 is a Monday: working days 01-05…01-09, then 01-12…
describe("auto-schedule keeps milestones a person fixed (decision 044)", () => {
  const a = item("A", "2026-01-05", "2026-01-07"); // ends Wednesday
  const b = item("B", "2026-01-05", "2026-01-08"); // ends Thursday
  const early = item("Early", "2026-01-05", "2026-01-05");

  it("keeps a dated milestone on its day and names the predecessor that now finishes after it, the latest one", () => {
    const m = item("M", null, "2026-01-06", { milestone: true });
    const r = autoSchedule([a, early, b, m], [link("A", "M"), link("Early", "M"), link("B", "M")], { ...opts, respectCapacity: false });
    expect(r.changes).toEqual([]);
    expect(r.passedMilestones).toEqual([{ id: "M", dueDate: "2026-01-06", passedBy: "B", finish: "2026-01-08" }]);
    // Its predecessors still end the project, not the milestone before them.
    expect(r.projectEnd).toBe("2026-01-08");
    expect(r.delayed).toEqual([]);
  });

  it("says nothing of a kept milestone its predecessors still finish before", () => {
    const m = item("M", null, "2026-01-09", { milestone: true });
    const r = autoSchedule([a, m], [link("A", "M")], { ...opts, respectCapacity: false });
    expect(r.changes).toEqual([]);
    expect(r.passedMilestones).toEqual([]);
    expect(r.projectEnd).toBe("2026-01-09");
  });

  it("checks each kept milestone against its own predecessors only", () => {
    const m1 = item("M1", null, "2026-01-09", { milestone: true });
    const m2 = item("M2", null, "2026-01-06", { milestone: true });
    const r = autoSchedule([a, m1, b, m2], [link("A", "M1"), link("B", "M2")], { ...opts, respectCapacity: false });
    expect(r.passedMilestones).toEqual([{ id: "M2", dueDate: "2026-01-06", passedBy: "B", finish: "2026-01-08" }]);
  });

  it("does not call a milestone passed by a predecessor finishing on its day", () => {
    const m = item("M", null, "2026-01-07", { milestone: true });
    const r = autoSchedule([a, m], [link("A", "M")], { ...opts, respectCapacity: false });
    expect(r.passedMilestones).toEqual([]);
  });

  it("moves dated milestones after their predecessors when asked, and lists none as passed", () => {
    const m = item("M", null, "2026-01-06", { milestone: true });
    const r = autoSchedule([a, m], [link("A", "M")], { ...opts, respectCapacity: false, moveMilestones: true });
    expect(r.changes).toEqual([{ id: "M", startDate: null, dueDate: "2026-01-07" }]);
    expect(r.passedMilestones).toEqual([]);
  });

  it("places a milestone without a day after its predecessors, even when dated milestones are kept", () => {
    const m = item("M", null, null, { milestone: true });
    const r = autoSchedule([a, m], [link("A", "M")], { ...opts, respectCapacity: false });
    expect(r.changes).toEqual([{ id: "M", startDate: null, dueDate: "2026-01-07" }]);
  });

  it("lets a kept milestone after all the work end the project", () => {
    const m = item("Launch", null, "2026-02-02", { milestone: true });
    const r = autoSchedule([a, m], [], { ...opts, respectCapacity: false });
    expect(r.changes).toEqual([]);
    expect(r.projectEnd).toBe("2026-02-02");
  });

  it("leaves finished work where it is, even when its links would move it, and gives undated finished work no dates", () => {
    const done = item("Done", "2026-01-05", "2026-01-06", { done: true });
    const undated = item("Undated", null, null, { done: true });
    const doneMilestone = item("Reached", null, "2026-01-05", { milestone: true, done: true });
    const r = autoSchedule([a, done, undated, doneMilestone], [link("A", "Done"), link("A", "Undated"), link("A", "Reached")], {
      ...opts,
      respectCapacity: false,
    });
    expect(r.changes).toEqual([]);
    // A reached milestone is history, not a day kept against its predecessors.
    expect(r.passedMilestones).toEqual([]);
  });
});

describe("levelling", () => {
  const level = (items: ScheduleItem[], links: ScheduleLink[] = [], hours?: Map<number, number>) =>
    autoSchedule(items, links, {
      ...opts,
      respectCapacity: true,
      people: hours && new Map([...hours].map(([id, h]) => [id, week(h)])),
    });

  it("levels one-day tasks too", () => {
    const r = level([item("X", "2026-01-05", "2026-01-05", { assigneeId: 1 }), item("Y", "2026-01-05", "2026-01-05", { assigneeId: 1 })]);
    expect(r.changes).toEqual([{ id: "Y", startDate: "2026-01-06", dueDate: "2026-01-06" }]);
  });

  it("never levels unassigned work", () => {
    const r = level([item("X", "2026-01-05", "2026-01-06"), item("Y", "2026-01-05", "2026-01-06")]);
    expect(r.changes).toEqual([]);
    expect(r.delayed).toEqual([]);
  });

  it("keeps different members' work apart", () => {
    const r = level([item("X", "2026-01-05", "2026-01-06", { assigneeId: 1 }), item("Y", "2026-01-05", "2026-01-06", { assigneeId: 2 })]);
    expect(r.changes).toEqual([]);
  });

  it("treats 0 weekly hours as the standard week", () => {
    const r = level(
      [item("X", "2026-01-05", "2026-01-06", { assigneeId: 1 }), item("Y", "2026-01-05", "2026-01-06", { assigneeId: 1 })],
      [],
      new Map([[1, 0]]),
    );
    expect(r.changes).toEqual([{ id: "Y", startDate: "2026-01-07", dueDate: "2026-01-08" }]);
  });

  it("gives a third task to a member of two standard days a day when one of the first two ends", () => {
    const r = level(
      [
        item("X", "2026-01-05", "2026-01-06", { assigneeId: 3 }),
        item("Y", "2026-01-05", "2026-01-07", { assigneeId: 3 }),
        item("Z", "2026-01-05", "2026-01-06", { assigneeId: 3 }),
      ],
      [],
      new Map([[3, 80]]),
    );
    // Y is the longest (least float): placed first, then X beside it; Z waits for X's days to end.
    expect(r.changes).toEqual([{ id: "Z", startDate: "2026-01-07", dueDate: "2026-01-08" }]);
    expect(r.delayed).toEqual([{ id: "Z", days: 2, beyondFloat: true }]);
    expect(r.capacityDelayDays).toBe(1);
  });

  it("uses nobody's capacity for finished work, which stays on its days", () => {
    const r = level(
      [
        item("Done", "2026-01-12", "2026-01-13", { assigneeId: 1, done: true }),
        item("T", "2026-01-12", "2026-01-13", { assigneeId: 1 }),
        item("After", "2026-01-05", "2026-01-05", { assigneeId: 2 }),
      ],
      [link("Done", "After")],
    );
    // T shares its days with finished work and stays; After follows the finished task's real end.
    expect(r.changes).toEqual([{ id: "After", startDate: "2026-01-14", dueDate: "2026-01-14" }]);
    expect(r.delayed).toEqual([]);
  });

  it("places equal-float tasks earliest start first", () => {
    const r = level([item("Y", "2026-01-06", "2026-01-06", { assigneeId: 1 }), item("X", "2026-01-05", "2026-01-06", { assigneeId: 1 })]);
    // Both end on Tuesday (no float); X starts a day earlier, so it keeps its days and Y waits.
    expect(r.changes).toEqual([{ id: "Y", startDate: "2026-01-07", dueDate: "2026-01-07" }]);
    expect(r.delayed).toEqual([{ id: "Y", days: 1, beyondFloat: true }]);
  });

  it("places tasks that tie on float and start in board order", () => {
    const x = item("X", "2026-01-05", "2026-01-05", { assigneeId: 1 });
    const y = item("Y", "2026-01-05", "2026-01-05", { assigneeId: 1 });
    expect(level([x, y]).changes.map((c) => c.id)).toEqual(["Y"]);
    expect(level([y, x]).changes.map((c) => c.id)).toEqual(["X"]);
  });

  it("fits a task with float into a gap before critical work, and not into a gap too short", () => {
    const critical = item("Critical", "2026-01-07", "2026-01-09", { assigneeId: 1 }); // Wed–Fri, ends the project
    const fits = item("Fits", "2026-01-05", "2026-01-06", { assigneeId: 1 }); // Mon–Tue: the gap
    expect(level([critical, fits]).changes).toEqual([]);
    const tooLong = item("TooLong", "2026-01-05", "2026-01-07", { assigneeId: 1 }); // Mon–Wed: one day too many
    const r = level([critical, tooLong]);
    expect(r.changes).toEqual([{ id: "TooLong", startDate: "2026-01-12", dueDate: "2026-01-14" }]);
    expect(r.delayed).toEqual([{ id: "TooLong", days: 5, beyondFloat: true }]);
  });

  it("fits a linked task right after the work its member already carries", () => {
    // First (member 1) Mon–Tue; Gate (member 2) Mon, then Next (member 1) may start Tuesday but 1 is busy.
    const r = level(
      [
        item("First", "2026-01-05", "2026-01-06", { assigneeId: 1 }),
        item("Gate", "2026-01-05", "2026-01-05", { assigneeId: 2 }),
        item("Next", "2026-01-05", "2026-01-05", { assigneeId: 1 }),
        item("End", "2026-01-05", "2026-01-09", { assigneeId: 3 }),
      ],
      [link("Gate", "Next")],
    );
    expect(r.changes).toEqual([{ id: "Next", startDate: "2026-01-07", dueDate: "2026-01-07" }]);
    expect(r.delayed).toEqual([{ id: "Next", days: 1, beyondFloat: false }]);
  });

  it("places a task only after its predecessors, even one with more float (finish-to-finish)", () => {
    // X fills member 1's first two weeks; P (member 1, more float) waits for it; S must finish with P.
    const r = level(
      [
        item("X", "2026-01-05", "2026-01-16", { assigneeId: 1 }), // 10 days: the end
        item("P", "2026-01-05", "2026-01-05", { assigneeId: 1 }),
        item("S", "2026-01-05", "2026-01-07", { assigneeId: 2 }),
      ],
      [link("P", "S", "FF")],
    );
    expect(r.changes).toEqual([
      { id: "P", startDate: "2026-01-19", dueDate: "2026-01-19" },
      { id: "S", startDate: "2026-01-15", dueDate: "2026-01-19" },
    ]);
  });

  it("with moved milestones and undated tasks, levels to the plain schedule when nobody is over capacity", () => {
    const items = [
      item("Kick", null, null, { milestone: true }),
      item("A", "2026-01-05", "2026-01-07", { assigneeId: 1 }),
      item("M", null, "2026-01-05", { milestone: true, assigneeId: 1 }),
      item("B", null, null, { assigneeId: 2 }),
    ];
    const links = [link("Kick", "A"), link("A", "M"), link("M", "B", "FS", 1)];
    const o = { ...opts, moveMilestones: true };
    const plain = autoSchedule(items, links, { ...o, respectCapacity: false });
    const levelled = autoSchedule(items, links, { ...o, respectCapacity: true });
    // Kick at the end of the first day, A after it, M when A ends, B a working day after M.
    expect(plain.changes).toEqual([
      { id: "Kick", startDate: null, dueDate: "2026-01-05" },
      { id: "A", startDate: "2026-01-06", dueDate: "2026-01-08" },
      { id: "M", startDate: null, dueDate: "2026-01-08" },
      { id: "B", startDate: "2026-01-12", dueDate: "2026-01-12" },
    ]);
    expect(levelled.changes).toEqual(plain.changes);
    expect(levelled.delayed).toEqual([]);
  });
});

describe("what if it slips", () => {
  const items = [
    item("A", "2026-01-05", "2026-01-07"),
    item("B", "2026-01-08", "2026-01-09"),
    item("C", "2026-01-08", "2026-01-13"),
    item("D", "2026-01-14", "2026-01-15"),
  ];
  const links = [link("A", "B"), link("A", "C"), link("B", "D"), link("C", "D")];

  it("absorbs a slip within float", () => {
    const r = whatIf(items, links, "B", 1, opts)!;
    expect(r.moved).toEqual([{ id: "B", from: "2026-01-08", to: "2026-01-09", days: 1 }]);
    expect(r.projectEndSlipDays).toBe(0);
    expect(r.criticalPathChanged).toBe(false);
  });

  it("moves the end and the critical path when the slip exceeds float", () => {
    const r = whatIf(items, links, "B", 3, opts)!;
    expect(r.projectEnd).toBe("2026-01-16");
    expect(r.previousProjectEnd).toBe("2026-01-15");
    expect(r.projectEndSlipDays).toBe(1);
    expect(r.moved.map((m) => [m.id, m.days])).toEqual([
      ["B", 3],
      ["D", 1],
    ]);
    expect(r.criticalPathChanged).toBe(true);
    // B now starts on a date of its own, after A ends: A has a day to spare before it.
    expect(r.criticalPath).toEqual(["B", "D"]);
    expect(r.previousCriticalPath).toEqual(["A", "C", "D"]);
  });

  it("returns null for a task not on the board", () => {
    expect(whatIf(items, links, "nope", 1, opts)).toBeNull();
  });
});

describe("successors follow a moved task", () => {
  it("pushes successors (and theirs) only as far as their links need", () => {
    const items = [
      item("A", "2026-01-05", "2026-01-06"),
      item("B", "2026-01-07", "2026-01-08"),
      item("C", "2026-01-20", "2026-01-20"),
      item("D", "2026-01-09", "2026-01-09"),
    ];
    const changes = followLinks(
      items,
      [link("A", "B"), link("B", "C"), link("B", "D")],
      { id: "A", startDate: "2026-01-07", dueDate: "2026-01-08" },
      opts,
    );
    expect(changes).toEqual([
      { id: "B", startDate: "2026-01-09", dueDate: "2026-01-12" },
      { id: "D", startDate: "2026-01-13", dueDate: "2026-01-13" },
    ]);
  });
});

// Issue 27: the mutants of followLinks that the one chain above let live.
describe("successors follow a moved task: who follows", () => {
  it("moves a task reached by two paths once", () => {
    const items = [
      item("A", "2026-01-05", "2026-01-06"),
      item("B", "2026-01-07", "2026-01-08"),
      item("C", "2026-01-07", "2026-01-07"),
      item("D", "2026-01-09", "2026-01-09"),
    ];
    const changes = followLinks(
      items,
      [link("A", "B"), link("A", "C"), link("B", "D"), link("C", "D")],
      { id: "A", startDate: "2026-01-07", dueDate: "2026-01-08" },
      opts,
    );
    expect(changes).toEqual([
      { id: "B", startDate: "2026-01-09", dueDate: "2026-01-12" },
      { id: "C", startDate: "2026-01-09", dueDate: "2026-01-09" },
      { id: "D", startDate: "2026-01-13", dueDate: "2026-01-13" },
    ]);
  });

  it("leaves done and undated successors where they are", () => {
    const items = [
      item("A", "2026-01-05", "2026-01-06"),
      item("Done", "2026-01-07", "2026-01-07", { done: true }),
      item("Undated", null, null),
    ];
    const changes = followLinks(
      items,
      [link("A", "Done"), link("A", "Undated")],
      { id: "A", startDate: "2026-01-07", dueDate: "2026-01-08" },
      opts,
    );
    expect(changes).toEqual([]);
  });

  it("moves only what follows the moved task, not a late chain elsewhere on the board", () => {
    // X → Y is already late (Y starts before X ends), but neither follows A.
    const items = [item("A", "2026-01-05", "2026-01-06"), item("X", "2026-01-12", "2026-01-13"), item("Y", "2026-01-05", "2026-01-05")];
    const changes = followLinks(items, [link("X", "Y")], { id: "A", startDate: "2026-01-07", dueDate: "2026-01-08" }, opts);
    expect(changes).toEqual([]);
  });

  it("moves nothing when the moved task is not on the board", () => {
    const items = [item("A", "2026-01-05", "2026-01-06"), item("B", "2026-01-07", "2026-01-08")];
    expect(followLinks(items, [link("A", "B")], { id: "gone", startDate: "2026-01-07", dueDate: "2026-01-08" }, opts)).toEqual([]);
  });
});
