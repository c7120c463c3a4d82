import { describe, expect, it } from "vitest";
import { fromDraft, toDraft } from "../../app/components/ai/plan-draft";
import { generateEmbeddedPlan, planDependencyProblems } from "../../core/planner";
import { suggestDependencies } from "../../core/planner/dependencies";
import { computeSchedule } from "../../core/schedule";
import type { GeneratedPlan } from "../../core/schemas/plan";

const TODAY = new Date("2026-01-05T12:00:00Z");
const names = (plan: GeneratedPlan) => (plan.dependencies ?? []).map((d) => [plan.tasks[d.predecessor].name, plan.tasks[d.successor].name]);

describe("planner dependencies", () => {
  it("links design before build and build before launch in a generated app plan", () => {
    const plan = generateEmbeddedPlan("Build a mobile app for booking yoga classes with payments, launch in March", TODAY);
    const links = names(plan);
    expect(links).toContainEqual(["Design UI screens and a clickable prototype", "Set up the project, repository and CI"]);
    expect(links).toContainEqual(["Fix bugs and polish performance", "Launch"]);
    expect(planDependencyProblems(plan)).toEqual([]);
  });

  it("never contradicts the plan's own dates, so a fresh plan's schedule has no conflicts", () => {
    for (const idea of [
      "Plan our company offsite for 40 people in June",
      "Write and publish a cookbook of family recipes",
      "Launch a newsletter for designers",
    ]) {
      const plan = generateEmbeddedPlan(idea, TODAY);
      expect(plan.dependencies?.length, idea).toBeGreaterThan(0);
      const s = computeSchedule(
        plan.tasks.map((t, i) => ({ id: String(i), milestone: false, startDate: null, dueDate: t.dueDate, assigneeId: null, done: false })),
        (plan.dependencies ?? []).map((d) => ({
          predecessorId: String(d.predecessor),
          successorId: String(d.successor),
          type: d.type,
          lagDays: d.lagDays,
        })),
        { today: "2026-01-05" },
      );
      expect(
        s.tasks.filter((t) => t.conflict),
        idea,
      ).toEqual([]);
    }
  });

  it("finds bad links: out of range, self, cycles", () => {
    const plan = generateEmbeddedPlan("Build a website for a bakery", TODAY);
    expect(planDependencyProblems({ ...plan, dependencies: [{ predecessor: 0, successor: 99, type: "FS", lagDays: 0 }] })[0]).toMatch(
      /dependencies.0.successor/,
    );
    expect(planDependencyProblems({ ...plan, dependencies: [{ predecessor: 1, successor: 1, type: "FS", lagDays: 0 }] })).toEqual([
      "dependencies.0: a task can't depend on itself",
    ]);
    const loop = [
      { predecessor: 0, successor: 1, type: "FS" as const, lagDays: 0 },
      { predecessor: 1, successor: 0, type: "FS" as const, lagDays: 0 },
    ];
    expect(planDependencyProblems({ ...plan, dependencies: loop })).toEqual(["dependencies.1: closes a cycle"]);
  });

  it("survive the review step: deleting a task drops its links, reordering keeps the others on their tasks", () => {
    const plan = generateEmbeddedPlan("Build a mobile app for booking yoga classes with payments, launch in March", TODAY);
    const draft = toDraft(plan);
    expect(names(fromDraft(draft))).toEqual(names(plan));
    const victim = draft.tasks.findIndex((t) => t.name === "Fix bugs and polish performance");
    const edited = { ...draft, tasks: [...draft.tasks.filter((_, i) => i !== victim)].reverse() };
    const after = names(fromDraft(edited));
    expect(after.flat()).not.toContain("Fix bugs and polish performance");
    expect(after).toContainEqual(["Design UI screens and a clickable prototype", "Set up the project, repository and CI"]);
    expect(suggestDependencies({ ...plan, milestones: [], tasks: plan.tasks.map((t) => ({ ...t, milestoneIndex: null })) })).toEqual([]);
  });
});
