import { readGate, withoutClosingThanks } from "./plan-signals";
import { DENSE_FEATURES, HASHED_BUCKETS, refusalFeatures } from "./refusal-features";
import { REFUSAL_BIAS, REFUSAL_THRESHOLD, REFUSAL_VETO, REFUSAL_WEIGHTS } from "./refusal-weights";

// The refusal gate's second reader (issue 20, decision 147): a small logistic regression, trained on tuning
// texts only, reads the hand-made rules' signals beside the text's words. Word-and-form rules alone did not
// carry from one sample of replies to another (decisions 078, 133). The rules keep the first word: what they
// plan is refused only when the model is sure it is no plan, so a short idea it has seen few of ("Rebrand")
// is not turned away; what they refuse is planned when the model reads a plan in it.

let weights: Float64Array | null = null;

function modelWeights(): Float64Array {
  if (weights) return weights;
  const parsed = Float64Array.from(REFUSAL_WEIGHTS.split(","), Number);
  if (parsed.length !== HASHED_BUCKETS + DENSE_FEATURES.length)
    throw new Error(`The refusal model has ${parsed.length} weights for ${HASHED_BUCKETS + DENSE_FEATURES.length} features: retrain it`);
  weights = parsed;
  return parsed;
}

/** The rules' reading and the model's score (log-odds that the text is a plan); null for CJK text. */
export function planScore(raw: string): { rules: boolean; score: number } | null {
  const reading = readGate(raw);
  if (!reading) return null;
  const w = modelWeights();
  let score = REFUSAL_BIAS;
  // The model reads what the rules read: "Please fix the typo in the footer. Thanks!" is the request alone.
  for (const [index, value] of refusalFeatures(withoutClosingThanks(raw), reading.signals, reading.plan)) score += (w[index] ?? 0) * value;
  return { rules: reading.plan, score };
}

/** True when the text asks for some work. Japanese, Chinese and Korean are left to the planner. */
export function modelReadsAsPlan(raw: string): boolean {
  const read = planScore(raw);
  if (!read) return true;
  return read.score >= (read.rules ? REFUSAL_VETO : REFUSAL_THRESHOLD);
}
