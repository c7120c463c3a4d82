import type { CatalogTool, ToolCategory } from "./tool-catalog";

export interface RankedTool {
  slug: string;
  score: number;
  reason: string;
}

// Field weights: a curated keyword is the strongest evidence, prose fields less, the broad category least.
const KEYWORD_WEIGHT = 3;
const TEXT_WEIGHT = 1.5;
const CATEGORY_WEIGHT = 1;
/** Bonus when every word of a multi-word keyword ("unit test") appears, since phrases are more specific. */
const PHRASE_BONUS = 1.5;
/** The task name says what the task is; the description often wanders. */
const NAME_WEIGHT = 1;
const DESCRIPTION_WEIGHT = 0.6;
/** Words reached through the synonym map are indirect evidence. */
const SYNONYM_FACTOR = 0.5;
/** Drop tools far behind the leader so weak incidental hits do not pad the list. */
const RELATIVE_CUTOFF = 0.25;
const MIN_SCORE = 1;
/** What an ambiguous word is worth to a tool when nothing else in the task points to that tool's field. */
const AMBIGUOUS_FACTOR = 0.25;

const STOP_WORDS = new Set(
  (
    "a an the and or but if for to of in on at by with from into onto over under about as so via per " +
    "is are was were be been being will would shall should can could may might must need needs " +
    "it its this that these those there here our we us you your they them their my me i he she his her " +
    "do does did done get gets got set make makes made create creates add adds use uses using " +
    "new all any some each every more most less than then also not no yes up out off just very " +
    "between among across through within without after before during while when where what which who how why " +
    "like many much lot lots quick fast good great best product products " +
    "prepare organise organize improve polish finish complete start handle " +
    "task tasks project projects item items thing things stuff etc ai tool tools team first next final"
  ).split(" "),
);

/** Spelling variants folded onto one form before stemming. */
const VARIANTS: Record<string, string> = {
  analysis: "analyze",
  analyses: "analyze",
  analyse: "analyze",
  analysing: "analyze",
  doc: "documentation",
  docs: "documentation",
  standups: "standup",
  mockups: "mockup",
};

