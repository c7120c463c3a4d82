import { describe, expect, it } from "vitest";
import {
  changedFieldIds,
  fieldsPatch,
  formatFieldValue,
  numberFromInput,
  rebaseFields,
  sameFieldValue,
} from "../../app/components/fields/field-values";
import { optionLines } from "../../app/components/fields/fields-editor";
import { labelsOf } from "../../app/components/labels/label-chips";
import { defaultMoveTarget } from "../../app/components/statuses/statuses-editor";
import { changedKeys, draftOf, patchOf, rebaseDraft } from "../../app/lib/task-edit";
import type { CustomField, FieldType } from "../../core/schemas/custom-field";
import type { Label } from "../../core/schemas/labels";
import type { BoardStatus } from "../../core/schemas/statuses";
import { storedTask } from "../support/stored-task";

// Issue 25 in the app: how the task editor edits a task's status, labels and custom fields, and how the
// list shows a field's value.

const field = (id: string, type: FieldType, options: Array<{ id: string; name: string }> = []): CustomField => ({
  id,
  projectId: 1,
  name: id,
  type,
  options,
  position: 0,
  createdAt: "",
  updatedAt: "",
});

describe("field values in the list", () => {
  const name = (id: number) => (id === 7 ? "Ada Lovelace" : "Unknown user");
  it("show each type as short text, nothing for no value", () => {
    expect(formatFieldValue(field("n", "number"), 1200.5, name)).toBe("1,200.5");
    expect(formatFieldValue(field("d", "date"), "2026-03-31", name)).toBe("Mar 31, 2026");
    expect(formatFieldValue(field("c", "checkbox"), true, name)).toBe("Yes");
    expect(formatFieldValue(field("c", "checkbox"), false, name)).toBe("");
    expect(formatFieldValue(field("p", "person"), 7, name)).toBe("Ada Lovelace");
    const sizes = [
      { id: "s", name: "Small" },
      { id: "l", name: "Large" },
    ];
    expect(formatFieldValue(field("one", "single-select", sizes), "l", name)).toBe("Large");
    // A removed option shows nothing rather than an id.
    expect(formatFieldValue(field("one", "single-select", sizes), "gone", name)).toBe("");
    expect(formatFieldValue(field("many", "multi-select", sizes), ["l", "s"], name)).toBe("Small, Large");
    expect(formatFieldValue(field("t", "text"), "Hello", name)).toBe("Hello");
    expect(formatFieldValue(field("u", "url"), "https://example.com", name)).toBe("https://example.com");
    expect(formatFieldValue(field("t", "text"), undefined, name)).toBe("");
  });

  it("read a typed number, keeping text that is not one for the server to refuse", () => {
    expect(numberFromInput("12")).toBe(12);
    expect(numberFromInput(" 1,5 ")).toBe(1.5);
    expect(numberFromInput("")).toBe("");
    expect(numberFromInput("lots")).toBe("lots");
  });
});

describe("field drafts", () => {
  it("treat every empty value as no value", () => {
    expect(sameFieldValue(undefined, "")).toBe(true);
    expect(sameFieldValue(undefined, [])).toBe(true);
    expect(sameFieldValue(false, undefined)).toBe(true);
    expect(sameFieldValue(["a"], ["a"])).toBe(true);
    expect(sameFieldValue(["a"], ["b"])).toBe(false);
    expect(sameFieldValue(1, 2)).toBe(false);
  });

  it("send only the changed fields, an emptied one as null", () => {
    const start = { a: "x", b: 3, c: true };
    const draft = { a: "x", b: 4, c: false, d: ["o1"] };
    expect(changedFieldIds(draft, start).sort()).toEqual(["b", "c", "d"]);
    expect(fieldsPatch(draft, start)).toEqual({ b: 4, c: null, d: ["o1"] });
    expect(fieldsPatch(start, start)).toEqual({});
  });

  it("rebase field by field: a teammate's value in another field stays", () => {
    expect(rebaseFields({ a: "mine", b: 1 }, { a: "old", b: 1 }, { a: "old", b: 2, z: "theirs" })).toEqual({
      a: "mine",
      b: 2,
      z: "theirs",
    });
    expect(rebaseFields({}, { a: "old" }, { a: "old", b: 2 })).toEqual({ b: 2 });
  });
});

describe("the task editor's status, labels and fields", () => {
  const base = storedTask("t1", { statusId: "1-todo", labelIds: ["1-bug"], fields: { budget: 10 }, version: 2 });

  it("sends a chosen status as its id with its category, labels whole, fields changed only", () => {
    const start = draftOf(base);
    expect(start).toMatchObject({ statusId: "1-todo", labelIds: ["1-bug"], fields: { budget: 10 } });
    const draft = { ...start, statusId: "1-review", status: "in-progress" as const, labelIds: ["1-bug", "1-ui"], fields: { budget: 12 } };
    const keys = changedKeys(draft, start);
    expect(keys).toEqual(["status", "statusId", "labelIds", "fields"]);
    expect(patchOf(draft, keys, start)).toEqual({
      status: "in-progress",
      isCompleted: false,
      statusId: "1-review",
      labelIds: ["1-bug", "1-ui"],
      fields: { budget: 12 },
    });
    // The same labels in another order are no change; a field emptied is.
    expect(changedKeys({ ...start, labelIds: ["1-bug"] }, start)).toEqual([]);
    expect(patchOf({ ...start, fields: { budget: "" } }, ["fields"], start)).toEqual({ fields: { budget: null } });
  });

  it("keeps a teammate's field value on a conflict while my own field wins", () => {
    const start = draftOf(base);
    const mine = { ...start, fields: { budget: 99 } };
    const theirs = { ...base, fields: { budget: 10, owner: 7 }, labelIds: ["1-ui"], version: 3 };
    const r = rebaseDraft(mine, start, theirs);
    expect(r.draft.fields).toEqual({ budget: 99, owner: 7 });
    expect(r.draft.labelIds).toEqual(["1-ui"]);
    expect(r.differing).toEqual(["fields"]);
    expect(patchOf(r.draft, changedKeys(r.draft, r.start), r.start)).toEqual({ fields: { budget: 99 } });
  });
});

describe("labels and statuses", () => {
  const label = (id: string, order: number): Label => ({ id, projectId: 1, name: id, color: "blue", order });
  it("show a task's labels in the project's order, skipping deleted ones", () => {
    const byId = new Map([label("a", 2), label("b", 0), label("c", 1)].map((l) => [l.id, l]));
    expect(labelsOf(["a", "gone", "b", "c"], byId).map((l) => l.id)).toEqual(["b", "c", "a"]);
  });

  it("move a deleted status's tasks to one of the same category first", () => {
    const s = (id: string, category: BoardStatus["category"]): BoardStatus => ({
      id,
      projectId: 1,
      name: id,
      color: "gray",
      category,
      order: 0,
    });
    const all = [s("todo", "todo"), s("doing", "in-progress"), s("review", "in-progress"), s("done", "done")];
    expect(defaultMoveTarget(all, all[2])).toBe("doing");
    expect(defaultMoveTarget(all, all[0])).toBe("doing");
  });

  it("read options one per line", () => {
    expect(optionLines(" Web \n\nMobile\n")).toEqual([{ name: "Web" }, { name: "Mobile" }]);
  });
});
