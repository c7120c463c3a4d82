import type { Priority } from "../schemas/fields";
import { keywords as kw } from "./keywords";
import { matches, stripInlineMarkdown } from "./text";
import type { Section } from "./types";
import { HIGH_PRIORITY, LOW_PRIORITY } from "./vocabulary";

// What a heading tells us about the lines under it: work to plan, background to read, or things
// explicitly out of scope.

const EXCLUDED = kw(
  [
    "non-?goals?",
    "out of scope",
    "not in scope",
    "won'?t (?:have|do)",
    "will not (?:have|do)",
    "not doing",
    "anti-?goals?",
    "exclusions?",
    "excluded",
    "references?",
    "links",
    "appendix",
    "glossary",
    "changelog",
    "parking lot",
  ],
  ["対象外", "スコープ外"],
);

/**
 * Background headings (issue 20: Problem, Context, Who, Where, and facts about the plan). "Goals",
 * "Summary", "Overview" and "Description" are not among them: what is listed there is asked for.
 */
const CONTEXT = kw(
  [
    "background",
    "context",
    "problem(?: statement)?",
    "about",
    "intro(?:duction)?",
    "success (?:metrics|criteria)",
    "metrics",
    "kpis?",
    "vision",
    "mission",
    "why",
    "motivation",
    "audience",
    "target audience",
    "users",
    "personas?",
    "stakeholders?",
    "team",
    "people",
    "roles",
    // "### Owners / - @cwaring": who answers for the work, not work.
    "owners?",
    "assignees?",
    "maintainers?",
    "dris?",
    "budget",
    "costs?",
    "constraints?",
    "assumptions?",
    "risks?",
    "notes?",
    "tech(?:nical)? stack",
    "stack",
    "tools",
    "resources",
    "tl;?dr",
    "pitch",
    "value proposition",
    "competitors?",
    "competition",
    "inspiration",
    "current state",
    "status",
    "facts",
    "info(?:rmation)?",
    "timing",
    // An issue template's labels: who it needs and how long it takes describe the work, they are no part of it.
    "skills?(?: needed| required)?",
    "time estimat(?:e|ion)s?",
    "estimates?",
    "contacts?",
    "who",
    "where",
    // A bug report's template: how to see the bug is not work to plan.
    "describe the bug",
    "bug description",
    "what happened",
    "(?:steps )?to reproduce(?: the (?:behaviou?r|bug|issue|problem|error|crash))?",
    "reproduction(?: steps)?",
    "expected(?: behaviou?r| result)?",
    "actual(?: behaviou?r| result)?",
    "current behaviou?r",
    "environment",
    "screenshots?",
    "logs?",
    "additional context",
    // A retrospective's or a meeting's record: what happened and what was settled, not the follow-up.
    "what went well",
    "went well",
    "what went wrong",
    "what (?:didn['’]?t|did not)(?: go(?: so)? well| work)?",
    "(?:didn['’]?t|did not) go(?: so)? well",
    "kudos",
    "shout-?outs?",
    "lessons(?: learned| learnt)?",
    "learnings",
    "decisions?(?: made)?",
    "decided",
    "agreed",
    "attendees",
    "present",
    "absent",
    "apologies",
    "updates?",
    // A feature request's template: the problem and the alternatives are background; the solution is the work.
    "is your feature request related to a problem(?:\\?\\s*(?:please describe\\.?)?)?",
    "describe alternatives you(?:'|’)?ve considered",
    "describe alternatives you have considered",
    "alternatives(?: considered)?",
    "desktop",
    "smartphone",
    "system info(?:rmation)?",
    "versions?",
    "contexto",
    "problema",
    "contexte",
    "probl[èe]me",
    "hintergrund",
    "kontext",
    "problem",
    "contesto",
  ],
  ["背景", "概要", "目的", "目標", "課題", "体制", "予算", "前提", "リスク", "備考", "メモ"],
);

const LOW_HEADING = kw(
  [
    "nice[- ]to[- ]haves?",
    "stretch(?: goals?)?",
    "optional",
    "later",
    "future",
    "someday",
    "could[- ]haves?",
    "v2",
    "backlog",
    "wish ?list",
    "bonus",
    "ideas",
    "if time",
  ],
  ["任意", "将来"],
);
const HIGH_HEADING = kw(
  ["must[- ]haves?", "critical", "blockers?", "urgent", "p0", "top priorit(?:y|ies)", "priorities", "mvp"],
  ["必須", "最優先"],
);
const MEDIUM_HEADING = kw(["should[- ]haves?"]);

/** "Phase 2", "Week 3–4", "Sprint 1", "Milestone: Beta", "Final milestone", "Step 3", "1. Research" as a heading. */
const EXPLICIT_PHASE =
  /^(?:(?:(?:first|final|last)\s+)?(?:phase|stage|step|milestone|sprint|week|weeks|month|part|iteration|release|round|wave)\b|v\d+\b|\d+[.)]\s+\S|(?:フェーズ|ステップ|段階|第\d+))|^(?:q[1-4]|h[12])(?:\s+\d{4})?\s*$|^(?:now|next|later)\s*$/iu;

