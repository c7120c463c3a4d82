import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { applyFeedback } from "../../core/planner/feedback";
import { PlanRefusal } from "../../core/planner/refusal";
import { planOn } from "../support/plan-on";

// Issue 27, the twenty-second planner sample (`--every 50 --across --offset 47` at 80cfeb9,
// scripts/mutation/README.md): the survivors this file answers, each case failing on its mutant.

const { plan } = planOn("2026-11-27");
const TODAY = new Date("2026-11-27T00:00:00Z");

describe("a festival's work said to start on a day", () => {
  // build-plan.ts `lineCandidates`: "construction starting June 5" is when the work begins, in an event's
  // plan too (the festival's kind made June 5 the day it was held, its building all before it).
  it("begins then, and the festival comes after it", () => {
    const festival = plan("Festival site construction starting June 5\n- hire the crew\n- build the stage\n- set up the fences");
    expect(festival.tasks.find((t) => t.name === "Hire the crew")?.startDate).toBe("2027-06-07");
  });
});

describe("'three weeks before'", () => {
  // countdown.ts SMALL_COUNT: three is 3.
  it("is 21 days before the day", () => {
    const shower = plan("Plan my sister's baby shower on May 8. Send invitations three weeks before, order the cake a week before.");
    expect(shower.tasks.find((t) => t.name === "Send invitations")?.dueDate).toBe("2027-04-16");
  });
});

describe("feedback on a plan", () => {
  const podcast = () =>
    generateEmbeddedPlan("Launch a podcast: record the pilot, design the cover art, pick a host, edit episode one", TODAY);

  // feedback.ts `tasksMatching`: words that name no task ("the task") match none, not every one.
  it("removes nothing when its words name no task, and says so", () => {
    expect(() => applyFeedback(podcast(), "remove the task", TODAY)).toThrow(PlanRefusal);
  });

  // feedback.ts `addTask`: a task dated before the first phase ends joins the first phase.
  it("adds a task dated early to the first phase", () => {
    const added = applyFeedback(podcast(), "add a kickoff call on November 30", TODAY).tasks.find((t) => t.name === "Kickoff call");
    expect([added?.dueDate, added?.milestoneIndex]).toEqual(["2026-11-30", 0]);
  });
});

describe("a name of exactly sixty characters", () => {
  // naming.ts `fitName`: a name that fits is kept whole (`<=`), not cut at its preposition.
  it("is kept whole", () => {
    const idea =
      "Volunteer training program for the Riverside community halls\n- write the handbook\n- book the trainers\n- run the first session";
    expect(plan(idea).name).toBe("Volunteer Training Program for the Riverside Community Halls");
  });
});

describe("a list line saying when something takes place", () => {
  // task-names.ts: "Demo will happen on Friday" is read after its subject; a "will" there is no one's promise.
  it("keeps its subject, not 'Happen'", () => {
    const names = plan(
      "- Sam will take place of Jo in the standup\n- Demo will happen on Friday\n- the review will take place on Monday",
    ).tasks.map((t) => t.name);
    expect(names).toContain("Demo will happen");
  });
});
