import { describe, expect, it } from "vitest";
import type { CustomField } from "../../core/schemas/custom-field";
import { EMPTY_VIEW, type ViewQuery } from "../../core/schemas/saved-view";
import type { Task } from "../../core/schemas/task";
import { applyView, isEmptyView } from "../../core/views/apply-view";
import { viewFromParam, viewToParam } from "../../core/views/view-url";
import { sizeField } from "../support/size-field";
import { storedTask } from "../support/stored-task";

// Issue 25: one view function for the list, the Board and the Timeline.

const size = sizeField("single-select", { id: "f-size" });

function task(id: string, extra: Partial<Task>): Task {
  return storedTask(id, { createdAt: "", updatedAt: "", fields: {}, isCompleted: false, ...extra });
}

const tasks = [
  task("Alpha", { priority: "low", assigneeId: 1, dueDate: "2027-01-10", fields: { "f-size": "l", "f-pts": 3 } }),
  task("Bravo", { priority: "high", status: "done", assigneeId: 2, fields: { "f-size": "s" } }),
  task("Charlie", { priority: "high", assigneeId: 1, dueDate: "2027-01-05", description: "needs review" }),
  task("Delta", { priority: "medium", fields: { "f-size": "m", "f-pts": 8 } }),
];
const names = (list: Task[]) => list.map((t) => t.name);
const view = (v: Partial<ViewQuery>): ViewQuery => ({ ...EMPTY_VIEW, ...v });

describe("applyView", () => {
  it("shows the board as it is for an empty view", () => {
    expect(applyView(tasks, EMPTY_VIEW, { fields: [size] })).toEqual({ tasks, groups: null });
  });

  it("filters on built-in properties, custom fields and text", () => {
    const run = (v: Partial<ViewQuery>) => names(applyView(tasks, view(v), { fields: [size] }).tasks);
    expect(run({ filters: [{ key: "status", op: "isNot", value: ["done"] }] })).toEqual(["Alpha", "Charlie", "Delta"]);
    expect(run({ filters: [{ key: "assignee", op: "is", value: [1, null] }] })).toEqual(["Alpha", "Charlie", "Delta"]);
    expect(run({ filters: [{ key: "field:f-size", op: "is", value: ["s", "m"] }] })).toEqual(["Bravo", "Delta"]);
    expect(run({ filters: [{ key: "field:f-pts", op: "gt", value: 4 }] })).toEqual(["Delta"]);
    expect(run({ filters: [{ key: "dueDate", op: "before", value: "2027-01-08" }] })).toEqual(["Charlie"]);
    expect(run({ filters: [{ key: "field:f-size", op: "empty" }] })).toEqual(["Charlie"]);
    expect(run({ text: "REVIEW" })).toEqual(["Charlie"]);
  });

  it("sorts by ranks, option order and values, empty last, and keeps ties in board order", () => {
    const run = (v: Partial<ViewQuery>) => names(applyView(tasks, view(v), { fields: [size] }).tasks);
    expect(run({ sort: [{ key: "priority", dir: "asc" }] })).toEqual(["Bravo", "Charlie", "Delta", "Alpha"]);
    expect(run({ sort: [{ key: "field:f-size", dir: "asc" }] })).toEqual(["Bravo", "Delta", "Alpha", "Charlie"]);
    expect(run({ sort: [{ key: "dueDate", dir: "desc" }] })).toEqual(["Alpha", "Charlie", "Bravo", "Delta"]);
    expect(
      run({
        sort: [
          { key: "priority", dir: "asc" },
          { key: "name", dir: "desc" },
        ],
      }),
    ).toEqual(["Charlie", "Bravo", "Delta", "Alpha"]);
  });

  it("groups, tasks without a value last", () => {
    const out = applyView(tasks, view({ groupBy: "assignee", sort: [{ key: "name", dir: "desc" }] }), { fields: [size] });
    expect(out.groups?.map((g) => [g.key, names(g.tasks)])).toEqual([
      ["1", ["Charlie", "Alpha"]],
      ["2", ["Bravo"]],
      ["", ["Delta"]],
    ]);
  });

  it("travels in the address and ignores a malformed one", () => {
    const v = view({
      text: "x",
      filters: [{ key: "field:f-size", op: "is", value: ["s"] }],
      groupBy: "status",
      sort: [{ key: "dueDate", dir: "desc" }],
    });
    expect(viewFromParam(viewToParam(v))).toEqual(v);
    expect(viewToParam(EMPTY_VIEW)).toBeNull();
    expect(viewFromParam("{not json")).toEqual(EMPTY_VIEW);
    expect(viewFromParam(JSON.stringify({ filters: [{ key: "nope", op: "is" }] }))).toEqual(EMPTY_VIEW);
  });
});

