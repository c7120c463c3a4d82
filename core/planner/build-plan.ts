import {
  addMonths,
  addWorkingDays,
  type DayNumber,
  dayFromNumber,
  dayFromParts,
  isWorkingDay,
  nextWorkingDay,
  partsOf,
  previousWorkingDay,
  utcDayNumberOf,
  workingDaysBetween,
} from "../dates";
import type { GeneratedPlan } from "../schemas/plan";
import { eventAsItsDay, heldOnItsLine, isHiringPlan, phraseItems, pinEvents, standardTasks, textTasks } from "./build-tasks";
import { SMALL_COUNT } from "./countdown";
import { withDayLines } from "./day-lines";
import { dedupeTasks } from "./dedupe";
import { detectKind } from "./detect-kind";
import { smallChangeKind } from "./domain-change";
import { ERRANDS } from "./domain-other";
import { DOMAINS } from "./domain-steps";
import { guessEstimate, HOURS_PER_DAY, planEstimateUnit, statedEstimate } from "./estimates";
import { inTheEventWeek } from "./event-week";
import { withoutOpeningGreeting } from "./greeting";
import { escapeRegex } from "./keywords";
import { type IdeaLanguage, PHASE_NAMES, type PhaseLocale, phaseLocale } from "./language";
import { isDocumentLabel, isWhoLabel, nameFrom, nominalTail, summaryFrom } from "./naming";
import { isOneErrand } from "./one-errand";
import { type DateMention, findDateMentions, removeMentions } from "./parse-dates";
import { INTENT, type ParsedIdea, parseIdea } from "./parse-idea";
import { detectTeamSize, soundsLikeTeam } from "./parse-team";
import { assignPhases, type MilestoneDraft } from "./phases";
import { listSummary, planningSentence, type SentenceLocale } from "./plan-sentences";
import { hasProject, PlanRefusal, VAGUE_IDEA_MESSAGE } from "./refusal";
import { firstOccurrence, readRepeat, startsASeries, withoutRepeat } from "./repeats";
import { onlyAPronoun, PRONOUN_ORDER, withoutBareVerbTwin, withoutRestatement } from "./restatements";
import { DEADLINE_WORD, saidAsDeadline, saidAsFarewell, wholePlanBy } from "./said-as-deadline";
import { scheduleTasks } from "./schedule";
import { GENERIC_HEADING, sectionChain } from "./sections";
import { isFeatureName, startsWithVerb } from "./task-names";
import { normalizeText, shorten, titleCase } from "./text";
import type { DomainDef, DraftTask } from "./types";
import { DELIVERABLE_HEAD, LOSS_VERB, WORK_STAGE } from "./vocabulary";
import { errandDaySaid, onTheWeekend, weekendSaid } from "./weekend";
import { foreignName } from "./work-lists";

/** Twice what the idea form accepts: callers that skip validation still get a bounded run time. */
const MAX_IDEA_CHARS = 40_000;
const MAX_TASKS = 150;
/** Items read beyond this could never make the cut, even after duplicates are merged. */
const MAX_ITEMS_READ = 300;
const MAX_MILESTONES = 12;
const MAX_WEEKS = 26;
/**
 * Below this share of the team's capacity, the text's own items are highlights, not the full scope,
 * so the domain's usual steps fill the rest. A spec split into work sections has been scoped by its
 * author and needs a much emptier calendar before steps are added to it.
 */
const ROOMY_SHARE = { brief: 0.3, spec: 0.08 };
/** "Goals:", "Budget:", "Audience:": what a background label says is already settled. */
const SETTLED_LABEL = /(?:^|[.!?;]\s+)([\p{L} ]{2,30}?)\s*[:：]/gu;
/** Dates further out than this are more likely typos than plans. */
const HORIZON_DAYS = 3 * 366;
/** Each extra person adds a little over half a person of throughput: coordination costs the rest. */
const EXTRA_PERSON_THROUGHPUT = 0.6;
/** A dated sentence with one of these words states when the whole project ends. */
const DEADLINE_CUE =
  /\b(?:deadline|due|beta|launch\w*|go(?:ing)?[- ]live|live|ship\w*|release\w*|finish\w*|complete\w*|deliver\w*|ready|done|wrap\w*|event|conference|wedding|opening|premiere|submit\w*|publish\w*)\b|締切|公開|リリース/i;

/** "… is on", "… is scheduled for": the words that only date what comes before them. */
const DATES_IT = String.raw`(?:is|are|will\s+be)(?:\s+(?:scheduled|planned|set|booked|happening))?(?:\s+(?:for|on|in|at))?`;

/** Dangling words a cut date leaves at the end of a name: "starting", "bis", "entro", "ab dem". */
const DANGLING = new RegExp(
  // "Client demo is on December 10", "The kick-off is scheduled for December 8": the verb was the date's.
  String.raw`\s+(?:${DATES_IT}|takes\s+place|happens|starting|start(?:s|ing)?|from|by|until|due|done|(?<!\bgo(?:es|ing)?\s+)live|on|bis|ab|vor|am|zum|zur|vom|dem|der|entro|até|ate|antes(?: del?)?|avant|d'ici|para|in|im|en|em|dal|desde|le|el|il)\s*$`,
  "iu",
);

const GOAL_LABEL = /^(?:(?:our|my|the|main|key|top)\s+)?(?:goals?|objectives?|aims?|plan|priorit(?:y|ies)|focus|mission|targets?)\b/i;

/** A trip named by its kind alone, before a colon ("Trip:", "Our holiday:"). */
const TRIP_LABEL = /^(?:(?:our|my|the|family|summer|winter|spring|autumn|fall)\s+)?(?:trip|holiday|vacation|journey|getaway|visit)$/i;
/** A place: capitalised words and nothing else but punctuation the dates left behind. */
const PLACE = /^\s*(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2})[\s,.;:–—-]*$/u;

/**
 * The words a name is read from, without its dates (issue 20: "Kitchen renovation", not "… Starting"),
 * and with a need turned round to its object: "Für unseren Sportverein brauchen wir … eine neue Webseite"
 * names "Neue Webseite für unseren Sportverein".
 */
