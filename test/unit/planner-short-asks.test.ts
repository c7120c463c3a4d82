import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20: a real plan, however short, is never refused; a reply's request for information still is.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);
const refused = (idea: string) => () => plan(idea);

describe("a one-line ask", () => {
  it.each([
    ["I'd like a website for my bakery.", "Website for My Bakery", "A website for my bakery"],
    ["We would love a dashboard for our sales team by March.", "Dashboard for Our Sales Team", "A dashboard for our sales team"],
    ["Could you redesign our pricing page?", "Pricing Page Redesign", "Redesign our pricing page"],
  ])("plans %s", (idea, name, task) => {
    const result = plan(idea);
    expect(result.name).toBe(name);
    expect(result.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual([task]);
  });

  it.each([
    "I'd like a word with you about the release page.",
    "I'd like a refund.",
    "Can you build it?",
    "Could you share your config?",
    "Can you add a test for this?",
  ])("still refuses a reply's ask: %s", (idea) => {
    expect(refused(idea)).toThrow(/couldn't find a project/);
  });
});

describe("someone named doing something for you", () => {
  // Work handed out by name is an ask ("Priya will refresh the pricing page"); a person doing something
  // for the reader is news between friends.
  it.each(["Mum will call you later", "Jake will pick you up at the station tomorrow"])("'%s' is refused", (idea) => {
    expect(refused(idea)).toThrow(/couldn't find a project/);
  });
});

describe("an order before a colon, then its parts", () => {
  it("'Renovate the bathroom: new tiles, replace the vanity, …' is planned, each part a task (it was refused)", () => {
    const tasks = plan("Renovate the bathroom: new tiles, replace the vanity, fix the leak under the sink").tasks.filter(
      (t) => !t.suggested,
    );
    expect(tasks.map((t) => t.name)).toEqual(["Lay new tiles", "Replace the vanity", "Fix the leak under the sink"]);
  });

  it("a dash before a list of three is that colon ('Get my licence - theory test, …' glued the head to the first item)", () => {
    const tasks = plan("Get my motorbike licence before summer - theory test, 12 lessons, practical exam").tasks.filter(
      (t) => !t.suggested,
    );
    expect(tasks.map((t) => t.name)).toEqual(["Theory test", "12 lessons", "Practical exam"]);
  });
});
