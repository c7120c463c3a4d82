import { type DayNumber, dayFromNumber, utcDayNumberOf } from "../dates";
import { COUNTDOWN_ASIDE_LEVEL, countdownAside, countdownDay, onTheDayItself } from "./countdown";
import { RECRUIT_A_HIRE } from "./domain-hiring";
import { SOFTWARE_KINDS } from "./domain-software";
import { type DateMention, findDateMentions, RELATIVE_TIME, removeMentions } from "./parse-dates";
import type { ParsedIdea } from "./parse-idea";
import type { PhaseAssignment } from "./phases";
import { itemPriority } from "./priority";
import { readRepeat } from "./repeats";
import { saidAsFarewell } from "./said-as-deadline";
import { sectionChain } from "./sections";
import {
  channelVerb,
  deliverableVerb,
  featureVerb,
  isFeatureName,
  PHRASAL_AFTER,
  shapeText,
  startsWithVerb,
  toTaskName,
  verbOnThing,
  withVerb,
} from "./task-names";
import { asSentence, capitalizeFirst, matches, shorten, tokens } from "./text";
import type { DomainDef, DraftTask, ProjectKind, Section, StepDef, TextItem } from "./types";
import { INTERJECTION, verbBase } from "./vocabulary";

// Turns the text's items and the domain's missing standard steps into draft tasks.

/**
 * "Send thank-you notes after", "Clean up the day after", "register within 2 weeks of arriving": work done
 * once the day the plan leads to is over. Not "look after" or "go after", whose "after" is the verb's (as task names read it).
 */
const FOLLOWS_THE_DAY = new RegExp(
  `(?<!\\b(?:${PHRASAL_AFTER}))\\s(?:after(?:wards?)?|after that|later on)[.!]?$|\\s(?:within\\s+(?:\\d+|a|an|one|two|three|four)\\s+(?:days?|weeks?)\\s+of|(?:right\\s+|soon\\s+)?after)\\s+(?:arriving|arrival|moving in|the move|landing|we arrive|I arrive|we land|I land|getting there)[.!]?$|\\s(?:the (?:day|morning|week) after|after the (?:event|party|dinner|gala|wedding|day|conference|launch|trip|meeting|show|concert|game|match|race|offsite|retreat|workshop|sale|fair|festival|ceremony|reception))[.!]?$`,
  "i",
);

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

const HAS_RELATIVE_TIME = new RegExp(RELATIVE_TIME.source, "i");

/** Kinds whose listed features are software the team builds. */

/**
 * Gives listed features and channels the verb their kind of project uses ("Add dark mode", "Host a
 * webinar"), before phases are assigned, so the verb counts towards the phase like any other word.
 */
/** "Hiring plan Q1", "Recruit for the new team": a plan of people to hire. */
const HIRING = /\b(?:hir(?:e|es|ing)|headcount)\b/i;
/** "2 backend engineers", "one designer", "a PM": people counted by their role, as a hiring plan lists them. */
const COUNTED_PEOPLE =
  /^(?:\d{1,3}|a|an|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:[\p{L}-]+\s+){0,3}(?:engineers?|developers?|devs?|designers?|pms?|managers?|marketers?|writers?|analysts?|scientists?|interns?|reps?|leads?|recruiters?|accountants?|assistants?|baristas?|chefs?|cooks?|nurses?|teachers?|drivers?|staff|people|persons?|consultants?|specialists?|architects?|testers?|qa|admins?|agents?|associates?|coordinators?|officers?|heads?|vps?|directors?|freelancers?|contractors?|hires?)\b/iu;

/** "Trip To Japan" as the text wrote it ("trip to Japan"): Title Case hides which words are names. */
function asWritten(name: string, text: string): string {
  const at = text.toLowerCase().indexOf(name.toLowerCase());
  if (at >= 0) return text.slice(at, at + name.length);
  // "Trip to Japan", named from "Trip: Japan, Dec 19.": a word keeps the capital the text always gives it.
  return (
    name
      .split(/\s+/)
      // "NYC", "iPhone": a word with a capital past its first letter keeps its case ("Trip to nyc" was the day).
      .map((word) => (properNoun(word, text) || /\p{Lu}/u.test(word.slice(1)) ? word : word.toLowerCase()))
      .join(" ")
  );
}

/** A word the text writes with a capital everywhere, and at least once where a sentence does not start. */
function properNoun(word: string, text: string): boolean {
  if (!/^\p{Lu}\p{Ll}+$/u.test(word)) return false;
  const uses = [...text.matchAll(new RegExp(`(^|[.!?]\\s+|\\n\\s*|[^\\p{L}])(${word})(?!\\p{L})`, "giu"))];
  return uses.length > 0 && uses.every((m) => m[2] === word) && uses.some((m) => !/^$|[.!?]\s+$|\n\s*$/.test(m[1] ?? "") && m.index !== 0);
}

/** Whether a word is a date does not depend on today. */
const ANY_DAY = utcDayNumberOf(new Date(0));
/** "Final QA (Sarah)", "Announce it (Sarah & Tom)": people's first names in brackets after the work. */
const BRACKET_OWNERS = /\s*\((\p{Lu}\p{Ll}+(?:\s*(?:,|&|\/|and)\s*\p{Lu}\p{Ll}+){0,3})\)\s*[.;]?$/u;

/**
 * A checklist that puts its owners in brackets (issue 20): the names leave the tasks' names and become
 * their assignees. One bracketed word could be a brand or a place ("Book a hotel (Hilton)"), so it takes
 * a name given more than one task, and never a date ("(Friday)").
 */
function bracketOwners(items: TextItem[]): void {
  const owners = items.map((item) => {
    const m = item.assignee ? null : BRACKET_OWNERS.exec(item.text);
    return m?.[1] && findDateMentions(m[1], ANY_DAY).length === 0 ? m : null;
  });
  const names = owners.flatMap((m) => (m?.[1] ?? "").split(/\s*(?:,|&|\/|\band\b)\s*/).filter(Boolean));
  if (names.length === new Set(names).size) return;
  items.forEach((item, i) => {
    const m = owners[i];
    if (!m?.[1] || m.index === 0) return;
    item.text = item.text.slice(0, m.index);
    item.assignee = m[1].split(/\s*(?:,|&|\/|\band\b)\s*/).join(", ");
  });
}

/** A plan of people to hire: its hires are what it delivers, so no "Deliver the hiring plan" closes it. */
export function isHiringPlan(headline: string): boolean {
  return HIRING.test(headline) || RECRUIT_A_HIRE.test(headline);
}

/** "…, write JDs first": an item the author put first in words, wherever it sits in the list. */
const SAID_FIRST = /[\s,]+(?:first|first of all|before anything else|before all that|to start(?: with)?)\s*[.!]?$/i;
/**
 * A hiring plan's process, which leads to its hires whatever order the list has: the job's description,
 * its posting, screening, interviews and offers (onboarding, after the hires, is not among them).
 */