// Issue 27: the survivors of the mutation bench's sample of apply-view.ts, each a behaviour of its own.
describe("applyView: keys and edges", () => {
  const note: CustomField = { ...size, id: "f-note", name: "Note", type: "text", options: [] };
  const run = (list: Task[], v: Partial<ViewQuery>) => names(applyView(list, view(v), { fields: [size, note] }).tasks);

  it("reads a task's custom status when it carries one, and no value otherwise", () => {
    const custom = { ...task("Echo", {}), statusId: "st-review" } as Task;
    const list = [custom, task("Foxtrot", {})];
    expect(run(list, { filters: [{ key: "statusId", op: "is", value: ["st-review"] }] })).toEqual(["Echo"]);
    expect(run(list, { filters: [{ key: "statusId", op: "empty" }] })).toEqual(["Foxtrot"]);
  });

  it("sorts by category in the workflow's order, not alphabetically", () => {
    const list = [task("Done", { status: "done" }), task("Todo", { status: "todo" }), task("Doing", { status: "in-progress" })];
    expect(run(list, { sort: [{ key: "category", dir: "asc" }] })).toEqual(["Todo", "Doing", "Done"]);
    expect(run(list, { sort: [{ key: "status", dir: "desc" }] })).toEqual(["Done", "Doing", "Todo"]);
  });

  it("sorts an empty text last, after every written one", () => {
    const list = [task("Blank", { fields: { "f-note": "" } }), task("Written", { fields: { "f-note": "Zed" } }), task("None", {})];
    expect(run(list, { sort: [{ key: "field:f-note", dir: "asc" }] })).toEqual(["Written", "Blank", "None"]);
  });

  it("sorts a text field by its words, whatever their case, and a multi select by its first option's place", () => {
    const tags: CustomField = { ...size, id: "f-tags", name: "Tags", type: "multi-select" };
    const list = [
      task("Zulu", { fields: { "f-note": "Zed", "f-tags": ["s", "l"] } }),
      task("Apple", { fields: { "f-note": "apple", "f-tags": ["m"] } }),
      task("Mid", { fields: { "f-note": "Mango", "f-tags": ["l", "s"] } }),
    ];
    const sorted = (key: string) => names(applyView(list, view({ sort: [{ key, dir: "asc" }] }), { fields: [size, note, tags] }).tasks);
    expect(sorted("field:f-note")).toEqual(["Apple", "Mid", "Zulu"]);
    expect(sorted("field:f-tags")).toEqual(["Zulu", "Apple", "Mid"]);
  });

  it("sorts by a number (the assignee), empty last", () => {
    expect(run(tasks, { sort: [{ key: "assignee", dir: "asc" }] })).toEqual(["Alpha", "Charlie", "Bravo", "Delta"]);
  });

  it("puts tasks without a value last in an ascending sort, wherever they stand on the board", () => {
    const [alpha, bravo, charlie, delta] = tasks;
    expect(run([delta, alpha, bravo, charlie], { sort: [{ key: "dueDate", dir: "asc" }] })).toEqual(["Charlie", "Alpha", "Delta", "Bravo"]);
  });

  it("groups a task with several labels under its first, and one without labels last", () => {
    const list = [
      { ...task("Tagged", {}), labelIds: ["lb-2", "lb-1"] } as Task,
      { ...task("Bare", {}), labelIds: [] } as Task,
      { ...task("Other", {}), labelIds: ["lb-1"] } as Task,
    ];
    const out = applyView(list, view({ groupBy: "label" }), { fields: [] });
    expect(out.groups?.map((g) => [g.key, names(g.tasks)])).toEqual([
      ["lb-2", ["Tagged"]],
      ["lb-1", ["Other"]],
      ["", ["Bare"]],
    ]);
  });

  it("tells an empty view from one that only sorts, filters, groups or searches", () => {
    expect(isEmptyView(EMPTY_VIEW)).toBe(true);
    expect(isEmptyView(view({ text: "  " }))).toBe(true);
    expect(isEmptyView(view({ sort: [{ key: "name", dir: "asc" }] }))).toBe(false);
    expect(isEmptyView(view({ groupBy: "assignee" }))).toBe(false);
    expect(isEmptyView(view({ filters: [{ key: "status", op: "empty" }] }))).toBe(false);
    expect(isEmptyView(view({ text: "x" }))).toBe(false);
  });
});
