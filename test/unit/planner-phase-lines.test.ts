import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20, from public texts read this stop: a course's project plan written one milestone to a line
// ("Milestone 2: detailed prototype") lost every milestone but the first, and quoted in a reply it was refused;
// an epic's people ("Design lead: @love") became tasks; a label's list lost its verb ("The first chapter");
// a step after "Then" became the plan's description instead of a task. Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);
const own = (idea: string) =>
  plan(idea)
    .tasks.filter((t) => !t.suggested)
    .map((t) => t.name);

const MILESTONES =
  "Milestone 1: updated requirements, design, and a first prototype\nMilestone 2: working prototype\nFinal milestone: finished product";

describe("a plan written one phase to a line", () => {
  it("keeps every phase's work, nouns as well, under the author's phases", () => {
    const p = plan(`Course project\n${MILESTONES}`);
    expect(p.milestones.map((m) => m.name)).toEqual(["Milestone 1", "Milestone 2", "Final milestone"]);
    expect(p.tasks.filter((t) => !t.suggested).map((t) => [t.name, t.milestoneIndex])).toEqual([
      ["Updated requirements", 0],
      ["Design", 0],
      ["A first prototype", 0],
      ["Working prototype", 1],
      ["Finished product", 2],
    ]);
  });

  it("plans a quoted brief the author announces", () => {
    const p = plan(`Our course has three milestones:\n\n> ${MILESTONES.replaceAll("\n", "\n\n> ")}`);
    expect(p.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual([
      "Updated requirements",
      "Design",
      "A first prototype",
      "Working prototype",
      "Finished product",
    ]);
  });

  it("dates each phase by a later sentence that names it", () => {
    const p = plan(
      `Course project\n${MILESTONES}\n\nMilestone 1 at the end of December, Milestone 2 at the end of January and Final milestone at the end of February.`,
    );
    expect(p.milestones.map((m) => m.dueDate)).toEqual(["2026-12-31", "2027-01-29", "2027-02-26"]);
  });

  it("plans sprints of nouns, which were refused", () => {
    const p = plan("Sprint 1: login and signup\nSprint 2: dashboard\nSprint 3: billing");
    expect(p.milestones.map((m) => m.name)).toEqual(["Sprint 1", "Sprint 2", "Sprint 3"]);
    expect(p.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual(["Login and signup", "Dashboard", "Billing"]);
  });

  it("dates each phase by the date in its label", () => {
    const p = plan(
      "Shop rebuild\nPhase 1 (by end of December): requirements, design, a prototype\nPhase 2 (by end of January): the real checkout\nPhase 3 (by end of February): launch",
    );
    expect(p.milestones.map((m) => m.dueDate)).toEqual(["2026-12-31", "2027-01-29", "2027-02-26"]);
    expect(p.tasks.find((t) => t.name === "The real checkout")?.dueDate).toBe("2027-01-29");
  });

  it("reads a phase of actions as its tasks", () => {
    const p = plan(
      "Start the podcast\nPhase 1: pick a name, buy a microphone\nPhase 2: record three episodes\nPhase 3: publish on Spotify",
    );
    expect(p.milestones.map((m) => m.name)).toEqual(["Phase 1", "Phase 2", "Phase 3"]);
    expect(
      own("Start the podcast\nPhase 1: pick a name, buy a microphone\nPhase 2: record three episodes\nPhase 3: publish on Spotify"),
    ).toEqual(["Pick a name", "Buy a microphone", "Record three episodes", "Publish on Spotify"]);
  });

  it("leaves a phase heading over its list as it was, and one step alone as a line", () => {
    const p = plan("Garden plan\n\nPhase 1: Planning\n- find a plot\n- ask the council\n\nPhase 2: Building\n- build the beds");
    expect(p.milestones.map((m) => m.name)).toEqual(["Phase 1: Planning", "Phase 2: Building"]);
    expect(own("Thesis\nStep 1: call my supervisor")).toContain("Call my supervisor");
  });
});

describe("an epic's people", () => {
  it("are the team, not tasks", () => {
    const p = plan("Site relaunch\nDriver: @ed\nDesign lead: @love\nDev lead: @ali\n\n- [ ] Wireframes\n- [ ] Build the pages");
    expect(p.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual(["Wireframes", "Build the pages"]);
    expect(p.description).toContain("team of 3");
  });

  it("over the list too, and with names after a role", () => {
    const p = plan("Site relaunch\nDecision-maker: Dave Steer\nDesign lead: @love\n- [ ] Wireframes\n- [ ] Build the pages");
    expect(p.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual(["Wireframes", "Build the pages"]);
    // It named a milestone ("Design lead: @love"), and "Decision-maker: Dave Steer" was the description.
    expect(p.milestones.map((m) => m.name).join(" / ")).not.toMatch(/lead|@/);
    expect(p.description).toContain("team of 2");
  });

  it("a tool after a kind of work is no person", () => {
    expect(own("Website\nDesign: Figma\n- build the pages\n- write copy")).toEqual(["Build the pages", "Write copy"]);
    expect(plan("Website\nDesign: Figma\n- build the pages\n- write copy").description).not.toMatch(/team of/);
  });
});

describe("a label's list", () => {
  it("shares its first verb with the things named after it", () => {
    expect(own("Thesis: write the outline, the first chapter and the bibliography by March.")).toEqual([
      "Write the outline",
      "Write the first chapter",
      "Write the bibliography",
    ]);
    expect(own("Trip: book the flights and the hotel by March.")).toEqual(["Book the flights", "Book the hotel", "Trip"]);
  });

  it("not through a preposition, nor to a step of its own", () => {
    expect(own("Thesis: write the outline and draft the first chapter by March.")).toEqual([
      "Write the outline",
      "Draft the first chapter",
    ]);
  });
});

describe("a step after the work read", () => {
  it("is a task, not the plan's description", () => {
    const p = plan("Thesis\nStep 1: call my supervisor\nThen write the outline and the first chapter by March.");
    expect(p.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual([
      "Call my supervisor",
      "Write the outline and the first chapter",
    ]);
  });
});

describe("an entry in brackets", () => {
  it("is named by its words", () => {
    expect(own("Kickoff\n- [ ] (Content strategy)\n- [ ] Brief\n- [ ] (Moodboard)")).toContain("Content strategy");
    expect(own("Kickoff\n- [ ] (Content strategy)\n- [ ] Brief\n- [ ] (Moodboard)")).toContain("Moodboard");
  });
});
