// The evaluation corpus (issue 20): real public texts nobody here wrote. Plans come with the items a
// plan must contain, taken mechanically from each text's own list structure; non-plans must be
// refused. Pure functions over the files' text, so the unit test (Node) and `npm run bench`
// (bundled with esbuild) read the corpus the same way.

export interface CorpusText {
  /** Where the text was published: a GitHub issue, pull request or comment. */
  source: string;
  licence: string;
  text: string;
  /** Tuning texts may be looked at when rules change; held-out texts may not. */
  half: "tuning" | "held-out";
}

export interface CorpusPlan extends CorpusText {
  /** Open list and checkbox lines of the text, in its own words. */
  items: string[];
  /** A deadline the text states on a "Deadline:" / "Due:" line, as an ISO day, when it has one. */
  deadline: string | null;
}

const RECORD = /^@@@ (\S+) \| (.+)$/;

/** Splits a corpus file into its records: "@@@ <source> | <licence>" and the text below it. */
export function parseRecords(file: string): Omit<CorpusText, "half">[] {
  const out: Omit<CorpusText, "half">[] = [];
  let current: { source: string; licence: string; lines: string[] } | null = null;
  const flush = () => {
    if (current) out.push({ source: current.source, licence: current.licence, text: current.lines.join("\n").trim() });
  };
  for (const line of file.replace(/<!--[\s\S]*?-->/g, "").split("\n")) {
    const head = RECORD.exec(line);
    if (head) {
      flush();
      current = { source: head[1] as string, licence: (head[2] as string).trim(), lines: [] };
    } else current?.lines.push(line);
  }
  flush();
  return out.filter((r) => r.text.length > 0);
}

/** FNV-1a: a fixed hash, so a text's half and its appended deadline never depend on the corpus's order. */
function fnv(text: string): number {
  let hash = 0x811c9dc5;
  for (const ch of text) {
    hash ^= ch.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** FNV-1a over the source without its fragment, so a thread's comments land in the same half. */
export function halfOf(source: string): CorpusText["half"] {
  return fnv(source.split("#")[0] ?? source) % 2 === 0 ? "tuning" : "held-out";
}

/**
 * Few public task lists state a deadline, so the deadline figure also plans every text once more with
 * one deadline sentence appended, in the forms and languages the planner reads (issue 20's list), and
 * the day it states, for texts planned on `CORPUS_TODAY` (2026-11-23). The sentence is picked by a hash
 * of the source; the text around it stays the author's, other dates and all.
 */
export const APPENDED_DEADLINES: readonly { sentence: string; due: string }[] = [
  { sentence: "Deadline: March 1st, 2027.", due: "2027-03-01" },
  { sentence: "We need all of this by March 1st.", due: "2027-03-01" },
  { sentence: "Everything has to be done by the 15th.", due: "2026-12-15" },
  { sentence: "Target: Q2 2027.", due: "2027-06-30" },
  { sentence: "Alles muss bis Ende Februar fertig sein.", due: "2027-02-28" },
  { sentence: "Abgabe: 31.03.2027", due: "2027-03-31" },
  { sentence: "Todo tiene que estar listo antes del 1 de abril.", due: "2027-04-01" },
  { sentence: "Soutenance mi-juin 2027.", due: "2027-06-15" },
  { sentence: "Tudo pronto até 15 de janeiro.", due: "2027-01-15" },
  { sentence: "Tutto va consegnato entro tre mesi.", due: "2027-02-23" },
];

/** The text with its appended deadline sentence, and the day that sentence states. */
export function withAppendedDeadline(entry: CorpusText): { text: string; due: string } {
  const deadline = APPENDED_DEADLINES[fnv(entry.source) % APPENDED_DEADLINES.length] as (typeof APPENDED_DEADLINES)[number];
  return { text: `${entry.text}\n\n${deadline.sentence}`, due: deadline.due };
}

const LIST_LINE = /^(\s*)(?:\d+[.)]\s+|[a-z][.)]\s+|[-*+•]\s+)(?:-\s+)?(?:\[( |x|X)\]\s*)?(.*)$/;
const CHECKBOX_ONLY = /^(\s*)\[( |x|X)\]\s+(.*)$/;
/**
 * Headings whose lists are not asks: what is out of scope, background, links and references.
 * Matched on the heading's words only, so it is a rule about structure, not about any text.
 */
