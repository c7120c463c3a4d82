import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20, found while reading the eleventh sample's survivors: a chore dated after the weekend no longer
// pulls the weekend's chores onto Friday; a time of day goes with its day ("Send the report 5pm" was a
// task); "clear" is a verb ("First clear the weeds" was lost); submitting a form is an errand.
// Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);
const rows = (idea: string) =>
  plan(idea)
    .tasks.filter((t) => !t.suggested)
    .map((t) => [t.name, t.startDate, t.dueDate]);

describe("chores this weekend, one of them dated after it", () => {
  it("does the weekend's chores on the weekend and the dated one on its day", () => {
    const p = plan("Chores this weekend:\n- clean the gutters\n- mow the lawn\n- fix the fence in 3 days");
    expect(p.tasks.map((t) => [t.name, t.startDate, t.dueDate])).toEqual([
      ["Clean the gutters", "2026-11-28", "2026-11-28"],
      ["Mow the lawn", "2026-11-29", "2026-11-29"],
      ["Fix the fence", "2026-11-30", "2026-11-30"],
    ]);
    expect(p.description).toContain("Planned over 3 days, finishing by 2026-11-30.");
  });

  it("leaves a project with usual steps as it was: its review comes after its later work", () => {
    const p = plan("Clean the garage this weekend and sell the bikes by December 10");
    const due = (name: string) => p.tasks.find((t) => t.name === name)?.dueDate ?? "";
    expect(due("Review the result and fix gaps") >= due("Sell the bikes")).toBe(true);
  });
});

describe("a time of day", () => {
  it("goes with its day, before or after it", () => {
    expect(rows("Send the report by Friday 5pm")).toEqual([["Send the report", "2026-11-27", "2026-12-04"]]);
    expect(rows("Send the report by 5pm Friday")).toEqual([["Send the report", "2026-11-27", "2026-12-04"]]);
    expect(rows("Call the bank on Monday at 9am")).toEqual([["Call the bank", "2026-11-27", "2026-11-30"]]);
  });

  it("is not a product manager hired in March", () => {
    const names = plan(
      "Hiring plan Q1: 2 backend engineers (Jan), 1 designer (Feb), 1 PM (March). Write JDs, post on LinkedIn, run interviews.",
    ).tasks.map((t) => t.name);
    expect(names).toContain("Hire 1 PM");
  });
});

describe("a sentence before a list", () => {
  it("is a task when it clears the ground first", () => {
    expect(rows("Garden makeover by March 1. First clear the weeds.\n- Build raised beds\n  - buy timber").map(([name]) => name)).toEqual([
      "Clear the weeds",
      "Build raised beds",
      "Buy timber",
    ]);
  });
});

describe("submitting", () => {
  it("a form is an errand", () => {
    expect(rows("Submit the form by Friday at 10:30")).toEqual([["Submit the form", "2026-11-27", "2026-12-04"]]);
  });

  it("a thesis or an application is the work of writing it", () => {
    expect(plan("Submit my thesis by June 30").tasks.length).toBeGreaterThan(3);
    expect(plan("Submit the grant application by January 15").tasks.length).toBeGreaterThan(3);
  });
});
