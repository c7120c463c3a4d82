import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { applyFeedback } from "../../core/planner/feedback";
import type { GeneratedPlan } from "../../core/schemas/plan";

// Issue 27: survivors of the planner's mutation sample p33 (build-plan, build-tasks, dedupe, enumerations,
// feedback, language). Each case states what the planner promises for a text a user could paste (issue 20),
// not what the mutant did. Friday 27 November 2026.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const task = (p: GeneratedPlan, name: string) => p.tasks.find((t) => t.name === name);

describe("an event's own day", () => {
  it("holds a one-word event on the day its line gives, with the survey after it", () => {
    // "Hackathon on January 20": the event's line dates the event; the survey's date only ends the plan.
    const p = plan("Hackathon on January 20. Book the venue, order pizza, invite the judges, and send the survey by January 28.");
    expect(task(p, "Host the event")).toMatchObject({ startDate: "2027-01-20", dueDate: "2027-01-20" });
    expect(task(p, "Send the survey")).toMatchObject({ startDate: "2027-01-21", dueDate: "2027-01-28" });
  });

  it("is a single day when the plan is named after the event in its first words", () => {
    // "Client demo is on December 10": the demo is held that day, not spread over the days before it.
    const p = plan("Client demo is on December 10\n- prepare the slides\n- rehearse the demo\n- send the agenda");
    expect(task(p, "Client demo")).toMatchObject({ startDate: "2026-12-10", dueDate: "2026-12-10" });
    expect(task(p, "Send the agenda")?.dueDate).toBe("2026-12-04");
  });
});

describe("months in a list", () => {
  it("reads the February of a garden calendar that opens in October as the coming one", () => {
    // A list that opens months away is a calendar of the year: a line without a date between its entries
    // does not make "February" the one after October 2027.
    const p = plan(
      "Garden year\n\n- plant bulbs in October\n\nWe also need to fix the fence.\n\n- prune roses in February\n- mulch the beds in March",
    );
    // Its February comes before the October in the plan too (it was kept after the bulbs, with a note that
    // its date did not fit; phasesKeepDates now lets a dated entry join an earlier phase).
    expect(task(p, "Prune roses")?.description).toBe("Prune roses in February.");
    expect(task(p, "Prune roses")?.dueDate).toBe("2027-02-26");
    expect(task(p, "Mulch the beds")?.dueDate).toBe("2027-03-31");
    expect(task(p, "Plant bulbs")?.dueDate).toBe("2027-10-29");
    expect(p.timeline).toEqual({ startDate: "2026-11-27", endDate: "2027-11-05" });
  });
});

describe("a task's description", () => {
  it("names the heading its item was listed under", () => {
    // "Logistics:" is not a phase of the plan, so the description says where the item came from.
    const p = plan("Office move to the new building\n\nLogistics:\n- book the moving company\n- pack the archive boxes");
    expect(task(p, "Book the moving company")?.description).toBe("Book the moving company. From “Logistics”.");
    expect(task(p, "Pack the archive boxes")?.description).toBe("Pack the archive boxes. From “Logistics”.");
  });
});

describe("near-identical tasks", () => {
  it("does not take a line of nothing but small words for a copy of the first standard step", () => {
    // "We need it by March." shares no word with "Define goals, audience and success metrics": the
    // website's own first step is not replaced by it.
    const p = plan("Website for the sports club\n\nWe need it by March.");
    expect(p.tasks.slice(0, 2).map((t) => [t.name, t.description])).toEqual([
      [
        "Define goals, audience and success metrics",
        "Agree who the site is for, what visitors should do there, and how success will be measured (enquiries, orders, sign-ups).",
      ],
      ["Agree on scope and sitemap", "Fix the page list and must-have features so design and build can start without surprises."],
    ]);
  });
});

describe("what users do in an app", () => {
  it("names a feature by the singular of a short plural", () => {
    // "share tips" is tip sharing, as "create meal plans" is meal plan creation.
    const p = plan("A recipe app for home cooks. Users create meal plans, rate recipes, share tips and see their history.");
    expect(p.tasks.slice(0, 4).map((t) => t.name)).toEqual([
      "Meal plan creation",
      "Recipe ratings",
      "Tip sharing",
      "Let users see their history",
    ]);
  });
});

describe("review feedback", () => {
  it("puts an added task in the plan's only phase when the user cleared that phase's date", () => {
    // No phase is due after the new task, and no task shares its words: a plan with one phase has only
    // that one to put it in.
    const p = plan("Things to do this weekend: call mum, pay rent");
    expect(p.milestones.map((m) => m.name)).toEqual(["To do"]);
    const edited = { ...p, milestones: p.milestones.map((m) => ({ ...m, dueDate: null })) };
    expect(applyFeedback(edited, "add a task to water the plants", TODAY).tasks.at(-1)).toMatchObject({
      name: "Water the plants",
      milestoneIndex: 0,
    });
  });
});

describe("an idea in German", () => {
  it("is read as German from its -ung nouns even beside an English-looking 'in'", () => {
    // "Tagung" and "Einladung" are German words; "in Hamburg" is German too. The plan keeps German phases
    // and adds no English steps.
    const p = plan("Tagung in Hamburg: Einladung verschicken, Hotel buchen, Programm drucken");
    expect(p.milestones.map((m) => m.name)).toEqual(["Umsetzung"]);
    expect(p.tasks.map((t) => t.name)).toEqual(["Einladung verschicken", "Hotel buchen", "Programm drucken"]);
    expect(p.description).toBe("Tagung in Hamburg: Einladung verschicken, Hotel buchen, Programm drucken. Geplant über 2 Wochen.");
  });
});