// Common task words mapped to the concepts tools are described with.
const SYNONYM_SOURCE: Record<string, string[]> = {
  mockup: ["design", "ui", "wireframe"],
  wireframe: ["design", "mockup"],
  prototype: ["design", "mockup"],
  layout: ["design", "ui"],
  homepage: ["website", "design"],
  landing: ["website", "marketing"],
  logo: ["design", "brand", "graphic"],
  brand: ["design", "logo"],
  icon: ["design", "graphic"],
  photo: ["image"],
  illustration: ["image"],
  banner: ["graphic", "image"],
  graphic: ["design", "image"],
  bug: ["test", "debug", "fix", "qa"],
  fix: ["bug", "debug"],
  debug: ["bug", "code"],
  test: ["qa", "quality"],
  qa: ["test", "quality"],
  regression: ["test", "qa"],
  blog: ["writing", "content", "article"],
  article: ["writing", "content", "blog"],
  write: ["writing", "content", "draft"],
  copy: ["writing", "copywriting"],
  launch: ["marketing", "announcement", "campaign"],
  announce: ["announcement", "marketing"],
  campaign: ["marketing"],
  newsletter: ["email", "marketing"],
  interview: ["research", "hiring", "meeting", "transcript"],
  survey: ["research", "data"],
  competitor: ["research", "market"],
  market: ["research", "competitor"],
  persona: ["research", "marketing"],
  deploy: ["development", "code", "hosting", "devops"],
  ci: ["deploy", "devops", "test", "automation"],
  production: ["deploy", "hosting"],
  release: ["deploy", "launch"],
  implement: ["code", "development"],
  develop: ["code"],
  backend: ["code", "api"],
  frontend: ["code", "ui"],
  api: ["code", "backend"],
  database: ["backend", "data", "sql"],
  login: ["code", "authentication"],
  refactor: ["code", "review"],
  pr: ["pull", "request", "review"],
  merge: ["review", "pull", "request"],
  security: ["vulnerability", "audit"],
  vulnerability: ["security"],
  pentest: ["security", "vulnerability"],
  gdpr: ["compliance", "legal", "privacy"],
  privacy: ["legal", "compliance", "security"],
  compliance: ["legal", "security"],
  contract: ["legal", "agreement"],
  nda: ["legal", "contract"],
  legal: ["contract", "law"],
  budget: ["finance", "expense", "cost"],
  invoice: ["finance", "bill"],
  cost: ["budget", "finance"],
  expense: ["finance", "budget"],
  hire: ["hiring", "recruiting", "candidate"],
  recruit: ["hiring", "candidate"],
  job: ["hiring"],
  candidate: ["hiring", "interview"],
  onboarding: ["training", "documentation"],
  demo: ["video", "presentation", "record"],
  record: ["video", "recording", "audio"],
  tutorial: ["video", "guide", "documentation"],
  explainer: ["video"],
  podcast: ["audio"],
  voiceover: ["voice", "audio", "narration"],
  meeting: ["notes", "transcript"],
  standup: ["meeting", "notes"],
  retro: ["meeting", "retrospective"],
  retrospective: ["meeting"],
  kickoff: ["meeting", "presentation"],
  workshop: ["meeting", "presentation"],
  transcribe: ["transcript", "meeting"],
  stakeholder: ["meeting", "presentation", "update"],
  spreadsheet: ["data", "excel", "analyze"],
  dashboard: ["data", "analytics", "metric"],
  report: ["dashboard", "data"],
  metric: ["data", "analytics", "kpi"],
  kpi: ["metric", "dashboard", "data"],
  analytics: ["data", "dashboard", "metric"],
  analyze: ["data", "analytics"],
  sql: ["data", "query"],
  chart: ["data", "visualization"],
  tweet: ["social", "post", "twitter"],
  linkedin: ["social", "post"],
  instagram: ["social", "post"],
  tiktok: ["social", "video"],
  seo: ["keyword", "search", "ranking"],
  organic: ["seo", "traffic"],
  faq: ["support", "help"],
  helpdesk: ["support", "ticket"],
  ticket: ["support"],
  chatbot: ["support"],
  lead: ["sales", "prospect"],
  prospect: ["sales", "lead"],
  outreach: ["sales", "email"],
  crm: ["sales", "lead"],
  deal: ["sales"],
  workflow: ["automation"],
  integrate: ["automation", "workflow"],
  integration: ["automation", "workflow"],
  webhook: ["automation"],
  pitch: ["presentation", "deck"],
  deck: ["presentation", "slide"],
  slide: ["presentation", "deck"],
  localize: ["translation", "i18n"],
  i18n: ["localization", "translation"],
  language: ["translation"],
  readme: ["documentation"],
  guide: ["documentation"],
  manual: ["documentation", "guide"],
  wiki: ["documentation", "knowledge"],
  spec: ["documentation", "requirement"],
  schedule: ["calendar", "planning"],
  deadline: ["schedule"],
  roadmap: ["planning", "backlog"],
  sprint: ["backlog", "issue"],
  backlog: ["issue", "sprint"],
  plan: ["planning", "roadmap"],
  estimate: ["planning"],
  usability: ["research", "test", "design"],
  feedback: ["research", "survey"],
};

const SOFTWARE_CONTEXT = [
  "code",
  "app",
  "website",
  "site",
  "web",
  "api",
  "endpoint",
  "backend",
  "frontend",
  "feature",
  "page",
  "screen",
  "login",
  "signup",
  "checkout",
  "cart",
  "form",
  "browser",
  "safari",
  "chrome",
  "firefox",
  "mobile",
  "device",
  "ios",
  "android",
  "ui",
  "e2e",
  "unit",
  "integration",
  "regression",
  "automation",
  "coverage",
  "bug",
  "qa",
  "release",
  "deploy",
  "build",
  "component",
  "flow",
  "payment",
  "database",
  "performance",
  "load",
  "accessibility",
  "software",
  "saas",
  "plugin",
  "extension",
];

/**
 * Words that name a different job in each field: one "reviews" a budget, a contract or a pull request.
 * Such a word counts in full for a tool only when the task also names that tool's field (the words
 * listed per category) or matches the tool on some other word; alone it is weak evidence.
 */
