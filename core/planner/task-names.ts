import { capitalizeFirst, isCjk, shorten, stripInlineMarkdown, trimDangling } from "./text";
import { CHIT_CHAT, INTERJECTION, REQUEST_OPENERS, verbBase } from "./vocabulary";

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
const NAMED_COMMITMENT = /^(\p{Lu}[\p{L}'’-]+)\s+(?:will|can|'ll|’ll|is going to)\s+(?!be able\b)(?:also\s+)?/u;
const NOT_A_NAME =
  /^(?:it|this|that|there|he|she|they|which|who|what|everything|nothing|everyone|someone|somebody|anyone|nobody|the|our|my|your|their|we|you|i|users?|customers?|visitors?|people|members?|admins?|staff|guests?|attendees|clients?|students?|owners?|buyers?|sellers?|team|app|site|website|page|system|tool|product|platform)$/i;
const MENTIONS = /^((?:@[\p{L}\p{N}._-]+[,:]?\s*)+)/u;
const ADVERBS = /^(?:also|just|really|definitely|probably|maybe|perhaps|still|then|quickly|first|finally|actually|be able to)\s+/i;
const PRIORITY_TAG =
  /\s*[([](?:optional|nice[- ]to[- ]have|stretch|must(?:[- ]have)?|critical|blocker|urgent|asap|later|maybe|bonus|p[0-3]|low|medium|high|(?:low|high|medium) priority)[)\]]\s*|\s+[-–—]\s*(?:optional|nice[- ]to[- ]have|stretch(?: goal)?|later|maybe|must[- ]have)\s*$|^\s*(?:\[?p[0-3]\]?|must[- ]have|nice[- ]to[- ]have|optional)\s*[:\-–—]\s*/giu;

/** "The site should have an online menu" → "Add an online menu"; "Users should be able to X" → "Let users X". */
const FEATURE_PATTERNS: Array<[RegExp, (m: RegExpExecArray) => string]> = [
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

const QUESTION_PATTERNS: Array<[RegExp, (m: RegExpExecArray) => string]> = [
  [/^(?:should|shall)\s+(?:we|i)\s+(.+)$/i, (m) => `Decide whether to ${m[1]}`],
  [
    /^(?:do|does|did|can|could|will|would|is|are)\s+(we|i|you|they|it|this|the\s+\S+)\s+(.+)$/i,
    (m) => `Decide whether ${m[1]?.toLowerCase()} ${m[2]}`,
  ],
  [/^(?:what|which|how|where|who|when)\b.*$/i, (m) => `Decide ${m[0].charAt(0).toLowerCase()}${m[0].slice(1)}`],
];

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
    rest = rest.replace(INTERJECTION, "");
    for (const opener of REQUEST_OPENERS) {
      const m = opener.exec(rest);
      if (m && m[0].length < rest.length) {
        rest = rest.slice(m[0].length);
        request = true;
        wants = /\bneeds?\s+$/i.test(m[0]);
        break;
      }
    }
    const named = NAMED_COMMITMENT.exec(rest);
    if (named?.[1] && !NOT_A_NAME.test(named[1]) && named[0].length < rest.length) {
      mentions.push(named[1]);
      rest = rest.slice(named[0].length);
      request = true;
    }
    rest = rest.replace(ADVERBS, "");
    if (rest === before) break;
  }
  return { text: rest, request, assignee: mentions.length > 0 ? mentions.join(", ") : null, wants: wants && !startsWithVerb(rest) };
}

