import { describe, expect, it } from "vitest";
import type { Task } from "../../core/schemas/task";
import { createBoardItems, getBoardTask, listBoard, unassignUser } from "../../worker/services/board";
import { addMember, api, type Caller, env, json, listTasks, newProject, newTask, signIn, team, uniqueEmail } from "../board/support";

// Tasks and milestones (spec §3, §4, §7): the rules of status and completion, ordering with
// fractional keys, versions that stop lost updates, and the batch API used by the AI plan.

const patch = (as: Caller, id: string, body: unknown) => api("PATCH", `/api/tasks/${id}`, { as, body });

describe("POST /api/tasks", () => {
  it("creates a task with the spec's defaults and an id that embeds its project", async () => {
    const t = await team();
    const res = await api("POST", "/api/tasks", {
      as: t.editor,
      body: { projectId: t.projectId, name: " Write copy ", description: null, source: "manual" },
    });
    expect(res.status).toBe(201);
    const task = await json<Task>(res);
    expect(task).toMatchObject({
      projectId: t.projectId,
      kind: "task",
      name: "Write copy",
      description: "",
      status: "todo",
      isCompleted: false,
      priority: "medium",
      assigneeId: null,
      parentTaskId: null,
      dueDate: null,
      externalId: null,
      source: "manual",
      version: 1,
    });
    expect(task.id).toMatch(new RegExp(`^${t.projectId}-[a-z2-7]+$`));
    expect(typeof task.order).toBe("string");
    expect(await getBoardTask(env, task.id)).toEqual(task);
  });

  it("creates milestones (spec §7 body) and reads isCompleted alone as done", async () => {
    const t = await team();
    const milestone = await newTask(t.owner, t.projectId, {
      name: "Beta launch",
      description: "All features in",
      dueDate: "2031-03-01",
      priority: "high",
      status: "todo",
      isCompleted: false,
      parentTaskId: null,
      kind: "milestone",
    });
    expect(milestone).toMatchObject({ kind: "milestone", dueDate: "2031-03-01", priority: "high", status: "todo", isCompleted: false });
    const done = await newTask(t.owner, t.projectId, { isCompleted: true });
    expect(done).toMatchObject({ status: "done", isCompleted: true });
    const explicit = await newTask(t.owner, t.projectId, { status: "in-progress", isCompleted: true });
    expect(explicit).toMatchObject({ status: "in-progress", isCompleted: false });
    const child = await newTask(t.owner, t.projectId, { parentTaskId: milestone.id });
    expect(child.parentTaskId).toBe(milestone.id);
  });

  it("rejects bad bodies with 400 and creates nothing", async () => {
    const t = await team();
    const cases: Array<[unknown, string]> = [
      [{ projectId: t.projectId }, "Please enter a task name"],
      [{ projectId: t.projectId, name: "" }, "Please enter a task name"],
      [{ projectId: t.projectId, name: "x", priority: "urgent" }, 'Invalid option: expected one of "low"|"medium"|"high"'],
      [{ projectId: t.projectId, name: "x", status: "blocked" }, 'Invalid option: expected one of "todo"|"in-progress"|"done"'],
      [{ projectId: t.projectId, name: "x", isCompleted: "yes" }, "Invalid isCompleted: Invalid input: expected boolean, received string"],
      [{ projectId: t.projectId, name: "x", assigneeId: "me" }, "Invalid assigneeId: Invalid input: expected number, received string"],
      [{ projectId: t.projectId, name: "x", dueDate: "31/12/2030" }, "Use a date like 2026-03-31"],
      [{ projectId: t.projectId, name: "x", id: "1-abc" }, 'Invalid json: Unrecognized key: "id"'],
      [{ projectId: t.projectId, name: "x", version: 7 }, 'Invalid json: Unrecognized key: "version"'],
      [{ projectId: t.projectId, name: "x", ownerId: 1 }, 'Invalid json: Unrecognized key: "ownerId"'],
      [{ projectId: t.projectId, name: "x", order: "a0" }, 'Invalid json: Unrecognized key: "order"'],
      [{ projectId: "abc", name: "x" }, "Ids are positive whole numbers."],
      [{ projectId: t.projectId, name: "x", parentTaskId: `${t.projectId}-doesnotexist` }, "The parent task is not on this board."],
      [{ projectId: t.projectId, name: "x", assigneeId: t.outsider.userId }, "The assignee must be a member of this project."],
    ];
    for (const [body, message] of cases) {
      const res = await api("POST", "/api/tasks", { as: t.owner, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const err = await json(res);
      expect(err.message, JSON.stringify(body)).toBe(message);
    }
    expect((await api("POST", "/api/tasks", { as: t.owner, rawBody: "{nope" })).status).toBe(400);
    expect((await listTasks(t.owner, t.projectId)).tasks).toEqual([]);
  });

  it("assigns to a member", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId, { assigneeId: t.viewer.userId });
    expect(task.assigneeId).toBe(t.viewer.userId);
  });
});

