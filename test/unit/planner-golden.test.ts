import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { PlanRefusal } from "../../core/planner/refusal";
import { generatedPlanSchema } from "../../core/schemas/plan";
import { GOLDEN_IDEAS, GOLDEN_TODAY, VAGUE_IDEAS } from "../golden/ideas";
import { scoreGolden } from "../golden/score";

// The golden set (test/golden/ideas.ts): every item the user wrote must come back as a task, in
// their words, and every stated deadline must end the timeline. Failures name the item lost.

const plan = (idea: string) => generateEmbeddedPlan(idea, GOLDEN_TODAY);

describe("golden set", () => {
  it("has at least 40 ideas in four languages, some held out", () => {
    expect(GOLDEN_IDEAS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(GOLDEN_IDEAS.map((g) => g.lang))).toEqual(new Set(["en", "de", "es", "fr"]));
    expect(GOLDEN_IDEAS.filter((g) => g.heldOut).length).toBeGreaterThanOrEqual(12);
  });

  for (const golden of GOLDEN_IDEAS.filter((g) => !g.heldOut)) {
    it(`${golden.id} keeps every item and its deadline`, () => {
      const result = plan(golden.idea);
      expect(() => generatedPlanSchema.parse(result)).not.toThrow();
      const score = scoreGolden(golden, result);
      expect(score.lost, `lost from "${golden.id}"; tasks were:\n${result.tasks.map((t) => `- ${t.name}`).join("\n")}`).toEqual([]);
      expect(score.deadlineProblem).toBeNull();
    });
  }

  it("keeps at least 95% of the items of the held-out ideas and honours their deadlines", () => {
    const held = GOLDEN_IDEAS.filter((g) => g.heldOut);
    let found = 0;
    let total = 0;
    const lost: string[] = [];
    const deadlines: string[] = [];
    for (const golden of held) {
      const score = scoreGolden(golden, plan(golden.idea));
      found += score.found;
      total += score.total;
      lost.push(...score.lost.map((item) => `${golden.id}: ${item}`));
      if (score.deadlineProblem) deadlines.push(`${golden.id}: ${score.deadlineProblem}`);
    }
    expect(found / total, `lost items:\n${lost.join("\n")}`).toBeGreaterThanOrEqual(0.95);
    expect(deadlines).toEqual([]);
  });
});

describe("faithful plans", () => {
  it("keeps items of German, Spanish and French ideas in their language with no English filler", () => {
    for (const golden of GOLDEN_IDEAS.filter((g) => g.lang !== "en")) {
      const result = plan(golden.idea);
      for (const task of result.tasks) expect(task.name, golden.id).not.toMatch(/\b(?:the|and|goals|review|deliver|retrospective)\b/i);
      for (const milestone of result.milestones)
        expect(milestone.name, golden.id).not.toMatch(/\b(?:the|and|planning|execution|launch)\b/i);
    }
  });

  it("gives a café its own work and no event steps", () => {
    const names = plan(GOLDEN_IDEAS.find((g) => g.id === "coffee-shop")?.idea ?? "").tasks.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(["Sign the lease", "Get the permits", "Buy an espresso machine", "Hire two baristas"]));
    expect(names.join("\n")).not.toMatch(/guest list|speakers|venue|campaign/i);
  });

  it("cites the idea's words for each task and marks the planner's own steps", () => {
    const idea = GOLDEN_IDEAS.find((g) => g.id === "coffee-shop")?.idea ?? "";
    const result = plan(idea);
    const lease = result.tasks.find((t) => t.name === "Sign the lease");
    expect(lease?.source).toBe(
      "I need to sign the lease, get the permits, buy an espresso machine, hire two baristas and design the menu.",
    );
    expect(idea).toContain(lease?.source ?? "-");
    const added = result.tasks.filter((t) => t.source === null);
    expect(added.map((t) => t.name)).toContain("Review the result and fix gaps");
    for (const task of result.tasks) if (task.source) expect(idea).toContain(task.source);
  });

  it("reads an e-mail by its subject and body, without headers or sign-off", () => {
    const result = plan(GOLDEN_IDEAS.find((g) => g.id === "email-thread")?.idea ?? "");
    expect(result.name).toBe("Office Move");
    expect(result.tasks.map((t) => t.name).join("\n")).not.toMatch(/dana|from|subject|thanks/i);
  });

  it("reports a date that has passed instead of moving it silently", () => {
    const result = plan(GOLDEN_IDEAS.find((g) => g.id === "past-date")?.idea ?? "");
    expect(result.notices).toHaveLength(1);
    expect(result.notices[0]).toMatch(/October 3 2026.*2026-10-03.*already passed/);
    expect(plan("Website redesign by March 2027").notices).toEqual([]);
  });
});

describe("refusing vague text", () => {
  it.each(VAGUE_IDEAS)("refuses %j with a message that asks for what is missing", (idea) => {
    expect(() => plan(idea)).toThrow(PlanRefusal);
    expect(() => plan(idea)).toThrow(/Tell us what you want to make or achieve/);
  });

  it.each(["Rebrand", "Build a CRM", "Paint the fence", "Wedding in June"])("plans the short but real idea %j", (idea) => {
    expect(plan(idea).tasks.length).toBeGreaterThan(0);
  });
});
