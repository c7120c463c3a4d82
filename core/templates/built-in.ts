import type { TemplateContent } from "../schemas/template";

// Issue 25: built-in templates for common kinds of project. Real plans a team can start from: phases
// as milestones, work as tasks with subtasks, labels for the streams of work, links for the order that
// matters, and a status or two beyond the three where that kind of work has one (review, QA).

interface Row {
  key: string;
  name: string;
  /** [start, due] in days from the start; a milestone has only a due day. */
  days: [number | null, number];
  description?: string;
  priority?: "low" | "medium" | "high";
  parent?: string;
  labels?: string[];
  milestone?: boolean;
  status?: string;
}

const DEFAULT_STATUSES: TemplateContent["statuses"] = [
  { key: "todo", name: "To Do", color: "gray", category: "todo" },
  { key: "doing", name: "In Progress", color: "blue", category: "in-progress" },
  { key: "done", name: "Done", color: "green", category: "done" },
];

function content(spec: {
  extraStatuses?: TemplateContent["statuses"];
  labels: Array<[key: string, name: string, color: TemplateContent["labels"][number]["color"]]>;
  rows: Row[];
  links: Array<[string, string]>;
}): TemplateContent {
  const statuses = [...DEFAULT_STATUSES.slice(0, 2), ...(spec.extraStatuses ?? []), DEFAULT_STATUSES[2]];
  return {
    statuses,
    labels: spec.labels.map(([key, name, color]) => ({ key, name, color })),
    items: spec.rows.map((r) => ({
      key: r.key,
      kind: r.milestone ? "milestone" : "task",
      name: r.name,
      description: r.description ?? "",
      priority: r.priority ?? "medium",
      parentKey: r.parent ?? null,
      statusKey: r.status ?? null,
      labelKeys: r.labels ?? [],
      startOffset: r.milestone ? null : r.days[0],
      dueOffset: r.days[1],
    })),
    links: spec.links.map(([predecessorKey, successorKey]) => ({ predecessorKey, successorKey, type: "FS" as const, lagDays: 0 })),
  };
}

export interface BuiltInTemplate {
  slug: string;
  name: string;
  description: string;
  content: TemplateContent;
}

