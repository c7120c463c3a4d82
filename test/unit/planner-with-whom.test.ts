import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// "Clean out the garage with my brother": who helps, not a feature to build (the task was named "My
// brother"). And a noun before a work noun ("Brand refresh") qualifies it: the plan was named "Refresh for
// the Bakery".

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);
const own = (idea: string) =>
  plan(idea)
    .tasks.filter((t) => !t.suggested)
    .map((t) => t.name);

describe("work done with someone", () => {
  it("stays one task, with whom in its name", () => {
    expect(own("Clean out the garage with my brother this weekend.")).toEqual(["Clean out the garage with my brother"]);
    expect(own("Paint the nursery with my partner.")).toEqual(["Paint the nursery with my partner"]);
  });

  it("leaves a thing made with someone's things as it was", () => {
    expect(own("Cookbook with My Grandma's Recipes.")).toEqual(["My Grandma's Recipes"]);
  });
});

describe("a noun before a work noun", () => {
  it("stays in the plan's name", () => {
    expect(plan("Brand refresh for the bakery. Deliverables: logo designs, a new menu card and shop signage.").name).toBe(
      "Brand Refresh for the Bakery",
    );
    expect(plan("Design review of the checkout flow").name).toBe("Design Review of the Checkout Flow");
  });

  it("is still a verb before its object", () => {
    expect(plan("Define campaign goals and pick the channels").name).toBe("Campaign Goals");
    expect(plan("Launch campaign for our new add-on: write the copy, set up the ads").name).toBe("Campaign Launch");
  });
});
