import { z } from "zod";
import { type GeneratedPlan, generatedPlanSchema, type PlanFeedback } from "../../../core/schemas/plan";
import { api } from "../../lib/api";

/** A finished plan, inline from the built-in planner or as a model job's result. Checked: the editor relies on its shape. */
export const planResultSchema = z.object({ plan: generatedPlanSchema, provider: z.string() });
export type PlanResult = z.infer<typeof planResultSchema>;

const startedSchema = z.union([planResultSchema, z.object({ jobId: z.string().min(1) })]);

/** POST /api/ai/generate-plan: the plan itself (built-in planner) or the job to follow (model providers). */
export async function requestPlan(body: {
  idea: string;
  feedback?: { text: string; plan: GeneratedPlan | PlanFeedback["plan"] };
}): Promise<PlanResult | { jobId: string }> {
  const res = await api.ai["generate-plan"].$post({ json: body });
  return startedSchema.parse(await res.json());
}
