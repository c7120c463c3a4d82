import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20: list entries written as gerunds are tasks in the imperative. "Doing the weeding" first in a
// list was dropped as if it restated the project; "Going to the bank for euros" became "The bank for
// euros" ("going to" read as an intention); "Booking the taxi", "Doing a final smoke test" stayed
// gerunds. Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const own = (idea: string) =>
  generateEmbeddedPlan(idea, FRIDAY)
    .tasks.filter((t) => !t.suggested)
    .map((t) => t.name);

describe("a list of gerunds", () => {
  it("keeps its first entry and names each in the imperative", () => {
    expect(own("Garden weekend:\n- Doing the weeding\n- Mowing the lawn\n- Planting bulbs")).toEqual([
      "Do the weeding",
      "Mow the lawn",
      "Plant bulbs",
    ]);
  });

  it("reads 'going to' a place as going there, and a gerund that can name a thing as a verb before its object", () => {
    expect(own("Trip prep:\n- Going to the bank for euros\n- Packing the bags\n- Booking the taxi")).toEqual([
      "Go to the bank for euros",
      "Pack the bags",
      "Book the taxi",
    ]);
  });

  it("names short gerunds in the imperative too", () => {
    expect(own("Release checklist:\n- Using the staging database\n- Going over the changelog\n- Doing a final smoke test")).toEqual([
      "Use the staging database",
      "Go over the changelog",
      "Do a final smoke test",
    ]);
  });
});

describe("a gerund that is no instruction", () => {
  it("keeps a gerund that names a thing", () => {
    expect(own("Wedding prep:\n- Booking confirmation for the venue\n- Seating plan")).toContain("Booking confirmation for the venue");
  });

  it("still drops an opening that names the project in a gerund, before its steps", () => {
    expect(own("Finishing my thesis. Write the last chapter. Fix the references. Print two copies.")).toEqual([
      "Write the last chapter",
      "Fix the references",
      "Print two copies",
    ]);
  });
});
