import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan, withPlanDependencies } from "../../core/planner";
import { type GeneratedPlan, generatedPlanSchema } from "../../core/schemas/plan";

// Issue 27: survivors of the third planner sample (`--every 50 --across --offset 17`, a3d5187), the
// first twelve of its list. Each case states what the planner promises for a text a user could paste
// (issue 20), not what the mutant did. Friday 27 November 2026 unless a case says otherwise.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string, today = TODAY) => generateEmbeddedPlan(idea, today);
const names = (p: GeneratedPlan) => p.tasks.map((t) => t.name);
const task = (p: GeneratedPlan, name: string) => p.tasks.find((t) => t.name === name);

describe("the usual steps a plan is offered", () => {
  it("a spec split into work sections gets only the steps of the phases it says nothing about", () => {
    // Nine items (13.5 days) in four months are a small share of the time, but the author scoped the
    // work into "Pages" and "Shop": no "Define goals" before their own research, a wireframe step for
    // the design they left out, and the test and launch every site needs.
    const p = plan(
      "Bakery website, live by March 31\n- research other bakery sites\n\n## Pages\n- home page\n- menu page\n- contact page\n- about page\n\n## Shop\n- online ordering\n- card payments\n- gift cards\n- delivery zones",
    );
    expect(p.tasks.filter((t) => t.suggested).map((t) => t.name)).toEqual([
      "Create wireframes for the key pages",
      "Test across browsers and devices",
      "Launch the site and monitor it",
    ]);
  });

  it("an app idea that names no features of its own still gets the step that builds them", () => {
    // Only a list of features the author wrote covers "Implement the core screens and features".
    const p = plan("Build a habit tracker app. Launch on the App Store by March 1.");
    const development = p.milestones.findIndex((m) => m.name === "Development");
    expect(p.tasks.filter((t) => t.milestoneIndex === development).map((t) => t.name)).toEqual([
      "Set up the project, repository and CI",
      "Build a habit tracker app",
      "Build the backend API and data model",
      "Implement the core screens and features",
      "Add analytics and crash reporting",
    ]);
  });
});

describe("the order of the text's own items", () => {
  it("keeps a launch before the feedback that follows it when two items are due on the deadline", () => {
    // The launch and the QA pass are both dated December 18: neither alone is the goal the others lead
    // to, so the launch is not moved after "track feedback from testers", which needs the beta out.
    const p = plan(
      "Beta launch by December 18:\n- launch the beta on December 18\n- finish the QA pass by December 18\n- track feedback from testers",
    );
    expect(p.milestones.map((m) => m.name)).toEqual(["Positioning", "Launch readiness", "Launch", "Post-launch"]);
    expect(names(p)).toEqual([
      "Define the target audience and positioning",
      "Finish the QA pass",
      "Launch the beta",
      "Track feedback from testers",
    ]);
  });
});

describe("a plan titled by its quarter", () => {
  it("pasted on the quarter's last day, is due that day", () => {
    // Thursday 31 December 2026: "Q4 goals" are this quarter's, which ends today; they are not spread
    // over the first weeks of the next one.
    const p = plan("Q4 goals:\n- close the books\n- send the year-end report\n- archive old tickets", new Date("2026-12-31T00:00:00Z"));
    expect(p.timeline).toEqual({ startDate: "2026-12-31", endDate: "2026-12-31" });
    expect(p.tasks.map((t) => t.dueDate)).toEqual(["2026-12-31", "2026-12-31", "2026-12-31", "2026-12-31"]);
  });
});

describe("an event's own day", () => {
  it("a gala in February is held in February when its thank-you notes are dated in March", () => {
    // The text dates what follows the day (the thank-yous by March 5), so the gala is not moved onto
    // that date: it stays in its month, and the notes come after it.
    const p = plan("Charity gala in February:\n- book the venue\n- send the invitations\n- send thank-you notes by March 5");
    expect(task(p, "Host the event")?.dueDate?.slice(0, 7)).toBe("2027-02");
    expect(task(p, "Send thank-you notes")?.dueDate).toBe("2027-03-05");
    expect(p.timeline.endDate).toBe("2027-03-05");
  });

  it("an offsite 'on Saturday, March 13' is held on March 13, not tomorrow", () => {
    // The weekday and the date are one day; the comma between them does not make "Saturday" the next one.
    const p = plan("Team offsite on Saturday, March 13. Book the cabin, plan the agenda, and share the photos by March 19.");
    expect(task(p, "Host the event")?.dueDate).toBe("2027-03-13");
    expect(task(p, "Share the photos")?.dueDate).toBe("2027-03-19");
    expect(task(p, "Book the cabin")?.dueDate).toBe("2027-01-08");
  });
});

describe("the links between a plan's tasks", () => {
  it("a plan with a phase that has no tasks yet still gets its links, across the empty phase", () => {
    // A model's plan may name a phase it lists nothing under: the launch still waits for the design.
    const modelPlan = generatedPlanSchema.parse({
      name: "Bakery website",
      milestones: [{ name: "Design" }, { name: "Build" }, { name: "Launch" }],
      tasks: [
        { name: "Design the home page", dueDate: "2026-12-04", milestoneIndex: 0 },
        { name: "Launch the site", dueDate: "2026-12-18", milestoneIndex: 2 },
      ],
      timeline: { startDate: "2026-11-30", endDate: "2026-12-18" },
    });
    expect(withPlanDependencies(modelPlan).dependencies).toEqual([{ predecessor: 0, successor: 1, type: "FS", lagDays: 0 }]);
  });
});

describe("estimates the text does not state", () => {
  it("an internal tool's own items are a day and a half of work each", () => {
    const p = plan(
      "Internal tool for approving shift swaps:\n- build the request form\n- add manager approval\n- sync approved swaps to the calendar",
    );
    expect(p.tasks.filter((t) => !t.suggested).map((t) => [t.name, t.estimate, t.estimateGuess])).toEqual([
      ["Build the request form", 12, true],
      ["Add manager approval", 12, true],
      ["Sync approved swaps to the calendar", 12, true],
    ]);
  });
});

describe("a labelled list in a bullet", () => {
  it("stays one task when the bullet goes on into a second sentence", () => {
    // A label introduces one sentence's list: the bullet is cut nowhere, and no task is named with
    // the end of one sentence and the start of the next ("Contact. The menu page changes").
    const p = plan("Bakery website:\n- Pages: home, menu and contact. The menu page changes every week.\n- launch by January 20");
    expect(p.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual(["Pages: home, menu and contact", "Launch"]);
  });
});