// biome-ignore format: readable as a table
const AMBIGUOUS_SOURCE: Record<string, Partial<Record<ToolCategory, string[]>>> = {
  review: {
    "Code Review": ["code", "pull request", "pr", "merge", "commit", "diff", "branch", "github", "gitlab", "repository", "repo", "refactor"],
    Research: ["literature", "paper", "academic", "study", "evidence", "peer", "systematic"],
    Legal: ["contract", "clause", "agreement", "nda", "terms", "lawyer", "legal"],
    "Hiring & HR": ["performance", "candidate", "cv", "resume", "employee"],
  },
  test: {
    "Testing & QA": SOFTWARE_CONTEXT,
    "Code Review": ["unit", "coverage", "code", "function", "pull request", "bug"],
    Development: SOFTWARE_CONTEXT,
  },
  build: {
    Development: SOFTWARE_CONTEXT.concat(["mvp", "prototype", "dashboard", "tool", "bot", "internal", "deploy", "hosting"]),
  },
  design: {
    Design: [
      "ui", "ux", "screen", "page", "website", "site", "app", "logo", "brand", "graphic", "visual", "mockup", "wireframe",
      "prototype", "layout", "icon", "banner", "poster", "flyer", "figma", "typography", "illustration", "homepage", "landing",
      "slide", "component", "social", "image", "style", "color", "colour", "font",
    ],
    Presentations: ["slide", "deck", "presentation", "pitch"],
  },
  plan: {
    "Project Management": ["project", "sprint", "roadmap", "backlog", "milestone", "timeline", "task", "schedule", "resource", "capacity", "release"],
  },
};

/**
 * Words that say what is done, not to what: "edited inline", "generate a plan", "the text is blank".
 * A tool matched only on such words is a chance match and is never recommended.
 */
const WEAK_ALONE = new Set(
  (
    "edit edited editing generate generated text write written writing draft plan planning record create build built design " +
    "review test tests testing run send update manage launch content data page button list field form screen view inline " +
    "save cancel delete deleted show open close blank enable disable disabled click select step phase work result results " +
    "idea ideas help question answer simple easy online digital"
  ).split(" "),
);

/** Light English stemmer: both task text and catalog text go through it, so it only needs to be consistent. */
function stem(word: string): string {
  let s = VARIANTS[word] ?? word;
  if (s.length <= 3 || /\d/.test(s)) return s;
  if (s.endsWith("ies") && s.length > 4) s = `${s.slice(0, -3)}y`;
  else if (/(sses|xes|ches|shes|zes)$/.test(s)) s = s.slice(0, -2);
  else if (s.endsWith("s") && !/(ss|us|is)$/.test(s)) s = s.slice(0, -1);

  if (/[iy][sz]ation$/.test(s)) s = `${s.slice(0, -5)}e`;
  else if (s.endsWith("ation") && s.length > 7) s = `${s.slice(0, -5)}ate`;
  else if (s.endsWith("ment") && s.length > 7) s = s.slice(0, -4);
  else if (s.endsWith("ing") && s.length > 5) s = undouble(s.slice(0, -3));
  else if (s.endsWith("ed") && s.length > 4) s = undouble(s.slice(0, -2));
  else if (s.endsWith("er") && s.length > 4) s = undouble(s.slice(0, -2));

  if (s.endsWith("e") && s.length > 3) s = s.slice(0, -1);
  // British and American spellings (organise/organize) meet on "z".
  if (/[iy]s$/.test(s) && s.length > 4) s = `${s.slice(0, -1)}z`;
  return s;
}

function undouble(s: string): string {
  return /([^aeiouslz])\1$/.test(s) ? s.slice(0, -1) : s;
}

/** Words as written (for quoting back), hyphenated compounds joined ("front-end" → "frontend"), stop-words removed. */
function words(text: string): string[] {
  return text
    .replace(/['’]/g, "")
    .replace(/([a-z0-9])-(?=[a-z0-9])/gi, "$1")
    .split(/[^a-z0-9]+/i)
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w.toLowerCase()));
}

