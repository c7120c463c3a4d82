import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20: a text that asks for one piece of work by a date ("Write the grant application by January 15").
// Read on Friday 27 November 2026.

const plan = (idea: string) => generateEmbeddedPlan(idea, new Date("2026-11-27T00:00:00Z"));
const span = (p: ReturnType<typeof plan>, name: string) => {
  const t = p.tasks.find((task) => task.name === name);
  return t?.startDate && t.dueDate ? (Date.parse(t.dueDate) - Date.parse(t.startDate)) / 86_400_000 + 1 : 0;
};

describe("one piece of work by a date", () => {
  it("gives the work the longest stretch, and room for the review and the submission after it", () => {
    const p = plan("Write the grant application by January 15");
    const names = p.tasks.map((t) => t.name);
    const write = names.indexOf("Write the grant application");
    const submit = names.indexOf("Submit the grant application");
    expect(write).toBeGreaterThanOrEqual(0);
    expect(submit).toBeGreaterThan(write);
    // The work is the plan's longest task (it had 9 days, behind two planning steps of three weeks each).
    const others = p.tasks.filter((t) => t.name !== names[write]).map((t) => span(p, t.name));
    expect(others.length).toBeGreaterThan(3);
    expect(span(p, names[write] ?? "")).toBeGreaterThanOrEqual(Math.max(...others));
    // Review and submission are not squeezed onto the deadline with it: each is due before the last day.
    expect(p.tasks[write]?.dueDate ?? "").toMatch(/^2026-12/);
    expect((p.tasks[submit]?.dueDate ?? "") < "2027-01-15").toBe(true);
    expect(p.timeline.endDate).toBe("2027-01-15");
  });

  it("keeps a launch on its deadline: a launch is the day itself", () => {
    const p = plan("Launch the landing page by December 18");
    expect(p.tasks.find((t) => t.name === "Launch the landing page")?.dueDate).toBe("2026-12-18");
  });
});
