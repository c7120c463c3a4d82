import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import type { GeneratedPlan } from "../../core/schemas/plan";

// Issue 27: survivors of the planner's mutants (survivors-p21, helper 9b). Each case states what the planner
// promises for a text a user could paste (issue 20), not what the mutant did. Friday 27 November 2026.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const names = (idea: string) => plan(idea).tasks.map((t) => t.name);
const due = (p: GeneratedPlan, name: string) => p.tasks.find((t) => t.name === name)?.dueDate;

describe("August, in each language's spelling", () => {
  it("ends a website launched 'by August 12' on Thursday 12 August 2027", () => {
    // "August" is the eighth month, next year's since this year's has passed.
    const p = plan("We need to launch the new website by August 12.");
    expect(due(p, "Launch the new website")).toBe("2027-08-12");
    expect(p.timeline.endDate).toBe("2027-08-12");
  });

  it("dates an item 'by Aug 12' on 12 August 2027", () => {
    // The short "Aug" is August too.
    const p = plan("Summer fair:\n- book the venue by Aug 12\n- print the posters");
    expect(due(p, "Book the venue")).toBe("2027-08-12");
  });

  it("ends a French launch 'avant le 14 août' the day before, Friday 13 August 2027", () => {
    // "avant le 14 août": before 14 August, so the 13th.
    const p = plan("Nous devons lancer le nouveau site avant le 14 août.");
    expect(p.tasks.map((t) => [t.name, t.dueDate])).toEqual([["Lancer le nouveau site", "2027-08-13"]]);
    expect(p.milestones.map((m) => m.dueDate)).toEqual(["2027-08-13"]);
  });

  it("reads 'aout' typed without its accent as August", () => {
    // A keyboard without "û" still means August.
    const p = plan("Nous devons lancer le nouveau site avant le 14 aout.");
    expect(p.tasks.map((t) => [t.name, t.dueDate])).toEqual([["Lancer le nouveau site", "2027-08-13"]]);
  });

  it("ends a Spanish launch 'antes del 14 de agosto' on Friday 13 August 2027", () => {
    // "agosto" is August in Spanish (and Italian and Portuguese).
    const p = plan("Necesitamos lanzar la nueva web antes del 14 de agosto.");
    expect(p.tasks.map((t) => [t.name, t.dueDate])).toEqual([["Lanzar la nueva web", "2027-08-13"]]);
    expect(p.milestones.map((m) => [m.name, m.dueDate])).toEqual([["Ejecución", "2027-08-13"]]);
  });
});

describe("a length written in words", () => {
  it("ends an app shipped 'in five weeks' five weeks from today, on Friday 1 January 2027", () => {
    // Five weeks from Friday 27 November is Friday 1 January.
    const p = plan("We need to ship the new app in five weeks.");
    expect(p.timeline.endDate).toBe("2027-01-01");
    expect(due(p, "Ship the new app")).toBe("2027-01-01");
  });

  it("ends a Spanish launch 'en doce semanas' twelve weeks from today, on Friday 19 February 2027", () => {
    // "doce" is twelve: 27 November + 12 weeks.
    const p = plan("Tenemos que lanzar la nueva web en doce semanas.");
    expect(p.timeline.endDate).toBe("2027-02-19");
    expect(p.tasks.map((t) => t.dueDate)).toEqual(["2027-02-19"]);
    expect(p.milestones.map((m) => m.dueDate)).toEqual(["2027-02-19"]);
  });
});

describe("the nth weekday of a month", () => {
  it("holds a meeting 'on the third Thursday of January' on 21 January 2027", () => {
    // January 2027's Thursdays are the 7th, 14th, 21st and 28th.
    const p = plan("Hold the board meeting on the third Thursday of January");
    expect(due(p, "Hold the board meeting")).toBe("2027-01-21");
  });

  it("reads 'the 3rd Thursday' as the third one too", () => {
    // "3rd" is written for "third".
    const p = plan("Hold the board meeting on the 3rd Thursday of January");
    expect(due(p, "Hold the board meeting")).toBe("2027-01-21");
  });
});

describe("an idea in Italian", () => {
  it("names its phase in Italian and adds no English steps, though 'in' and 'a' are English words too", () => {
    // "Dobbiamo", "il" and "nostro" (the opening word counts like any other) outweigh "in" and "a".
    const p = plan("Dobbiamo aprire il nostro negozio in centro a Torino.");
    expect(p.milestones.map((m) => m.name)).toEqual(["Realizzazione"]);
    expect(p.tasks.map((t) => t.name)).toEqual(["Aprire il nostro negozio in centro a Torino"]);
  });
});

describe("sentences in prose", () => {
  it("keeps 'Dr. Patel' in one step: a title's full stop ends no sentence", () => {
    // "Dr." is an abbreviation, so "meet Dr. Patel to agree the layout" stays one step.
    expect(
      names(
        "We need to renovate the clinic by March. First we will meet Dr. Patel to agree the layout. Then we will order the new chairs. Finally we will repaint the waiting room.",
      ),
    ).toEqual([
      "Meet Dr. Patel to agree the layout",
      "Order the new chairs",
      "Repaint the waiting room",
      "Renovate the clinic",
      "Review the result and fix gaps",
    ]);
  });
});