const STANDING_QUESTION =
  /[\s,:–—-]+(?:what(?:['’]s| is| are)\s+(?:left|missing|next|remaining|outstanding|open)|where (?:are|do) we stand|where are we(?: at)?|(?:any )?status)\s*[?？]*\s*$/iu;

function nameSource(text: string, today: DayNumber): string {
  // "Nuovo sito entro tre mesi: progettare…": the name is what comes before the list.
  const colon = /^(.{3,80}?)[:：]\s+(\S.*)$/su.exec(text);
  // "Our goal for Q1: hire 2 engineers and a designer": a label of what follows names nothing itself.
  // "Epic: Define vision and roadmap" is named by what follows a document's label ("Epic" was the name).
  const label = GOAL_LABEL.test(colon?.[1] ?? "") || isDocumentLabel(colon?.[1] ?? "") || isWhoLabel(colon?.[1] ?? "");
  const head = colon && !label && /,|\s(?:and|und|et|y|e)\s/.test(colon[2] ?? "") ? (colon[1] ?? text) : text;
  // "Trip: Japan, Dec 19.": the place after a trip's label is where it goes.
  const place =
    colon && TRIP_LABEL.test(colon[1] ?? "") ? PLACE.exec(removeMentions(colon[2] ?? "", findDateMentions(colon[2] ?? "", today))) : null;
  if (place?.[1]) return `${colon?.[1]} to ${place[1]}`;
  // "for the newsletter relaunch what's left?": a chat asks where the work stands; the work is the name.
  let out = removeMentions(head, findDateMentions(head, today)).replace(STANDING_QUESTION, "");
  for (let i = 0; i < 4; i++) out = out.replace(/[\s,.:;–—-]+$/u, "").replace(DANGLING, "");
  const need =
    /^(für|for|pour|para|per)\s+(.{3,60}?)\s+(?:brauchen wir|benötigen wir|we need|we want|il nous faut|nous voulons|necesitamos|queremos|precisamos de|queremos|ci serve|vogliamo)\s+(?:\S+\s+){0,3}?(?:(?:eine?n?|a|an|un|une|una|uma|um)\s+)(.{3,60}?)(?:[.:;,]|$)/iu.exec(
      out,
    );
  if (need) return `${(need[3] ?? "").charAt(0).toUpperCase()}${(need[3] ?? "").slice(1)} ${need[1]?.toLowerCase()} ${need[2]}`;
  return out;
}

const RECAP_TITLE =
  /^(?:following(?:\s+up\s+(?:on|from))?|after|further to|as (?:discussed|agreed) (?:in|on|during))\s+(?:our|the|today['’]s|yesterday['’]s|this morning['’]s|last week['’]s)\s+(call|meeting|chat|conversation|discussion|workshop|demo|sync)\b/i;
/** "Hi Sarah,", "Dear Mr Jones:": whom a message greets, which names nothing of the project. */
const GREETED =
  /^(?:[Hh]i|[Hh]ello|[Hh]ey|[Dd]ear)\s+(?:(?:\p{Lu}\p{Ll}*\.?\s+)?\p{Lu}\p{Ll}+|team|all|everyone|folks|there)\s*(?:[,!:]|\s[–—-])\s*/u;
const ERRAND_LIST_TITLE =
  /^(?:my\s+|our\s+)?(?:(?:this|next)\s+weekend(?=\s*[:：]?$)|(?:things|stuff|jobs|errands)\s+to\s+do|to[- ]?do(?:\s+list)?|(?:(?:this\s+)?(?:weekend|week['’]s|weekly|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today['’]s|tomorrow['’]s|household|house|home)\s+)?(?:errands|chores))(?:\s+(?:today|tomorrow|this\s+(?:week|weekend|month)|next\s+week|(?:on|this|next)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:before|for)\s+(?:(?:the|my|our)\s+)?\p{L}+(?:\s+(?:on|in|by)\s+[\p{L}\p{N} ]{1,20})?))?\s*[:：]?$/iu;

/**
 * An opening that says something of the thing rather than naming it: "The onboarding is confusing",
 * "Checkout keeps failing on mobile". Group 1 is the thing, group 2 what is said of it.
 */
const REMARK =
  /^((?:(?:the|our|my|this|that|its|their|your)\s+)?(?!(?:goal|plan|idea|aim|objective|mission|focus|priority|task)\b)(?:[\p{L}\p{N}'’-]+\s+){0,2}?[\p{L}\p{N}'’-]+)\s+(?:is|are|was|were|keeps|kept|feels|seems|looks|has been|have been|isn't|aren't|doesn't|don't|won't|can't|fails|crashes|breaks|starts|begins|ends|kicks off)\s+(?!to\s)(.*)$/iu;
/** "is a habit tracker": what the thing is. "is on June 5", "is next month": when it happens. */
const IDENTITY = /^(?:an?|the)\s/i;
const WHEN =
  /^(?:on|in|at|next|this|due|scheduled|planned|set|coming|happening|tomorrow|today|tonight|\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L}*\.?\s+\d)/iu;

const CLIENT_LINE = /^(?:client|customer)\s*[:：]\s*([^.;:]{2,60}?)\s*\.?$/i;
const GOAL_LINE = /^(?:the\s+)?(?:goal|objective|aim)\s*[:：]\s*(.+)$/i;
/** "Deliverable: a 20-page report on the pilot": the one thing the plan makes names it before its steps do. */
const DELIVERABLE_LINE = new RegExp(`^${DELIVERABLE_HEAD}(.+)$`, "u");

/**
 * The statement as a name source: what the thing is ("Our app is a habit tracker"), the thing when
 * the statement says when it happens ("The wedding is on June 5"), and null for a remark on it.
 */
function statementName(labelled: string | null): string | null {
  // "Q: can you help me plan my thesis?": the label of a question names nothing.
  const statement = labelled?.replace(/^(?:q|question)\s*[:：]\s*/i, "").replace(GREETED, "") ?? null;
  // "Demo starts Jan 8", "Test is failing": a verb-like word with a verb after it is the thing spoken of.
  // "Launch day is March 3": the day of a verb-like word too.
  if (
    statement === null ||
    (startsWithVerb(statement) && !/^\p{L}+(?:\s+(?:day|date|night))?\s+(?:is|starts|begins|ends|kicks off)\b/iu.test(statement))
  )
    return statement;
  // "We're a team of 4.": who does it, not what.
  if (/^(?:we(?:'re|’re| are)|i(?:'m|’m| am))\s+(?:a\s+)?(?:small\s+)?team of\s+\S+\s*[.!]?$/i.test(statement)) return null;
  // "We are opening a bakery in Leeds": the work under way names the project, as "We're opening" does.
  // "My sister and I are throwing a surprise party" likewise.
  const remark = /^(?:we|i|(?:my|our)\s+\p{L}+(?:\s+\p{L}+)?\s+and\s+i)\s+(?:are|am)\s+\p{L}+ing\b/iu.test(statement)
    ? null
    : REMARK.exec(statement);
  if (!remark) return statement;
  const rest = remark[2] ?? "";
  if (IDENTITY.test(rest)) return rest;
  // "Launch day is March 3" names the launch ("Day Launch", read as the verb "launch" and its object).
  return WHEN.test(rest) ? (remark[1]?.replace(/^(\p{L}+)\s+(?:day|date|night)$/iu, "$1") ?? null) : null;
}

/** "### 2.4 Dashboard (/dashboard)": section numbers and a trailing aside are not part of the name. */
function headingName(parsed: ParsedIdea): string | undefined {
  return parsed.title?.replace(/^\d+(?:\.\d+)*\.?\s+/, "").replace(/\s*\([^)]*\)\s*$/, "");
}

/** The label of a list of errands ("Things to do:", "TODO"), or undefined for any other text. */
function errandLabel(parsed: ParsedIdea): string | undefined {
  // "TODO: call the landlord, …" is read as a label of work with no statement: its line is the first item's.
  return [headingName(parsed), parsed.statement ?? parsed.items[0]?.original]
    .map((line) => line?.split(/[:：]/u)[0]?.trim() ?? "")
    .find((line) => ERRAND_LIST_TITLE.test(line));
}

const LOSS = new RegExp(`\\b(?:${LOSS_VERB})\\b`, "i");
const DATED_OCCASION =
  /\b(?:the|our|my)\s+((?:[\p{L}'’-]+\s+){0,2}?(?:wedding|party|gala|conference|festival|fair|reunion|retreat|offsite|concert|show|opening|fundraiser|launch|move|trip))\s*(?:\(|on\s+|in\s+)(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d)/iu;

function planName(parsed: ParsedIdea, domain: DomainDef, today: DayNumber): string {
  if (parsed.lang !== "en") {
    // "Bis Ende Februar: …" names nothing before its colon: the next source does.
    for (const source of [parsed.title, parsed.statement, parsed.items[0]?.text]) {
      const own = source ? foreignName(nameSource(source, today), parsed.lang) : "";
      if (/\p{L}{3}/u.test(own) && !DANGLING.test(` ${own}`)) return own;
    }
  }
  const firstWorkSection = parsed.sections.find((s) => s.role === "work" && !s.explicitPhase && !GENERIC_HEADING.test(s.title))?.title;
  const heading = headingName(parsed);
  // "Following our call, here's what we agreed": a recap of a call, whose items are the follow-up.
  const recap = RECAP_TITLE.exec((heading ?? parsed.statement ?? "").replace(GREETED, ""));
  if (recap?.[1]) return `${titleCase(recap[1].toLowerCase())} Follow-Up`;
  // "Things to do:", "To-do list": a list of errands has no one name, and its label is the honest one
  // (the plan was named "Do", or after its first errand).
  const label = errandLabel(parsed);
  // "TODO" is a tag in a file, not a name: the list is a to-do list.
  if (label) return titleCase(label.replace(/^(my\s+)?to[- ]?do(?:\s+list)?\b/i, "$1to-do list"));
  // "Send me the invoice": one errand is named by what is done ("Me the Invoice" was its name).
  const errand = domain === ERRANDS ? parsed.items[0]?.text : undefined;
  if (errand && parsed.items.length === 1)
    return titleCase(
      nameSource(errand, today)
        .replace(/^please\s+/i, "")
        .replace(/\s*\([^)]*\)\s*$|[.!]+$/, ""),
    );
  const title = heading && !GENERIC_HEADING.test(heading) ? heading : null;
  // A "Problem" paragraph says why the project exists, not what it is: the work names it first.
  const why = parsed.statementIsBackground;
  // "Update: the DJ cancelled on us, so we need a new one. Everything else for the wedding (June 20) is on
  // track.": news of a loss names no project; the dated event it is for does.
  const lossFor = LOSS.test(parsed.statement ?? "")
    ? parsed.context.map((line) => DATED_OCCASION.exec(line)?.[1]).find(Boolean)
    : undefined;
  if (lossFor) return titleCase(lossFor);
  const said = why ? null : statementName(parsed.statement);
  // "Goal: ship v1 of the mobile app by June": a goal line says what the project is.
  const goal = parsed.context.map((line) => GOAL_LINE.exec(line)?.[1]).find(Boolean);
  const deliverable = parsed.context.map((line) => DELIVERABLE_LINE.exec(line)?.[1]).find(Boolean);
  // "Client: Acme Corp.": a freelancer's project is known by its client.
  const client = [parsed.title, parsed.statement, ...parsed.context].map((line) => CLIENT_LINE.exec(line ?? "")?.[1]).find(Boolean);
  const candidates: Array<[string | null | undefined, boolean]> = [
    [client, true],
    [title, true],
    [deliverable, false],
    [said, false],
    [goal, false],
    [firstWorkSection, true],
    [parsed.items[0]?.text, false],
    [said === null ? parsed.statement : null, false],
  ];
  for (const [source, isTitle] of candidates) {
    // "Make it happen: launch the shop by May": the order before the colon names nothing ("It Happen"), nor
    // does "Get it signed by Friday" ("It Signed").
    const head = source?.split(/[:：]/u)[0] ?? "";
    if (source && PRONOUN_ORDER.test(removeMentions(head, findDateMentions(head, today)).trim())) continue;
    const name = source ? nameFrom(nameSource(source, today) || source, today, isTitle, source) : "";
    if (name) return name;
  }
  return parsed.items.length > 0 || parsed.statement ? `${titleCase(domain.label)} Plan` : "Untitled Project";
}

/**
 * A title naming notes of a meeting, "Meeting Notes 3 Dec", "Kickoff Notes", "Minutes of the Board": its
 * items are the work, and there is no one thing to deliver ("Deliver the meeting notes" is no step).
 */
const NOTES_TITLE =
  /(?:^|\s)(?:notes|minutes|action items|actions|recap|takeaways|follow-?ups?)(?:\s+(?:from|of)\b.*)?$|^(?:notes|minutes|recap)\s+(?:from|of)\b/i;
const TRAILING_DAY = /(?:\s+(?:\d{1,2}\s+\p{L}{3,9}\.?|\p{L}{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?|[\d/.-]+))+$/u;

/** "Grant Application for the Arts Council", "Apply for the Berlin Residency": a thing sent in by a date. */
const SUBMITTED = /\b(?:application|proposal|submission|bid|tender|abstract|thesis|dissertation|tax return)\b|^apply\b/i;

/** "Team Meeting", "Final Exam", "Sam's Birthday Party": a day that is held, not a thing delivered. */
const EVENT_NAME =
  /\b(?:meeting|stand-?up|exam|demo|pitch|presentation|talk|keynote|recital|concert|gig|audition|party|trip|holiday|vacation|visit|interview|workshop|webinar|offsite|off-site|retreat|wedding|ceremony|race|marathon|tournament|reunion|dinner|lunch|brunch|celebration|birthday|anniversary|festival|fair|defen[cs]e|graduation)s?$/i;

/** "Minutes", "Sync Recap", "Retro Notes", "Follow-Up from the Client Call": what a meeting settled, not "Release Notes". */
const MEETING_RECORD =
  /\b(?:minutes|recap|retro(?:spective)?|takeaways|action items)\b|\bfollow-?up(?:$|\s+(?:from|on|to)\b)|\b(?:meeting|call|sync|stand-?up|kick-?off|workshop|review|retro)\s+notes\b|\bnotes\s+(?:from|of)\b/i;

/** Who attended or took the notes, or a list of action items: the text records a meeting. */
const MEETING_LINE = /^(?:attendees|present|notetaker|note[- ]taker|minutes|apologies|absent)\s*[:：]/i;

function recordsAMeeting(parsed: ParsedIdea, name: string): boolean {
  return (
    MEETING_RECORD.test(name) ||
    parsed.sections.some((s) => /\baction items\b/i.test(s.title)) ||
    [...parsed.context, ...parsed.notes].some((line) => MEETING_LINE.test(line))
  );
}

export function namesNotes(name: string): boolean {
  return NOTES_TITLE.test(name.replace(TRAILING_DAY, ""));
}

/** Generic steps read better with the project's own noun: "Deliver the family cookbook". */
/** "Release Checklist" over the steps it lists: the list of the work, no thing to deliver. */
const LIST_OF_THE_WORK = /\b(?:check-?list|to-?do(?: list)?|task list)$/i;

function thingFor(name: string, listed: boolean): string {
  const head = name.split(/\s+(?:with|for|of|on|about|in|to|from|at|by|and)\s+/i)[0] ?? "";
  // "Jenkins to GitHub Actions Migration" is delivered as "the migration", not as "the jenkins".
  const nominal = nominalTail(name);
  if (nominal && head !== name) return `the ${nominal}`;
  // "Login Fails with a 500…" names a bug, not a thing to deliver: "Deliver the login fails" says nothing.
  // ("Add progress checklist": one checklist asked for is a thing made.)
  const plain =
    !namesNotes(name) &&
    !(listed && LIST_OF_THE_WORK.test(head)) &&
    head.split(/\s+/).length <= 4 &&
    /^[\p{L}\p{N}\s'&-]+$/u.test(head) &&
    name !== "Untitled Project" &&
    // "Approve Shift Swaps", "Buy Milk", "Apply to 5 Grad Schools": a name that is an instruction is no
    // thing ("Deliver the approve shift swaps").
    !(startsWithVerb(head) && !/^\p{L}+\s+(?:plan|checklist|list|report|page|party|day|campaign|strategy|kit)\b/iu.test(head)) &&
    !REMARK.test(name);
  if (!plain) return "the result";
  // Title Case goes, acronyms stay: "Q1 Hiring Plan" → "the Q1 hiring plan".
  const words = head
    .split(/\s+/)
    // "SOC 2 Type I": a lone capital is a letter or a numeral ("Plan B", "Type I"), and keeps its case.
    .map((word) => (word.split("-").every((part) => /^\p{Lu}?\p{Ll}+$|^\p{Ll}$/u.test(part)) ? word.toLowerCase() : word));
  return `the ${words.join(" ")}`;
}

/** Dates of steps along the way: "Design review is on Friday", "a closed beta in 8 weeks", "work starts …". */
const INTERIM_EVENT =
  /\b(?:reviews?|meetings?|calls?|kick-?offs?|workshops?|demos?|stand-?ups?|check-?ins?|syncs?|interviews?|retros?|sessions?|beta|webinars?|offsites?|starts?|begins?|commences?|rehears\w*|walkthroughs?|briefings?)\b/gi;
/**
 * "Team offsite", "Our company retreat", "Prepare the quarterly board meeting", "Plan a 3-day team offsite
 * in Lisbon": a line that opens on an event's name, or on preparing it, and names nothing else before its
 * date but where it is.
 */
const EVENT_ITSELF = new RegExp(
  `^(?:(?:prepare|plan|organi[sz]e|run|host|hold|arrange|set up)\\s+(?:the|our|a|an|this|next)\\s+)?(?:[\\p{L}\\p{N}'’-]+\\s+){0,3}(?:${INTERIM_EVENT.source})(?:\\s+(?:in|at|near)\\s+\\p{Lu}[\\p{L}'’-]*(?:\\s+\\p{Lu}[\\p{L}'’-]*)?)?$`,
  "iu",
);
/** "… is on", "… is scheduled for": what a sentence says before its date, when it only dates its subject. */
const DATED_SUBJECT = new RegExp(String.raw`\s+${DATES_IT}$`, "i");
const bare = (words: string) =>
  words
    .replace(/^(?:the|our|my)\s+/i, "")
    .trim()
    .toLowerCase();

/**
 * "Team offsite / - book the venue / The team offsite is on January 15.": a sentence dating the event the
 * plan is titled after is the project's day ("Design review is on Friday" under a redesign is not).
 */
function datesTheTitle(before: string, title: string | null): boolean {
  if (!title || !DATED_SUBJECT.test(before)) return false;
  const subject = bare(before.replace(DATED_SUBJECT, ""));
  if (subject.length <= 2) return false;
  // "# Workshop day checklist … The workshop is on December 15": the event the title's words name.
  const titleWords = new Set(bare(title).split(/\s+/));
  return subject === bare(title) || subject.split(/\s+/).every((word) => titleWords.has(word));
}

/** The day the whole project exists for: a specific one refines a vaguer month it falls in. */
const FINAL_EVENT =
  /\b(?:launch\w*|open(?:s|ing)?|go(?:es|ing)?[- ]live|releases?|released|wedding|conference|premiere|ship(?:s|ping)?)\b/i;
const DEADLINE_CUE_ALL = new RegExp(DEADLINE_CUE.source, "gi");

interface DeadlineCandidate {
  day: DayNumber;
  vague: DateMention["vague"];
  final: boolean;
}

function lastIndex(pattern: RegExp, text: string): number {
  let last = -1;
  for (const m of text.matchAll(pattern)) last = m.index ?? last;
  return last;
}

/** Dates in a background line that could end the project, skipping those of interim events. */
function lineCandidates(line: string, today: DayNumber, title: string | null): DeadlineCandidate[] {
  const out: DeadlineCandidate[] = [];
  let from = 0;
  for (const mention of findDateMentions(line, today)) {
    const before = line.slice(from, mention.index);
    from = mention.index + mention.length;
    // "Website redesign starting December 14": when the work begins, not when it ends. Not a period's or
    // an event's ("Maternity leave starting March 1", "Festival starting June 5"), a day its preparations
    // lead to, nor one item's ("…, record 8 episodes starting in January").
    const opening = line.slice(0, mention.index);
    // ("Festival site construction starting June 5" is work too, whatever the kind: the festival is later.)
    if (WORK_STARTS.test(opening) && startCued(opening)) continue;
    if (saidAsFarewell(line, mention)) continue;
    // "Start a newsletter in 7 weeks": a sentence that opens with the verb states the whole project.
    const interim = lastIndex(
      INTERIM_EVENT,
      before.replace(/^\s*(?:start|begin)\b/i, (w) => " ".repeat(w.length)),
    );
    // "Team offsite in May": an event that is all the line names before its date is the project itself.
    const itself = interim >= 0 && (EVENT_ITSELF.test(opening.trim()) || datesTheTitle(opening.trim(), title));
    if (interim > lastIndex(DEADLINE_CUE_ALL, before) && !itself) continue;
    out.push({ day: mention.day, vague: mention.vague, final: FINAL_EVENT.test(before) });
  }
  return out;
}

function spanStart(day: DayNumber, vague: NonNullable<DateMention["vague"]>): DayNumber {
  const { year, month } = partsOf(day);
  if (vague === "season") return month > 2 ? (dayFromParts(year, month - 2, 1) ?? day) : (dayFromParts(year - 1, month + 10, 1) ?? day);
  const firstMonth = vague === "month" ? month : vague === "quarter" ? month - ((month - 1) % 3) : 1;
  return dayFromParts(year, firstMonth, 1) ?? day;
}

/** "## Timeline", "Schedule", "Key dates": what a sentence under it dates is the plan's. */
const TIMELINE_HEADING = /^(?:(?:the|key|our|project)\s+)?(?:timeline|schedule|deadlines?|dates|timing|when)\s*[:：]?$/i;

function explicitDeadline(parsed: ParsedIdea, drafts: DraftTask[], today: DayNumber): DayNumber | null {
  const candidates = [parsed.title ?? "", ...parsed.context].flatMap((line) => lineCandidates(line, today, parsed.title));
  const quarter = titleQuarter(parsed, today, drafts);
  if (quarter) candidates.push({ day: quarter.end, vague: "quarter", final: false });
  const latest = Math.max(...drafts.map((d) => d.requestedDay ?? Number.NEGATIVE_INFINITY));
  const isLatest = (day: DayNumber | null | undefined) => day != null && day === latest;
  parsed.items.forEach((item, index) => {
    const requested = drafts[index]?.requestedDay;
    const underTimeline = sectionChain(item.section).some((section) => TIMELINE_HEADING.test(section.title));
    // "- [ ] Go live 2027-02-01", "4) Sign new contract before Jan 31": a list's last line, dated the
    // latest of the text, is the end of the plan; its other dated lines are not.
    const finalLine = item.source === "list" && index === parsed.items.length - 1 && isLatest(requested);
    if ((item.source !== "list" || finalLine) && requested != null && (DEADLINE_CUE.test(item.original) || underTimeline || finalLine))
      candidates.push({ day: requested, vague: undefined, final: false });
  });
  const valid = candidates.filter((c) => c.day >= today && c.day <= today + HORIZON_DAYS);
  // "Opening in March … opening day is the 13th": the exact day wins over the month it falls in.
  const refined = valid.filter(
    // "Expanding the bakery this summer, everything ready by July 1": a season is when, the day is the deadline.
    (c) =>
      !c.vague ||
      !valid.some((p) => !p.vague && (p.final || c.vague === "season") && p.day <= c.day && p.day >= spanStart(c.day, c.vague ?? "month")),
  );
  if (refined.length === 0) return null;
  // "Team dinner on March 5 … pay the bill by March 10": an item the text dates after the deadline is
  // still the text's own, and the date that ends the project is the last one.
  // A calendar date only: "keep the old shop read-only for a month" is a length, not an end.
  const calendarDated = parsed.items.some(
    (item, index) =>
      drafts[index]?.requestedDay === latest &&
      findDateMentions(item.original, today).some((m) => m.kind === "calendar" && (m.day === latest || item.monthAfterPrevious)),
  );
  const inReach = calendarDated && latest >= today && latest <= today + HORIZON_DAYS ? latest : Number.NEGATIVE_INFINITY;
  return Math.max(...refined.map((c) => c.day), inReach);
}

function throughput(team: number): number {
  return 1 + EXTRA_PERSON_THROUGHPUT * (team - 1);
}

/** Person-days the team has between now and the deadline. */
function capacity(today: DayNumber, deadline: DayNumber, team: number): number {
  return workingDaysBetween(nextWorkingDay(today), deadline) * throughput(team);
}

function roomyShare(parsed: ParsedIdea): number {
  const sections = new Set(parsed.items.map((item) => item.section).filter((section) => section?.role === "work"));
  return sections.size >= 2 ? ROOMY_SHARE.spec : ROOMY_SHARE.brief;
}

function textEffort(drafts: DraftTask[]): number {
  return drafts.reduce((sum, d) => sum + d.weight, 0);
}

/** Labels of background lines and headings, e.g. "Goals" and "Budget", for steps that define them. */
function settledTopics(parsed: ParsedIdea): string[] {
  const labels = parsed.context.flatMap((line) => [...line.matchAll(SETTLED_LABEL)].map((m) => m[1] ?? "")).filter(Boolean);
  const headings = parsed.sections.filter((s) => s.role === "context").map((s) => s.title);
  return [...labels, ...headings];
}

/**
 * Suggestions never crowd out the author's own items (issue 20): when the text lists three or more,
 * at most a quarter of the plan is suggested steps, the ones most projects need first.
 */
function capSuggestions(drafts: DraftTask[]): DraftTask[] {
  const own = drafts.filter((d) => !d.suggested).length;
  if (own < 3) return drafts;
  const room = Math.floor(own / 3);
  // "Product Hunt launch on January 20. … After the launch, reply to every comment": the day the text's
  // work follows is no extra to cap when the text names no day of its own (the launch was cut for the QA
  // step, and the replies came before it).
  const isTheDay = (d: DraftTask) => d.theDay || LAUNCH_STEP.test(d.name);
  const day =
    !drafts.some((d) => d.afterNamedDay) || drafts.some((d) => !d.suggested && isTheDay(d))
      ? undefined
      : drafts.find((d) => d.suggested && isTheDay(d));
  const keep = new Set(
    drafts
      .filter((d) => d.suggested)
      .map((d) => ({ d, essential: d.reason?.startsWith("Most") ?? false }))
      // A stable sort: each group keeps the plan's order.
      .sort((a, b) => Number(b.d === day) - Number(a.d === day) || Number(b.essential) - Number(a.essential))
      .slice(0, room)
      .map((entry) => entry.d),
  );
  return drafts.filter((d) => !d.suggested || keep.has(d));
}

/**
 * The day work on each task starts (issue 20), so the Gantt draws durations: the working day after the
 * task before it is due, or its own effort back from its due date when that is longer; never before
 * the plan starts or after the task is due.
 */
function startDays(due: DayNumber[], weights: number[], planStart: DayNumber): DayNumber[] {
  return due.map((day, index) => {
    let own = day;
    for (let left = Math.max(1, Math.round(weights[index] ?? 1)) - 1; left > 0 && own > planStart; left--)
      own = previousWorkingDay(own - 1);
    const previous = index > 0 ? (due[index - 1] as DayNumber) : null;
    const afterPrevious = previous === null ? planStart : previous >= day ? own : nextWorkingDay(previous + 1);
    return Math.min(day, Math.max(planStart, Math.min(own, afterPrevious)));
  });
}

/** "I want to get in shape before summer", "Our goal is …": a goal said as one. */
const SAID_AS_GOAL = (source: string) => INTENT.test(source) || /^(?:my|our|the)\s+goal\b/i.test(source);

/**
 * "can we get the beta out by the 20th?" then the steps toward it: the one item dated on the plan's
 * deadline is what the others lead to, so it comes after them (it came first, and every step after it
 * was squeezed onto the deadline day). Subtasks and their parents stay where they are. Returns whether
 * it moved the goal: the goal is then the plan's delivery.
 */
function goalLast(fromText: DraftTask[], deadline: DayNumber | null): boolean {
  if (deadline === null) return false;
  // "I want to get in shape before summer. Gym 3x a week, …, run a 5k in May": the first item on the
  // deadline is the goal when it comes before the others; a step also due then ("in May") stays a step.
  const onDeadline = fromText.filter((d) => d.requestedDay === deadline).sort((a, b) => a.milestone - b.milestone || a.rank - b.rank);
  const goal = onDeadline[0];
  if (!goal || goal.parent || fromText.some((d) => d.parent === goal)) return false;
  const after = fromText.filter(
    (d) => d !== goal && (d.milestone > goal.milestone || (d.milestone === goal.milestone && d.rank > goal.rank)),
  );
  // A step dated before the deadline ("start the regression pass today") still comes before the goal.
  if (after.length === 0 || after.some((d) => d.requestedDay !== null && d.requestedDay > deadline)) return false;
  // With another item on the deadline, only a goal said as one ("I want to get in shape …") goes last.
  if (onDeadline.length > 1 && (after.filter((d) => d.requestedDay === null).length < 2 || !SAID_AS_GOAL(goal.source ?? ""))) return false;
  // "…, plumber in February, painting after", "cabinets delivered Jan 25, countertops after cabinets": an
  // entry the author lists after it in the same sentence or line stays after it.
  if (goal.source !== null && after.some((d) => d.source === goal.source && d.rank > goal.rank)) return false;
  goal.milestone = Math.max(...after.map((d) => d.milestone));
  goal.rank = Math.max(...after.map((d) => d.rank)) + 1;
  return true;
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

/**
 * "| Send invites | Sam | Jan 5 |" under rows due Jan 10 and Jan 20: within a phase, the text's own dated
 * items take their places in date order, so each keeps the day the text gave it (the schedule runs in
 * list order). Undated items, and items with subtasks or a parent, stay where they are.
 */
function datesInOrder(drafts: DraftTask[], acrossPhases: boolean): DraftTask[] {
  const parents = new Set(drafts.flatMap((d) => (d.parent ? [d.parent] : [])));
  const movable = (d: DraftTask) => d.fromText && d.requestedDay !== null && !d.parent && !parents.has(d);
  const byDay = (a: DraftTask, b: DraftTask) => (a.requestedDay ?? 0) - (b.requestedDay ?? 0);
  // Per phase, the dated items in date order; each takes the next dated slot of its phase. A recap's
  // follow-ups are one list whatever phase their words suggest: each takes the slot's phase too.
  const queueOf = (d: DraftTask) => (acrossPhases ? 0 : d.milestone);
  const queues = new Map<number, DraftTask[]>();
  for (const d of drafts) if (movable(d)) queues.set(queueOf(d), [...(queues.get(queueOf(d)) ?? []), d]);
  for (const queue of queues.values()) queue.sort(byDay);
  const slotPhase = drafts.map((d) => d.milestone);
  return drafts.map((d, index) => {
    if (!movable(d)) return d;
    const placed = queues.get(queueOf(d))?.shift() ?? d;
    placed.milestone = slotPhase[index] ?? placed.milestone;
    return placed;
  });
}

/**
 * "Website relaunch by December 16: write the copy by December 4, design the pages by December 8": the
 * kind puts design before content, but a text's item dated before one in an earlier phase joins that
 * phase, so it keeps its day (the copy was due December 10, with a note that the 4th did not fit).
 */
function phasesKeepDates(drafts: DraftTask[]): DraftTask[] {
  const parents = new Set(drafts.flatMap((d) => (d.parent ? [d.parent] : [])));
  const dated = drafts.filter(
    (d) => d.fromText && d.requestedDay !== null && !d.parent && !parents.has(d) && !d.theDay && !d.followsTheDay && !d.done,
  );
  let moved = false;
  for (const draft of dated) {
    const day = draft.requestedDay ?? 0;
    // Whatever the order it was listed in: "Order the cake by Wednesday, send invites this week" (the
    // invites were due after the cake, a week late). Weekdays said in a row are already in list order
    // (build-tasks datesInListOrder), so "freeze on Monday, test on Wednesday" keeps its order.
    // A weekday's week is a reading: "book the venue by Friday, send invites by next Monday", said on a
    // Friday, keeps the author's order and the kind's.
    const earliest = Math.min(
      ...dated.filter((d) => (d.requestedDay ?? 0) > day && (d.rank > draft.rank || !draft.byWeekday)).map((d) => d.milestone),
    );
    if (earliest < draft.milestone) {
      draft.milestone = earliest;
      moved = true;
    }
  }
  // The schedule runs in list order: a moved item goes with its new phase (a stable sort).
  return moved ? [...drafts].sort((a, b) => a.milestone - b.milestone) : drafts;
}

/**
 * "sprint 14 goals: finish the billing migration, …, retro thursday": when every item of the text falls in
 * a later phase, a suggested review would open the plan with nothing yet to review. It goes.
 */
function withoutEarlyReview(drafts: DraftTask[], milestones: MilestoneDraft[]): DraftTask[] {
  const firstOwn = drafts.findIndex((d) => d.fromText);
  // A one-line idea is mostly suggestions, in the kind's order.
  if (firstOwn <= 0 || drafts.filter((d) => d.fromText).length < 2) return drafts;
  return drafts.filter((d, index) => index > firstOwn || d.fromText || milestones[d.milestone]?.phaseId !== "review");
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

/** "Work starts January 10", "ab dem 3. März", "a partir del 1 de abril": a start the text states. */
/** Whether the text before a date says the work starts then ("Work starts", not "send it every Friday starting"). */
function startCued(before: string): boolean {
  const cue = before.slice(-40);
  return START_CUE.test(cue) && !startsASeries(cue);
}

const START_CUE =
  /\b(?:start(?:s|ing)?|begin(?:s|ning)?|kick(?:s|ing)?[- ]?off|from|beginnt|starten|ab|dès|commence|à partir du|a partir del?|a partir do|desde|comienza|empieza|começa|inizia|a partire dal|dal)\s+(?:on\s+|am\s+|le\s+|el\s+|il\s+|em\s+)?$/i;

/**
 * "Q2 roadmap", "Our Q1 2027 goals": a plan titled by the quarter it is for runs over that quarter. (A
 * quarter that names a thing inside a plan, "the Q4 report", is no date: see QUARTER_THING.)
 */
const QUARTER_TITLE =
  /^(?:(?:our|the|my|team)\s+)?(Q[1-4](?:\s*['’]?\d{2,4})?)\s+(?:roadmap|goals|okrs?|plan|priorities|objectives|targets)\b/i;

/** "Team rituals for Q1", "Content calendar for Q1 2027:": the work of a quarter, named before its list. */
const FOR_QUARTER = /^[\p{L}\p{N} '’&/-]{2,60}?\s+for\s+(Q[1-4](?:\s*['’]?\d{2,4})?)\s*(?:[:：]|$)/iu;

function titleQuarter(parsed: ParsedIdea, today: DayNumber, drafts: DraftTask[]): { start: DayNumber; end: DayNumber } | null {
  const head = (parsed.title ?? parsed.statement ?? "").trim();
  const quarter = QUARTER_TITLE.exec(head)?.[1] ?? FOR_QUARTER.exec(head)?.[1];
  const end = quarter ? findDateMentions(`in ${quarter}`, today)[0]?.day : undefined;
  if (end === undefined || end < today || end > today + HORIZON_DAYS) return null;
  const start = Math.max(today, spanStart(end, "quarter"));
  // "Q3 Goals / - draft the Q3 OKRs by December 26": work the text dates before the quarter prepares for
  // it; the quarter is what the goals are for, not when the work is done (it moved all of it to July).
  if (drafts.some((d) => d.fromText && d.requestedDay !== null && d.requestedDay < start)) return null;
  return { start, end };
}

/** "Sprint 14", "Phase 2", "Build cycle": a line naming a period of work, whose dates are the work's. */
const WORK_PERIOD = /\b(?:sprints?|iterations?|cycles?|phases?|work(?:ing)?\s+period|development|dev\s+window)\b/i;

/** "then send it every Friday": the text's own repeating send is how the result reaches people. */
const SENDS = /^(?:send|publish|post|release|ship|deliver|share|mail|email|upload|air|broadcast)\b/i;
function sendsInSeries(fromText: DraftTask[]): boolean {
  return fromText.some((d) => SENDS.test(d.name) && readRepeat(d.name) !== null);
}

const STAGE_STARTING = new RegExp(`\\b(?:${WORK_STAGE})\\s+(?:starts|begins|kicks off|starting|beginning)\\s+(?:on\\s+|in\\s+)?$`, "i");

function statedStart(parsed: ParsedIdea, today: DayNumber, drafts: DraftTask[]): DayNumber | null {
  const quarter = titleQuarter(parsed, today, drafts);
  if (quarter && quarter.start > today) return nextWorkingDay(quarter.start);
  for (const line of [parsed.title ?? "", ...parsed.context]) {
    for (const mention of findDateMentions(line, today)) {
      // "Website redesign starting in 3 weeks": a start said as a length from today; not a person's
      // ("our new designer, who starts in three weeks").
      const startsIn =
        mention.kind === "duration" &&
        /^in\s/i.test(line.slice(mention.index, mention.index + mention.length)) &&
        /(?<!\b(?:who|she|he|they|designer|hire|intern)\s+)\b(?:start(?:s|ing)?|begin(?:s|ning)?|kick(?:s|ing)?[- ]?off)\s+$/i.test(
          line.slice(0, mention.index),
        );
      if (startsIn && mention.day > today && mention.day <= today + HORIZON_DAYS) return nextWorkingDay(mention.day);
      if (mention.kind !== "calendar" || mention.day < today || mention.day > today + HORIZON_DAYS) continue;
      // "Sprint 14 (Jan 4-15)": a work period's range starts the plan on its first day. A trip's or a
      // campaign's range is when it runs, and the work comes before it.
      const before = line.slice(0, mention.index);
      if (mention.from !== undefined && mention.from > today && WORK_PERIOD.test(before)) return nextWorkingDay(mention.from);
      // "Kitchen renovation: get three quotes by mid-December, …, demolition starts January 11": one stage's
      // start, not the plan's (the quotes were put in January).
      if (STAGE_STARTING.test(before)) continue;
      // "Start in March": on the first working day of March, not its last.
      const day = mention.vague ? Math.max(today, spanStart(mention.day, mention.vague)) : mention.day;
      // "then send it every Friday starting December 18": the series starts then, the work before it now.
      if (startCued(line.slice(0, mention.index))) return nextWorkingDay(day);
    }
  }
  return null;
}

/** "Send invitations 4 weeks before", "decorate the night before": counted back from the day the plan is for. */
const BEFORE_THE_DAY =
  /\s+(?:(\d{1,2}|a|an|one|two|three|four|five|six|seven|eight)\s+(days?|weeks?|months?)|the\s+(day|week|month|night|evening))\s+(?:before|ahead|prior)(?:\s+(?:it|that|the event|the day|the (?:show|trade show|launch|wedding|party|conference|move|opening|big day|premiere|festival|race|exam|gala|fair)))?$/i;

/**
 * "Plan my sister's baby shower on May 8. Send invitations 4 weeks before, order the cake a week before,
 * decorations the day before.": each is due that long before the day, which is the deadline. They were
 * spread from January in text order, and kept "4 weeks before" in their names.
 */
function beforeTheDay(fromText: DraftTask[], deadline: DayNumber | null): void {
  if (deadline === null) return;
  for (const draft of fromText) {
    const m = draft.requestedDay === null ? BEFORE_THE_DAY.exec(draft.name) : null;
    if (!m) continue;
    const n = m[1] ? (SMALL_COUNT[m[1].toLowerCase()] ?? Number(m[1])) : 1;
    // "the night before", "the evening before": the day before.
    const unit = (m[2] ?? m[3] ?? "day")
      .toLowerCase()
      .replace(/s$/, "")
      .replace(/^(?:night|evening)$/, "day");
    draft.requestedDay = unit === "day" ? deadline - n : unit === "week" ? deadline - 7 * n : addMonths(deadline, -n);
    draft.name = draft.name.slice(0, m.index).trim();
    // "decorate the night before": the eve's work is the last phase's, or the phases before it, ending on the
    // eve, would squeeze their own work (the invitations) onto it.
    if (unit === "day" && n <= 2) draft.milestone = Math.max(...fromText.map((d) => d.milestone));
  }
}

const LAUNCH_STEP = /^(?:launch|release|go live|ship|publish|open)\b/i;

/**
 * "Launching on Product Hunt on January 20. … After the launch, reply to every comment": the launch is the
 * day the work after it follows (the replies came before it). Only when the text says work follows a day
 * and names no other.
 */
function launchIsTheDay(drafts: DraftTask[], deadline: DayNumber | null): void {
  if (deadline === null || drafts.some((d) => d.theDay)) return;
  const steps = drafts.filter((d) => (LAUNCH_STEP.test(d.name) || MOVE_STEP.test(d.name)) && !d.followsTheDay);
  // The one on the deadline first: "Ship my stuff" is no move.
  const launch = steps.find((d) => d.requestedDay === deadline) ?? steps.find((d) => d.requestedDay === null);
  if (!launch) return;
  // "Moving to Berlin on March 1st! …, register at the Bürgeramt within 2 weeks of arriving": the text's
  // own move or launch on its day is what the work after it follows, however that work says so.
  const own = launch.fromText && launch.requestedDay === deadline;
  if (drafts.some((d) => d.afterNamedDay || (own && d.followsTheDay))) launch.theDay = true;
}

/** A move is a day of its own, as a launch (LAUNCH_STEP) is. */
const MOVE_STEP = /^(?:move|relocate)\b/i;

/** The planner's own steps, undated or the day the plan leads to: none of the text's items or dates. */
const onlyPlannerSteps = (drafts: DraftTask[]) => drafts.every((d) => !d.fromText && (d.requestedDay === null || d.theDay));

/**
 * "Prepare the Q4 report for the board by January 15": the text's one item is dated the deadline, and
 * every suggested step after it (review, deliver, retrospective) was squeezed onto that same day. The
 * deadline ends the plan all the same, so the item takes its place among the steps instead, with the
 * main work's share of the days in a general plan (it had a single item's, and the planner's first steps
 * took the weeks).
 */
function looseGoal(drafts: DraftTask[], deadline: DayNumber | null, generic: boolean, today: DayNumber): void {
  const own = drafts.filter((d) => d.fromText);
  const goal = own[0];
  if (deadline === null || own.length !== 1 || !goal || goal.theDay || goal.requestedDay !== deadline) return;
  // "Launch the new website by March 1st": a launch is the day itself, and what follows it is that day's.
  if (LAUNCH_STEP.test(goal.name)) return;
  const after = drafts.slice(drafts.indexOf(goal) + 1);
  // The planner's own steps: suggestions, the submission it adds ("Write the grant application by January
  // 15"), and the day of the event the plan is named after, held on its own day.
  if (after.length === 0 || !onlyPlannerSteps(after)) return;
  goal.requestedDay = null;
  // An event's kind leads up to its day by its own steps ("We are hosting a hackathon in March").
  if (generic) workInItsMonth(drafts, goal, deadline, today);
  // Beside the general steps (goals, resources, review) it is the work the plan is about: twice the days of
  // the longest of them, not a single item's. A kind's own steps already hold its work (build, write, test).
  if (generic) goal.weight = Math.max(goal.weight, 2 * Math.max(...drafts.filter((d) => d !== goal && !d.theDay).map((d) => d.weight)));
}

/**
 * "Build a website with a blog in January and a shop by March 1": the text's last item is dated the plan's
 * deadline, and the kind's steps after it (templates, copy, testing, launch) were squeezed onto the
 * deadline's last three days. Its date is the plan's: the item takes its place in the order instead, which
 * still ends by the deadline. (One item alone is looseGoal's; a launch is the day itself.)
 */
function lastItemOnTheDeadline(drafts: DraftTask[], deadline: DayNumber | null, generic: boolean): void {
  const own = drafts.filter((d) => d.fromText);
  // A general plan's review and delivery would take the days the author gave the item ("sell the bikes by
  // December 10" was due on the 1st): only a kind's own work after the item makes room for it.
  // An event's steps lead to its day, which its own passes place ("Set up the tables on Saturday morning").
  if (generic || drafts.some((d) => d.theDay)) return;
  const last = own.at(-1);
  if (deadline === null || own.length < 2 || !last || last.requestedDay !== deadline || LAUNCH_STEP.test(last.name)) return;
  const after = drafts.slice(drafts.indexOf(last) + 1);
  if (after.length < 2 || !onlyPlannerSteps(after)) return;
  last.requestedDay = null;
}

const PREPARING_FOR = /^(?:prepare|prep|train|study|revise|cram|practi[cs]e|get ready|save(?: up)?)\s+for\b/i;

/**
 * "Move house in March", "Renovate the kitchen in February": a month said without a deadline word is when
 * the work is done, not a day it is met before. The goal and the steps after it take that month; the
 * steps before it end the working day before the month starts (they took a share of the months up to the
 * deadline, which put the move in December).
 */
function workInItsMonth(drafts: DraftTask[], goal: DraftTask, deadline: DayNumber, today: DayNumber): void {
  const source = goal.source;
  // "Prepare for the AWS exam in February", "Train for a half marathon in April": the month is the exam's.
  if (source === null || PREPARING_FOR.test(goal.name)) return;
  const said = findDateMentions(source, today).some((m) => m.day === deadline && m.vague === "month" && !saidAsDeadline(source, m));
  const before = drafts[drafts.indexOf(goal) - 1];
  const monthStart = spanStart(deadline, "month");
  if (!said || !before || before.fromText || before.requestedDay !== null || monthStart <= today) return;
  before.requestedDay = previousWorkingDay(monthStart - 1);
}

/**
 * "Charity gala on June 12: book the venue, …, send thank-you notes after": the event's own day is the
 * date the text gives, and its wrap-up comes in the days after it (a couple of working days a step).
 * The deadline used to end the plan, which put the event a month early and the thank-yous before it.
 * Returns the plan's new last day, or null when nothing follows the day or the text dates what follows.
 */
function dayAndAfter(drafts: DraftTask[], deadline: DayNumber | null, wholePlan: boolean, today: DayNumber): DayNumber | null {
  const index = drafts.findIndex((d) => d.theDay);
  const theDay = drafts[index];
  if (deadline === null || !theDay || (theDay.requestedDay !== null && theDay.requestedDay !== deadline)) return null;
  const after = drafts.slice(index + 1).filter((d) => !d.onTheDay);
  if (after.some((d) => d.requestedDay !== null && d.requestedDay >= deadline)) return null;
  const wrapUp = Math.min(10, 2 * after.length + 1);
  // "Everything has to be done by the 15th": the wrap-up too, so the day is held that long before it.
  if (wholePlan && theDay.requestedDay === null && after.length > 0) {
    const day = addWorkingDays(previousWorkingDay(deadline), -wrapUp);
    if (day > today) theDay.requestedDay = day;
    return null;
  }
  // "Team offsite on Saturday March 13: book the cabin, …": the last step, held on its day all the same.
  theDay.requestedDay = deadline;
  if (after.length === 0) return null;
  return addWorkingDays(previousWorkingDay(deadline), wrapUp);
}

/** "Tech conference on", "The gala is on", "Team offsite:": what links an event's name to its date. */
const EVENT_DATE_LINK = /\s+(?:(?:is|will be|takes place)\s+)?(?:on|:)?\s*$/i;

/** "Tech conference", "Our charity gala", "Prepare the quarterly board meeting": a short name, no other work. */
function namesTheEvent(head: string): boolean {
  if (EVENT_ITSELF.test(head)) return true;
  // "Wedding planning: send invitations by January 5": the date is the work's after the colon, not the event's.
  if (/[:：]/.test(head) && startsWithVerb(head.replace(/^.*[:：]\s*/, ""))) return false;
  const words = head.split(/\s+/).filter(Boolean);
  return words.length >= 1 && words.length <= 4 && !startsWithVerb(head);
}

/**
 * "Tech conference on May 20. Book the venue, …, and send the survey by May 28": the survey's date ends
 * the plan, and the conference is still held on the day its own line gives. It used to float between
 * the prep and the survey (May 4). Only the event's own line counts ("X on May 20"), and only a day
 * before the deadline: the deadline's own day is `dayAndAfter`'s.
 */
function eventOnItsLine(parsed: ParsedIdea, drafts: DraftTask[], deadline: DayNumber | null, today: DayNumber): void {
  const theDay = drafts.find((d) => d.theDay);
  if (deadline === null || !theDay || theDay.requestedDay !== null) return;
  for (const line of [parsed.title ?? "", ...parsed.context]) {
    const mentions = findDateMentions(line, today);
    // "Team offsite on Saturday March 13": the weekday and the date are one day, the last one said of the
    // phrase ("…: set up the tables on Saturday morning" later in the line is a step's day).
    const said = mentions
      .filter((m, i) => i === 0 || /^[\s,]*$/.test(line.slice((mentions[i - 1]?.index ?? 0) + (mentions[i - 1]?.length ?? 0), m.index)))
      .filter((m) => m.kind === "calendar" && !m.vague)
      .at(-1);
    // "Everyone packs their desk by Dec 10": a day work is due by is no event's day (the move was held on it).
    const day = said && !saidAsDeadline(line, said) ? said.day : undefined;
    const head = line
      .slice(0, mentions[0]?.index ?? 0)
      .replace(EVENT_DATE_LINK, "")
      .trim();
    if (day === undefined || !namesTheEvent(head)) continue;
    if (day >= today && day < deadline) theDay.requestedDay = day;
    return;
  }
}

/**
 * "for the client demo next Thursday we still need…": a plan named after its event is held on the day
 * said right after the event's name, wherever in the text (it ended the plan a week after the steps).
 */
function eventDaySaid(name: string, text: string, drafts: DraftTask[], today: DayNumber): void {
  const theDay = drafts.find((d) => d.theDay);
  const at = text.toLowerCase().indexOf(name.toLowerCase());
  if (!theDay || theDay.requestedDay !== null || at < 0) return;
  // Up to the phrase's end: "on Saturday March 13" and "on Saturday, March 13" are one day.
  const after = text.slice(at + name.length, at + name.length + 40).split(/[.;:!?\n]|,(?!\s+(?:\p{L}+\s+)?\d)/u)[0] ?? "";
  const mentions = findDateMentions(after, today).filter((m) => m.kind === "calendar" && !m.vague);
  const said = mentions[0] && mentions[0].index <= 6 ? mentions.at(-1) : undefined;
  if (said && said.day >= today) theDay.requestedDay = said.day;
}

/**
 * "Announce it at the 3/11 meeting, send the invitations, print the sign-in sheet" before a sprint on
 * 3/12: the work listed before the day is done by the working day before it. Squeezed between a date the
 * text gives and the day, it had been due on the event's own day. Never before a date the text gives,
 * and not for a day within the week, whose preparations are made on the day.
 */
function readyBeforeTheDay(drafts: DraftTask[], due: DayNumber[], honored: boolean[], start: DayNumber): void {
  const at = drafts.findIndex((d) => d.theDay);
  const day = due[at];
  if (at < 0 || day === undefined || day !== drafts[at]?.requestedDay) return;
  const eve = previousWorkingDay(day - 1);
  // "Dinner party on Tuesday: … cook the food, set the table": a day this near is prepared on the day.
  if (eve < start || day - start < 7) return;
  for (let i = 0; i < at; i++) {
    const d = drafts[i];
    if (!d || honored[i] || d.followsTheDay || d.parent || (due[i] ?? 0) < day) continue;
    const floor = Math.max(start, ...due.slice(0, i).filter((x, j) => honored[j] && x <= eve));
    due[i] = Math.max(eve, floor);
  }
}

/**
 * "Charity gala on June 12" (a Saturday), "groceries on Saturday": work is due on working days, but an
 * event is held on its day and an errand done on the day the author gives it, so the step keeps the
 * weekend day the text names rather than the Friday before. Only when nothing scheduled after it falls on
 * or before that day, so the dates still never go backwards.
 */
function heldOnItsDay(drafts: DraftTask[], due: DayNumber[], honored: boolean[], text: string, said: DateMention[]): void {
  // "Summer party in July" ends on July 31, a Saturday: a month names no day, so the party is on the Friday;
  // "Launch the app by May 1" (a Saturday) is a deadline, met on the working day before it.
  const dayNamed = said.filter((m) => !m.vague && !DEADLINE_WORD.test(text.slice(m.index, m.index + m.length)));
  const named = new Set(dayNamed.map((m) => m.day));
  // An errand's day is one the text calls by its name or date: "4 weeks after that" and "Week 1-2" count
  // weeks of work.
  const calledByName = new Set(
    dayNamed
      .filter(
        (m) =>
          !m.relative &&
          !/\bweeks?\b/i.test(text.slice(m.index, m.index + m.length)) &&
          // "before the contract renewal on Feb 28" is a deadline all the same.
          !saidAsDeadline(text, m),
      )
      .map((m) => m.day),
  );
  // From the last, so that "laundry on Sunday" after "groceries on Saturday" moves first and lets it move.
  for (let index = drafts.length - 1; index >= 0; index--) {
    const draft = drafts[index];
    const day = draft?.requestedDay ?? null;
    if (day === null || !honored[index] || isWorkingDay(day) || !(draft?.theDay ? named : calledByName).has(day)) continue;
    if (due.slice(index + 1).some((later) => later < day)) continue;
    due[index] = day;
  }
}

/**
 * "Team dinner on Friday, December 18. Book a table, send the invites, and pay the bill by December 23":
 * the dinner, the text's own day, was held after the bill it comes before (December 22, with "the brief
 * mentions December 18"). The work the text dates after the day follows it, in the day's phase.
 */
function afterTheDayItsWork(drafts: DraftTask[], milestones: MilestoneDraft[]): MilestoneDraft[] {
  const dated = drafts.findIndex((d) => d.theDay && d.requestedDay !== null);
  const at = dated >= 0 ? dated : drafts.findIndex((d) => d.theDay);
  const theDay = drafts[at];
  if (!theDay) return milestones;
  const day = theDay.requestedDay;
  // "…, and send thank-you notes after": what the text says comes after the day follows it, dated or not.
  const later = drafts
    .slice(0, at)
    .filter((d) => d.fromText && !d.parent && (d.followsTheDay || (day !== null && d.requestedDay !== null && d.requestedDay > day)));
  // The programme's slots ("1:00pm - Welcome") are the day's own, right after it and before what follows.
  const onIt = drafts.filter((d) => d.onTheDay && !d.parent);
  later.unshift(...onIt.filter((d) => !later.includes(d)));
  if (later.length === 0) return milestones;
  for (const d of later) d.milestone = theDay.milestone;
  const rest = drafts.filter((d) => !later.includes(d));
  rest.splice(rest.indexOf(theDay) + 1, 0, ...later);
  drafts.splice(0, drafts.length, ...rest);
  // A phase left with none of its work goes, as it would have from the start.
  return compactMilestones(milestones, drafts);
}

/**
 * "- Design / - wireframes / - mockups" indented under it: the entry is done when its subtasks are. It was
 * scheduled as an item of its own before them, and due days before the work it is made of. From the last
 * task back, so a subtask's days reach its parent before the parent's reach its own parent.
 */
function parentsSpanSubtasks(drafts: DraftTask[], position: Map<DraftTask, number>, due: DayNumber[], starts: DayNumber[]): void {
  for (let index = drafts.length - 1; index >= 0; index--) {
    const parent = drafts[index]?.parent;
    const at = parent ? position.get(parent) : undefined;
    const [ownDue, ownStart] = [due[index], starts[index]];
    const [parentDue, parentStart] = at === undefined ? [] : [due[at], starts[at]];
    if (at === undefined || ownDue === undefined || ownStart === undefined || parentDue === undefined || parentStart === undefined)
      continue;
    due[at] = Math.max(parentDue, ownDue);
    starts[at] = Math.min(parentStart, ownStart);
  }
}

/** A get-together: its preparations fit in the weeks before it, however far off it is. */
const GATHERING =
  /\b(?:party|parties|birthday|\d+(?:st|nd|rd|th)(?=\s+(?:for|birthday|party)\b)|dinner|lunch|brunch|bbq|barbecue|picnic|potluck|housewarming|get-together|game night|movie night|sleepover|shower|meetup|reunion|celebration|farewell|halloween|christmas|thanksgiving)\b/i;
/** Events whose bookings, training or study take the months before them: their plan starts now. */
const LONG_LEAD =
  /\b(?:wedding|conference|festival|gala|summit|expo|convention|marathon|race|tournament|exam|graduation|fundraiser|concert|launch)\b/i;
/** Working days of preparation before a far-off gathering (six weeks) or trip (twelve: flights and rooms). */
const GATHERING_LEAD = 30;
const TRIP_LEAD = 60;

/**
 * "Halloween party on Oct 31" read in November: the invitations and the candy belong to October, not
 * spread over the eleven months from today (issue 20). Null when the plan starts today.
 */
function leadTime(name: string): number | null {
  if (LONG_LEAD.test(name)) return null;
  if (GATHERING.test(name)) return GATHERING_LEAD;
  return /\b(?:trip|vacation|holiday|honeymoon|journey)\b/i.test(name) ? TRIP_LEAD : null;
}

/**
 * "Trip to Lisbon (Mar 3-7)", "| Instagram | 3 reels | Jan 8-20 |": an item the text dates with a range runs
 * over it, not from the step before it (the trip ran from February 2; the reels started two days before their
 * end). The day the plan is for also lasts its month when a month is all it names ("Road trip in May"), and
 * never starts before the step before it; an item's range may start earlier, but not before the plan.
 */
function datedItemsLast(
  drafts: DraftTask[],
  due: DayNumber[],
  honored: boolean[],
  starts: DayNumber[],
  mentions: DateMention[],
  planStart: DayNumber,
): void {
  drafts.forEach((draft, index) => {
    const day = due[index];
    const start = starts[index];
    if (draft.requestedDay === null || !honored[index] || day === undefined || start === undefined) return;
    if (!draft.theDay && !draft.fromText) return;
    const said = draft.theDay
      ? mentions.find((m) => m.day === draft.requestedDay)
      : mentions.find((m) => m.day === draft.requestedDay && m.from !== undefined);
    if (draft.theDay && said?.vague && said.vague !== "month") return;
    const first = said?.from ?? (draft.theDay ? (said?.vague === "month" ? spanStart(day, "month") : day) : undefined);
    if (first === undefined) return;
    starts[index] = Math.min(day, Math.max(draft.theDay ? start : planStart, nextWorkingDay(first)));
  });
}

/**
 * "Study plan for the bar exam July 28: …, review weak areas in July": work said for the day's own month
 * readies it, so it is due before the day (it was due July 30, after the exam).
 */
function inTheMonthOfTheDay(fromText: DraftTask[]): void {
  const day = fromText.find((d) => d.theDay)?.requestedDay;
  if (day === null || day === undefined) return;
  for (const draft of fromText) {
    const asked = draft.requestedDay;
    if (draft.theDay || draft.followsTheDay || draft.afterNamedDay || asked === null || asked <= day) continue;
    if (isMonthEnd(asked) && spanStart(asked, "month") === spanStart(day, "month")) draft.requestedDay = day - 1;
  }
}

/** Whether `day` is the last of its month (a month said alone reads as its last day). */
function isMonthEnd(day: DayNumber): boolean {
  return partsOf(day + 1).dayOfMonth === 1;
}

/** "Work starts", "Kitchen remodel starting", "App rewrite beginning": the work itself, first on its line. */
const WORK_STARTS =
  /^[^,:;]*\b(?:work|project|redesign|rebuild|rewrite|remodel|renovation|refurbishment|migration|construction|writing|overhaul|refactor(?:ing)?|upgrade|development|implementation|rollout|build-?out)\b[^,:;]*$/i;

/** Start is the stated start or the next working day; the end is the deadline, or the effort spread over the team. */
function timeline(
  drafts: DraftTask[],
  domain: DomainDef,
  team: number,
  deadline: DayNumber | null,
  today: DayNumber,
  stated: DayNumber | null = null,
  lead: number | null = null,
): { start: DayNumber; end: DayNumber } {
  let start = stated !== null && (deadline === null || stated < deadline) ? stated : nextWorkingDay(today);
  if (deadline !== null && stated === null && lead !== null) {
    // No later than the first date the text gives one of its items.
    const asked = drafts.map((d) => d.requestedDay).filter((day): day is DayNumber => day !== null && day >= start);
    start = Math.min(Math.max(start, addWorkingDays(previousWorkingDay(deadline), -lead)), ...asked);
  }
  // "Launch by November 28" typed on Saturday the 28th: the deadline is today, before the next working day.
  if (deadline !== null && deadline >= today && deadline < start) return { start: today, end: deadline };
  if (deadline !== null) return { start, end: Math.max(start, previousWorkingDay(deadline)) };
  const totalWeight = drafts.reduce((sum, d) => sum + d.weight, 0);
  const weeks = Math.min(MAX_WEEKS, Math.max(domain.minWeeks, Math.ceil(totalWeight / throughput(team) / 5)));
  const workingDays = weeks * 5;
  const anchored = drafts
    .map((d, index) => ({ day: d.requestedDay, index }))
    .filter((a) => a.day !== null && a.day >= start && a.day <= today + HORIZON_DAYS);
  if (anchored.length === 0) return { start, end: addWorkingDays(start, workingDays - 1) };
  // The latest dated item fixes the end, plus room for whatever the plan lists after it.
  const latest = anchored.reduce((a, b) => ((b.day as DayNumber) >= (a.day as DayNumber) ? b : a));
  const tailWeight = drafts.slice(latest.index + 1).reduce((sum, d) => sum + d.weight, 0);
  const tailDays = Math.round((tailWeight * workingDays) / Math.max(1, totalWeight));
  return { start, end: addWorkingDays(Math.max(start, previousWorkingDay(latest.day as DayNumber)), tailDays) };
}

/**
 * "It was planned for October 3 2026": dates with a year that has passed, or one more than three years off,
 * are reported, never moved or dropped silently.
 */
function dateNotices(text: string, today: DayNumber): string[] {
  const longAgo = today - HORIZON_DAYS;
  const seen = new Set<string>();
  for (const mention of findDateMentions(text, longAgo)) {
    const phrase = text.slice(mention.index, mention.index + mention.length);
    if (mention.kind !== "calendar" || mention.day >= today || !/\d{4}/.test(phrase)) continue;
    seen.add(
      `The idea mentions “${phrase.trim()}” (${dayFromNumber(mention.day)}), which has already passed, so the plan does not use it. Give a date in the future if it is a deadline.`,
    );
  }
  // "Build the archive by 2030": a date past the planner's three years was dropped without a word.
  for (const mention of findDateMentions(text, today)) {
    const phrase = text.slice(mention.index, mention.index + mention.length);
    if (mention.kind !== "calendar" || mention.day <= today + HORIZON_DAYS || !/\d{4}/.test(phrase)) continue;
    seen.add(
      `The idea mentions “${phrase.trim()}” (${dayFromNumber(mention.day)}), more than three years away, so the plan does not use it. Plan the first stage and give its date.`,
    );
  }
  return [...seen].slice(0, 3);
}

/** Ideas in another language keep their own words; the phases get plain names in that language. */
function localMilestones(locale: PhaseLocale, drafts: DraftTask[]): MilestoneDraft[] {
  const [first, second] = PHASE_NAMES[locale];
  const split = drafts.length >= 4 ? Math.ceil(drafts.length / 2) : drafts.length;
  drafts.forEach((draft, index) => {
    draft.milestone = index < split ? 0 : 1;
  });
  const names = split < drafts.length ? [first, second] : [second];
  if (split >= drafts.length) for (const draft of drafts) draft.milestone = 0;
  return names.map((name) => ({ name, description: "", phaseId: null }));
}

/**
 * "- tear out the old cabinets, eight days": an item's stated effort is its days of work, and no part of
 * its name. It was estimated at 64 hours and given two working days, named "…, eight days". Read from the
 * item's own words: a sentence listing several items ("a job description, a careers page, 3 interviews a
 * week") gave each the first figure it held.
 */
function statedEfforts(drafts: DraftTask[], repeats: Array<unknown>): void {
  drafts.forEach((draft, index) => {
    if (!draft.fromText || repeats[index]) return;
    // A line of its own may have lost its figure to naming ("Tests schreiben (2 Tage)"); a shared sentence is no one item's.
    const shared = drafts.some((d) => d !== draft && d.source === draft.source);
    const own = statedEstimate(draft.name) ?? (shared ? null : statedEstimate(draft.source ?? ""));
    if (!own) return;
    // Work ticked off takes none of the plan's days (decision 184): only its name loses the figure.
    if (!draft.done) {
      draft.effort = own;
      if (own.unit === "hours") draft.weight = own.value / HOURS_PER_DAY;
    }
    const span = escapeRegex(own.span);
    // "which currently takes about four hours" says what a thing takes, and goes with the name.
    if (new RegExp(`\\b(?:takes?|took|lasts?|lasted|spends?|spent)\\s+(?:about\\s+|around\\s+|~\\s*)?${span}`, "i").test(draft.name))
      return;
    // "(8 days)", "(timeboxed 2d)", ", eight days", " - 2 days", ": 1 week", " 1.5h" at the end of the name.
    const named = draft.name
      .replace(
        new RegExp(
          `\\s*\\([^()]*${span}[^()]*\\)\\s*$|(?:\\s*[,;:–—-]\\s*|\\s+)(?:~\\s*|about\\s+|around\\s+|roughly\\s+)?${span}\\s*$`,
          "iu",
        ),
        "",
      )
      .trim();
    if (/\p{L}{2}/u.test(named)) draft.name = named;
  });
}

export function buildPlan(idea: string, todayDate: Date): GeneratedPlan {
  if (Number.isNaN(todayDate.getTime())) throw new TypeError("generateEmbeddedPlan: `today` must be a valid Date");
  const today = utcDayNumberOf(todayDate);
  const pasted = normalizeText(idea.slice(0, MAX_IDEA_CHARS));
  if (!hasProject(pasted) || onlyAPronoun(pasted, today)) throw new PlanRefusal(VAGUE_IDEA_MESSAGE);
  const text = withDayLines(withoutOpeningGreeting(pasted));
  const parsed = parseIdea(text);
  parsed.items = withoutBareVerbTwin(withoutRestatement(parsed.items), today).slice(0, MAX_ITEMS_READ);
  const headline = [parsed.title, parsed.statement].filter(Boolean).join(" ");
  // A ticked-off line ("- [x] Research interviews") is the record of work done, not what kind of work is left.
  const open = text.replace(/^\s*(?:[-*+]|\d+[.)])\s*\[[xX]\].*$/gm, "");
  const kind = smallChangeKind(parsed, text) ?? detectKind(headline, open);
  const domain = errandLabel(parsed) || (kind === "generic" && isOneErrand(parsed, text)) ? ERRANDS : DOMAINS[kind];
  const name = planName(parsed, domain, today);

  phraseItems(parsed.items, domain.kind, headline);
  const assignment = assignPhases(domain, parsed.sections, parsed.items, (item) => findDateMentions(item.original, today)[0]?.day ?? null);
  const fromText = heldOnItsLine(textTasks(parsed, domain, assignment, today));
  // "Trip to Japan", "Dinner with the Board": the event is the name's head, and its day ends the plan.
  const eventHeaded = EVENT_NAME.test(name.split(/\s+(?:to|for|in|at|with|of|on|across|around|through)\s+/i)[0] ?? name);
  const deadline = explicitDeadline(parsed, fromText, today);
  const goalDelivers = goalLast(fromText, deadline);
  beforeTheDay(fromText, deadline);
  inTheMonthOfTheDay(fromText);
  // "- hold the gala on December 30": a line of the text that is the day (heldOnItsLine).
  const textHoldsTheDay = fromText.some((d) => d.theDay);
  const dayItem = parsed.items.some((item) => item.theDay) || textHoldsTheDay;
  const eventNamed = !dayItem && eventHeaded;
  if (dayItem || eventNamed || GATHERING.test(name)) inTheEventWeek(fromText, deadline, today);
  const statedTeam = detectTeamSize(text) ?? (parsed.listedTeam > 0 ? parsed.listedTeam : parsed.speakers >= 2 ? parsed.speakers : null);
  const pacingTeam = statedTeam ?? (soundsLikeTeam(text) ? 2 : 1);
  // Standard steps are written in English: an idea in another language gets only its own items. Notes of a
  // meeting hand out their own work: a board's minutes mentioning its gala are no plan for the gala.
  const steps =
    (parsed.lang !== "en" && fromText.length > 0) || (recordsAMeeting(parsed, name) && fromText.length >= 2)
      ? []
      : standardTasks(parsed, domain, assignment, text, thingFor(name, parsed.items.filter((item) => item.source === "list").length >= 2), {
          roomy: deadline !== null && textEffort(fromText) < roomyShare(parsed) * capacity(today, deadline, pacingTeam),
          settled: settledTopics(parsed),
          // "Berlin marathon", "Launch our Kickstarter": the day is the delivery; "Deliver the result" after it is none.
          // "We need to migrate our auth by Feb 28. Steps: …": the goal after its steps is the delivery.
          noDeliverable: namesNotes(name) || dayItem || goalDelivers || isHiringPlan(headline) || sendsInSeries(fromText),
          leadsToADay: dayItem || eventNamed,
          eventName: eventNamed ? name : undefined,
          // Unless the text already sends it in itself ("Email the proposal to Anna").
          submits:
            SUBMITTED.test(name) &&
            !parsed.items.some((item) => /\b(?:submit|send|apply|e-?mail|mail|deliver|hand in|upload|file)\w*/i.test(item.text)),
        });
  // A line of the text that is the day replaces the kind's "Host the event".
  const standard = eventAsItsDay(fromText, steps, domain).filter((d) => !(d.theDay && textHoldsTheDay));
  // "We moved the beta to March 3. … Tom fixes the signup bug before the beta. Priya updates the copy by
  // Friday": a day the brief gives a step is known before the dated items take their places in date order,
  // or the copy, listed after the bug, would wait for the beta.
  const capped = capSuggestions(orderAndCap([...fromText, ...standard]));
  pinEvents(
    parsed.context,
    capped.filter((d) => d.fromText && !readRepeat(d.name)),
    today,
  );
  const drafts = withoutEarlyReview(datesInOrder(phasesKeepDates(capped), namesNotes(name)), assignment.milestones);
  // "Weekly standup every Monday": a repeating item is one task with its rule, due on its first day; it
  // takes no place in the sequence the others are spread over.
  const repeats = drafts.map((d) => (d.fromText && !d.done ? readRepeat(d.name) : null));
  // "starting in January": a series' own start; a month named alone starts with the month.
  const seriesFrom = drafts.map((d, index) =>
    repeats[index] && d.requestedDay !== null ? (isMonthEnd(d.requestedDay) ? spanStart(d.requestedDay, "month") : d.requestedDay) : null,
  );
  drafts.forEach((draft, index) => {
    if (!repeats[index]) return;
    draft.name = withoutRepeat(draft.name);
    draft.requestedDay = null;
    draft.weight = 0;
  });
  statedEfforts(drafts, repeats);
  pinEvents(parsed.context, drafts, today);
  looseGoal(drafts, deadline, domain.kind === "generic", today);
  lastItemOnTheDeadline(drafts, deadline, domain.kind === "generic");
  const headed = new Set(parsed.sections.map((section) => section.title));
  // A foreign text's phases are named in its language: by its own headings when they are its topics
  // ("Wohnung:", "Kisten:"), else by plain words.
  let milestones =
    parsed.lang !== "en" && standard.length === 0 && !assignment.placedByHeading.some(Boolean) && !assignment.byTopic
      ? localMilestones(phaseLocale(text, parsed.lang as Exclude<IdeaLanguage, "en">), drafts)
      : compactMilestones(assignment.milestones, drafts);
  // The planner's own words about a heading ("Work listed under …") are English.
  if (parsed.lang !== "en" && assignment.byTopic) milestones = milestones.map((m) => (m.phaseId ? m : { ...m, description: "" }));

  eventOnItsLine(parsed, drafts, deadline, today);
  if (eventNamed) eventDaySaid(name, text, drafts, today);
  launchIsTheDay(drafts, deadline);
  milestones = afterTheDayItsWork(drafts, milestones);
  const afterTheDay = dayAndAfter(
    drafts,
    deadline,
    deadline !== null && wholePlanBy([parsed.title ?? "", ...parsed.context], deadline, today),
    today,
  );
  const weekend = weekendSaid(
    text,
    deadline,
    today,
    drafts.map((d) => d.requestedDay),
    domain === ERRANDS,
  );
  const label = weekend === null && domain === ERRANDS ? errandLabel(parsed) : undefined;
  // One errand with no day of its own ("Call the bank") is done today, not spread over a week.
  // Not one given a date ("Pay the deposit @2026-12-15") or an effort of its own ("Collect the numbers (five days)").
  const oneErrand =
    weekend === null &&
    domain === ERRANDS &&
    !label &&
    deadline === null &&
    drafts.length === 1 &&
    drafts[0]?.requestedDay === null &&
    drafts[0]?.effort === undefined;
  const errandDay = label
    ? errandDaySaid(
        label,
        today,
        drafts.map((d) => d.requestedDay),
      )
    : oneErrand && !repeats[0]
      ? today
      : null;
  const planned =
    weekend !== null
      ? { start: weekend, end: Math.max(weekend + 1, ...drafts.map((d) => d.requestedDay ?? weekend)) }
      : errandDay !== null
        ? { start: errandDay, end: errandDay }
        : timeline(
            drafts,
            domain,
            pacingTeam,
            deadline,
            today,
            statedStart(parsed, today, drafts),
            // Only for the author's own preparations: the kind's usual steps ("Book the venue") take the months before.
            fromText.length >= 2 ? leadTime(name) : null,
          );
  const { start } = planned;
  const end = Math.max(planned.end, afterTheDay ?? planned.end);
  // A task split into subtasks takes no days of its own: it spans theirs (parentsSpanSubtasks).
  const split = new Set(drafts.flatMap((d) => (d.parent && drafts.includes(d.parent) ? [d.parent] : [])));
  // "- [x] Book the venue": work ticked off takes none of the days ahead.
  const weights = drafts.map((d) => (split.has(d) || d.done ? 0 : d.weight));
  const { due, honored } = scheduleTasks(
    start,
    end,
    drafts.map((d, index) => ({ weight: weights[index] ?? d.weight, requested: d.requestedDay })),
  );
  const afterWeekend = (index: number) => weekend !== null && (drafts[index]?.requestedDay ?? weekend) > weekend + 1;
  if (weekend !== null) {
    due.splice(
      0,
      due.length,
      ...onTheWeekend(
        weights.map((w, index) => (afterWeekend(index) ? 0 : w)),
        weekend,
      ),
    );
    // "…, clean the brushes on Sunday": a day the text gives, on the weekend or after it, is kept.
    drafts.forEach((draft, index) => {
      if (draft.requestedDay === null || draft.requestedDay < weekend) return;
      due[index] = draft.requestedDay;
      honored[index] = true;
    });
  }
  // A plan due on a weekend day before the next working day is done by that day, all of it.
  else if (end < nextWorkingDay(start)) due.fill(end);
  // The calendar days the text names, read once for the two passes that hold an event on its day.
  const saidDays = findDateMentions(text, today).filter((m) => m.kind === "calendar");
  heldOnItsDay(drafts, due, honored, text, saidDays);
  readyBeforeTheDay(drafts, due, honored, start);
  const theDayDue = due[drafts.findIndex((d) => d.theDay)];
  drafts.forEach((d, index) => {
    if (!d.onTheDay || theDayDue === undefined) return;
    due[index] = theDayDue;
    honored[index] = true;
  });

  // After merging and capping, a subtask whose parent is gone is a task of its own; one that stays
  // shares its parent's phase whatever the phases were folded into.
  const starts = startDays(due, weights, start);
  // …and is dated the plan's first day: it is done (it had been due in the weeks ahead, among the open work).
  drafts.forEach((d, index) => {
    if (!d.done || (due[index] ?? start) <= start) return;
    due[index] = start;
    starts[index] = start;
  });
  // On a weekend each item is done on its day.
  // … and work dated after it starts once the weekend is over.
  if (weekend !== null)
    starts.splice(0, starts.length, ...due.map((day, index) => (afterWeekend(index) ? Math.min(day, nextWorkingDay(weekend + 1)) : day)));
  datedItemsLast(drafts, due, honored, starts, saidDays, start);
  // A series starts with the plan, or once the work the text lists before it is done ("write the first
  // issue, send it every Friday").
  let doneBefore: DayNumber | null = null;
  drafts.forEach((draft, index) => {
    const repeat = repeats[index];
    if (!repeat) {
      if (draft.fromText) doneBefore = due[index] ?? doneBefore;
      return;
    }
    // "The launch is in 2 weeks … publish an issue every Friday": a day the brief gives the step (pinEvents)
    // starts its series too.
    const from = Math.max(doneBefore === null ? start : doneBefore + 1, seriesFrom[index] ?? draft.requestedDay ?? start);
    due[index] = starts[index] = firstOccurrence(repeat, from);
    honored[index] = true;
  });
  const position = new Map(drafts.map((draft, index) => [draft, index]));
  for (const draft of drafts) {
    if (draft.parent && !position.has(draft.parent)) draft.parent = null;
    if (draft.parent) draft.milestone = draft.parent.milestone;
  }
  parentsSpanSubtasks(drafts, position, due, starts);
  // Issue 26: estimates the text states, else the planner's guess from the days it gives the item.
  const stated = drafts.map((draft) => draft.effort ?? null);
  const estimateUnit = planEstimateUnit(stated);
  const hasSubtasks = new Set(drafts.map((d) => d.parent).filter((p) => p !== null && p !== undefined));
  const estimateOf = (draft: (typeof drafts)[number], index: number) => {
    const own = stated[index];
    if (own && own.unit === estimateUnit) return { estimate: own.value, estimateText: own.span };
    // A task split into subtasks is their sum (the board rolls estimates up): it guesses nothing itself,
    // and neither does a repeating one, whose days the plan does not spread it over.
    if (hasSubtasks.has(draft) || repeats[index]) return {};
    return { estimate: guessEstimate(draft.weight, estimateUnit), estimateGuess: true };
  };
  const tasks = drafts.map((draft, index) => {
    let description = draft.description;
    if (draft.requestedDay !== null && !honored[index]) {
      description =
        `${description} The brief mentions ${dayFromNumber(draft.requestedDay)}, which does not fit this timeline, so it is scheduled in sequence.`.trim();
    }
    return {
      name: draft.name,
      description: shorten(description, 4000),
      startDate: dayFromNumber(starts[index] as DayNumber),
      dueDate: dayFromNumber(due[index] as DayNumber),
      ...(draft.suggested ? { suggested: true, reason: draft.reason } : {}),
      ...(draft.done ? { done: true } : {}),
      ...(repeats[index] ? { recurrence: repeats[index]?.rule } : {}),
      priority: draft.priority,
      milestoneIndex: draft.milestone,
      sourceText: draft.source,
      parentIndex: draft.parent ? (position.get(draft.parent) ?? null) : null,
      ...estimateOf(draft, index),
    };
  });
  // A phase is due once its work is, and never before the phase before it (a repeating task is due on its
  // first day, which may be early; work ticked off is dated the first day, and a phase of only that is due
  // with the phase before it).
  let phaseDue = start;
  const milestoneDue = milestones.map((_, index) => {
    const own = due.filter((_, i) => drafts[i]?.milestone === index && !drafts[i]?.done);
    phaseDue = Math.max(phaseDue, ...own);
    return phaseDue;
  });

  const locale: SentenceLocale = parsed.lang === "en" ? "en" : phaseLocale(text, parsed.lang);
  const summary =
    summaryFrom(parsed.summary.length > 0 ? parsed.summary : parsed.notes) ||
    listSummary(
      // "Covers push notifications, offline mode and dark mode": a feature is summed up as itself.
      drafts
        .filter((d) => d.fromText)
        .map((d) => d.name.replace(/^(?:Add|Build)\s+(.+)$/, (all, rest: string) => (isFeatureName(rest) ? rest : all))),
      locale,
    );
  const planning = planningSentence(
    statedTeam,
    // Work held on a weekend counts its calendar days ("Planned over 3 days" for a weekend and its Monday).
    weekend !== null ? 0 : workingDaysBetween(start, end),
    end - start + 1,
    deadline !== null ? dayFromNumber(end) : null,
    locale,
  );
  return {
    name: shorten(name, 120),
    description: [summary, planning].filter(Boolean).join(" "),
    milestones: milestones.map((milestone, index) => ({
      name: shorten(milestone.name, 200),
      description: shorten(milestone.description, 4000),
      dueDate: dayFromNumber(milestoneDue[index] as DayNumber),
      // A phase named after the author's own heading cites it; the planner's own phases cite nothing.
      sourceText: headed.has(milestone.name) ? milestone.name : null,
    })),
    tasks,
    timeline: { startDate: dayFromNumber(start), endDate: dayFromNumber(Math.max(end, ...due)) },
    notices: dateNotices(text, today),
    estimateUnit,
  };
}
