import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { PlanRefusal } from "../../core/planner/refusal";
import { planOn } from "../support/plan-on";

// Issue 20: "Sam owns the landing page, Priya owns the pricing page, and I'll handle the launch email". A recap
// that hands out things by name, with no verb to do, was one task of the whole sentence, under a plan named
// "Sam Owns the Landing Page" (vocabulary.ts NAMED_OWNER, read by the gate, the names and the lists).

const { plan } = planOn("2026-11-27");
const own = (idea: string) => plan(idea).tasks.filter((t) => !t.suggested);

describe("things handed out by name", () => {
  it("are a task each, for whom the text gives them to, in one sentence or three", () => {
    for (const idea of [
      "Sam owns the landing page, Priya owns the pricing page, and I'll handle the launch email.",
      "Sam owns the landing page. Priya owns the pricing page. I'll handle the launch email.",
    ]) {
      const p = plan(idea);
      expect(p.name).toBe("Landing Page");
      expect(own(idea).map((t) => [t.name, t.description.endsWith("For Sam.") || t.description.endsWith("For Priya.")])).toEqual([
        ["The landing page", true],
        ["The pricing page", true],
        ["Handle the launch email", false],
      ]);
    }
  });

  it("are read after a label, with each way of saying so", () => {
    const recap = "Launch recap: Sam owns the landing page, Priya is in charge of the pricing page, Jo handles the newsletter.";
    expect(own(recap).map((t) => t.name)).toEqual(["The landing page", "The pricing page", "The newsletter"]);
  });
});

describe("a remark about what someone has", () => {
  it.each(["Sam owns the house.", "Sam owns a dog.", "Sam takes the bus to work.", "Sam is on the phone."])("is no project: %s", (idea) => {
    expect(() => generateEmbeddedPlan(idea, new Date("2026-11-27T00:00:00Z"))).toThrow(PlanRefusal);
  });
});
