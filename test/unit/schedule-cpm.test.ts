import { describe, expect, it } from "vitest";
import {
  CycleError,
  computeSchedule,
  cycleIfLinked,
  makeCalendar,
  type ScheduleItem,
  type ScheduleLink,
  whatIf,
} from "../../core/schedule";

const MONDAY = "2026-01-05";
/** A task placed at the project's first day with `days` working days: the links decide where it goes. */
const task = (id: string, days: number, extra: Partial<ScheduleItem> = {}): ScheduleItem => ({
  id,
  milestone: false,
  startDate: MONDAY,
  dueDate: new Date(Date.parse(`${MONDAY}T00:00:00Z`) + (days - 1) * 86_400_000).toISOString().slice(0, 10),
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
const byId = (s: ReturnType<typeof computeSchedule>) => Object.fromEntries(s.tasks.map((t) => [t.id, t]));

describe("critical path method", () => {
  it("solves the textbook network: early/late dates, float, critical path", () => {
    const s = computeSchedule(
      [task("A", 3), task("B", 2), task("C", 4), task("D", 2)],
      [link("A", "B"), link("A", "C"), link("B", "D"), link("C", "D")],
      { today: MONDAY },
    );
    const t = byId(s);
    expect(s.projectStart).toBe("2026-01-05");
    expect(t.A).toMatchObject({ earlyStart: "2026-01-05", earlyFinish: "2026-01-07", totalFloat: 0, critical: true });
    expect(t.B).toMatchObject({ earlyStart: "2026-01-08", earlyFinish: "2026-01-09", lateStart: "2026-01-12", lateFinish: "2026-01-13" });
    expect(t.B.totalFloat).toBe(2);
    expect(t.B.critical).toBe(false);
    expect(t.C).toMatchObject({ earlyStart: "2026-01-08", earlyFinish: "2026-01-13", totalFloat: 0, critical: true });
    expect(t.D).toMatchObject({ earlyStart: "2026-01-14", earlyFinish: "2026-01-15", critical: true });
    expect(s.projectEnd).toBe("2026-01-15");
    expect(s.criticalPath).toEqual(["A", "C", "D"]);
    // The board still has B, C, D on Monday: their links want them later.
    expect(t.D.conflict).toBe(true);
    expect(t.A.conflict).toBe(false);
  });

  it("start-to-start with a lag", () => {
    const t = byId(computeSchedule([task("A", 3), task("B", 5)], [link("A", "B", "SS", 1)], { today: MONDAY }));
    expect(t.B.earlyStart).toBe("2026-01-06");
    expect(t.B.earlyFinish).toBe("2026-01-12");
    expect(t.A.totalFloat).toBe(0);
    expect(t.B.critical).toBe(true);
  });

  it("finish-to-finish with a lag", () => {
    const s = computeSchedule([task("A", 3), task("B", 1)], [link("A", "B", "FF", 2)], { today: MONDAY });
    const t = byId(s);
    expect(t.B.earlyFinish).toBe("2026-01-09"); // A ends Wed, + 2 → Fri
    expect(t.B.earlyStart).toBe("2026-01-09");
    expect(s.criticalPath).toEqual(["A", "B"]);
  });

  it("start-to-finish", () => {
    const t = byId(
      computeSchedule([task("A", 3, { startDate: "2026-01-07", dueDate: "2026-01-09" }), task("B", 2)], [link("A", "B", "SF", 0)], {
        today: MONDAY,
      }),
    );
    // B must finish when A starts (Wednesday): it may run Monday–Tuesday and finish as late as A ends.
    expect(t.B.earlyStart).toBe("2026-01-05");
    expect(t.B.earlyFinish).toBe("2026-01-06");
    expect(t.B.totalFloat).toBe(3);
  });

  // Issue 27: the backward pass of every link type. P (1 day) links to S (2 days, then T, 3 days, by
  // FS); an independent X (11 working days, to Mon 19) sets the project's end, so P's late dates come
  // from its link alone: S must finish by Wed 14 and so start by Tue 13.
  it.each([
    ["FS", 4, "2026-01-09"], // P finishes, plus a day's lag, before S starts (Tue 13)
    ["SS", 5, "2026-01-12"], // P starts a day before S starts
    ["FF", 6, "2026-01-13"], // P finishes a day before S finishes (Wed 14)
    ["SF", 7, "2026-01-14"], // P starts a day before S's finish index (the day after Wed 14)
  ] as const)("the backward pass of %s with a lag: the predecessor's float is %i, its late day %s", (type, float, late) => {
    const t = byId(
      computeSchedule([task("P", 1), task("S", 2), task("T", 3), task("X", 15)], [link("P", "S", type, 1), link("S", "T")], {
        today: MONDAY,
      }),
    );
    expect(t.P).toMatchObject({ earlyStart: MONDAY, lateStart: late, lateFinish: late, totalFloat: float, critical: false });
    expect([t.T.lateFinish, t.S.lateFinish, t.X.critical]).toEqual(["2026-01-19", "2026-01-14", true]);
  });

  it("a negative lag overlaps the successor", () => {
    const t = byId(computeSchedule([task("A", 3), task("B", 2)], [link("A", "B", "FS", -1)], { today: MONDAY }));
    expect(t.B.earlyStart).toBe("2026-01-07"); // A's last day
  });

  it("lags count working days across a weekend", () => {
    const t = byId(computeSchedule([task("A", 5), task("B", 1)], [link("A", "B", "FS", 2)], { today: MONDAY }));
    expect(t.B.earlyStart).toBe("2026-01-14"); // A ends Fri 9; Mon 12, Tue 13 are the lag
  });

  it("places undated tasks from their links and the project start; milestones sit at the end of their day", () => {
    const s = computeSchedule(
      [
        task("A", 2),
        { id: "B", milestone: false, startDate: null, dueDate: null, assigneeId: null, done: false },
        { id: "M", milestone: true, startDate: null, dueDate: null, assigneeId: null, done: false },
        { id: "C", milestone: false, startDate: null, dueDate: null, assigneeId: null, done: false },
      ],
      [link("A", "B"), link("B", "M"), link("M", "C")],
      { today: "2030-01-01" },
    );
    const t = byId(s);
    expect(t.B).toMatchObject({ start: "2026-01-07", end: "2026-01-07", duration: 1 });
    expect(t.M).toMatchObject({ start: "2026-01-07", end: "2026-01-07", duration: 0, milestone: true });
    expect(t.C.start).toBe("2026-01-08");
    expect(s.criticalPath).toEqual(["A", "B", "M", "C"]);
  });

  it("uses today as the start of a board with no dates", () => {
    const s = computeSchedule([{ id: "X", milestone: false, startDate: null, dueDate: null, assigneeId: null, done: false }], [], {
      today: "2026-03-04",
    });
    expect(s.projectStart).toBe("2026-03-04");
    expect(s.projectEnd).toBe("2026-03-04");
  });

  it("keeps a task the board placed later than its links need, and counts float from there", () => {
    const s = computeSchedule(
      [task("A", 2), task("B", 1, { startDate: "2026-01-12", dueDate: "2026-01-12" }), task("C", 10)],
      [link("A", "B")],
      { today: MONDAY },
    );
    const t = byId(s);
    expect(t.B.earlyStart).toBe("2026-01-12");
    expect(t.B.totalFloat).toBe(2); // C (Mon 5 – Wed 14) ends the project
    expect(t.A.totalFloat).toBe(5);
  });
});

describe("cycles", () => {
  it("names the cycle a new link would close", () => {
    const links = [link("A", "B"), link("B", "C")];
    expect(cycleIfLinked(links, "C", "A")).toEqual(["C", "A", "B", "C"]);
    expect(cycleIfLinked(links, "A", "C")).toBeNull();
    expect(cycleIfLinked(links, "A", "A")).toEqual(["A", "A"]);
  });

  it("refuses to schedule a cyclic board and names the cycle", () => {
    try {
      computeSchedule(
        [task("A", 1), task("B", 1), task("C", 1), task("D", 1)],
        [link("D", "A"), link("A", "B"), link("B", "C"), link("C", "A")],
        {
          today: MONDAY,
        },
      );
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(CycleError);
      const cycle = (err as CycleError).cycle;
      expect(cycle[0]).toBe(cycle.at(-1));
      expect(new Set(cycle)).toEqual(new Set(["A", "B", "C"]));
    }
  });
});

// Issue 27 (mutation bench): how board dates become a placement, and which tasks keep theirs.
const undated = (id: string, extra: Partial<ScheduleItem> = {}): ScheduleItem => ({
  id,
  milestone: false,
  startDate: null,
  dueDate: null,
  assigneeId: null,
  done: false,
  ...extra,
});

describe("board placement", () => {
  it("reads a start only or a due only as one day, a weekend due as the Friday before, a due before the start as one day", () => {
    const s = computeSchedule(
      [
        undated("S", { startDate: "2026-01-06" }),
        undated("D", { dueDate: "2026-01-08" }),
        undated("W", { startDate: MONDAY, dueDate: "2026-01-11" }),
        undated("R", { startDate: "2026-01-07", dueDate: MONDAY }),
        undated("E", { dueDate: "2026-01-10" }),
      ],
      [],
      { today: "2030-01-01" },
    );
    const t = byId(s);
    expect([t.S.start, t.S.end, t.S.duration]).toEqual(["2026-01-06", "2026-01-06", 1]);
    expect([t.D.start, t.D.end, t.D.duration]).toEqual(["2026-01-08", "2026-01-08", 1]);
    expect([t.W.start, t.W.end, t.W.duration]).toEqual([MONDAY, "2026-01-09", 5]);
    expect([t.R.start, t.R.end, t.R.duration]).toEqual(["2026-01-07", "2026-01-07", 1]);
    expect([t.E.start, t.E.end, t.E.duration]).toEqual(["2026-01-09", "2026-01-09", 1]);
    expect([s.projectStart, s.projectEnd]).toEqual([MONDAY, "2026-01-09"]);
    expect(s.tasks.map((x) => x.conflict)).toEqual([false, false, false, false, false]);
  });

  it("puts a milestone at the end of its due day (or its start day), a weekend one on the Friday before", () => {
    const only = computeSchedule([undated("M", { milestone: true, dueDate: "2026-01-07" })], [], { today: "2030-01-01" });
    expect([only.projectStart, only.projectEnd, only.tasks[0].start, only.tasks[0].end]).toEqual([
      "2026-01-07",
      "2026-01-07",
      "2026-01-07",
      "2026-01-07",
    ]);
    const t = byId(
      computeSchedule(
        [
          task("A", 1),
          undated("Sat", { milestone: true, dueDate: "2026-01-10" }),
          undated("Start", { milestone: true, startDate: "2026-01-08" }),
        ],
        [],
        { today: "2030-01-01" },
      ),
    );
    expect([t.Sat.start, t.Sat.earlyStart, t.Sat.duration]).toEqual(["2026-01-09", "2026-01-09", 0]);
    expect([t.Start.start, t.Start.earlyFinish]).toEqual(["2026-01-08", "2026-01-08"]);
  });
});

describe("what keeps its board dates", () => {
  it("a finished task stays where it is, is never critical, and does not push the project", () => {
    const s = computeSchedule(
      [task("A", 3), task("B", 5, { done: true }), undated("C", { done: true })],
      [link("A", "B"), link("A", "C")],
      { today: MONDAY },
    );
    const t = byId(s);
    // B's link wants it after A (Thu 8), but done work is history.
    expect([t.B.earlyStart, t.B.conflict, t.B.critical, t.B.totalFloat]).toEqual([MONDAY, false, false, 0]);
    // An undated finished task still goes where its links put it.
    expect(t.C.earlyStart).toBe("2026-01-08");
    expect(s.criticalPath).toEqual(["A"]);
  });

  it("with roots as anchors, only tasks without predecessors (and finished ones) keep their dates", () => {
    const items = [
      task("A", 2),
      undated("B", { startDate: "2026-01-12", dueDate: "2026-01-12" }),
      undated("R", { startDate: "2026-01-08", dueDate: "2026-01-08" }),
      undated("F", { startDate: "2026-01-12", dueDate: "2026-01-12", done: true }),
    ];
    const links = [link("A", "B"), link("A", "F")];
    const roots = byId(computeSchedule(items, links, { today: MONDAY, anchors: "roots" }));
    expect([roots.B.earlyStart, roots.B.start, roots.B.conflict]).toEqual(["2026-01-07", "2026-01-12", false]);
    expect([roots.R.earlyStart, roots.F.earlyStart]).toEqual(["2026-01-08", "2026-01-12"]);
    const all = byId(computeSchedule(items, links, { today: MONDAY }));
    expect([all.B.earlyStart, all.R.earlyStart]).toEqual(["2026-01-12", "2026-01-08"]);
  });
});

describe("the rest of the method", () => {
  it("start-to-finish with a lag: the successor finishes no earlier than a day after the predecessor starts", () => {
    const t = byId(
      computeSchedule([task("A", 3, { startDate: "2026-01-07", dueDate: "2026-01-09" }), task("B", 2)], [link("A", "B", "SF", 1)], {
        today: MONDAY,
      }),
    );
    expect([t.B.earlyStart, t.B.earlyFinish]).toEqual(["2026-01-06", "2026-01-07"]);
  });

  it("counts working days in the project's calendar (a holiday is skipped)", () => {
    const t = byId(
      computeSchedule([task("A", 3), task("B", 1)], [link("A", "B")], { today: MONDAY, calendar: makeCalendar(["2026-01-06"]) }),
    );
    expect([t.A.duration, t.A.earlyFinish, t.B.earlyStart]).toEqual([2, "2026-01-07", "2026-01-08"]);
  });

  it("puts an undated milestone without links at the end of the project's first day", () => {
    const t = byId(computeSchedule([task("A", 1), undated("M", { milestone: true })], [], { today: "2030-01-01" }));
    expect([t.M.start, t.M.earlyStart, t.M.earlyFinish, t.M.totalFloat, t.M.critical]).toEqual([MONDAY, MONDAY, MONDAY, 0, true]);
  });

  it("calls a task with one day of float not critical", () => {
    const s = computeSchedule([task("A", 1), task("B", 2)], [], { today: MONDAY });
    const t = byId(s);
    expect([t.A.totalFloat, t.A.critical, t.B.critical]).toEqual([1, false, true]);
    expect(s.criticalPath).toEqual(["B"]);
  });

  it("lists the critical path in the order the tasks run, whatever the board's order", () => {
    // B starts with A (SS), so both start Monday; A runs first.
    const s = computeSchedule([task("B", 3), task("A", 3)], [link("A", "B", "SS")], { today: MONDAY });
    expect(s.criticalPath).toEqual(["A", "B"]);
    const textbook = computeSchedule(
      [task("D", 2), task("C", 4), task("B", 2), task("A", 3)],
      [link("A", "B"), link("A", "C"), link("B", "D"), link("C", "D")],
      { today: MONDAY },
    );
    expect(textbook.criticalPath).toEqual(["A", "C", "D"]);
    expect(byId(textbook).A).toMatchObject({ lateStart: MONDAY, lateFinish: "2026-01-07", totalFloat: 0 });
  });

  it("what-if: a task that slips past its float moves its successors and the project's end", () => {
    const r = whatIf(
      [task("A", 3), task("B", 2), task("C", 4), task("D", 2)],
      [link("A", "B"), link("A", "C"), link("B", "D"), link("C", "D")],
      "B",
      3,
      { today: MONDAY },
    );
    expect(r).toEqual({
      taskId: "B",
      slipDays: 3,
      projectEnd: "2026-01-16",
      previousProjectEnd: "2026-01-15",
      projectEndSlipDays: 1,
      moved: [
        { id: "B", from: "2026-01-08", to: "2026-01-13", days: 3 },
        { id: "D", from: "2026-01-14", to: "2026-01-15", days: 1 },
      ],
      criticalPathChanged: true,
      criticalPath: ["B", "D"],
      previousCriticalPath: ["A", "C", "D"],
    });
    expect(whatIf([task("A", 1)], [], "nope", 1, { today: MONDAY })).toBeNull();
    // The slipped task is listed first, whatever its place on the board.
    const first = whatIf(
      [task("D", 2), task("C", 4), task("B", 2), task("A", 3)],
      [link("A", "B"), link("A", "C"), link("B", "D"), link("C", "D")],
      "A",
      1,
      { today: MONDAY },
    );
    expect(first?.moved.map((m) => [m.id, m.days])).toEqual([
      ["A", 1],
      ["D", 1],
      ["C", 1],
      ["B", 1],
    ]);
    expect([first?.projectEndSlipDays, first?.criticalPathChanged]).toEqual([1, false]);
  });
});

// Issue 27: what the mutation bench found unchecked in the link graph.
describe("links to tasks not on the board", () => {
  it("are left out: they neither move a task nor close a cycle", () => {
    const alone = computeSchedule([task("A", 2), task("B", 3)], [], { today: MONDAY });
    const dangling = computeSchedule([task("A", 2), task("B", 3)], [link("gone", "A"), link("B", "gone"), link("gone", "B")], {
      today: MONDAY,
    });
    expect(dangling.tasks).toEqual(alone.tasks);
    expect(dangling.criticalPath).toEqual(alone.criticalPath);
  });
});
