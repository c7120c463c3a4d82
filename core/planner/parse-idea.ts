import { readChat } from "./chat";
import { COUNTDOWN_ASIDE_LEVEL, countdownDay } from "./countdown";
import { readDatedList } from "./dated-list";
import { readDueStates, readMadeSure, STATE_VERBS } from "./due-states";
import { readEmail, SIGN_OFF } from "./email";
import { type Enumeration, readEnumeration, readUserFeatures, splitOutside, splitTopicActions } from "./enumerations";
import { detectLanguage, type IdeaLanguage } from "./language";
import { THING_OPENS } from "./naming";
import { isNews } from "./news";
import { ANY_DAY, EN_MONTH, findDateMentions, removeMentions } from "./parse-dates";
import { readPhaseLines } from "./phase-lines";
import { cleanHeading, makeSection, sectionChain } from "./sections";
import {
  asCommitment,
  featureVerb,
  gappedHandOut,
  handedToSomeone,
  isActionable,
  isChitChat,
  neededThingVerb,
  type ShapedText,
  shapeText,
  startsWithVerb,
  verbOnThing,
  withVerb,
} from "./task-names";
import { capitalizeFirst, lowerFirstWord, normalizeText, onlyLinks, splitSentences, stripInlineMarkdown } from "./text";
import type { Section, TextItem } from "./types";
import {
  ATTENDANCE,
  byWhenClause,
  DELIVERABLE_HEAD,
  GETTING_READY_FOR,
  ROLE,
  SAID_TO_TAKE_PLACE,
  SUBJECT_NEEDS,
  verbBase,
  WORK_STAGE,
} from "./vocabulary";
import {
  continuesPhrase,
  readBareList,
  readColonList,
  readInfinitiveList,
  readWithList,
  readWorkList,
  withLabelledVerb,
  withoutWe,
  withSharedVerb,
} from "./work-lists";

// Reads the structure of an idea: title, opening statement, headings, list items, actionable
// sentences and background lines. No planning decisions are made here.

export interface ParsedIdea {
  title: string | null;
  /** The sentence that states the idea; names the plan and is never a task itself. */
  statement: string | null;
  /** The statement was read under a background heading ("Problem", "Context"): it says why, not what. */
  statementIsBackground: boolean;
  /** Background prose in reading order, for the description. */
  summary: string[];
  /** Background list entries ("Goals", "Audience"), summarised only when there is no prose. */
  notes: string[];
  items: TextItem[];
  sections: Section[];
  /** Prose and background lines: where overall deadlines and team size are stated. */
  context: string[];
  isChat: boolean;
  /** Entries listed under a "Team" heading, when the size is not stated in words. */
  listedTeam: number;
  /** Distinct people talking, for chat threads. */
  speakers: number;
  lang: IdeaLanguage;
}

type LineKind = "blank" | "heading" | "bullet" | "table" | "prose" | "rule";

interface Line {
  kind: LineKind;
  text: string;
  indent: number;
  level: number;
  checked: boolean;
  /** The words after a phase's label on its own line ("Milestone 2: detailed prototype"): work, verb or not. */
  phaseWork?: boolean;
}

const BULLET = /^(\s*)(?:[-*+•●◦▪‣·・]|\d{1,3}[.)]|[a-z][.)]|\(\d{1,3}\))\s+(.*)$/u;
// ⬜ and ◻ are the empty boxes of chat apps and Notion exports; ☒ a ticked one.
const CHECKBOX_ONLY = /^(\s*)[☐☑☒✓✔✅□▢⬜◻◽]\ufe0f?\s*(.*)$/u;
const CHECKBOX = /^\[( |x|X)\]\s*/;
const TIGHT_DASH = /^(\s*)-(?=\p{Lu}\p{Ll})(.*)$/u;
/** "P1: checkout fails for EU cards": a tracker's line opens on its priority, as a list's does on its dash. */
const PRIORITY_LINE = /^(\s*)(\[?P[0-4]\]?[:：]\s+\S.*)$/u;
/** "Venue ✔", "flights - booked": a line ticked off at its end. */
const TICKED_END = /\s*[✔✅✓☑]\ufe0f?$|\s+[-–—:]\s*(?:done|booked|sent|ordered|paid|bought|finished|completed?|sorted)\s*!?$/iu;
/** "Landing page done", "Venue booked", "Design is done": a thing and its state, no dash (not "Get it done"). */
const DONE_END =
  /\s+(?:is\s+|are\s+)?(?:done|booked|sent|ordered|paid|bought|finished|completed?|sorted|shipped|merged|signed|approved)\s*[!.]?$/iu;

/** The end of a list line that marks it done, or null. */
function doneMark(text: string): RegExpExecArray | null {
  const ticked = TICKED_END.exec(text);
  if (ticked) return ticked;
  // (DONE_END opens on white space, and a line's text never does: a match is never at its start.)
  const done = DONE_END.exec(text);
  return done && !startsWithVerb(text) ? done : null;
}

const REPORTED_BY =
  /^(?:\p{Lu}\p{Ll}+|[Ss]he|[Hh]e|[Tt]hey|[Ww]e)\s+(?:says?|said|confirm(?:s|ed)?|reports?|reported|tells? us|told us|mentioned)\s+(?:that\s+)?/u;
