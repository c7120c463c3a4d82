import { describe, expect, it } from "vitest";
import { planOn } from "../support/plan-on";

// Issue 20: a learning goal's "practise 20 minutes a day" was one task of a day's work (8 hours), due
// next week, not a daily series; "30 minutes every day" already was one. Friday 27 November 2026.

const { plan } = planOn("2026-11-27");

describe("a practice said with its length and how often", () => {
  it("is a series: daily for 'a day', weekly for 'per week', named without how often", () => {
    const tasks = plan("Learn Spanish: practise 20 minutes a day, find a tutor, review the verbs 2 hours per week").tasks;
    const practice = tasks.find((t) => t.name === "Practise 20 minutes");
    expect([practice?.recurrence, practice?.estimate]).toEqual(["FREQ=DAILY", undefined]);
    expect(tasks.find((t) => t.name === "Review the verbs 2 hours")?.recurrence).toBe("FREQ=WEEKLY");
  });

  it("leaves a rate of anything else one task", () => {
    const hire = plan("Hire a designer: post the job, hold 3 interviews a week, make an offer").tasks;
    expect(hire.some((t) => t.recurrence)).toBe(false);
  });
});
