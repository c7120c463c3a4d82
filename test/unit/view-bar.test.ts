import { describe, expect, it } from "vitest";
import { onlyViewChanged } from "../../app/components/views/only-view-changed";
import { describeFilter, groupHeading, sameView, viewCatalogue } from "../../app/components/views/view-keys";
import { buildIndex } from "../../app/lib/board-index";
import { filterTasks } from "../../app/lib/task-filter";
import type { CustomField } from "../../core/schemas/custom-field";
import type { MemberView } from "../../core/schemas/team";
import { storedTask } from "../support/stored-task";

// Issue 25: what the view bar offers and says, the list's groups, and which address changes skip the loaders.

const area: CustomField = {
  id: "f-area",
  projectId: 1,
  name: "Area",
  type: "single-select",
  options: [
    { id: "n", name: "North" },
    { id: "s", name: "South" },
  ],
  position: 0,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};
const member: MemberView = {
  id: 1,
  userId: 7,
  role: "editor",
  addedAt: "2026-01-01T00:00:00.000Z",
  user: { id: 7, firstName: "Ada", lastName: "Lovelace", username: "ada", profileImageUrl: null },
};
const catalogue = viewCatalogue({ statuses: [], labels: [], members: [member], fields: [area] });
const info = (key: string) => catalogue.find((k) => k.key === key);

describe("view keys", () => {
  it("offers built-in keys and the project's fields, with conditions that fit each", () => {
    expect(catalogue.map((k) => k.key)).toEqual([
      "category",
      "assignee",
      "priority",
      "dueDate",
      "startDate",
      "name",
      "createdAt",
      "updatedAt",
      "field:f-area",
    ]);
    expect(info("category")?.label).toBe("Status");
    expect(info("field:f-area")).toMatchObject({ kind: "choice", ops: ["is", "isNot", "empty", "notEmpty"], groupable: true });
    expect(info("dueDate")?.ops).toEqual(["before", "after", "empty", "notEmpty"]);
    expect(info("assignee")?.choices).toEqual([
      { value: null, label: "Unassigned" },
      { value: 7, label: "Ada Lovelace" },
    ]);
  });

  it("says a filter in words", () => {
    expect(describeFilter({ key: "field:f-area", op: "is", value: ["n", "s"] }, info("field:f-area"))).toBe("Area is North or South");
    expect(describeFilter({ key: "assignee", op: "isNot", value: [null] }, info("assignee"))).toBe("Assignee is not Unassigned");
    expect(describeFilter({ key: "dueDate", op: "before", value: "2027-01-01" }, info("dueDate"))).toBe("Due date is before 2027-01-01");
    expect(describeFilter({ key: "dueDate", op: "empty" }, info("dueDate"))).toBe("Due date is empty");
    expect(describeFilter({ key: "field:gone", op: "notEmpty" }, undefined)).toBe("A removed field is not empty");
  });

  it("heads groups with the value's name", () => {
    expect(groupHeading("priority", "high", info("priority"))).toBe("High");
    expect(groupHeading("field:f-area", "s", info("field:f-area"))).toBe("South");
    expect(groupHeading("assignee", "", info("assignee"))).toBe("No assignee");
    expect(groupHeading("category", "in-progress", info("category"))).toBe("In Progress");
  });

  it("compares views by what they show", () => {
    const v = { text: " x ", filters: [], groupBy: null, sort: [] };
    expect(sameView(v, { ...v, text: "x" })).toBe(true);
    expect(sameView(v, { ...v, groupBy: "priority" })).toBe(false);
  });
});

describe("the list's groups", () => {
  it("nests each group on its own and says where each starts", () => {
    const tasks = [
      storedTask("1-a", { priority: "high" }),
      storedTask("1-b", { priority: "low", parentTaskId: "1-a" }),
      storedTask("1-c", { priority: "high", parentTaskId: "1-a" }),
      storedTask("1-d", { priority: "low" }),
    ];
    const index = buildIndex(Object.fromEntries(tasks.map((t) => [t.id, t])));
    const shown = filterTasks({ tasks: index.list, nested: index.nested, columns: index.columns }, "", {
      text: "",
      filters: [],
      groupBy: "priority",
      sort: [],
    });
    expect(shown.nested.map((n) => `${n.task.id}:${n.depth}`)).toEqual(["1-a:0", "1-c:1", "1-b:0", "1-d:0"]);
    expect([...(shown.groups ?? [])]).toEqual([
      [0, { key: "high", count: 2 }],
      [2, { key: "low", count: 2 }],
    ]);
  });
});

describe("address changes that skip the loaders", () => {
  const u = (s: string) => new URL(s, "https://k.example");
  it("is only the view, the saved view's id and the tab", () => {
    expect(onlyViewChanged(u("/projects/1"), u("/projects/1?view=%7B%7D&viewId=3&tab=timeline"))).toBe(true);
    expect(onlyViewChanged(u("/projects/1?task=1-a"), u("/projects/1?task=1-b"))).toBe(false);
    expect(onlyViewChanged(u("/projects/1"), u("/projects/2"))).toBe(false);
  });
});
