import { describe, expect, it } from "vitest";
import { templateContentSchema } from "../../core/schemas/template";
import { BUILT_IN_TEMPLATES, type BuiltInTemplate } from "../../core/templates/built-in";

// Issue 27: the built-in templates are data; what they promise (issue 25) is a real plan a team can
// start from: valid content, the three statuses in their place, subtasks inside their task's days, a
// milestone after the work that leads to it and before the work it opens, all within the weeks named.

const WEEKS: Record<string, number> = { six: 6, eight: 8, ten: 10 };

describe.each(BUILT_IN_TEMPLATES.map((t) => [t.slug, t] as const))("the built-in template %s", (_slug, template) => {
  const { content } = template;
  const byKey = new Map(content.items.map((item) => [item.key, item]));
  const item = (key: string) => {
    const found = byKey.get(key);
    if (!found) throw new Error(`no item ${key}`);
    return found;
  };

  it("is valid template content whose every key resolves", () => {
    expect(templateContentSchema.parse(content)).toEqual(content);
    const statusKeys = new Set(content.statuses.map((s) => s.key));
    const labelKeys = new Set(content.labels.map((l) => l.key));
    for (const i of content.items.filter((x) => x.parentKey !== null)) expect(byKey.get(i.parentKey ?? "")?.kind, i.key).toBe("task");
    for (const i of content.items.filter((x) => x.statusKey !== null)) expect(statusKeys.has(i.statusKey ?? ""), i.key).toBe(true);
    for (const i of content.items) for (const label of i.labelKeys) expect(labelKeys.has(label), `${i.key}: ${label}`).toBe(true);
    for (const link of content.links) {
      expect(byKey.has(link.predecessorKey) && byKey.has(link.successorKey), JSON.stringify(link)).toBe(true);
      expect(link).toMatchObject({ type: "FS", lagDays: 0 });
    }
    // Every label is used.
    expect(content.labels.every((l) => content.items.some((i) => i.labelKeys.includes(l.key)))).toBe(true);
    expect(content.items.some((i) => i.priority === "high")).toBe(true);
  });

  it("keeps To Do and In Progress first and Done last, its own statuses between", () => {
    const keys = content.statuses.map((s) => s.key);
    expect(keys.slice(0, 2)).toEqual(["todo", "doing"]);
    expect(keys.at(-1)).toBe("done");
    expect(content.statuses.map((s) => s.category)).toEqual(["todo", ...keys.slice(1, -1).map(() => "in-progress"), "done"]);
  });

  it("dates every task from its start to its due day, and milestones by their day only", () => {
    const milestones = content.items.filter((i) => i.kind === "milestone");
    expect(milestones.map((i) => i.startOffset)).toEqual(milestones.map(() => null));
    for (const i of content.items.filter((x) => x.kind !== "milestone")) {
      expect(i.startOffset, i.key).not.toBeNull();
      expect(i.startOffset ?? Number.NaN, i.key).toBeLessThanOrEqual(i.dueOffset ?? Number.NaN);
    }
  });

  it("fits each subtask inside its task's days, the first at its start and the last at its due day", () => {
    const parents = new Set(content.items.flatMap((i) => (i.parentKey ? [i.parentKey] : [])));
    expect(parents.size).toBeGreaterThan(0);
    for (const key of parents) {
      const parent = item(key);
      const children = content.items.filter((i) => i.parentKey === key);
      expect(Math.min(...children.map((c) => c.startOffset ?? Number.NaN)), key).toBe(parent.startOffset);
      expect(Math.max(...children.map((c) => c.dueOffset ?? Number.NaN)), key).toBe(parent.dueOffset);
    }
  });

  it("splits a task's days between its subtasks, each starting on the day the one before is due", () => {
    const parents = new Set(content.items.flatMap((i) => (i.parentKey ? [i.parentKey] : [])));
    for (const key of parents) {
      const children = content.items.filter((i) => i.parentKey === key);
      for (let k = 1; k < children.length; k++) expect(children[k].startOffset, children[k].key).toBe(children[k - 1].dueOffset);
    }
  });

  it("puts a milestone after the work that leads to it, and the work it opens on or after it", () => {
    const linked = content.links.map((link) => ({ before: item(link.predecessorKey), after: item(link.successorKey) }));
    const into = linked.filter(({ after }) => after.kind === "milestone");
    const outOf = linked.filter(({ before }) => before.kind === "milestone");
    expect(into.length + outOf.length).toBeGreaterThan(0);
    for (const { before, after } of into) expect(before.dueOffset ?? Number.NaN, after.key).toBeLessThan(after.dueOffset ?? Number.NaN);
    for (const { before, after } of outOf)
      expect(after.startOffset ?? Number.NaN, after.key).toBeGreaterThanOrEqual(before.dueOffset ?? Number.NaN);
  });

  // A board made from a template starts with no broken link: each successor starts on or after the day
  // its predecessor is due (as a task's subtasks follow one another).
  it("starts every linked task on or after the day the task before it is due", () => {
    for (const link of content.links) {
      const [before, after] = [item(link.predecessorKey), item(link.successorKey)];
      if (before.kind === "milestone" || after.kind === "milestone") continue;
      expect(after.startOffset ?? Number.NaN, `${link.predecessorKey} → ${link.successorKey}`).toBeGreaterThanOrEqual(
        before.dueOffset ?? Number.NaN,
      );
    }
  });

  it("reaches its last milestone within the weeks its description names", () => {
    const weeks = WEEKS[template.description.match(/\b(six|eight|ten) weeks\b/i)?.[1].toLowerCase() ?? ""];
    expect(weeks).toBeGreaterThan(0);
    const lastMilestone = Math.max(...content.items.filter((i) => i.kind === "milestone").map((i) => i.dueOffset ?? Number.NaN));
    expect(lastMilestone).toBeLessThanOrEqual(7 * weeks);
  });
});

