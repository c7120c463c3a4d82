import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import type { GeneratedPlan } from "../../core/schemas/plan";

// Issue 27: survivors of the sample `--every 50 --across --offset 33` (2026-11-27), second share. Each
// case states what the planner promises for a text a user could paste (issue 20), not what the mutant
// did. Friday 27 November 2026.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const dated = (p: GeneratedPlan) => p.tasks.map((t) => [t.name, t.dueDate]);

describe("dates written in other languages", () => {
  it("reads a French month typed without its accent: 'le 15 fevrier 2027' is February 15", () => {
    // "fevrier" is how "février" comes out of a keyboard without accents; the launch day ends the plan.
    const p = plan("Lancement du site le 15 fevrier 2027 :\n- écrire les textes\n- choisir les photos\n- publier le site");
    expect(p.timeline.endDate).toBe("2027-02-15");
    expect(p.milestones.map((m) => m.dueDate)).toEqual(["2027-02-15"]);
  });

  it("reads a German day in December: 'am 18. Dezember' is the party's day", () => {
    // The office party is on Friday 18 December; everything for it is done by then.
    const p = plan("Weihnachtsfeier im Büro am 18. Dezember:\n- Raum reservieren\n- Essen bestellen\n- Einladungen verschicken");
    expect(p.timeline.endDate).toBe("2026-12-18");
    expect(dated(p)).toEqual([
      ["Raum reservieren", "2026-12-04"],
      ["Essen bestellen", "2026-12-11"],
      ["Einladungen verschicken", "2026-12-18"],
    ]);
  });

  it("reads 'in einem Monat' as one month from today", () => {
    // A month from Friday 27 November: the move is planned to finish on Friday 25 December, not in January.
    const p = plan("Umzug in einem Monat:\n- Kartons besorgen\n- Wohnung kündigen\n- Umzugswagen mieten");
    expect(p.timeline.endDate).toBe("2026-12-25");
  });
});

describe("a deadline early in a month", () => {
  it("is the month's tenth: 'by early March' ends the plan on March 10, not in February", () => {
    const p = plan("Plant the vegetable garden by early March:\n- order seeds\n- build the raised beds\n- plant the seedlings");
    expect(p.timeline.endDate).toBe("2027-03-10");
    expect(p.tasks.at(-1)?.dueDate).toBe("2027-03-10");
  });
});

describe("the plan's name", () => {
  it("names a migration by what moves, whatever its length: 'Migrate R to Python' is the R Migration", () => {
    // As "Migrate Jenkins to GitHub Actions" is the Jenkins Migration: only "from … to …" keeps both ends.
    expect(plan("Migrate Jenkins to GitHub Actions by March.").name).toBe("Jenkins Migration");
    const p = plan("Migrate R to Python by March.");
    expect(p.name).toBe("R Migration");
    expect(p.tasks.map((t) => t.name)).toContain("Deliver the R migration");
  });

  it("reads a nine-word opening that ends in a colon as a sentence: 'Our wedding is on June 12 and we need:'", () => {
    // A heading keeps its words; a sentence is named by its subject ("Wedding", not "Wedding Is").
    const p = plan("Our wedding is on June 12 and we need:\n- a venue\n- a photographer\n- a caterer");
    expect(p.name).toBe("Wedding");
    expect(p.tasks.map((t) => t.name)).toEqual(["Book a venue", "Book a photographer", "Book a caterer", "Host the event"]);
    const conference = plan("The conference is in Lisbon on March 3, 2027:\n- book flights\n- book the hotel\n- prepare the talk");
    expect(conference.name).toBe("Conference");
  });
});

describe("a definition list", () => {
  it("reads the line after the term without its leading colon: ': build the booking form' is a task", () => {
    // Markdown's definition lists put ": " before the definition; the colon is markup, not part of the work.
    const p = plan("Yoga studio website\n: build the booking form");
    expect(p.name).toBe("Yoga Studio Website");
    expect(p.tasks.filter((t) => t.sourceText !== null).map((t) => t.name)).toEqual(["Build the booking form"]);
  });
});

describe("a phase named by the author's heading", () => {
  it("keeps its own name when the heading is longer than 40 characters", () => {
    // "Cross-browser QA and accessibility checks" (41 characters) is too long for a milestone: the phase
    // stays "QA & testing", and each task says which heading it came from.
    const p = plan(
      "Bakery website by March\n\n## Design\n- homepage mockup\n- menu page mockup\n\n## Cross-browser QA and accessibility checks\n- test on iPhone and Android\n- test on Firefox\n- check colour contrast",
    );
    expect(p.milestones.map((m) => m.name)).toEqual(["Design", "QA & testing", "Launch"]);
    expect(p.tasks.find((t) => t.name === "Test on Firefox")?.description).toBe(
      "Test on Firefox. From “Cross-browser QA and accessibility checks”.",
    );
  });
});

describe("a plan with more tasks than working days", () => {
  it("starts the first tasks today and has them due today", () => {
    // Dinner on Tuesday 1 December: Friday, Monday and Tuesday are the working days, so two tasks fall
    // on each of Friday and Monday and the evening itself on Tuesday.
    const p = plan("Dinner party on Tuesday:\n- buy groceries\n- clean the flat\n- cook the food\n- set the table");
    expect(p.tasks.map((t) => [t.name, t.startDate, t.dueDate])).toEqual([
      ["Buy groceries", "2026-11-27", "2026-11-27"],
      ["Clean the flat", "2026-11-27", "2026-11-27"],
      ["Cook the food", "2026-11-30", "2026-11-30"],
      ["Set the table", "2026-11-30", "2026-11-30"],
      ["Host the event", "2026-12-01", "2026-12-01"],
    ]);
  });
});
