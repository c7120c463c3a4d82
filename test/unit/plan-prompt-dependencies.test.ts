import { describe, expect, it } from "vitest";
import { planDependencyProblems } from "../../core/planner";
import { generatedPlanSchema } from "../../core/schemas/plan";
import { feedbackMessages, planMessages } from "../../worker/ai/prompts";
import { strictJsonSchema } from "../../worker/ai/structured";

// Model providers are asked for the plan's links (issue 12): the prompt says what they are and the
// strict JSON schema sent with it requires them, so a model answers with `dependencies` (or []).

const TODAY = new Date("2027-03-01T09:00:00Z");

describe("the plan prompt asks for dependencies", () => {
  it("explains dependencies by task index, type and lag, in the plan and feedback prompts", () => {
    for (const messages of [
      planMessages("Open a bakery", TODAY),
      feedbackMessages("Open a bakery", TODAY, { text: "add a tasting", plan: { ...generatedPlanSchema.parse(PLAN) } }),
    ]) {
      const system = messages[0].content;
      const rule = system.split("\n").find((line) => line.startsWith("- dependencies:"));
      expect(rule).toBeDefined();
      expect(rule).toMatch(/predecessor and successor \(0-based indexes into tasks\)/);
      expect(rule).toMatch(/"FS"/);
      expect(rule).toMatch(/lagDays/);
      expect(rule).toMatch(/never in a cycle/);
    }
  });

  it("requires dependencies in the strict JSON schema, with each link's fields", () => {
    const schema = strictJsonSchema(generatedPlanSchema) as any;
    expect(schema.required).toContain("dependencies");
    const deps = schema.properties.dependencies;
    expect(deps.type).toBe("array");
    expect(deps.items.required).toEqual(["predecessor", "successor", "type", "lagDays"]);
    expect(deps.items.properties.type.enum).toEqual(["FS", "SS", "FF", "SF"]);
    expect(deps.items.additionalProperties).toBe(false);
  });

  it("a model's links are read, and bad ones are reported back for the repair round", () => {
    const plan = generatedPlanSchema.parse({
      ...PLAN,
      dependencies: [
        { predecessor: 0, successor: 1, type: "FS", lagDays: 0 },
        { predecessor: 1, successor: 0, type: "FS", lagDays: 0 },
        { predecessor: 0, successor: 9, type: "FS", lagDays: 0 },
      ],
    });
    expect(plan.dependencies?.[0]).toEqual({ predecessor: 0, successor: 1, type: "FS", lagDays: 0 });
    expect(planDependencyProblems(plan)).toEqual([
      "dependencies.1: closes a cycle",
      "dependencies.2.successor: 9 is not the index of a task (there are 2)",
    ]);
  });
});

const PLAN = {
  name: "Bakery",
  description: "",
  milestones: [{ name: "Open", description: "", dueDate: "2027-05-01" }],
  tasks: [
    { name: "Design the menu", description: "", dueDate: "2027-03-20", priority: "medium", milestoneIndex: 0 },
    { name: "Bake a test batch", description: "", dueDate: "2027-04-10", priority: "high", milestoneIndex: 0 },
  ],
  timeline: { startDate: "2027-03-01", endDate: "2027-05-01" },
};
