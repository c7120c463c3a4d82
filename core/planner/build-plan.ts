import type { GeneratedPlan } from "../schemas/plan";
import { standardTasks, textTasks } from "./build-tasks";
import { addWorkingDays, type Day, dayOf, nextWorkingDay, previousWorkingDay, toIsoDay, workingDaysBetween } from "./dates";
import { dedupeTasks } from "./dedupe";
import { detectKind } from "./detect-kind";
import { DOMAINS } from "./domain-steps";
import { listSummary, nameFrom, planningSentence, summaryFrom } from "./naming";
import { findDateMentions } from "./parse-dates";
import { type ParsedIdea, parseIdea } from "./parse-idea";
import { detectTeamSize, soundsLikeTeam } from "./parse-team";
import { assignPhases, type MilestoneDraft } from "./phases";
import { scheduleTasks } from "./schedule";
import { normalizeText, shorten, titleCase } from "./text";
import type { DomainDef, DraftTask } from "./types";

/** Twice what the idea form accepts: callers that skip validation still get a bounded run time. */
const MAX_IDEA_CHARS = 40_000;
const MAX_TASKS = 150;
/** Items read beyond this could never make the cut, even after duplicates are merged. */
const MAX_ITEMS_READ = 300;
const MAX_MILESTONES = 12;
const MIN_WEEKS = 2;
const MAX_WEEKS = 26;
/** Dates further out than this are more likely typos than plans. */
const HORIZON_DAYS = 3 * 366;
/** Each extra person adds a little over half a person of throughput: coordination costs the rest. */
const EXTRA_PERSON_THROUGHPUT = 0.6;
/** A dated sentence with one of these words states when the whole project ends. */
const DEADLINE_CUE =
  /\b(?:deadline|due|launch\w*|go(?:ing)?[- ]live|live|ship\w*|release\w*|finish\w*|complete\w*|deliver\w*|ready|done|wrap\w*|event|conference|wedding|opening|premiere|submit\w*|publish\w*)\b|締切|公開|リリース/i;

function planName(parsed: ParsedIdea, domain: DomainDef, today: Day): string {
  const firstWorkSection = parsed.sections.find((s) => s.role === "work" && !s.explicitPhase)?.title;
  const candidates: Array<[string | null | undefined, boolean]> = [
    [parsed.title, true],
    [parsed.statement, false],
    [firstWorkSection, true],
    [parsed.items[0]?.text, false],
  ];
  for (const [source, isTitle] of candidates) {
    const name = source ? nameFrom(source, today, isTitle) : "";
    if (name) return name;
  }
  return parsed.items.length > 0 || parsed.statement ? `${titleCase(domain.label)} Plan` : "Untitled Project";
}

