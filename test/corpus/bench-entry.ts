// The corpus, its scoring and the planners as `npm run bench -- planner` loads them (bundled with esbuild).
export { generateEmbeddedPlan } from "../../core/planner";
export { hasProject, PlanRefusal } from "../../core/planner/refusal";
export { generatedPlanSchema } from "../../core/schemas/plan";
export { createOpenAiProvider, DEFAULT_OPENAI_MODEL } from "../../worker/ai/openai";
export { createWorkersAiProvider, DEFAULT_WORKERS_AI_MODEL } from "../../worker/ai/workers-ai";
export { readNonPlans, readPlans } from "./corpus";
export { loadCorpus, loadFresh } from "./corpus-files";
export { CORPUS_TODAY, describeHalf, scoreHalf } from "./score";