describe("GET /api/projects/:id/tasks", () => {
  it("orders by column (todo, in-progress, done) then order key, with the board version", async () => {
    const t = await team();
    const d = await newTask(t.owner, t.projectId, { name: "d", status: "done" });
    const a = await newTask(t.owner, t.projectId, { name: "a" });
    const p = await newTask(t.owner, t.projectId, { name: "p", status: "in-progress" });
    const b = await newTask(t.owner, t.projectId, { name: "b" });
    const { version, tasks } = await listTasks(t.viewer, t.projectId);
    expect(tasks.map((x) => x.id)).toEqual([a.id, b.id, p.id, d.id]);
    expect(version).toBe(4);
  });
});

describe("PATCH /api/tasks/:id", () => {
  it("applies §4: status sets isCompleted; isCompleted alone sets done or todo", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId);
    const steps: Array<[unknown, Partial<Task>]> = [
      [{ status: "in-progress" }, { status: "in-progress", isCompleted: false }],
      [
        { status: "done", isCompleted: true },
        { status: "done", isCompleted: true },
      ],
      [{ isCompleted: false }, { status: "todo", isCompleted: false }],
      [{ isCompleted: true }, { status: "done", isCompleted: true }],
      [
        { status: "todo", isCompleted: true },
        { status: "todo", isCompleted: false },
      ],
      [
        { name: "Renamed", description: null, priority: "low", dueDate: "2031-01-02T10:00:00Z" },
        { name: "Renamed", description: "", priority: "low", dueDate: "2031-01-02" },
      ],
      [{ dueDate: "" }, { dueDate: null }],
      [{ assigneeId: t.editor.userId }, { assigneeId: t.editor.userId }],
      [{ assigneeId: null }, { assigneeId: null }],
    ];
    let version = task.version;
    for (const [body, expected] of steps) {
      const res = await patch(t.editor, task.id, body);
      expect(res.status, JSON.stringify(body)).toBe(200);
      const next = await json<Task>(res);
      expect(next).toMatchObject(expected);
      expect(next.version).toBe(++version);
    }
  });

  it("rejects fields a client may not set, and non-member assignees, changing nothing", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId);
    for (const body of [
      { projectId: 999 },
      { ownerId: 1 },
      { id: "x" },
      { kind: "milestone" },
      { order: "a0" },
      { role: "owner" },
      { priority: "urgent" },
      { version: 0 },
      { version: "1" },
      { position: { after: 1, before: null } },
      { name: "" },
    ]) {
      const res = await patch(t.owner, task.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const res = await patch(t.owner, task.id, { assigneeId: t.outsider.userId });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe("The assignee must be a member of this project.");
    expect((await api("PATCH", `/api/tasks/${task.id}`, { as: t.owner, rawBody: '{"name":' })).status).toBe(400);
    expect((await listTasks(t.owner, t.projectId)).tasks[0]).toEqual(task);
  });

  it("answers a stale version with 409 {message, task} carrying the current task", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId);
    const first = await patch(t.owner, task.id, { name: "Mine", version: 1 });
    expect(first.status).toBe(200);
    const current = await json<Task>(first);
    const stale = await patch(t.editor, task.id, { name: "Theirs", version: 1 });
    expect(stale.status).toBe(409);
    expect(await json(stale)).toEqual({ message: "This task was changed by someone else.", task: current });
    const future = await patch(t.editor, task.id, { name: "Theirs", version: 99 });
    expect(future.status).toBe(409);
    // Rebased on the current version, the edit goes through.
    const rebased = await patch(t.editor, task.id, { name: "Theirs", version: current.version });
    expect(rebased.status).toBe(200);
    expect((await json<Task>(rebased)).version).toBe(3);
  });

  // The answer is the BoardRoom's own JSON text of the saved task, sent as it is (decision 161): it
  // must be the whole task as saved, every field, and still say it is JSON.
  it("answers the whole saved task as JSON, as the board holds it after the write", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId, { name: "Before" });
    const res = await patch(t.editor, task.id, { name: "After", priority: "high", assigneeId: t.editor.userId });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const saved = await getBoardTask(env, task.id);
    expect(saved).toMatchObject({ name: "After", priority: "high", assigneeId: t.editor.userId, version: task.version + 1 });
    expect(await json<Task>(res)).toEqual(saved);
  });

  it("does not bump the version for a patch that changes nothing", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId, { name: "Same" });
    const res = await patch(t.owner, task.id, { name: "Same", status: "todo" });
    expect(await json(res)).toEqual(task);
    expect((await listTasks(t.owner, t.projectId)).version).toBe(1);
  });

  it("places a task between two neighbours with fractional keys, never touching siblings", async () => {
    const t = await team();
    const [a, b, c] = [
      await newTask(t.owner, t.projectId, { name: "a" }),
      await newTask(t.owner, t.projectId, { name: "b" }),
      await newTask(t.owner, t.projectId, { name: "c" }),
    ];
    const d = await newTask(t.owner, t.projectId, { name: "d", status: "done" });
    const names = async () => (await listTasks(t.owner, t.projectId)).tasks.map((x) => `${x.name}:${x.status}`);

    await patch(t.owner, c.id, { position: { after: a.id, before: b.id } });
    expect(await names()).toEqual(["a:todo", "c:todo", "b:todo", "d:done"]);
    await patch(t.owner, b.id, { position: { after: null, before: a.id } });
    expect(await names()).toEqual(["b:todo", "a:todo", "c:todo", "d:done"]);
    // Dropped on another column: the status changes and the position is in the new column.
    await patch(t.owner, a.id, { status: "done", position: { after: null, before: d.id } });
    expect(await names()).toEqual(["b:todo", "c:todo", "a:done", "d:done"]);
    await patch(t.owner, b.id, { status: "done", position: { after: d.id, before: null } });
    expect(await names()).toEqual(["c:todo", "a:done", "d:done", "b:done"]);
    // A status change without a position goes to the bottom of the new column.
    await patch(t.owner, c.id, { status: "done" });
    expect(await names()).toEqual(["a:done", "d:done", "b:done", "c:done"]);
    // A neighbour that left the column meanwhile is ignored; the other one still anchors the drop.
    await patch(t.owner, d.id, { position: { after: "1-gone", before: a.id } });
    expect(await names()).toEqual(["d:done", "a:done", "b:done", "c:done"]);

    const { tasks } = await listTasks(t.owner, t.projectId);
    const byName = Object.fromEntries(tasks.map((x) => [x.name, x]));
    // d moved once (position) and was never a sibling that had to be rewritten.
    expect(byName.d.version).toBe(2);
    // Many moves into the same gap still order correctly.
    let after = byName.a.id;
    for (let i = 0; i < 30; i++) {
      const res = await patch(t.owner, byName.c.id, { position: { after, before: byName.b.id } });
      expect(res.status).toBe(200);
      after = i % 2 === 0 ? byName.a.id : byName.c.id;
    }
    expect(await names()).toEqual(["d:done", "a:done", "c:done", "b:done"]);
    expect(byName.b.version).toBe((await listTasks(t.owner, t.projectId)).tasks.find((x) => x.name === "b")!.version);
  });

  it("is 404, identical, for a malformed id, a missing task and another project's task", async () => {
    const t = await team();
    const other = await newProject(t.outsider);
    const theirs = await newTask(t.outsider, other.id);
    const bodies = [];
    for (const id of ["not-a-task", `${t.projectId}-aaaaaaaaaaaaaaaa`, theirs.id, "0-aaaaaaaa", `${"9".repeat(20)}-aaaaaaaa`]) {
      const res = await patch(t.owner, id, { name: "Hijack" });
      expect(res.status, id).toBe(404);
      bodies.push(await json(res));
      expect((await api("DELETE", `/api/tasks/${id}`, { as: t.owner })).status).toBe(404);
    }
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect((await listTasks(t.outsider, other.id)).tasks[0]).toEqual(theirs);
  });
});

