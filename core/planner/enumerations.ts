import type { Priority } from "../schemas/fields";
import { handedToSomeone, startsWithVerb } from "./task-names";
import { splitSentences } from "./text";
import type { ItemHint } from "./types";
import { verbBase } from "./vocabulary";

// Lists written inline: "Channels: LinkedIn ads, a webinar and two blog posts.", "SEO: keep URLs or
// add redirects, meta titles", "Users sign up, create habits and see streaks." Each entry is its
// own piece of work, so each becomes its own item.

export interface Enumeration {
  label: string;
  hint: ItemHint | undefined;
  priority: Priority | null;
  parts: string[];
}

/** Labels whose entries are work. "Goals:", "Budget:" and "Team:" are background and never match here. */
const WORK_LABEL =
  /^(must(?:[- ]haves?)?|should(?:[- ]haves?)?|could[- ]haves?|nice[- ]to[- ]haves?|(?:marketing\s+)?channels?|(?:key\s+|core\s+|main\s+|mvp\s+)?features?|mvp|deliverables?|(?:in\s+)?scope|includes?|including|requirements?|back-?end|front-?end|tasks?|to-?dos?|action items|(?:next\s+)?steps|workstreams?|activities|tactics|screens|pages|integrations?|components?|outputs?|chapters|sections|(?:phase|step|stage|week|part)\s*\d{1,2})\s*[:：]\s+(\S.*)$/iu;
const CHANNEL_LABEL = /channels?|tactics/i;
const DELIVERABLE_LABEL = /deliverables?|outputs?/i;
/** "Chapters: intro, literature review, methods": parts of a text, each one written. */
const CHAPTER_LABEL = /chapters|sections/i;
const FEATURE_LABEL = /have|features?|mvp|back-?end|front-?end|screens|pages|integrations?|components?|scope|requirements?/i;

/** Phrases whose "and" is part of the name, not a list separator. */
/** Pairs said as one thing: "pros and cons", "soft opening for friends and family" ("Family" was a task). */
const PAIRS =
  "drag and drop|pros and cons|terms and conditions|black and white|research and development|q and a|sales and marketing|hair and make-?up|food and drinks?|bed and breakfast|salt and pepper|hide and seek|friends and family|family and friends|trial and error|profit and loss|health and safety|questions and answers|rock and roll";
const FIXED_AND = new RegExp(`\\b(?:${PAIRS})\\b`, "i");
const FIXED_AND_ALL = new RegExp(FIXED_AND.source, "gi");
/** A joiner no separator reads as a space or an "and". */
const PAIR_JOINER = "\u2060";

/** `split` of `text` with each fixed pair's "and" kept inside its entry. */
export function keepingPairs(text: string, split: (text: string) => string[]): string[] {
  const kept = text.replace(FIXED_AND_ALL, (pair) => pair.replace(/ and /gi, (and) => and.replaceAll(" ", PAIR_JOINER)));
  return split(kept).map((part) => part.replaceAll(PAIR_JOINER, " "));
}
const DETERMINER_START = /^(?:an?|the|our|their|your|my|some|two|three|four|five|six|\d[\d,.]*)\s/i;

/** Pieces of `text` between matches of `separator` outside brackets, each with the separator before it. */
/** 'Search projects, tasks or resources...' and “a, b and c”: a quotation is one piece of text. */
const QUOTATION = /(?<![\p{L}\p{N}])'[^'\n]{1,200}?'(?![\p{L}])|"[^"\n]{1,200}?"|“[^”\n]{1,200}?”|‘[^’\n]{1,200}?’|«[^»\n]{1,200}?»/gu;

function piecesOutside(text: string, separator: RegExp): Array<{ text: string; before: string }> {
  const depth: number[] = [];
  let level = 0;
  for (const char of text) {
    if (char === "(" || char === "[") level++;
    for (let i = 0; i < char.length; i++) depth.push(level);
    if ((char === ")" || char === "]") && level > 0) level--;
  }
  for (const quote of text.matchAll(QUOTATION)) {
    for (let i = quote.index ?? 0; i < (quote.index ?? 0) + quote[0].length; i++) depth[i] = (depth[i] ?? 0) + 1;
  }
  const pieces: Array<{ text: string; before: string }> = [];
  let start = 0;
  let before = "";
  const global = new RegExp(separator.source, separator.flags.includes("g") ? separator.flags : `${separator.flags}g`);
  for (const m of text.matchAll(global)) {
    const index = m.index ?? 0;
    if ((depth[index] ?? 0) > 0 || m[0].length === 0) continue;
    pieces.push({ text: text.slice(start, index).trim(), before });
    before = m[0];
    start = index + m[0].length;
  }
  pieces.push({ text: text.slice(start).trim(), before });
  return pieces.filter((piece) => piece.text !== "");
}