const HIRING_STEPS =
  /^(?:write|draft|prepare|update|post|publish|advertise|screen|source|shortlist|interview|run|hold|schedule|send|make|extend|check|brief|contact|call)\b.*\b(?:jds?|job descriptions?|job (?:ads?|posts?|postings?|listings?|specs?)|role descriptions?|jobs?|roles?|openings?|positions?|vacanc\w+|linkedin|job boards?|candidates?|applicants?|cvs?|résumés?|resumes?|interviews?|offers?|references?|recruit\w*|agenc\w+)\b/i;

function saidFirst(items: TextItem[], hiring: boolean): void {
  const first = Math.min(...items.map((item) => item.order));
  for (const item of items) {
    const said = SAID_FIRST.exec(item.text);
    if (said && said.index > 0) item.text = item.text.slice(0, said.index);
    if (said || (hiring && HIRING_STEPS.test(item.text))) item.order = first - 1 + item.order / 1e6;
  }
}

/** Irregular past participles a result is said with: "the contract signed", "the report written". */
const IRREGULAR_DONE: Record<string, string> = {
  done: "finish",
  written: "write",
  made: "make",
  built: "build",
  sent: "send",
  set: "set",
  taken: "take",
  chosen: "choose",
  paid: "pay",
  bought: "buy",
  sold: "sell",
};

/** "polished" → "polish", "prepared" → "prepare", "planned" → "plan", "tidied" → "tidy". */
function participleBase(word: string): string | null {
  const lower = word.toLowerCase();
  if (IRREGULAR_DONE[lower]) return IRREGULAR_DONE[lower] ?? null;
  if (!lower.endsWith("ed") || lower.length < 5) return null;
  const stem = lower.slice(0, -2);
  const candidates = [stem, `${stem}e`, stem.slice(0, -1), stem.endsWith("i") ? `${stem.slice(0, -1)}y` : ""];
  return candidates.find((candidate) => candidate !== "" && verbBase(candidate) === candidate) ?? null;
}

/**
 * "We need the onboarding polished, a video recorded and slides ready": the state each thing should be in,
 * which is the work to get it there ("Polish the onboarding", "Record a video", "Get slides ready").
 */
const RESULT_STATE = /^((?:(?:the|a|an|our|my|all|every)\s+)?(?:[\p{L}\p{N}'’/-]+\s+){0,3}?[\p{L}\p{N}'’/-]+)\s+(\p{L}+|ready|in place)$/iu;

/** "… delivered to SkyScanner", "… updated ([link to commit])": where or how, kept after the work. */
const STATE_TAIL =
  /\s+(?:(?:to|at|with|on|in|by|via)\s+[^()]{1,40}?|\([^()]{1,60}\)|(?:\d+|a|an|one|two|three|four)\s+(?:days?|weeks?|months?)\s+(?:before|after|ahead)(?:\s+[^()]{1,30}?)?)$/iu;

function resultAsWork(text: string): string | null {
  const clean = text.trim().replace(/[.!]+$/u, "");
  const tail = STATE_TAIL.exec(clean);
  const m = RESULT_STATE.exec(tail ? clean.slice(0, tail.index) : clean);
  if (!m?.[1] || !m[2] || startsWithVerb(text)) return null;
  const work = stateWork(m[1], m[2]);
  return work && tail ? `${work}${tail[0]}` : work;
}

/** The work that brings `subject` to `state`: "the onboarding" + "polished" → "Polish the onboarding". */
function stateWork(subject: string, state: string): string | null {
  // "the cake is ordered" reports a state already reached.
  if (/\b(?:is|are|was|were|has|have|had|been|be|will|got|gets)\b/i.test(subject)) return null;
  const thing = subject.replace(/^(?:The|A|An|Our|My|All|Every)\b/, (word) => word.toLowerCase());
  if (/^(?:ready|in place)$/i.test(state)) return `Get ${thing} ${state.toLowerCase()}`;
  const base = participleBase(state);
  return base ? `${capitalizeFirst(base)} ${thing}` : null;
}

/** "Trip to Japan: Tokyo, Kyoto, Osaka", "Itinerary: …": a journey named before the colon. */
const TRIP_HEAD =
  /^[^:：]*\b(?:trip|travel|tour|journey|vacation|holiday|honeymoon|itinerary|route|road ?trip|backpacking|stops|destinations)\b[^:：]*[:：]/i;
/** A place's name, mid-sentence capitals and all: "Kyoto", "New York", "Rio de Janeiro". */
const PLACE = /^(?:the\s+)?\p{Lu}[\p{L}'’.-]*(?:\s+(?:\p{Lu}[\p{L}'’.-]*|de|del|da|do|la|le|am|an|upon|on)){0,3}$/u;

/**
 * The inline lists after a trip's colon that name only places: each is a stop on the way, whose visit is
 * planned ("Tokyo" was a task of its own, a verbless name). Lines of a list start with a capital anyway,
 * so only the places inside a sentence, where a capital means a name, count.
 */
function tripStops(items: TextItem[]): Set<TextItem> {
  const byLine = new Map<string, TextItem[]>();
  for (const item of items)
    if (item.source === "sentence" && TRIP_HEAD.test(item.original))
      byLine.set(item.original, [...(byLine.get(item.original) ?? []), item]);
  const stops = new Set<TextItem>();
  const place = (item: TextItem) => !item.done && PLACE.test(item.text.trim()) && !startsWithVerb(item.text);
  // The first entry's capital may only start the list ("Trip to Spain: Flights, hotels"): it is a place
  // when the whole list is.
  for (const line of byLine.values())
    for (const [index, item] of line.entries()) if (place(item) && (index > 0 || (line.length >= 2 && line.every(place)))) stops.add(item);
  return stops;
}

/** "plumber in February" in any plan: a trade named alone is booked ("Plumber" was the task). */
const TRADES =
  /^(?:(?:the|a|an)\s+)?(?:plumber|electrician|painters?|decorator|contractor|builder|tiler|carpenter|joiner|handyman|roofer|gardener|landscaper|cleaners?|cleaning company|movers|removals? company|locksmith|surveyor|architect|babysitter|dog ?sitter|pet ?sitter)(?:\s+(?:in|on|by|before|after|next|this|early|late|mid)\b.*)?$/i;

/** A plan for a journey: "Trip to Japan", "Honeymoon in Bali", "Family vacation". */
const TRIP = /\b(?:trip|travel|vacation|holiday|honeymoon|journey|backpacking)\b/i;
/** What a trip's bare list names is booked ("Flights" → "Book flights"), bought or applied for. */
const TRIP_VERBS: ReadonlyArray<[RegExp, string]> = [
  [
    /^(?:(?:the|a|our)\s+)?(?:flights?|plane tickets?|hotels?|hostels?|accommodations?|lodging|airbnbs?|rooms?|rental cars?|cars?|car rental|car hire|train tickets?|trains?|(?:rail|jr|eurail|interrail|train)\s+pass(?:es)?|ferry|ferries|tickets?|tours?|excursions?|guided tours?|restaurants?|dinner reservations?|campsites?|camping spots?|transfers?|airport transfers?)(?:\s+(?:in|at|near|for|to|from)\s+\S.*)?$/i,
    "Book",
  ],
  [/^(?:(?:the|a)\s+)?(?:travel\s+)?insurance$/i, "Buy"],
  [/^(?:(?:the|a)\s+)?(?:visas?|e-?visas?|esta)$/i, "Apply for"],
];
/** A new person's first days: "New hire onboarding for Priya", "Onboarding plan for the new designer". */
const ONBOARDING =
  /\b(?:onboarding|new hire|new starter|first day|joiner|new\s+(?:employee|colleague|teammate|team member|designer|developer|engineer|intern|assistant|analyst|writer|marketer|manager)s?)\b/i;
