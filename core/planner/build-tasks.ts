import type { Day } from "./dates";
import { findDateMentions, removeMentions } from "./parse-dates";
import type { ParsedIdea } from "./parse-idea";
import type { PhaseAssignment } from "./phases";
import { itemPriority } from "./priority";
import { sectionChain } from "./sections";
import { shapeText, toTaskName } from "./task-names";
import { asSentence, matches, shorten, tokens } from "./text";
import type { DomainDef, DraftTask, Section, TextItem } from "./types";
import { INTERJECTION } from "./vocabulary";

// Turns the text's items and the domain's missing standard steps into draft tasks.

/** With this many items of its own, the text defines the scope; only essential steps are added. */
const OWN_LIST_THRESHOLD = 5;
/** Standard steps sort around the text's items within a phase; text order sits in between. */
const RANK_START = -1_000;
const RANK_MIDDLE = 100_000;
const RANK_END = 1_000_000;

/** "Update the FAQ before launch" mentions the launch without doing it. */
const REFERENCE_ONLY =
  /\b(?:before|after|until|for|ahead of|post|pre|during|at|on)[- ](?:the\s+)?(?:launch|release|go-live|event|beta|tests?|testing|rollout)\b/gi;

const SELF_COMMITMENT = /^(?:i|i'll|i’ll|i will|i can|i'm going to|i am going to|let me|i'm gonna|i gonna)\b/i;

function sameWords(a: string, b: string): boolean {
  return tokens(a).join(" ") === tokens(b).join(" ");
}

/** Due date the author attached to an item: its latest calendar date, or "in 3 weeks". */
function requestedDay(item: TextItem, nameText: string, today: Day): Day | null {
  const own = findDateMentions(nameText, today);
  const mentions = own.length > 0 || item.source === "sentence" ? own : findDateMentions(item.original, today);
  const source = own.length > 0 ? nameText : item.original;
  const usable = mentions.filter((m) => m.kind === "calendar" || /^(?:in|within|by)\b/i.test(source.slice(m.index, m.index + m.length)));
  return usable.length > 0 ? Math.max(...usable.map((m) => m.day)) : null;
}

function ownerNote(item: TextItem, assignee: string | null): string | null {
  if (!item.speaker) return assignee ? `For ${assignee}.` : null;
  if (assignee) return `Asked of ${assignee} by ${item.speaker}.`;
  if (SELF_COMMITMENT.test(item.original.replace(/^[^\p{L}]*/u, "").replace(INTERJECTION, "")))
    return `${item.speaker} offered to take this.`;
  return `Raised by ${item.speaker}.`;
}

function itemDescription(item: TextItem, name: string, milestoneName: string, assignee: string | null): string {
  const parts: string[] = [];
  if (!sameWords(item.original, name)) parts.push(asSentence(shorten(item.original, 1500)));
  const heading = item.section?.title;
  if (heading && !sameWords(heading, milestoneName)) parts.push(`From “${shorten(heading, 100)}”.`);
  const note = ownerNote(item, assignee);
  if (note) parts.push(note);
  if (item.done) parts.push("Already marked done in the brief.");
  return parts.join(" ");
}

function sectionDates(sections: Section[], items: TextItem[], requested: Array<Day | null>, today: Day): void {
  for (const section of sections) {
    const mentions = findDateMentions(section.title, today);
    if (mentions.length === 0) continue;
    const day = Math.max(...mentions.map((m) => m.day));
    for (let i = items.length - 1; i >= 0; i--) {
      if (!sectionChain(items[i]?.section ?? null).includes(section)) continue;
      if (requested[i] === null) requested[i] = day;
      break;
    }
  }
}

export function textTasks(parsed: ParsedIdea, domain: DomainDef, assignment: PhaseAssignment, today: Day): DraftTask[] {
  const shapedItems = parsed.items.map((item) => shapeText(item.text));
  const shapedTexts = shapedItems.map((shaped) => shaped.text);
  const requested = parsed.items.map((item, i) => requestedDay(item, shapedTexts[i] ?? item.text, today));
  sectionDates(parsed.sections, parsed.items, requested, today);
  return parsed.items.map((item, i) => {
    const milestone = assignment.itemMilestone[i] ?? 0;
    const draftMilestone = assignment.milestones[milestone];
    const shaped = shapedTexts[i] ?? item.text;
    const withoutDates = removeMentions(shaped, findDateMentions(shaped, today));
    const name = toTaskName(
      /\p{L}/u.test(withoutDates) ? withoutDates : shaped,
      draftMilestone?.phaseId ?? null,
      assignment.placedByHeading[i] ?? false,
    );
    const sectionPriority = sectionChain(item.section).find((s) => s.priority)?.priority ?? null;
    return {
      name,
      description: itemDescription(item, name, draftMilestone?.name ?? "", item.assignee ?? shapedItems[i]?.assignee ?? null),
      priority: itemPriority(item.original, { sectionPriority, firstPhase: milestone === 0 }),
      milestone,
      rank: item.order,
      weight: domain.itemDays,
      requestedDay: requested[i] ?? null,
      fromText: true,
    };
  });
}

/** The domain's usual steps that the text does not already cover. */
export function standardTasks(
  parsed: ParsedIdea,
  domain: DomainDef,
  assignment: PhaseAssignment,
  fullText: string,
  thing: string,
): DraftTask[] {
  const covered = parsed.items
    .map((item) => [item.text, ...sectionChain(item.section).map((s) => s.title)].join(" "))
    .join("\n")
    .replace(REFERENCE_ONLY, " ");
  const ownList = parsed.items.length >= OWN_LIST_THRESHOLD;
  const drafts: DraftTask[] = [];
  domain.steps.forEach((step, index) => {
    if (step.when && !matches(step.when, fullText)) return;
    if (ownList && !step.essential) return;
    if (matches(step.covers, covered)) return;
    const milestone = assignment.placeStep(step);
    drafts.push({
      name: step.name.replace("{thing}", thing),
      description: step.description.replace("{thing}", thing),
      priority: step.priority ?? (milestone === 0 ? "high" : "medium"),
      milestone,
      rank: step.at === "start" ? RANK_START + index : step.at === "end" ? RANK_END + index : RANK_MIDDLE + index,
      weight: domain.stepDays,
      requestedDay: null,
      fromText: false,
    });
  });
  return drafts;
}
