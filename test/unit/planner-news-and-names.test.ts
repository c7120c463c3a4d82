import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { PlanRefusal } from "../../core/planner/refusal";

// Issue 20, from the last stop's list of bugs left: news of how things went ("the release went out
// yesterday and everything looks fine") and a roll call were planned as projects; a trip's day lost an
// acronym's capitals ("Trip to nyc"). Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);

describe("news and roll calls", () => {
  it("refuses news of how things went", () => {
    for (const news of [
      "Hi all, quick update: the release went out yesterday and everything looks fine.",
      "The release went out yesterday and everything looks fine.",
      "Launch went well, no issues so far.",
    ])
      expect(() => plan(news), news).toThrow(PlanRefusal);
  });

  it("plans an instruction that follows such news", () => {
    expect(plan("Plan the launch party. The last one went well, so keep the same venue.").name).toBe("Launch Party");
  });

  it("refuses a roll call, and leaves the attendees out of a meeting's tasks", () => {
    expect(() => plan("Roll call\nPresent today: Ana, Ben, Chloe")).toThrow(PlanRefusal);
    // The same over a list of names: they were three tasks, "Anna", "Ben" and "Carla".
    expect(() => plan("Present today\n- Anna\n- Ben\n- Carla")).toThrow(PlanRefusal);
    const tasks = plan(
      "Team meeting notes\nAttendees: Ana, Ben, Chloe\n- Ana to draft the pricing proposal\n- Ben will set up the staging server",
    )
      .tasks.filter((t) => !t.suggested)
      .map((t) => t.name);
    expect(tasks).toEqual(["Draft the pricing proposal", "Set up the staging server"]);
  });
});

describe("a trip's day", () => {
  it("keeps an acronym's capitals", () => {
    const p = plan("Trip: NYC\n- book flights\n- book hotel\n- plan museums");
    expect([p.name, p.tasks.at(-1)?.name]).toEqual(["Trip to NYC", "Trip to NYC"]);
  });
});

describe("where a piece of work stands", () => {
  it.each(["Release shipped", "Landing page done", "Conference completed", "Migration complete"])(
    "'%s' is a status, refused like news",
    (status) => {
      // Each was planned: "Release shipped" as a product launch, "Conference completed" as an event.
      expect(() => plan(status)).toThrow(PlanRefusal);
    },
  );

  it("but work said as a need is still planned", () => {
    expect(plan("Complete integration testing required").tasks.length).toBeGreaterThan(0);
    expect(plan("Ship the release").tasks.length).toBeGreaterThan(0);
  });
});