/** What an onboarding's bare list names: equipment ordered, accounts set up, a buddy assigned. */
const ONBOARDING_VERBS: ReadonlyArray<[RegExp, string]> = [
  [/^(?:(?:the|a|her|his|their)\s+)?(?:laptop|computer|monitor|phone|equipment|hardware|desk|chair|keycard|badge)s?(?:\s.*)?$/i, "Order"],
  [/^(?:(?:the|an?|her|his|their)\s+)?(?:accounts?|logins?|access|email|e-mail)(?:\s.*)?$/i, "Set up"],
  [/^(?:(?:a|the)\s+)?(?:buddy|mentor)$/i, "Assign"],
  [/^(?:(?:the|a)\s+)?(?:first[- ]week\s+|first[- ]day\s+)?(?:schedule|plan|agenda)$/i, "Plan"],
  [/^(?:(?:the|a)\s+)?(?:welcome\s+(?:pack|kit|lunch|email)|swag)$/i, "Prepare"],
  [/^(?:(?:the|an?)\s+)?(?:intro(?:duction)?|team)\s+(?:lunch|dinner|coffee)(?:\s+(?:on|this|next)\s.*)?$/i, "Book"],
  [/^(?:(?:the|her|his|their)\s+)?(?:\d+[- ]day|first[- ](?:month|quarter))\s+goals$/i, "Set"],
];
/** What an event's bare list names: vendors booked ("Venue" → "Book the venue"), invitations sent. */
const EVENT_VERBS: ReadonlyArray<[RegExp, string]> = [
  [
    /^(?:(?:the|a|our)\s+)?(?:venues?|location|caterers?|catering|photographers?|videographers?|djs?|band|musicians?|florists?|officiant|rentals?|tent|marquee|entertainment|speakers?|hotel block|room block|shuttles?|transport(?:ation)?|bus|limo|hair and make-?up|make-?up artist|private rooms?)$/i,
    "Book",
  ],
  [/^(?:(?:the|a|our)\s+)?(?:(?:birthday\s+|wedding\s+)?cake|flowers|balloons|t-?shirts|name ?tags|badges)$/i, "Order"],
  [/^(?:(?:the|our)\s+)?guest ?list$/i, "Draft"],
  [/^(?:(?:the|a|our)\s+)?(?:playlist|slideshow|photo slideshow|seating plan|run-of-show|menu|agenda)$/i, "Plan"],
  [/^(?:(?:the|our)\s+)?(?:speeches|toasts|games|activities)$/i, "Arrange"],
  [/^(?:(?:the|our)\s+)?(?:invitations?|invites?|save[- ]the[- ]dates?)$/i, "Send"],
  [/^(?:(?:the|our)\s+)?(?:decorations?|decor|favou?rs|party favou?rs|drinks|food|snacks|supplies|gifts?|presents?)$/i, "Buy"],
  // "…offsite in Lisbon: flights, hotel, one workshop day, a dinner, and a city tour".
  [
    /^(?:(?:the|a|an|one|our)\s+)?(?:(?:team\s+|group\s+|welcome\s+)?(?:dinner|lunch|brunch)|(?:city\s+|walking\s+|guided\s+)?tour|boat trip|excursion|(?:[\p{L}-]+\s+)?(?:lesson|class|cruise))(?:\s+(?:on|for|at|in|with|if|during)\s.*)?$/iu,
    "Book",
  ],
  [
    /^(?:(?:the|a|an|one|two|our)\s+)?(?:workshop days?|workshops?|team activity|team-?building(?: activity)?)(?:\s+(?:on|for|at|in|with|about|during)\s.*)?$/i,
    "Plan",
  ],
];
const COST_TAIL = /\s*[:：–—-]\s*((?:[$€£]\s?\d[\d,.]*k?|\d[\d,.]*k?\s?(?:€|eur|usd|gbp|dollars|euros)))\s*$/iu;

/** A room redone: "Bathroom renovation", "Kitchen remodel", "Attic makeover". */
const RENOVATION = /\b(?:renovat\w*|remodel\w*|refit|refurb\w*|makeover|fit-?out|redo)\b/i;
const FITTING_WORDS =
  "(?:(?:the|a|an|our|new|better|bigger|brighter|modern|quartz|marble|granite|stone|wood(?:en)?|oak|ceramic|porcelain|led|recessed|walk-in|double|heated|glass|built-in|floating)\\s+){0,3}";
/** What a renovation's bare list names: tiles laid ("New tiles" → "Lay new tiles"), fittings installed. */
const RENOVATION_VERBS: ReadonlyArray<[RegExp, string]> = [
  [new RegExp(`^${FITTING_WORDS}(?:tiles?|flooring|floors?|carpets?|laminate|parquet)$`, "i"), "Lay"],
  [
    new RegExp(
      `^${FITTING_WORDS}(?:sinks?|toilets?|showers?|bathtubs?|baths?|tubs?|vanit(?:y|ies)|faucets?|taps?|cabinets?|cupboards?|countertops?|worktops?|lighting|lights?|light fixtures?|windows?|doors?|radiators?|boilers?|heat pumps?|appliances?|fridges?|ovens?|dishwashers?|hobs?|extractor fans?|fans?|shelves|shelving|backsplash|splashback|mirrors?|underfloor heating|towel rails?)$`,
      "i",
    ),
    "Install",
  ],
];

/**
 * "book catering (_cfp phase_)", "send head count to caterer (last week)": a note in brackets on when, at
 * the end of a checklist's line. The line's description keeps it; the task's name does not.
 */
const WHEN_NOTE =
  /\s*\(\s*_?(?:(?:early|late|asap|soon|later|ongoing|tbd|(?:pre|post)-?(?:launch|release|event|conf\w*|show|sale|season|production)|(?:first|last|next|this)\s+(?:day|week|month|year))|[\p{L}\s-]{0,15}\s(?:phase|stage))_?\s*\)\s*$/iu;

/**
 * "record 8 episodes starting in January, one every two weeks": an entry that is only "one", "each" or "it"
 * and how often is the entry before it, repeating ("One" was a task of its own).
 */
function repeatsOfTheEntryBefore(items: TextItem[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const item = items[i];
    const before = items[i - 1];
    const how = /^(?:one|each|it|them|both)\s+(.+)$/i.exec(item?.text.trim() ?? "")?.[1];
    if (!item || !before || !how || before.done || item.original !== before.original || !readRepeat(item.text.trim())) continue;
    before.text = `${before.text.trim()} ${how}`;
    items.splice(i, 1);
  }
}

