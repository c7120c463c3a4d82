import { describe, expect, it } from "vitest";
import type { Dependency } from "../../core/schemas/dependency";
import type { TemplateContent } from "../../core/schemas/template";
import { boardToTemplate, dayFrom, itemsInParentOrder, summarize } from "../../core/templates/build";
import { storedTask } from "../support/stored-task";

// Issue 25 (templates), checked in Node for issue 27's mutation bench: a board to a template, and a
// template back to a new board's items. test/api/templates.test.ts checks the same through the routes.

const link = (predecessorId: string, successorId: string, lagDays = 0): Dependency => ({
  id: `${predecessorId}-${successorId}`,
  projectId: 1,
  predecessorId,
  successorId,
  type: "FS",
  lagDays,
  createdAt: "",
});
const at = (second: number) => `2026-01-01T00:00:${String(second).padStart(2, "0")}.000Z`;

describe("a board to a template", () => {
  const board = {
    tasks: [
      storedTask("later", { createdAt: at(3), startDate: "2027-03-05", dueDate: "2027-03-10", parentTaskId: "first" }),
      storedTask("first", { createdAt: at(1), startDate: "2027-03-01", dueDate: "2027-03-03", statusId: "st-qa", labelIds: ["lb-1"] }),
      storedTask("b-same", { createdAt: at(2), kind: "milestone", dueDate: "2027-03-12", priority: "high" }),
      storedTask("a-same", { createdAt: at(2), parentTaskId: "gone", description: "Notes" }),
    ],
    dependencies: [link("first", "later", 2), link("first", "gone"), link("gone", "later")],
    labels: [{ id: "lb-1", projectId: 1, name: "Design", color: "blue" as const, order: 0 }],
    statuses: [{ id: "st-qa", projectId: 1, name: "QA", color: "teal" as const, category: "in-progress" as const, order: 2 }],
  };

  it("keeps the items in the order they were made, ties by id", () => {
    expect(boardToTemplate(board).items.map((i) => i.key)).toEqual(["first", "a-same", "b-same", "later"]);
  });

  it("writes dates as days from the board's earliest date, and no date as null", () => {
    const items = boardToTemplate(board).items;
    const byKey = new Map(items.map((i) => [i.key, i]));
    expect(byKey.get("first")).toMatchObject({ startOffset: 0, dueOffset: 2 });
    expect(byKey.get("later")).toMatchObject({ startOffset: 4, dueOffset: 9 });
    expect(byKey.get("b-same")).toMatchObject({ startOffset: null, dueOffset: 11, kind: "milestone", priority: "high" });
    expect(byKey.get("a-same")).toMatchObject({ startOffset: null, dueOffset: null, description: "Notes" });
  });

  it("keeps parents, statuses and labels on the board, and drops a parent or a link that is not", () => {
    const content = boardToTemplate(board);
    const byKey = new Map(content.items.map((i) => [i.key, i]));
    expect(byKey.get("later")?.parentKey).toBe("first");
    expect(byKey.get("a-same")?.parentKey).toBeNull();
    expect(byKey.get("first")).toMatchObject({ statusKey: "st-qa", labelKeys: ["lb-1"] });
    expect(byKey.get("later")).toMatchObject({ statusKey: null, labelKeys: [] });
    expect(content.links).toEqual([{ predecessorKey: "first", successorKey: "later", type: "FS", lagDays: 2 }]);
    expect(content.statuses).toEqual([{ key: "st-qa", name: "QA", color: "teal", category: "in-progress" }]);
    expect(content.labels).toEqual([{ key: "lb-1", name: "Design", color: "blue" }]);
  });

  it("carries the board's custom fields only when it has some", () => {
    expect("fields" in boardToTemplate(board)).toBe(false);
    expect("fields" in boardToTemplate({ ...board, fields: [] })).toBe(false);
    expect(boardToTemplate({ ...board, fields: [{ id: "f1" }] }).fields).toEqual([{ id: "f1" }]);
  });

  it("counts from the one date of a board that has only one", () => {
    const content = boardToTemplate({ ...board, tasks: [storedTask("x", { dueDate: "2027-03-01" }), storedTask("y")] });
    expect(content.items.map((i) => [i.key, i.startOffset, i.dueOffset])).toEqual([
      ["x", null, 0],
      ["y", null, null],
    ]);
  });

  it("orders items made at the same time by id, whichever order the board holds them in", () => {
    const same = (ids: string[]) => boardToTemplate({ ...board, tasks: ids.map((id) => storedTask(id)) }).items.map((i) => i.key);
    expect(same(["a", "b", "c"])).toEqual(["a", "b", "c"]);
    expect(same(["c", "a", "b"])).toEqual(["a", "b", "c"]);
  });

  it("gives every item of an undated board null offsets", () => {
    const content = boardToTemplate({ ...board, tasks: [storedTask("x")] });
    expect(content.items[0]).toMatchObject({ startOffset: null, dueOffset: null });
  });
});

const item = (key: string, parentKey: string | null, over: Partial<TemplateContent["items"][number]> = {}) => ({
  key,
  kind: "task" as const,
  name: key,
  description: "",
  priority: "medium" as const,
  parentKey,
  statusKey: null,
  labelKeys: [],
  startOffset: null,
  dueOffset: null,
  ...over,
});
const content = (items: TemplateContent["items"]): TemplateContent => ({ statuses: [], labels: [], items, links: [] });

describe("a template to a new board", () => {
  it("puts every parent before its children, and keeps the rest in order", () => {
    const items = [item("grandchild", "child"), item("child", "root"), item("root", null), item("other", null)];
    expect(itemsInParentOrder(content(items)).map((i) => i.key)).toEqual(["root", "child", "grandchild", "other"]);
  });

  it("places each item once, also in a loop of parents or under a parent that is missing", () => {
    const items = [item("a", "b"), item("b", "a"), item("lost", "nowhere")];
    const out = itemsInParentOrder(content(items)).map((i) => i.key);
    expect(out).toHaveLength(3);
    expect(new Set(out)).toEqual(new Set(["a", "b", "lost"]));
    expect(out.indexOf("b")).toBeLessThan(out.indexOf("a"));
  });

  it("turns an offset into a day after the start, and no offset into no day", () => {
    expect(dayFrom("2027-02-26", 3)).toBe("2027-03-01");
    expect(dayFrom("2027-02-26", 0)).toBe("2027-02-26");
    expect(dayFrom("2027-02-26", null)).toBeNull();
  });

  it("sums up a template: tasks, milestones and the days from its first date to its last", () => {
    const items = [
      item("t1", null, { startOffset: 2, dueOffset: 5 }),
      item("m1", null, { kind: "milestone", dueOffset: 12 }),
      item("t2", null),
    ];
    const base = { id: "x", name: "X", description: null, builtIn: false, createdAt: null };
    expect(summarize(content(items), base)).toEqual({ ...base, taskCount: 2, milestoneCount: 1, durationDays: 10 });
    expect(summarize(content([item("t", null)]), base).durationDays).toBe(0);
  });
});
