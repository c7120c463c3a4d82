import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// "Our new designer, who starts in three weeks, needs a laptop, an email account and a desk": each thing
// needed is a task, and a newcomer's things are ordered and set up. It was one task named after the whole
// sentence ("Our new designer, needs a laptop, …") between the generic steps.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);
const own = (idea: string) =>
  plan(idea)
    .tasks.filter((t) => !t.suggested)
    .map((t) => t.name);

describe("what someone needs, listed", () => {
  it("is a task per thing, named with what is done to it", () => {
    const idea = "Our new designer, who starts in three weeks, needs a laptop, an email account and a desk.";
    expect(own(idea)).toEqual(["Order a laptop", "Set up an email account", "Order a desk"]);
    expect(plan(idea).name).toBe("New Designer");
    expect(own("We need a laptop, an email account and a desk for our new designer.")).toEqual([
      "Order a laptop",
      "Set up an email account",
      "Order a desk for our new designer",
    ]);
  });

  it("names the plan by who or what needs them", () => {
    const office = "The new office needs desks, chairs and a coffee machine.";
    expect(own(office)).toEqual(["Desks", "Chairs", "A coffee machine"]);
    expect(plan(office).name).toBe("New Office");
  });

  it("leaves one thing needed prepared for whoever needs it", () => {
    expect(own("The landlord needs a signed agreement by December 15.")).toEqual(["Prepare a signed agreement for the landlord"]);
  });
});