/** Splits at matches of `separator` that are outside parentheses and brackets. */
export function splitOutside(text: string, separator: RegExp): string[] {
  return piecesOutside(text, separator).map((piece) => piece.text);
}

/** Comma lists keep thousands ("8,000 subscribers") and bracketed asides ("(3 variants, per channel)") whole. */
const LIST_SEPARATOR = /,(?!\d{3}\b)(?!\s*\d{4}\b)\s*(?:and\s+|or\s+)?|;\s*/i;

/** "a, b, c and d" → four entries; an "and" inside the last entry splits only where it joins two things. */
export function splitList(text: string): string[] {
  const parts = splitOutside(text.replace(/[\s.!?。]+$/u, ""), LIST_SEPARATOR);
  const last = parts.pop();
  if (last !== undefined) {
    const pair = FIXED_AND.test(last) ? [last] : splitOutside(last, /\s+(?:and|&)\s+(?!then\b)/i);
    // "meta titles and descriptions" is one thing; "two blog posts and a case study" is two.
    const joins = pair.length === 2 && (parts.length > 0 || DETERMINER_START.test(pair[1] ?? ""));
    parts.push(...(joins ? pair : [last]));
  }
  return parts.map((part) => part.replace(/^(?:and|or|&)\s+/i, "").trim()).filter((part) => /\p{L}/u.test(part));
}

function labelPriority(label: string): Priority | null {
  if (/^must|^mvp/i.test(label)) return "high";
  if (/^(?:nice|could)/i.test(label)) return "low";
  if (/^should/i.test(label)) return "medium";
  return null;
}

/** "reminders (push notifications)" reads as "reminders with push notifications" once it is a task. */
function unbracket(part: string): string {
  const m = /^(.+?)\s*\(([a-z][a-z -]{2,40})\)$/.exec(part);
  if (!m?.[1] || !m[2] || / with /i.test(m[1])) return part;
  const aside = m[2].trim();
  if (aside.split(/\s+/).length < 2 || /^(?:optional|nice|stretch|must|later|maybe|bonus|critical|urgent|if )/i.test(aside)) return part;
  return `${m[1]} with ${aside}`;
}

/** "sharing a streak with friends" as a feature means letting users share one. */
function featurePart(part: string): string {
  const first = /^\p{L}+/u.exec(part)?.[0] ?? "";
  const rest = part.slice(first.length).trimStart();
  const base = first.toLowerCase().endsWith("ing") ? verbBase(first) : null;
  if (base && /^(?:an?|the|your|their|own|one|\d)\b/i.test(rest)) return `Let users ${base} ${rest}`;
  return part;
}

/**
 * "Pages: home, menu, about, contact": each is a page ("Build home" and "Build about" were the tasks); so is
 * each of "Screens: login, settings". Not a part that says what it is already or is work of its own.
 */
function ofItsKind(part: string, label: string): string {
  const kind = label === "pages" ? "page" : label === "screens" ? "screen" : null;
  const words = part.split(/\s+/).length;
  if (!kind || (startsWithVerb(part) && words > 1) || words > 3 || /\b(?:pages?|screens?|homepage|site)\b/i.test(part)) return part;
  return `${part} ${kind}`;
}

