import { describe, expect, it } from "vitest";
import { autoSchedule, followLinks, type ScheduleItem, type ScheduleLink, whatIf } from "../../core/schedule";

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

  it("lets a member with capacity 2 carry two tasks at once", () => {
    const r = autoSchedule(
      [item("X", "2026-01-05", "2026-01-06", { assigneeId: 3 }), item("Y", "2026-01-05", "2026-01-06", { assigneeId: 3 })],
      [],
      {
        ...opts,
        respectCapacity: true,
        capacities: new Map([[3, 2]]),
      },
    );
    expect(r.changes).toEqual([]);
    expect(r.delayed).toEqual([]);
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
