import { withoutCountdownAside } from "./countdown";
import { capitalizeFirst, isCjk, lowerFirstWord, shorten, splitSentences, stripInlineMarkdown, trimDangling } from "./text";
import {
  CHIT_CHAT,
  HIGH_PRIORITY,
  INTERJECTION,
  LOW_PRIORITY,
  NAMED_OWNER,
  PLACE,
  passedOn,
  REQUEST_OPENERS,
  ROLE,
  SEQUENCE_WE,
  STEP_ORDER,
  TAKES_PLACE,
  VOCATIVE,
  verbBase,
} from "./vocabulary";

// Turns a line, sentence or chat message into an imperative task name: "I'll write the copy" →
// "Write the copy", "Dark mode (nice to have)" → "Build dark mode".

export interface ShapedText {
  text: string;
  /** The text asked for or promised work ("can you…", "I'll…", "we need to…"). */
  request: boolean;
  question: boolean;
  assignee: string | null;
  /** "We need a logo, a website and cards": a list of things asked for, one task each. */
  wants: boolean;
}

/** "Sam will find guests" → "Find guests", for Sam. */
const NAMED_COMMITMENT =
  /^((?:\p{Lu}\.\s*)?\p{Lu}[\p{L}'’-]+)\s+(?:will|can|'ll|’ll|is going to|is(?=\s+(?:also\s+)?\p{L}+ing\s))\s+(?!be able\b)(?:also\s+)?/u;
/**
 * Meeting notes' shorthand, "Ben to fix the signup bug", "L. Ortiz to confirm the venue", "Ana Lopez to send
 * the agenda": a name, "to" and a verb (not "Berlin to Paris").
 */
const NAMED_TO = /^((?:\p{Lu}\.\s*)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)\s+to\s+(?:also\s+)?/u;
const NOT_A_NAME =
  /^(?:it|this|that|there|he|she|they|which|who|what|everything|nothing|everyone|someone|somebody|anyone|nobody|the|our|my|your|their|we|you|i|users?|customers?|visitors?|people|members?|admins?|staff|guests?|attendees|clients?|students?|owners?|buyers?|sellers?|sponsors?|volunteers?|partners?|donors?|vendors?|speakers?|mentors?|judges?|team|app|site|website|page|system|tool|product|platform)$/i;
const MENTIONS = /^((?:@[\p{L}\p{N}._-]+[,:]?\s*)+)/u;

/** "Alex will do the copy, Maya the visuals": work handed to one person, then to others with its verb left out. */
const GAPPED_HANDOUT =
  /^(\p{Lu}[\p{L}'’-]+)\s+(will|to|should|can|is going to)\s+(\p{L}+)\s+([^,;]+?)((?:\s*,\s*(?:and\s+)?\p{Lu}[\p{L}'’-]+\s+(?:the|a|an|our|some)\s+[^,;]+?)+)\s*[.!]?$/u;