// The plans themselves (issue 25's "real plans a team can start from", pinned for issue 27): each
// template's statuses, labels, tasks and milestones in their order with their days, priorities,
// parents and labels, and its links from predecessor to successor. A changed plan is a product change:
// change this table with it. One line an item: key, kind, start-due days (a milestone: its day),
// priority, "in" its parent, [labels].
const PLANS: Record<string, { statuses: string[]; labels: string[]; items: string[]; links: string[] }> = {
  "product-launch": {
    statuses: ["todo To Do gray todo", "doing In Progress blue in-progress", "review In review purple in-progress", "done Done green done"],
    labels: ["marketing Marketing pink", "product Product indigo", "sales Sales amber"],
    items: [
      "pos task 0-6 high [marketing,product]",
      "pos-1 task 0-3 medium in pos [product]",
      "pos-2 task 3-6 medium in pos [marketing]",
      "m1 milestone day 7 medium",
      "pricing task 5-10 high [product,sales]",
      "site task 10-20 medium [marketing]",
      "assets task 10-24 medium [marketing]",
      "enable task 12-24 medium [sales]",
      "beta task 8-28 medium [product]",
      "channels task 24-30 medium [marketing]",
      "checklist task 30-34 high [marketing,product]",
      "launch milestone day 35 medium",
      "results task 36-42 medium [product,sales]",
    ],
    links: [
      "pos → m1",
      "m1 → site",
      "pricing → site",
      "site → channels",
      "assets → channels",
      "channels → checklist",
      "checklist → launch",
      "launch → results",
    ],
  },
  website: {
    statuses: ["todo To Do gray todo", "doing In Progress blue in-progress", "qa QA orange in-progress", "done Done green done"],
    labels: ["content Content teal", "design Design purple", "dev Development blue"],
    items: [
      "disc task 0-5 high",
      "sitemap task 5-9 medium [content]",
      "m1 milestone day 10 medium",
      "wire task 10-17 medium [design]",
      "visual task 17-26 high [design]",
      "copy task 10-30 medium [content]",
      "copy-1 task 10-20 medium in copy [content]",
      "copy-2 task 20-30 medium in copy [content]",
      "build task 26-42 high [dev]",
      "migrate task 42-46 medium [dev,content]",
      "qa task 46-52 medium [dev]",
      "seo task 46-52 medium [content,dev]",
      "live milestone day 55 medium",
    ],
    links: [
      "sitemap → m1",
      "m1 → wire",
      "wire → visual",
      "visual → build",
      "build → migrate",
      "copy → migrate",
      "migrate → qa",
      "qa → live",
    ],
  },
  event: {
    statuses: ["todo To Do gray todo", "doing In Progress blue in-progress", "done Done green done"],
    labels: ["venue Venue amber", "program Program indigo", "promo Promotion pink", "budget Budget green"],
    items: [
      "brief task 0-5 high [budget]",
      "venue task 5-14 high [venue,budget]",
      "venue-1 task 5-10 medium in venue [venue]",
      "venue-2 task 10-14 medium in venue [budget]",
      "m1 milestone day 15 medium",
      "speakers task 10-30 medium [program]",
      "agenda task 30-35 medium [program,promo]",
      "tickets task 15-20 medium [promo]",
      "promo task 20-63 medium [promo]",
      "catering task 35-56 medium [venue,budget]",
      "runsheet task 56-66 high [program]",
      "day milestone day 70 medium",
      "follow task 71-77 medium [promo]",
      "wrap task 71-80 medium [budget]",
    ],
    links: [
      "brief → venue",
      "venue → m1",
      "m1 → tickets",
      "speakers → agenda",
      "tickets → promo",
      "catering → runsheet",
      "runsheet → day",
      "day → follow",
    ],
  },
  "software-release": {
    statuses: [
      "todo To Do gray todo",
      "doing In Progress blue in-progress",
      "review Code review purple in-progress",
      "qa QA orange in-progress",
      "done Done green done",
    ],
    labels: ["feature Feature blue", "bug Bug red", "docs Docs teal", "ops Ops gray"],
    items: [
      "scope task 0-3 high",
      "m1 milestone day 4 medium",
      "features task 4-22 high [feature]",
      "features-1 task 4-7 medium in features [docs]",
      "features-2 task 7-22 medium in features [feature,ops]",
      "bugs task 10-26 high [bug]",
      "review task 8-26 medium [feature,bug]",
      "m2 milestone day 27 medium",
      "rc task 27-28 medium [ops]",
      "qa task 28-34 high [bug]",
      "notes task 28-34 medium [docs]",
      "rollout task 35-38 high [ops]",
      "ga milestone day 39 medium",
      "retro task 40-42 medium",
    ],
    links: [
      "scope → m1",
      "m1 → features",
      "features → m2",
      "bugs → m2",
      "m2 → rc",
      "rc → qa",
      "qa → rollout",
      "rollout → ga",
      "ga → retro",
    ],
  },
};

