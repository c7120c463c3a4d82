import type { DayNumber } from "../dates";
import { findDateMentions } from "./parse-dates";
import { doneAsVerb, startsWithVerb } from "./task-names";
import { asSentence, isCjk, shorten, stripInlineMarkdown, titleCase, trimDangling } from "./text";
import { INTERJECTION, NAMED_OWNER, SEQUENCE_WE, verbBase, withoutDelegate } from "./vocabulary";

// The plan's name and description, taken from the idea's own words.

const DOC_PREFIX =
  /^(?:project(?: name)?|spec(?:ification)?|prd|brief|rfc|proposal|plan|idea|draft|working title|title|name|what|summary|overview|product|re|fwd?|(?:quick |status )?update|p[0-4]|epic|(?:user )?story|feature(?: request)?|issue|ticket|task|marketing|docs|documentation|chore|ops|design|infra|feat|refactor|perf|revert|meeting|bug|spike|initiative|(?:feat|fix|refactor|perf|tests?|build|ci|style|revert|chore|docs)\([^)]{1,30}\)!?)\s*[:：\-–—|]\s*/i;
/** "Week 50 — Phase 8: Research project": a counter of a longer series heads the page, the rest names it. */
// "7/25 Hackathon Checklist": the day it is held heads the title too (its own line dates it).
const COUNTER_PREFIX =
  /^(?:(?:(?:week|sprint|phase|iteration|part|session|lesson|module|day|stage)\s*#?\d{1,3}\s*[:：\-–—]|(?!1\/2\s*marathon)(?:0?[1-9]|1[0-2])\/(?:0?[1-9]|[12]\d|3[01])(?!\/)\s*[:：\-–—]?)\s*)+(?=\p{L})/iu;
/** "Epic", "User story", "Spec": a label that says what kind of document follows, not what it is about. */
export function isDocumentLabel(label: string): boolean {
  const labelled = `${label.trim()}:`;
  return DOC_PREFIX.exec(labelled)?.[0].trim() === labelled;
}
/** "Team of 1: build the website…", "Solo: write the ebook": who does the work, not what it is. */
const WHO = String.raw`(?:(?:a|our)\s+)?(?:team of \S+|just me|solo)`;
const WHO_LABEL = new RegExp(String.raw`^${WHO}\s*[:：]\s*(?=\S)`, "i");
const WHO_ALONE = new RegExp(`^${WHO}$`, "i");

/** "Team of 1" before a colon: a label of who does the work, which names nothing. */
export function isWhoLabel(label: string): boolean {
  return WHO_ALONE.test(label.trim());
}
// "[research: 3 days] Generate a static site": a tag with its timebox too (the plan was named "[Research").
const TRACKER_TAG = /^(?:\[?[\p{L}][\p{L} /-]{1,19}\]|\[[\p{L}][^[\]\n]{1,29}\])\s*(?=\S)/u;
/** "February meetup [tracking issue]", "Search rewrite [WIP]": what kind of issue it is, after its name. */
const TRAILING_TAG = /\s*\[(?:tracking(?:\s+issue)?|meta(?:\s+issue)?|epic|umbrella(?:\s+issue)?|wip|draft|rfc|discussion)\]\s*$/i;
const FILLER = [
  // "As discussed, here's what we need for the new bakery website:": an e-mail's lead-in to its list.
  /^(?:as\s+(?:discussed|promised|agreed|mentioned|requested)|per\s+(?:our|your)\s+(?:call|conversation|chat|meeting)|following\s+(?:up\s+on\s+)?(?:our|your)\s+(?:call|conversation|chat|meeting))[,\s]+/i,
  /^(?:here(?:'s|’s|\s+is|\s+are)|below\s+(?:is|are))\s+(?:what|everything)\s+(?:we|i)\s+(?:need|want|would like|have in mind)\s+(?:for|on|in)\s+/i,
  /^(?:so|ok(?:ay)?|well|right)?[,\s]*(?:basically|honestly|actually|really|essentially|just)[,\s]+/i,
  /^(?:we(?:'re|’re| are)|i(?:'m|’m| am)|(?:my|our)\s+[a-z]+(?:\s+[a-z]+)?\s+and\s+i\s+are)\s+(?:an?\s+)?(?:(?:small\s+)?team(?:\s+of\s+\S+)?|startup|company|agency|studio|solo founder|founder|developer|designer|freelancer|couple|group of \S+)?\s*(?:building|making|creating|developing|working on|launching|planning|organi[sz]ing|writing|designing|running|opening|holding|starting|setting up|hosting|throwing|moving|redoing|rebuilding|redesigning|rewriting|relaunching|renovating|migrating|preparing|hiring for)\s+/i,
  /^(?:i|we)\s*(?:'d|’d| would)\s+(?:like|love)\s+to\s+/i,
  // "We need someone to fix the roof": named by the job, not the person still to find ("Someone").
  /^(?:(?:i|we)\s+need\s+)?(?:someone|somebody)\s+to\s+(?=\p{L})/iu,
  /^(?:i|we)\s*(?:'d|’d| would)\s+(?:really\s+)?(?:like|love)\s+(?=(?:an?|our|my|some|new)\s)/i,
  SEQUENCE_WE,
  /^(?:finally|first|now)\s+/i,
  // "Define the plan to retire the old docs site": named by what the plan is for (it was "Plan").
  /^(?:(?:define|write|make|create|draft|prepare|outline|agree on|come up with)\s+)?(?:(?:the|a|an|our|my)\s+)?(?:plan|strategy|proposal)\s+to\s+(?=\p{L}{3})/iu,
  // "This epic tracks follow-up work from phase 1": a tracker's umbrella is named by what it tracks.
  /^(?:this|the)\s+(?:epic|issue|ticket|meta[- ]issue|tracking issue|umbrella issue|milestone|story)\s+(?:tracks|covers|collects|gathers|is for|is about)\s+(?:the\s+)?(?=\p{L})/iu,
  // "First, we add a feature flag" once "First," is gone.
  /^(?:we|i)\s+(?=(?:add|build|migrate|remove|create|make|launch|ship|move|set up|write|run|hold|host|start|update|replace|redesign|introduce|roll out)\b)/i,
  // "As a user I want to reset my password so that …": a user story is named by what is wanted.
  /^as\s+(?:an?|the)\s+[\p{L}\s-]{1,40}?,?\s+(?:i|we)\s+(?:want|would like|need|wish|can|should be able)\s+(?:to\s+)?(?:be able to\s+)?/iu,
  // "Please book the venue for the offsite": the courtesy is not the project's name.
  /^(?:please|pls|kindly)\s+/i,
  // "quick reminder that the audit is on Dec 15": the reminder names nothing, the audit does.
  /^(?:(?:just\s+)?an?\s+)?(?:(?:quick|friendly|gentle|small)\s+)?reminder(?:\s*[:：,–—-]\s*|\s+that\s+|\s+about\s+)/i,
  // "can you take care of the Q4 report?": named by what is taken care of ("Care of the Q4 Report").
  /^(?:take|taking)\s+care\s+of\s+/i,
  /^(?:i|we)\s*(?:'m|’m|'re|’re| am| are)\s+(?:going|planning|hoping|looking|trying|thinking(?: about| of)?|about)\s+(?:to\s+)?/i,
  /^(?:i|we)(?:\s+(?:want|need|plan|hope|have|intend|aim|would like|wanna)|(?:'ve|’ve| have)\s+got)\s+(?:to\s+)?/i,
  /^(?:the|our|my)\s+(?:team|company|business|school|club|department|office|family)\s+(?:also\s+|still\s+)?(?:has|needs|wants)\s+to\s+/i,
  /^(?:i|we)(?:'ll|’ll| will| should| must| can)\s+/i,
  /^(?:still\s+)?needs?\s+(?:to\s+)?/i,
  // "Before the wedding on June 5, book the DJ": the occasion names it; "By Friday, send the invoices": the work.
  // Not an occasion said with its verb: "Before the Guests Arrive" ("Guests Arrive" says less).
  /^(?:before|ahead of|in time for)\s+(?=(?:the|our|my|their|his|her)\s+[\p{L}'’-]+(?:\s+(?!(?:arrives?|visits?|comes?|starts?|begins?|leaves?|lands?|returns?|opens?|closes?|ends?|moves?|gets?|goes)\b)[\p{L}'’-]+)?(?:\s+(?:on|in|at|this|next)\s[^,;:]*)?(?:,\s|:|$))/iu,
  /^by\s+[^,;:]{3,40},\s+/i,
  // "Things to do before the baby arrives": the list's occasion names it.
  /^(?:(?:the\s+)?(?:things|stuff|everything|what)\s+)?(?:(?:i|we)\s+)?(?:(?:need|have|want|got)\s+)?to\s+do\s+/i,
  /^(?:i|we)\s+have\s+an?\s+idea\s+(?:for|to|about)\s+/i,
  /^(?:(?:can|could) you\s+)?help\s+(?:me|us)\s+(?:to\s+|with\s+)?(?:plan\s+)?/i,
  // "I need help planning my sister's bridal shower": named by what is planned.
  /^help\s+(?:with\s+)?(?:planning|organi[sz]ing|preparing)\s+/i,
  /^(?:let's|let’s|lets|let us)\s+/i,
  /^(?:can|could|should|shall)\s+(?:we|i|you|someone|somebody|anyone)\s+(?:please\s+)?/i,
  /^(?:it's|it is)\s+time\s+to\s+/i,
  /^(?:the|our|my)\s+(?:goal|plan|idea|aim)\s+is\s+(?:to\s+)?/i,
  /^(?:planning|looking|trying|hoping)\s+to\s+/i,
  /^(?:a\s+)?(?:plan|project|idea)\s+(?:for|to)\s+/i,
  /^(?:ich|wir)\s+(?:möchte|möchten|will|wollen|muss|müssen|plane|planen|werden)\s+(?:(?:eine?[nm]?|die|der|das|unsere?[nm]?|meine?[nm]?)\s+)?/i,
  /^(?:je|nous)\s+(?:veux|voudrais|voulons|aimerions|aimerais|dois|devons|allons|vais)\s+(?:(?:un|une|le|la|les|notre|nos|mon|ma|mes)\s+)?/i,
  /^(?:quiero|queremos|necesito|necesitamos|vamos a)\s+(?:(?:un|una|el|la|los|las|nuestro|nuestra|mi)\s+)?/i,
];
/** "Research how cafés use apps" needs its verb: without it the name is a dangling clause. */
const QUESTION_WORD = /^(?:how|what|why|whether|which|if|when|where|who)\b/i;
const DETERMINER = /^(?:an?|the|our|my|your|their|this|some)\s+/i;
/** Verbs whose action is part of the project's identity: "Redesign our site" → "Site Redesign". */
// biome-ignore format: compact lookup table
const NOMINAL: Record<string, string> = {
  redesign: "Redesign", rebuild: "Rebuild", revamp: "Revamp", refresh: "Refresh", relaunch: "Relaunch", launch: "Launch",
  migrate: "Migration", update: "Update", upgrade: "Upgrade", renovate: "Renovation", overhaul: "Overhaul", refactor: "Refactor",
  translate: "Translation", localize: "Localization", localise: "Localisation", automate: "Automation", audit: "Audit",
  tidy: "Tidy-Up", clean: "Clean-Up", reset: "Reset", declutter: "Declutter", repair: "Repair", paint: "Painting", rebrand: "Rebrand",
  export: "Export", import: "Import", move: "Move", onboard: "Onboarding", train: "Training",
  retire: "Retirement", deprecate: "Deprecation", decommission: "Decommissioning", sunset: "Sunset",
};

/** Where a noun phrase ends: purpose, time and reason clauses, and what it may cost. */
const CUT =
  /\s+\d{1,3}\s*(?:minutes?|mins?|hours?|hrs?)\b|\s+(?:so that|so|because|since|every (?=(?:other |few |\d+ )?(?:day|week|month|quarter|year|hour|morning|evening|night|weekday|weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)day)s?\b)|which|that|who|where|while|using|via|before|after|until|till|within|asap|in order to|in time for|ahead of|by the end|as soon as|and then|then|avant|d'ici|bis|vor|antes)\b|\s+(?:we|i)\s+(?:still\s+|also\s+|really\s+)?(?:gotta|need|have to|must|should|will|want)\b|\s+and\s+(?:also\s+|still\s+)?(?:need|have|want)\s+to\b|\s+(?:(?:is|are)\s+)?(?:done|finished|sorted|ready)(?=\s*$|\s+(?:and|then|by|before|so|asap)\b)|\s+(?:needs|requires)\s*(?:[:：]|$)|\s+needs\s+(?=[^.;]*,)|\s+in\s+(?=\d|a |an |the next|time\b)|\s+with\s+an?\s+budget\b|\s+budget\b(?=\s*(?:of\b|is\b|under\b|around\b|about\b|up to\b|[:=~$€£]|\d))|\s+(?:for|at|under|of)?\s*[$€£]\s?\d|,(?!\d{3}\b)|[;:!?()。！？、]|(?<!\b(?:[Nn]o|[Nn]r|[Vv]ol|[Pp]t))\.(?!\d)|\s[-–—|]\s/iu;
/** German puts the verb last ("Hochzeit planen"), as do French to-do notes ("site à créer"). */
const TRAILING_VERB =
  /\s+(?:planen|organisieren|vorbereiten|erstellen|bauen|entwickeln|starten|durchführen|umsetzen|gestalten|organiser|préparer|lancer|créer)(?=\s|$|[^\p{L}])/iu;
const NOMINAL_CUT = /\s+(?:on|for|at|with|in|from|across|to|into|as)\s+/i;
const NOMINAL_CUT_KEEPING_TO = /\s+(?:on|for|at|with|in|from|across|into|as)\s+/i;
/** "a 6-week campaign": how long it runs is planning detail, not part of its name. */
const DURATION_MODIFIER =
  /\b(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half)[- ](?:day|week|month|quarter|year)s?(?:[- ]long)?\s+(?=\p{L})/giu;
/** Where a long name can end: before a prepositional phrase, then before a second noun phrase. */
const PREPOSITION_BOUNDARY = /\s+(?:for|with|to|in|on|at|from|by|about|of|into|across|through|via|using|without|between)\s+/gi;
const CONJUNCTION_BOUNDARY = /\s+(?:and|or|&)\s+/gi;
const MIN_NAME = 12;

/** The longest head of `text` within `max` that ends where a phrase ends, never on a connective. */
function fitName(text: string, max: number): string {
  if (text.length <= max) return text;
  for (const boundary of [PREPOSITION_BOUNDARY, CONJUNCTION_BOUNDARY]) {
    let best = -1;
    for (const m of text.matchAll(boundary)) {
      const index = m.index ?? 0;
      if (index <= max && index >= MIN_NAME) best = index;
    }
    if (best > 0) return trimDangling(text.slice(0, best));
  }
  return trimDangling(shorten(text, max + 1).replace(/…$/, ""));
}

/** "Bugs to fix before the release", "Things to buy for the trip": a list's label, named as written. */
const LIST_TO_DO =
  /^(?:things|bugs|items|tasks|issues|tickets|stuff|features|ideas|questions|places|books|gifts|errands|chores|jobs|topics|steps|points|pages|fixes|people|films|movies|shows|songs|recipes)\s+to\s+\p{L}/iu;
// Not a list's label ("Bugs to fix"): that is no person and their task.
const OWNER_PREFIX = /^\p{Lu}[\p{L}'’-]+\s+(?:to|will|[-–—])\s+(\p{L}+)/u;

/**
 * "We're redesigning our website", "We're moving house": the change under way names the project with its
 * verb ("Website Redesign", "Move House"), which the filler below would drop ("Website", "House").
 */
const CHANGE_UNDER_WAY =
  /^(?:we(?:'re|’re| are)|i(?:'m|’m| am)|(?:my|our)\s+[a-z]+(?:\s+[a-z]+)?\s+and\s+i\s+are)\s+(redesigning|rebuilding|relaunching|renovating|migrating|moving|rewriting|refactoring)\s+/i;

function stripFiller(text: string): string {
  // "[PROCESS] Content Migration", "[Docs] Content guidelines": a tracker's tag names nothing.
  let rest = stripInlineMarkdown(text)
    .replace(TRACKER_TAG, "")
    .replace(TRAILING_TAG, "")
    .replace(DOC_PREFIX, "")
    .replace(COUNTER_PREFIX, "")
    .replace(WHO_LABEL, "")
    .replace(INTERJECTION, "");
  rest = rest.replace(CHANGE_UNDER_WAY, (_, gerund: string) => `${verbBase(gerund) ?? gerund} `);
  for (let pass = 0; pass < 3; pass++) {
    const before = rest;
    for (const filler of FILLER) rest = rest.replace(filler, "");
    // Meeting notes' owner: "Ana to draft the pricing proposal", "Ben will set up…", "Chloe - interview…"
    // (not "Berlin to Paris": a verb must follow).
    const owner = LIST_TO_DO.test(rest) ? null : OWNER_PREFIX.exec(rest);
    if (owner && verbBase(owner[1] ?? "")) rest = rest.slice(owner[0].length - (owner[1]?.length ?? 0));
    // "Sam owns the landing page": the thing is the name, not who owns it.
    rest = rest.replace(NAMED_OWNER, "");
    if (rest === before) break;
  }
  return rest.trim();
}

/** Cuts before "to <verb>" ("an app for walkers to schedule walks") but keeps "trip to Japan". */
function cutInfinitive(text: string): string {
  for (const m of text.matchAll(/\s+to\s+(\p{L}+)/giu)) {
    if (verbBase(m[1] ?? "") && (m.index ?? 0) > 0) return text.slice(0, m.index);
  }
  return text;
}

/**
 * "an app for tracking water intake and publish it on the app store": a second action, a verb and its
 * object after "and", is not part of the name. "a menu and order form" keeps its noun.
 */
function cutSecondAction(text: string): string {
  // "… and set up nightly backups": a phrasal verb's particle starts its thing as an article does.
  for (const m of text.matchAll(
    /\s+(?:and(?:\s+then)?|then|&)\s+(\p{L}+)\s+(?:it|them|the|a|an|our|my|this|that|those|these|up|out|off|down|back|over)\b/giu,
  )) {
    const word = m[1] ?? "";
    if ((m.index ?? 0) > 0 && verbBase(word) === word.toLowerCase()) return text.slice(0, m.index);
  }
  return text;
}

/** The head noun of a piece of work that a noun before it qualifies: "Brand refresh", "Test plan for …". */
const WORK_NOUN_AFTER =
  /^(?:refresh|redesign|revamp|rebuild|relaunch|overhaul|audit|review|strategy|guidelines|identity|plan|roadmap|campaign|workshop|sprint|rollout|migration|renovation|research)(?=\s*$|\s+(?:for|of|to|on|at|in|with|and|by|before)\b|[,.:;!?])/i;

const YEARLY_KIND = "goals|resolutions|objectives|okrs|targets|plans?|bucket list|reading list";
const YEARLY = new RegExp(`^(?:my\\s+|our\\s+)?(?:(20\\d{2})\\s+(${YEARLY_KIND})|(?:(${YEARLY_KIND})\\s+for\\s+(20\\d{2})))$`, "i");

/** Names that say only what kind of document the idea is. */
const GENERIC_NAME =
  /^(?:project|plan|idea|brief|spec|proposal|task|research|study|research project|side project|goals?|objectives?|targets?|aims?|mission|to-?dos?|tasks|checklist|action items|(?:next\s+)?steps)$/i;

/** Verbs of a goal, which a name keeps: "Reduce Churn by 20%", "Hire 2 Engineers", "Learn Spanish". */
const GOAL_VERB =
  /^(?:reduce|increase|grow|improve|boost|cut|lower|raise|double|triple|halve|decrease|lift|maximi[sz]e|minimi[sz]e|hire|recruit|learn|lose|gain|save|earn|reach)$/;

const MOVE_VERB = /^(?:move|relocate|emigrate|travel|go)$/;

/** A concise Title Cased noun phrase from a title or opening sentence, at most 60 characters. */
/** 'Minor Wording Change "Take Time': a name cut inside a quotation ends before it. */
function withoutOpenQuote(name: string): string {
  const straight = (name.match(/"/g) ?? []).length % 2 === 1 ? name.lastIndexOf('"') : -1;
  const curly = name.lastIndexOf("“") > name.lastIndexOf("”") ? name.lastIndexOf("“") : -1;
  const at = Math.max(straight, curly);
  return at > 0 ? trimDangling(name.slice(0, at).trim()) : name;
}

export function nameFrom(source: string, today: DayNumber, isTitle: boolean, said = source): string {
  // "Goals for 2027", "2027 goals: …" (as said, before the date was cut): the year sets these goals apart.
  const yearly = YEARLY.exec(said.split(/[:：]/u)[0]?.trim() ?? "");
  if (yearly) return titleCase(`${yearly[1] ?? yearly[4]} ${yearly[2] ?? yearly[3]}`);
  const name = withoutOpenQuote(nameFromPhrase(source, today, isTitle));
  // "Research project: why do trial users churn?" is named by what follows the colon.
  const tail = /^[^:：]{1,40}[:：]\s+(\S.*)$/u.exec(stripInlineMarkdown(source))?.[1];
  if (GENERIC_NAME.test(name) && tail) return nameFromPhrase(tail, today, false) || name;
  return name;
}

/**
 * "Our restaurant opens March 15": the thing, what it does, and when (a date or nothing follows, so "The
 * modal opens a new tab" is none). The plan is its opening.
 */
export const THING_OPENS =
  /^((?:(?:our|the|my)\s+)?[\p{L}'’ -]{2,40}?)\s+(opens|launches|goes live|ships|releases)(?:\s+((?:(?:on|in|by|this|next|early|late|mid|end of)\s|\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L}*\b).*))?\s*$/iu;
/** "allow users to export their data": a feature is named by what users do. */
const FOR_USERS =
  /^(?:allow|let|enable|help)\s+(?:(?:our|the|all)\s+)?(?:users?|people|customers|clients|members|admins?|visitors|everyone|teams?|managers|employees|staff|students|teachers|parents|guests|drivers|patients|nurses|buyers|sellers|hosts)\s+(?:to\s+)?/i;
/** Errands, whose thing alone says too little: "Buy milk" is not "Milk", "Call the plumber" not "Plumber". */
const ERRAND_VERB =
  /^(?:buy|call|phone|ring|email|e-mail|text|book|pay|order|renew|return|visit|pick|collect|send|post|mail|wash|mow|feed|walk|pack|cancel|file|sign)$/;

/** "Jenkins to GitHub Actions Migration" → "migration": the noun of an action that ends a name, if any. */
export function nominalTail(name: string): string | null {
  const last = /\S+$/.exec(name)?.[0] ?? "";
  return Object.values(NOMINAL).includes(last) ? last.toLowerCase() : null;
}

function nameFromPhrase(source: string, today: DayNumber, isTitle: boolean): string {
  // "Ask the team to redesign the onboarding flow" is named by the work, not by who does it ("Team").
  // "Get the slides sent to the client" is named as sending them ("Slides Sent to the Client").
  let text = doneAsVerb(withoutDelegate(stripFiller(source)));
  // "Let customers pay with Apple Pay" → "Pay with Apple Pay": what users do keeps its verb.
  const forUsers = FOR_USERS.test(text);
  text = text
    .replace(FOR_USERS, "")
    .replace(
      THING_OPENS,
      (_, thing: string, verb: string) => `${thing.replace(DETERMINER, "")} ${/^open/i.test(verb) ? "Opening" : "Launch"}`,
    );
  // "by March 3" ends the phrase; "a 6-week campaign" is part of it.
  const firstDate = findDateMentions(text, today).find(
    (m) => !/^\S+-(?:week|month|quarter)/i.test(text.slice(m.index, m.index + m.length)),
  );
  if (firstDate && firstDate.index > 0) text = text.slice(0, firstDate.index);
  // "Deadline Jan 31 2027" is a date, not a name: the next candidate names the project.
  else if (firstDate && !/\p{L}{3}/u.test(text.slice(firstDate.length))) return "";
  text = text.replace(DURATION_MODIFIER, "");
  if (isCjk(text)) return shorten(text.replace(/[。！？\s]+$/u, ""), 60);

  let suffix = "";
  let errand = "";
  const firstWord = /^\p{L}+/u.exec(text)?.[0] ?? "";
  const verb = verbBase(firstWord);
  // "(Before we) launch, fix the login bug": a verb alone before its clause ends is the occasion's name.
  if (verb && /^\s*[,;]/.test(text.slice(firstWord.length))) text = firstWord;
  // "Set up SSO", "Clean out the shed": a phrasal verb's particle goes with it.
  const rest = text
    .slice(firstWord.length)
    .trimStart()
    // "Check in with the photographer", "Follow up with the caterer": the particle and whom it is with.
    .replace(verb ? /^(?:(?:in|up)\s+with|up|out|together|off|down|over)\s+/i : /^$/, "")
    // "Write and send the newsletter": the second verb goes with the first ("And Send the Newsletter").
    // A gerund's pair is a title already ("Packing and moving to Palmers Road").
    // "Write and self-publish a picture book": a prefixed second verb is one too.
    .replace(/^(?:and|&)\s+((?:(?:self|re|co|pre|double|cross)-)?\p{L}+)\s+/iu, (both, second: string) => {
      const base = second.replace(/^(?:self|re|co|pre|double|cross)-/i, "");
      return verb && verb === firstWord.toLowerCase() && verbBase(base) === base.toLowerCase() ? "" : both;
    });
  // A title like "Launch Plan" is already a name; an opening sentence starts with what to do.
  // "Onboarding." alone is the name, not a verb with nothing after it.
  // "Reduce churn by 20%": a goal's verb is half its name ("Churn by 20%" says nothing); "Moving to
  // Berlin" is named by where to ("To Berlin" says nothing either).
  // "Apply to 5 grad schools", "Prepare for the exam": a preposition left alone names nothing ("To 5 Grad Schools").
  const bare = verb !== null && !NOMINAL[verb] && /^(?:to|for|into|at|with|from|about)\s/i.test(rest);
  // "Moving house", "Building muscle": a verb with no noun of its own before one bare word keeps it ("House").
  // "Move house" keeps its verb; "Move our office" is an "Office Move".
  const oneThing = verb !== null && (!NOMINAL[verb] || verb === "move") && /^\p{L}+[.!]?$/u.test(rest.trim());
  // "Onboarding revamp", "Marketing plan": a gerund that is a noun, before no article, is part of the
  // thing's name ("Revamp" alone says nothing); "Hiring a designer" is still the work of hiring.
  // "Brand refresh for the bakery", "Design review": a verb-like first word before a work noun is what
  // the work is on ("Refresh for the Bakery" lost it).
  // "Packing and moving to Palmers Road": two gerunds are the work's name as written ("And Moving to …").
  const gerundPair = verb !== null && firstWord.toLowerCase() !== verb && /^(?:and|&)\s+\p{L}+ing\b/iu.test(rest);
  const named =
    gerundPair || (verb !== null && ((!startsWithVerb(text) && !DETERMINER.test(rest)) || (!NOMINAL[verb] && WORK_NOUN_AFTER.test(rest))));
  if (
    verb &&
    !named &&
    (bare ||
      oneThing ||
      (forUsers && !NOMINAL[verb]) ||
      GOAL_VERB.test(verb) ||
      (MOVE_VERB.test(verb) && /^(?:to|into|abroad|across|out of)\b/i.test(rest)))
  ) {
    if (verb !== firstWord.toLowerCase()) text = `${verb}${text.slice(firstWord.length)}`;
  } else if (
    verb &&
    !named &&
    /\p{L}/u.test(rest) &&
    // "Sponsoring (find sponsors)": an aside is no thing the verb acts on ("(Find Sponsors)" was the name).
    !rest.startsWith("(") &&
    (isTitle ? DETERMINER.test(rest) : !QUESTION_WORD.test(rest))
  ) {
    suffix = NOMINAL[verb] ?? "";
    text = rest;
    if (ERRAND_VERB.test(verb)) errand = `${verb} ${DETERMINER.exec(rest)?.[0] ?? ""}`;
  }
  // "Migrate from Jenkins to GitHub Actions" → "Jenkins to GitHub Actions Migration" (was "From Jenkins Migration").
  const fromTo = suffix !== "" && /^from\s+\S.*\s+to\s+\S/i.test(text);
  text = text.replace(fromTo ? /^from\s+/i : /^(?:for|about|regarding|re|on|to|into)\s+/i, "").replace(DETERMINER, "");
  const cut = text.search(CUT);
  if (cut > 0) text = text.slice(0, cut);
  const trailingVerb = text.search(TRAILING_VERB);
  if (trailingVerb > 0) text = text.slice(0, trailingVerb);
  text = cutSecondAction(LIST_TO_DO.test(text) ? text : cutInfinitive(text));
  if (suffix) {
    const nominalCut = text.search(fromTo ? NOMINAL_CUT_KEEPING_TO : NOMINAL_CUT);
    if (nominalCut > 0) text = text.slice(0, nominalCut);
    text = `${text} ${suffix}`;
  }
  // "Create shipping labels automatically through …": how the work is done is no part of the thing's name.
  text = trimDangling(
    text
      .replace(/(?<=\p{L}\s+\p{L}+)\s+\p{L}+(?:ally|ously|ively|ately|ently|antly|fully|lessly|edly)(?!\p{L})/giu, "")
      .replace(/\s+/g, " "),
  );
  if (!/\p{L}/u.test(text)) return "";
  if (errand && !/\s/.test(text)) text = `${errand}${text}`;
  return fitName(titleCase(text), 60);
}

/** One to three clean sentences from the idea, at most 400 characters. */
export function summaryFrom(sentences: string[]): string {
  const picked: string[] = [];
  let length = 0;
  for (const raw of sentences) {
    // "All,", "Could you:": a lead-in to what follows says nothing of the project on its own.
    if (/[:：,]\s*$/u.test(raw) && raw.trim().split(/\s+/).length <= 3) continue;
    const sentence = asSentence(
      stripInlineMarkdown(raw)
        .replace(INTERJECTION, "")
        .replace(/^@[\p{L}\p{N}._-]+[,:]?\s*/u, ""),
    );
    if (sentence.length < 3) continue;
    if (picked.length === 0 && sentence.length > 400) return shorten(sentence, 400);
    if (length + sentence.length + 1 > 400 || picked.length === 3) break;
    picked.push(sentence);
    length += sentence.length + 1;
  }
  return picked.reduce(
    (text, sentence) => (text === "" ? sentence : /[。！？]$/u.test(text) ? text + sentence : `${text} ${sentence}`),
    "",
  );
}