const GAPPED_PART = /^(?:and\s+)?(\p{Lu}[\p{L}'’-]+)\s+((?:the|a|an|our|some)\s+.+)$/u;

/** Each person's share of a gapped hand-out, with the verb written out ("Maya will do the visuals"); else null. */
export function gappedHandOut(sentence: string): string[] | null {
  const m = GAPPED_HANDOUT.exec(sentence.trim());
  if (!m?.[1] || !m[2] || !m[3] || !m[4] || !m[5] || NOT_A_NAME.test(m[1]) || verbBase(m[3]) === null) return null;
  const [, name, modal, verb, object, rest] = m;
  const parts = rest.split(",").filter((part) => part.trim() !== "");
  const shares = parts.flatMap((part) => {
    const share = GAPPED_PART.exec(part.trim());
    return share?.[1] && share[2] && !NOT_A_NAME.test(share[1]) ? [`${share[1]} ${modal} ${verb} ${share[2]}`] : [];
  });
  return shares.length === parts.length ? [`${name} ${modal} ${verb} ${object}`, ...shares] : null;
}
/** "update privacy policy (@jo)", "API rate limiting @dana @lee": the people after the work. */
const TRAILING_MENTION = /\s*\(((?:@[\p{L}\p{N}._-]+[,\s]*)+)\)$|\s+((?:@[\p{L}\p{N}._-]*[\p{L}\p{N}][,\s]*)+)$/u;
/**
 * Meeting notes: "Chloe - interview 5 customers", "Everyone: review the roadmap doc". A dash after a name
 * gives the work to that person; a colon only labels it ("Note: update …" is no one's name), except for
 * everyone, who is all of the team.
 */
const OWNER_DASH = /^(\p{Lu}[\p{L}'’-]+)\s+[-–—]\s+/u;
/** "Maria: follow up with legal", "Backend: set up the API": one capitalised word, then the work. */
const OWNER_COLON = /^(\p{Lu}[\p{L}'’-]+)\s*[:：]\s+/u;
/**
 * Labels of a team, a role, a priority or a kind of note, not a person: "Design:", "Critical:", "Todo:".
 * Roles and priorities are the vocabulary's; these are the rest.
 */
const NOTE_LABEL =
  /^(?:mobile|web|infra|api|note|notes|todo|update|status|next|action|decision|question|idea|risk|everyone|everybody|all|team|high|low|medium|should|could|nice|done|wip|p[0-4])$/i;
/** "Pre-conference:", "Post-launch:", "Day-of:": when the work happens, not who does it. */
const WHEN_LABEL = /^(?:pre|post)-\p{L}+$|^day-of$/iu;
const namesNoPerson = (label: string) =>
  WHEN_LABEL.test(label) ||
  NOTE_LABEL.test(label) ||
  ROLE.test(label) ||
  HIGH_PRIORITY.test(label) ||
  LOW_PRIORITY.test(label) ||
  NOT_A_NAME.test(label);
const EVERYONE_LABEL = /^(?:everyone|everybody|all|team|all hands)\s*[:：]\s+/i;
/** A verb with no object of its own: "book by Jan", "confirm", "call asap". */
const BARE_VERB = /^(\p{L}+)(?=\s+(?:by|before|until|till|on|in|at|asap|soon|today|tomorrow|next|this|early|late)\b|\s*(?:\(|$))/iu;

/**
 * "Chloe - interview 5 customers": Chloe's task. "Photographer - book by Jan": the verb has no object,
 * so what comes before the dash is it ("Book the photographer by Jan"). "Everyone: review …": the team's.
 */
function ownerLabelled(text: string, mentions: string[]): string {
  const colon = OWNER_COLON.exec(text);
  // "Maria: follow up with legal": Maria's task; "Design: create wireframes": the team's, named by its work.
  const place = PLACE_LABEL.exec(text);
  if (place?.[1] && PLACE.test(place[1]) && startsWithVerb(text.slice(place[0].length)))
    return inPlace(place[1], text.slice(place[0].length));
  if (colon?.[1] && startsWithVerb(text.slice(colon[0].length))) {
    const person = !namesNoPerson(colon[1]) && verbBase(colon[1]) === null;
    if (person) mentions.push(colon[1]);
    return text.slice(colon[0].length);
  }
  const dash = OWNER_DASH.exec(text);
  const label = dash ?? EVERYONE_LABEL.exec(text);
  const after = label ? text.slice(label[0].length) : "";
  if (!label || after === "" || !startsWithVerb(after)) return text;
  const bare = BARE_VERB.exec(after);
  if (dash && bare) {
    const verb = bare[1] ?? "";
    const thing = /^\p{Lu}\p{Ll}*$/u.test(dash[1] ?? "") ? (dash[1] ?? "").toLowerCase() : (dash[1] ?? "");
    return `${verb} the ${thing}${after.slice(verb.length)}`;
  }
  if (dash && NOT_A_NAME.test(dash[1] ?? "")) return text;
  if (dash?.[1]) mentions.push(dash[1]);
  return after;
}
/** "Living room: hang the shelves", "Bathroom - paint the ceiling": a label of one or two words. */
const PLACE_LABEL = /^(\p{Lu}\p{Ll}+(?:\s\p{Ll}+)?)(?:\s*[:：]|\s+[-–—])\s+/u;
/** "Bathroom - paint the ceiling": where the work is stays in its name, "Paint the ceiling (bathroom)". */
function inPlace(place: string, work: string): string {
  const trailing = /[\s.;!]+$/.exec(work)?.[0] ?? "";
  return `${work.slice(0, work.length - trailing.length)} (${place.toLowerCase()})${trailing}`;
}
/** Meeting notes' present tense, "Maria finalizes the pricing page": a name and a verb in -s. */
// The verb takes an object or a particle ("finalizes the", "sets up"): "Unit tests for sync" is a thing.
const NAMED_PRESENT =
  /^(\p{Lu}[\p{L}'’-]+)\s+(\p{Ll}{3,}s)\s+(?=(?:the|a|an|our|their|his|her|its|up|out|off|all|it|them|this|that|these|those)\s)/u;

function presentBase(word: string): string | null {
  const candidates = word.endsWith("ies")
    ? [`${word.slice(0, -3)}y`]
    : [word.slice(0, -1), ...(word.endsWith("es") ? [word.slice(0, -2)] : [])];
  return candidates.find((candidate) => verbBase(candidate) === candidate) ?? null;
}

/**
 * A list line of meeting notes, "Maria finalizes the pricing page by Jan 15", as the commitment it
 * records ("Maria will finalize …"), which names Maria's task. Other lines are returned as they are.
 */
export function asCommitment(line: string): string {
  // "We record the demo video the week after": the team's own commitment.
  const we = /^[Ww]e\s+(\p{Ll}+)\s+(?=\p{L})/u.exec(line);
  if (we && verbBase(we[1] ?? "") === we[1]) return `We will ${line.slice(3)}`;
  const m = NAMED_PRESENT.exec(line);
  const name = m?.[1] ?? "";
  const base = m ? presentBase(m[2] ?? "") : null;
  if (!m || !base || NOT_A_NAME.test(name)) return line;
  return `${name} will ${base} ${line.slice(m[0].length)}`;
}
/** Verbs whose "after" is their own ("look after", "go after"), not when the work is done. */
export const PHRASAL_AFTER = "look|looks|looking|go|goes|going|come|comes|run|runs|chase|sought|ask|asks|named|take|takes";
/**
 * "Send thank-you notes after", "Clean up afterwards": when is the order of the plan, not part of the
 * name. A phrasal verb keeps it ("look after", "go after"), and so does a time ("the week after").
 * "JSON export too" is one more item, whose name is "JSON export".
 */
const TRAILING_AFTER = new RegExp(
  `(?<!\\b(?:${PHRASAL_AFTER}|day|days|week|weeks|weekend|month|months|year|years|morning|night|time|soon|shortly|right|just|one))\\s+(?:after(?:wards?)?|after that|later on)$|\\s+(?:too|as well)$|\\s+so that\\s+(?:i|we|you|they|users?|people|everyone|guests?|customers?)\\s.*$|,?\\s+(?:since|because)\\s+(?:that|that's|that’s|it|it's|it’s|this|this is|we|we're|we’re|they|they're|our|the)\\s.*$`,
  "iu",
);
const SCHEDULED = /^((?:the\s+|our\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?)\s+(?:is|are)\s+(?:planned|scheduled|set|booked|pencil+ed in)\b.*$/iu;
const YOU_WILL = /^(?:you|u)(?:'ll|’ll| will)\s+(?:also\s+)?/i;
const ORDER_WORD = new RegExp(`^(?:${STEP_ORDER}|then)\\b`, "i");
/** A verb and nothing more, or only its time: "send", "send on Feb 3", "release by March". */
const VERB_ALONE = /^\p{L}+(?:\s+(?:on|by|in|at|before|after|around)\b.*)?$/iu;
const ADVERBS =
  /^(?:also|just|really|definitely|probably|maybe|perhaps|still|then|now|quickly|first(?:ly)?|second(?:ly)?|next|lastly|finally|actually|be able to)\s+/i;
const PRIORITY_TAG =
  /\s*[([](?:optional|nice[- ]to[- ]have|stretch|must(?:[- ]have)?|critical|blocker|urgent|asap|later|maybe|bonus|p[0-3]|low|medium|high|(?:low|high|medium) priority)[)\]]\s*|\s+[-–—]\s*(?:optional|nice[- ]to[- ]have|stretch(?: goal)?|later|maybe|must[- ]have)\s*$|^\s*(?:\[?p[0-3]\]?|must[- ]have|nice[- ]to[- ]have|optional)\s*[:\-–—]\s*/giu;

/** "The site should have an online menu" → "Add an online menu"; "Users should be able to X" → "Let users X". */
const FEATURE_PATTERNS: Array<[RegExp, (m: RegExpExecArray) => string]> = [
  // "Online booking would be great": a wish for a feature (its "would be nice" reads as low priority).
  [
    /^(?!(?:it|this|that|there|which)\b)((?:an?\s+|the\s+|some\s+)?[\p{L}\p{N}-]+(?:\s+[\p{L}\p{N}-]+){0,6})\s+would be (?:great|nice|awesome|good|cool|ideal|helpful|a plus|a bonus)\b.*$/iu,
    (m) => {
      const thing = (m[1] ?? "").replace(/^(?:an?|the|some)\s+/i, "");
      return `Add ${/^\p{Lu}\p{Ll}/u.test(thing) ? thing.charAt(0).toLowerCase() + thing.slice(1) : thing}`;
    },
  ],
  [
    /^(?:the|our|this|my|an?)?\s*([\p{L} ]{1,30}?)\s+(?:should|must|will|needs? to|has to|have to)\s+be\s+able\s+to\s+(.+)$/iu,
    (m) => {
      const subject = (m[1] ?? "").toLowerCase();
      if (subject === "it") return `Make it ${m[2]}`;
      return /(?:^|\s)(?:it|app|site|website|tool|system|platform|product|page|dashboard)$/.test(subject)
        ? `Make the ${subject} ${m[2]}`
        : `Let ${subject} ${m[2]}`;
    },
  ],
  [
    /^(?:(?:the|our|this|my)\s+)?(?:[\p{L}-]+\s+){0,2}?(?:it|site|website|app|tool|page|platform|product|system|dashboard)\s+(?:should|must|will|needs? to|has to)\s+(have|include|offer|feature|contain|support|show|display|list|let|allow|enable|send|track)\s+(.+)$/iu,
    (m) => `${/^(?:have|include|offer|feature|contain)$/i.test(m[1] ?? "") ? "Add" : capitalizeFirst((m[1] ?? "").toLowerCase())} ${m[2]}`,
  ],
];

/** People inside or around the project who can be handed a deliverable or a job. */
const RECIPIENT =
  "(?:the\\s+)?(?:sales(?:\\s+team)?|marketing(?:\\s+team)?|support(?:\\s+team)?|legal|finance|ops|operations|engineering|engineers|developers|devs|design(?:ers)?|product(?:\\s+team)?|management|leadership|board|team|client|clients|agency|hr|it team|pr|everyone|staff|volunteers|speakers|partners|investors|stakeholders|vendors?|suppliers?|caterer|venue|printer|photographer|landlord|builders?|contractors?|accountant|lawyer|council|bank|insurer)";
const TIME_TAIL =
  /\s+(?:(?:\d{1,3}|an?|one|two|three|four|five|six)\s+(?:days?|weeks?|months?)\s+)?(?:before|by|until|till|no later than|ahead of|in time for|on|within|next|this)\b.*$/i;

/** "sales should get a battle card before then" → "Prepare a battle card for sales before then". */
const OBLIGATION_PATTERNS: Array<[RegExp, (m: RegExpExecArray) => { text: string; assignee: string | null }]> = [
  [
    new RegExp(
      `^(${RECIPIENT})\\s+(?:should|must|needs? to|has to|have to|will need to|ought to)\\s+(?:get|have|receive|be given|be sent|see)\\s+(.+)$`,
      "i",
    ),
    (m) => {
      const thing = m[2] ?? "";
      const tail = TIME_TAIL.exec(thing)?.[0] ?? "";
      return { text: `Prepare ${thing.slice(0, thing.length - tail.length)} for ${(m[1] ?? "").toLowerCase()}${tail}`, assignee: null };
    },
  ],
  [
    new RegExp(
      `^(${RECIPIENT})\\s+(?:needs|wants|requires|will need|asked for|is waiting for|are waiting for)\\s+((?:an?|the|some|\\d+|two|three)\\s.+)$`,
      "i",
    ),
    (m) => {
      const thing = m[2] ?? "";
      const tail = TIME_TAIL.exec(thing)?.[0] ?? "";
      return { text: `Prepare ${thing.slice(0, thing.length - tail.length)} for ${(m[1] ?? "").toLowerCase()}${tail}`, assignee: null };
    },
  ],
  [
    new RegExp(`^(${RECIPIENT})\\s+(?:should|must|needs? to|has to|have to|ought to)\\s+(?:also\\s+)?(.+)$`, "i"),
    (m) => ({ text: m[2] ?? "", assignee: (m[1] ?? "").replace(/^the\s+/i, "") }),
  ],
  // "Everyone packs their desk by Dec 10", "We send the invitations before Friday": the team's own work with
  // the day it is due by (the sentence was a fact, and the packing was lost). Without a deadline "We use
  // Slack" stays a fact.
  [
    /^(?:everyone|everybody|we(?:\s+all)?|all of us|each of us|the (?:whole\s+)?team)\s+(\p{L}+)\s+(\S.*\s(?:by|before|until|till|no later than)\s+\S.*)$/iu,
    (m) => {
      const said = (m[1] ?? "").toLowerCase();
      const verb =
        verbBase(said) === said ? said : [said.replace(/s$/, ""), said.replace(/es$/, "")].find((base) => verbBase(base) === base);
      return { text: verb ? `${verb} ${m[2]}` : "", assignee: null };
    },
  ],
  // "Dev needs to fix the checkout bug", "Sara has to book the venue": a person's name, and work with its object.
  [
    // "Nobody needs to attend" asks for nothing.
    /^(?!(?:It|This|That|Everything|Something|Nothing|Nobody)\b)(\p{Lu}\p{Ll}{1,15})\s+(?:needs to|has to|will need to|is going to)\s+(?:also\s+)?(\p{L}+\s+\S.*)$/u,
    // "Someone needs to fix it" asks for the work and names no one.
    (m) => ({ text: m[2] ?? "", assignee: /^(?:some|any|every)(?:one|body)$/i.test(m[1] ?? "") ? null : (m[1] ?? null) }),
  ],
];

/**
 * "Launch day is the first Tuesday", "Design review is on Friday", "Build times are slow": a verb-like
 * first word followed by a copula is a statement of fact, not an instruction.
 */
const STATEMENT =
  /^(?!(?:ensure|check|verify|confirm|make|see|decide|prove|show|validate|double-check|note|remember|find out|ask)\b)\p{L}+(?:[\s-]+(?!(?:the|a|an|our|your|my|their|this|that|these|those|all|every|some|it|them|us|everything|anything|something|nothing|sure|up|out|off|on|in|down)\b)[\p{L}-]+)?\s+(?:is|are|was|were|will be|would be|has been|have been|isn['’]t|aren['’]t|wasn['’]t|weren['’]t)\b/iu;

const QUESTION_PATTERNS: Array<[RegExp, (m: RegExpExecArray) => string]> = [
  [/^(?:should|shall)\s+(?:we|i)\s+(.+)$/i, (m) => `Decide whether to ${m[1]}`],
  [
    /^(?:do|does|did|can|could|will|would|is|are)\s+(we|i|you|they|it|this|the\s+\S+)\s+(.+)$/i,
    (m) => `Decide whether ${m[1]?.toLowerCase()} ${m[2]}`,
  ],
  [/^(?:what|which|how|where|who|when)\b.*$/i, (m) => `Decide ${m[0].charAt(0).toLowerCase()}${m[0].slice(1)}`],
];

/**
 * "Get the slides sent to the client", "Get the report finished": the work said as the state it ends in
 * (the task was "Get the slides sent…", the plan "Deliver the slides sent"). "Get the car fixed" and "get
 * the contract signed" stay: someone else does those.
 */
const GET_DONE =
  /^(?:please\s+)?get\s+((?:the|my|our|this|that|these|those|your)\s+(?:[\p{L}\d'’-]+\s+){0,4}?)(sent|done|finished|written|printed|submitted|published|booked|ordered|paid)\b\s*/iu;
const DONE_VERB: Record<string, string> = {
  sent: "send",
  done: "finish",
  finished: "finish",
  written: "write",
  printed: "print",
  submitted: "submit",
  published: "publish",
  booked: "book",
  ordered: "order",
  paid: "pay",
};

export function doneAsVerb(text: string): string {
  const m = GET_DONE.exec(text);
  const verb = DONE_VERB[(m?.[2] ?? "").toLowerCase()];
  if (!m || !verb) return text;
  const rest = text.slice(m[0].length);
  return `${/^[GP]/.test(text) ? capitalizeFirst(verb) : verb} ${(m[1] ?? "").trim()}${rest ? ` ${rest}` : ""}`;
}

function stripPrefixes(text: string): { text: string; request: boolean; assignee: string | null; wants: boolean } {
  let rest = text;
  let request = false;
  let wants = false;
  const mentions: string[] = [];
  for (let pass = 0; pass < 4; pass++) {
    const before = rest;
    const mention = MENTIONS.exec(rest);
    if (mention?.[1]) {
      mentions.push(...(mention[1].match(/@[\p{L}\p{N}._-]+/gu) ?? []));
      rest = rest.slice(mention[0].length);
    }
    // "First, we add a feature flag": the proposal's step is the instruction after "we".
    const step = SEQUENCE_WE.exec(rest);
    if (step && verbBase(step[1] ?? "") !== null) {
      rest = rest.slice(step[0].length);
      request = true;
    }
    rest = rest.replace(INTERJECTION, "");
    // "Jo, please start the regression pass": the person asked, then the ask.
    const vocative = VOCATIVE.exec(rest);
    if (vocative?.[1] && !NOT_A_NAME.test(vocative[1])) {
      mentions.push(vocative[1]);
      rest = rest.slice(vocative[0].length);
    }
    for (const opener of REQUEST_OPENERS) {
      const m = opener.exec(rest);
      if (m && m[0].length < rest.length) {
        rest = rest.slice(m[0].length);
        request = true;
        wants = /\bneeds?\s+$/i.test(m[0]);
        break;
      }
    }
    const shorthand = NAMED_TO.exec(rest);
    const named =
      NAMED_COMMITMENT.exec(rest) ??
      (shorthand && startsWithVerb(rest.slice(shorthand[0].length)) ? shorthand : null) ??
      NAMED_OWNER.exec(rest);
    // "Prelaunch will happen before March 8": a thing said to take place, not someone's commitment ("Happen").
    const takesPlace = TAKES_PLACE.test(rest.slice(named?.[0].length ?? 0));
    if (named?.[1] && !NOT_A_NAME.test(named[1]) && named[0].length < rest.length && !takesPlace) {
      mentions.push(named[1]);
      rest = rest.slice(named[0].length);
      request = true;
    }
    // "Ask the team to redesign the onboarding flow", "Have Sam prepare the report": the work asked of
    // someone ("Team" was the plan's name); a person named by name is its assignee.
    const delegated = passedOn(rest);
    if (delegated) {
      if (/^\p{Lu}/u.test(delegated.who) && !NOT_A_NAME.test(delegated.who)) mentions.push(delegated.who);
      rest = delegated.order;
      request = true;
    }
    // "You'll send the revised quote by Friday": in a recap, what the person written to agreed to do.
    const yours = YOU_WILL.exec(rest);
    if (yours && startsWithVerb(rest.slice(yours[0].length))) {
      rest = rest.slice(yours[0].length);
      request = true;
    }
    rest = ownerLabelled(rest, mentions);
    rest = doneAsVerb(rest);
    // "First, ship the fix" drops its "first"; "first week schedule" keeps it (there it is an adjective),
    // and so does "first send on Feb 3", a verb with no object after an ordinal being the first of its kind.
    const adverb = ADVERBS.exec(rest);
    const after = adverb ? rest.slice(adverb[0].length) : "";
    if (adverb && (!ORDER_WORD.test(adverb[0]) || (startsWithVerb(after) && !VERB_ALONE.test(after)))) rest = after;
    if (rest === before) break;
  }
  return { text: rest, request, assignee: mentions.length > 0 ? mentions.join(", ") : null, wants: wants && !startsWithVerb(rest) };
}

// Typographic single quotes (‘Save’, as word processors type them) pair like the others.
const OPENING_QUOTE_SPAN =
  /(?<![\p{L}\p{N}])'[^'\n]{1,200}?'(?![\p{L}])|"[^"\n]{1,200}?"|“[^”\n]{1,200}?”|‘[^’\n]{1,200}?’(?![\p{L}])|«[^»\n]{1,200}?»/gu;

/**
 * Quote marks that open a quotation, not an apostrophe inside a word ("don't", "d'art") or before a
 * year's two digits or a word's missing letters ("Q1 '27", "the '90s", "'til").
 */
const OPENING_QUOTE = /(?<![\p{L}\p{N}])(?:'(?!\d{2}s?(?![\p{L}\p{N}])|til\b|em\b|cause\b)|["“‘«])/giu;

/**
 * Trailing punctuation and quote marks go, unless they belong to a quotation the text opened:
 * "The hint 'Create a project!'" keeps its "!'" and never ends on a stray quote.
 */
export function trimEnds(raw: string): string {
  let text = raw.replace(/[\s.;:,。、]+$/u, "").trim();
  const opened = (text.match(OPENING_QUOTE_SPAN) ?? []).length;
  const closing = /(?<=[\p{L}\p{N}.!?…)}\]])['"”’»]$/u.test(text) ? 1 : 0;
  const wrapped = /^["'“‘«]/u.test(text) && closing === 1 && opened === 1;
  if (wrapped) text = text.slice(1, -1).trim();
  else if (opened > 0 && closing === 1) return text;
  text = text.replace(/[\s.!?;:,…。！？、]+$/u, "").replace(/^["“‘«]+(?=[^"”’»]*$)/u, "");
  // A quotation left open by a cut ("placeholder 'Search projects") is closed again.
  const stillOpen = OPENING_QUOTE.test(text.replace(OPENING_QUOTE_SPAN, " "));
  OPENING_QUOTE.lastIndex = 0;
  return stillOpen ? `${text}'` : text;
}

/** Strips speech, markers and priority tags; rewrites feature sentences and questions as actions. */
const ASSIGNED_TO = /^(.+?)\s*(?:[:：,;–—-]\s*|\s+\()(?:assign(?:ed)?\s+to|owner:?|owned\s+by)\s+(@?\p{Lu}[\p{L}'’-]+|@[\w.-]+)\)?\s*\.?$/u;

/**
 * "…, label the boxes, and have the new office running by December 20": the state a thing must be in is
 * the work of getting it there ("have" alone is no verb the planner knows: the list stayed one task).
 */
const HAVE_IT_DONE =
  /^(h)ave\s+((?:the|our|my|a|an|all|every|your|their|this|these|those)\s+[^,;]{1,60}?)\s+((?:up and )?running|ready|live|done|finished|set up|in place|sorted|working|installed|signed|approved|booked|printed|delivered|packed|painted|fixed|shipped|published|submitted|online|open)\b/i;

function haveItDone(text: string): string {
  return text.replace(HAVE_IT_DONE, (_, h: string, thing: string, state: string) => `${h === "H" ? "G" : "g"}et ${thing} ${state}`);
}

/** "Copy from Jess": a thing, and the person it comes from. */
const FROM_PERSON = /^(\p{L}[\p{L} -]{1,30}?)\s+from\s+(\p{Lu}[\p{L}'’-]+)$/u;

/** "Literature review: finish": a topic, then the one verb done to it. */
const TOPIC_THEN_VERB = /^([^:：]{2,50})[:：]\s*(\p{L}+)$/u;
/** "API rate limits: Kevin investigating, update next week": a topic, who is on it and how. */
const ON_THE_TOPIC = /^([^:：]{2,50})[:：]\s*(\p{Lu}[\p{L}'’-]+)\s+(?:is\s+)?(\p{L}+ing)\b\s*(?:[,;–—-]\s*.*)?$/u;

export function shapeText(raw: string): ShapedText {
  const clean = stripInlineMarkdown(raw).replace(PRIORITY_TAG, " ").trim();
  const question = /[?？]\s*$/u.test(clean);
  const stripped = stripPrefixes(clean);
  // "(T-1 week)": when, counted back from the day (build-tasks.ts dates it), no part of the name.
  let text = haveItDone(trimEnds(withoutCountdownAside(stripped.text)).replace(TRAILING_AFTER, "")).replace(
    // "(I need) help planning my sister's bridal shower": the planning is the work ("Prepare help planning …").
    /^help\s+(?:with\s+)?(\p{L}+ing)\b/iu,
    (words, gerund: string) => verbBase(gerund) ?? words,
  );
  let assignee = stripped.assignee;
  // "API rate limits: Kevin investigating, update next week": minutes say who is on a topic; the work is the
  // topic, done by them ("API rate limits: Kevin investigating, update" was the name).
  const onIt = ON_THE_TOPIC.exec(text);
  const onItVerb = onIt ? verbBase(onIt[3] ?? "") : null;
  if (onIt?.[1] && onIt[2] && onItVerb && !NOT_A_NAME.test(onIt[2])) {
    text = `${capitalizeFirst(onItVerb)} ${onIt[1].trim()}`;
    assignee ??= onIt[2];
  }
  // "Copy from Jess, design from Omar": a person hands over their part, which is their work (not "Migrate
  // reviews from Yotpo", work of its own).
  const handsOver = FROM_PERSON.exec(text);
  const handedVerb = handsOver?.[1] ? OBJECT_VERBS.find(([pattern]) => pattern.test(handsOver[1] ?? ""))?.[1] : undefined;
  if (
    handsOver?.[1] &&
    handsOver[2] &&
    handedVerb &&
    !NOT_A_NAME.test(handsOver[2]) &&
    !(startsWithVerb(handsOver[1]) && /\s/.test(handsOver[1]))
  ) {
    const thing = handsOver[1].replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
    // "design from Omar": "Design design" says it twice.
    text = `${thing.toLowerCase().startsWith(handedVerb.toLowerCase()) ? "Prepare" : handedVerb} the ${thing}`;
    assignee ??= handsOver[2];
  }
  // "Kick-off is planned for January 8": the thing on the calendar, which its date dates.
  const scheduled = SCHEDULED.exec(text);
  if (scheduled?.[1] && !question) text = scheduled[1];
  let request = stripped.request;
  // "Demo video (60s) — assign to Claire": the work, and who it is given to ("…: assign to Claire" was its name).
  const given = ASSIGNED_TO.exec(text);
  if (given?.[1] && given[2] && /\p{L}/u.test(given[1])) {
    text = given[1];
    assignee ??= given[2];
  }
  // "update privacy policy (@jo)": the person after the work, in brackets.
  const aside = TRAILING_MENTION.exec(text);
  const mentioned = aside?.[1] ?? aside?.[2];
  if (aside && mentioned && aside.index > 0) {
    text = text.slice(0, aside.index).trim();
    assignee ??= mentioned
      .split(/[\s,]+/)
      .filter(Boolean)
      .join(", ");
  }
  // "Please the app should have a dark mode", "TODO: the app must include search": asked for or not, a
  // feature said of the product is the feature ("Add a dark mode"); the request stayed the name.
  for (const [pattern, rewrite] of FEATURE_PATTERNS) {
    const m = pattern.exec(text);
    if (m) {
      text = rewrite(m);
      request = true;
      break;
    }
  }
  if (!request && !question) {
    for (const [pattern, rewrite] of OBLIGATION_PATTERNS) {
      const m = pattern.exec(text);
      if (!m) continue;
      const rewritten = rewrite(m);
      // "Launch should happen in March" has no job in it; only a verb we know makes one. "The move needs to
      // occur on February 26", "Prelaunch will happen before March 8": when, not what ("Occur", "Happen").
      if (!startsWithVerb(rewritten.text) || TAKES_PLACE.test(rewritten.text)) continue;
      text = capitalizeFirst(rewritten.text);
      assignee ??= rewritten.assignee;
      request = true;
      break;
    }
  }
  if (question && !request) {
    for (const [pattern, rewrite] of QUESTION_PATTERNS) {
      const m = pattern.exec(text);
      if (m) {
        text = rewrite(m);
        break;
      }
    }
  }
  return { text: baseFormFirst(text), request, question, assignee, wants: stripped.wants };
}

/** Gerunds that usually name a thing ("Onboarding flow", "Landing page"), not an action. */
const GERUND_NOUNS = new Set(
  "onboarding landing marketing booking pricing building branding hosting hiring driving tracking training messaging scheduling shopping planning packaging billing logging mapping caching networking catering seating lighting parking wedding meeting opening funding advertising recruiting reporting printing staffing engineering streaming rating ranking routing sharing offering clothing housing listing setting settings shipping invoicing accounting ticketing fundraising crowdfunding bookkeeping landscaping plumbing roofing flooring".split(
    " ",
  ),
);

/** "Filing cabinets", "Sewing machine", "Moving boxes": a gerund that names what a thing is for ("File cabinets"). */
const GERUND_COMPOUND =
  /^(?:filing|sewing|washing|dining|living|waiting|sleeping|swimming|cutting|packing|cleaning|moving|baking|drinking|running|fishing|mailing|cooking|changing|dressing|reading|writing|ironing|camping|hiking|walking|boarding|wrapping|recycling)\s+(?:cabinets?|machines?|tables?|rooms?|lists?|bags?|pools?|boards?|tape|materials?|supplies|products?|boxes|box|vans?|trucks?|trays?|water|shoes|rods?|classes|class|desks?|glasses|lamps?|paper|gear|poles?|tents?|stations?|kits?|mats?)\b/i;

/** Gerunds too short for verbBase's "-ing" rule, read as verbs only before what they act on. */
const SHORT_GERUNDS: Record<string, string> = { doing: "do", going: "go", using: "use" };
/** "Booking the taxi", "Printing the flyers": before an article, a gerund that can name a thing acts. */
const ACTS_ON = /^\p{L}+\s+(?:the|a|an|our|my|your|their|this|these|those|all|some|over|to|through)\s/iu;

/**
 * "Running a hackathon comes with several costs", "Contacting local groups is a good way to begin": a
 * gerund and its object, then the sentence's own verb. The gerund is the subject, not an order (issue 20:
 * "Run a hackathon comes with several costs" was a task).
 */
const GERUND_SUBJECT_CLAUSE =
  /^(\p{L}+ing\b(?:\s+(?!(?:to|before|after|when|while|if|so)\b)\S+){1,8}?)\s+(?:is|are|was|were|takes|took|comes|came|makes|made|means|needs|requires|costs|brings|involves|helps|gives)\s+(.*)$/iu;
/** "… is a good way to begin", "… is the best idea": the subject's work is what the text advises. */
const ADVISED = /^(?:a|the|an)\s+(?:good|great|best|easy|simple|quick|useful|smart)\s+(?:way|idea|start|place|first step)\b/i;

/** "Designing the logo" → "Design the logo", "Doing the weeding" → "Do the weeding". */
function baseFormFirst(text: string): string {
  const first = /^\p{L}+/u.exec(text)?.[0] ?? "";
  const lower = first.toLowerCase();
  if (!lower.endsWith("ing")) return text;
  // "Getting Started": a docs page's name, not an order to start.
  if (/^getting[\s-]started\b/i.test(text)) return text;
  const subject = GERUND_SUBJECT_CLAUSE.exec(text);
  if (subject?.[1] && subject[2] !== undefined) return ADVISED.test(subject[2]) ? baseFormFirst(subject[1].replace(/[\s,]+$/, "")) : text;
  // Not "Building the catalogue, checkout and integrations takes most of January": the gerund is a subject.
  const acts = ACTS_ON.test(text) && !/\s(?:takes?|took|is|are|was|were|will|makes?|made|means?|needs?|requires?|costs?)\s/i.test(text);
  const short = SHORT_GERUNDS[lower];
  if (short) return acts ? short + text.slice(first.length) : text;
  if ((GERUND_NOUNS.has(lower) || GERUND_COMPOUND.test(text)) && !acts) return text;
  const base = verbBase(first);
  return base ? base + text.slice(first.length) : text;
}

/** "A/B test the new flow": the one verb whose first word is a letter and a slash. */
const AB_TEST = /^a\/b[- ]?test(?:s|ed|ing)?\b/i;

/**
 * A verb and a noun that together name a thing: "Push notifications, offline mode" lists features, and
 * "Search results" or "Order history" is a screen, not an instruction.
 */
const VERB_NOUN_COMPOUND =
  /^(?:(?:sign|log|check|opt)[- ]?(?:up|in|out|on)\s+(?:flows?|pages?|forms?|screens?|buttons?|process(?:es)?|modals?|links?|steps?|funnels?)|push\s+(?:notifications?|alerts?|messages?)|release\s+notes?|(?:search|export|import|upload|download|share|chat|order|print|filter|sort)\s+(?:bar|box|results?|buttons?|history|dialog|modal|screen|menu|options?|panel|widget)s?|(?:contact|search|book(?:ing)?|order|check|schedule|report|review|support)\s+(?:pages?|forms?|screens?|sections?))\b/i;

/** "L. Ortiz to confirm the venue", "Priya will send the list", "Sam owns the landing page": work handed to someone by name. */
export function handedToSomeone(text: string): boolean {
  const owner = NAMED_OWNER.exec(text);
  if (owner && !NOT_A_NAME.test(owner[1] ?? "")) return true;
  const named = NAMED_COMMITMENT.exec(text) ?? NAMED_TO.exec(text);
  return named !== null && !NOT_A_NAME.test(named[1] ?? "") && startsWithVerb(text.slice(named[0].length));
}

export function startsWithVerb(text: string): boolean {
  if (AB_TEST.test(text)) return true;
  if (VERB_NOUN_COMPOUND.test(text) || GERUND_COMPOUND.test(text)) return false;
  // "Sign-up with email" and "Follow-up calls" are things; the hyphen makes the verb a noun.
  const first = /^(\p{L}+)(?!-\p{L})/u.exec(text)?.[1];
  return first ? verbBase(first) !== null && !GERUND_NOUNS.has(first.toLowerCase()) : false;
}

/** A sentence worth planning: a request, a promise or an instruction, not a remark or a question. */
/** What is left of "Let me know if I missed anything", "I'd love to hear your thoughts": a courtesy. */
const COURTESY_LEFT = /^(?:know|hear|thank)\b/i;

export function isActionable(shaped: ShapedText): boolean {
  if (shaped.text.length < 3) return false;
  if (shaped.request) return !COURTESY_LEFT.test(shaped.text);
  return !shaped.question && startsWithVerb(shaped.text) && !STATEMENT.test(shaped.text) && !GERUND_SUBJECT_CLAUSE.test(shaped.text);
}

export function isChitChat(text: string): boolean {
  const bare = text
    .replace(/\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u200d|\ufe0f/gu, " ")
    .replace(/:[a-z0-9_+-]+:/gi, " ")
    .replace(/[^\p{L}\p{N}+'\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
  return bare === "" || CHIT_CHAT.test(bare);
}

const OBJECT_VERBS: Array<[RegExp, string]> = [
  // "need the numbers from finance by wed": what others hand over is got from them.
  [
    /^(?:(?:the|our|their|some|an?|\d+)\s+)?(?:[\p{L}-]+\s+)?(?:numbers|figures|data|input|feedback|sign-?off|approval|quotes?|estimates?|answers?|files|assets|letters?|testimonials?|bios?|headshots?)\s+from\s/iu,
    "Get",
  ],
  // "Need a name, a Substack account, a welcome email and 10 topic ideas".
  [/^(?:(?:a|an|the|our|its)\s+)?(?:new\s+)?(?:name|title|slogan|tagline)$/i, "Choose"],
  [/^(?:\d+|a few|some|ten|five|twenty)?\s*(?:topic|story|post|content)?\s*ideas$/i, "Brainstorm"],
  [/\b(?:welcome|onboarding|launch|announcement)\s+e-?mails?\b/i, "Write"],
  // "a day-3 tips email": an email of a sequence is written (not "email list", which is set up).
  [/\be-?mails?\b(?!\s+(?:list|lists|account|accounts|address|addresses|provider|platform|tool|service|server|inbox))/i, "Write"],
  [/\b(?:episodes?|podcasts?|voice-?overs?|audiobooks?)\b/i, "Record"],
  // "a decent mic", "a second monitor": equipment to get.
  [/\b(?:mic|microphone|mics|tripod|headphones|webcam|ring light|gear)$/i, "Buy"],
  [/\b(?:beta|mvp|alpha|v\d+(?:\.\d+)*|release candidate|first version)\b/i, "Ship"],
  [/\b(?:tests?|testing|qa|usability|a\/b|experiments?|audit|pilot)\b/i, "Run"],
  [/\b(?:meetings?|kick-?off|workshops?|calls?|retro(?:spective)?|review session|stand-?ups?|training session)\b/i, "Hold"],
  [/\b(?:venue|catering|caterer|photographer|dj|band|flights?|hotels?|rooms?|accommodation|tickets? for)\b/i, "Book"],
  [/\b(?:invitations?|invites?|reminders?|thank-?you notes?|save the date|newsletter)\b/i, "Send"],
  [
    /\b(?:report|brief|spec|specification|proposal|policy|guide|documentation|docs|faq|copy|article|blog posts?|script|press release|case stud(?:y|ies)|outline|terms|privacy policy|(?:user|customer|beneficiary|success|impact)\s+stories)\b/i,
    "Write",
  ],
  [
    /\b(?:design|logo|mock-?ups?|wireframes?|style guide|design system|branding|icons?|layout|visuals?|banners?|graphics?|flyers?|posters?|business cards?|brochures?|menus? cards?|creatives|battle ?cards?|one-pagers?|cover art|artwork|illustrations?)\b/i,
    "Design",
  ],
  [/\b(?:photos?|photography|video|footage|headshots?|demo|jingles?|music|soundtrack)\b/i, "Produce"],
  [/\b(?:budget|requirements|scope|goals|kpis|pricing|success metrics|personas|positioning|persona)\b/i, "Define"],
  [/\b(?:agenda|schedule|timeline|roadmap|menu|seating|itinerary|content calendar)\b/i, "Plan"],
  [/\b(?:guest list|shortlist|checklist)\b/i, "Draft"],
  [
    /\b(?:analytics|tracking|hosting|domain|accounts?|repo(?:sitory)?|ci|environments?|crm|stripe|payments? provider|email list|dns|ssl)\b/i,
    "Set up",
  ],
  [/\b(?:data|dataset|survey results|findings|metrics|results)\b/i, "Analyse"],
  [/\b(?:ads?|campaign|giveaway|contest)\b/i, "Run"],
  [/\b(?:posts?|announcement|listing)\b/i, "Publish"],
  [/\b(?:translations?|translation)\b/i, "Add"],
  [
    /\b(?:pages?|homepage|site|website|web ?shop|online shop|screens?|features?|api|integrations?|login|sign-?up|auth(?:entication)?|checkout|cart|dashboard|forms?|search|notifications?|database|backend|endpoints?|widgets?|components?|modules?|bot|app|mode|support|filters?|export|import|sync|profiles?|settings|onboarding|booking|calendar|map|chat|gallery|reviews)\b/i,
    "Build",
  ],
];

const PROPER_NOUNS =
  /^(?:Stripe|Shopify|Instagram|Facebook|TikTok|LinkedIn|Google|Apple|Android|WordPress|Webflow|Figma|Slack|Notion|Airtable|Mailchimp|HubSpot|Salesforce|Zapier|PayPal|YouTube|Twitter|Product|GitHub|AWS|Firebase|Supabase|Vercel|Cloudflare|Zoom|Eventbrite|Canva|Excel|Jira|Trello|Asana|Squarespace|Wix|Substack|Discord|Reddit|Pinterest|Etsy|Amazon|Microsoft|Teams|Sentry|Segment|Mixpanel|Intercom|Zendesk|Meta|X|Spotify|Medium|Threads|Bluesky|Mastodon|Twitch|Snapchat|WhatsApp|Telegram|Postgres|PostgreSQL|React|Kickstarter|Patreon|Gumroad|Xero|QuickBooks|Postmark|Hacker)\b/;

/** Non-English items keep their own wording: an English verb in front would read as broken. */
function looksEnglish(text: string): boolean {
  if (isCjk(text) || /[^\p{ASCII}]/u.test(text.replace(/[’‘“”–—…]/g, ""))) return false;
  return !/\b(?:de|du|des|la|le|les|et|une|un|pour|avec|en|au|aux|sur|dans|und|der|die|das|für|mit|von|zu|im|am|el|los|las|para|con|del|y)\b/i.test(
    text,
  );
}

/** When the phrase already names the verb as a thing ("visual design"), a different verb reads naturally. */
// biome-ignore format: compact lookup table
const OTHER_VERB: Record<string, string> = {
  Design: "Create", Build: "Set up", Plan: "Write", Test: "Run", Run: "Organise", Write: "Draft", Review: "Hold", Define: "Agree on",
  Produce: "Create", Publish: "Release", Send: "Prepare", Book: "Arrange", Hold: "Organise", Draft: "Write", Analyse: "Review",
  Add: "Set up", Prepare: "Complete", Create: "Prepare", Complete: "Finish", Arrange: "Organise", Deliver: "Hand over",
  Collect: "Gather", Ship: "Release", "Set up": "Configure",
};
const HEAD_END = /\s+(?:in|on|for|with|to|of|from|by|at|via|using|and|or)\s+|[,;(]/i;

/** "Visual design in Figma" after "Design": the verb would say the same word twice. */
function doubles(verb: string, phrase: string): boolean {
  const head = phrase.split(HEAD_END)[0] ?? phrase;
  const word = (verb.split(" ")[0] ?? verb).toLowerCase();
  return head
    .toLowerCase()
    .split(/[\s-]+/)
    .some((w) => w === word || w === `${word}s`);
}

/** "visual design in Figma" → "the visual design in Figma" when it names one specific thing. */
function withArticle(phrase: string): string {
  if (/^(?:an?|the|our|your|my|their|this|that|these|those|some|all|every|each|\d)\b/i.test(phrase)) return phrase;
  const head = (phrase.split(HEAD_END)[0] ?? phrase).trim();
  const last = /\S+$/.exec(head)?.[0] ?? "";
  return /s$/i.test(last) && !/ss$/i.test(last) ? phrase : `the ${phrase}`;
}

/** `verb` + the phrase, avoiding "Design visual design"; keeps a deliberate capital (brands, acronyms). */
export function withVerb(verb: string, phrase: string): string {
  const object = keepCase(phrase);
  if (!doubles(verb, object)) return `${verb} ${object}`;
  return `${OTHER_VERB[verb] ?? "Complete"} ${withArticle(object)}`;
}

/**
 * Imperative, capitalised, without trailing punctuation, at most `max` characters. `filed` says
 * the author put the item under a heading naming its phase, so that phase's verb fits best.
 */
/**
 * A task's title in the author's words (issue 20): their verb first where they wrote one, and never a
 * generic verb glued onto their noun ("Complete gloves"). Behaviour a spec describes ("It shows the
 * name") is turned round to its own verb ("Show the name"); nothing else is reworded.
 */
/** "Fix the flaky checkout test, it fails about 1 in 10 runs": a comma, then a clause of its own about the task. */
const COMMA_CLAUSE = /,\s+(?:it|this|that|which)\s+(?:is|was|fails|failed|keeps|kept|breaks|broke|seems|happens|crashes|'s|’s)\b.*$/iu;

export function toTaskName(text: string, _phaseId: string | null = null, _filed = false, max = 200): string {
  // "liquor license (apply ASAP, takes 8 weeks)" once its length is cut: no comma left before the bracket.
  const closed = text
    .trim()
    .replace(/[\s,;]+\)/g, ")")
    .replace(/\s*\(\s*\)/g, "");
  const name = behaviourAsTask(firstSentence(closed).replace(COMMA_CLAUSE, ""));
  return closeQuotation(shorten(capitalizeFirst(verbAfterTopic(trimEnds(withoutOpenAside(compact(name))).replace(TARGET_OF, "$1"))), max));
}

/** "Literature review: finish (by end of January)": the label's work, its verb said last. */
function verbAfterTopic(name: string): string {
  const m = TOPIC_THEN_VERB.exec(name);
  const verb = m ? verbBase(m[2] ?? "") : null;
  // Not "Sam: review": work given to a person.
  if (!m?.[1] || !verb || /^\p{Lu}\p{Ll}+$/u.test(m[1].trim())) return name;
  return `${capitalizeFirst(verb)} ${lowerFirstWord(m[1].trim())}`;
}

/**
 * "Launch target: first week of February" names the launch, with its date cut out ("Launch target" was the
 * task); "checkout fails for EU cards — fix today" is named by the bug, its order's day cut out.
 */
const TARGET_OF = /^(launch|release|go-live|opening|ship)\s+(?:target|goal)$|\s*[—–-]\s*(?:fix|do|handle)(?:\s+(?:it|asap|now|first))?$/i;

/**
 * "Sponsoring (Do we want sponsors? If yes, …)", "Book the hotel (ask Anna. She knows the place)": a
 * sentence or clause cut inside the aside leaves it open ("Sponsor (Do we want sponsors? If yes"); the
 * name is what comes before it, and the aside stays in the description.
 */
function withoutOpenAside(text: string): string {
  let depth = 0;
  let open = -1;
  for (const [at, char] of [...text].entries()) {
    if (char === "(") {
      if (depth === 0) open = at;
      depth++;
    } else if (char === ")" && depth > 0) depth--;
  }
  if (depth === 0 || open <= 0) return text;
  const chars = [...text];
  // "Day program (be responsible for the schedule and the talk selection, …": a clause of its own
  // is closed where it was cut; a question or a sentence cut short is left out.
  const aside = trimDangling(
    chars
      .slice(open + 1)
      .join("")
      .trim(),
  );
  if (aside.split(/\s+/).length >= 4 && !/[?？.!]/u.test(aside)) return `${chars.slice(0, open + 1).join("")}${aside})`;
  return trimDangling(chars.slice(0, open).join("").trimEnd());
}

/** A name cut inside a quotation ("…'This will permanently delete the {task…") closes it again. */
function closeQuotation(text: string): string {
  // "'90s", "'til": an apostrophe before a number or a word's missing letters opens no quotation (OPENING_QUOTE).
  const open = text.replace(OPENING_QUOTE_SPAN, " ").match(new RegExp(OPENING_QUOTE.source, "iu"))?.[0];
  if (!open) return text;
  return `${text}${({ "“": "”", "‘": "’", "«": "»" } as Record<string, string>)[open] ?? open}`;
}

/** "A search box with a red dot. The behaviour of both is not shown.": the first sentence names the work. */
function firstSentence(text: string): string {
  const sentences = splitSentences(text);
  const first = sentences[0] ?? text;
  // Issue 20: a question keeps what follows it ("where to print? only the shop near the station…").
  if (/[?？]\s*$/u.test(first) && text.length <= 200) return text;
  return sentences.length > 1 && first.split(/\s+/).length >= 3 ? first : text;
}

/**
 * Specs describe behaviour ("A back arrow returns to step 0", "It shows the name", "Each item can
 * be edited inline"); the task is to make it so, in the spec's own words.
 */
export function behaviourAsTask(text: string): string {
  if (startsWithVerb(text) || !looksEnglish(text.replace(/'[^']*'/g, ""))) return text;
  const can = /^((?:[Aa]n?|[Tt]he|[Ee]ach|[Ee]very|[Aa]ll)\s+[^'"“,;:]{1,60}?)\s+(can|should|must)\s+be\s+(\S.*)$/iu.exec(text);
  // "The final budget should be approved by Matthew": someone's sign-off to get ("Allow the final budget
  // to be approved" read it as a feature of software).
  if (can && can[2]?.toLowerCase() !== "can" && /^\p{L}+ed\s+by\s+\S/u.test(can[3] ?? ""))
    return `Get ${lowerFirst(can[1] ?? "")} ${can[3]}`;
  if (can) return `Allow ${lowerFirst(can[1] ?? "")} to be ${can[3]}`;
  const m = /^(?:([Ii]t|[Tt]his|[Tt]hat)|((?:[Aa]n?|[Tt]he|[Ee]ach|[Ee]very)\s+[^'"“,;:]{1,60}?))\s+(\p{Ll}+?)(e?s)\b\s*(.*)$/u.exec(text);
  if (!m) return text;
  const [, pronoun, subject, stem = "", ending = "", rest = ""] = m;
  const base = verbBase(stem) ?? (ending === "es" ? verbBase(`${stem}e`) : null) ?? verbBase(`${stem}${ending.slice(0, -1)}`);
  if (!base || /^(?:is|has|does|was)$/.test(stem + ending)) return text;
  const said = `${stem}${ending}`;
  if (pronoun) return `${capitalizeFirst(base)} ${rest}`.trim();
  if (/^an?\s/i.test(subject ?? "")) return `Add ${lowerFirst(subject ?? "")} that ${said} ${rest}`.trim();
  return `Make ${lowerFirst(subject ?? "")} ${base} ${rest}`.trim();
}

function lowerFirst(text: string): string {
  return /^(?:An?|The|Each|Every|All)\b/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** Features people use get "Add" when they extend the product, "Build" when they are a flow of their own. */
const ADD_FEATURE =
  /^(?:an?\s+|the\s+)?(?:[\p{L}-]+\s+){0,2}(?:mode|reminders?|notifications?|support|sync|sharing|widgets?|analytics|translations?|locali[sz]ation|settings|themes?|export|import|filters?|search|tags?|shortcuts?|integrations?|accessibility|tracking|alerts?|badges?)\b/iu;

/** The verb for a product feature: "Add dark mode", "Build habit creation with a schedule". */
export function featureVerb(phrase: string): string {
  return ADD_FEATURE.test(phrase) ? "Add" : "Build";
}

/** "Offline mode", "push notifications": a feature named and nothing more, as a software list item reads. */
export function isFeatureName(phrase: string): boolean {
  const m = ADD_FEATURE.exec(phrase.trim());
  return m !== null && m[0].length === phrase.trim().replace(/[.!]+$/, "").length;
}

/** The verb for a marketing channel: ads run, webinars are hosted, posts are written. */
const CHANNEL_VERBS: Array<[RegExp, string]> = [
  [
    /\b(?:webinars?|workshops?|events?|meetups?|ama|live ?streams?|roundtables?|launch party|panels?|office hours|demo days?|conferences?|booths?)\b/i,
    "Host",
  ],
  [/\b(?:ads?|advertising|ppc|sem|sponsored|paid social|retargeting|display)\b/i, "Run"],
  [/\b(?:email sequences?|drip|newsletters?|emails?|email campaigns?|mailings?|mailers?)\b/i, "Write and send"],
  [/\b(?:(?:instagram|tiktok|linkedin|twitter|facebook|social)(?: media)? posts?|threads?|stories)\b/i, "Publish"],
  [/\b(?:blog posts?|articles?|case stud(?:y|ies)|white ?papers?|e-?books?|guides?|press releases?|op-eds?|posts?)\b/i, "Write"],
  [/\b(?:videos?|reels?|shorts|youtube|explainers?)\b/i, "Produce"],
  [/\b(?:podcasts?)\b/i, "Record"],
  [/\b(?:influencers?|affiliates?|partners?|referrals?|outreach|pr)\b/i, "Run"],
];

/** A channel named only by its platform: "Spotify" → "Publish on Spotify". */
const PLATFORM =
  /^(?:spotify|apple podcasts|google podcasts|podcast apps|youtube|instagram|tiktok|linkedin|facebook|x|twitter|reddit|product hunt|hacker news|substack|medium|pinterest|threads|bluesky|mastodon|twitch|discord|snapchat|whatsapp|telegram)$/i;

export function channelVerb(phrase: string): string {
  if (PLATFORM.test(phrase.trim())) return "Publish on";
  return CHANNEL_VERBS.find(([pattern]) => pattern.test(phrase))?.[1] ?? "Run";
}

/** Verbs that produce something; a deliverable whose usual verb does something else is "prepared". */
const MAKING_VERBS = new Set(["Write", "Design", "Produce", "Build", "Draft", "Record", "Plan", "Define"]);
const BARE_SINGULAR_MADE = new Set(["Write", "Design", "Produce", "Record"]);

/** The verb for a listed deliverable: "Write a findings report", "Prepare a deck for leadership". */
export function deliverableVerb(phrase: string): string {
  const verb = OBJECT_VERBS.find(([pattern]) => pattern.test(phrase))?.[1];
  return verb && MAKING_VERBS.has(verb) ? verb : "Prepare";
}

/**
 * The verb for a thing someone says they need ("we need the landing page, the press kit…"), or null when
 * the thing is not one a plan makes or books ("we need 200 sign-ups").
 */
const HELP_ROLE =
  /^(?:an?|the|some)\s+(?:[\p{L}-]+\s+)?(?:illustrators?|designers?|photographers?|videographers?|editors?|copywriters?|developers?|programmers?|translators?|contractors?|plumbers?|electricians?|builders?|tutors?|coach(?:es)?|accountants?|lawyers?|caterers?|babysitters?|nann(?:y|ies)|cleaners?|assistants?|freelancers?|agents?|mentors?|co-?founders?)\s*$/iu;

export function neededThingVerb(phrase: string): string | null {
  // "We need someone to head up the volunteer team": the person is found ("Someone to head up …" was the task).
  if (/^(?:someone|somebody|a\s+person|people|volunteers|helpers)\s+(?:to|who)\s/i.test(phrase)) return "Find";
  // "…, sponsors by February": people the plan finds ("Book sponsors" took the venue's verb).
  if (
    /^(?:\d+\s+|more\s+|new\s+|enough\s+)?(?:sponsors?|volunteers|speakers|donors|mentors|judges|helpers|performers)\b/i.test(phrase) &&
    !IN_A_STATE.test(phrase)
  )
    return "Find";
  // "I need an illustrator", "we need a good accountant": a person to find for the work.
  if (HELP_ROLE.test(phrase)) return "Find";
  // "the onboarding polished, a video recorded": a state to reach, worded as its work elsewhere (resultAsWork).
  // "slides by fri for the board meeting": the thing is named before what it is for ("Hold" was the meeting's).
  const head = phrase.split(/\s+(?:for|about|on|from|with|to|by|before|until|due)\s+/i)[0] ?? phrase;
  const verbFor = (thing: string) =>
    OBJECT_VERBS.find(([pattern]) => pattern.test(thing))?.[1] ??
    (/\b(?:kit|deck|pack|presentation|slides?|materials|handouts?|one-pager)\b/i.test(thing) ? "Prepare" : undefined);
  const made = verbFor(head) ?? verbFor(phrase);
  // "…, a website and business cards", "slides for the board meeting": things made are named bare too.
  // "cover art", "a script": a thing designed, written or recorded is named bare in the singular too.
  const bareMade =
    made !== undefined &&
    /^[\p{L}-]+(?:\s+[\p{L}-]+)?$/u.test(head) &&
    ((/s$/.test(head) && (MAKING_VERBS.has(made) || made === "Prepare")) || BARE_SINGULAR_MADE.has(made));
  if (
    // "impact numbers from each program lead": what someone hands over is got, however it is named.
    (!/^(?:an?|the|our|some|new|\d+)\s/i.test(phrase) && !bareMade && made !== "Get") ||
    // "we need 200 sign-ups" is a goal to reach, not a thing to make.
    /^\d[\d,.]*k?\s+(?:\S+\s+)?(?:sign-?ups|users|customers|subscribers|followers|downloads|visitors|sales|members|installs|leads|reviews|orders|donors)\b/i.test(
      phrase,
    ) ||
    startsWithVerb(phrase) ||
    IN_A_STATE.test(phrase)
  )
    return null;
  return made ?? null;
}

/**
 * "the flyers printed by Friday", "volunteers confirmed two weeks before": a thing needed in the state it must
 * reach, and when; build-tasks' resultAsWork words it as its work ("Print the flyers by Friday").
 */
const IN_A_STATE =
  /\s(?:\p{L}{2,}ed|done|written|made|built|set up|sorted|ready)(?:\s+(?:by|before|until|on|in)\s+\S.*|\s+(?:\d+|a|an|one|two|three|four)\s+(?:days?|weeks?|months?)\s+(?:before|after|ahead)(?:\s+\S.*)?)?$/iu;

/** Nouns a list names without "the": "Book flights", "Buy travel insurance", not "Book the flights". */
const UNCOUNTED =
  /^(?:(?:the|a|an|our|your|my|one|two|three|four|five|\d+)\s|.*(?:(?<!s)s|accommodation|lodging|insurance|catering|transport|transportation|entertainment|food|decor|hair and make-?up|lighting|flooring|tiling|shelving|insulation|heating|laminate|parquet)$)/i;

/** "Venue" → "Book the venue", "Flights" → "Book flights": the verb, and "the" where one thing is meant. */
export function verbOnThing(verb: string, thing: string): string {
  const object = UNCOUNTED.test(thing)
    ? thing
    : `the ${/^\p{Lu}{2}/u.test(thing) ? thing : thing.charAt(0).toLowerCase() + thing.slice(1)}`;
  return withVerb(verb, object);
}

/** Lower-cases a leading capital that is only there because the item started a line. */
function keepCase(text: string): string {
  const first = /^\S+/.exec(text)?.[0] ?? "";
  if (PROPER_NOUNS.test(first) || /\p{Lu}/u.test(first.slice(1)) || (first.length === 1 && first !== "A")) return text;
  return first.charAt(0).toLowerCase() + text.slice(1);
}

const CLAUSE_BREAK =
  /\s+(?:so that|so|because|since|in order to|which|where|while|as well as|including|e\.g\.|i\.e\.|such as|—|–|-)\s+|[;(]|,\s+(?:and|but|so|which|because)?\s*/giu;

/** Long sentences keep their first clause when it can stand alone; the full text goes in the description. */
function compact(name: string): string {
  if (name.length <= 90) return name;
  const quoted = [...name.matchAll(OPENING_QUOTE_SPAN)].map((q) => [q.index ?? 0, (q.index ?? 0) + q[0].length]);
  for (const m of name.matchAll(CLAUSE_BREAK)) {
    const index = m.index ?? 0;
    if (quoted.some(([a = 0, b = 0]) => index > a && index < b)) continue;
    if (index >= 25 && index <= 110) return trimDangling(name.slice(0, index));
  }
  return name;
}
