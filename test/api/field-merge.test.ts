import { describe, expect, it } from "vitest";
import type { Task } from "../../core/schemas/task";
import { api, type Caller, connect, json, newTask, socketUpdate, team } from "../board/support";

// Issue 21 #8: two people changing different fields of one task both keep their change; the same field
// still asks (409 with the current task). The check compares the fields changed since the writer's
// base version, read from the board's event log.

const patch = (as: Caller, id: string, body: unknown) => api("PATCH", `/api/tasks/${id}`, { as, body });

describe("stale writes: a field-level merge", () => {
  it("merges different fields, refuses the same field", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId);
    // The owner changes the description (v1 → v2); the editor, still on v1, renames.
    expect((await patch(t.owner, task.id, { description: "Capacity 200", version: 1 })).status).toBe(200);
    const renamed = await patch(t.editor, task.id, { name: "Book the venue", version: 1 });
    expect(renamed.status).toBe(200);
    expect(await json<Task>(renamed)).toMatchObject({ name: "Book the venue", description: "Capacity 200", version: 3 });

    // Still on v1, the editor now changes the description the owner changed: that asks.
    const clash = await patch(t.editor, task.id, { description: "Capacity 150", version: 1 });
    expect(clash.status).toBe(409);
    expect(await json(clash)).toMatchObject({
      message: "This task was changed by someone else.",
      task: { version: 3, description: "Capacity 200" },
    });
    // And the name, changed since v2 by the rename, asks too for a writer based on v2.
    expect((await patch(t.owner, task.id, { name: "Venue", version: 2 })).status).toBe(409);

    // Status and priority: different fields, merged; done and completed are one field.
    expect((await patch(t.owner, task.id, { status: "done", version: 3 })).status).toBe(200);
    const priority = await patch(t.editor, task.id, { priority: "high", version: 3 });
    expect(await json<Task>(priority)).toMatchObject({ status: "done", isCompleted: true, priority: "high", version: 5 });
    expect((await patch(t.editor, task.id, { isCompleted: false, version: 3 })).status).toBe(409);
    // A drag (a place in a column) clashes with someone else's move of the same task.
    expect((await patch(t.editor, task.id, { status: "todo", position: { after: null, before: null }, version: 3 })).status).toBe(409);
    // A version from the future is never merged.
    expect((await patch(t.editor, task.id, { name: "Later", version: 99 })).status).toBe(409);
  });

  it("dates that only clash through the merge ask instead of failing as bad input", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId);
    expect((await patch(t.owner, task.id, { dueDate: "2027-01-10", version: 1 })).status).toBe(200);
    const clash = await patch(t.editor, task.id, { startDate: "2027-02-01", version: 1 });
    expect(clash.status).toBe(409);
    const fits = await patch(t.editor, task.id, { startDate: "2027-01-05", version: 1 });
    expect(await json<Task>(fits)).toMatchObject({ startDate: "2027-01-05", dueDate: "2027-01-10", version: 3 });
  });

  it("merges over the live socket too, the app's write path", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId);
    const s = await connect(t.editor, t.projectId);
    await s.next((m) => m.type === "snapshot");
    expect((await patch(t.owner, task.id, { priority: "low", version: 1 })).status).toBe(200);
    expect(await socketUpdate(s, task.id, { name: "From the socket", version: 1 })).toMatchObject({
      type: "ack",
      task: { name: "From the socket", priority: "low", version: 3 },
    });
    expect(await socketUpdate(s, task.id, { priority: "high", version: 1 })).toMatchObject({ type: "error", status: 409 });
    s.close();
  });
});