export function phraseItems(items: TextItem[], kind: ProjectKind, headline = ""): void {
  for (const item of items) item.text = item.text.replace(WHEN_NOTE, "") || item.text;
  repeatsOfTheEntryBefore(items);
  bracketOwners(items);
  const hiring = isHiringPlan(headline);
  saidFirst(items, hiring);
  const stops = tripStops(items);
  for (const item of items) {
    if (stops.has(item)) {
      item.text = `Plan the visit to ${item.text.trim()}`;
      continue;
    }
    const listVerbs = item.done
      ? null
      : TRIP.test(headline)
        ? TRIP_VERBS
        : kind === "event"
          ? [...EVENT_VERBS, ...TRIP_VERBS]
          : ONBOARDING.test(headline)
            ? ONBOARDING_VERBS
            : RENOVATION.test(headline)
              ? RENOVATION_VERBS
              : null;
    // "Tiles: $2,000", "Plumber – $3,000": a budget's line names the thing, then what it costs.
    const cost = COST_TAIL.exec(item.text.trim());
    const thing = cost ? item.text.trim().slice(0, cost.index) : item.text.trim();
    const verb = listVerbs?.find(([pattern]) => pattern.test(thing))?.[1] ?? (!item.done && TRADES.test(thing) ? "Book" : undefined);
    if (verb) {
      // "laptop and accounts ready": the verb says how they get ready ("Set up the accounts ready").
      item.text = `${verbOnThing(verb, thing.replace(/\s+(?:ready|in place|sorted|done)$/i, ""))}${cost ? ` (${cost[1]})` : ""}`;
      continue;
    }
    if (cost && listVerbs && /\p{L}/u.test(thing)) item.text = `${thing} (${cost[1]})`;
    const work = item.done || item.hint ? null : resultAsWork(item.text);
    if (work) item.text = work;
    // "Hiring plan Q1: 2 backend engineers (Jan), 1 designer (Feb)": each line is a hire.
    if (hiring && !item.done && COUNTED_PEOPLE.test(item.text) && !startsWithVerb(item.text)) {
      item.text = `Hire ${item.text}`;
      continue;
    }
    // A bug report's description, "Clicking Save does nothing", is the bug: the task is to fix it.
    if (kind === "bug-fix" && !startsWithVerb(item.text) && !item.done)
      item.text = `Fix: ${/^\p{Lu}\p{Ll}/u.test(item.text) ? item.text.charAt(0).toLowerCase() + item.text.slice(1) : item.text}`;
    // "Pages: home, menu, contact": a one-word page is a page, even when the word is also a verb.
    const oneWordPart = (item.hint === "deliverable" || item.hint === "chapter" || item.hint === "feature") && !/\s/.test(item.text.trim());
    // "Mobile app v2: push notifications, offline mode": a software plan's list names features to add.
    const feature =
      !item.hint && (SOFTWARE_KINDS.has(kind) || kind === "change") && !item.done && !startsWithVerb(item.text) && isFeatureName(item.text);
    if (feature) item.text = withVerb(featureVerb(item.text), item.text);
    if (!item.hint || (startsWithVerb(item.text) && !oneWordPart)) continue;
    if (item.hint === "chapter") item.text = withVerb("Write", item.text);
    else if (item.hint === "channel") item.text = withVerb(channelVerb(item.text), item.text);
    else if (item.hint === "deliverable") item.text = withVerb(deliverableVerb(item.text), item.text);
    else if (SOFTWARE_KINDS.has(kind)) item.text = withVerb(featureVerb(item.text), item.text);
  }
}

/** A bare web address in an item, with the colon or "at" that introduces it. */
const BARE_LINK = /\s*(?:[:：]|\bat\b)?\s*\(?(?:https?:\/\/|www\.)[^\s)]+\)?/giu;
/** The link with the word that pointed at it when nothing follows: "Prepare a release on GitHub with: https://…". */
const LINKED_AT = new RegExp(`(?:\\s+(?:with|via|on|from|in|here))?${BARE_LINK.source}(?=\\s*$)|${BARE_LINK.source}`, "giu");