const termOf = (word: string) => stem(word.toLowerCase());
const WEAK_TERMS = new Set([...WEAK_ALONE].map(termOf));

export function tokenize(text: string): string[] {
  return words(text).map(termOf);
}

const SYNONYMS = new Map<string, string[]>(
  Object.entries(SYNONYM_SOURCE).map(([word, related]) => [stem(word), related.flatMap(tokenize)]),
);

/** Ambiguous term → per category, the terms that settle which job is meant. */
const AMBIGUOUS = new Map<string, Map<string, Set<string>>>(
  Object.entries(AMBIGUOUS_SOURCE).map(([word, byCategory]) => [
    termOf(word),
    new Map(Object.entries(byCategory).map(([category, context]) => [category, new Set((context ?? []).flatMap(tokenize))])),
  ]),
);

interface TaskTerm {
  weight: number;
  /** The task's own word, quoted back in the reason. */
  label: string;
  direct: boolean;
  /** For a word reached through the synonym map, the task's own word it came from. */
  from?: string;
}

function taskTerms(task: { name: string; description: string }): Map<string, TaskTerm> {
  const terms = new Map<string, TaskTerm>();
  const put = (term: string, next: TaskTerm) => {
    const prev = terms.get(term);
    if (!prev || next.weight > prev.weight) terms.set(term, next);
  };
  const addText = (text: string, weight: number) => {
    for (const word of words(text)) put(termOf(word), { weight, label: word, direct: true });
  };
  addText(task.name, NAME_WEIGHT);
  addText(task.description, DESCRIPTION_WEIGHT);
  for (const [term, info] of [...terms]) {
    for (const related of SYNONYMS.get(term) ?? []) {
      put(related, { weight: info.weight * SYNONYM_FACTOR, label: info.label, direct: false, from: term });
    }
  }
  return terms;
}

interface ToolIndex {
  tool: CatalogTool;
  keywordTerms: Set<string>;
  phrases: Array<{ text: string; terms: string[] }>;
  textTerms: Set<string>;
  categoryTerms: Set<string>;
}

const indexCache = new WeakMap<readonly CatalogTool[], ToolIndex[]>();

function indexCatalog(catalog: readonly CatalogTool[]): ToolIndex[] {
  const cached = indexCache.get(catalog);
  if (cached) return cached;
  const index = catalog.map((tool) => ({
    tool,
    keywordTerms: new Set(tool.keywords.flatMap(tokenize)),
    phrases: tool.keywords.map((text) => ({ text, terms: tokenize(text) })).filter((p) => p.terms.length > 1),
    textTerms: new Set(tokenize(`${tool.useCase} ${tool.idealFor}`)),
    categoryTerms: new Set(tokenize(tool.category)),
  }));
  indexCache.set(catalog, index);
  return index;
}

interface Scored {
  tool: CatalogTool;
  score: number;
  /** Some of the score comes from words that are not ambiguous here, so the tool fits the task. */
  solid: boolean;
  /** The task's own words that name what the tool works on (not only what is done), or a whole keyword phrase. */
  specific: boolean;
  labels: Array<{ label: string; points: number; direct: boolean }>;
}

function fieldWeight(entry: ToolIndex, term: string): number {
  if (entry.keywordTerms.has(term)) return KEYWORD_WEIGHT;
  if (entry.textTerms.has(term)) return TEXT_WEIGHT;
  return entry.categoryTerms.has(term) ? CATEGORY_WEIGHT : 0;
}

/** Whether an ambiguous term means this tool's job here: its field is named, or the tool fits on other words. */
function settled(term: string, entry: ToolIndex, terms: Map<string, TaskTerm>): boolean {
  const context = AMBIGUOUS.get(term)?.get(entry.tool.category);
  for (const [other, info] of terms) {
    if (!info.direct || other === term) continue;
    if (context?.has(other)) return true;
    if (!AMBIGUOUS.has(other) && !WEAK_TERMS.has(other) && fieldWeight(entry, other) > 0) return true;
  }
  return entry.phrases.some((phrase) => phrase.terms.length > 1 && phrase.terms.every((t) => terms.get(t)?.direct));
}

