import { describe, expect, it } from "vitest";
import type { CustomField } from "../../core/schemas/custom-field";
import type { Task } from "../../core/schemas/task";
import { api, type Caller, connect, eventually, json, listTasks, newTask, team } from "../board/support";

// Issue 25: a project's own fields. Definitions per project (members read, editors change), values on
// the task as `fields`, checked on the server per type, and value changes are board ops: live,
// logged and undoable.

const fieldsOf = (projectId: number) => `/api/projects/${projectId}/fields`;

async function addField(as: Caller, projectId: number, body: Record<string, unknown>): Promise<CustomField> {
  const res = await api("POST", fieldsOf(projectId), { as, body });
  if (res.status !== 201) throw new Error(`field: ${res.status} ${await res.text()}`);
  return json<CustomField>(res);
}

async function patchTask(as: Caller, id: string, body: Record<string, unknown>) {
  const res = await api("PATCH", `/api/tasks/${id}`, { as, body });
  return { status: res.status, body: await json(res) };
}

describe("custom fields", () => {
  it("creates fields of every type, lists them in order, and keeps them to the project's members", async () => {
    const t = await team();
    const types = ["text", "number", "date", "single-select", "multi-select", "person", "url", "checkbox"];
    for (const type of types) {
      const body = type.endsWith("select")
        ? { name: `F ${type}`, type, options: [{ name: "One" }, { name: "Two" }] }
        : { name: `F ${type}`, type };
      await addField(t.editor, t.projectId, body);
    }
    const res = await api("GET", fieldsOf(t.projectId), { as: t.viewer });
    expect(res.status).toBe(200);
    const fields = await json<CustomField[]>(res);
    expect(fields.map((f) => [f.type, f.position])).toEqual(types.map((type, i) => [type, i]));
    const select = fields.find((f) => f.type === "single-select")!;
    expect(select.options.map((o) => o.name)).toEqual(["One", "Two"]);
    expect(select.options.every((o) => o.id.length > 0)).toBe(true);

    // Viewers read, only editors change; another tenant sees nothing at all.
    expect((await api("POST", fieldsOf(t.projectId), { as: t.viewer, body: { name: "Nope", type: "text" } })).status).toBe(403);
    expect((await api("GET", fieldsOf(t.projectId), { as: t.outsider })).status).toBe(404);
    expect((await api("PATCH", `/api/fields/${select.id}`, { as: t.outsider, body: { name: "Mine" } })).status).toBe(404);
    expect((await api("DELETE", `/api/fields/${select.id}`, { as: t.viewer })).status).toBe(403);
  });

  it("refuses bad definitions with a clear message", async () => {
    const t = await team();
    const bad = async (body: unknown) => {
      const res = await api("POST", fieldsOf(t.projectId), { as: t.owner, body });
      return [res.status, (await json(res)).message];
    };
    expect((await bad({ name: "Size", type: "colour" }))[0]).toBe(400);
    expect(await bad({ name: "", type: "text" })).toEqual([400, expect.stringContaining("field name")]);
    expect(await bad({ name: "Notes", type: "text", options: [{ name: "A" }] })).toEqual([
      400,
      expect.stringContaining("Only select fields"),
    ]);
    expect(await bad({ name: "Size", type: "single-select", options: [{ name: "S" }, { name: "s" }] })).toEqual([
      400,
      expect.stringContaining("same name"),
    ]);
    await addField(t.owner, t.projectId, { name: "Size", type: "text" });
    expect(await bad({ name: "size", type: "number" })).toEqual([409, 'A field named "size" already exists.']);
  });

  it("validates each value on the server by the field's type", async () => {
    const t = await team();
    const number = await addField(t.owner, t.projectId, { name: "Estimate", type: "number" });
    const url = await addField(t.owner, t.projectId, { name: "Spec", type: "url" });
    const date = await addField(t.owner, t.projectId, { name: "Review", type: "date" });
    const person = await addField(t.owner, t.projectId, { name: "Reviewer", type: "person" });
    const size = await addField(t.owner, t.projectId, { name: "Size", type: "single-select", options: [{ name: "S" }, { name: "L" }] });
    const tags = await addField(t.owner, t.projectId, { name: "Areas", type: "multi-select", options: [{ name: "Web" }, { name: "API" }] });
    const check = await addField(t.owner, t.projectId, { name: "Approved", type: "checkbox" });
    const task = await newTask(t.editor, t.projectId, { name: "Build", fields: { [number.id]: 3 } });
    expect(task.fields).toEqual({ [number.id]: 3 });

    const refused: Array<[Record<string, unknown>, string]> = [
      [{ [number.id]: "three" }, "Estimate: enter a number."],
      [{ [url.id]: "ftp://x" }, "Spec: enter a web address starting with http:// or https://."],
      [{ [date.id]: "2026-02-31" }, "Review: use a date like 2026-03-31."],
      [{ [person.id]: t.outsider.userId }, "Reviewer: the person must be a member of this project."],
      [{ [size.id]: "no-such-option" }, "Size: that is not one of its options."],
      [{ [tags.id]: [tags.options[0].id, "nope"] }, "Areas: one of the choices is not one of its options."],
      [{ [check.id]: "yes" }, "Approved: use true or false."],
      [{ "1-nosuchfieldabc": "x" }, 'There is no field "1-nosuchfieldabc" in this project.'],
    ];
    for (const [fields, message] of refused) {
      expect(await patchTask(t.editor, task.id, { fields })).toEqual({ status: 400, body: { message } });
    }
    // Shapes no field takes are refused before the board sees them.
    expect((await patchTask(t.editor, task.id, { fields: { [number.id]: { nested: true } } })).status).toBe(400);
    expect((await patchTask(t.editor, task.id, { fields: [1, 2] })).status).toBe(400);

    const good = await patchTask(t.editor, task.id, {
      fields: {
        [url.id]: "https://example.com/spec",
        [date.id]: "2026-03-31T10:00:00Z",
        [person.id]: t.viewer.userId,
        [size.id]: size.options[1].id,
        [tags.id]: [tags.options[1].id, tags.options[0].id, tags.options[1].id],
        [check.id]: true,
      },
    });
    expect(good.status).toBe(200);
    expect((good.body as Task).fields).toEqual({
      [number.id]: 3,
      [url.id]: "https://example.com/spec",
      [date.id]: "2026-03-31",
      [person.id]: t.viewer.userId,
      [size.id]: size.options[1].id,
      // In the options' order, once each.
      [tags.id]: [tags.options[0].id, tags.options[1].id],
      [check.id]: true,
    });
    // null clears one field and leaves the others.
    const cleared = await patchTask(t.editor, task.id, { fields: { [number.id]: null, [check.id]: false } });
    expect(Object.keys((cleared.body as Task).fields ?? {})).not.toContain(number.id);
    expect(Object.keys((cleared.body as Task).fields ?? {})).not.toContain(check.id);
    expect(Object.keys((cleared.body as Task).fields ?? {})).toContain(url.id);
    // A viewer can't set values.
    expect((await patchTask(t.viewer, task.id, { fields: { [number.id]: 1 } })).status).toBe(403);
  });

  it("makes a value change a live, logged and undoable board op", async () => {
    const t = await team();
    const points = await addField(t.owner, t.projectId, { name: "Points", type: "number" });
    const notes = await addField(t.owner, t.projectId, { name: "Notes", type: "text" });
    const task = await newTask(t.editor, t.projectId, { name: "Design" });
    const { version } = await listTasks(t.owner, t.projectId);
    const teammate = await connect(t.viewer, t.projectId, { lastVersion: version });
    // Every hello brings the project's fields.
    const hello = await teammate.next((m) => m.type === "fields");
    expect(hello.type === "fields" && hello.fields.map((f) => f.name)).toEqual(["Points", "Notes"]);

    expect((await patchTask(t.editor, task.id, { fields: { [points.id]: 5 } })).status).toBe(200);
    const op = await teammate.next((m) => m.type === "op" && m.version === version + 1);
    expect(op.type === "op" && op.op.kind === "updated" && op.op.task.fields).toEqual({ [points.id]: 5 });

    // Someone else changes another field meanwhile: undo takes back only ours.
    expect((await patchTask(t.owner, task.id, { fields: { [notes.id]: "Owner's note" } })).status).toBe(200);
    const activity = await json(await api("GET", `/api/projects/${t.projectId}/activity?task=${task.id}`, { as: t.viewer }));
    expect(activity.items.length).toBeGreaterThanOrEqual(3);
    expect((await api("POST", `/api/projects/${t.projectId}/undo`, { as: t.editor })).status).toBe(200);
    const after = (await listTasks(t.owner, t.projectId)).tasks.find((x) => x.id === task.id)!;
    expect(after.fields).toEqual({ [notes.id]: "Owner's note" });
    // Redo puts it back.
    expect((await api("POST", `/api/projects/${t.projectId}/redo`, { as: t.editor })).status).toBe(200);
    expect((await listTasks(t.owner, t.projectId)).tasks.find((x) => x.id === task.id)!.fields).toEqual({
      [notes.id]: "Owner's note",
      [points.id]: 5,
    });
    teammate.close();
  });

  it("renames, reorders and edits options; removing an option or a field clears its values live", async () => {
    const t = await team();
    const size = await addField(t.owner, t.projectId, { name: "Size", type: "single-select", options: [{ name: "S" }, { name: "L" }] });
    const tags = await addField(t.owner, t.projectId, { name: "Areas", type: "multi-select", options: [{ name: "Web" }, { name: "API" }] });
    const [small, large] = size.options;
    const a = await newTask(t.editor, t.projectId, {
      name: "A",
      fields: { [size.id]: small.id, [tags.id]: [tags.options[0].id, tags.options[1].id] },
    });
    const b = await newTask(t.editor, t.projectId, { name: "B", fields: { [size.id]: large.id } });
    const { version } = await listTasks(t.owner, t.projectId);
    const teammate = await connect(t.viewer, t.projectId, { lastVersion: version });
    await teammate.next((m) => m.type === "fields");

    // Drop "S", rename "L", add "M"; move Areas first.
    const res = await api("PATCH", `/api/fields/${size.id}`, {
      as: t.editor,
      body: { name: "T-shirt size", options: [{ id: large.id, name: "Large" }, { name: "M" }], position: 1 },
    });
    expect(res.status).toBe(200);
    const changed = await json<CustomField>(res);
    expect(changed.options.map((o) => o.name)).toEqual(["Large", "M"]);
    expect(changed.options[0].id).toBe(large.id);
    const pushed = await teammate.next((m) => m.type === "fields" && m.fields.some((f) => f.name === "T-shirt size"));
    expect(pushed.type === "fields" && pushed.fields.map((f) => f.name)).toEqual(["Areas", "T-shirt size"]);
    const tasks = (await listTasks(t.owner, t.projectId)).tasks;
    expect(tasks.find((x) => x.id === a.id)!.fields).toEqual({ [tags.id]: [tags.options[0].id, tags.options[1].id] });
    expect(tasks.find((x) => x.id === b.id)!.fields).toEqual({ [size.id]: large.id });
    // An option id the field never had is refused.
    const forged = await api("PATCH", `/api/fields/${size.id}`, { as: t.editor, body: { options: [{ id: "forged", name: "X" }] } });
    expect(forged.status).toBe(400);
    // A field's type is fixed.
    expect((await api("PATCH", `/api/fields/${size.id}`, { as: t.editor, body: { type: "text" } })).status).toBe(400);

    expect((await api("DELETE", `/api/fields/${tags.id}`, { as: t.editor })).status).toBe(204);
    await teammate.next(
      (m) => m.type === "op" && m.op.kind === "updated" && m.op.task.id === a.id && !(tags.id in (m.op.task.fields ?? {})),
    );
    expect((await listTasks(t.owner, t.projectId)).tasks.find((x) => x.id === a.id)!.fields).toEqual({});
    expect((await json<CustomField[]>(await api("GET", fieldsOf(t.projectId), { as: t.viewer }))).map((f) => f.name)).toEqual([
      "T-shirt size",
    ]);
    expect((await api("DELETE", `/api/fields/${tags.id}`, { as: t.editor })).status).toBe(404);
    // Undoing the clean-up can't bring back values of a field that is gone.
    expect((await api("POST", `/api/projects/${t.projectId}/undo`, { as: t.editor })).status).toBe(200);
    expect((await listTasks(t.owner, t.projectId)).tasks.find((x) => x.id === a.id)!.fields).toEqual({});
    teammate.close();
  });

  it("bulk edit: fifty tasks' field, status and assignee change in one batch, one broadcast, and one undo reverts it all", async () => {
    const t = await team();
    const size = await addField(t.owner, t.projectId, { name: "Size", type: "single-select", options: [{ name: "S" }, { name: "L" }] });
    const created = await api("POST", `/api/projects/${t.projectId}/tasks/batch`, {
      as: t.editor,
      body: { operations: Array.from({ length: 50 }, (_, i) => ({ op: "create", task: { name: `Task ${i}` } })) },
    });
    expect(created.status).toBe(200);
    const before = await listTasks(t.owner, t.projectId);
    const teammate = await connect(t.viewer, t.projectId, { lastVersion: before.version });
    await teammate.next((m) => m.type === "fields");
    const res = await api("POST", `/api/projects/${t.projectId}/tasks/batch`, {
      as: t.editor,
      body: {
        operations: before.tasks.map((x) => ({
          op: "update",
          id: x.id,
          patch: { status: "in-progress", assigneeId: t.viewer.userId, fields: { [size.id]: size.options[1].id } },
        })),
      },
    });
    expect(res.status).toBe(200);
    const after = await listTasks(t.owner, t.projectId);
    expect(after.version).toBe(before.version + 50);
    expect(
      after.tasks.every(
        (x) => x.status === "in-progress" && x.assigneeId === t.viewer.userId && x.fields?.[size.id] === size.options[1].id,
      ),
    ).toBe(true);
    await teammate.next((m) => m.type === "op" && m.version === before.version + 50);
    const frames = teammate.frames.filter((f) => f.type === "op" || f.type === "ops");
    expect(frames.length).toBe(1);
    teammate.close();

    // A bad value anywhere refuses the whole batch.
    const refused = await api("POST", `/api/projects/${t.projectId}/tasks/batch`, {
      as: t.editor,
      body: {
        operations: [
          { op: "update", id: before.tasks[0].id, patch: { priority: "high" } },
          { op: "update", id: before.tasks[1].id, patch: { fields: { [size.id]: "nope" } } },
        ],
      },
    });
    expect(refused.status).toBe(422);
    expect((await json(refused)).details.errors).toEqual([{ index: 1, status: 400, message: "Size: that is not one of its options." }]);

    // The fifty assignments each reach the new assignee's bell (D1's parameter limit once lost them).
    const assigned = async () =>
      (await json(await api("GET", "/api/notifications?limit=50", { as: t.viewer }))).items.filter(
        (n: { kind: string }) => n.kind === "assignment",
      ).length;
    await eventually(async () => (await assigned()) === 50, "fifty assignment notifications");
    expect(await assigned()).toBe(50);

    const undo = await api("POST", `/api/projects/${t.projectId}/undo`, { as: t.editor });
    expect(undo.status).toBe(200);
    expect((await json(undo)).done).toBe("50 changes");
    const undone = await listTasks(t.owner, t.projectId);
    expect(undone.tasks.every((x) => x.status === "todo" && x.assigneeId === null && !x.fields?.[size.id] && x.priority === "medium")).toBe(
      true,
    );
  });
});
