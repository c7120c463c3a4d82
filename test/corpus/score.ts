import type { GeneratedPlan } from "../../core/schemas/plan";
import { type CorpusPlan, type CorpusText, itemWords, withAppendedDeadline } from "./corpus";

// Scores a planner on the corpus, half by half. Shared by the unit test (built-in planner) and
// `npm run bench -- planner` (built-in planner or a configured model).

/** A plan, or "refused" when the planner answered that the text holds no project. */
export type PlanAnswer = GeneratedPlan | "refused";
export type Planner = (text: string, today: Date) => Promise<PlanAnswer>;

export const CORPUS_TODAY = new Date("2026-11-23T00:00:00Z");
const DAY_MS = 86_400_000;
/** A text with a stated deadline is planned this long before it, so the deadline lies ahead. */
const DEADLINE_LEAD_DAYS = 60;

export interface LostItem {
  source: string;
  item: string;
}

export interface HalfScore {
  plans: number;
  items: number;
  found: number;
  /** Tasks marked `suggested` over all tasks of all plans. */
  suggestedShare: number;
  /** Plans whose text lists three or more items and whose suggestions are more than a quarter of the plan. */
  overSuggested: string[];
  nonPlans: number;
  nonPlansRefused: number;
  /** Sources of the non-plans that were planned instead of refused. */
  nonPlansPlanned: string[];
  plansRefused: string[];
  /** Deadlines checked: the ones texts state on a labelled line, then one appended to every plan text. */
  deadlines: number;
  deadlinesHonoured: number;
  deadlinesStated: number;
  deadlinesAppended: number;
  deadlineProblems: string[];
  lost: LostItem[];
  timesMs: number[];
}

/** "updated" holds "update", "screens" holds "screen": words compared by a light stem. */
function stem(word: string): string {
  return word.length > 4 ? word.replace(/(?:ing|ed|es|s|d)$/u, "") : word;
}

/** True when one of the plan's own (not suggested) tasks holds most of the item's words. */
export function itemFound(plan: GeneratedPlan, item: string): boolean {
  const wanted = [...new Set(itemWords(item).map(stem))];
  if (wanted.length === 0) return true;
  return plan.tasks.some((task) => {
    if (task.suggested) return false;
    const have = new Set(itemWords(task.name).map(stem));
    const held = wanted.filter((w) => have.has(w)).length;
    return held * 2 > wanted.length;
  });
}

function emptyScore(): HalfScore {
  return {
    plans: 0,
    items: 0,
    found: 0,
    suggestedShare: 0,
    overSuggested: [],
    nonPlans: 0,
    nonPlansRefused: 0,
    nonPlansPlanned: [],
    plansRefused: [],
    deadlines: 0,
    deadlinesHonoured: 0,
    deadlinesStated: 0,
    deadlinesAppended: 0,
    deadlineProblems: [],
    lost: [],
    timesMs: [],
  };
}

async function timed(planner: Planner, text: string, today: Date, times: number[]): Promise<PlanAnswer> {
  const started = performance.now();
  const answer = await planner(text, today);
  times.push(performance.now() - started);
  return answer;
}

/** A deadline is honoured when the plan ends on it or at most a week before it. */
function checkDeadline(score: HalfScore, source: string, answer: PlanAnswer, due: string, note: string): void {
  score.deadlines++;
  if (answer === "refused") {
    score.deadlineProblems.push(`${source}: refused${note}`);
    return;
  }
  const end = Date.parse(answer.timeline.endDate);
  const day = Date.parse(due);
  if (end <= day && day - end <= 7 * DAY_MS) score.deadlinesHonoured++;
  else score.deadlineProblems.push(`${source}: timeline ends ${answer.timeline.endDate}, deadline ${due}${note}`);
}

export interface ScoreOptions {
  /** Plan every text once more with a deadline sentence appended (see `APPENDED_DEADLINES`); on by default. */
  appendDeadlines?: boolean;
}

export async function scoreHalf(
  planner: Planner,
  plans: CorpusPlan[],
  nonPlans: CorpusText[],
  options: ScoreOptions = {},
): Promise<HalfScore> {
  const score = emptyScore();
  let tasks = 0;
  let suggested = 0;
  for (const entry of plans) {
    score.plans++;
    score.items += entry.items.length;
    const today = entry.deadline ? new Date(Date.parse(entry.deadline) - DEADLINE_LEAD_DAYS * DAY_MS) : CORPUS_TODAY;
    const answer = await timed(planner, entry.text, today, score.timesMs);
    if (entry.deadline) {
      score.deadlinesStated++;
      checkDeadline(score, entry.source, answer, entry.deadline, "");
    }
    if (options.appendDeadlines !== false) {
      const variant = withAppendedDeadline(entry);
      score.deadlinesAppended++;
      checkDeadline(score, entry.source, await planner(variant.text, CORPUS_TODAY), variant.due, " (appended)");
    }
    if (answer === "refused") {
      score.plansRefused.push(entry.source);
      score.lost.push(...entry.items.map((item) => ({ source: entry.source, item })));
      continue;
    }
    for (const item of entry.items) {
      if (itemFound(answer, item)) score.found++;
      else score.lost.push({ source: entry.source, item });
    }
    const own = answer.tasks.filter((t) => t.suggested).length;
    tasks += answer.tasks.length;
    suggested += own;
    if (entry.items.length >= 3 && own * 4 > answer.tasks.length)
      score.overSuggested.push(`${entry.source}: ${own} of ${answer.tasks.length}`);
  }
  score.suggestedShare = tasks === 0 ? 0 : suggested / tasks;
  for (const entry of nonPlans) {
    score.nonPlans++;
    if ((await timed(planner, entry.text, CORPUS_TODAY, score.timesMs)) === "refused") score.nonPlansRefused++;
    else score.nonPlansPlanned.push(entry.source);
  }
  return score;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const pct = (n: number, d: number) => (d === 0 ? "n/a" : `${((100 * n) / d).toFixed(1)}%`);

/** The figures `npm run bench -- planner` prints for one half. */
export function describeHalf(name: string, s: HalfScore): string[] {
  return [
    `${name}: ${s.plans} plans, ${s.nonPlans} non-plans`,
    `  item recall                 ${pct(s.found, s.items)} (${s.found} of ${s.items})`,
    `  suggestions among tasks     ${pct(Math.round(s.suggestedShare * 1000), 1000)}; plans with ≥3 items over a quarter: ${s.overSuggested.length}`,
    `  non-plans refused           ${pct(s.nonPlansRefused, s.nonPlans)} (${s.nonPlansRefused} of ${s.nonPlans})`,
    `  plans refused               ${pct(s.plansRefused.length, s.plans)} (${s.plansRefused.length} of ${s.plans})`,
    `  deadlines honoured          ${pct(s.deadlinesHonoured, s.deadlines)} (${s.deadlinesHonoured} of ${s.deadlines}: ${s.deadlinesStated} stated in the texts, ${s.deadlinesAppended} appended)`,
    `  time per text               p50 ${percentile(s.timesMs, 50).toFixed(1)} ms, p99 ${percentile(s.timesMs, 99).toFixed(1)} ms`,
  ];
}
