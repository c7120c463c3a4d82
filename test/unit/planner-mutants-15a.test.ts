import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import type { GeneratedPlan } from "../../core/schemas/plan";

// Issue 27: survivors of the planner's fifteenth mutation sample (survivors-p26, helper 15a). Each case states what the
// planner promises for a text a user could paste (issue 20), not what the mutant did. Friday 27 November 2026.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const task = (p: GeneratedPlan, name: string) => p.tasks.find((t) => t.name === name);

describe("a season in the text", () => {
  it("starts a project said to start in spring on the first working day of March", () => {
    // Spring is March to May: "starting in spring" is March 1, not February.
    const p = plan("Community garden project, starting in spring");
    expect(p.tasks[0]?.startDate).toBe("2027-03-01");
    expect(p.milestones.at(-1)?.dueDate).toBe("2027-05-31");
  });

  it("lets an exact day inside early spring be the deadline", () => {
    // "in early spring, everything ready by March 5": the season says when, the day is the deadline.
    const p = plan("Expanding the bakery in early spring, everything ready by March 5");
    expect(p.milestones.at(-1)?.dueDate).toBe("2027-03-05");
  });
});

describe("a spec with one phase more than a plan shows", () => {
  it("names the thirteenth heading in the description of the twelfth phase", () => {
    // Twelve phases at most: the thirteenth heading is covered by the twelfth, and its description says so.
    const headings = [
      "Research",
      "Design",
      "Prototype",
      "Content",
      "Build",
      "Testing",
      "Security review",
      "Legal",
      "Marketing",
      "Training",
      "Launch",
      "Support",
      "Retrospective",
    ];
    const p = plan(
      `Company intranet\n${headings.map((h, i) => `## Phase ${i + 1}: ${h}\n- ${h.toLowerCase()} work for the intranet\n`).join("")}`,
    );
    expect(p.milestones.length).toBe(12);
    expect(p.milestones[11]?.name).toBe("Phase 12: Support");
    expect(p.milestones[11]?.description).toBe(
      "Everyone who needs the tool uses it; the old process is retired. Also covers: Phase 13: Retrospective.",
    );
  });
});

describe("a plan with one item of the text's own", () => {
  it("gives an undated one-line idea without a deadline a single item's day", () => {
    // No deadline: the planner's steps keep their lengths, and the idea's own line is a day's work.
    const p = plan("Prepare the Q4 report for the board");
    const report = task(p, "Prepare the Q4 report for the board");
    expect(report?.estimate).toBe(8);
    expect(report?.startDate).toBe("2026-12-04");
    expect(report?.dueDate).toBe("2026-12-04");
    expect(p.milestones.at(-1)?.dueDate).toBe("2026-12-17");
  });

  it("keeps a dinner held on its day a day's work, with the preparations in the weeks before", () => {
    // "Hold the team dinner on December 18": the dinner is that day; the planning fills the weeks before it.
    const p = plan("Year-end wrap-up\n- hold the team dinner on December 18");
    const dinner = task(p, "Hold the team dinner");
    expect(dinner?.estimate).toBe(8);
    expect(dinner?.startDate).toBe("2026-12-18");
    expect(dinner?.dueDate).toBe("2026-12-18");
    expect(task(p, "List the resources, budget and help needed")?.dueDate).toBe("2026-12-15");
  });

  it("keeps an undated item under a dated title an item's work", () => {
    // "Renovate the garage by March 1: clear out the old shelves": the shelves are one item, not the renovation.
    const p = plan("Renovate the garage by March 1: clear out the old shelves");
    const shelves = task(p, "Clear out the old shelves");
    expect(shelves?.estimate).toBe(8);
    expect(shelves?.startDate).toBe("2026-12-28");
    expect(shelves?.dueDate).toBe("2027-01-01");
    expect(p.milestones.at(-1)?.dueDate).toBe("2027-03-01");
  });
});

describe("the plan's name", () => {
  it("cuts an idea at its purpose: an app for walkers to schedule walks is the app for walkers", () => {
    // "to schedule walks" says what the app is for, not its name.
    expect(plan("An app for walkers to schedule walks").name).toBe("App for Walkers");
  });

  it("keeps a one-letter product name before its purpose", () => {
    // "Build X to replace Twitter": the thing built is X.
    expect(plan("Build X to replace Twitter").name).toBe("X");
  });
});

describe("ticking things off in a feature list", () => {
  it("does not put 'each of them' in front of a check-off", () => {
    // "tick each of them off daily" is a daily check-off of the habits, not of "each of them".
    const p = plan("Build a habit tracker app. Users create habits with a schedule, tick each of them off daily and see streaks.");
    expect(p.tasks.map((t) => t.name)).toEqual([
      "Build a habit tracker app",
      "Habit creation with a schedule",
      "Daily check-off",
      "Streaks",
      "Deliver the habit tracker app",
    ]);
  });
});

describe("a deadline said in German", () => {
  it("reads 'in fünf Wochen' as five weeks from today", () => {
    // Five weeks from Friday 27 November 2026 is Friday 1 January 2027.
    const p = plan("Umzug in fünf Wochen");
    expect(p.milestones.at(-1)?.dueDate).toBe("2027-01-01");
    expect(p.tasks.at(-1)?.dueDate).toBe("2027-01-01");
  });
});

describe("the kind of plan", () => {
  it("is a website's when every line is website work, whatever report the title publishes", () => {
    // "findings" and "report" only lean towards a study; three lines about the website make it website work.
    const p = plan(
      "Publish the findings report\n- add a new section to the website\n- link it from the website menu\n- ask the website team to review it",
    );
    expect(p.milestones.map((m) => m.name)).toEqual(["Build", "Content", "QA & testing"]);
    expect(p.tasks.map((t) => t.name)).toEqual([
      "Add a new section to the website",
      "Link it from the website menu",
      "Ask the website team to review it",
      "Test across browsers and devices",
    ]);
  });
});
