import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20: the plan's description is the text's own sentences, and the words of its name. A sentence that leads into a list ended in
// ":." ("Our wedding is on June 12 and we need:. Planned over 28 weeks"), and a bare lead-in ("Could you:")
// was kept as a sentence of its own.

const plan = (idea: string) => generateEmbeddedPlan(idea, new Date("2026-11-27T00:00:00Z"));

describe("the plan's description", () => {
  it("ends a sentence that led into the list with a full stop, not ':.'", () => {
    const p = plan("Our wedding is on June 12 and we need:\n- a venue\n- a photographer\n- flowers");
    expect(p.description).toBe("Our wedding is on June 12 and we need. Planned over 28 weeks, finishing by 2027-06-11.");
  });

  it("leaves out a lead-in of a few words that says nothing of the project", () => {
    const p = plan(
      "Subject: Brand refresh\n\nHi everyone,\n\nAs discussed, we're refreshing the brand before the March conference. Could you:\n- update the logo files\n- redo the slide template\n- refresh the website header\n\nDeadline is Feb 20. Thanks!",
    );
    expect(p.description).toBe(
      "As discussed, we're refreshing the brand before the March conference. Deadline is Feb 20. Thanks! Planned over 12 weeks, finishing by 2027-02-19.",
    );
  });

  it("keeps a task's source sentence whole, without its colon", () => {
    const p = plan("Ship the new checkout page by January 15, 2027:\n- design the payment form\n- integrate Stripe\n- test on mobile");
    expect(p.description.startsWith("Ship the new checkout page by January 15, 2027. Planned over")).toBe(true);
  });
});

describe("the trade's acronyms typed in lower case", () => {
  it("plans 'Learn html and css' and names it with the acronyms in capitals", () => {
    expect(plan("Learn html and css").name).toBe("Learn HTML and CSS");
    expect(plan("Build a crm for our sales team").name).toBe("CRM for Our Sales Team");
  });

  it("still refuses keyboard mashing", () => {
    expect(() => plan("sdfg hjkl")).toThrow("We couldn't find a project in that text.");
  });
});

describe("a German name cut before its dates", () => {
  it("drops the 'ab dem' the dates leave behind", () => {
    expect(plan("Neue Webseite für den Verein ab dem 1. März bis zum 30. April").name).toBe("Neue Webseite für den Verein");
  });

  it("keeps a 'der' inside the name", () => {
    expect(plan("Sommerfest der Firma am 12. Juli: Zelt mieten, Essen bestellen, Einladungen schicken").name).toBe("Sommerfest der Firma");
  });
});

describe("a wish for features", () => {
  it("plans a wish of seven words before 'would be great', not a copy of the opening", () => {
    const tasks = plan("Website for our bakery. Online ordering and a weekly newsletter would be great.").tasks;
    expect(tasks.filter((t) => !t.suggested).map((t) => [t.name, t.priority])).toEqual([
      ["Add online ordering and a weekly newsletter", "low"],
    ]);
  });
});
