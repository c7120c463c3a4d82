import { describe, expect, it } from "vitest";
import { templateContentSchema } from "../../core/schemas/template";
import { BUILT_IN_TEMPLATES } from "../../core/templates/built-in";

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
