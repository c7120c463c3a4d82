import { describe, expect, test } from "vitest";
import { newTaskPayload, newTaskSchema, normalizeValues } from "../../app/components/project/new-task-payload";
import { ApiError } from "../../app/lib/api";
import { formErrorsFrom } from "../../app/lib/server-errors";
import type { CustomField } from "../../core/schemas/custom-field";
import type { BoardStatus } from "../../core/schemas/statuses";

// Issue 23 #2: a server refusal lands next to the input it names; what names no input stays with the form.

describe("formErrorsFrom", () => {
  const inputs = ["name", "description", "dueDate", "fields.f1", "labelIds"];

  test("each validation issue goes to the input its path names, the longest name first", () => {
    const err = new ApiError("Please enter a task name", 400, [
      { path: "name", message: "Please enter a task name" },
      { path: "fields.f1", message: "Budget: enter a number." },
      { path: "labelIds.0", message: "That is not an id of this kind." },
    ]);
    expect(formErrorsFrom(err, inputs, "Failed")).toEqual({
      fieldErrors: {
        name: ["Please enter a task name"],
        "fields.f1": ["Budget: enter a number."],
        labelIds: ["That is not an id of this kind."],
      },
      formErrors: [],
    });
  });

  test("an issue no input owns is the form's, and the top message is not repeated", () => {
    const err = new ApiError("Invalid json: bad", 400, [
      { path: "name", message: "Too long" },
      { path: "projectId", message: "Bad project" },
    ]);
    expect(formErrorsFrom(err, inputs, "Failed")).toEqual({ fieldErrors: { name: ["Too long"] }, formErrors: ["Bad project"] });
  });

  test("details as an object of field → message(s) are placed too", () => {
    const err = new ApiError("Check the form", 422, { name: "Taken", dueDate: ["Choose today or a later date."] });
    expect(formErrorsFrom(err, inputs, "Failed").fieldErrors).toEqual({ name: ["Taken"], dueDate: ["Choose today or a later date."] });
  });

  test("a message without paths goes to the input whose name it begins with, else to the form", () => {
    const named = [{ prefix: "Budget", input: "fields.f1" }];
    expect(formErrorsFrom(new ApiError("Budget: enter a number.", 400), inputs, "Failed", named)).toEqual({
      fieldErrors: { "fields.f1": ["Budget: enter a number."] },
      formErrors: [],
    });
    expect(formErrorsFrom(new ApiError("You don't have permission to do that.", 403), inputs, "Failed", named)).toEqual({
      fieldErrors: {},
      formErrors: ["You don't have permission to do that."],
    });
  });

  test("network failures, server faults and the generic message are the form's", () => {
    expect(formErrorsFrom(new ApiError("Network error: check your connection and try again.", 0), inputs, "Failed").formErrors).toEqual([
      "Network error: check your connection and try again.",
    ]);
    expect(formErrorsFrom(new ApiError("An error occurred", 400), inputs, "Failed").formErrors).toEqual(["Failed"]);
    expect(formErrorsFrom(new Error("The board is not ready yet."), inputs, "Failed").formErrors).toEqual(["The board is not ready yet."]);
    expect(formErrorsFrom("odd", inputs, "Failed").formErrors).toEqual(["Failed"]);
  });
});

describe("the Add Task payload", () => {
  const statuses: BoardStatus[] = [
    { id: "1-todo", projectId: 1, name: "Backlog", color: "slate", category: "todo", order: 0 },
    { id: "1-review", projectId: 1, name: "Review", color: "amber", category: "in-progress", order: 1 },
    { id: "1-shipped", projectId: 1, name: "Shipped", color: "green", category: "done", order: 2 },
  ] as BoardStatus[];
  const field = (id: string, name: string, type: CustomField["type"], options: Array<{ id: string; name: string }> = []) =>
    ({ id, name, type, options }) as unknown as CustomField;
  const fields = [
    field("1-budget", "Budget", "number"),
    field("1-team", "Team", "multi-select", [
      { id: "web", name: "Web" },
      { id: "ops", name: "Ops" },
    ]),
    field("1-signed", "Signed", "checkbox"),
    field("1-owner", "Owner", "person"),
  ];
  const ctx = { statuses, fields, isMember: (id: number) => id === 7 };
  const form = {
    name: "  Ship it ",
    description: "",
    priority: "high",
    statusId: "1-review",
    status: "todo",
    assigneeId: "7",
    dueDate: "2026-12-01",
    parentTaskId: "none",
    labelIds: ["1-red", "1-blue"],
    fields: { "1-budget": "1,5", "1-team": ["ops"], "1-signed": "true", "1-owner": "" },
  };

  test("the inputs' text becomes the create payload: status from the chosen status, values by field type", () => {
    expect(newTaskPayload(form, ctx)).toEqual({
      name: "  Ship it ",
      description: "",
      priority: "high",
      status: "in-progress",
      statusId: "1-review",
      isCompleted: false,
      assigneeId: 7,
      dueDate: "2026-12-01",
      kind: "task",
      source: "manual",
      parentTaskId: null,
      labelIds: ["1-red", "1-blue"],
      fields: { "1-budget": 1.5, "1-team": ["ops"], "1-signed": true },
    });
  });

  test("the schema is the board's: the name is trimmed, and a bad value is refused with the board's words on its input", () => {
    const ok = newTaskSchema(ctx).safeParse(form);
    expect(ok.success && ok.data.name).toBe("Ship it");
    const bad = newTaskSchema(ctx).safeParse({ ...form, name: " ", fields: { "1-budget": "lots", "1-owner": "9" } });
    expect(bad.success).toBe(false);
    const issues = bad.success ? [] : bad.error.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues).toEqual([
      ["name", "Please enter a task name"],
      ["fields.1-budget", "Budget: enter a number."],
      ["fields.1-owner", "Owner: the person must be a member of this project."],
    ]);
  });

  test("a kept draft is read in the dialog's shape, gaps filled from the empty form", () => {
    const base = { ...form, name: "", labelIds: [], fields: { "1-budget": "", "1-team": [], "1-signed": "", "1-owner": "" } };
    expect(normalizeValues({ name: "Kept", labelIds: "1-red", fields: { "1-team": "web" } }, ctx, base)).toEqual({
      ...base,
      name: "Kept",
      labelIds: ["1-red"],
      fields: { "1-budget": "", "1-team": ["web"], "1-signed": "", "1-owner": "" },
    });
  });
});
