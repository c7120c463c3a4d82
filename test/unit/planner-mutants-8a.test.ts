import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan, planDependencyProblems } from "../../core/planner";
import type { GeneratedPlan } from "../../core/schemas/plan";

// Issue 27: survivors of the planner's mutants (survivors-p13, commit 18f40d1, `--every 50 --across
// --offset 13`), part 8a. Each case states what the planner promises for a text a user could paste
// (issue 20), not what the mutant did. Friday 27 November 2026.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const dated = (p: GeneratedPlan) => p.tasks.map((t) => [t.name, t.startDate, t.dueDate]);

describe("when the work starts", () => {
  it("is now for the preparations for a new hire who starts in three weeks, all done before her first day", () => {
    // "who starts in 3 weeks" is when she starts (December 18), not when the laptop and accounts are begun.
    const p = plan(
      "Get ready for our new designer, who starts in 3 weeks.\n- Order her laptop\n- Set up her accounts\n- Write a first-week schedule",
    );
    expect(p.timeline.startDate).toBe("2026-11-27");
    expect(dated(p).slice(0, 3)).toEqual([
      ["Order her laptop", "2026-11-27", "2026-11-30"],
      ["Set up her accounts", "2026-12-01", "2026-12-02"],
      ["Write a first-week schedule", "2026-12-03", "2026-12-04"],
    ]);
  });

  it("is now when the stated start is more than three years off, which the plan reports and does not use", () => {
    // "starting in March 2031" is past the planner's three years: it is a notice, not the plan's first day.
    const p = plan("Digitize the family photo archive, starting in March 2031.\n- Sort the prints\n- Scan the albums\n- Tag the faces");
    expect(p.timeline.startDate).toBe("2026-11-27");
    expect(dated(p)[0]).toEqual(["Sort the prints", "2026-11-27", "2026-11-30"]);
    expect(p.notices).toEqual([
      "The idea mentions “in March 2031” (2031-03-31), more than three years away, so the plan does not use it. Plan the first stage and give its date.",
    ]);
  });
});

describe("a checklist for an event that names weekdays", () => {
  it("reads them in the offsite's own week when the offsite is three weeks off", () => {
    // "Team offsite" is no party, but an event all the same: "on Tuesday" is the Tuesday before it.
    const p = plan("Team offsite on Friday, December 18\n- Book the bus on Tuesday\n- Print the agendas on Thursday\n- Pack the games");
    expect(p.tasks.map((t) => [t.name, t.dueDate]).slice(0, 2)).toEqual([
      ["Book the bus", "2026-12-15"],
      ["Print the agendas", "2026-12-17"],
    ]);
  });

  it("reads them as the coming days when the offsite is more than four weeks off", () => {
    // December 28 is 31 days away: "on Tuesday" is next Tuesday, December 1, not the week of the offsite.
    const p = plan("Team offsite on Monday, December 28\n- Book the bus on Tuesday\n- Print the agendas on Thursday\n- Pack the games");
    expect(p.tasks.map((t) => [t.name, t.dueDate]).slice(0, 2)).toEqual([
      ["Book the bus", "2026-12-01"],
      ["Print the agendas", "2026-12-03"],
    ]);
  });
});

describe("an idea in another language under one heading", () => {
  it("keeps a German list under its one heading 'Design' as one phase of that name", () => {
    // The author's heading is the phase; the list is not split into 'Vorbereitung' and 'Umsetzung'.
    const p = plan(
      "Relaunch unserer Website\n## Design\n- Entwürfe erstellen\n- Farben festlegen\n- Logo überarbeiten\n- Startseite gestalten",
    );
    expect(p.milestones.map((m) => m.name)).toEqual(["Design"]);
    expect(p.tasks.map((t) => [t.name, t.milestoneIndex])).toEqual([
      ["Entwürfe erstellen", 0],
      ["Farben festlegen", 0],
      ["Logo überarbeiten", 0],
      ["Startseite gestalten", 0],
    ]);
  });
});

describe("a trip's stops", () => {
  it("plans a visit to each of the two places named after the trip's colon, the first one too", () => {
    // "Rome, Florence": both are places, so the first capital is a name, not just the list's start.
    const p = plan("Trip to Italy: Rome, Florence.\n- Book flights\n- Buy travel insurance");
    expect(p.tasks.map((t) => t.name)).toEqual([
      "Plan the visit to Rome",
      "Plan the visit to Florence",
      "Book flights",
      "Buy travel insurance",
      "Trip to Italy",
    ]);
  });
});

describe("a model's plan with links", () => {
  it("is refused when a link names the task one past the last", () => {
    // An index equal to the number of tasks is no task: the plan's check reports it.
    const p = plan("Garage sale to-do:\n- put up signs\n- price the items\n- sell everything");
    const count = p.tasks.length;
    expect(planDependencyProblems({ ...p, dependencies: [{ predecessor: 0, successor: count, type: "FS", lagDays: 0 }] })).toEqual([
      `dependencies.0.successor: ${count} is not the index of a task (there are ${count})`,
    ]);
  });
});