/** "Label: a, b and c" with a work label, or null. */
export function readEnumeration(text: string): Enumeration | null {
  // A label introduces one sentence's list; a bullet that goes on to other sentences is one item.
  if (splitSentences(text).length > 1) return null;
  const m = WORK_LABEL.exec(text.trim());
  if (!m?.[1] || !m[2]) return null;
  const label = m[1].toLowerCase();
  const hint: ItemHint | undefined = CHANNEL_LABEL.test(label)
    ? "channel"
    : CHAPTER_LABEL.test(label)
      ? "chapter"
      : DELIVERABLE_LABEL.test(label)
        ? "deliverable"
        : FEATURE_LABEL.test(label)
          ? "feature"
          : undefined;
  // "Scope: brand refresh — new logo, color palette, …": before the dash, the whole the list makes up.
  const listed = m[2].replace(/^[^—–,]{2,40}?\s[—–]\s+(?=\S)/u, "");
  const parts = splitList(listed)
    .map(unbracket)
    .map((part) => (hint === "feature" ? featurePart(part) : part))
    .map((part) => ofItsKind(part, label));
  if (parts.length === 0) return null;
  return { label, hint, priority: labelPriority(label), parts };
}

/** The verb that starts the last clause of "keep URLs or add 301 redirects": "add". */
function lastClauseVerb(text: string): string | null {
  const clauses = splitOutside(text, /\s+(?:or|and)\s+|,\s*/i).reverse();
  for (const clause of clauses) {
    const first = /^\p{L}+/u.exec(clause)?.[0];
    if (first && startsWithVerb(clause)) return first.toLowerCase();
  }
  return null;
}

/**
 * "SEO: keep URLs or add 301 redirects, meta titles and descriptions" → "keep URLs or add 301
 * redirects", "add meta titles and descriptions": the topic is a heading for the actions after it.
 */
