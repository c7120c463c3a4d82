import { onTheDayItself } from "./countdown";
import { GENERIC_HEADING, sectionChain } from "./sections";
import { capitalizeFirst, countMatches, shorten } from "./text";
import type { DomainDef, PhaseDef, Section, StepDef, TextItem } from "./types";

// Decides the milestones (phases) and which one each item belongs to. The author's own phase
// headings ("Phase 1", "Week 3-4") win; otherwise the domain's usual phases are used, named after
// the author's matching headings where there are any.

export interface MilestoneDraft {
  name: string;
  description: string;
  /** The domain phase this milestone stands for, when it maps to one. */
  phaseId: string | null;
}

export interface PhaseAssignment {
  milestones: MilestoneDraft[];
  /** The milestones are the author's topics ("Venue", "Food"), not stages: the first is no more urgent. */
  byTopic: boolean;
  /** Milestone index for each item, in item order. */
  itemMilestone: number[];
  /** Whether the author put the item under a heading that names its phase. */
  placedByHeading: boolean[];
  placeStep(step: StepDef): number;
}

type StagedPhases = Omit<PhaseAssignment, "byTopic">;

/** "Record the pilot before we publish" is recording: clauses about timing do not place an item. */
const SUBORDINATE = /\s(?:before|after|until|once|when|whenever|so that|because|while|ahead of)\s/i;

/** Keyword score, with an action's first word counting extra: "Test the contact form" is testing. */
function affinity(phase: PhaseDef, fullText: string): number {
  const text = fullText.split(SUBORDINATE)[0] ?? fullText;
  const firstWord = /^\p{L}+/u.exec(text)?.[0] ?? "";
  return countMatches(phase.keywords, text) + (firstWord && countMatches(phase.keywords, firstWord) > 0 ? 1 : 0);
}

