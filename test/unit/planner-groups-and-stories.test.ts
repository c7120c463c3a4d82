import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20, from a public wedding's planning issues read this stop: lists under "Team 2" and "Team 3" (what
// each group brings) were read as the team's roster and left out; a user story written over three lines
// ("As the bride & groom / I want to make a list of guests / so that I can send rsvps") was three tasks,
// "As the bride & groom" among them; a story's task kept its purpose in its name ("… so that I can log in
// again"). Texts paraphrased. Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const own = (idea: string) =>
  generateEmbeddedPlan(idea, FRIDAY)
    .tasks.filter((t) => !t.suggested)
    .map((t) => t.name);

describe("numbered groups over their work", () => {
  it("keep the work listed under each", () => {
    const tasks = own(
      "# Wedding: end of night\n\n### Florist\n- Flowers\n- Centerpieces\n\n### Team 2\n- Programs\n- Guest book\n- Pens for the guest book\n\n### Team 3\n- Cake\n- Forks for bride & groom",
    );
    for (const item of ["Programs", "Guest book", "Pens for the guest book", "Forks for bride & groom"]) expect(tasks).toContain(item);
    expect(tasks.length).toBe(7);
  });

  it("leave a team heading over people as the roster", () => {
    expect(own("# Bake sale\n## Team\n- Anna\n- Ben\n## Tasks\n- Bake the cookies\n- Print the price cards")).toEqual([
      "Bake the cookies",
      "Print the price cards",
    ]);
  });
});

describe("a user story", () => {
  it("written over lines is one task, named by what is wanted", () => {
    expect(own("# Guest list\n\nAs the bride & groom\nI want to make a list of guests\nso that I can send rsvps")).toEqual([
      "Make a list of guests",
    ]);
  });

  it("keeps its purpose out of the task's name", () => {
    expect(own("As a user I want to reset my password so that I can log in again.")[0]).toBe("Reset my password");
  });
});
