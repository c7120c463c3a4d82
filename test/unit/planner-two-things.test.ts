import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20, from a public data-migration tracker read this stop: "we want to migrate the database and data
// for the site" planned "Migrate the database" and a task named "Data for the site"; "We have to fix the
// roof and the gutters" had a task "The gutters"; "update the docs and release notes" had "Release notes"
// read as an order to release. One job with two things is one task, as written. Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const own = (idea: string) =>
  generateEmbeddedPlan(idea, FRIDAY)
    .tasks.filter((t) => !t.suggested)
    .map((t) => t.name);

describe("one job with two things after 'we need to'", () => {
  it("is one task, as written", () => {
    expect(own("Once the new servers are set up, we want to migrate the database and data for the site.")).toEqual([
      "Migrate the database and data for the site",
    ]);
    expect(own("We have to fix the roof and the gutters before winter.")).toEqual(["Fix the roof and the gutters"]);
    expect(own("We need to update the docs and release notes.")).toEqual(["Update the docs and release notes"]);
  });

  it("is still two jobs when the second has its own verb, or a verb the thing needs", () => {
    expect(own("We need to fix the roof and paint the fence.")).toEqual(["Fix the roof", "Paint the fence"]);
    expect(own("We need to book the venue and a photographer.")).toEqual(["Book the venue", "Book a photographer"]);
  });
});