function bestPhase(phases: PhaseDef[], text: string): number | null {
  let best: number | null = null;
  let bestScore = 0;
  phases.forEach((phase, index) => {
    const score = affinity(phase, text);
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  return best;
}

function headingName(title: string): string {
  // "(40%) UX & docs": how far along a tracking issue's part is, no part of its name.
  const named = title.replace(/^\(\d{1,3}\s*%\)\s*/u, "");
  return shorten(capitalizeFirst(named.replace(/\s+/g, " ").trim()), 80);
}

function hasItems(section: Section, items: TextItem[]): boolean {
  return items.some((item) => sectionChain(item.section).includes(section));
}

/**
 * @param dayOf the day an item's own words give it, if any ("prune the roses in February").
 */
export function assignPhases(
  domain: DomainDef,
  sections: Section[],
  items: TextItem[],
  dayOf: (item: TextItem) => number | null,
): PhaseAssignment {
  const titlePhase = new Map<Section, number | null>();
  for (const section of sections) titlePhase.set(section, section.role === "work" ? bestPhase(domain.phases, section.title) : null);
  const explicit = sections.filter((s) => s.role === "work" && s.explicitPhase && hasItems(s, items));
  if (explicit.length >= 2) return { ...authorPhases(domain, sections, items, titlePhase, []), byTopic: false };
  const own = ownSections(domain, sections, items, dayOf);
  return own.length > 0
    ? { ...authorPhases(domain, sections, items, titlePhase, own), byTopic: true }
    : { ...domainPhases(domain, items, titlePhase), byTopic: false };
}

/**
 * "## Design / - pick a theme / ## Build / - add products" in a plan of no known kind: the author's own
 * sections are its phases. The general phases took them by a word each, so "Design" (no word of theirs)
 * fell into "Build" and the plan lost a phase. Only when every item sits under one of two or more such
 * headings, each a short name of a part of the work ("Tasks", "Notes" and the like say what a list is).
 * They are the author's topics, not stages: the first is no more urgent than the others.
 */
function ownSections(domain: DomainDef, sections: Section[], items: TextItem[], dayOf: (item: TextItem) => number | null): Section[] {
  if (domain.kind !== "generic") return [];
  const own = sections.filter(
    (s) =>
      s.role === "work" &&
      !s.isTask &&
      // "## Must / ## Nice": how much each item matters, which their priorities already say.
      !s.priority &&
      hasItems(s, items) &&
      !GENERIC_HEADING.test(s.title) &&
      s.title.split(/\s+/).length <= 5 &&
      !sectionChain(s.parent).some(
        (ancestor) => ancestor.role === "work" && hasItems(ancestor, items) && !GENERIC_HEADING.test(ancestor.title),
      ),
  );
  if (own.length < 2 || !items.every((item) => sectionChain(item.section).some((s) => own.includes(s)))) return [];
  // "Garden: prune the roses in February / House: clean the gutters in January": topics whose dates
  // interleave are worked on side by side, which phases one after the other would undo (January's
  // gutters were cleaned in April).
  const days = items.flatMap((item) => (item.done ? [] : [dayOf(item)])).filter((day) => day !== null);
  return days.every((day, index) => index === 0 || day >= (days[index - 1] ?? day)) ? own : [];
}

function domainPhases(domain: DomainDef, items: TextItem[], titlePhase: Map<Section, number | null>): StagedPhases {
  const milestones: MilestoneDraft[] = domain.phases.map((phase) => ({ name: phase.name, description: phase.outcome, phaseId: phase.id }));
  // A phase takes the author's heading as its name only when exactly one heading leads to it.
  const headingsPerPhase = new Map<number, Set<Section>>();
  for (const item of items) {
    const entry = sectionChain(item.section).find((s) => titlePhase.get(s) != null);
    const phase = entry ? titlePhase.get(entry) : null;
    if (entry && phase != null) headingsPerPhase.set(phase, (headingsPerPhase.get(phase) ?? new Set()).add(entry));
  }
  const renamed = new Set<number>();
  const defaultPhase = Math.max(
    0,
    domain.phases.findIndex((phase) => phase.id === domain.defaultPhase),
  );
  const lastInSection = new Map<Section | null, number>();
  const placedByHeading: boolean[] = [];
  const itemMilestone = items.map((item) => {
    const chain = sectionChain(item.section);
    const fromHeading = chain.map((s) => ({ s, phase: titlePhase.get(s) ?? null })).find((entry) => entry.phase !== null);
    let phase: number;
    if (fromHeading && fromHeading.phase !== null) {
      phase = fromHeading.phase;
      const title = fromHeading.s.title;
      const milestone = milestones[phase];
      const sole = headingsPerPhase.get(phase)?.size === 1;
      // "Launch site" over its subtasks is a task of the phase: the phase keeps its own name.
      const named = !fromHeading.s.isTask;
      if (milestone && sole && named && !renamed.has(phase) && title.split(/\s+/).length <= 5 && title.length <= 40) {
        milestone.name = headingName(title);
        renamed.add(phase);
      }
    } else if (/[?？]\s*$/u.test(item.text)) {
      // Open questions block the work that depends on their answers.
      phase = 0;
    } else {
      phase = bestPhase(domain.phases, item.text) ?? lastInSection.get(item.section) ?? defaultPhase;
    }
    const timed = whenAroundTheDay(chain, domain.phases, phase, lastInSection.get(item.section));
    lastInSection.set(item.section, timed ?? phase);
    placedByHeading.push(fromHeading !== undefined || timed !== null);
    return timed ?? phase;
  });
  // A kind's own phases (venue before promotion) order a checklist; the generic ones only guess from a word.
  // A checklist ticked off from its top is being worked through in its own order, whatever its kind.
  if (domain.kind === "generic" || workedThrough(items)) inReadingOrder(items, itemMilestone, placedByHeading);
  return {
    milestones,
    itemMilestone,
    placedByHeading,
    placeStep: (step) =>
      Math.max(
        0,
        domain.phases.findIndex((phase) => phase.id === step.phase),
      ),
  };
}

/** "After the event", "Post-workshop", "Follow-up": what the author does once the day is over. */
const AFTER_THE_DAY =
  /\bafter(?:wards)?\b|\bpost[- ]?(?:the\s+)?(?:event|workshop|conference|meetup|sprint|hackathon|party|wedding|launch|show|session|talk)\b|\bfollow[- ]?ups?\b|\bwrap[- ]?up\b/i;
/** "Last day checks", "The day before", "Week of the event": the days just before it. */
const LAST_DAYS = /\b(?:last[- ](?:day|minute|week)|(?:day|night|evening) before|week of|final checks?)\b/i;
/** "Before the event", "Pre-workshop", "Pre event": any time before the day. */
const BEFORE_THE_DAY =
  /\b(?:before|pre)[- ]?(?:the\s+)?(?:event|workshop|conference|meetup|sprint|hackathon|day|party|wedding|launch|show|session|talk)\b/i;

/**
 * "## Before the event / - [ ] Create a feedback survey", "## After the event / - [ ] Send the survey": an
 * event's checklist says when around the day its items are done, and a word ("survey", "feedback") does
 * not move one after the day (issue 20: a sprint's pre-event survey and its "last day checks" were
 * sorted into the wrap-up and the venue booking). Null when no heading says, or the kind has no day.
 * ("During the event" is left to the day's own placing, which holds such work on the day.)
 */
function whenAroundTheDay(chain: Section[], phases: PhaseDef[], phase: number, previous: number | undefined): number | null {
  const day = phases.findIndex((p) => p.id === "day");
  const wrapUp = phases.findIndex((p) => p.id === "wrapup");
  if (day < 1 || wrapUp < 0) return null;
  for (const section of chain) {
    const title = section.title;
    if (LAST_DAYS.test(title)) return day - 1;
    if (onTheDayItself(title)) return day;
    if (BEFORE_THE_DAY.test(title)) return phase < day ? phase : Math.min(previous ?? day - 1, day - 1);
    if (AFTER_THE_DAY.test(title)) return wrapUp;
  }
  return null;
}

/**
 * "fix login redirect, write tests, bump deps, release 0.4.0": a list is done in the order it is
 * written, so a word's phase never moves an item after the items below it in the same section
 * ("fix" would put the first item in Review, after the release). Items placed by a heading keep it.
 * For the generic kind only, whose phases are guessed from a word.
 */
/**
 * "- [x] Research the guest / - [x] Record the episode / - [ ] Produce the episode / - [ ] Post it": its
 * first entries ticked off and some still open, a checklist followed from the top (issue 20: a podcast
 * episode's steps were sorted into a campaign's phases, posting before producing).
 */
function workedThrough(items: TextItem[]): boolean {
  return items[0]?.done === true && items.some((item) => !item.done);
}

function inReadingOrder(items: TextItem[], phases: number[], placedByHeading: boolean[]): void {
  const laterMin = new Map<Section | null, number>();
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i];
    const phase = phases[i];
    if (!item || phase === undefined || placedByHeading[i]) continue;
    const later = laterMin.get(item.section) ?? Number.POSITIVE_INFINITY;
    const kept = Math.min(phase, later);
    phases[i] = kept;
    laterMin.set(item.section, kept);
  }
}