/** A line without its done mark, told as the work that was done ("Book the venue"), or as the thing itself. */
function withoutDoneMark(text: string): string {
  const mark = doneMark(text);
  if (!mark) return text;
  // "Maria says the venue is booked": who reports it is no part of the thing.
  const thing = text.slice(0, mark.index).trim().replace(REPORTED_BY, "");
  const verb = STATE_VERBS[/(\p{L}+)\s*[!.]?$/u.exec(mark[0])?.[1]?.toLowerCase() ?? ""];
  return verb && thing.split(/\s+/).length <= 6 && !startsWithVerb(thing) ? verbOnThing(verb, thing) : thing;
}
const MD_HEADING = /^\s{0,3}(#{1,6})\s+(.+?)\s*#*\s*$/;
const RULE = /^\s*([-*_=])(?:\s*\1){2,}\s*$/;
const TITLE_LABEL = /^(?:project(?: name)?|title|name|idea|subject|working title|projet|projekt|プロジェクト名?)\s*[:：]\s*(.+)$/iu;
const CONTEXT_LABEL =
  /^(?:non-?goals?|out of scope|not in scope|anti-?goals?|budget|deadline|due(?: date)?|launch date|go-live date|date|dates|timeline|timeframe|duration|team|team size|people|audience|target audience|target|goal|goals|objective|owner|owners|priority|severity|labels?|stakeholders?|kpis?|metrics?|success(?: metrics)?|users|stack|tech stack|platforms?|tools?|note|notes|risks?|status|location|located at|found at|page|url|where|when|venue|city|guests|attendees|headcount|capacity|context|background|problem|why|budget range|cost)\s*[:：]\s+\S/iu;
const OPENING_COURTESY =
  /^(?:(?:many\s+)?thanks|thank\s+you|(?:so\s+)?sorry\s+(?:for|about)\s+(?:the|my)\s+(?:late|slow|delayed)\s+(?:reply|response|answer)|(?:it\s+was\s+)?(?:great|good|nice|lovely)\s+(?:to\s+(?:meet|see|talk|speak|chat)|talking|speaking|chatting|meeting|seeing)|(?:i\s+)?hope\s+(?:you|you're|you’re|all|this|everyone)\b)[^.!?]*[.!]?$/i;
/** "Part of the production epic, Track 2.": where the work belongs, not work (issue 20: it was the only task). */
const PART_OF = /^(?:this is\s+)?part\s+of\s+(?:the|our|an?)\s+[^.!?]{1,80}[.!]?$/i;
/** "Team: write a runbook", "Everyone: pack your desk": work given to a group, not a fact about the team. */
const GROUP_LABEL = /^(?:team|people|owners?|everyone|all)\s*[:：]\s*(.+)$/iu;
function groupAssigned(line: string): boolean {
  const rest = GROUP_LABEL.exec(line)?.[1];
  return rest !== undefined && startsWithVerb(rest);
}
/** Targets and risks mention time spans ("300 subscribers within six months") that are not deadlines. */
const TARGET_HEADING = /\b(?:goals?|objectives?|kpis?|metrics?|success|vision|mission|risks?|budget)\b|目標|目的|リスク/iu;
/** "We want to…" in the opening restates the idea; it is work only when the text lists little else. */
export const INTENT =
  /^(?:(?:so|and|also|basically|ultimately)[, ]+)?(?:i|we)\s*(?:really\s+)?(?:want|would like|'d like|’d like|hope|plan|aim|intend|are hoping|'re hoping|are looking|'re looking)\s+to\b/i;
/** "We're launching our Kickstarter on April 1", "We are opening the shop in May": the day the plan is for. */
const LAUNCH_UNDER_WAY =
  /^(?:so\s+|and\s+)?(?:we|i)(?:'re|’re| are|'m|’m| am)\s+(?:finally\s+|officially\s+)?(launching|opening|releasing|shipping|publishing|moving|relocating)\s+(.+)$/i;
/** "Launch the mobile app on iOS and Android by May 1.": the launch asked for, over the list of what it needs. */
const LAUNCH_ASKED = /^(?:(?:we|i)\s+(?:need|want|have)\s+to\s+)?(launch|release|ship|publish)\s+(.+)$/i;
/** Telling people is work, though "tell" alone reads as small talk to the gate ("Tell me a joke"). */
const TELL = /^(?:tell|thank|remind|warn)\s+\p{L}/iu;
const UPDATES_HEADING = /^(?:[\p{L}-]+\s+)?updates?$/iu;
const TEAM_HEADING = /\b(?:team|people|roles|crew|staff|members|who|owners?|assignees?|maintainers?)\b|体制|メンバー/iu;

function readLine(raw: string): Line {
  const indent = /^\s*/.exec(raw)?.[0].length ?? 0;
  const trimmed = raw.trim();
  const base = { indent, level: 0, checked: false };
  if (trimmed === "") return { ...base, kind: "blank", text: "" };
  if (RULE.test(trimmed)) return { ...base, kind: "rule", text: trimmed };
  const heading = MD_HEADING.exec(raw);
  if (heading) return { ...base, kind: "heading", text: heading[2] ?? "", level: heading[1]?.length ?? 1 };
  if (/^(?:【.+】|[■◆▼●◎★☆▶►]\s*.+)$/u.test(trimmed) && trimmed.length <= 60) return { ...base, kind: "heading", text: trimmed, level: 3 };
  // A Notion toggle ("▸ Research") and a tool's section row ("Section: Design") head what follows.
  // ("List: buy balloons, order the cake" is a list of work on one line, not a heading.)
  const toggle = /^(?:[▸▹▾▿]\s*(.{1,60})|(?:section|group|list|column)\s*[:：]\s*([^,;]{1,40}))$/iu.exec(trimmed);
  if (toggle) return { ...base, kind: "heading", text: toggle[1] ?? toggle[2] ?? trimmed, level: 3 };
  // "-Make Guest List": a dash typed against its word is a bullet all the same.
  const bullet =
    BULLET.exec(raw) ??
    CHECKBOX_ONLY.exec(raw) ??
    (/^\s*\[[ xX]\]\s+/.test(raw) ? /^(\s*)(.*)$/.exec(raw) : null) ??
    TIGHT_DASH.exec(raw) ??
    PRIORITY_LINE.exec(raw);
  if (bullet) {
    const content = bullet[2] ?? "";
    // "~~Mail forwarding~~", "~[ ] Do we want a phone number?~", "[ ] ~Harassment training~": a line struck
    // through is called off.
    if (/^(?:\[[ xX]\]\s*)?(~~?)(?!~)\S.*?\1\s*$/u.test(content.trim())) return { ...base, kind: "blank", text: "" };
    const box = CHECKBOX.exec(content);
    const ticked = doneMark(content) !== null;
    const checked = box ? box[1] !== " " : ticked || /^[☑☒✓✔✅]/u.test(trimmed);
    // "- [ ] Release notes completed": an open box is the state to reach, not a report that it is reached.
    const boxed = keyLast(box?.[1] === " " ? content.slice(box[0].length) : withoutDoneMark(box ? content.slice(box[0].length) : content));
    // "- [x] 1. Check the issue tracker": the step's number after its box is no part of its name.
    const text = box ? boxed.replace(/^\d{1,2}[.)]\s+(?=\p{L})/u, "") : boxed;
    // "- [ ] (Website content strategy)": an entry put in brackets as a maybe is still named by its words.
    return { ...base, kind: "bullet", text: /^\([^()]+\)$/u.test(text.trim()) ? text.trim().slice(1, -1).trim() : text, checked };
  }
  if (/^\|.*\|$/.test(trimmed)) return { ...base, kind: "table", text: trimmed };
  const bold = /^(\*\*|__)(.+?)\1\s*[:：]?$/.exec(trimmed);
  // "**(T-3 weeks)**" under "# Details": a note of when, said aside, names no section (it named the phases),
  // but a countdown's step dates the list under it, as "T-3 weeks" heading it would.
  const aside = bold && /^\(([^()]*)\)$/u.exec((bold[2] ?? "").trim())?.[1];
  if (aside && countdownDay(aside, 0) !== null) return { ...base, kind: "heading", text: aside, level: COUNTDOWN_ASIDE_LEVEL };
  if (bold && /^\([^()]*\)$/u.test((bold[2] ?? "").trim())) return { ...base, kind: "blank", text: "" };
  // "**Date: February 18th, 6.30pm**", "**Venue: tbc**": a fact about the plan in bold, not a heading.
  if (bold && CONTEXT_LABEL.test(bold[2] ?? "")) return { ...base, kind: "prose", text: bold[2] ?? "" };
  if (bold) return { ...base, kind: "heading", text: bold[2] ?? "", level: 3 };
  // ("␣␣␣It can be used like this:" under a list's entry goes on with the entry: no heading.)
  if (
    /[:：]$/u.test(trimmed) &&
    trimmed.length <= 80 &&
    trimmed.split(/\s+/).length <= 8 &&
    !(
      indent >= 2 &&
      /^\p{Lu}\p{Ll}*\s+\p{Ll}+\s+\p{Ll}/u.test(trimmed) &&
      /\b(?:like this|as follows|below|this way)\s*[:：]$/iu.test(trimmed)
    )
  )
    return { ...base, kind: "heading", text: trimmed, level: 4 };
  const letters = trimmed.replace(/[^\p{L}]/gu, "");
  if (
    letters.length >= 3 &&
    /\p{Lu}/u.test(letters) &&
    !/\p{Ll}/u.test(letters) &&
    trimmed.length <= 60 &&
    trimmed.split(/\s+/).length <= 8
  ) {
    return { ...base, kind: "heading", text: trimmed, level: 3 };
  }
  // "_Summarize expected behavior._": a template's hint in italics, left in by whoever filled it in.
  if (TEMPLATE_HINT.test(trimmed)) return { ...base, kind: "blank", text: "" };
  return { ...base, kind: "prose", text: keyLast(trimmed) };
}

const TEMPLATE_HINT =
  /^([_*])(?!\1)(?:summari[sz]e|describe|explain|provide|include|list|give|add|attach|tell us|write|fill in|replace|insert|paste)\b[^_*]*\1$/i;

/**
 * A tracker's key before an item's words ("PROJ-102 Redesign…", "#412 Cache…", "#10 — Migrate users") or a requirement's number
 * ("R1: Users can…", "KR2: Ship…"; not "Q1:" or "H2:", which are times): the words lead.
 */
const LEADING_KEY =
  /^((?:\p{Lu}[\p{Lu}\d]{1,9}-\d{1,6}|#\d{2,6}))(?:\s*[:—–-]\s*|\s+)(?=\p{L})|^((?:R|FR|NFR|REQ|US|UC|AC|BR|KR|TC)-?\d{1,4})(\s*\([^()]{1,20}\))?:\s+(?=\p{L})/u;

/** A tracker's key with nothing else: "#7010", "PROJ-102". */
const BARE_KEY = /^(?:#\d{1,6}|\p{Lu}[\p{Lu}\d]{1,9}-\d{1,6})$/u;

/** "PROJ-102 Redesign welcome screen" → "Redesign welcome screen (PROJ-102)": read by its verb, the key kept. */
function keyLast(text: string): string {
  // "R4 (nice to have): SSO with Okta": a requirement's number, and its priority kept after the words.
  const key = LEADING_KEY.exec(text);
  return key ? `${text.slice(key[0].length)} (${key[1] ?? key[2]})${key[3] ?? ""}` : text;
}

/** A short line that introduces a list ("Phase 1 – Discovery", "Things we need") works as a heading. */
function isLeadIn(line: Line): boolean {
  return line.kind === "prose" && line.text.length <= 60 && line.text.split(/\s+/).length <= 8 && !/[.!?。！？]$/u.test(line.text);
}

/**
 * "- Update the readme with the install steps and / ␣␣the upgrade notes": a line indented under a list
 * entry, with no blank line between, goes on with it. Read as the heading of the list after it, it cut
 * the entry short and put "the upgrade notes" over "Fix the footer links".
 */
function wrapsTheEntryAbove(line: Line, above: Line | undefined): boolean {
  return above?.kind === "bullet" && line.indent > above.indent;
}

function nextContent(lines: Line[], from: number): Line | undefined {
  for (let i = from; i < lines.length; i++) {
    const line = lines[i];
    if (line && line.kind !== "blank") return line;
  }
  return undefined;
}

/** "1.2 Pick hosting", "2.1.3 Test": an outline number; its dots say how deep the entry sits. */
const OUTLINE_NUMBER = /^(\s*)(\d{1,3})((?:\.\d{1,3})+)\.?\s+(?=\p{L})(.*)$/u;

/**
 * "1.1 write copy" under "1. Launch site" is a sub-item: written as an indented bullet so it nests
 * like one. Only under a list that used the same first number, so "1.5 million users" stays prose.
 */
function outlineAsBullet(raw: string, numbers: Set<string>): string {
  const m = OUTLINE_NUMBER.exec(raw);
  if (!m || !numbers.has(m[2] ?? "")) return raw;
  const depth = (m[3] ?? "").split(".").length - 1;
  return `${m[1] ?? ""}${"  ".repeat(depth)}- ${m[4] ?? ""}`;
}

/** "changelog_generator -u acme --since-tag v2.2.0": a command to type, shown in the text, heads nothing. */
const COMMAND_LINE = /^\$?\s*[\w./-]+\s+(?:\S+\s+)*?--?[a-z][\w-]*(?:[\s=]|$)/;

function readLines(text: string): Line[] {
  const lines: Line[] = [];
  let fenced = false;
  const numbers = new Set<string>();
  for (const raw of text.split("\n")) {
    if (/^\s*(?:```|~~~)/.test(raw)) {
      fenced = !fenced;
      continue;
    }
    if (fenced) continue;
    const top = /^\s*(\d{1,3})[.)]\s+\S/.exec(raw);
    if (top?.[1]) numbers.add(top[1]);
    lines.push(readLine(outlineAsBullet(unquoted(raw), numbers)));
  }
  phaseLines(lines);
  plainLists(lines);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    const next = lines[i + 1];
    if (line.kind === "prose" && next?.kind === "rule" && /^[=-]/.test(next.text) && line.text.length <= 80) {
      lines[i] = { ...line, kind: "heading", level: next.text.startsWith("=") ? 1 : 2 };
      lines[i + 1] = { ...next, kind: "blank" };
      continue;
    }
    const following = nextContent(lines, i + 1);
    if (line.kind === "bullet" && following?.kind === "bullet" && following.indent > line.indent) {
      lines[i] = { ...line, kind: "heading", level: 10 + line.indent, text: line.text };
    } else if (
      isLeadIn(line) &&
      !wrapsTheEntryAbove(line, lines[i - 1]) &&
      following?.kind === "bullet" &&
      !CONTEXT_LABEL.test(line.text) &&
      roleHolders(line.text) === 0 &&
      !COMMAND_LINE.test(line.text)
    ) {
      // "Budget: $25k" above the steps is a fact about the project, not a heading over them.
      lines[i] = { ...line, kind: "heading", level: 5 };
    }
  }
  return labelledSteps(lines);
}

/**
 * "> Milestone 2: detailed prototype": a comment that quotes the brief it answers. The quoted words are
 * the text's own (the whole brief quoted was refused as no project); "> 5 people" compares.
 */
function unquoted(raw: string): string {
  return raw.replace(/^(\s*)(?:>[ \t]?)+(?=[^\s\d<=>])/u, "$1");
}

/**
 * "Milestone 1: requirements, design / Milestone 2: detailed prototype": each line heads its phase, and its
 * words are the phase's work (read as a sentence, so "pick a name, buy a microphone" is two tasks).
 */
function phaseLines(lines: Line[]): void {
  const phases = readPhaseLines(lines.map((line) => (line.kind === "prose" && line.indent === 0 ? line.text : "")));
  for (let i = lines.length - 1; i >= 0; i--) {
    const phase = phases[i];
    const line = lines[i];
    // "Phase 1: Planning" over its bullets names the phase the list is in: a heading as it stands.
    if (!phase || !line || nextContent(lines, i + 1)?.kind === "bullet") continue;
    lines.splice(i, 1, { ...line, kind: "heading", level: 4, text: phase.label }, { ...line, text: phase.work, phaseWork: true });
  }
}

const MIN_PLAIN_LIST = 3;

/**
 * "Price tags / Signs for the street / Cash box with change", one to a line without bullets: three or more
 * short lines in a row, none ending a sentence, are a list, whatever words they start with (only lines
 * that opened with a verb were kept); right under a heading, any number. The text's first line stays its
 * title.
 */
function plainLists(lines: Line[]): void {
  const first = lines.findIndex((line) => line.kind !== "blank");
  // "Best, / Anna Smith / Head of Marketing": a signature is no list.
  const signed = lines.findIndex((line, index) => index > first && line.kind === "prose" && SIGN_OFF.test(line.text));
  const listLike = (line: Line | undefined, index: number) =>
    index > first &&
    (signed < 0 || index < signed) &&
    line?.kind === "prose" &&
    !line.phaseWork &&
    isLeadIn({ ...line, text: withoutDoneMark(line.text) });
  const title = lines[first];
  const titleOrders = title?.kind === "prose" && isLeadIn(title) && startsWithVerb(title.text);
  for (let start = 0; start < lines.length; start++) {
    let end = start;
    while (listLike(lines[end], end)) end++;
    // Under a heading ("▸ Research", "Section: Design") one short line is already its list; under a title
    // that orders the work ("Distribute new furniture / IKEA table to Studio B / Filing cabinets to the main
    // office"), two (the first was the description and the second dropped).
    const headed = lines[start - 1]?.kind === "heading";
    const ordered = start === first + 1 && titleOrders;
    if (end - start >= (headed ? 1 : ordered ? 2 : MIN_PLAIN_LIST)) {
      for (let i = start; i < end; i++) {
        const line = lines[i];
        if (line) lines[i] = { ...line, kind: "bullet", text: withoutDoneMark(line.text), checked: doneMark(line.text) !== null };
      }
    }
    start = Math.max(start, end);
  }
}

/**
 * "- **Step 1, loading view.** 'Analyzing…'" next to "- **Step 0, idea entry.**" with sub-items: a
 * bold label at the level of grouping entries is a group of its own, and the words after it its work.
 */
function labelledSteps(lines: Line[]): Line[] {
  const groupIndents = new Set(lines.filter((l) => l.kind === "heading" && l.level >= 10).map((l) => l.level - 10));
  const out: Line[] = [];
  for (const line of lines) {
    const label = line.kind === "bullet" && groupIndents.has(line.indent) ? /^(\*\*|__)(.+?)\1\s*(.*)$/.exec(line.text) : null;
    if (!label) {
      out.push(line);
      continue;
    }
    out.push({ ...line, kind: "heading", level: 10 + line.indent, text: label[2] ?? "" });
    const rest = (label[3] ?? "").trim();
    if (/\p{L}/u.test(rest)) out.push({ ...line, kind: "bullet", indent: line.indent + 2, text: rest });
  }
  return out;
}

/** A table's header cell over the work each row names: "What", "Task", "Deliverable". */
const NAME_COLUMN = /^(?:what|tasks?|items?|deliverables?|actions?|activit(?:y|ies)|work|steps?|to-?dos?|features?)$/i;

/** A cell of a table's rule line: "---", ":--:", org-mode's "------+-------". */
const TABLE_RULE_CELL = /^[:+]?-[-+:]*-[-+:]*$/;

/** Whether the table the line at `index` is in has a rule line anywhere. */
function tableHasRule(lines: Line[], index: number): boolean {
  let from = index;
  while (from > 0 && lines[from - 1]?.kind === "table") from--;
  for (let i = from; lines[i]?.kind === "table"; i++) {
    const cells = splitCells(lines[i]?.text ?? "");
    if (cells.some((cell) => TABLE_RULE_CELL.test(cell)) && cells.every((cell) => TABLE_RULE_CELL.test(cell) || cell === "")) return true;
  }
  return false;
}

function splitCells(row: string): string[] {
  return row
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => stripInlineMarkdown(cell.trim()));
}

/**
 * "As the bride & groom / I want to make a list of guests / so that I can send rsvps": a user story broken
 * over lines is one sentence (issue 20: it was three tasks, "As the bride & groom" among them).
 */
const BROKEN_STORY =
  /^(as (?:an?|the) [^\n.!?,]{1,60}),?[ \t]*\n[ \t]*((?:i|we) (?:want|would like|need|wish|can|should be able)\b[^\n]*?)(?:[ \t]*\n[ \t]*(so that [^\n]*))?$/gimu;

export function parseIdea(raw: string): ParsedIdea {
  const normalized = normalizeText(raw).replace(BROKEN_STORY, (_story, who: string, want: string, why?: string) =>
    why ? `${who}, ${want} ${why}` : `${who}, ${want}`,
  );
  const text = readEmail(normalized) ?? normalized;
  const lang = detectLanguage(text);
  const chat = readChat(text.split("\n"));
  return chat ? parseChat(chat, lang) : parseDocument(text, lang);
}

/** Pushes the work a "we need to …" sentence lists; true when it listed some. */
function addWorkList(parsed: ParsedIdea, sentence: string, section: Section | null, extra: Partial<TextItem> = {}): boolean {
  const parts = readWorkList(sentence, parsed.lang, parsed.isChat);
  if (!parts) return false;
  for (const part of parts) pushItem(parsed, { text: part, original: sentence, own: part, section, source: "sentence", ...extra });
  return true;
}

/** Verbs whose "with" names a tool or a partner: "integrate X with Y", "set up X with Y". */
const USES_WITH =
  /^(?:set up|setup|integrate|connect|sync|link|pair|replace|migrate|configure|secure|protect|sign|log|authenticate|combine|merge|align|coordinate|partner|test|deploy|host|automate)\b/i;

/** A reply that says the item just asked for is done: "done already", "already uploaded them". */
const DONE_REPLY =
  /^(?:(?:it'?s|that'?s|all)\s+)?(?:done|finished|sorted|shipped)(?:\s+already)?\b|^already\s+(?:done|did|finished|uploaded|sent|fixed|shipped)\b|^(?:i|we)\s+(?:already|just)\s+(?:did|finished|uploaded|sent|fixed|shipped)\b/i;
/** "I'll do it today", "on it", "I can take that": someone takes on the item just asked for. */
const TAKES_IT =
  /^(?:(?:i|we)(?:'ll|’ll| will| can)\s+(?:do|take|handle|grab|own|pick up|look into|fix)\s+(?:it|this|that|them)\b|on it\b|i'?ve got (?:it|this)\b)/i;

/** "I'll take the signup form": someone takes on an item already asked for, named by its object. */
const TAKES_NAMED =
  /^(?:(?:ok(?:ay)?|sure|yes|yep|perfect|great|cool|sounds good|got it)[,!]?\s+)?(?:i|we)(?:'ll|’ll| will| can)\s+(?:take|handle|grab|own|pick up|do)\s+(?:the\s+)?(.{3,80}?)[.!]*$/i;

/** The latest item whose words hold the named object, for TAKES_NAMED. */
function itemNamed(items: TextItem[], object: string): TextItem | undefined {
  const wanted = object.toLowerCase().replace(/\s+/g, " ");
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i];
    if (item && ` ${item.text.toLowerCase().replace(/\s+/g, " ")} `.includes(` ${wanted} `)) return item;
  }
  return undefined;
}

function parseChat(messages: Array<{ speaker: string; text: string }>, lang: IdeaLanguage): ParsedIdea {
  const speakers = new Set(messages.map((message) => message.speaker.toLowerCase()).filter(Boolean)).size;
  const parsed: ParsedIdea = {
    title: null,
    statement: null,
    statementIsBackground: false,
    summary: [],
    notes: [],
    items: [],
    sections: [],
    context: [],
    isChat: true,
    listedTeam: 0,
    speakers,
    lang,
  };
  for (const message of messages) {
    let lastItem: TextItem | null = null;
    // Bullets of this message still open, outermost first: an indented one is a subtask of the outermost.
    let open: Array<{ indent: number; item: TextItem | null }> = [];
    for (const line of message.text.split("\n")) {
      const bullet = BULLET.exec(line);
      const content = bullet?.[2] ?? line;
      const indent = bullet?.[1]?.length ?? 0;
      if (!bullet) open = [];
      while (open.length > 0 && (open.at(-1)?.indent ?? 0) >= indent) open.pop();
      const owner = open.find((entry) => entry.item !== null)?.item ?? null;
      const from = parsed.items.length;
      for (const sentence of splitSentences(stripInlineMarkdown(content))) {
        if (isChitChat(sentence)) continue;
        // "done already, uploaded them yesterday" after "we need new screenshots": that item is done;
        // "I'll do it today" after a request takes it on.
        const previous = lastItem ?? parsed.items.at(-1);
        if (previous && DONE_REPLY.test(sentence)) {
          previous.done = true;
          continue;
        }
        if (previous && TAKES_IT.test(sentence)) {
          previous.assignee ??= message.speaker || undefined;
          continue;
        }
        const named = TAKES_NAMED.exec(sentence);
        // "I can do financials by Thursday": the thing taken, then when.
        const object = named?.[1] ?? "";
        const when = findDateMentions(object, ANY_DAY).find((m) => m.kind === "calendar");
        const thing = when
          ? object
              .slice(0, when.index)
              .replace(/\s+(?:by|on|before|until|for)\s*$/i, "")
              .trim()
          : object;
        const taken = named ? itemNamed(parsed.items, thing) : undefined;
        if (taken) {
          taken.assignee ??= message.speaker || undefined;
          // Its day is the taker's, not one the first message gave something else ("for the demo next Thursday").
          if (when && thing !== object) {
            taken.original = `${taken.original}${/[.!?]$/u.test(taken.original) ? "" : "."} ${sentence}`;
            taken.text = `${taken.text} ${object.slice(thing.length).trim()}`;
          }
          continue;
        }
        if (parsed.statement !== null && addWorkList(parsed, sentence, null, { source: "chat", speaker: message.speaker || undefined })) {
          lastItem = parsed.items.at(-1) ?? null;
          continue;
        }
        const shaped = shapeText(sentence);
        if (parsed.statement === null) {
          parsed.statement = sentence;
          parsed.summary.push(sentence);
          parsed.context.push(sentence);
          // A thread that opens with a request ("can someone update the pricing page?") or an instruction
          // ("Ana: book a room for the team lunch") opens with work.
          // Not "release 3.0 goes out Feb 10": a subject with its verb says what happens.
          const instruction = startsWithVerb(shaped.text) && !STATEMENT_VERB.test(shaped.text);
          // "ok so for the pitch deck we still need the market size slide and the financials": a thread
          // that opens with what is still needed opens with that work (it was lost, and "I'll take market
          // size" had nothing to take).
          if (
            !(shaped.request || instruction) &&
            !SOME_THINGS.test(sentence) &&
            addWorkList(parsed, sentence, null, { source: "chat", speaker: message.speaker || undefined })
          ) {
            lastItem = parsed.items.at(-1) ?? null;
            continue;
          }
          if (!((shaped.request || instruction) && isActionable(shaped))) continue;
        }
        if (isActionable(shaped)) {
          for (const part of splitCompound(shaped)) {
            lastItem = {
              text: part,
              original: sentence,
              section: null,
              order: parsed.items.length,
              source: "chat",
              speaker: message.speaker || undefined,
              assignee: shaped.assignee ?? undefined,
            };
            parsed.items.push(lastItem);
          }
        } else if (lastItem && sentence.split(/\s+/).length <= 6) {
          // "It's critical." right after a request is about that request.
          lastItem.original = `${lastItem.original} ${sentence}`;
        } else {
          parsed.context.push(sentence);
          if (!shaped.question) parsed.summary.push(sentence);
        }
      }
      if (!bullet) continue;
      const added = parsed.items.slice(from);
      if (owner) for (const item of added) item.parent = owner;
      open.push({ indent, item: added.length === 1 ? (added[0] ?? null) : null });
    }
  }
  return parsed;
}

/** "we need a few things", "still have to sort out some stuff": work announced, named after it. */
const SOME_THINGS =
  /\b(?:a few|some|several|a couple of|a bunch of|a lot of|lots of|many|other)\s+(?:more\s+)?(?:things|stuff|items|bits|tasks|loose ends)\b/i;

/** A finite verb after the opening word: "release 3.0 goes out", "launch is on Monday". */
const STATEMENT_VERB = /\s(?:is|are|was|were|goes|go out|comes|ships|lands|happens|starts|begins|ends)\b/i;

/** Words a line can't end on when the next goes on with it: "Update the docs for / GitHub Actions". */
const WRAPPED_AFTER =
  /\b(?:a|an|the|to|of|for|and|or|with|in|on|at|by|from|into|our|my|your|their|its|this|that|these|those|is|are|be)\s*$/i;

function startsItsOwnSentence(entry: string, next: string): boolean {
  if (/[.!?:]\s*$/u.test(entry)) return true;
  return /^\p{Lu}\p{Ll}*\s+\p{Ll}/u.test(next.trim()) && entry.trim().split(/\s+/).length >= 3 && !WRAPPED_AFTER.test(entry);
}

/** "# Week 50 — Research project" twice over, as pasted: the copy is no section of its own (it cost the title). */
function withoutRepeatedHeadings(lines: Line[]): Line[] {
  let previous: Line | undefined;
  return lines.filter((line) => {
    if (line.kind === "blank") return true;
    const repeat = line.kind === "heading" && previous?.kind === "heading" && previous.level === line.level && previous.text === line.text;
    previous = line;
    return !repeat;
  });
}

function parseDocument(text: string, lang: IdeaLanguage): ParsedIdea {
  const lines = withoutRepeatedHeadings(readLines(text));
  const intents: TextItem[] = [];
  const parsed: ParsedIdea = {
    title: null,
    statement: null,
    statementIsBackground: false,
    summary: [],
    notes: [],
    items: [],
    sections: [],
    context: [],
    isChat: false,
    listedTeam: 0,
    speakers: 0,
    lang,
  };
  const content = lines.filter((line) => line.kind !== "blank" && line.kind !== "rule");
  const first = content[0];
  let skipFirst = false;
  if (first && content.length > 1 && !roster(first)) {
    const label = TITLE_LABEL.exec(first.text);
    const second = content[1];
    const topHeading =
      first.kind === "heading" &&
      first.level <= 6 &&
      (!content.slice(1).some((l) => l.kind === "heading" && l.level <= first.level) ||
        // "# Meetup: Thursday, January 21 / # Details / …": a first heading that heads nothing names the page.
        (second?.kind === "heading" && second.level <= first.level));
    if (label?.[1]) parsed.title = stripInlineMarkdown(label[1]);
    else if (topHeading || (first.kind === "heading" && first.level === 5)) parsed.title = cleanHeading(first.text);
    else if (first.kind === "prose" && isLeadIn(first)) parsed.title = stripInlineMarkdown(first.text);
    skipFirst = parsed.title !== null;
  }

  let section: Section | null = null;
  let lastItem: TextItem | null = null;
  let tableHeaderPending = true;
  // The column a table names its work in ("| Channel | What | When |": the What), from its header.
  let nameColumn = -1;
  // List entries with sub-items that are work themselves: what is listed under them are their subtasks.
  const entryTasks = new Map<Section, TextItem>();
  let openSentence: { text: string; indent: number } | null = null;
  const nestUnder = (within: Section | null, indent: number, from: number) => {
    // Plans nest one level: anything indented under an entry task is a subtask of the outermost one.
    // A bullet back at the entry's own indent has left it, though no heading closed its section.
    const owner = sectionChain(within)
      .filter((s) => s.level >= 10 && s.level - 10 < indent)
      .map((s) => entryTasks.get(s))
      .filter((item) => item !== undefined)
      .at(-1);
    if (owner) for (const item of parsed.items.slice(from)) if (item !== owner) item.parent = owner;
  };
  for (const [index, line] of lines.entries()) {
    if (skipFirst && line === first) continue;
    const team = roster(line);
    if (team > 0) {
      parsed.context.push(line.text.trim());
      parsed.listedTeam += team;
      continue;
    }
    if (line.kind === "blank" || line.kind === "rule") {
      lastItem = line.kind === "rule" ? null : lastItem;
      tableHeaderPending = true;
      continue;
    }
    // "Send email to:" over "people on the waitlist", "current users": each line ends the entry's sentence.
    if (openSentence && (line.kind !== "bullet" || line.indent <= openSentence.indent)) openSentence = null;
    if (line.kind === "heading" && line.level >= 10 && OPEN_SENTENCE.test(line.text) && startsWithVerb(shapeText(line.text).text)) {
      openSentence = { text: line.text.replace(/\s*[:：]\s*$/u, ""), indent: line.level - 10 };
      continue;
    }
    if (line.kind === "heading") {
      let parent = section;
      while (parent && parent.level >= line.level) parent = parent.parent;
      section = makeSection(line.text, line.level, parent, parsed.sections.length);
      parsed.sections.push(section);
      if (section.role === "context") parsed.context.push(section.title);
      lastItem = null;
      // A list entry with sub-items groups them, and is real work itself when it reads as an action
      // ("Launch site" over "write copy", "pick hosting"): then they are its subtasks.
      // Issue 20: a list entry with sub-items is a task with subtasks, actionable or not ("Slack channel
      // membership" over its channels), unless it is a label ("Tasks:"), a phase or background.
      if (
        line.level >= 10 &&
        !/[:：]$/u.test(line.text) &&
        section.role === "work" &&
        !section.explicitPhase &&
        (isActionable(shapeText(line.text)) || /\p{L}{2}/u.test(stripInlineMarkdown(line.text)))
      ) {
        const from = parsed.items.length;
        addListItem(parsed, line.text, line.text, parent, line.checked);
        nestUnder(parent, line.level - 10, from);
        const added = parsed.items.slice(from);
        if (added.length === 1 && added[0]) {
          entryTasks.set(section, added[0]);
          section.isTask = true;
        }
      }
      continue;
    }
    if (line.kind === "table") {
      const cells = splitCells(line.text);
      // A rule ("|---|---|", org-mode's "|----+----|") or a row left blank is no entry.
      if (cells.every((cell) => TABLE_RULE_CELL.test(cell) || cell === "")) continue;
      // The header is the first row, when the rule is under it or the table has none ("| | |" over the rule
      // is a blank header, and a table that opens with its rule has no header).
      const next = lines[index + 1];
      const overRule = next?.kind === "table" && splitCells(next.text).every((cell) => TABLE_RULE_CELL.test(cell) || cell === "");
      const ruled = tableHasRule(lines, index);
      if (tableHeaderPending && (overRule || !ruled)) {
        tableHeaderPending = false;
        nameColumn = cells.findIndex((cell) => NAME_COLUMN.test(cell));
        continue;
      }
      if (tableHeaderPending) nameColumn = -1;
      tableHeaderPending = false;
      // "| 18:30 | Mingle |" then "|       | A chance to meet … |": a row whose first cell is left blank
      // goes on with the row above (it had been a task of its own, "See you in July!" the plan's end).
      if (cells[0] === "" && cells.length > 1 && lastItem?.source === "list" && lastItem.original.includes(" — ")) {
        lastItem.original = `${lastItem.original} ${cells.filter(Boolean).join(" ")}`;
        continue;
      }
      const named = cells[nameColumn];
      const name = named && /\p{L}/u.test(named) ? named : cells.find((cell) => /\p{L}/u.test(cell));
      if (name) lastItem = addListItem(parsed, name, cells.filter(Boolean).join(" — "), section, false);
      continue;
    }
    // "- Date:", "- Notetaker:", "- Blog updates :": a template's field left blank asks for nothing.
    if (line.kind === "bullet" && !openSentence && /[:：]$/u.test(line.text.trim()) && line.text.trim().split(/\s+/).length <= 5) continue;
    if (line.kind === "bullet") {
      const from = parsed.items.length;
      const text = openSentence ? `${openSentence.text} ${lowerFirstWord(line.text)}` : line.text;
      lastItem = addListItem(parsed, text, text, section, line.checked);
      nestUnder(section, line.indent, from);
      continue;
    }
    if (lastItem && line.indent >= 2 && lastItem.source === "list") {
      // "- [x] Update the changelog with everything missing / ␣␣A useful tool is …": a sentence of its
      // own under the entry tells more about it (the description's), where a wrapped line goes on with it.
      // (A command indented as code under it, "␣␣␣␣␣␣␣␣gem install …", is shown, not said.)
      const code = line.indent >= 6 || COMMAND_LINE.test(line.text);
      if (!code && !startsItsOwnSentence(lastItem.text, line.text)) lastItem.text = `${lastItem.text} ${line.text}`;
      lastItem.original = `${lastItem.original} ${line.text}`;
      continue;
    }
    lastItem = null;
    const before = parsed.items.length;
    addProse(parsed, line.text, section, intents);
    if (line.phaseWork && parsed.items.length === before) addListItem(parsed, line.text, line.text, section, false);
  }
  // "Online store for my handmade candles", "Launch our tier on Product Hunt": with nothing else to
  // read, the idea itself is the work, in the author's words (issue 20); usual steps are only suggested.
  const statement = parsed.statement;
  if (parsed.items.length === 0 && intents.length === 0 && statement && !INTENT.test(statement)) {
    // "# Split the settings page" over "The settings page is 1,265 lines long.": the title is the work and
    // the sentence says why (issue 20: the sentence was the task, the title's action lost).
    const title = parsed.title;
    const said = shapeText(statement);
    const wanted = said.request || said.wants || /\b(?:want|need|would like|wish|should|must|have to)\b/i.test(statement);
    const titleIsWork = title !== null && !wanted && !isActionable(said) && isActionable(shapeText(title));
    addStatementItems(parsed, titleIsWork ? title : statement);
  } else if (parsed.items.length === 0 && intents.length === 0 && !statement && parsed.title && !INTENT.test(parsed.title)) {
    // "# Minor wording change on the moving tips page" over a template's filled-in fields: the title is the work.
    addStatementItems(parsed, parsed.title);
  } else if (statement && opensInstructions(parsed, statement)) {
    // "Redesign the onboarding flow. Then write the copy for each step.": the opening instruction is
    // the first of the text's instructions, not only the plan's name (issue 20).
    const after = parsed.items;
    parsed.items = [];
    addStatementItems(parsed, statement);
    const first = parsed.items.length;
    // "Launch our Shopify store. Need photos, product descriptions, …": the launch comes after what it needs.
    // ("Release version 2.0. Then write the blog post." says what follows it.)
    if (
      LAUNCH_ASKED.test(statement.trim()) &&
      !after.some((item) => /^(?:then|after that|afterwards|next|later)\b/i.test(item.original.trim()))
    ) {
      const next = Math.max(...after.map((item) => item.order), ...intents.map((intent) => intent.order)) + 1;
      parsed.items = [...after, ...parsed.items.map((item, index) => ({ ...item, order: next + index }))];
    } else {
      parsed.items = [...parsed.items, ...after.map((item) => ({ ...item, order: item.order + first }))];
      for (const intent of intents) intent.order += first;
    }
  }
  launchLast(parsed, statement);
  moveDayLast(parsed);
  deliverableLast(parsed);
  parsed.items = dropFacts(parsed, parsed.items);
  const listed = parsed.items.filter((item) => item.source === "list").length;
  if (listed < 3) {
    const renumbered = new Map<TextItem, TextItem>();
    parsed.items = dropFacts(parsed, [...intents, ...parsed.items])
      .sort((a, b) => a.order - b.order)
      .map((item, order) => {
        const copy = { ...item, order };
        renumbered.set(item, copy);
        return copy;
      });
    for (const item of parsed.items) if (item.parent) item.parent = renumbered.get(item.parent);
  } else {
    for (const intent of intents) parsed.context.push(intent.original);
    introIsDescription(parsed);
  }
  withoutContents(parsed);
  withoutListRequest(parsed);
  withoutDroppedLater(parsed);
  return parsed;
}

/**
 * "we're dropping the blog redesign from this phase", "let's skip the podcast", "no need for a logo":
 * a thing the text drops, however it was asked for before.
 */
const DROPS =
  /\b(?:we(?:'re|’re|\s+are)\s+(?:now\s+)?(?:dropping|cutting|skipping|scrapping|shelving|parking|descoping)|(?:let's|let’s|we(?:'ll|’ll|\s+will|\s+can|\s+should))\s+(?:just\s+)?(?:drop|skip|scrap|shelve|park|descope|forget(?:\s+about)?)|(?:never\s?mind|scratch|forget\s+about|no\s+need\s+for|(?:we\s+)?(?:don't|do\s+not|won't|no\s+longer)\s+need)(?:\s+the)?)\s+(?:the\s+|a\s+|an\s+|our\s+)?([\p{L}\p{N}][\p{L}\p{N}' -]{2,50}?)(?=\s+(?:from|for|in|until|this|after|,)\b|\s*[.,;!:)]|\s*$)/giu;

/** Items the text drops by a later sentence are not planned: the drop is its last word on them. */
function withoutDroppedLater(parsed: ParsedIdea): void {
  const sentences = [...parsed.context, ...parsed.items.map((item) => item.original)];
  const dropped = new Set<string>();
  for (const sentence of sentences) for (const m of sentence.matchAll(DROPS)) if (m[1]) dropped.add(m[1].trim().toLowerCase());
  if (dropped.size === 0) return;
  const names = (item: TextItem) => ` ${item.text.toLowerCase().replace(/[^\p{L}\p{N}' -]+/gu, " ")} `;
  const saysDrop = new RegExp(DROPS.source, "iu");
  const kept = parsed.items.filter(
    (item) => ![...dropped].some((thing) => names(item).includes(` ${thing} `)) && !saysDrop.test(item.original),
  );
  for (const item of kept) if (item.parent && !kept.includes(item.parent)) item.parent = undefined;
  parsed.items = kept;
}

/** "I'd like a list of all the tasks I do as the onboarding lead": the text asks for the list it then gives. */
const LIST_REQUEST =
  /^(?:i(?:['’]d| would) (?:like|love)|i want|i need|we need|we(?:['’]d| would) like|please (?:make|create|write|give (?:me|us)))\s+(?:a|an|the)\s+(?:list|checklist|overview|breakdown|to-?do list)\s+of\b/i;

function withoutListRequest(parsed: ParsedIdea): void {
  if (parsed.items.filter((item) => item.source === "list").length < 2) return;
  const asks = parsed.items.filter((item) => item.source === "sentence" && LIST_REQUEST.test(item.original.trim()));
  if (asks.length === 0) return;
  parsed.items = parsed.items.filter((item) => !asks.includes(item));
  for (const ask of asks) parsed.context.push(ask.original);
}

const bareTitle = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * "# Onboarding roles / * Classes / * Handbook / * Buddies / * Ops", then "## Classes", "## Handbook",
 * "## Buddies": a list that names the headings below it is the page's contents, not work (each had been a
 * task named after a heading). One entry may lack its heading; two must have one.
 */
function withoutContents(parsed: ParsedIdea): void {
  const runs = new Map<Section | null, TextItem[]>();
  for (const item of parsed.items)
    if (item.source === "list" && !item.parent && !item.done) runs.set(item.section, [...(runs.get(item.section) ?? []), item]);
  const contents = new Set<TextItem>();
  for (const [section, run] of runs) {
    const around = sectionChain(section);
    // Headings only: an entry with items under it is a section too (level 10 and up), named after itself.
    const titles = new Set(parsed.sections.filter((s) => s.level < 10 && !around.includes(s)).map((s) => bareTitle(s.title)));
    const named = run.filter((item) => titles.has(bareTitle(item.text)));
    if (run.length >= 2 && named.length >= 2 && named.length >= run.length - 1) for (const item of run) contents.add(item);
  }
  if (contents.size === 0) return;
  parsed.items = parsed.items.filter((item) => !contents.has(item));
  for (const item of parsed.items) if (item.parent && contents.has(item.parent)) item.parent = undefined;
}

/** The headings an epic lists its pieces of work under. */
const TRACKED_WORK =
  /^(?:children|child issues|sub-?issues|sub-?tasks|tracked issues|tasks?|task ?list|to-?dos?|checklist|work items)\s*[:：]?$/i;

/**
 * "# Epic: Data migration / Import nine years of production data: users, problems, … Re-runnable,
 * auditable via legacy_id. / ## Children / - [ ] #10 — Migration harness …": the paragraph before the
 * epic's list of work describes it ("Users", "Re-runnable" were tasks); the list is the work.
 */
function introIsDescription(parsed: ParsedIdea): void {
  const tracked = parsed.items.filter((item) => item.source === "list" && item.section && TRACKED_WORK.test(item.section.title));
  if (tracked.length < 3) return;
  const intro = parsed.items.filter((item) => item.source === "sentence" && item.section === null);
  if (intro.length === 0) return;
  for (const original of new Set(intro.map((item) => item.original))) parsed.context.push(original);
  parsed.items = parsed.items.filter((item) => !intro.includes(item)).map((item, order) => Object.assign(item, { order }));
}

/** "Send email to:", "Invite speakers from:": a list entry whose sentence its sub-items finish. */
const OPEN_SENTENCE = /\s(?:to|for|with|about|from|into|on|at|cc)\s*[:：]\s*$/iu;

/** "Train for the Berlin marathon on September 26: …": the race, the exam or the interview prepared for. */
const GETTING_READY_LINE = new RegExp(`^${GETTING_READY_FOR}`, "i");
const PREPARED_FOR = new RegExp(
  // "Study plan for the bar exam July 28:", "Training for the Chicago marathon (Oct 11).": its day said bare.
  `^${GETTING_READY_FOR}\\s+(?:the\\s+|my\\s+|our\\s+|an?\\s+)?([^:：,.;()]+?)(\\s+(?:on|in|by|this|next)\\s+[^:：.;]+|\\s+\\(?(?:${EN_MONTH})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?\\)?)`,
  "i",
);

/** "Investor demo on Jan 8", "The recital is March 3": a day someone presents or is examined, and its date. */
const DATED_EVENT =
  /^(?:(?:the|our|my)\s+)?((?:[\p{L}'’-]+\s+){0,3}?(?:demo|demo day|pitch|presentation|talk|keynote|exam|interview|recital|concert|gig|audition|performance|defen[cs]e|viva))\s+((?:is|starts|begins|takes place|happens)\s+.+|(?:on|in|at)\s+.+|\p{Lu}\p{Ll}{2}.*)$/iu;

/** "(it's next Thursday)", "(Dec 3)", " - it's next Thursday" closing a name: the date said aside. */
const DATE_ASIDE = /\s*(?:\((?:it['’]s\s+|it\s+is\s+)?([^()]+)\)|\s[-–—,]\s*(?:it['’]s|it\s+is)\s+(.+))$/iu;

/**
 * "We're launching our Kickstarter on April 1. Before that: finish the prototype, …": the launch the
 * opening announces is the day the listed work leads to, so it is the plan's last task ("Launch our
 * Kickstarter"), dated as the opening dates it. It was only the plan's name. So is the race of "Train for
 * the Berlin marathon on September 26: …" ("Berlin marathon").
 */
/** "Move day: January 16", "We move on January 16.": the day a move's checklist leads to, said as a fact. */
const MOVE_DAY =
  /^(?:(?:the\s+)?(?:move|moving)(?:\s+(?:house|home|out|in))?(?:\s+day)?(?:\s+is)?\s*[:：]?\s*|(?:we|i)(?:\s+move|\s+are\s+moving|['’]re\s+moving|\s+am\s+moving|['’]m\s+moving)\s+(?:out\s+|in\s+)?)((?:on\s+)?[^.!?]{3,40}?)[.!]?$/i;

/** A move's day said as a fact of a checklist becomes its day ("Move day: January 16" left the move out). */
function moveDayLast(parsed: ParsedIdea): void {
  if (parsed.items.length === 0 || parsed.items.some((item) => item.theDay)) return;
  // "Moving house on January 16: book movers, …" says the day before its list.
  for (const line of parsed.context.flatMap((line) => [line, line.split(/[:：]\s/u)[0] ?? ""])) {
    const m = MOVE_DAY.exec(line.trim());
    const when = m?.[1]?.trim() ?? "";
    const dates = findDateMentions(when, ANY_DAY);
    if (!m || !dates.some((d) => d.kind === "calendar") || /\p{L}{3}/u.test(removeMentions(when, dates).replace(/\bon\b/i, ""))) continue;
    parsed.items.push({
      text: `Move ${when}`,
      original: line,
      section: null,
      order: parsed.items.length,
      source: "sentence",
      theDay: true,
    });
    return;
  }
}

function launchLast(parsed: ParsedIdea, statement: string | null): void {
  if (!statement || parsed.statementIsBackground) return;
  if (parsed.items.length === 0) return;
  // The day prepared for keeps its date in the item: it is exact, and the plan ends on it.
  const prepared = PREPARED_FOR.exec(statement.trim());
  if (prepared?.[1] && prepared[2]) {
    if (parsed.items.some((item) => GETTING_READY_LINE.test(item.text))) return;
    const text = `${capitalizeFirst(prepared[1])}${prepared[2]}`;
    parsed.items.push({ text, original: statement, section: null, order: parsed.items.length, source: "sentence", theDay: true });
    return;
  }
  // "Investor demo on Jan 8. Polish the onboarding, …": the demo is the day the work leads to.
  // "Final exam on Dec 14: review chapters 1-6, …" names it before the list its line goes on with.
  // So does "Final exam on Dec 14: wish me luck." before a remark (the exam was lost to a suggested
  // "Deliver the study plan").
  const head = /^([^:：]+)[:：]\s*\S/u.exec(statement.trim());
  // "Client demo (it's next Thursday): …", "Client demo (Dec 3): …": its date said aside (the demo was lost).
  const named = (head ? (head[1] ?? "") : statement)
    .trim()
    .replace(/[.!]+$/u, "")
    .replace(DATE_ASIDE, " $1$2");
  const event = DATED_EVENT.exec(named);
  const when = (event?.[2] ?? "").replace(/^(?:is|starts|begins|takes place|happens)\s+/i, "");
  const dates = findDateMentions(when, ANY_DAY);
  if (event?.[1] && dates.some((m) => m.kind === "calendar") && /^[\s,]*(?:on|in|at)?[\s,]*$/i.test(removeMentions(when, dates))) {
    if (!head && parsed.items.some((item) => item.original === statement)) return;
    const text = `${capitalizeFirst(event[1])} ${when}`;
    parsed.items.push({ text, original: statement, section: null, order: parsed.items.length, source: "sentence", theDay: true });
    return;
  }
  // "Our restaurant opens March 15": the same day, said of the thing ("Open our restaurant").
  const opens = THING_OPENS.exec(statement.trim().replace(/[.!]+$/u, ""));
  // Only an opening with its date is the day the work leads to.
  if (opens && !opens[3]) return;
  // An asked-for launch is a day only with its date: "Launch the mobile app by May 1".
  const asked = LAUNCH_ASKED.exec(statement.trim());
  const dated = asked && findDateMentions(statement, ANY_DAY).some((m) => m.kind === "calendar");
  const launch = opens
    ? [opens[0], opens[2], `${opens[1]} ${opens[3]}`]
    : (LAUNCH_UNDER_WAY.exec(statement.trim()) ?? (dated ? asked : null));
  const said = (launch?.[1] ?? "").toLowerCase();
  // "releases" → "release", "launches" → "launch".
  const verb = said === "goes live" ? "launch" : (verbBase(said) ?? verbBase(said.replace(/s$/, "")) ?? verbBase(said.replace(/es$/, "")));
  if (!launch?.[2] || !verb || parsed.items.some((item) => item.original === statement)) return;
  // Its date stays in the opening, which dates the launch step (pinEvents); "in Q2" on the step itself
  // would outrank "Opening day is April 17".
  const object = (opens ? (opens[1] ?? "").replace(/^(?:Our|The|My)\b/, (d) => d.toLowerCase()) : launch[2]).replace(/[.!]+$/u, "");
  const text = `${capitalizeFirst(verb)} ${removeMentions(object, findDateMentions(object, ANY_DAY))}`;
  parsed.items.push({ text, original: statement, section: null, order: parsed.items.length, source: "sentence", theDay: true });
}

/** "Ana (design), Ben (dev)": who is on the team, with their roles; not the plan's title nor its work. */
const ROSTER_ENTRY = String.raw`\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?\s*\([^()]{1,30}\)`;
const ROSTER = new RegExp(
  String.raw`^\s*${ROSTER_ENTRY}(?:\s*(?:,|&|\band\b|\bund\b|\by\b|\bet\b|\be\b)\s*${ROSTER_ENTRY})+\s*\.?\s*$`,
  "u",
);

/** "@love", "Dave Steer": someone named in a role's line. */
const PERSON = String.raw`(?:@[\w.-]+|\p{Lu}[\p{L}'’-]+(?:,?\s+\p{Lu}\.?(?![\p{L}'’-])|\s+\p{Lu}[\p{L}'’-]+)?)`;
/**
 * "Design lead: @love", "Driver: @ed", "Decision-maker: Dave": a role and who holds it, as an epic names its
 * people. They were tasks ("Design lead", "Driver"). Someone's handle names a person after any short label;
 * a name only after a word for a person's role ("Design: Figma" names a tool).
 */
const ROLE_HOLDER = new RegExp(
  String.raw`^([\p{L}][\p{L} /&-]{1,30}?(?:\(s\))?)\s*[:：]\s*(${PERSON}(?:\s*(?:,|&|\band\b)?\s*${PERSON})*)\s*$`,
  "u",
);
const PERSON_ROLE =
  /\b(?:lead|driver|manager|owner|coordinator|decision[- ]maker|approver|reviewer|contact|dri|consulted|informed|responsible|accountable|assignee|champion|sponsor|supervisor|mentor|buddy|user|employee|new hire|requester|requested by|reporter)s?\s*$/i;

function roleHolders(text: string): number {
  const m = ROLE_HOLDER.exec(stripInlineMarkdown(text));
  if (!m?.[1] || !m[2] || m[1].split(/\s+/).length > 4) return 0;
  const people = m[2].match(new RegExp(PERSON, "gu")) ?? [];
  return people.every((person) => person.startsWith("@")) || PERSON_ROLE.test(m[1]) ? people.length : 0;
}

/** How many people a roster line names; 0 for any other line. */
function roster(line: Line): number {
  if (line.kind === "prose" || line.kind === "bullet") {
    const holders = roleHolders(line.text);
    if (holders > 0) return holders;
  }
  // A short line over a list reads as its lead-in (a heading) by then, and one under a heading as its item.
  if (line.kind === "table" || !ROSTER.test(line.text)) return 0;
  const roles = [...line.text.matchAll(/\(([^()]*)\)/g)].map((m) => m[1] ?? "");
  return roles.every((role) => ROLE.test(role)) ? roles.length : 0;
}

const PLACEHOLDER = /^(?:tbd|tba|tbc|todo|to do|n\/?a|wip|\.{2,}|…|\?+|-+|xxx|placeholder)[.!:]?$/i;

function addListItem(parsed: ParsedIdea, text: string, original: string, section: Section | null, done: boolean): TextItem | null {
  const chain = sectionChain(section);
  if (chain.some((s) => TEAM_HEADING.test(s.title)) && chain.some((s) => s.role === "context")) parsed.listedTeam++;
  const clean = asCommitment(stripInlineMarkdown(text));
  // "**Do the thing** / - TBD": a placeholder holds the place of work not yet written.
  if (clean === "" || PLACEHOLDER.test(clean)) return null;
  // "- https://groups.example.org/forum/dev" under "Announce the release": where, not work of its own.
  if (onlyLinks(clean)) {
    parsed.notes.push(clean);
    return null;
  }
  if (chain.some((s) => s.role === "excluded")) return null;
  // "100 paying owners in the first month" under Goals is a target to meet, not work to do.
  const target = chain.some((s) => TARGET_HEADING.test(s.title)) && /^(?:\d[\d,.]*\s*%?|\d+[kKmM]\b)/.test(clean);
  // The innermost section decides: a heading of its own under a background heading is work again (makeSection).
  // "People: - tell the staff - plan a welcome breakfast": a roster never opens on a verb; this is work.
  // "### Updates / - Update the README": a verb under an updates heading is work to do, not news.
  const background =
    section?.role === "context" &&
    !((TEAM_HEADING.test(section.title) || UPDATES_HEADING.test(section.title)) && (startsWithVerb(clean) || TELL.test(clean)));
  if (background || (CONTEXT_LABEL.test(clean) && !groupAssigned(clean)) || target) {
    if (!chain.some((s) => TARGET_HEADING.test(s.title))) parsed.context.push(clean);
    if (background) parsed.notes.push(clean);
    return null;
  }
  // "### Bugs / - [ ] #7010": an issue named by its number alone is work of its section, the number kept.
  if (BARE_KEY.test(clean) && section)
    return pushItem(parsed, { text: `${section.title} (${clean})`, original, section, source: "list", done });
  const source = stripInlineMarkdown(original);
  const enumeration = readEnumeration(clean);
  if (enumeration) return addEnumeration(parsed, enumeration, source, section, done);
  const actions = splitTopicActions(clean);
  // "Website: A. Kim to get three quotes": one action of a topic, given to someone, is that action.
  if (actions && (actions.length > 1 || handedToSomeone(actions[0] ?? ""))) {
    let last: TextItem | null = null;
    for (const action of actions) last = pushItem(parsed, { text: action, original: source, own: action, section, source: "list", done });
    return last;
  }
  return pushItem(parsed, { text: clean, original: source, section, source: "list", done });
}

/**
 * "Need the report by the 15th. Collect the numbers, draft the summary, send it to Carla.": the thing
 * the opening asks for is what the steps after it make, so it comes after them, not first.
 */
function deliverableLast(parsed: ParsedIdea): void {
  const [first, ...rest] = parsed.items;
  if (!first || first.original !== parsed.statement || rest.some((item) => item.original === parsed.statement)) return;
  const steps = rest.filter((item) => item.source === "sentence" && startsWithVerb(shapeText(item.text).text));
  if (steps.length < 2 || steps.length !== rest.length || startsWithVerb(shapeText(first.text).text)) return;
  parsed.items = [
    ...rest.map((item, order) => ({ ...item, order })),
    { ...first, text: shapeText(first.text).text, order: rest.length, hint: first.hint ?? "deliverable" },
  ];
}

function addStatementItems(parsed: ParsedIdea, statement: string): void {
  const whole = statement.replace(/[\s.!?]+$/u, "");
  // "First redesign the flow, then …": the verb comes after the sequence word.
  const shaped = shapeText(whole);
  // "Our new designer needs a laptop, an email account and a desk": each thing needed; "Sam owns the landing
  // page, Priya owns the pricing page": each thing handed out.
  const parts =
    startsWithVerb(shaped.text) || SUBJECT_NEEDS.test(whole)
      ? splitCompound(shaped)
      : handedToSomeone(whole)
        ? splitCompound({ ...shaped, text: whole })
        : [whole];
  for (const part of parts) pushItem(parsed, { text: part, original: statement, own: part, section: null, source: "sentence" });
}

/**
 * The opening sentence is an instruction ("Redesign the onboarding flow") that gave no item of its
 * own, and the text goes on with instructions in prose. Under a list the opening names what the list
 * builds ("Plan the offsite:" then its bullets), so it stays the name only.
 */
function opensInstructions(parsed: ParsedIdea, statement: string): boolean {
  // Prose items have no parents, so they can be moved behind the opening's as they are.
  if (parsed.statementIsBackground || INTENT.test(statement)) return false;
  if (parsed.items.length === 0 || parsed.items.some((item) => item.source !== "sentence" || item.original === statement)) return false;
  const shaped = shapeText(statement);
  // "Could you update the pricing page …?" hands work over as a question; "How do we …?" asks one.
  return (!shaped.question || shaped.request) && isActionable(shaped);
}

/**
 * "Start January 5", "finish by end of January", "this live by March 15", "(we need) it by March", "team of 3", "Budget 8k, contractor starts Jan 10, must be done by Feb 28",
 * "10 per month": facts about the plan, said in the same breath as the work (the last four were tasks).
 */
const PLAN_FACT =
  /^(?:(?:start|begin|kick off|finish|end|wrap up)\s+(?:(?:on|in|by|before|from|around|at)\s+)?(?:the\s+)?(?:\d|(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\.?\s*(?:\d|$)|(?:next|this)\s+(?:week|month|year|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s*$|end of\b|early\b|mid\b|late\b)|(?:(?:we|i)\s+(?:really\s+)?(?:need|want|would like|'d like|'d love)\s+)?(?:it|this|that|everything|all of it)\s+(?:by|before|until|no later than)\s|(?:this|it|that|everything|all of it)\s+(?:live|done|ready|finished|shipped|launched|online|out)\b|(?:all\s+)?(?:done|finished|completed?|ready|wrapped up)\s+(?:by|before|until|no later than)\s|(?:(?:it|this|that|everything|all of it)\s+)?(?:must|has to|have to|needs? to|should|is to|to)\s+be\s+(?:done|ready|finished|complete[d]?|live|over|wrapped up)\b|(?:the\s+)?(?:deadline|due date)\s*(?:is|:)?\s*(?:on\s+|by\s+)?\d|(?:a\s+|the\s+)?team of\s+\w+\s*$|(?:a\s+)?budget of\b|(?:the\s+|our\s+|total\s+)?budget\s*(?:(?:is|:|=|will be|stays at|remains(?: at)?|is capped at)\s*)?(?:about\s+|around\s+|roughly\s+|~\s*)?[$€£]?\s*\d|(?:the\s+|our\s+|my\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?:starts|begins|kicks off|arrives)\b(?!\s+(?:the|a|an|our|my|their|to|with|work|working)\b)|\d+\s+(?:people|devs|developers|engineers|designers)\s*$|(?:about\s+|around\s+|~\s*)?\d+\s+(?:per|a|an|each|every)\s+(?:day|week|month|sprint)\s*$|(?:the\s+|our\s+|my\s+)?(?:client|customer|boss|manager|they|he|she)\s+(?:wants?|needs?|expects?)\s+(?:it|this|that|everything)\s+(?:to\s+be\s+)?(?:live|done|ready|finished|shipped|launched|online|out|delivered)\b|(?:(?:it|this|that|the whole thing)\s+)?(?:should|will|would|might|may|could)?\s*(?:take|last)s?\s+(?:about\s+|around\s+|roughly\s+|~\s*)?(?:\d+|a|an|one|two|three|four|five|six)\s+(?:days?|weeks?|months?)\s*$)/iu;
/**
 * "We decided not to do the podcast", "The podcast is out of scope", "We agreed to postpone the referral
 * program to Q2": an item the text calls off or puts off; "Next sync Monday 10am" is the notes' logistics.
 */
const CALLED_OFF =
  /^(?:we\s+)?(?:decided|agreed)\s+(?:not\s+to|against|to\s+(?:postpone|defer|park|shelve|push\s+back|hold\s+off\s+on)\b)|\b(?:is|are)\s+(?:now\s+)?(?:postponed|deferred|parked|shelved|on hold)\b|^next\s+(?:sync|meeting|call|stand-?up|check-?in|catch-?up|retro)\b|^(?:we|i)\s+(?:won't|will not|aren't going to|are not going to)\s+(?:do|build|run|make|pursue|have)\b|\b(?:is|are)\s+(?:now\s+)?(?:cancell?ed|out of scope|descoped|dropped)\b/i;

/** "Hiring plan: 2 engineers, 1 designer": in a hire's line, a headcount is the people to hire, not the team. */
const HEADCOUNT = /^\d+\s+(?:people|devs|developers|engineers|designers)\s*$/i;
const HIRING_LINE = /\b(?:hir(?:e|es|ing)|recruit\w*)\b/i;

function planFact(text: string, original: string): boolean {
  return PLAN_FACT.test(text) && !(HEADCOUNT.test(text) && HIRING_LINE.test(original));
}

function dropFacts(parsed: ParsedIdea, items: TextItem[]): TextItem[] {
  return items.filter((item) => {
    // An item called off is no fact of the plan either: its date ("postpone … to Q2") ends nothing.
    if (CALLED_OFF.test(item.text.trim())) return false;
    const fact = planFact(shapeText(item.text).text, item.original);
    if (fact) parsed.context.push(item.original);
    return !fact;
  });
}

/** "New website for the bakery, we want it live (by March 1)": the clause after the thing only dates it. */
const DATING_TAIL =
  /,\s*(?:we|i)\s+(?:really\s+)?(?:need|want|would like|'d like|'d love)\s+(?:it|this|that|everything)(?:\s+(?:to be\s+)?(?:live|done|ready|finished|shipped|launched|online|out|delivered))?(?=\s+(?:by|before|until|no later than)\s|\s*$)/i;

/**
 * "…, demolition starts January 11, …": a stage of the work said with the day it starts is that work,
 * started then (it was a fact, and the demolition was lost). Someone starting ("the contractor starts
 * Jan 10") stays a fact, and so does the work as a whole ("work starts …", "the renovation starts …": the
 * plan's start).
 */
const STAGE_STARTS = new RegExp(
  `^(?:the\\s+)?(${WORK_STAGE})\\s+(?:starts|begins|kicks off)\\s+(?!(?:the|a|an|our|my|their|to|with|work|working)\\b)(\\S.*)$`,
  "i",
);

function pushItem(parsed: ParsedIdea, item: Omit<TextItem, "order">): TextItem | null {
  // "… Quicktime account, PIV card pick up, Laptop, etc.": the list's "and so on" is no item ("Etc").
  if (/^(?:etc\.?|et cetera|and so on|and more|and the like|[.…]+)$/i.test(item.text.trim())) return null;
  const stage = STAGE_STARTS.exec(item.text.trim());
  if (stage) return pushItem(parsed, { ...item, text: `Start ${(stage[1] ?? "").toLowerCase()} ${stage[2]}` });
  if (planFact(item.text.trim(), item.original)) {
    parsed.context.push(item.original);
    return null;
  }
  // The date stays, so the item is still due when the clause says.
  const text = item.text.replace(DATING_TAIL, "");
  const full: TextItem = { ...item, text, own: item.own === item.text ? text : item.own, order: parsed.items.length };
  parsed.items.push(full);
  return full;
}

function addEnumeration(parsed: ParsedIdea, list: Enumeration, original: string, section: Section | null, done = false): TextItem | null {
  let last: TextItem | null = null;
  for (const part of list.parts) {
    last = pushItem(parsed, { text: part, original, own: part, section, source: "list", done, hint: list.hint, priority: list.priority });
  }
  return last;
}

/** A sentence that lists its items whole: the text's opening when nothing opened it yet, and each item. */
function addOpeningList(parsed: ParsedIdea, sentence: string, section: Section | null, parts: string[]): void {
  if (parsed.statement === null && section === null) {
    parsed.statement = sentence;
    parsed.summary.push(sentence);
    parsed.context.push(sentence);
  }
  for (const part of parts) pushItem(parsed, { text: part, original: sentence, own: part, section, source: "sentence" });
}

/** The actions after a label when the first is given to someone by name; null otherwise. */
function handedOut(sentence: string): string[] | null {
  const after = /[:：]\s+(\S.*)$/u.exec(sentence)?.[1];
  if (!after || !handedToSomeone(after)) return null;
  const actions = splitTopicActions(sentence);
  return actions && actions.length > 1 ? actions : null;
}

/**
 * "Deliverable: a 20-page report on the pilot by March 5. Interview the users, …": the one thing the plan
 * delivers, then the work. The thing names the plan and dates its end (its line was the only task, the plan
 * named "Users", and the actions after it were lost).
 */
const DELIVERABLE_FIRST = new RegExp(`^(${DELIVERABLE_HEAD}[^.!?\\n]+[.!?])\\s+(?=\\p{Lu})`, "u");

const AFTER_THE_DAY =
  /^(?:right\s+|straight\s+|soon\s+)?after\s+(?:the|our|my)\s+(?:big\s+)?(?:event|party|dinner|gala|wedding|day|conference|launch|trip|meeting|show|concert|game|match|race|offsite|retreat|workshop|sale|fair|festival|ceremony|reception|release|opening|premiere|move)(?:\s+(?:is\s+over|is\s+done|day))?\s*,\s+(\S.*)$/i;

function addProse(parsed: ParsedIdea, text: string, section: Section | null, intents: TextItem[]): void {
  const deliverable = DELIVERABLE_FIRST.exec(text);
  if (deliverable?.[1]) {
    parsed.context.push(stripInlineMarkdown(deliverable[1]));
    addProse(parsed, text.slice(deliverable[0].length), section, intents);
    return;
  }
  // "Timeline: ship before Jan 15" after an "Out of scope" list: a labelled fact of the whole plan, not
  // one more thing left out.
  if (CONTEXT_LABEL.test(text)) {
    // "Goal: grow the newsletter to 10k by June. Publish 2 issues a week, …": the label's sentence is the
    // fact; the sentences after it go on as the text does (they were all background, and nothing was planned).
    const [fact = text, ...rest] = splitSentences(text);
    parsed.context.push(stripInlineMarkdown(fact));
    if (rest.length > 0) addProse(parsed, rest.join(" "), section, intents);
    return;
  }
  const chain = sectionChain(section);
  if (chain.some((s) => s.role === "excluded")) return;
  const background = section?.role === "context";
  const sentences = splitSentences(stripInlineMarkdown(text));
  for (const [index, sentence] of sentences.entries()) {
    // "…. After the launch, reply to every comment and post a recap.": the work after the clause, done once
    // the day is over ("After the launch" was a task of its own, and the recap came before the launch).
    const after = background || parsed.statement === null ? null : AFTER_THE_DAY.exec(sentence);
    if (after?.[1]) {
      const from = parsed.items.length;
      addProse(parsed, capitalizeFirst(after[1]), section, intents);
      for (const item of parsed.items.slice(from)) item.afterTheDay = true;
      continue;
    }
    // "Kitchen renovation. Budget: 25k. Scope: …" puts a background label mid-line; "Present today: Ana,
    // Ben, Chloe" says who came, and names no one to do anything. "We shipped the beta last week. Now plan
    // the launch.": news before the ask is its background.
    const newsFirst = parsed.statement === null && index < sentences.length - 1 && isNews(sentence);
    // "Thanks for the call yesterday.", "Hope you're well.": an e-mail's opening courtesy says what the
    // text is about no more than its greeting does (the plan was named "Call Yesterday").
    const courtesy = parsed.statement === null && OPENING_COURTESY.test(sentence);
    if (
      courtesy ||
      CONTEXT_LABEL.test(sentence) ||
      ATTENDANCE.test(sentence) ||
      newsFirst ||
      SAID_TO_TAKE_PLACE.test(sentence) ||
      PART_OF.test(sentence)
    ) {
      parsed.context.push(sentence);
      continue;
    }
    // "Quick update after standup: Lena will finish the docs by Wednesday, Omar is fixing the export, and …":
    // what each person was given, after the label.
    const handed = background ? null : (handedOut(sentence) ?? gappedHandOut(sentence));
    if (handed) {
      // "…, and we need someone to review the PR": a need among them names its own work.
      const parts = handed.flatMap((part) => (handedToSomeone(part) ? [part] : (readWorkList(part, parsed.lang) ?? [part])));
      addOpeningList(parsed, sentence, section, parts);
      continue;
    }
    const due = background || parsed.statement === null ? null : (readDueStates(sentence) ?? readMadeSure(sentence));
    if (due) {
      for (const part of due) pushItem(parsed, { text: part, original: sentence, own: part, section, source: "sentence" });
      continue;
    }
    const enumeration = background ? null : readEnumeration(sentence);
    // "Phase 2: design mockups for home, services, booking (3 weeks)": the names after the preposition go on
    // with it ("Services" and "Booking" were tasks).
    if (enumeration && continuesPhrase(enumeration.parts)) enumeration.parts = [enumeration.parts.join(", ")];
    if (enumeration) {
      addEnumeration(parsed, enumeration, sentence, section);
      continue;
    }
    const dated = background ? null : readDatedList(sentence);
    if (dated) {
      addOpeningList(parsed, sentence, section, dated);
      continue;
    }
    // "Step 1: call my supervisor. Then write the outline …": a step after the work already read is one more
    // step, not what the text is about (it became the plan's description and was left out of its tasks).
    const nextStep = parsed.items.length > 0 && /^(?:then|next|after that|afterwards|and then|finally)\b/i.test(sentence.trim());
    if (parsed.statement === null && (section === null || background) && !nextStep) {
      parsed.statement = sentence;
      parsed.statementIsBackground = background;
      parsed.summary.push(sentence);
      parsed.context.push(sentence);
      if (!background && addWorkList(parsed, sentence, section)) continue;
      const infinitives = background ? null : readInfinitiveList(sentence, parsed.lang);
      if (infinitives) {
        for (const part of infinitives) pushItem(parsed, { text: part, original: sentence, own: part, section, source: "sentence" });
        continue;
      }
      const chain = background ? null : thenChain(sentence);
      if (chain) {
        for (const part of chain) pushItem(parsed, { text: part, original: sentence, own: part, section, source: "sentence" });
        continue;
      }
      const features = background ? null : readWithList(sentence, parsed.lang);
      // "Set up SSO with Okta", "Integrate Stripe with the checkout": after a verb that joins or sets up,
      // one thing "with" names is what the work uses, not a feature to build; the whole sentence is the
      // task. "Launch a bakery website with online ordering" still builds the feature.
      if (features && !(features.length === 1 && USES_WITH.test(sentence))) {
        for (const part of features)
          pushItem(parsed, { text: part, original: sentence, own: part, section, source: "sentence", hint: "feature" });
        continue;
      }
      addStatementClauses(parsed, sentence);
      continue;
    }
    if (!background && addWorkList(parsed, sentence, section)) {
      parsed.context.push(sentence);
      continue;
    }
    // "Plan: finish Genki I by February, do 20 minutes of Anki…", "Noch zu tun: Kartons besorgen, …": a short
    // label, then the work.
    const labelled = background ? null : readColonList(sentence, parsed.lang);
    // "MVP in 3 weeks: parse headings as questions, export to .apkg, publish on npm": actions after any head.
    if (labelled && (LIST_LABEL.test(labelled.head) || hasActions(labelled.parts))) {
      // "To buy: white paint, two new brushes": each thing is bought ("Buy white paint").
      const buy = parsed.lang === "en" && /^(?:(?:things\s+)?to buy|to get|shopping(?: list)?)$/i.test(labelled.head.trim());
      // "Need: impact numbers from each program lead, a letter from the director": what is needed is got
      // or made, as after "we need" ("Impact numbers from each program lead" was the task).
      const need = parsed.lang === "en" && /^(?:(?:we|i)\s+)?(?:still\s+)?(?:need|needs|needed)$/i.test(labelled.head.trim());
      for (const part of withLabelledVerb(labelled.parts)) {
        const needed = need && !startsWithVerb(part) ? neededThingVerb(part) : null;
        const text = buy && !startsWithVerb(part) ? `buy ${part}` : needed ? withVerb(needed, part) : part;
        pushItem(parsed, { text, original: sentence, own: part, section, source: "sentence" });
      }
      continue;
    }
    const bare = background || readUserFeatures(sentence) ? null : readBareList(sentence, parsed.lang);
    if (bare) {
      for (const part of bare) pushItem(parsed, { text: part, original: sentence, own: part, section, source: "sentence" });
      continue;
    }
    // "Launch day is March 3; sales need a battle card before then": a fact, then a task.
    const clauses = splitOutside(sentence, /;\s+/).filter((clause) => /\p{L}/u.test(clause));
    for (const clause of clauses.length > 1 ? withClauseVerbs(clauses) : [sentence])
      addClause(parsed, clause, sentence, section, background, intents);
  }
}

/**
 * "…; send save-the-dates in January; invitations by June": a short clause with no verb of its own, after
 * one that has one, is that verb's next thing ("Send invitations by June"); it was kept as a fact.
 */
function withClauseVerbs(clauses: string[]): string[] {
  return clauses.map((clause, i) => {
    const before = shapeText(clauses[i - 1] ?? "").text;
    const verb = startsWithVerb(before) ? /^\p{L}+/u.exec(before)?.[0] : undefined;
    const shaped = shapeText(clause);
    // "…; two people work on it": a clause with its own subject and verb is a fact, not the verb's next thing.
    const ownSubject =
      /^(?:(?:the\s+)?(?:\p{N}+|one|two|three|four|five|six)\s+(?:people|persons|of us|devs?|developers|designers)|we|i|you|they|he|she|everyone|nobody)\s+\p{L}+/iu;
    // "…; the cake is ordered": so is one said with "is" ("Book the cake is ordered").
    const stated = /\s(?:is|are|was|were)\s/i.test(clause);
    if (
      !verb ||
      startsWithVerb(shaped.text) ||
      isActionable(shaped) ||
      clause.split(/\s+/).length > 6 ||
      ownSubject.test(clause.trim()) ||
      stated
    )
      return clause;
    return `${verb.toLowerCase()} ${clause}`;
  });
}

/**
 * Two or more parts opening with a verb the planner knows ("parse" is not one): "Weekend plan: fix the login
 * bug, dark mode, the pricing page, a logo, email the beta users" (two thirds of them, once the rule, glued the
 * head to the first part, "Weekend plan: fix the login bug").
 */
function hasActions(parts: string[]): boolean {
  return parts.filter((part) => startsWithVerb(part)).length >= 2;
}

/** A label that introduces a list of work: "Plan", "Next steps", "To do", "Noch zu tun", "Pendiente". */
const LIST_LABEL =
  /^(?:(?:the\s+|my\s+|our\s+)?(?:plan|steps|next steps|to-?dos?|to do|tasks|action items|still to do|left to do|remaining|work|(?:we\s+|i\s+)?(?:still\s+)?needs?|needed|to buy|to get|shopping list|scope|includes?|we need|brauchen|benötigt|necesitamos|hace falta|il faut|besoin|precisamos|serve|servono|noch zu tun|zu tun|aufgaben|pendientes?|por hacer|tareas|à faire|reste à faire|tâches|da fare|cose da fare|a fazer|tarefas))$/iu;

function addClause(
  parsed: ParsedIdea,
  clause: string,
  sentence: string,
  section: Section | null,
  background: boolean,
  intents: TextItem[],
): void {
  const chain = sectionChain(section);
  const features = background ? null : readUserFeatures(clause);
  if (features) {
    for (const part of features.parts)
      pushItem(parsed, { text: part, original: sentence, own: part, section, source: "sentence", hint: "feature" });
    return;
  }
  const shaped = shapeText(clause);
  if (!background && isActionable(shaped)) {
    const intent = section === null && INTENT.test(clause);
    for (const part of splitCompound(shaped)) {
      // Orders between existing items keep intents in reading order if they are used later.
      const item: TextItem = {
        text: part,
        original: sentence,
        section,
        order: parsed.items.length - 0.5,
        source: "sentence",
        assignee: shaped.assignee ?? undefined,
      };
      if (intent) intents.push(item);
      else parsed.items.push({ ...item, order: parsed.items.length });
    }
    if (intent) parsed.summary.push(clause);
    return;
  }
  // "### Describe the solution you'd like / An "Export" button in the board menu that downloads a CSV": under
  // a solution's heading, the thing described is the feature to build (it was read as background, and the
  // problem above it became the task).
  if (!background && chain.some((s) => SOLUTION_HEADING.test(s.title)) && /^(?:an?|the)\s+\S/i.test(clause.trim())) {
    pushItem(parsed, { text: withVerb(featureVerb(clause), clause), original: sentence, own: clause, section, source: "sentence" });
    return;
  }
  // "Grade midterms by March 20": a short order with its deadline is work, whatever its verb (the
  // sentence was lost, "grade" being no verb the planner knew).
  if (!background && !shaped.question && datedOrder(clause)) {
    pushItem(parsed, { text: clause, original: sentence, own: clause, section, source: "sentence" });
    return;
  }
  if (!chain.some((s) => TARGET_HEADING.test(s.title))) parsed.context.push(clause);
  if ((section === null || background) && !shaped.question) parsed.summary.push(clause);
}

const SOLUTION_HEADING =
  /^(?:describe the solution you(?:'|’)?d like|describe the solution you would like|(?:proposed|suggested|desired|possible)\s+solution|solution|proposal|what I(?:'|’)?d like|expected behaviou?r)\s*[:：?]?$/i;

const DATED_ORDER = /^(\p{L}+)\s+(\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,3})\s+(?:by|before|until|due)\s+(.{3,30}?)[.!]?$/u;
const NOT_AN_ORDER =
  /^(?:the|a|an|our|my|your|their|this|that|these|those|it|we|i|you|they|he|she|there|everything|everyone|all|budget|deadline|team|launch|goal|target|timeline|due|done|ready|finished|final|first|last|next|new|full|whole|complete|initial)$/i;
const FINITE_SECOND = /^(?:is|are|was|were|will|would|ends?|starts?|begins?|must|should|has|have|had|needs?|goes|comes|opens?|closes?)$/i;

/** A verb we do not know, its object and a deadline: "Grade midterms by March 20". */
function datedOrder(clause: string): boolean {
  const m = DATED_ORDER.exec(clause.trim());
  if (!m?.[1] || !m[2] || !m[3] || NOT_AN_ORDER.test(m[1]) || FINITE_SECOND.test(m[2].split(/\s+/)[0] ?? "")) return false;
  const dates = findDateMentions(m[3], ANY_DAY);
  return dates.some((d) => d.kind === "calendar") && !/\p{L}{3}/u.test(removeMentions(m[3], dates));
}

/** "Here is what we will deliver", "what I'll send you": the things after the colon are made and handed over. */
const DELIVERY_HEAD =
  /\b(?:what|everything)\s+(?:we|i)(?:'ll|’ll|\s+will|\s+are going to|\s+agreed to|\s+promised to)\s+(?:deliver|send|hand over|provide|prepare)\b/i;

/** "Research cafés: interview 12 owners and write a report" — the clauses after the colon are work. */
function addStatementClauses(parsed: ParsedIdea, sentence: string): void {
  // "Ski trip this winter, everything booked by November 30": the thing, then the state it needs by a day
  // (it was one task, "Ski trip, everything booked").
  // A head over a list ("…, everything booked by January 15:") leaves the list to say what is booked.
  // A line broken before its comma (", everything booked by November 30") is the state alone.
  const comma = /[:：]\s*$/u.test(sentence) ? -1 : sentence.indexOf(", ");
  const states = comma >= 0 ? readDueStates(sentence.slice(comma + 2)) : null;
  if (states) {
    for (const part of states) pushItem(parsed, { text: part, original: sentence, own: part, section: null, source: "sentence" });
    return;
  }
  const listed = readColonList(sentence, parsed.lang);
  if (listed) {
    // "Here is what we will deliver: the audit report by Dec 15, …": each thing is a deliverable to make.
    const hint = DELIVERY_HEAD.test(listed.head) ? "deliverable" : undefined;
    // "Thesis: write the outline and the first chapter": the first verb goes with each thing after it.
    for (const part of withLabelledVerb(listed.parts))
      pushItem(parsed, { text: part, original: sentence, own: part, section: null, source: "sentence", hint });
    return;
  }
  const colon = sentence.search(/[:：]\s/u);
  // "Before my parents visit this weekend, vacuum the flat, …": the clause says by when, the rest what.
  // Not a guide's "Before you open a PR, run the linter", said to any reader.
  const lead = byWhenClause(sentence);
  const head = colon >= 0 ? colon + 1 : lead;
  if (head < 0) return;
  const tail = sentence.slice(head).trim();
  const parts = splitCompound(shapeText(tail));
  if (parts.length < 1 || !parts.every((part) => isActionable(shapeText(part)))) return;
  for (const part of parts)
    parsed.items.push({ text: part, original: sentence, section: null, order: parsed.items.length, source: "sentence" });
}

/**
 * "App v2.0 release notes draft, then QA sign-off, then submit to App Store and Google Play, then announce
 * on the blog": a chain of "then" is that many steps, whatever each is named by (it was one task).
 */
function thenChain(sentence: string): string[] | null {
  const steps = sentence
    .replace(/[.!]+$/u, "")
    .split(/,?\s+then\s+/i)
    .map((step) => step.trim());
  return steps.length >= 3 && steps.every((step) => /\p{L}{2}/u.test(step) && step.split(/\s+/).length <= 10) ? steps : null;
}

/**
 * "build a landing page, write three posts and launch" → three tasks when each part starts with a
 * verb; "we need a logo, a website and cards" → one task per thing asked for.
 */
function splitCompound(shaped: ShapedText): string[] {
  const text = shaped.text;
  // Commas inside brackets and thousands separators ("8,000 subscribers") never split.
  const split = splitOutside(text, /,(?!\d{3}\b)\s*(?:and\s+|then\s+|or\s+)?|\s+(?:and then|then|and|&)\s+|;\s*/i).map(withoutWe);
  // "…, then migrate the billing system every Friday, which currently takes about four hours": a relative
  // clause says more of the part before it.
  const parts = split.reduce<string[]>((out, part) => {
    const previous = out.at(-1);
    if (previous && startsWithVerb(previous) && /^(?:which|who|that)\s/i.test(part)) out[out.length - 1] = `${previous}, ${part}`;
    else out.push(part);
    return out;
  }, []);
  if (parts.length < 2 || continuesPhrase(parts)) return [text];
  // "Finish the lower stage, a nose cone for the top of it, fins and ebays", "We need to buy a banner,
  // flyers and the stand": one verb, several things.
  const shared = text.includes(",") ? withSharedVerb(parts) : parts;
  if (shared !== parts) return shared;
  if (shaped.wants && parts.every((part) => part.split(/\s+/).length <= 10)) return parts;
  // "Book the flights by December 15 and then pack": one verb after "then" is a step of its own.
  const stepAfterThen = (part: string) =>
    /^\p{L}+$/u.test(part) && startsWithVerb(part) && new RegExp(`\\bthen\\s+${part}\\s*[.!]?$`, "iu").test(text);
  const standalone = (part: string) => (part.split(/\s+/).length >= 2 || stepAfterThen(part)) && isActionable(shapeText(part));
  if (parts.every(standalone)) return parts;
  // "Post the job Monday, screen CVs for two weeks, first interviews the week of Dec 14, offer out before
  // Christmas": among actions, a step named with its date is a step too (the whole line was one task).
  const datedStep = (part: string) =>
    !/^(?:the|a|an|our|my|your|their|some|all|and|or)\b/i.test(part) &&
    part.split(/\s+/).length <= 8 &&
    findDateMentions(part, ANY_DAY).some((m) => m.index > 0);
  if (standalone(parts[0] ?? "") && parts.filter(standalone).length >= 2 && parts.every((part) => standalone(part) || datedStep(part)))
    return parts;
  // "Paint the fence and the shed, then clean the gutters": a short thing after an action is its second
  // object, and the actions are the tasks.
  const short = (part: string) => !startsWithVerb(part) && part.split(/\s+/).length <= 4;
  if (standalone(parts[0] ?? "") && parts.filter(standalone).length >= 2 && parts.every((part) => standalone(part) || short(part))) {
    const tasks: string[] = [];
    for (const part of parts) {
      const previous = tasks.length - 1;
      if (standalone(part) || previous < 0) tasks.push(part);
      else tasks[previous] = `${tasks[previous]} and ${part}`;
    }
    return tasks;
  }
  return [text];
}
