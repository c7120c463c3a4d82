import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import type { GeneratedPlan } from "../../core/schemas/plan";

// Issue 27: survivors of a twelfth sample of the planner's mutants (`--offset 45`). Each case states what
// the planner promises for a text a user could paste (issue 20), not what the mutant did. Friday 27
// November 2026.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const names = (idea: string) => plan(idea).tasks.map((t) => t.name);
const task = (p: GeneratedPlan, name: string) => p.tasks.find((t) => t.name === name);
const lastDue = (idea: string) => plan(idea).tasks.at(-1)?.dueDate;

describe("a deadline in February", () => {
  it.each([
    ["Finish the tax return by February 20", "2027-02-19"],
    ["Finish the tax return by Feb 20", "2027-02-19"],
    ["Rendre la déclaration d'impôts avant le 20 février", "2027-02-19"],
    ["Rendre la déclaration d'impôts avant le 20 fevrier", "2027-02-19"],
    ["Terminar la declaración antes del 20 de febrero", "2027-02-19"],
    ["Die Website bis zum 19. Februar fertigstellen", "2027-02-19"],
  ])("is read as February, in every language's spelling: %s", (idea, due) => {
    // The work ends in February (by Friday the 19th, the day before a Saturday 20th), never in March.
    expect(lastDue(idea)).toBe(due);
  });
});

describe("a deadline counted in weeks, written out in German", () => {
  it("is two weeks away for 'in zwei Wochen'", () => {
    // Two weeks from Friday 27 November is Friday 11 December.
    expect(plan("Die Website in zwei Wochen fertigstellen").tasks.map((t) => [t.name, t.dueDate])).toEqual([
      ["Die Website fertigstellen", "2026-12-11"],
    ]);
  });
});

describe("a quarter with a two-digit year", () => {
  it("reads 'Q1 27' as the first quarter of 2027", () => {
    // The launch is due on the quarter's last day, 31 March 2027.
    expect(task(plan("Launch the pricing page in Q1 27"), "Launch the pricing page")?.dueDate).toBe("2027-03-31");
  });
});

describe("next month", () => {
  it("begins on its first day: 'the beginning of next month' is its first week", () => {
    // December 1 + 6 days: the plan finishes by Monday 7 December, not a day later.
    expect(lastDue("Write the report by the beginning of next month")).toBe("2026-12-07");
  });

  it("is the month after this one: 'the end of next month' is the end of December", () => {
    // Today is in November, so next month ends on 31 December, not in January.
    expect(lastDue("Write the report by the end of next month")).toBe("2026-12-31");
  });
});

describe("a team size written out in French or German", () => {
  it("is three for 'une équipe de trois'", () => {
    // The plan's summary says who it was planned for.
    expect(plan("Lancer la boutique en ligne avant le 15 janvier. Nous sommes une équipe de trois.").description).toBe(
      "Lancer la boutique en ligne avant le 15 janvier. Nous sommes une équipe de trois. Planifié pour une équipe de 3 sur 7 semaines, terminé le 2027-01-14.",
    );
  });

  it("is three for 'ein Team von drei'", () => {
    // The plan's summary says who it was planned for.
    expect(plan("Die neue Website bis 15. Januar starten. Wir sind ein Team von drei.").description).toBe(
      "Die neue Website bis 15. Januar starten. Wir sind ein Team von drei. Geplant für ein Team von 3 über 7 Wochen, fertig bis 2027-01-15.",
    );
  });
});

describe("a line that names a thing, a dash, then a bare verb", () => {
  it("makes the thing the verb's object, lower-cased when it is a plain word and kept when it is an acronym", () => {
    // "Photographer - book by Jan 10" is booking the photographer; "DJ - book" is booking the DJ.
    expect(names("Wedding to-do:\n- Photographer - book by Jan 10\n- DJ - book by Jan 10\n- send invitations").slice(0, 2)).toEqual([
      "Book the photographer",
      "Book the DJ",
    ]);
  });
});

describe("a feature wish about 'it'", () => {
  it("names the task 'Make it …' for 'It should be able to …'", () => {
    // "It should be able to export PDFs" is a feature of the thing itself, not of "the it".
    expect(names("App ideas:\n- It should be able to export PDFs\n- users should be able to log in").slice(0, 2)).toEqual([
      "Make it export PDFs",
      "Let users log in",
    ]);
  });
});