/** Strips speech, markers and priority tags; rewrites feature sentences and questions as actions. */
export function shapeText(raw: string): ShapedText {
  const clean = stripInlineMarkdown(raw).replace(PRIORITY_TAG, " ").trim();
  const question = /[?？]\s*$/u.test(clean);
  const stripped = stripPrefixes(clean);
  let text = stripped.text
    .replace(/[\s.!?;:,…。！？、]+$/u, "")
    .replace(/^["'“‘]+|["'”’]+$/gu, "")
    .trim();
  let request = stripped.request;
  if (!request) {
    for (const [pattern, rewrite] of FEATURE_PATTERNS) {
      const m = pattern.exec(text);
      if (m) {
        text = rewrite(m);
        request = true;
        break;
      }
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
  return { text: baseFormFirst(text), request, question, assignee: stripped.assignee, wants: stripped.wants };
}

/** Gerunds that usually name a thing ("Onboarding flow", "Landing page"), not an action. */
const GERUND_NOUNS = new Set(
  "onboarding landing marketing booking pricing building branding hosting tracking training messaging scheduling shopping planning packaging billing logging mapping caching networking catering seating lighting parking wedding meeting opening funding advertising recruiting reporting printing staffing engineering streaming rating ranking routing sharing offering clothing housing listing setting settings".split(
    " ",
  ),
);

/** "Designing the logo" → "Design the logo". */
function baseFormFirst(text: string): string {
  const first = /^\p{L}+/u.exec(text)?.[0] ?? "";
  const lower = first.toLowerCase();
  if (!lower.endsWith("ing") || GERUND_NOUNS.has(lower)) return text;
  const base = verbBase(first);
  return base ? base + text.slice(first.length) : text;
}

export function startsWithVerb(text: string): boolean {
  const first = /^\p{L}+/u.exec(text)?.[0];
  return first ? verbBase(first) !== null && !GERUND_NOUNS.has(first.toLowerCase()) : false;
}

/** A sentence worth planning: a request, a promise or an instruction, not a remark or a question. */
export function isActionable(shaped: ShapedText): boolean {
  if (shaped.text.length < 3) return false;
  if (shaped.request) return true;
  return !shaped.question && startsWithVerb(shaped.text);
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
  [/\b(?:beta|mvp|alpha|v\d+(?:\.\d+)*|release candidate|first version)\b/i, "Ship"],
  [/\b(?:tests?|testing|qa|usability|a\/b|experiments?|audit|pilot)\b/i, "Run"],
  [/\b(?:meetings?|kick-?off|workshops?|calls?|retro(?:spective)?|review session|stand-?ups?|training session)\b/i, "Hold"],
  [/\b(?:venue|catering|caterer|photographer|dj|band|flights?|hotels?|rooms?|accommodation|tickets? for)\b/i, "Book"],
  [/\b(?:invitations?|invites?|reminders?|thank-?you notes?|save the date|newsletter)\b/i, "Send"],
  [
    /\b(?:report|brief|spec|specification|proposal|policy|guide|documentation|docs|faq|copy|article|blog posts?|script|press release|case stud(?:y|ies)|outline|terms|privacy policy|user stories)\b/i,
    "Write",
  ],
  [
    /\b(?:logo|mock-?ups?|wireframes?|style guide|design system|branding|icons?|layout|visuals?|banners?|graphics?|flyers?|posters?)\b/i,
    "Design",
  ],
  [/\b(?:photos?|photography|video|footage|headshots?|demo)\b/i, "Produce"],
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
    /\b(?:pages?|homepage|site|screens?|features?|api|integrations?|login|sign-?up|auth(?:entication)?|checkout|cart|dashboard|forms?|search|notifications?|database|backend|endpoints?|widgets?|components?|modules?|bot|app|mode|support|filters?|export|import|sync|profiles?|settings|onboarding|booking|calendar|map|chat|gallery|reviews)\b/i,
    "Build",
  ],
];

// biome-ignore format: compact lookup table
const PHASE_VERBS: Record<string, string> = {
  discovery: "Define", scoping: "Define", strategy: "Define", positioning: "Define", planning: "Plan",
  design: "Design", method: "Prepare", build: "Build", execution: "Complete", creative: "Create", content: "Prepare",
  assets: "Create", setup: "Set up", logistics: "Arrange", program: "Plan", promotion: "Prepare", collection: "Collect",
  analysis: "Analyse", qa: "Test", testing: "Test", readiness: "Prepare", review: "Review", launch: "Prepare",
  release: "Prepare", rollout: "Prepare", run: "Run", day: "Prepare", wrapup: "Complete", measure: "Review",
  post: "Review", reporting: "Write", delivery: "Deliver",
};

const PROPER_NOUNS =
  /^(?:Stripe|Shopify|Instagram|Facebook|TikTok|LinkedIn|Google|Apple|Android|WordPress|Webflow|Figma|Slack|Notion|Airtable|Mailchimp|HubSpot|Salesforce|Zapier|PayPal|YouTube|Twitter|Product|GitHub|AWS|Firebase|Supabase|Vercel|Cloudflare|Zoom|Eventbrite|Canva|Excel|Jira|Trello|Asana|Squarespace|Wix|Substack|Discord|Reddit|Pinterest|Etsy|Amazon|Microsoft|Teams|Sentry|Segment|Mixpanel|Intercom|Zendesk|Meta|X)\b/;

/** Non-English items keep their own wording: an English verb in front would read as broken. */
function looksEnglish(text: string): boolean {
  if (isCjk(text) || /[^\p{ASCII}]/u.test(text.replace(/[’‘“”–—…]/g, ""))) return false;
  return !/\b(?:de|du|des|la|le|les|et|une|un|pour|avec|en|au|aux|sur|dans|und|der|die|das|für|mit|von|zu|im|am|el|los|las|para|con|del|y)\b/i.test(
    text,
  );
}

/** Phases whose verb describes any item the author filed under them ("Design" → "Design the profile screen"). */
const DEFINING_PHASES = new Set(["design", "build", "creative", "qa", "testing", "collection", "analysis", "reporting"]);

/**
 * Imperative, capitalised, without trailing punctuation, at most `max` characters. `filed` says
 * the author put the item under a heading naming its phase, so that phase's verb fits best.
 */
export function toTaskName(text: string, phaseId: string | null, filed = false, max = 120): string {
  let name = text.trim();
  if (!startsWithVerb(name) && looksEnglish(name)) {
    const phaseVerb = phaseId ? PHASE_VERBS[phaseId] : undefined;
    const preferPhase = filed && phaseId !== null && DEFINING_PHASES.has(phaseId);
    const verb = (preferPhase ? phaseVerb : undefined) ?? OBJECT_VERBS.find(([pattern]) => pattern.test(name))?.[1] ?? phaseVerb;
    if (verb) name = `${verb} ${keepCase(name)}`;
  }
  return shorten(capitalizeFirst(compact(name)), max);
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
  for (const m of name.matchAll(CLAUSE_BREAK)) {
    const index = m.index ?? 0;
    if (index >= 25 && index <= 110) return trimDangling(name.slice(0, index));
  }
  return name;
}