/** Generic steps read better with the project's own noun: "Deliver the family cookbook". */
function thingFor(name: string): string {
  const head = name.split(/\s+(?:with|for|of|on|about|in|to|from|at|by|and)\s+/i)[0] ?? "";
  const plain = head.split(/\s+/).length <= 4 && /^[\p{L}\p{N}\s'&-]+$/u.test(head) && name !== "Untitled Project";
  if (!plain) return "the result";
  // Title Case goes, acronyms stay: "Q1 Hiring Plan" → "the Q1 hiring plan".
  const words = head
    .split(/\s+/)
    .map((word) => (word.split("-").every((part) => /^\p{Lu}?\p{Ll}*$/u.test(part)) ? word.toLowerCase() : word));
  return `the ${words.join(" ")}`;
}

function explicitDeadline(parsed: ParsedIdea, drafts: DraftTask[], today: Day): Day | null {
  const days = [parsed.title ?? "", ...parsed.context].flatMap((line) => findDateMentions(line, today).map((m) => m.day));
  parsed.items.forEach((item, index) => {
    const requested = drafts[index]?.requestedDay;
    if (item.source !== "list" && requested != null && DEADLINE_CUE.test(item.original)) days.push(requested);
  });
  const valid = days.filter((day) => day >= today && day <= today + HORIZON_DAYS);
  return valid.length > 0 ? Math.max(...valid) : null;
}

function orderAndCap(drafts: DraftTask[]): DraftTask[] {
  const ordered = dedupeTasks([...drafts].sort((a, b) => a.milestone - b.milestone || a.rank - b.rank));
  if (ordered.length <= MAX_TASKS) return ordered;
  // Keep the standard steps (they carry testing and launch) and as much of the text as fits.
  const steps = ordered.filter((d) => !d.fromText).slice(0, 10);
  const room = MAX_TASKS - steps.length;
  const text = ordered.filter((d) => d.fromText).slice(0, room);
  const keep = new Set([...steps, ...text]);
  return ordered.filter((d) => keep.has(d));
}

/** Drops phases without tasks and folds any beyond the twelfth into the last one kept. */
function compactMilestones(milestones: MilestoneDraft[], drafts: DraftTask[]): MilestoneDraft[] {
  const used = [...new Set(drafts.map((d) => d.milestone))].sort((a, b) => a - b);
  const remap = new Map(used.map((old, index) => [old, Math.min(index, MAX_MILESTONES - 1)]));
  for (const draft of drafts) draft.milestone = remap.get(draft.milestone) ?? 0;
  const kept = used.slice(0, MAX_MILESTONES).map((old) => ({ ...(milestones[old] as MilestoneDraft) }));
  const folded = used.slice(MAX_MILESTONES).map((old) => milestones[old]?.name ?? "");
  const last = kept[kept.length - 1];
  if (last && folded.length > 0) last.description = shorten(`${last.description} Also covers: ${folded.join(", ")}.`.trim(), 4000);
  return kept;
}

/** Start is the next working day; the end is the deadline, or the effort spread over the team. */
function timeline(drafts: DraftTask[], domain: DomainDef, team: number, deadline: Day | null, today: Day): { start: Day; end: Day } {
  const start = nextWorkingDay(today);
  if (deadline !== null) return { start, end: Math.max(start, previousWorkingDay(deadline)) };
  const totalWeight = drafts.reduce((sum, d) => sum + d.weight, 0);
  const throughput = 1 + EXTRA_PERSON_THROUGHPUT * (team - 1);
  const weeks = Math.min(MAX_WEEKS, Math.max(MIN_WEEKS, domain.minWeeks, Math.ceil(totalWeight / throughput / 5)));
  const workingDays = weeks * 5;
  const anchored = drafts
    .map((d, index) => ({ day: d.requestedDay, index }))
    .filter((a) => a.day !== null && a.day >= start && a.day <= today + HORIZON_DAYS);
  if (anchored.length === 0) return { start, end: addWorkingDays(start, workingDays - 1) };
  // The latest dated item fixes the end, plus room for whatever the plan lists after it.
  const latest = anchored.reduce((a, b) => ((b.day as Day) >= (a.day as Day) ? b : a));
  const tailWeight = drafts.slice(latest.index + 1).reduce((sum, d) => sum + d.weight, 0);
  const tailDays = Math.round((tailWeight * workingDays) / Math.max(1, totalWeight));
  return { start, end: addWorkingDays(Math.max(start, previousWorkingDay(latest.day as Day)), tailDays) };
}

export function buildPlan(idea: string, todayDate: Date): GeneratedPlan {
  if (Number.isNaN(todayDate.getTime())) throw new TypeError("generateEmbeddedPlan: `today` must be a valid Date");
  const today = dayOf(todayDate);
  const text = normalizeText(idea.slice(0, MAX_IDEA_CHARS));
  const parsed = parseIdea(text);
  parsed.items = parsed.items.slice(0, MAX_ITEMS_READ);
  const headline = [parsed.title, parsed.statement].filter(Boolean).join(" ");
  const domain = DOMAINS[detectKind(headline, text)];
  const name = planName(parsed, domain, today);

  const assignment = assignPhases(domain, parsed.sections, parsed.items);
  const standard = standardTasks(parsed, domain, assignment, text, thingFor(name));
  const fromText = textTasks(parsed, domain, assignment, today);
  const deadline = explicitDeadline(parsed, fromText, today);
  const drafts = orderAndCap([...fromText, ...standard]);
  const milestones = compactMilestones(assignment.milestones, drafts);

  const statedTeam = detectTeamSize(text) ?? (parsed.listedTeam > 0 ? parsed.listedTeam : parsed.speakers >= 2 ? parsed.speakers : null);
  const pacingTeam = statedTeam ?? (soundsLikeTeam(text) ? 2 : 1);
  const { start, end } = timeline(drafts, domain, pacingTeam, deadline, today);
  const { due, honored } = scheduleTasks(
    start,
    end,
    drafts.map((d) => ({ weight: d.weight, requested: d.requestedDay })),
  );

  const tasks = drafts.map((draft, index) => {
    let description = draft.description;
    if (draft.requestedDay !== null && !honored[index]) {
      description =
        `${description} The brief mentions ${toIsoDay(draft.requestedDay)}, which does not fit this timeline, so it is scheduled in sequence.`.trim();
    }
    return {
      name: draft.name,
      description: shorten(description, 4000),
      dueDate: toIsoDay(due[index] as Day),
      priority: draft.priority,
      milestoneIndex: draft.milestone,
    };
  });
  const milestoneDue = milestones.map((_, index) => {
    const own = due.filter((_, i) => drafts[i]?.milestone === index);
    return own.length > 0 ? Math.max(...own) : start;
  });

  const summary =
    summaryFrom(parsed.summary.length > 0 ? parsed.summary : parsed.notes) ||
    listSummary(drafts.filter((d) => d.fromText).map((d) => d.name));
  const planning = planningSentence(statedTeam, workingDaysBetween(start, end), end - start + 1, deadline !== null ? toIsoDay(end) : null);
  return {
    name: shorten(name, 120),
    description: [summary, planning].filter(Boolean).join(" "),
    milestones: milestones.map((milestone, index) => ({
      name: shorten(milestone.name, 200),
      description: shorten(milestone.description, 4000),
      dueDate: toIsoDay(milestoneDue[index] as Day),
    })),
    tasks,
    timeline: { startDate: toIsoDay(start), endDate: toIsoDay(end) },
  };
}
