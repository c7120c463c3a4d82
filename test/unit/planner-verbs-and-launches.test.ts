import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);
const own = (idea: string) =>
  plan(idea)
    .tasks.filter((t) => !t.suggested)
    .map((t) => t.name);

describe("a garden's verbs", () => {
  it("keeps every job of a list of sentences, whatever the garden verb", () => {
    expect(own("Garden makeover by May\n\nSpring jobs\nDig the new beds. Plant the roses. Mulch the borders.")).toEqual([
      "Dig the new beds",
      "Plant the roses",
      "Mulch the borders",
    ]);
    expect(own("TODO\nDig the new beds. Plant the roses.")).toEqual(["Dig the new beds", "Plant the roses"]);
  });

  it("plans a one-line garden job instead of refusing it", () => {
    expect(own("Sow tomatoes indoors")).toEqual(["Sow tomatoes indoors"]);
  });
});

describe("the day a thing is released or goes live", () => {
  it.each([
    ["Our debut album releases on March 5.\n- mix the tracks\n- master the songs\n- design the cover art", "Release our debut album"],
    ["Our debut album goes live on March 5.\n- mix the tracks\n- master the songs\n- design the cover art", "Launch our debut album"],
    ["Our debut album launches on March 5.\n- mix the tracks\n- master the songs\n- design the cover art", "Launch our debut album"],
  ])("%s ends on that day with the day's own task", (idea, day) => {
    const result = plan(idea);
    expect(result.name).toBe("Debut Album Launch");
    expect(result.tasks.map((t) => t.name)).toEqual(["Mix the tracks", "Master the songs", "Design the cover art", day]);
    expect(result.tasks.at(-1)?.dueDate).toBe("2027-03-05");
    expect(result.timeline.endDate).toBe("2027-03-05");
  });
});
