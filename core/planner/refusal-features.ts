import type { PlanSignals } from "./plan-signals";
import { normalizeText } from "./text";

// Features the refusal model reads (issue 20, decision 147): the words and letter runs of a text, hashed
// into a fixed number of buckets, beside the hand-made gate's own signals and the text's shape. Shared by
// the gate at run time and by scripts/train-refusal-model.mjs, so both read a text the same way.

/** Hashed word and letter-run buckets; the dense features follow them. */
export const HASHED_BUCKETS = 4096;

/** Names of the dense features, in the order of their weights after the hashed buckets. */
export const DENSE_FEATURES = [
  "ask",
  "chat",
  "margin",
  "rulesPlan",
  "structured",
  "short",
  "listLines",
  "checkboxes",
  "headings",
  "lines",
  "words",
  "questions",
  "quoted",
  "code",
  "links",
  "mention",
] as const;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a of `text[start, end)` continued from `hash`: tokens are hashed without building strings. */
function fnv(hash: number, text: string, start = 0, end = text.length): number {
  let h = hash;
  for (let i = start; i < end; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME) >>> 0;
  }
  return h;
}

const WORD = fnv(FNV_OFFSET, "w:");
const PAIR = fnv(FNV_OFFSET, "b:");
const RUN = fnv(FNV_OFFSET, "c:");

/** FNV-1a over a string, into the hashed buckets. */
function bucket(token: string): number {
  return fnv(FNV_OFFSET, token) % HASHED_BUCKETS;
}

/** Logarithm that reads counts on a small, even scale (0 → 0, 1 → 0.69, 10 → 2.4). */
const count = (n: number) => Math.log1p(n);

/**
 * The text's features as sparse (index, value) pairs. Hashed tokens are present or absent, scaled so
 * the vector has unit length whatever the text's size; dense features come after them.
 */
export function refusalFeatures(raw: string, signals: PlanSignals, rulesPlan: boolean): Map<number, number> {
  const text = normalizeText(raw);
  const lower = text.toLowerCase();
  const hashed = new Set<number>();
  const words = lower.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
  let previous: string | undefined;
  for (const word of words) {
    hashed.add(fnv(WORD, word) % HASHED_BUCKETS);
    if (previous !== undefined) hashed.add(fnv(fnv(fnv(PAIR, previous), " "), word) % HASHED_BUCKETS);
    previous = word;
    // Letter runs of " word " read endings and stems in every language ("-ieren", "-ción", "thank").
    const padded = ` ${word} `;
    for (let j = 0; j + 3 <= padded.length; j++) hashed.add(fnv(RUN, padded, j, j + 3) % HASHED_BUCKETS);
  }
  // Each line's first word: "Add", "Thanks", "@name", "- [ ]" say what kind of line it is.
  const lines = text.split("\n").filter((line) => line.trim() !== "");
  for (const line of lines) {
    const first = /^\s*([-*+]\s+\[[ xX]\]|[-*+•]|\d+[.)]|#{1,6}|>|@\w+|[\p{L}\p{N}']+)/u.exec(line.toLowerCase())?.[1] ?? "";
    hashed.add(bucket(`f:${first.replace(/@\w+/, "@").replace(/\d+/, "0")}`));
  }
  const features = new Map<number, number>();
  const scale = hashed.size > 0 ? 1 / Math.sqrt(hashed.size) : 0;
  for (const index of hashed) features.set(index, scale);
  const listLines = lines.filter((line) => /^\s*(?:[-*+•]|\d{1,3}[.)])\s+/.test(line)).length;
  const dense: Record<(typeof DENSE_FEATURES)[number], number> = {
    ask: count(signals.ask),
    chat: count(signals.chat),
    margin: Math.max(-1, Math.min(1, (signals.ask - signals.chat) / 6)),
    rulesPlan: rulesPlan ? 1 : 0,
    structured: signals.structured ? 1 : 0,
    short: signals.short ? 1 : 0,
    listLines: count(listLines),
    checkboxes: count((text.match(/\[[ xX]\]/g) ?? []).length),
    headings: count(lines.filter((line) => /^\s{0,3}#{1,6}\s/.test(line)).length),
    lines: count(lines.length),
    words: count(words.length) / 3,
    questions: count((text.match(/[?？]/gu) ?? []).length),
    quoted: lines.some((line) => /^\s*>/.test(line)) ? 1 : 0,
    code: /```|~~~/.test(text) ? 1 : 0,
    links: count((text.match(/https?:\/\//g) ?? []).length),
    mention: /^\s*@\w/.test(text) ? 1 : 0,
  };
  DENSE_FEATURES.forEach((name, i) => {
    if (dense[name] !== 0) features.set(HASHED_BUCKETS + i, dense[name]);
  });
  return features;
}