function scoreTool(entry: ToolIndex, terms: Map<string, TaskTerm>): Scored {
  const labels = new Map<string, { points: number; direct: boolean }>();
  const credit = (label: string, points: number, direct: boolean) => {
    const prev = labels.get(label);
    labels.set(label, { points: (prev?.points ?? 0) + points, direct: direct || (prev?.direct ?? false) });
  };
  let score = 0;
  let solid = false;
  let specific = false;
  for (const [term, info] of terms) {
    const field = fieldWeight(entry, term);
    if (field === 0) continue;
    if (!WEAK_ALONE.has(info.label.toLowerCase()) && !WEAK_TERMS.has(info.direct ? term : (info.from ?? term))) specific = true;
    // "qa" reached from an unsettled "test" is as weak as "test" itself.
    const own = info.direct ? term : (info.from ?? term);
    const weak = AMBIGUOUS.has(own) && !settled(own, entry, terms);
    // "Test the checkout on Safari": a word of many jobs, settled by the task's context, names this tool's job.
    if (AMBIGUOUS.has(own) && !weak) specific = true;
    const points = field * info.weight * (weak ? AMBIGUOUS_FACTOR : 1);
    solid ||= !weak;
    score += points;
    credit(info.label, points, info.direct);
  }
  for (const phrase of entry.phrases) {
    const hits = phrase.terms.map((t) => terms.get(t));
    if (hits.every((h) => h?.direct)) {
      specific = true;
      const weight = Math.min(...hits.map((h) => h?.weight ?? 0));
      score += PHRASE_BONUS * weight;
      credit(phrase.text, PHRASE_BONUS * weight + 0.001, true);
    }
  }
  return {
    tool: entry.tool,
    score: Math.round(score * 100) / 100,
    solid,
    specific,
    labels: [...labels].map(([label, v]) => ({ label, ...v })),
  };
}

/** Code-unit order, independent of the runtime's locale. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function quoteList(items: string[]): string {
  const quoted = items.map((i) => `'${i}'`);
  return quoted.length <= 1 ? quoted.join("") : `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)}`;
}

/** One line: what in the task the tool is for, and what it does there ("For 'logo': design logos…"). */
function explain(scored: Scored): string {
  const byStrength = [...scored.labels].sort((a, b) => b.points - a.points || compare(a.label, b.label));
  const direct = byStrength.filter((l) => l.direct && (l.label.includes(" ") || !WEAK_ALONE.has(l.label.toLowerCase())));
  // A phrase like 'unit test' already names its words; do not repeat them.
  const shown = direct.filter((l) => !direct.some((o) => o !== l && o.label.includes(" ") && tokenize(o.label).includes(termOf(l.label))));
  const what = quoteList((shown.length > 0 ? shown : byStrength).slice(0, 2).map((l) => l.label.toLowerCase()));
  const use = scored.tool.useCase.replace(/\.$/, "");
  return `For ${what}: ${use.charAt(0).toLowerCase()}${use.slice(1)}`;
}

export function rankToolsForTask(task: { name: string; description: string }, catalog: readonly CatalogTool[], limit = 5): RankedTool[] {
  const max = Number.isFinite(limit) ? Math.max(1, Math.floor(limit)) : 5;
  const terms = taskTerms(task);
  const index = indexCatalog(catalog);
  const scored = index
    .map((entry) => scoreTool(entry, terms))
    // "review" alone says nothing about which tool, and "edited" says nothing about video: a weak or
    // chance word can rank a tool but never recommend it.
    .filter((s) => s.score >= MIN_SCORE && s.solid && s.specific)
    .sort((a, b) => b.score - a.score || compare(a.tool.slug, b.tool.slug));
  const top = scored[0]?.score ?? 0;
  const strong = scored.filter((s) => s.score >= top * RELATIVE_CUTOFF).length;
  // No padding: no suggestion is better than a wrong one, and the panel says so.
  return scored.slice(0, Math.min(max, strong)).map((s) => ({ slug: s.tool.slug, score: s.score, reason: explain(s) }));
}