describe("DELETE /api/tasks/:id", () => {
  it("deletes with 204; children of a deleted milestone lose their parent", async () => {
    const t = await team();
    const milestone = await newTask(t.owner, t.projectId, { kind: "milestone", name: "M1" });
    const child = await newTask(t.owner, t.projectId, { parentTaskId: milestone.id });
    const res = await api("DELETE", `/api/tasks/${milestone.id}`, { as: t.editor });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    const { tasks } = await listTasks(t.owner, t.projectId);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ id: child.id, parentTaskId: null, version: 2 });
    expect((await api("DELETE", `/api/tasks/${milestone.id}`, { as: t.editor })).status).toBe(404);
  });
});

describe("board services", () => {
  it("createBoardItems: milestones and tasks in one transaction, parentRef to a milestone of the same batch", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const p = await newProject(ada);
    const created = await createBoardItems(env, p.id, { id: ada.userId }, [
      { ref: "m1", name: "Design done", kind: "milestone", dueDate: "2031-02-01" },
      { ref: "m2", name: "Launch", kind: "milestone" },
      { name: "Wireframes", parentRef: "m1", priority: "high" },
      { name: "Ship it", parentRef: "m2", assigneeId: ada.userId },
    ]);
    expect(created.map((x) => x.name)).toEqual(["Design done", "Launch", "Wireframes", "Ship it"]);
    expect(created[2].parentTaskId).toBe(created[0].id);
    expect(created[3]).toMatchObject({ parentTaskId: created[1].id, assigneeId: ada.userId, priority: "medium" });
    expect((await listBoard(env, p.id)).version).toBe(4);
  });

  it("createBoardItems is all or nothing", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const p = await newProject(ada);
    const attempts = [
      [
        { ref: "m", name: "M", kind: "milestone" as const },
        { name: "T", parentRef: "nope" },
      ],
      [{ name: "A" }, { name: "B", assigneeId: 424242 }],
      [
        { ref: "x", name: "A" },
        { ref: "x", name: "B" },
      ],
      [{ name: "A" }, { name: "" }],
      [{ name: "A", projectId: 3 } as never],
    ];
    for (const items of attempts) {
      await expect(createBoardItems(env, p.id, { id: ada.userId }, items)).rejects.toMatchObject({ status: 400 });
    }
    expect(await listBoard(env, p.id)).toEqual({ version: 0, tasks: [], dependencies: [] });
  });

  it("unassignUser unassigns every task of a removed member and says how many", async () => {
    const t = await team();
    await newTask(t.owner, t.projectId, { assigneeId: t.editor.userId });
    await newTask(t.owner, t.projectId, { assigneeId: t.editor.userId });
    const keep = await newTask(t.owner, t.projectId, { assigneeId: t.viewer.userId });
    expect(await unassignUser(env, t.projectId, t.editor.userId, { id: t.owner.userId })).toBe(2);
    const { tasks } = await listBoard(env, t.projectId);
    expect(tasks.filter((x) => x.assigneeId === t.editor.userId)).toEqual([]);
    expect(tasks.find((x) => x.id === keep.id)!.assigneeId).toBe(t.viewer.userId);
    expect(await unassignUser(env, t.projectId, t.editor.userId, { id: t.owner.userId })).toBe(0);
  });

  it("getBoardTask is 404 for unknown ids", async () => {
    await expect(getBoardTask(env, "nonsense")).rejects.toMatchObject({ status: 404 });
    await expect(getBoardTask(env, "123456-aaaaaaaaaa")).rejects.toMatchObject({ status: 404 });
  });
});

// Keeps the helper import used when members are added directly (other tests in the file use team()).
void addMember;