/** "9:30 - 10:00 -", "1:00pm - 1:30pm -", "18:30 |": the time of day a programme's line opens with. */
const AGENDA_SLOT =
  /^\d{1,2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?(?:\s*(?:[-–—]|to)\s*\d{1,2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?)?\s*[-–—:|]?\s*(?=\p{L})/iu;

/** The slot's text, when the line opens with a clock time (a colon or am/pm: "3 - 4 pages" is none). */
function agendaSlot(text: string): string | null {
  const slot = AGENDA_SLOT.exec(text)?.[0];
  return slot && /:\d{2}|\d\s*[ap]\.?m\b/i.test(slot) ? slot : null;
}

/** Due date the author attached to an item: its latest calendar date, or "in 3 weeks". */
function requestedDay(item: TextItem, nameText: string, today: DayNumber, dayAbove?: DayNumber): DayNumber | null {
  // "before then" counts from a date said earlier in the same sentence, outside the item's own words, or
  // on the list's line above ("- hold the party on December 18 / - freeze the code 3 days before that").
  if (HAS_RELATIVE_TIME.test(nameText)) {
    const anchored = findDateMentions(item.original, today, item.source === "list" ? dayAbove : undefined).filter((m) => m.relative);
    if (anchored.length > 0) return Math.max(...anchored.map((m) => m.day));
  }
  const own = findDateMentions(nameText, today);
  const source = own.length > 0 ? nameText : item.original;
  const mentions = (own.length > 0 || item.source === "sentence" ? own : findDateMentions(item.original, today)).filter(
    (m) => !saidAsFarewell(source, m),
  );
  const usable = mentions.filter((m) => m.kind === "calendar" || /^(?:in|within|by)\b/i.test(source.slice(m.index, m.index + m.length)));
  // "this summer, everything ready by July 1": the season says when, the day says by when.
  const exact = usable.filter((m) => m.vague !== "season");
  const dated = exact.length > 0 ? exact : usable;
  return dated.length > 0 ? Math.max(...dated.map((m) => m.day)) : null;
}

/**
 * "Build a mobile app with push notifications (and dark mode) by May 1": the date that ends the opening
 * sentence dates the whole plan (its deadline), not the last feature it lists, which it pinned to the
 * deadline with the plan's testing and release squeezed into its last days. (A list of actions, "book the
 * venue, order the catering and send the invites by Friday", ends with the one the date is for.)
 */
function datesTheWhole(parsed: ParsedIdea, requested: Array<DayNumber | null>, today: DayNumber): void {
  const statement = parsed.statement;
  if (!statement) return;
  const parts = parsed.items.flatMap((item, i) => (item.hint === "feature" && item.original === statement ? [i] : []));
  const last = parts.at(-1);
  if (last === undefined || parts.slice(0, -1).some((i) => requested[i] !== null)) return;
  // "…with payments, launch in March": the launch is the day the date is for.
  if (/^(?:launch|release|ship|go live|publish)\b/i.test(parsed.items[last]?.text ?? "")) return;
  const end = findDateMentions(statement, today).at(-1);
  const ending = end && !/\p{L}/u.test(statement.slice(end.index + end.length));
  if (ending && requested[last] === end.day) requested[last] = null;
}

/** "one week before it", "2 days after it": counted from the thing the list is for. */
const COUNTS_FROM_IT = /\b(?:before|after)\s+it\b/i;

/** -1 for a line that counts back from the date before it ("3 weeks before that"), 1 on ("2 days after that"), else 0. */
function direction(text: string): -1 | 0 | 1 {
  if (/\b(?:before\s+(?:that|this|then|it)|earlier)\b/i.test(text)) return -1;
  return /\b(?:after\s+(?:that|this|it)|later|afterwards|thereafter)\b/i.test(text) ? 1 : 0;
}

/** A list whose first date is this close runs from today. */
const STARTS_SOON = 183;

/** Two entries of one list: the same inline sentence, or lines of the same list under the same heading. */
function sameList(a: TextItem, b: TextItem): boolean {
  return a.original === b.original || (a.source === "list" && b.source === "list" && a.section === b.section);
}

/** The days an entry names, and the words it names each with ("by Friday", "in March"). */
interface SaidDays {
  calendar: DateMention[];
  said: string[];
}

function saidDays(text: string, today: DayNumber): SaidDays {
  const calendar = findDateMentions(text, today).filter((m) => m.kind === "calendar");
  return { calendar, said: calendar.map((m) => text.slice(m.index, m.index + m.length)) };
}

/** Whether every day the entry names is a weekday's: "by Friday", "next Monday", "Thursday morning". */
function saidByWeekday({ said }: SaidDays): boolean {
  return said.length > 0 && said.every((words) => /(?:mon|tues|wednes|thurs|fri|satur|sun)day/i.test(words));
}

const BARE_WEEKDAY =
  /^(?:(?:on|by|before|until)\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:\s+(?:morning|afternoon|evening|night))?$/i;

/**
 * "Outline by Feb, first draft by August, edit in the fall, query agents in December": a list's months
 * follow each other, so a month or a season earlier than the entry before it is next year's (issue 20).
 * Read from today, the fall and December were this year's and came before the outline. So do weekdays
 * said in a row ("ship the fix Friday and update the docs Tuesday": the Tuesday after).
 */
function datesInListOrder(
  items: TextItem[],
  texts: string[],
  days: SaidDays[],
  requested: Array<DayNumber | null>,
  today: DayNumber,
): void {
  let latest: { day: DayNumber; item: TextItem; index: number; todaysWeekday: boolean } | null = null;
  let first: DayNumber | null = null;
  items.forEach((item, i) => {
    const day = requested[i];
    if (day === null || day === undefined) return;
    const text = texts[i] ?? item.text;
    if (latest && !sameList(latest.item, item)) first = null;
    first ??= day;
    const { calendar, said } = days[i] ?? saidDays(text, today);
    const weekday = said.length > 0 && said.every((words) => BARE_WEEKDAY.test(words));
    // "Plant bulbs in October, prune roses in February": a list that opens months away (October has
    // passed) is a calendar of the year, not a run from today; its February is the coming one.
    const fromToday = first - today <= STARTS_SOON;
    if (latest && fromToday && day < latest.day && sameList(latest.item, item) && !/\d{4}/.test(text)) {
      const vague = calendar.length > 0 && calendar.every((m) => m.vague === "month" || m.vague === "season");
      if (weekday && latest.todaysWeekday && latest.day === first && latest.day - 7 === today && day >= today) {
        // "Plan for the week: Mon - finish the slides, Tue - rehearse", read on a Monday: the week starts
        // today, and its Monday, the list's first day, is today (not next week's, which put the slides
        // after the pitch).
        requested[latest.index] = today;
        latest = { ...latest, day: today };
      } else {
        // "Freeze the code on Monday, test on Wednesday": the Wednesday after that Monday, not an earlier one
        // (the tests came before the freeze once the dates were kept in order).
        const again = vague || weekday ? requestedDay(item, text, latest.day) : null;
        if (again !== null && again >= latest.day) {
          requested[i] = again;
          item.monthAfterPrevious = true;
        }
      }
    }
    const settled = requested[i] ?? day;
    const todaysWeekday = weekday && said.every((words) => /^(?:on\s+)?\p{L}+day$/iu.test(words));
    if (!latest || settled >= latest.day) latest = { day: settled, item, index: i, todaysWeekday };
  });
}

function ownerNote(item: TextItem, assignee: string | null): string | null {
  if (!item.speaker) return assignee ? `For ${assignee}.` : null;
  // "we still need the market size slide" … "I'll take market size": the one who raised it took it.
  if (assignee && assignee.toLowerCase() === item.speaker.toLowerCase()) return `${item.speaker} took this on.`;
  if (assignee) return `Asked of ${assignee} by ${item.speaker}.`;
  if (SELF_COMMITMENT.test(item.original.replace(/^[^\p{L}]*/u, "").replace(INTERJECTION, "")))
    return `${item.speaker} offered to take this.`;
  return `Raised by ${item.speaker}.`;
}

function itemDescription(item: TextItem, _name: string, milestoneName: string, assignee: string | null): string {
  // The task's own span of the text (issue 20), never the whole input.
  const parts: string[] = [asSentence(shorten(item.original, 1500))];
  // A subtask's entry is its parent task, which the plan shows; a heading is only named when it is not.
  // "**(T-3 weeks)**" under "# Details": the list is from "Details"; the countdown's step only dates it.
  const own = item.section;
  const section = own?.parent && own.level === COUNTDOWN_ASIDE_LEVEL && countdownDay(own.title, 0) !== null ? own.parent : own;
  const heading = section?.isTask ? undefined : section?.title;
  if (heading && !sameWords(heading, milestoneName)) parts.push(`From “${shorten(heading, 100)}”.`);
  const note = ownerNote(item, assignee);
  if (note) parts.push(note);
  if (item.done) parts.push("Already marked done in the brief.");
  return parts.join(" ");
}

/** "(owner: @devops, due 2027-01-15)": a tracker's fields beside an item, kept in its description, not its name. */
const TRACKER_ASIDE = /\s*\((?=[^()]*\b(?:owner|assignee|assigned to|due|eta|estimate|est)\b\s*[:=]?)[^()]*\)/gi;

function sectionDates(sections: Section[], items: TextItem[], requested: Array<DayNumber | null>, today: DayNumber): void {
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

/**
 * "Milestone 1: requirements / Milestone 2: prototype / … Milestone 1 at the end of December, Milestone 2 at
 * the end of January": a sentence that dates the author's phases by their names dates each phase's last item,
 * as a date in its heading would (the milestones were spread from today instead).
 */
function namedPhaseDates(parsed: ParsedIdea, requested: Array<DayNumber | null>, today: DayNumber): void {
  const clauses = parsed.context.flatMap((line) => line.split(/,\s*|;\s*|\s+and\s+/i)).map((clause) => clause.trim());
  for (const section of parsed.sections) {
    if (!section.explicitPhase || findDateMentions(section.title, today).length > 0) continue;
    const title = section.title.toLowerCase();
    const clause = clauses.find((c) => c.toLowerCase().startsWith(`${title} `));
    const day = clause ? findDateMentions(clause.slice(title.length), today)[0]?.day : undefined;
    if (day === undefined) continue;
    for (let i = parsed.items.length - 1; i >= 0; i--) {
      if (!sectionChain(parsed.items[i]?.section ?? null).includes(section)) continue;
      if (requested[i] === null) requested[i] = day;
      break;
    }
  }
}

/**
 * "T-14 days" over a list under "Meetup: Friday, January 8": each undated item of it is due that many days
 * before (all of them: the first ones, undated, were moved by their words to later phases).
 */
function countdownDates(items: TextItem[], requested: Array<DayNumber | null>, day: DayNumber, today: DayNumber): void {
  items.forEach((item, i) => {
    // The nearest heading counts: "T-14 days" under "T-60 days:" (a colon's heading holds the ones after it).
    // "send the newsletter (T-1 week)": an item's own step counts before its heading's.
    const aside = countdownAside(item.original)?.step;
    const due = [aside ?? "", ...sectionChain(item.section ?? null).map((section) => section.title)]
      .map((title) => countdownDay(title, day))
      .find((counted) => counted !== null);
    // A countdown day already gone (a meetup's "T-60 days" seven weeks out) dates nothing: it is due now.
    if (requested[i] === null && due != null && due >= today) requested[i] = due;
  });
}

/**
 * "Fête de l'école : réserver la salle": in another language the label before a sentence's work is the
 * project's, not the task's (English names go through toTaskName, which drops it). A list line's label
 * ("Nachsendeauftrag: online stellen") is what the work is done to, and stays.
 */
function withoutLabel(text: string): string {
  // Not "Traducir los textos: 3 horas": a number after the colon says how long the work before it takes.
  const m = /^([^:：\n]{2,60}?)\s*[:：]\s+(\p{L}.*)$/u.exec(text);
  return m?.[1] && m[2] && m[1].trim().split(/\s+/).length <= 5 && m[2].split(/\s+/).length >= 2 ? m[2] : text;
}

export function textTasks(parsed: ParsedIdea, domain: DomainDef, assignment: PhaseAssignment, today: DayNumber): DraftTask[] {
  const shapedItems = parsed.items.map((item) => shapeText(item.text));
  const shapedTexts = shapedItems.map((shaped) => shaped.text);
  const requested: Array<DayNumber | null> = [];
  // The day each line's "before that" or "after that" counted from.
  const countedFrom: Array<DayNumber | undefined> = [];
  // "Meetup on January 14 / - one week before it send a reminder": "it" is the thing the list is for, the
  // list's first dated line or the day its title or opening names, not the line above.
  const titled = findDateMentions(parsed.title ?? parsed.statement ?? "", today).find((m) => m.kind === "calendar" && !m.relative)?.day;
  parsed.items.forEach((item, i) => {
    const above = parsed.items[i - 1];
    let dayAbove = above && sameList(above, item) ? (requested[i - 1] ?? undefined) : undefined;
    if (COUNTS_FROM_IT.test(item.original)) {
      // A line dated by counting from something else is not the thing.
      const first = parsed.items.findIndex(
        (other, j) => j < i && sameList(other, item) && requested[j] !== null && countedFrom[j] === undefined,
      );
      dayAbove = first >= 0 ? (requested[first] ?? undefined) : titled;
    }
    // "- hold the gala on December 30 / - send the invitations 3 weeks before that / - send thank-you notes
    // 2 days after that": a line counting the other way from the line above counts from the same day it did.
    const turns = above && countedFrom[i - 1] !== undefined && direction(item.original) * direction(above.original) === -1;
    if (dayAbove !== undefined && turns) dayAbove = countedFrom[i - 1];
    countedFrom.push(direction(item.original) !== 0 ? dayAbove : undefined);
    requested.push(requestedDay(item, shapedTexts[i] ?? item.text, today, dayAbove));
  });
  datesTheWhole(parsed, requested, today);
  sectionDates(parsed.sections, parsed.items, requested, today);
  namedPhaseDates(parsed, requested, today);
  // A countdown counts from a day, not from a month ("in February" over "After launch:").
  // "**Date: February 18th, 6.30pm**" under a title with no day of its own is the day as well.
  const dateLine = parsed.context.find((line) => /^(?:date|when)\s*[:：]/i.test(line)) ?? "";
  const titledDay = [parsed.title ?? parsed.statement ?? "", dateLine]
    .flatMap((line) => findDateMentions(line, today))
    .find((m) => m.kind === "calendar" && !m.relative && !m.vague)?.day;
  if (titledDay !== undefined) countdownDates(parsed.items, requested, titledDay, today);
  const days = shapedTexts.map((text) => saidDays(text, today));
  datesInListOrder(parsed.items, shapedTexts, days, requested, today);
  const drafts = parsed.items.map((item, i): DraftTask => {
    const milestone = assignment.itemMilestone[i] ?? 0;
    const draftMilestone = assignment.milestones[milestone];
    const shaped = shapedTexts[i] ?? item.text;
    const withoutDates = removeMentions(shaped, findDateMentions(shaped, today))
      .replace(RELATIVE_TIME, "")
      .replace(TRACKER_ASIDE, "")
      // "Review the new hire guide: https://docs.example.org/guide": the link is where, kept in the description.
      .replace(LINKED_AT, "")
      // "Experiments in February and in March" without its dates, "Push the release to Friday" without "to",
      // "… before launch which is like end of January" without "which is like".
      .replace(/\s+(?:which|that)\s+(?:is|was|will be|'s)(?:\s+like)?\s*$/i, "")
      // "Kitchen remodel, starting in 2 weeks, done by March 1" without its dates: no ",, done" left over.
      .replace(/,\s*(?:who\s+)?(?:start(?:s|ing)?|begin(?:s|ning)?|arrives?|joins?)\s*(?=,)/gi, "")
      .replace(/(?:\s*,)+\s*(?:done|finished|ready|live)?\s*$/i, "")
      .replace(/\s*,(?:\s*,)+/g, ",")
      .replace(/(?:\s+(?:and|or|&|to|until|till|through|from)|,)+\s*$/i, "")
      .trim();
    const said = /\p{L}/u.test(withoutDates) ? withoutDates : shaped;
    // "1:00pm - 1:30pm - Welcome, overview, pairing up": a slot of an event's programme is held on the day.
    // ("| 18:30 | Mingle |" is named by its cell, the time in the row.)
    const slot = domain.kind === "event" ? agendaSlot(said) : null;
    // "# Day of the meetup / - set up chairs": work of the day itself, held on it like the programme.
    const onTheDay =
      slot !== null ||
      (domain.kind === "event" &&
        (agendaSlot(item.original.trim()) !== null || sectionChain(item.section ?? null).some((s) => onTheDayItself(s.title))));
    const words = slot ? said.slice(slot.length) : said;
    // English verbs are never glued onto another language's words: "Catering buchen" stays as written.
    const named =
      parsed.lang === "en"
        ? toTaskName(words, draftMilestone?.phaseId ?? null, assignment.placedByHeading[i] ?? false)
        : shorten(capitalizeFirst((item.source === "sentence" ? withoutLabel(words) : words).replace(/[\s.,;:!?…]+$/u, "")), 200);
    // A name that lost every word to trimming keeps the author's line as written.
    const name = /[\p{L}\p{N}]/u.test(named) ? named : shorten(capitalizeFirst(item.original.trim()), 200) || "Untitled item";
    const sectionPriority = item.priority ?? sectionChain(item.section).find((s) => s.priority)?.priority ?? null;
    return {
      name,
      description: itemDescription(item, name, draftMilestone?.name ?? "", item.assignee ?? shapedItems[i]?.assignee ?? null),
      priority: itemPriority(item.own ?? item.original, { sectionPriority, firstPhase: milestone === 0 && !assignment.byTopic }),
      milestone,
      rank: item.order,
      weight: domain.itemDays,
      requestedDay: requested[i] ?? null,
      ...(requested[i] != null && saidByWeekday(days[i] ?? saidDays(item.text, today)) ? { byWeekday: true } : {}),
      fromText: true,
      source: shorten(item.original, 1000),
      // "Berlin marathon" at the end of a training plan: the day the work leads to, held on its day.
      ...(item.theDay ? { theDay: true } : {}),
      ...(item.done ? { done: true } : {}),
      ...(item.afterTheDay || FOLLOWS_THE_DAY.test(item.text.trim()) ? { followsTheDay: true } : {}),
      ...(item.afterTheDay ? { afterNamedDay: true } : {}),
      ...(onTheDay ? { onTheDay: true } : {}),
    };
  });
  // A nested entry is a subtask of the entry it sits under, in that entry's phase.
  const index = new Map(parsed.items.map((item, i) => [item, i]));
  drafts.forEach((draft, i) => {
    const parentItem = parsed.items[i]?.parent;
    const parent = parentItem ? drafts[index.get(parentItem) ?? -1] : undefined;
    if (!parent || parent === draft) return;
    draft.parent = parent;
    draft.milestone = parent.milestone;
  });
  return drafts;
}

/** A plan's thing that is people: "the two new designers", "the team", "our volunteers". */
const PEOPLE =
  /\b(?:designers?|developers?|engineers?|team|teams|staff|hires?|volunteers?|people|employees?|interns?|members?|colleagues|customers?|clients?|students?|pupils?|kids|children|guests?|parents|family)$/i;

export interface StepScope {
  /** The team has far more time than the text's own items take: every uncovered usual step belongs. */
  roomy: boolean;
  /** Background labels and headings ("Goals:", "## Budget"): things the text has already settled. */
  settled: string[];
  /** Meeting notes: their action items are the work, with no one thing to deliver at the end. */
  noDeliverable?: boolean;
  /** The work leads to a day (a demo, an exam, a meeting): it is held, and nothing is reviewed after it. */
  leadsToADay?: boolean;
  /** "Trip to Japan": the plan is named after its day, which takes the place of "Deliver …". */
  eventName?: string;
  /** "Grant application, due Feb 14": what the plan makes is sent in, and "Submit …" takes the place of "Deliver …". */
  submits?: boolean;
}

/**
 * What takes the place of "Deliver {thing}" in a plan that delivers nothing: the event the plan is named
 * after ("Trip to Japan", held on the last day), or sending in what it makes ("Submit the grant application").
 */
function closingStep(
  step: StepDef,
  scope: StepScope,
  thing: string,
  fullText: string,
): { name: string; description: string; theDay: boolean } | null {
  if (step.phase !== "delivery" || !step.name.includes("{thing}")) return null;
  if (scope.eventName !== undefined)
    return {
      // "Before My Parents Visit" names the plan; its day is the visit.
      name: capitalizeFirst(asWritten(scope.eventName.replace(/^(?:before|ahead of|in time for)\s+/i, ""), fullText)),
      description: "The day the plan leads up to.",
      theDay: true,
    };
  if (scope.submits)
    return {
      name: `Submit ${thing === "the result" ? "the application" : thing}`,
      description: "Send it in before it is due.",
      theDay: false,
    };
  return null;
}

/**
 * The domain's usual steps that the text does not already cover. A short text gets them all; a text
 * with its own list gets the essential ones, plus the usual steps of phases it says nothing about,
 * so no phase of the plan is empty of work.
 */
export function standardTasks(
  parsed: ParsedIdea,
  domain: DomainDef,
  assignment: PhaseAssignment,
  fullText: string,
  thing: string,
  scope: StepScope,
): DraftTask[] {
  const covered = [
    ...parsed.items.map((item) => [item.text, ...sectionChain(item.section).map((s) => s.title)].join(" ")),
    ...scope.settled,
    // Features the author listed are the product's core features, not an addition to them.
    ...(parsed.items.some((item) => item.hint === "feature") ? ["features"] : []),
  ]
    .join("\n")
    .replace(REFERENCE_ONLY, " ")
    // "home-screen widget" is not about screens: compounds only match keywords written as compounds.
    .replace(/(\p{L})-(?=\p{L})/gu, "$1");
  const ownList = parsed.items.length >= OWN_LIST_THRESHOLD && !scope.roomy;
  const occupied = new Set(assignment.itemMilestone);
  const candidates = domain.steps
    .map((step, index) => ({ step, index, milestone: assignment.placeStep(step) }))
    // "Host the team offsite in March": a text that is only the event leaves its day to eventAsItsDay, which
    // needs the kind's own day to put it in (covered, the offsite was hosted before its agenda).
    .filter(
      ({ step }) =>
        !(step.when && !matches(step.when, fullText)) && (!matches(step.covers, covered) || (step.theDay && parsed.items.length === 1)),
    );
  for (const { step, milestone } of candidates) if (step.essential) occupied.add(milestone);
  const drafts: DraftTask[] = [];
  for (const { step, index, milestone } of candidates) {
    if (ownList && !step.essential && occupied.has(milestone)) continue;
    // "Complete the core work", "Hold a retrospective": filler once the text names its own work.
    if (domain.kind === "generic" && parsed.items.length >= 2 && !step.essential) continue;
    // "Do my taxes": "Complete the core work on the taxes" beside it would be the same work twice.
    if (step.coreWork && parsed.items.length === 1 && assignment.itemMilestone[0] === milestone) continue;
    if (scope.noDeliverable && step.name.includes("{thing}")) continue;
    // "Investor demo on Jan 8. Polish …": a generic plan's review would come after the day it leads to.
    if (domain.kind === "generic" && step.phase === "review" && scope.leadsToADay) continue;
    const own = closingStep(step, scope, thing, fullText);
    // "Onboard the two new designers", "Switch the team to Kickoff": people are not delivered.
    if (!own && step.phase === "delivery" && step.name.includes("{thing}") && PEOPLE.test(thing)) continue;
    drafts.push({
      name: own?.name ?? step.name.replace("{thing}", thing),
      description: own?.description ?? step.description.replace("{thing}", thing),
      priority: step.priority ?? (milestone === 0 ? "high" : "medium"),
      milestone,
      rank: step.at === "start" ? RANK_START + index : step.at === "end" ? RANK_END + index : RANK_MIDDLE + index,
      weight: domain.stepDays,
      requestedDay: null,
      fromText: false,
      source: null,
      // The day the text names, or the submission its due date implies, is the text's, not a usual step offered.
      ...(own ? {} : { suggested: true, reason: suggestionReason(domain.label, step.essential === true) }),
      ...(step.theDay || own?.theDay ? { theDay: true } : {}),
    });
  }
  return drafts;
}

/**
 * "Charity gala:\n- hold the gala on December 30\n- send the invitations 3 weeks before that": a line
 * that holds the event on a day is that day, and the lines under it come before it unless they are dated
 * after it or say they follow it. The gala was a task from today to December 30, with the invitations
 * after it ("does not fit"). Only when no other line is the day.
 */
export function heldOnItsLine(fromText: DraftTask[]): DraftTask[] {
  if (fromText.some((d) => d.theDay)) return fromText;
  const held = fromText.find(
    (d) =>
      !d.parent &&
      d.requestedDay !== null &&
      /^(?:hold|host|run|have|throw|stage)\s+(?:the|our|a|an|my)\s/i.test(d.name) &&
      EVENT_NOUN.test(d.name),
  );
  if (!held || held.requestedDay === null) return fromText;
  const day = held.requestedDay;
  held.theDay = true;
  const at = fromText.indexOf(held);
  // The day opens the list, so the lines under it are its preparations, unless they say they follow it.
  const earlier = fromText.slice(at + 1).filter((d) => !d.parent && !d.followsTheDay && (d.requestedDay === null || d.requestedDay < day));
  if (earlier.length === 0) return fromText;
  for (const d of earlier) d.milestone = Math.min(d.milestone, held.milestone);
  const rest = fromText.filter((d) => !earlier.includes(d));
  rest.splice(rest.indexOf(held), 0, ...earlier);
  return rest;
}

/** A gathering the whole plan leads up to. */
const EVENT_NOUN =
  /\b(?:offsite|off-site|retreat|party|conference|meetup|wedding|festival|gala|fundraiser|reunion|expo|exhibition|tournament|concert|ceremony|picnic|barbecue|bbq|workshop|webinar|hackathon|summit|event|open day|open house|celebration|dinner|meeting|stall|market|fair|bazaar|sale|gig|recital|race)\b/i;
/** Verbs that make the whole event, not one piece of it: "Plan our team offsite", "Host a fundraiser". */
const WHOLE_EVENT_VERB = /^(?:plan|organi[sz]e|host|hold|run|throw|arrange|prepare|put on|set up)\b/i;
/** …of which these name the months before it, not the day itself ("Run a hackathon" is the day). */
const PLANNING_VERB = /^(?:plan|organi[sz]e|arrange|prepare)\b/i;

/**
 * "Team offsite in May" is the event itself: the day every step leads up to, not a task among the first.
 * The text's one item takes the place of the kind's "Host the event" step (its phase, order and length)
 * and keeps its date; other items, or a piece of work ("Book the venue for the wedding"), stay as they are.
 */
export function eventAsItsDay(fromText: DraftTask[], standard: DraftTask[], domain: DomainDef): DraftTask[] {
  // "Plan the team offsite in Lisbon, March 4-6, for 12 people. Flights and hotel, …": the first item, when
  // it dates the event, is the event before which the others come (they were squeezed onto its first day).
  const [first] = fromText;
  const item = fromText.length === 1 || first?.requestedDay != null ? first : undefined;
  const host = standard.find((d) => d.theDay);
  if (domain.kind !== "event" || !item || !host || item.parent) return standard;
  if (!EVENT_NOUN.test(item.name) || (startsWithVerb(item.name) && !WHOLE_EVENT_VERB.test(item.name))) return standard;
  // "Plan our wedding in Tuscany": the day is the wedding's, named without the planning verb.
  // "Plan and host the team offsite": the day is its hosting.
  const what = item.name
    .replace(PLANNING_VERB, "")
    .replace(/^\s*(?:and|&)\s+/i, "")
    .replace(/^\s*(?:our|my|the|a|an|their|your)\s+/i, "")
    .trim();
  if (what !== item.name && /\p{L}/u.test(what)) item.name = capitalizeFirst(what);
  item.milestone = host.milestone;
  item.rank = host.rank;
  item.weight = host.weight;
  item.theDay = true;
  return standard.filter((d) => d !== host);
}

/**
 * "Most event projects need this step": the kind's label before "project", once ("research project",
 * the generic "project"), with its article ("an event project").
 */
export function suggestionReason(label: string, essential: boolean): string {
  const kind = label === "project" ? "project" : label.endsWith(" project") ? label : `${label} project`;
  const article = /^[aeiou]/i.test(kind) ? "an" : "a";
  return essential
    ? `Most ${kind}s need this step; the text does not mention it.`
    : `A usual step of ${article} ${kind}, offered because the text does not cover it.`;
}

const EVENTS: Array<{ word: RegExp; task: RegExp }> = [
  { word: /\bbeta\b/gi, task: /\bbeta\b/i },
  {
    word: /\b(?:launch(?:es|ed|ing)?|go(?:es|ing)?[- ]live|releases?|released|ship(?:s|ping)?|opening|premiere)\b/gi,
    task: /^(?:launch|release|go live|submit|ship|publish|open)\b/i,
  },
];

/**
 * "Launch day is the first Tuesday of next month", "a closed beta in 8 weeks and the store release
 * 4 weeks after that": background sentences that date a step of the plan pin that step's due date.
 */
export function pinEvents(context: string[], drafts: DraftTask[], today: DayNumber): void {
  for (const line of context) {
    let from = 0;
    for (const mention of findDateMentions(line, today)) {
      const before = line.slice(from, mention.index);
      from = mention.index + mention.length;
      // "a 6-week launch campaign" is a length, not the day of the launch.
      if (mention.kind === "duration" && !/^(?:in|within|by)\b/i.test(line.slice(mention.index, from))) continue;
      let best: { event: (typeof EVENTS)[number]; at: number } | null = null;
      for (const event of EVENTS) {
        for (const m of before.matchAll(event.word)) if (!best || (m.index ?? 0) >= best.at) best = { event, at: m.index ?? 0 };
      }
      if (!best) continue;
      const pattern = best.event.task;
      const target = drafts.find((d) => d.requestedDay === null && pattern.test(d.name));
      if (!target) continue;
      target.requestedDay = mention.day;
      target.description = `${target.description} The brief dates this ${dayFromNumber(mention.day)}: “${shorten(line, 200)}”`.trim();
    }
  }
}
