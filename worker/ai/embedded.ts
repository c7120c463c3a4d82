import { analyzeProjectEmbedded } from "../../core/ai/analyze-project";
import { rankToolsForTask } from "../../core/ai/rank-tools";
import { generateEmbeddedPlan } from "../../core/planner";
import { applyFeedback } from "../../core/planner/feedback";
import { generatedPlanSchema } from "../../core/schemas/plan";
import { PermanentJobError } from "../queue/job-handlers";
import { type AiProvider, EMBEDDED_PROVIDER_NAME } from "./provider";

const MAX_TOOLS = 5;

/** The offline provider: deterministic TypeScript, so the product works with nothing configured. */
export const embeddedProvider: AiProvider = {
  name: EMBEDDED_PROVIDER_NAME,

  async generatePlan(idea, today, options) {
    // Held to the same schema as a model's answer: a planner bug surfaces here, not in the wizard.
    // A vague idea or feedback it cannot act on throws PlanRefusal, which callers answer with 422.
    const plan = options?.feedback ? applyFeedback(options.feedback.plan, options.feedback.text, today) : generateEmbeddedPlan(idea, today);
    const parsed = generatedPlanSchema.safeParse(plan);
    if (!parsed.success) {
      throw new PermanentJobError(`The built-in planner produced an invalid plan: ${parsed.error.issues[0]?.message ?? "unknown"}`);
    }
    return parsed.data;
  },

  async recommendTools(task, candidates) {
    return rankToolsForTask(task, candidates, MAX_TOOLS).map(({ slug, reason }) => ({ slug, reason }));
  },

  async analyzeProject(input) {
    return analyzeProjectEmbedded(input);
  },
};
