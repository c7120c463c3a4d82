import type { DayNumber } from "../dates";
import type { Priority } from "../schemas/fields";
import type { StatedEstimate } from "./estimates";

export type ProjectKind =
  | "website"
  | "mobile-app"
  | "marketing-campaign"
  | "event"
  | "research"
  | "product-launch"
  | "internal-tool"
  | "hiring"
  | "change"
  | "bug-fix"
  | "repair"
  | "generic";

export interface PhaseDef {
  id: string;
  name: string;
  /** What "done" means for the phase; becomes the milestone description. */
  outcome: string;
  /** Words that place a heading or an item in this phase. */
  keywords: RegExp;
}

export interface StepDef {
  phase: string;
  name: string;
  description: string;
  priority?: Priority;
  /** Added even when the text brings its own list, if nothing in the text covers it. */
  essential?: boolean;
  /** Standard steps go before the text's own items of the phase ("start") or after them. */
  at?: "start" | "end";
  /** Text that already does this step, so it is not added twice. */
  covers: RegExp;
  /** The day the whole project leads up to ("Host the event"): what comes after it is dated after it. */
  theDay?: boolean;
  /** Only relevant when the idea mentions this (e.g. redirects only for a redesign). */
  when?: RegExp;
  /** The main body of work, in general terms: a text whose one item falls in its phase is that work. */
  coreWork?: boolean;
}

export interface DomainDef {
  kind: ProjectKind;
  /** Noun used in the description: "website", "mobile app". */
  label: string;
  phases: PhaseDef[];
  steps: StepDef[];
  /** Phase for the text's items that match no phase keywords. */
  defaultPhase: string;
  /** Solo working days for one standard step and for one item from the text. */
  stepDays: number;
  itemDays: number;
  /** Shortest sensible default timeline in weeks. */
  minWeeks: number;
}

/** A heading in the text, with what it means for the items under it. */
export interface Section {
  title: string;
  level: number;
  parent: Section | null;
  order: number;
  role: "work" | "context" | "excluded";
  /** Priority implied by the heading ("Nice to have", "Must have"). */
  priority: Priority | null;
  /** "Phase 2", "Week 3-4", "Milestone: Beta": the author's own phase structure. */
  explicitPhase: boolean;
  /** A list entry with sub-items that is a task itself: it names that task, not a phase. */
  isTask?: boolean;
}

/** What an inline list said its entries are, so they get the verb that fits ("Add dark mode", "Host a webinar"). */
export type ItemHint = "feature" | "channel" | "deliverable" | "chapter";

/** One candidate task read from the text. */
export interface TextItem {
  text: string;
  /** The full source line or sentence, kept for the task description. */
  original: string;
  /** The entry's own words when `original` is the whole inline list it came from. */
  own?: string;
  hint?: ItemHint;
  /** Priority its inline label gives it ("Must have:", "Nice to have:"). */
  priority?: Priority | null;
  section: Section | null;
  order: number;
  source: "list" | "sentence" | "chat";
  speaker?: string;
  assignee?: string;
  done?: boolean;
  /** Its month was read after the list's entry before it ("…, query agents in December"): next year's. */
  monthAfterPrevious?: boolean;
  /** The launch, race or test the opening names: the day the text's work leads to, delivered on it. */
  theDay?: boolean;
  /** The list entry this one is nested under, when that entry is a task itself: it becomes its subtask. */
  parent?: TextItem;
  /** Said after "After the launch,": done once the day the plan leads to is over. */
  afterTheDay?: boolean;
}

/** A task on its way into the plan. */
export interface DraftTask {
  name: string;
  description: string;
  priority: Priority;
  /** Position in the final milestone list. */
  milestone: number;
  /** Text order for the text's items; standard steps sort before (start) or after them (end). */
  rank: number;
  /** Relative effort, used to spread due dates. */
  weight: number;
  requestedDay: DayNumber | null;
  fromText: boolean;
  /** The words of the idea the task came from; null for a standard step. */
  source: string | null;
  /** The task this one is a subtask of (issue 14): an entry the author nested it under. */
  parent?: DraftTask | null;
  /** A usual step of this kind of project that the text did not ask for (issue 20), and why it is offered. */
  suggested?: boolean;
  reason?: string;
  /** The day the project leads up to (an event's own day): the steps after it follow it. */
  theDay?: boolean;
  /** Ticked off in the text: a task already done. */
  done?: boolean;
  /** "Send thank-you notes after": done once the day the plan leads to is over. */
  followsTheDay?: boolean;
  /** "After the launch, reply to every comment": it follows a day the text names, which the plan must hold. */
  afterNamedDay?: boolean;
  /** Dated by a weekday ("by Friday", "next Monday"): which week the author meant is a reading, not a given. */
  byWeekday?: boolean;
  /** A slot of the event's programme ("1:00pm - 1:30pm - Welcome"): it happens on the day itself. */
  onTheDay?: boolean;
  /** Issue 26: the effort the item's own words state ("eight days", "~3h"), read once its name is settled. */
  effort?: StatedEstimate;
}
