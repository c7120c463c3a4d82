import { verbBase } from "./vocabulary";

// Small string helpers shared by the planner. Everything is Unicode-aware: ideas arrive in any
// language, and a broken surrogate pair or a lost accent would show up in the user's plan.

/** Tidies pasted text so later regexes only ever see "\n", plain spaces and composed characters. */
export function normalizeText(raw: string): string {
  return (
    raw
      .normalize("NFC")
      .replace(/\r\n?/g, "\n")
      .replace(/\t/g, "  ")
      .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, " ")
      .replace(/[\u200b-\u200d\u2060\ufeff]/g, "")
      .replace(/[ ]+$/gm, "")
      // "```[tasklist]" … "```": GitHub's task-list block is the list itself, never code to skip.
      .replace(/^[ ]*(`{3,}|~{3,})[ ]*\[tasklist\]\n([\s\S]*?)^[ ]*\1$/gm, "$2")
      // "- [ ] :calendar: Agree on a date": GitHub's emoji codes are pictures, no words of the item.
      .replace(/(^|[ \]])(?::[a-z][a-z0-9_+-]{1,30}:[ ]?)+(?=[ ]*\S)/gm, "$1")
      // "book the venue :)", "fix the bug ;-) ,": a typed smiley is a face, not a colon or a bracket (the
      // second colon of "Launch: … :) , write the post" cut the list, and the plan was named ": Fix …").
      .replace(/^[:;]-?[)(DPp](?:[ ]+|$)|[ ]+[:;]-?[)(DPp](?:[ ]*(?=[,.!?])|(?=[ ]|$))/gm, "")
      // "Board meeting on January 14 — prepare the financials, …": a dash between a head that names a thing
      // and the orders after it is the colon it stands for (the text was refused as asking for nothing).
      .replace(/^([^\n—–:]{3,80}?)\s+[—–]\s+(?=(\p{L}+))/gmu, (whole, head: string, next: string) =>
        verbBase(next) !== null && verbBase(/^\p{L}+/u.exec(head)?.[0] ?? "") === null ? `${head}: ` : whole,
      )
      // "Get my driving licence before summer - theory test, 20 lessons, practical exam": a dash before a list
      // of three or more is the colon it stands for too (the head was glued to the first item).
      .replace(/^(?![^\n]*[:：])(\p{L}[^\n—–]{2,80}?\p{L})\s+[-—–]\s+(?=\p{L}[^\n,]{1,60},[^\n,]{2,60},)/gmu, "$1: ")
      .split("\n")
      .map(inlineEnumeration)
      .join("\n")
  );
}

const INLINE_NUMBER = /(?:^|\s)\(?(\d{1,2})\)\s+(?=\S)/g;
/** "a) book the venue, b) send the invites": the same list lettered. */
const INLINE_LETTER = /(?:^|\s)\(?([a-h])\)\s+(?=\S)/g;

/**
 * "next steps are: 1) send the contract 2) schedule the kickoff 3) set up the drive. Target is Dec 9": a list
 * numbered inside one line, as e-mails and chats write it, is that list, one item a line (the text was
 * refused). The numbers must run 1, 2, 3…; a sentence after the last item is a line of its own.
 */
function inlineEnumeration(line: string): string {
  const numbers = [...line.matchAll(INLINE_NUMBER)];
  const lettered = numbers.length < 2;
  const marks = lettered ? [...line.matchAll(INLINE_LETTER)] : numbers;
  const nth = (mark: string) => (lettered ? mark.charCodeAt(0) - 96 : Number(mark));
  if (marks.length < 2 || marks.some((m, i) => nth(m[1] ?? "") !== i + 1)) return line;
  const starts = marks.map((m) => (m.index ?? 0) + (m[0].startsWith(" ") ? 1 : 0));
  const lead = line.slice(0, starts[0]).trim();
  // A lettered entry becomes a bullet ("a)" is no number a list line starts with).
  const items = starts.map((start, i) =>
    line
      .slice(start, starts[i + 1] ?? line.length)
      .trim()
      .replace(/^\(?(\d{1,2}|[a-h])\)/, (_m, mark: string) => (lettered ? "-" : `${mark})`)),
  );
  const last = items.pop() ?? "";
  const after = /^(.+?[.!?])\s+(\p{Lu}.*)$/u.exec(last);
  return [lead, ...items, ...(after ? [after[1] ?? "", after[2] ?? ""] : [last])].filter(Boolean).join("\n");
}

/** Removes inline markdown and HTML so names read as plain text. */
export function stripInlineMarkdown(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/<\/?[a-z][^>]*>/gi, " ")
    .replace(/(\*\*|__|~~)(.+?)\1/g, "$2")
    .replace(/(^|[\s(])[*_]([^*_\s][^*_]*?)[*_](?=[\s).,;:!?]|$)/g, "$1$2")
    .replace(/`+([^`]*)`+/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

const ABBREVIATIONS = new Set([
  "e.g",
  "i.e",
  "etc",
  "vs",
  "mr",
  "mrs",
  "ms",
  "dr",
  "st",
  "approx",
  "incl",
  "no",
  "fig",
  "cf",
  "ca",
  "jr",
  "sr",
]);

/** Splits prose into sentences without breaking on "e.g.", initials, decimals or version numbers. */
const SENTENCE_QUOTATION = /(?<![\p{L}\p{N}])'[^'\n]{1,200}?'(?![\p{L}])|"[^"\n]{1,200}?"|“[^”\n]{1,200}?”|«[^»\n]{1,200}?»/gu;
const GERMAN_MONTH_AHEAD = /^\s+(?:januar|jänner|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember)\b/i;

export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  const boundary = /[.!?…]+["')\]]*(?=\s|$)|[。！？]+/g;
  const quoted = [...text.matchAll(SENTENCE_QUOTATION)].map((q) => [q.index ?? 0, (q.index ?? 0) + q[0].length - 1]);
  for (let m = boundary.exec(text); m !== null; m = boundary.exec(text)) {
    const end = m.index + m[0].length;
    // "The hint 'Create a project!' appears": the "!" belongs to the quotation.
    if (quoted.some(([a, b]) => m !== null && m.index > (a ?? 0) && m.index < (b ?? 0))) continue;
    if (m[0].startsWith(".") && m[0].length === 1) {
      // "25k." ends a sentence; "J." and "e.g." do not.
      const word = /(?:^|[^\p{L}\p{N}.])([\p{L}.]+)$/u.exec(text.slice(start, m.index))?.[1]?.toLowerCase() ?? "";
      if (ABBREVIATIONS.has(word) || /^\p{L}$/u.test(word)) continue;
      // "am 20. März 2027", "den 3. Oktober": a German day number, not the end of a sentence.
      if (/(?:^|\D)\d{1,2}$/.test(text.slice(start, m.index)) && GERMAN_MONTH_AHEAD.test(text.slice(end))) continue;
    }
    pushTrimmed(sentences, text.slice(start, end));
    start = end;
  }
  pushTrimmed(sentences, text.slice(start));
  return sentences;
}

function pushTrimmed(list: string[], value: string): void {
  const trimmed = value.trim();
  if (trimmed) list.push(trimmed);
}

/** Lower-case word tokens with accents folded, for matching and de-duplication. */
export function tokens(text: string): string[] {
  return (
    text
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** Keyword patterns are lower-case (see keywords.ts), so the text is lower-cased here. */
export function countMatches(pattern: RegExp, text: string): number {
  return text.toLowerCase().match(pattern)?.length ?? 0;
}

/** Boolean test on lower-cased text that ignores a global regex's lastIndex. */
export function matches(pattern: RegExp, text: string): boolean {
  return text.toLowerCase().search(pattern) !== -1;
}

/** Upper-cases the first letter unless the first word is deliberately mixed-case (iOS, eBay). */
export function capitalizeFirst(text: string): string {
  const firstWord = /^\S+/.exec(text)?.[0] ?? "";
  if (/^\p{Ll}+\p{Lu}/u.test(firstWord)) return text;
  return text.replace(/^(["'“‘([]*)(\p{Ll})/u, (_, lead: string, letter: string) => lead + letter.toUpperCase());
}

const SMALL_WORDS = new Set(
  [
    "a an the and or but nor for of to in on at by with from as vs via per into over",
    "de du des la le les et à au aux pour en un une sur",
    "der die das und für von mit im am zum zur ein eine",
    "el los las y para con del",
  ]
    .join(" ")
    .split(" "),
);

function previousWord(text: string, index: number): string {
  return text.split(/(\s+)/)[index - 2] ?? "";
}

/** Units a figure is written with ("5 kg", "10 km", "3x"), which Title Case leaves as they are. */
const UNIT = /^(?:kg|g|lbs?|km|mi|m|cm|mm|kb|mb|gb|tb|ms|s|min|h|hrs?|k|x)$/;

/** Vowelless acronyms people type in lower case ("html", "css", "crm"): words, not keyboard mashing. */
export const LOWER_ACRONYMS = new Set([
  "html",
  "css",
  "scss",
  "js",
  "sql",
  "php",
  "npm",
  "cms",
  "crm",
  "ssh",
  "dns",
  "cdn",
  "ssl",
  "tls",
  "smtp",
  "pdf",
  "svg",
  "png",
  "gtm",
  "b2b",
  "b2c",
  "hr",
  "pr",
  "mvp",
  "kpi",
  "kpis",
  "ppc",
  "cv",
  "ml",
  "llm",
  "nlp",
  "ci",
  "qr",
  "vr",
  "tv",
  "dj",
  "bbq",
]);

/** Title Case that leaves acronyms, mixed-case brands and non-Latin scripts untouched. */
export function titleCase(text: string): string {
  return text
    .split(/(\s+)/)
    .map((part, index) => {
      if (/^\s+$/.test(part) || part === "") return part;
      const lower = part.toLowerCase();
      // "Learn html and css" is about HTML and CSS.
      if (LOWER_ACRONYMS.has(lower)) return part.toUpperCase();
      // "Series A", "Plan B": a capital letter alone after a capitalised word is a name's, not an article.
      if (index > 0 && SMALL_WORDS.has(lower) && !(/^\p{Lu}$/u.test(part) && /^\p{Lu}/u.test(previousWord(text, index)))) return lower;
      if (/\p{Lu}/u.test(part.slice(1))) return part;
      // "v2.0", "v3": a version keeps its lower-case v.
      if (index > 0 && /^v\d/.test(part)) return part;
      // "Export to .apkg", ".env cleanup": a file extension is written as it is.
      if (/^\.\p{Ll}[\p{Ll}\p{N}]*$/u.test(part)) return part;
      // "Lose 5 kg", "Run 10 km": a unit after its figure keeps its case.
      if (UNIT.test(part) && /^\d[\d.,]*$/.test(previousWord(text, index))) return part;
      // "6-week" → "6-Week", "two-day" → "Two-Day".
      return part.replace(
        /(^|-)([^\p{L}\p{N}]*)(\p{Ll})/gu,
        (_, dash: string, lead: string, letter: string) => dash + lead + letter.toUpperCase(),
      );
    })
    .join("");
}

/**
 * Shortens to at most `max` UTF-16 units (the unit zod counts), preferring a clause boundary, then
 * a word boundary, and never splitting a surrogate pair.
 */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = max - 1;
  const head = sliceCodePoints(text, room);
  const clause = Math.max(head.lastIndexOf(", "), head.lastIndexOf("; "), head.lastIndexOf(" - "), head.lastIndexOf(" ("));
  if (clause >= room * 0.6) return `${trimDangling(head.slice(0, clause))}…`;
  const space = head.lastIndexOf(" ");
  if (space >= room * 0.5) return `${trimDangling(head.slice(0, space))}…`;
  return `${head.trimEnd()}…`;
}

function sliceCodePoints(text: string, maxUnits: number): string {
  let out = "";
  for (const char of text) {
    if (out.length + char.length > maxUnits) break;
    out += char;
  }
  return out;
}

const DANGLING = /(?:\s+(?:a|an|the|and|or|of|to|for|with|in|on|at|by|from|our|my|your|their|its))+\s*$/i;

/** Drops trailing connectives and punctuation left behind when a phrase is cut. */
export function trimDangling(text: string): string {
  return text
    .replace(DANGLING, "")
    .replace(/[\s,;:\-–—(/&]+$/u, "")
    .trim();
}

/** Sentence-ends a summary fragment so descriptions read as prose. */
export function asSentence(text: string): string {
  // "Our wedding is on June 12 and we need:" before its list ends as a sentence, not in ":.".
  const trimmed = text.trim().replace(/\s*[:：;,]+$/u, "");
  if (!trimmed) return trimmed;
  return /[.!?。！？…"”)]$/u.test(trimmed) ? capitalizeFirst(trimmed) : `${capitalizeFirst(trimmed)}.`;
}

/** True when the text contains a script written without spaces between words. */
export function isCjk(text: string): boolean {
  return /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(text);
}

/** A web address written out: "https://docs.example.org/guide", "www.example.org". */
export const WEB_LINK = /(?:https?:\/\/|www\.)\S+/giu;

/** True when the text is only web addresses (and punctuation): "- https://groups.example.org/forum/dev". */
export function onlyLinks(text: string): boolean {
  return new RegExp(WEB_LINK.source, "iu").test(text) && !/\p{L}/u.test(text.replace(WEB_LINK, ""));
}

/**
 * "People on waitlist" → "people on waitlist": a capital that only starts the line. "Anna", "Anna and
 * Ben", "LinkedIn" and "API" keep theirs.
 */
export function lowerFirstWord(text: string): string {
  return /^\p{Lu}\p{Ll}+\s+(?!(?:and|or)\b)\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