export const BUILT_IN_TEMPLATES: BuiltInTemplate[] = [
  {
    slug: "product-launch",
    name: "Product launch",
    description: "Six weeks from positioning to launch day and the first results: messaging, assets, channels and a review.",
    content: content({
      labels: [
        ["marketing", "Marketing", "pink"],
        ["product", "Product", "indigo"],
        ["sales", "Sales", "amber"],
      ],
      extraStatuses: [{ key: "review", name: "In review", color: "purple", category: "in-progress" }],
      rows: [
        {
          key: "pos",
          name: "Positioning and messaging",
          days: [0, 6],
          labels: ["marketing", "product"],
          priority: "high",
          description: "Who it is for, the problem it solves, and the one sentence everyone repeats.",
        },
        { key: "pos-1", name: "Interview five target customers", days: [0, 3], parent: "pos", labels: ["product"] },
        { key: "pos-2", name: "Write the messaging document", days: [3, 6], parent: "pos", labels: ["marketing"] },
        { key: "m1", name: "Messaging approved", days: [null, 7], milestone: true },
        { key: "pricing", name: "Set pricing and packaging", days: [5, 10], labels: ["product", "sales"], priority: "high" },
        { key: "site", name: "Launch page and product copy", days: [10, 20], labels: ["marketing"] },
        { key: "assets", name: "Demo video, screenshots and press kit", days: [10, 24], labels: ["marketing"] },
        { key: "enable", name: "Sales enablement: deck, FAQ and objection handling", days: [12, 24], labels: ["sales"] },
        { key: "beta", name: "Beta with ten customers and collect quotes", days: [8, 28], labels: ["product"] },
        { key: "channels", name: "Plan channels: e-mail, social, community, press", days: [24, 30], labels: ["marketing"] },
        {
          key: "checklist",
          name: "Launch-day checklist and owner per step",
          days: [30, 34],
          labels: ["marketing", "product"],
          priority: "high",
        },
        { key: "launch", name: "Launch day", days: [null, 35], milestone: true },
        { key: "results", name: "Review results: sign-ups, revenue, feedback", days: [36, 42], labels: ["product", "sales"] },
      ],
      links: [
        ["pos", "m1"],
        ["m1", "site"],
        ["pricing", "site"],
        ["site", "channels"],
        ["assets", "channels"],
        ["channels", "checklist"],
        ["checklist", "launch"],
        ["launch", "results"],
      ],
    }),
  },
  {
    slug: "website",
    name: "Website",
    description: "A new or redesigned site in eight weeks: discovery, content, design, build, QA and go-live.",
    content: content({
      labels: [
        ["content", "Content", "teal"],
        ["design", "Design", "purple"],
        ["dev", "Development", "blue"],
      ],
      extraStatuses: [{ key: "qa", name: "QA", color: "orange", category: "in-progress" }],
      rows: [
        { key: "disc", name: "Discovery: goals, audience and analytics review", days: [0, 5], priority: "high" },
        { key: "sitemap", name: "Sitemap and page inventory", days: [5, 9], labels: ["content"] },
        { key: "m1", name: "Scope signed off", days: [null, 10], milestone: true },
        { key: "wire", name: "Wireframes of the key pages", days: [10, 17], labels: ["design"] },
        { key: "visual", name: "Visual design and style guide", days: [17, 26], labels: ["design"], priority: "high" },
        { key: "copy", name: "Write and edit page copy", days: [10, 30], labels: ["content"] },
        { key: "copy-1", name: "Home and product pages", days: [10, 20], parent: "copy", labels: ["content"] },
        { key: "copy-2", name: "About, pricing and contact pages", days: [20, 30], parent: "copy", labels: ["content"] },
        { key: "build", name: "Build templates and CMS", days: [26, 42], labels: ["dev"], priority: "high" },
        { key: "migrate", name: "Migrate content and set redirects", days: [42, 46], labels: ["dev", "content"] },
        { key: "qa", name: "QA: browsers, phones, accessibility, speed", days: [46, 52], labels: ["dev"] },
        { key: "seo", name: "SEO basics: titles, sitemap, analytics", days: [46, 52], labels: ["content", "dev"] },
        { key: "live", name: "Go live", days: [null, 55], milestone: true },
      ],
      links: [
        ["sitemap", "m1"],
        ["m1", "wire"],
        ["wire", "visual"],
        ["visual", "build"],
        ["build", "migrate"],
        ["copy", "migrate"],
        ["migrate", "qa"],
        ["qa", "live"],
      ],
    }),
  },
  {
    slug: "event",
    name: "Event",
    description: "A conference, meetup or company event in ten weeks: venue, speakers, promotion, logistics and follow-up.",
    content: content({
      labels: [
        ["venue", "Venue", "amber"],
        ["program", "Program", "indigo"],
        ["promo", "Promotion", "pink"],
        ["budget", "Budget", "green"],
      ],
      rows: [
        { key: "brief", name: "Event brief: goals, audience, budget and date", days: [0, 5], labels: ["budget"], priority: "high" },
        { key: "venue", name: "Book the venue", days: [5, 14], labels: ["venue", "budget"], priority: "high" },
        { key: "venue-1", name: "Shortlist three venues and visit them", days: [5, 10], parent: "venue", labels: ["venue"] },
        { key: "venue-2", name: "Sign the contract and pay the deposit", days: [10, 14], parent: "venue", labels: ["budget"] },
        { key: "m1", name: "Venue and date confirmed", days: [null, 15], milestone: true },
        { key: "speakers", name: "Invite and confirm speakers", days: [10, 30], labels: ["program"] },
        { key: "agenda", name: "Publish the agenda", days: [30, 35], labels: ["program", "promo"] },
        { key: "tickets", name: "Open registration and ticketing", days: [15, 20], labels: ["promo"] },
        { key: "promo", name: "Promotion: e-mails, social posts, partners", days: [20, 63], labels: ["promo"] },
        { key: "catering", name: "Catering, AV and signage", days: [35, 56], labels: ["venue", "budget"] },
        { key: "runsheet", name: "Run sheet and volunteer briefing", days: [56, 66], labels: ["program"], priority: "high" },
        { key: "day", name: "Event day", days: [null, 70], milestone: true },
        { key: "follow", name: "Thank-you e-mails, survey and recordings", days: [71, 77], labels: ["promo"] },
        { key: "wrap", name: "Budget wrap-up and lessons learned", days: [71, 80], labels: ["budget"] },
      ],
      links: [
        ["brief", "venue"],
        ["venue", "m1"],
        ["m1", "tickets"],
        ["speakers", "agenda"],
        ["tickets", "promo"],
        ["catering", "runsheet"],
        ["runsheet", "day"],
        ["day", "follow"],
      ],
    }),
  },
  {
    slug: "software-release",
    name: "Software release",
    description: "One release in six weeks: scope, build, code review, QA, release candidate, rollout and retrospective.",
    content: content({
      labels: [
        ["feature", "Feature", "blue"],
        ["bug", "Bug", "red"],
        ["docs", "Docs", "teal"],
        ["ops", "Ops", "gray"],
      ],
      extraStatuses: [
        { key: "review", name: "Code review", color: "purple", category: "in-progress" },
        { key: "qa", name: "QA", color: "orange", category: "in-progress" },
      ],
      rows: [
        { key: "scope", name: "Agree the release scope and freeze date", days: [0, 3], priority: "high" },
        { key: "m1", name: "Scope frozen", days: [null, 4], milestone: true },
        { key: "features", name: "Build the planned features", days: [4, 22], labels: ["feature"], priority: "high" },
        { key: "features-1", name: "Write the design notes for each feature", days: [4, 7], parent: "features", labels: ["docs"] },
        { key: "features-2", name: "Feature flags for everything risky", days: [7, 22], parent: "features", labels: ["feature", "ops"] },
        { key: "bugs", name: "Fix the release-blocking bugs", days: [10, 26], labels: ["bug"], priority: "high" },
        { key: "review", name: "Code review of every change", days: [8, 26], labels: ["feature", "bug"] },
        { key: "m2", name: "Code freeze", days: [null, 27], milestone: true },
        { key: "rc", name: "Cut the release candidate", days: [27, 28], labels: ["ops"] },
        { key: "qa", name: "QA pass: regression, upgrade path, performance", days: [28, 34], labels: ["bug"], priority: "high" },
        { key: "notes", name: "Release notes and upgrade guide", days: [28, 34], labels: ["docs"] },
        { key: "rollout", name: "Staged rollout with monitoring and a rollback plan", days: [35, 38], labels: ["ops"], priority: "high" },
        { key: "ga", name: "Release", days: [null, 39], milestone: true },
        { key: "retro", name: "Retrospective", days: [40, 42] },
      ],
      links: [
        ["scope", "m1"],
        ["m1", "features"],
        ["features", "m2"],
        ["bugs", "m2"],
        ["m2", "rc"],
        ["rc", "qa"],
        ["qa", "rollout"],
        ["rollout", "ga"],
        ["ga", "retro"],
      ],
    }),
  },
];
