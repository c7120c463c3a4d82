import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20: a sentence that only dates its subject ("Client demo is on December 10", "The team offsite is on
// January 15.") and a trip named by its place. Read on Friday 27 November 2026.

const plan = (idea: string) => generateEmbeddedPlan(idea, new Date("2026-11-27T00:00:00Z"));

describe("an event dated by 'is on'", () => {
  it("names the plan after the event, not 'Client Demo Is', and holds the demo on its day after the work", () => {
    const p = plan("Client demo is on December 10\n- prepare the slides\n- rehearse the demo\n- send the agenda");
    expect(p.name).toBe("Client Demo");
    expect(p.tasks.at(-1)).toMatchObject({ name: "Client demo", dueDate: "2026-12-10" });
    expect(p.tasks.slice(0, 3).every((t) => (t.dueDate ?? "") < "2026-12-10")).toBe(true);
  });

  it("reads a closing 'The team offsite is on January 15.' as the day of the offsite the plan is titled after", () => {
    const p = plan("Team offsite\n- book the venue\n- plan the agenda\nThe team offsite is on January 15.");
    expect(p.tasks.find((t) => t.name === "Host the event")?.dueDate).toBe("2027-01-15");
    expect(p.tasks.find((t) => t.name === "Book the venue")?.dueDate ?? "").toMatch(/^2026-12/);
  });

  it("keeps a review 'on Friday' in a redesign an interim event, not the end of the project", () => {
    const p = plan("Redesign the onboarding flow. Design review is on Friday. Build the new flow in 3 sprints.");
    expect(p.timeline.endDate > "2026-12-31").toBe(true);
  });
});

describe("a trip named by its place", () => {
  it("names 'Trip: Japan, Dec 19.' the Trip to Japan, with the place's capital on its day", () => {
    const p = plan("Trip: Japan, Dec 19.\n- book flights\n- book hotels\n- get a rail pass");
    expect(p.name).toBe("Trip to Japan");
    expect(p.tasks.at(-1)).toMatchObject({ name: "Trip to Japan", dueDate: "2026-12-19" });
  });

  it("keeps 'Trip:' before a list of jobs the plan's label", () => {
    expect(plan("Trip: book flights, hotels and a car").name).toBe("Trip");
  });
});