const planLine = (i: BuiltInTemplate["content"]["items"][number]) =>
  [
    i.key,
    i.kind,
    i.kind === "milestone" ? `day ${i.dueOffset}` : `${i.startOffset}-${i.dueOffset}`,
    i.priority,
    ...(i.parentKey ? [`in ${i.parentKey}`] : []),
    ...(i.labelKeys.length > 0 ? [`[${i.labelKeys.join(",")}]`] : []),
    ...(i.statusKey ? [`status ${i.statusKey}`] : []),
  ].join(" ");

describe("the built-in templates' plans", () => {
  it("are the four kinds of project, in the order the picker shows them", () => {
    expect(BUILT_IN_TEMPLATES.map((t) => [t.slug, t.name])).toEqual([
      ["product-launch", "Product launch"],
      ["website", "Website"],
      ["event", "Event"],
      ["software-release", "Software release"],
    ]);
  });

  it.each(BUILT_IN_TEMPLATES.map((t) => [t.slug, t] as const))("%s: statuses, labels, items and links as planned", (slug, template) => {
    const { content } = template;
    const plan = PLANS[slug];
    expect(content.statuses.map((s) => `${s.key} ${s.name} ${s.color} ${s.category}`)).toEqual(plan.statuses);
    expect(content.labels.map((l) => `${l.key} ${l.name} ${l.color}`)).toEqual(plan.labels);
    expect(content.items.map(planLine)).toEqual(plan.items);
    expect(content.links.map((l) => `${l.predecessorKey} → ${l.successorKey}`)).toEqual(plan.links);
    expect(content.links.every((l) => l.type === "FS" && l.lagDays === 0)).toBe(true);
  });

  it("names every item, and describes only the product launch's positioning", () => {
    const items = BUILT_IN_TEMPLATES.flatMap((t) => t.content.items.map((i) => ({ slug: t.slug, ...i })));
    expect(items.filter((i) => i.name.trim().length < 5).map((i) => i.key)).toEqual([]);
    expect(items.filter((i) => i.description !== "").map((i) => [i.slug, i.key, i.description])).toEqual([
      ["product-launch", "pos", "Who it is for, the problem it solves, and the one sentence everyone repeats."],
    ]);
  });
});