const NOT_ASKS =
  /\b(?:out of scope|non-goals?|not in scope|won'?t do|context|background|problem|references?|resources?|related|links?|notes?|who|where|screenshots?|evidence)\b|fuera del alcance|hors (?:du )?p[ée]rim[èe]tre|fora do escopo|nicht im umfang|fuori (?:dal)? ?ambito|contexto|contexte|kontext|hintergrund|referencias|r[ée]f[ée]rences/i;
const HEADING = /^\s*(?:#{1,6}\s+(.+?)|\*\*(.+?):?\*\*:?|__(.+?):?__:?|([\p{L} /&-]{2,40}):)\s*$/u;
const DEADLINE_LINE =
  /^\s*(?:#{1,6}\s*)?\**(?:deadline|due(?: date)?|task deadline|fecha l[ií]mite|date limite|prazo|frist|scadenza)\**\s*:?\**\s*(.*)$/i;

/** Markdown off an item: links keep their text, emphasis and code marks go, whitespace collapses. */
export function plainItem(text: string): string {
  return text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/[*_`~]+/g, "")
    .replace(/\\([()[\]])/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

/** Words of an item that say something: a reference like "#84" or a bare URL alone is not an item. */
export function itemWords(text: string): string[] {
  // A link's host and path are no words of the item ("docs", "google", "spreadsheets", "edit", "gid").
  const said = text.replace(/(?:https?:\/\/|www\.)\S+/giu, " ");
  return (said.toLocaleLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu) ?? [])
    .map((w) => w.replace(/[.'’-]+$/, ""))
    .filter((w) => w.length >= 2 && !/^\d+$/.test(w) && !/^https?$/.test(w));
}

/**
 * The items of a text: its open list and checkbox lines (done "[x]" lines are not asks), outside
 * code blocks and outside sections whose heading marks them as background, references or non-goals.
 */
export function extractItems(text: string): string[] {
  const items: string[] = [];
  let inCode = false;
  let skipSection = false;
  for (const line of text.split("\n")) {
    if (/^\s*(?:```|~~~)/.test(line)) {
      inCode = !inCode;
      continue;
    }
    if (inCode) continue;
    const heading = HEADING.exec(line);
    const list = LIST_LINE.exec(line) ?? CHECKBOX_ONLY.exec(line);
    if (heading && !list) {
      skipSection = NOT_ASKS.test(heading[1] ?? heading[2] ?? heading[3] ?? heading[4] ?? "");
      continue;
    }
    if (!list || skipSection) continue;
    if (list[2] && list[2] !== " ") continue;
    // "✅ Project structure": a tick in front of a line marks it done, like "[x]".
    if (/^(?:✅|✔️?|☑️?)/u.test(list[3] ?? "")) continue;
    const item = plainItem(list[3] ?? "");
    // "Main Tasks:" over sub-items is a label; "Date: June 10th", "Goal: …" state facts about the plan.
    if (/[:：]\s*$/u.test(item) || FACT_LABEL.test(item)) continue;
    if (itemWords(item).length === 0) continue;
    items.push(item);
  }
  return items;
}

/** List lines that state a fact about the plan rather than ask for work (the issue's "team size, budget, deadline"). */
const FACT_LABEL =
  /^(?:date|dates|deadline|due(?: date)?|budget|owner|owners|status|team|team size|where|when|who|location|time|estimate|duration|fecha|prazo|frist|termin|datum|échéance|scadenza)\s*[:：]/iu;

const NUMERIC_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b|\b(\d{1,2})[./](\d{1,2})[./](\d{4})\b/;

/** A deadline stated on its own labelled line with a numeric date (day first, or ISO). */
export function statedDeadline(text: string): string | null {
  const lines = text.split("\n");
  for (const [index, line] of lines.entries()) {
    const label = DEADLINE_LINE.exec(line);
    if (!label) continue;
    const rest = `${label[1] ?? ""} ${lines[index + 1] ?? ""}`;
    const m = NUMERIC_DATE.exec(rest);
    if (!m) continue;
    const [y, mo, d] = m[1] ? [m[1], m[2], m[3]] : [m[6], m[5]?.padStart(2, "0"), m[4]?.padStart(2, "0")];
    return `${y}-${mo}-${d}`;
  }
  return null;
}

export function readPlans(file: string): CorpusPlan[] {
  return parseRecords(file).map((r) => ({
    ...r,
    half: halfOf(r.source),
    items: extractItems(r.text),
    deadline: statedDeadline(r.text),
  }));
}

export function readNonPlans(file: string): CorpusText[] {
  return parseRecords(file).map((r) => ({ ...r, half: halfOf(r.source) }));
}