function authorPhases(
  domain: DomainDef,
  sections: Section[],
  items: TextItem[],
  titlePhase: Map<Section, number | null>,
  own: Section[],
): StagedPhases {
  const phaseLike = (section: Section) => section.explicitPhase || titlePhase.get(section) != null || own.includes(section);
  const milestoneSections = sections.filter((section) => {
    if (section.role !== "work" || !hasItems(section, items) || !phaseLike(section)) return false;
    return !sectionChain(section.parent).some(phaseLike);
  });
  const milestones: MilestoneDraft[] = milestoneSections.map((section) => {
    const phaseIndex = titlePhase.get(section);
    const phase = phaseIndex == null ? undefined : domain.phases[phaseIndex];
    return {
      name: headingName(section.title),
      description: phase ? phase.outcome : `Work listed under “${section.title}” in the brief.`,
      phaseId: phase?.id ?? null,
    };
  });
  const phaseOf = (index: number) => domain.phases.find((phase) => phase.id === milestones[index]?.phaseId);

  const itemMilestone = items.map((item) => {
    const chain = sectionChain(item.section);
    const own = chain.map((s) => milestoneSections.indexOf(s)).find((index) => index >= 0);
    if (own !== undefined) return own;
    let best = -1;
    let bestScore = 0;
    milestones.forEach((_, index) => {
      const phase = phaseOf(index);
      const score = phase ? affinity(phase, item.text) : 0;
      if (score > bestScore) {
        best = index;
        bestScore = score;
      }
    });
    if (best >= 0) return best;
    const position = item.section?.order ?? -1;
    const preceding = milestoneSections.filter((s) => s.order <= position).length - 1;
    return Math.max(0, preceding);
  });

  return {
    milestones,
    itemMilestone,
    placedByHeading: items.map((item) =>
      sectionChain(item.section).some((s) => milestoneSections.includes(s) && titlePhase.get(s) != null),
    ),
    placeStep: (step) => {
      const exact = milestones.map((m) => m.phaseId).lastIndexOf(step.phase);
      if (exact >= 0) return exact;
      const phase = domain.phases.find((p) => p.id === step.phase);
      if (phase) {
        const byTitle = bestPhaseIndex(milestoneSections, (s) => affinity(phase, s.title));
        if (byTitle !== null) return byTitle;
      }
      return domain.phases[0]?.id === step.phase ? 0 : milestones.length - 1;
    },
  };
}

function bestPhaseIndex(sections: Section[], score: (section: Section) => number): number | null {
  let best: number | null = null;
  let bestScore = 0;
  sections.forEach((section, index) => {
    const value = score(section);
    if (value > bestScore) {
      best = index;
      bestScore = value;
    }
  });
  return best;
}
