import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import type { GeneratedPlan } from "../../core/schemas/plan";

// Issue 27: the survivors of the tenth sample of the planner's mutants (offset 29) in parse-dates.ts: a
// Spanish number written out, a deadline dated today with its year, and "the second"/"the 2nd" weekday of
// next month. Each case states what the planner promises for a text a user could paste (issue 20), not
// what the mutant did. Friday 27 November 2026.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const dueDates = (p: GeneratedPlan) => p.tasks.map((t) => [t.name, t.dueDate]);

describe("a deadline counted in a foreign language", () => {
  it("'en ocho semanas' ends the plan eight weeks from today", () => {
    // Eight weeks after Friday 27 November 2026 is Friday 22 January 2027.
    const p = plan("Organizar la mudanza en ocho semanas:\n- buscar cajas\n- contratar camión\n- avisar al casero");
    expect(p.tasks.at(-1)?.name).toBe("Avisar al casero");
    expect(p.tasks.at(-1)?.dueDate).toBe("2027-01-22");
    expect(p.milestones.map((m) => [m.name, m.dueDate])).toEqual([["Ejecución", "2027-01-22"]]);
  });
});

describe("a deadline with its year", () => {
  it("dated today, with this year, is a deadline today, not a past date to ignore", () => {
    // "by November 27, 2026" said on 27 November 2026: every item is due today.
    const p = plan("Finish the annual report by November 27, 2026:\n- collect numbers\n- write summary\n- send to board");
    expect(dueDates(p)).toEqual([
      ["Collect numbers", "2026-11-27"],
      ["Write summary", "2026-11-27"],
      ["Send to board", "2026-11-27"],
      ["Review the result and fix gaps", "2026-11-27"],
    ]);
  });
});

describe("the nth weekday of next month", () => {
  // December 2026 starts on a Tuesday, so its second Tuesday is 8 December (the third would be the 15th).
  const items = ":\n- book the venue\n- send invites\n- order catering";

  it("'the second Tuesday of next month' is 8 December when said in November", () => {
    // The event is held on the deadline day.
    const p = plan(`Plan the team offsite by the second Tuesday of next month${items}`);
    expect(p.tasks.at(-1)?.name).toBe("Host the event");
    expect(p.tasks.at(-1)?.dueDate).toBe("2026-12-08");
    expect(p.milestones.at(-1)?.dueDate).toBe("2026-12-08");
  });

  it("'the 2nd Tuesday of next month' is 8 December too", () => {
    // Written as a numeral, the ordinal names the same day.
    const p = plan(`Plan the team offsite by the 2nd Tuesday of next month${items}`);
    expect(p.tasks.at(-1)?.name).toBe("Host the event");
    expect(p.tasks.at(-1)?.dueDate).toBe("2026-12-08");
    expect(p.milestones.at(-1)?.dueDate).toBe("2026-12-08");
  });
});