/** "…by Wednesday, Omar is fixing the export, and we need …": a comma before the next person's part. */
const NEXT_SUBJECT =
  /;\s*|,\s*(?:and\s+)?(?=(?:\p{Lu}\.\s*)?\p{Lu}[\p{L}'’-]+\s+(?:will|to|is|needs|has|can|should|owns|handles|leads|takes care)\b|(?:[Ww]e|I)\s)/u;

export function splitTopicActions(text: string): string[] | null {
  const m = /^([\p{L}][\p{L}\p{N} &/+'-]{0,30}?)\s*[:：]\s+(\S.*)$/u.exec(text.trim());
  if (!m?.[1] || !m[2]) return null;
  const topic = m[1];
  // "Fundraising gala: L. Ortiz to confirm the venue; S. Patel to draft the sponsor letter": minutes give each
  // action of a topic to someone.
  const given = handedToSomeone(m[2]);
  // Before work given out by name, any head is its topic ("Update after standup: Mia will …").
  if (topic.split(/\s+/).length > (given ? 5 : 3) || (!given && startsWithVerb(topic)) || !(startsWithVerb(m[2]) || given)) return null;
  const parts: string[] = [];
  for (const part of splitOutside(m[2].replace(/[\s.!?。]+$/u, ""), given ? NEXT_SUBJECT : /,(?!\d{3}\b)\s*|;\s*/)) {
    const previous = parts.at(-1);
    const verb = previous && !startsWithVerb(part) && !handedToSomeone(part) ? lastClauseVerb(previous) : null;
    parts.push(verb ? `${verb} ${part.replace(/^(?:and|or)\s+/i, "")}` : part);
  }
  return parts.length > 0 ? parts : null;
}

// ---- "Users sign up with email, create habits and see streaks" ----

const PEOPLE =
  "users?|customers?|members?|visitors?|players?|students?|parents?|teachers?|patients?|drivers?|riders?|owners?|admins?|administrators?|employees?|guests?|buyers?|sellers?|shoppers?|readers?|listeners?|subscribers?|clients?|learners?|walkers?|travell?ers?|tenants?|donors?|creators?|viewers?|managers?|finance|accounting|staff|reviewers?|editors?|approvers?|moderators?|team leads?|coaches|trainers?|organi[sz]ers?|hosts?|agents?|operators?|dispatchers?";
const USER_SUBJECT = new RegExp(
  `^(?:(?:the|our|all|new|registered|signed-in|logged-in)\\s+)?(${PEOPLE})\\s+(?:(can(?: also)?|could|will(?: be able to)?|should(?: be able to)?|must(?: be able to)?|are able to|is able to|get to|need to)\\s+)?`,
  "i",
);

/** What people do in an app; "Customers love it" or "Users ask for X" are remarks, not features. */
const FEATURE_VERBS = new Set(
  `sign log create add edit delete remove share book schedule reschedule cancel track see view browse search filter sort tick check
  mark upload download export import invite pay rate review comment message chat follow save bookmark order manage customize
  customise set choose pick select compare receive join earn redeem unlock record connect sync request subscribe buy sell list
  post publish reply vote like favourite favorite read watch listen play pause skip reset change update link scan print send tag
  assign approve reject submit get`.split(/\s+/),
);

/** "exports" → "export", "approves" → "approve": a singular subject's verb in its base form. */
function baseVerb(word: string): string | null {
  const lower = word.toLowerCase();
  if (FEATURE_VERBS.has(lower)) return lower;
  for (const candidate of [lower.replace(/es$/, ""), lower.replace(/s$/, ""), lower.replace(/ies$/, "y")]) {
    if (candidate !== lower && FEATURE_VERBS.has(candidate)) return candidate;
  }
  return null;
}

const SEE_VERBS = /^(?:see|view|browse|check|read|watch|get|receive)$/i;
/** Verb → the feature it names, placed after the object: "create habits" → "habit creation". */
// biome-ignore format: compact lookup table
const FEATURE_NOUNS: Record<string, string> = {
  create: "creation", edit: "editing", delete: "deletion", share: "sharing", book: "booking", schedule: "scheduling",
  track: "tracking", filter: "filtering", upload: "upload", download: "download", export: "export", import: "import",
  invite: "invitations", rate: "ratings", review: "reviews", follow: "following", order: "ordering", manage: "management",
  compare: "comparison", sync: "sync", record: "recording", log: "logging", bookmark: "bookmarks", scan: "scanning",
};
const PHRASAL = /^(sign|log|check|opt)\s+(up|in|on|out)\b\s*(.*)$/i;
const TICK_OFF = /^(?:tick|check|cross|mark)\s+(?:(.+?)\s+off|off\s+(.+?))(?=\s|$)\s*(.*)$/i;
const ADVERB = /^(?:daily|weekly|monthly|every day|each day|every week|once a day|automatically|offline|instantly)$/i;
const PRONOUN = /^(?:them|it|these|those|they|this|that)$/i;
const OBJECT_END = /\s+(?:with|for|to|from|in|on|by|via|at|using|into|through|across|per|when|while|before|after|so|and|or)\b/i;
const POSSESSIVE = /^(?:an?|the|their|your|his|her|its|our|own|my)\s+/i;

function singular(word: string): string {
  if (/ies$/i.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|us|is)$/i.test(word) || !/s$/i.test(word) || word.length <= 3) return word;
  return word.slice(0, -1);
}

/** The object noun phrase at the start of a clause and what follows it. */
function splitObject(rest: string): { object: string; tail: string } {
  const cut = rest.search(OBJECT_END);
  const object = (cut >= 0 ? rest.slice(0, cut) : rest).trim();
  return { object, tail: cut >= 0 ? rest.slice(cut) : "" };
}

/** "approve or reject them" after "submit receipts" is about the receipts. */
function resolvePronouns(clause: string, lastObject: string | null): string {
  return lastObject ? clause.replace(/\b(?:them|it)\b/i, lastObject) : clause;
}

interface Clause {
  subject: string;
  text: string;
}

/** A feature name without its verb ("habit creation with a schedule"), or a "Let users …" action. */
function featureName({ subject, text: clause }: Clause, lastObject: string | null): { name: string; object: string | null } {
  const verb = (/^\p{L}+/u.exec(clause)?.[0] ?? "").toLowerCase();
  const rest = clause.slice(verb.length).trim();
  const { object, tail } = splitObject(rest);
  const bare = object.replace(POSSESSIVE, "");
  const ownObject = bare && !PRONOUN.test(bare) && bare.split(/\s+/).length <= 3 ? bare : null;
  const fallback = { name: `Let ${subject} ${resolvePronouns(clause, lastObject)}`, object: ownObject ?? lastObject };

  const phrasal = PHRASAL.exec(clause);
  if (phrasal?.[1] && phrasal[2]) {
    const noun = `${phrasal[1]}-${phrasal[2]}`.toLowerCase().replace(/^log-in$/, "login");
    return { name: `${noun}${phrasal[3] ? ` ${phrasal[3]}` : ""}`, object: lastObject };
  }
  const tick = TICK_OFF.exec(clause);
  if (tick) {
    const raw = (tick[1] ?? tick[2] ?? "").replace(POSSESSIVE, "");
    const thing = PRONOUN.test(raw) ? lastObject : raw.split(/\s+/).length <= 2 ? raw : null;
    const when = tick[3]?.trim() ?? "";
    const adverb = ADVERB.test(when) ? `${when} ` : "";
    const after = adverb || !when ? "" : ` ${when}`;
    return { name: `${adverb}${thing ? `${singular(thing)} ` : ""}check-off${after}`, object: thing };
  }
  if (SEE_VERBS.test(verb)) {
    const seen = rest.replace(POSSESSIVE, "");
    // "see their progress" has nothing to build by that name; "see streaks and weekly stats" does.
    if (!seen || (seen.split(/\s+/).length === 1 && !/s$/i.test(seen))) return fallback;
    return { name: seen, object: lastObject };
  }
  const noun = FEATURE_NOUNS[verb];
  const resolved = PRONOUN.test(bare) ? lastObject : bare;
  const words = resolved ? resolved.split(/\s+/) : [];
  // Only plain nouns make good modifiers: "habits" → "habit creation"; "order ahead" stays an action.
  const plain = words.length >= 1 && words.length <= 3 && (POSSESSIVE.test(object) || /s$/i.test(words.at(-1) ?? "") || PRONOUN.test(bare));
  if (!noun || !resolved || !plain) return fallback;
  const head = [...words.slice(0, -1), singular(words.at(-1) ?? "")].join(" ");
  return { name: `${head} ${noun}${tail}`, object: resolved };
}

export interface UserFeatures {
  parts: string[];
}

/** "finance exports a CSV": a clause with its own subject, its verb in the base form. */
function subjectClause(piece: string): Clause | null {
  const m = new RegExp(`^(?:the\\s+)?(${PEOPLE})\\s+(\\p{L}+)\\b(.*)$`, "iu").exec(piece);
  const verb = m?.[2] ? baseVerb(m[2]) : null;
  if (!m?.[1] || !verb) return null;
  return { subject: m[1].toLowerCase(), text: `${verb}${m[3] ?? ""}` };
}

/** "Users sign up with email, create habits and see streaks" → one feature per thing users do. */
export function readUserFeatures(sentence: string): UserFeatures | null {
  const text = sentence.trim().replace(/[\s.!。]+$/u, "");
  const m = USER_SUBJECT.exec(text);
  if (!m?.[1]) return null;
  const predicate = text.slice(m[0].length);
  const first = (/^\p{L}+/u.exec(predicate)?.[0] ?? "").toLowerCase();
  // "Users sign up" or "users can export": a bare plural verb or a modal; "Customers love it" is neither.
  if (!FEATURE_VERBS.has(first)) return null;
  const subject = m[1].toLowerCase();
  // "Guest list, book the restaurant, …": one guest with a bare verb is no sentence but a thing ("Let guest
  // list" was a task); a feature said of one person has its modal ("A user can export").
  if (!m[2] && !/s$|^(?:people|staff|everyone|everybody|anyone|anybody)$/.test(subject)) return null;
  // "approve or reject them" is one thing to do; only commas, "and" and "then" separate features.
  const pieces = piecesOutside(predicate, /,\s*(?:and\s+|or\s+|then\s+)?|\s+(?:and then|and|then)\s+/i);
  const clauses: Clause[] = [];
  for (const piece of pieces) {
    const own = subjectClause(piece.text);
    const word = (/^\p{L}+/u.exec(piece.text)?.[0] ?? "").toLowerCase();
    const previous = clauses.at(-1);
    if (own) clauses.push(own);
    // "see streaks and weekly stats": an entry without a verb belongs to the clause before it.
    else if (previous && !FEATURE_VERBS.has(word)) previous.text = `${previous.text}${piece.before}${piece.text}`;
    else clauses.push({ subject: previous?.subject ?? subject, text: piece.text });
  }
  // A single clause is a feature only when said as one ("Users can export reports").
  if (clauses.length < 2 && !m[2]) return null;
  let lastObject: string | null = null;
  const parts = clauses.map((clause) => {
    const named = featureName(clause, lastObject);
    lastObject = named.object;
    return named.name;
  });
  return { parts };
}
