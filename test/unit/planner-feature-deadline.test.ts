import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20, found by the helper reading the twelfth sample's survivors: the date that ends an opening
// sentence naming one feature dates the whole plan, as it already did for two or more. "Build a mobile
// app with push notifications by March 1" had the feature due March 1, after the testing, with the
// release squeezed into the last days. Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const due = (idea: string, name: string) => generateEmbeddedPlan(idea, FRIDAY).tasks.find((t) => t.name === name)?.dueDate ?? "";

describe("one feature and the plan's deadline", () => {
  it("builds the feature before it is tested", () => {
    const idea = "Build a mobile app with push notifications by March 1. Steps: design the screens, write the API, test on phones.";
    expect(due(idea, "Add push notifications") < due(idea, "Test on phones")).toBe(true);
  });

  it("leaves the website's usual steps room before the deadline", () => {
    // The template steps after the feature were all squeezed into June 28–30.
    const idea = "Launch a bakery website with online ordering by June";
    expect(due(idea, "Build online ordering") < "2027-06-01").toBe(true);
    expect(due(idea, "Write and edit page copy") < due(idea, "Test across browsers and devices")).toBe(true);
  });
});
