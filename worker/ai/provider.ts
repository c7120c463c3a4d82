import type { AnalyzeProjectInput } from "../../core/ai/analyze-project";
import type { PartialPlan } from "../../core/ai/partial-plan";
import type { CatalogTool } from "../../core/ai/tool-catalog";
import type { DeepAnalysis } from "../../core/schemas/analysis";
import type { GeneratedPlan, PlanFeedback } from "../../core/schemas/plan";

/** What a tool recommendation is computed from: the task's own words. */
export interface ToolTask {
  name: string;
  description: string;
}

export interface ToolPick {
  slug: string;
  reason: string;
}

/**
 * The one interface every AI backend implements (DESIGN "AI"). Results are always real output of
 * the named provider or a thrown error, never a stand-in: callers store `name` with each result.
 */
export interface AiProvider {
  /** Shown in the UI next to a result: "Built-in planner" or the model's name. */
  readonly name: string;
  generatePlan(idea: string, today: Date, options?: PlanOptions): Promise<GeneratedPlan>;
  /** 3–5 tools, best first, each with a reason, chosen among `candidates` (the catalog). */
  recommendTools(task: ToolTask, candidates: readonly CatalogTool[]): Promise<ToolPick[]>;
  analyzeProject(input: AnalyzeProjectInput): Promise<DeepAnalysis>;
}

export const EMBEDDED_PROVIDER_NAME = "Built-in planner";

export interface PlanOptions {
  /** A feedback round: revise `feedback.plan` (the user's edited plan) as `feedback.text` asks. */
  feedback?: PlanFeedback;
  /** Called as a model's answer streams in, with the items complete so far. */
  onPartial?: (partial: PartialPlan) => void;
}
