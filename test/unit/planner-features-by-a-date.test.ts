import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// "Build a mobile app with push notifications and dark mode by May 1": the date that ends the sentence is
// the plan's deadline, not the last feature's. Pinned to it, dark mode was due on April 30 with the plan's
// backend, beta, store listing and release squeezed into the four days before. And "…, live in six weeks"
// says when the site is due, not one more feature ("Build live").

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);
const dueOf = (idea: string, name: string) => plan(idea).tasks.find((t) => t.name === name)?.dueDate;

describe("features listed before the plan's date", () => {
  it("are built before the testing and release that follow them", () => {
    const idea = "Build a mobile app with push notifications and dark mode by May 1";
    expect(dueOf(idea, "Add dark mode")).toBe("2027-02-11");
    expect(dueOf(idea, "Run a beta test on real devices")).toBe("2027-03-23");
    expect(dueOf(idea, "Submit to the app stores and release")).toBe("2027-04-30");
  });

  it("leave the date to a launch listed last, which it is for", () => {
    const idea = "Build a mobile app for booking yoga classes with payments, launch in March";
    expect(plan(idea).tasks.find((t) => t.name === "Launch")?.description).toBe(
      "Build a mobile app for booking yoga classes with payments, launch in March.",
    );
    expect(dueOf(idea, "Launch")).toBe("2027-03-31");
  });

  it("leave a list of actions dated by its last one", () => {
    const idea = "Year-end close: reconcile bank accounts, accruals, send numbers to the accountant by Jan 15";
    expect(dueOf(idea, "Send numbers to the accountant")).toBe("2027-01-15");
  });
});

describe("'live in six weeks' after a thing's features", () => {
  it("is when it is due, not a feature", () => {
    const result = plan("A bakery website with online orders and a weekly newsletter, live in six weeks");
    const own = result.tasks.filter((t) => !t.suggested).map((t) => t.name);
    expect(own).toEqual(["Build online orders", "Build a weekly newsletter"]);
    expect(result.timeline.endDate).toBe("2027-01-08");
  });
});