/**
 * "Beta test (1 week)", "Soft launch (week 1)", "Pre-launch (Sprint 1 + 2 complete)", "Post-launch": a stage
 * the author times or places before or after another, so the headings run in the author's order.
 */
const TIMED_STAGE =
  /\((?:[^)]*\b)?(?:weeks?|months?|days?|sprints?)\b[^)]*\)\s*$|^(?:pre|post)-?(?:launch|release|event|conference|beta)\b/i;

const CONNECTORS = kw(
  ["and", "the", "our", "my", "project", "of", "for", "key", "main", "current", "general", "a", "an"],
  ["プロジェクト", "の"],
);
const DONE_HEADING = /^(?:done|completed|finished|already done|shipped)$/i;
/** "I have…" over "- [x] described the behaviour", "Before submitting": an issue template's self-check. */
const REPORTERS_CHECK =
  /^(?:(?:i|we)(?:\s+have|['’]ve)(?:\s+(?:read|checked|confirmed))?|before (?:submitting|opening|filing)\b.*)\s*(?:…|\.{3}|[:：])?$/i;

const NUMBERED_GROUP = /^(?:team|group|crew)\s+(?:\d{1,2}|[a-z])$/i;

/** Background headings ("Problem & goals", "Team") hold no tasks; "About page" or "Goals for Q2" still may. */
function isContextHeading(title: string): boolean {
  if (!matches(CONTEXT, title)) return false;
  // "Team 2", "Team B": one of several groups, over the work it is given, not the roster (issue 20: a
  // wedding's "Team 2" list of things to bring was read as two people and left out).
  if (NUMBERED_GROUP.test(title)) return false;
  const rest = title
    .toLowerCase()
    .replace(CONTEXT, " ")
    .replace(CONNECTORS, " ")
    .replace(/[\s\p{P}\p{S}\p{N}]+/gu, "");
  return rest === "";
}

export function cleanHeading(raw: string): string {
  return (
    stripInlineMarkdown(raw)
      .replace(/^#+\s*/, "")
      // "【Venue】" is the heading's word; "February meetup [tracking issue]" keeps its tag whole (naming drops it).
      .replace(/^[【[]([^【[\]】]*)[】\]]$/u, "$1")
      .replace(/^[■◆▼●◎★☆▶►\s]+/u, "")
      .replace(/[:：]\s*$/u, "")
      .replace(/(?<![.][\p{L}])\.\s*$/u, "")
      .trim()
  );
}

export function makeSection(rawTitle: string, level: number, parent: Section | null, order: number): Section {
  const title = cleanHeading(rawTitle);
  let role: Section["role"] = "work";
  if ((matches(EXCLUDED, title) && title.split(/\s+/).length <= 5) || DONE_HEADING.test(title) || REPORTERS_CHECK.test(title))
    role = "excluded";
  else if (isContextHeading(title)) role = "context";
  const priority = headingPriority(title) ?? parent?.priority ?? null;
  // Out of scope stays out of scope; a heading of its own under "Problem" ("### Web UI") is work again.
  if (parent && parent.role === "excluded") role = "excluded";
  else if (parent && parent.role === "context" && role === "work" && level >= 10) role = "context";
  return { title, level, parent, order, role, priority, explicitPhase: EXPLICIT_PHASE.test(title) || TIMED_STAGE.test(title) };
}

function headingPriority(title: string): Priority | null {
  if (matches(LOW_HEADING, title) || matches(LOW_PRIORITY, title)) return "low";
  if (matches(MEDIUM_HEADING, title)) return "medium";
  if (matches(HIGH_HEADING, title) || matches(HIGH_PRIORITY, title)) return "high";
  return null;
}

/** Innermost section first, then its ancestors. */
export function sectionChain(section: Section | null): Section[] {
  const chain: Section[] = [];
  for (let current = section; current; current = current.parent) chain.push(current);
  return chain;
}

/**
 * "Goals", "What we will build", "Some notes", "Timeline": a heading that says what kind of list or text
 * follows, not what the project is.
 */
export const GENERIC_HEADING =
  /^(?:(?:the|our|key|main|core)\s+)?(?:summary|overview|description|background|context|motivation|details|tl;?dr|about|introduction|intro|acceptance criteria|definition of done|goals?|objectives?|(?:in\s+)?scope|features?|requirements?|deliverables?|tasks?|to[- ]?dos?|doing|in progress|up next|action items|(?:next\s+)?steps|workstreams?|work|plan|milestones?|solution|proposal|approach|(?:proposed|suggested) solution|describe the solution you(?:'|’)?d like|describe the solution you would like|must[- ]haves?|should[- ]haves?|nice[- ]to[- ]haves?|mvp|backlog|roadmap|outcomes?|user stories|stories|what we(?:'ll|’ll| will)? (?:build|do|ship|deliver|need)|(?:(?:some|my|a few|quick|rough|random)\s+)?(?:notes|thoughts|ideas)|brain ?dump|misc(?:ellaneous)?|untitled|scratch ?pad|timeline|schedule|(?:key\s+)?dates|deadlines?|timing|budget|risks?|open questions|questions|assumptions|constraints|dependencies|success metrics|metrics|kpis|resources|references|links)\s*[:：]?$/i;
