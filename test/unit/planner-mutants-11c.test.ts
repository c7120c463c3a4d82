import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { PlanRefusal } from "../../core/planner/refusal";
import type { GeneratedPlan } from "../../core/schemas/plan";

// Issue 27: the survivors of the sample `p37` of the planner's mutants that helper 11c was given. Each case
// states what the planner promises for a text a user could paste (issue 20), not what the mutant did.
// Friday 27 November 2026.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const names = (idea: string) => plan(idea).tasks.map((t) => t.name);
const task = (p: GeneratedPlan, name: string) => p.tasks.find((t) => t.name === name);

describe("a plain list under a title", () => {
  it("is the plan's work even when the title starts like a sign-off ('Best man …')", () => {
    // "Best man checklist" opens the text: it is the title, no "Best, / Anna" signature that ends the list.
    expect(names("Best man checklist\nStag weekend in Prague\nSpeech for the reception\nSuit fitting\nRings on the day")).toEqual([
      "Stag weekend in Prague",
      "Speech for the reception",
      "Suit fitting",
      "Rings on the day",
      "Review the result and fix gaps",
    ]);
  });
});

describe("a sub-item under a numbered step", () => {
  it("stays that step's subtask in a short list", () => {
    // Two list lines, one indented under the other: the interviews are part of mapping the flow.
    const p = plan("Redesign the onboarding flow by January 15\n1. Map the current flow\n   - interview five new users");
    expect(p.tasks.map((t) => t.name).slice(0, 2)).toEqual(["Map the current flow", "Interview five new users"]);
    expect(task(p, "Interview five new users")?.parentIndex).toBe(0);
    expect(task(p, "Map the current flow")?.parentIndex ?? null).toBe(null);
  });
});

describe("a two-word idea", () => {
  it("is planned when both words are short ('Fix bug')", () => {
    // Two real words name the work, though neither has five letters.
    expect(names("Fix bug")).toEqual([
      "Reproduce the problem and write down the steps",
      "Find the cause",
      "Fix bug",
      "Test the fix and check nothing else broke",
      "Release the fix and tell whoever reported it",
    ]);
  });
});

describe("a thing ticked off as ordered", () => {
  it("keeps a one-letter capital ('T shirts') and lower-cases a two-letter word that only starts the line ('Ad banners')", () => {
    // "T shirts ordered" is the work "Order T shirts"; "Ad banners ordered" is "Order ad banners".
    expect(names("Trade show in March:\n- Booth booked\n- T shirts ordered\n- Ad banners ordered\n- Hotel rooms")).toEqual([
      "Book the booth",
      "Order T shirts",
      "Order ad banners",
      "Hotel rooms",
      "Host the event",
    ]);
  });

  it("keeps a two-letter acronym's capitals ('DJs')", () => {
    // "DJs booked" is "Book DJs", not "Book dJs".
    expect(names("Wedding on June 6:\n- Venue booked\n- DJs booked\n- Flowers\n- Cake")).toEqual([
      "Book the venue",
      "Book DJs",
      "Order flowers",
      "Order the cake",
      "Host the event",
    ]);
  });
});

describe("small talk", () => {
  it("is refused when it opens with a five-letter '-ing' word ('Doing great', 'Going home')", () => {
    // "Doing" and "Going" here are no work to do: the text is a chat reply, not a project.
    expect(() => plan("Doing great, thanks for asking")).toThrow(PlanRefusal);
    expect(() => plan("Going home now, see you tomorrow")).toThrow(PlanRefusal);
  });
});

describe("a list after a shared 'notify'", () => {
  it("notifies people, never an 'IT move' or 'new keycards'", () => {
    // "Notify clients, suppliers, the bank" tells three parties; in "Notify clients, IT move, new keycards"
    // the move and the keycards are jobs of their own, no one to notify.
    expect(names("Office move\n\nNotify clients, suppliers, the bank")).toEqual([
      "Notify clients",
      "Notify suppliers",
      "Notify the bank",
      "Review the result and fix gaps",
    ]);
    const mixed = names("Office move\n\nNotify clients, IT move, new keycards");
    expect(mixed).not.toContain("Notify IT move");
    expect(mixed).not.toContain("Notify new keycards");
  });
});
