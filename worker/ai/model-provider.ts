import { z } from "zod";
import { analyzeProjectEmbedded, DIMENSION_NAMES, progressSentence } from "../../core/ai/analyze-project";
import { readPartialPlan } from "../../core/ai/partial-plan";
import { rankToolsForTask } from "../../core/ai/rank-tools";
import { planDependencyProblems } from "../../core/planner";
import { type DeepAnalysis, modelAnalysisSchema } from "../../core/schemas/analysis";
import { type GeneratedPlan, planShapeSchema } from "../../core/schemas/plan";
import { planSubtaskProblems, sanitizePlanSubtasks } from "../../core/schemas/plan-subtasks";
import { markUncitedTasks } from "./cited-spans";
import { analysisMessages, feedbackMessages, planMessages, toolMessages } from "./prompts";
import type { AiProvider } from "./provider";
import { type CompleteJson, completeStructured } from "./structured";

/** How many tools the embedded ranking shortlists for the model to choose from. */
const TOOL_CANDIDATES = 10;
const MIN_TOOLS = 3;
const MAX_TOOLS = 5;

/**
 * What the plan's JSON schema cannot say: indexes in range and a timeline that runs forward. A
 * model's subtasks are not among them: sanitizeModelPlan mends those without a repair round.
 */
export function planProblems(plan: GeneratedPlan): string[] {
  const problems: string[] = [];
  if (plan.tasks.length === 0) problems.push("tasks: the plan needs at least one task");
  if (plan.timeline.startDate > plan.timeline.endDate) problems.push("timeline: startDate is after endDate");
  problems.push(...planDependencyProblems(plan));
  plan.tasks.forEach((t, i) => {
    if (t.milestoneIndex !== null && t.milestoneIndex >= plan.milestones.length) {
      problems.push(`tasks.${i}.milestoneIndex: ${t.milestoneIndex} is not the index of a milestone (there are ${plan.milestones.length})`);
    }
  });
  return problems;
}

/**
 * A model's plan with its subtasks made valid: a parentIndex that names no task, the task itself or
 * another subtask is dropped and the task kept, so a wrong guess at nesting never costs the plan.
 */
export function sanitizeModelPlan(plan: GeneratedPlan): GeneratedPlan {
  return { ...plan, tasks: sanitizePlanSubtasks(plan.tasks) };
}

/** The plan's problems, subtasks included: what POST /api/projects/from-plan refuses. */
export function savedPlanProblems(plan: GeneratedPlan): string[] {
  return [...planProblems(plan), ...planSubtaskProblems(plan)];
}

export function analysisProblems(analysis: Pick<DeepAnalysis, "dimensions"> | { dimensions: Array<{ name: string }> }): string[] {
  const given = new Set(analysis.dimensions.map((d) => d.name.trim().toLowerCase()));
  return DIMENSION_NAMES.filter((name) => !given.has(name.toLowerCase())).map((name) => `dimensions: the dimension "${name}" is missing`);
}

/**
 * A provider backed by a chat model that answers structured JSON. The transport (`complete`) is the
 * only thing the OpenAI-compatible and Workers AI providers differ in.
 */
export function createModelProvider(name: string, complete: CompleteJson): AiProvider {
  return {
    name,

    generatePlan: async (idea, today, options) => {
      const onPartial = options?.onPartial;
      const plan = await completeStructured(complete, {
        messages: options?.feedback ? feedbackMessages(idea, today, options.feedback) : planMessages(idea, today),
        schemaName: "project_plan",
        schema: planShapeSchema,
        check: planProblems,
        what: "project plan",
        onText: onPartial ? (text) => onPartial(readPartialPlan(text)) : undefined,
      });
      // A feedback round keeps the user's edited plan as it is; a new plan's uncited tasks are suggestions.
      return options?.feedback ? sanitizeModelPlan(plan) : markUncitedTasks(sanitizeModelPlan(plan), idea);
    },

    async recommendTools(task, catalog) {
      // The embedded ranking narrows the catalog so the prompt stays small and every pick is a real tool.
      const shortlist = rankToolsForTask(task, catalog, TOOL_CANDIDATES)
        .map((r) => catalog.find((t) => t.slug === r.slug))
        .filter((t) => t !== undefined);
      if (shortlist.length === 0) return [];
      const slugs = shortlist.map((t) => t.slug) as [string, ...string[]];
      const min = Math.min(MIN_TOOLS, slugs.length);
      const max = Math.min(MAX_TOOLS, slugs.length);
      const schema = z.object({
        tools: z
          .array(z.object({ slug: z.enum(slugs), reason: z.string().trim().min(1).max(400) }))
          .min(min)
          .max(max),
      });
      const answer = await completeStructured(complete, {
        messages: toolMessages(task, shortlist, min, max),
        schemaName: "tool_recommendations",
        schema,
        check: (v) => (new Set(v.tools.map((t) => t.slug)).size === v.tools.length ? [] : ["tools: each slug may appear only once"]),
        what: "tool recommendation",
      });
      return answer.tools;
    },

    async analyzeProject(input) {
      const baseline = analyzeProjectEmbedded(input);
      const progress = progressSentence(input);
      const analysis = await completeStructured(complete, {
        messages: analysisMessages(input, baseline),
        schemaName: "deep_analysis",
        schema: modelAnalysisSchema,
        check: analysisProblems,
        what: "project analysis",
      });
      const round = (n: number) => Math.round(n * 10) / 10;
      // The figures come from the board, not the model: the same as the project page and the baseline.
      const basisOf = new Map(baseline.dimensions.map((d) => [d.name.toLowerCase(), d.basis]));
      return {
        ...analysis,
        summary: analysis.summary.startsWith(progress) ? analysis.summary : `${progress} ${analysis.summary}`,
        overallRating: round(analysis.overallRating),
        dimensions: analysis.dimensions.map((d) => ({
          ...d,
          score: round(d.score),
          basis: basisOf.get(d.name.trim().toLowerCase()) ?? [],
        })),
      };
    },
  };
}
