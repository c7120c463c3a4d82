import { describe, expect, it } from "vitest";
import { CycleError, computeSchedule, cycleIfLinked, type ScheduleItem, type ScheduleLink } from "../../core/schedule";

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
