import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// "Launch our Shopify store. Need photos, product descriptions, …": the launch the text opens with comes
// after what it needs. It was the plan's first task, due before its photos. A text that says what follows
// the launch ("Then write the blog post") keeps its order.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const own = (idea: string) =>
  generateEmbeddedPlan(idea, FRIDAY)
    .tasks.filter((t) => !t.suggested)
    .map((t) => t.name);

describe("a launch the text opens with", () => {
  it("comes after the things it needs", () => {
    expect(own("Launch our Shopify store. Need photos, product descriptions, shipping rates and a returns policy.").at(-1)).toBe(
      "Launch our Shopify store",
    );
    expect(own("Ship the new onboarding. Write the welcome emails. Record a short demo video.")).toEqual([
      "Write the welcome emails",
      "Record a short demo video",
      "Ship the new onboarding",
    ]);
  });

  it("stays first when the text says what follows it", () => {
    expect(own("Release version 2.0 of the app. Then write the blog post. Also update the docs.")).toEqual([
      "Release version 2.0 of the app",
      "Write the blog post",
      "Update the docs",
    ]);
  });
});
