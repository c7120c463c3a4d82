import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20: who does the work. A "People:" or "Team:" heading usually lists who works on the project, which is no work to plan.
// Under "People:" in an office move, "- tell the staff" and "- plan a welcome breakfast" vanished from the plan.

const names = (idea: string) => generateEmbeddedPlan(idea, new Date("2026-11-27T00:00:00Z")).tasks.map((t) => t.name);

describe("a team heading's items", () => {
  it("plans the jobs listed under 'People:', not only those under the other headings", () => {
    const planned = names(
      "Office move to the new building\n\nLogistics:\n- book the moving company\n- pack the archive boxes\n\nPeople:\n- tell the staff\n- plan a welcome breakfast",
    );
    expect(planned).toEqual(
      expect.arrayContaining(["Tell the staff", "Plan a welcome breakfast", "Book the moving company", "Pack the archive boxes"]),
    );
  });

  it("plans 'Team: - hire a designer' as work", () => {
    expect(names("Launch\n\nTeam:\n- hire a designer\n- onboard Ben\n\nWork:\n- build the site").slice(0, 3)).toEqual([
      "Hire a designer",
      "Onboard Ben",
      "Build the site",
    ]);
  });

  it("still reads a roster of people as the team, not as tasks", () => {
    const planned = names("Website redesign\n\nTeam:\n- Ana (design)\n- Ben (dev)\n\nTasks:\n- new homepage\n- pricing page");
    expect(planned).toEqual(expect.arrayContaining(["New homepage", "Pricing page"]));
    expect(planned.some((n) => /Ana|Ben/.test(n))).toBe(false);
  });
});

describe("a plan said by two people", () => {
  const name = (idea: string) => generateEmbeddedPlan(idea, new Date("2026-11-27T00:00:00Z")).name;

  it("is named by what they are doing, not by its first task", () => {
    expect(name("My sister and I are throwing a surprise party:\n- book the venue\n- invite friends\n- order the cake")).toBe(
      "Surprise Party",
    );
    expect(name("My husband and I are renovating the kitchen: new cabinets, tiles, paint")).toBe("Kitchen Renovation");
  });
});
