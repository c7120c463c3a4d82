import { describe, expect, it } from "vitest";
import type { Dependency } from "../../core/schemas/dependency";
import type { Task } from "../../core/schemas/task";
import { api, json, listTasks, newProjectId, newTask, team } from "../board/support";
import type { Caller } from "../support/api";

// Issue 12: links between a project's tasks, through the API and its role matrix.

const deps = (as: Caller | null, projectId: number) => api("GET", `/api/projects/${projectId}/dependencies`, { as });
const link = (as: Caller | null, projectId: number, body: Record<string, unknown>) =>
  api("POST", `/api/projects/${projectId}/dependencies`, { as, body });

describe("dependencies", () => {
  it("editors link tasks (FS by default), everyone reads them, editors remove them", async () => {
    const t = await team();
    const a = await newTask(t.owner, t.projectId, { name: "Design" });
    const b = await newTask(t.owner, t.projectId, { name: "Build" });
    const res = await link(t.editor, t.projectId, { predecessorId: a.id, successorId: b.id });
    expect(res.status).toBe(201);
    const made = await json<Dependency>(res);
    expect(made).toMatchObject({ projectId: t.projectId, predecessorId: a.id, successorId: b.id, type: "FS", lagDays: 0 });

    const ss = await json<Dependency>(
      await link(t.owner, t.projectId, {
        predecessorId: b.id,
        successorId: (await newTask(t.owner, t.projectId)).id,
        type: "SS",
        lagDays: -2,
      }),
    );
    expect(ss).toMatchObject({ type: "SS", lagDays: -2 });

    for (const who of [t.owner, t.editor, t.viewer]) {
      const list = await deps(who, t.projectId);
      expect(list.status).toBe(200);
      expect((await json<Dependency[]>(list)).map((d) => d.id)).toEqual([made.id, ss.id]);
    }

    expect((await api("DELETE", `/api/projects/${t.projectId}/dependencies/${made.id}`, { as: t.viewer })).status).toBe(403);
    expect((await api("DELETE", `/api/projects/${t.projectId}/dependencies/${made.id}`, { as: t.editor })).status).toBe(204);
    expect((await api("DELETE", `/api/projects/${t.projectId}/dependencies/${made.id}`, { as: t.editor })).status).toBe(404);
    expect((await json<Dependency[]>(await deps(t.viewer, t.projectId))).map((d) => d.id)).toEqual([ss.id]);
  });

  it("viewers can't link; outsiders and signed-out callers learn nothing", async () => {
    const t = await team();
    const a = await newTask(t.owner, t.projectId);
    const b = await newTask(t.owner, t.projectId);
    const viewerTry = await link(t.viewer, t.projectId, { predecessorId: a.id, successorId: b.id });
    expect(viewerTry.status).toBe(403);
    expect((await json(viewerTry)).message).toBe("You have read-only access to this project.");
    expect((await link(t.outsider, t.projectId, { predecessorId: a.id, successorId: b.id })).status).toBe(404);
    expect((await deps(t.outsider, t.projectId)).status).toBe(404);
    expect((await deps(null, t.projectId)).status).toBe(401);
    const made = await json<Dependency>(await link(t.editor, t.projectId, { predecessorId: a.id, successorId: b.id }));
    expect((await api("DELETE", `/api/projects/${t.projectId}/dependencies/${made.id}`, { as: t.outsider })).status).toBe(404);
    expect((await deps(t.owner, t.projectId + 100000)).status).toBe(404);
  });

  it("refuses a cycle and names it, and refuses a self link, a duplicate and a link across projects", async () => {
    const t = await team();
    const [a, b, c] = [
      await newTask(t.owner, t.projectId, { name: "A" }),
      await newTask(t.owner, t.projectId, { name: "B" }),
      await newTask(t.owner, t.projectId, { name: "C" }),
    ];
    expect((await link(t.editor, t.projectId, { predecessorId: a.id, successorId: b.id })).status).toBe(201);
    expect((await link(t.editor, t.projectId, { predecessorId: b.id, successorId: c.id, type: "FF" })).status).toBe(201);

    const cycle = await link(t.editor, t.projectId, { predecessorId: c.id, successorId: a.id });
    expect(cycle.status).toBe(409);
    const body = await json<{ message: string; details: string[] }>(cycle);
    expect(body.message).toBe('This link would close a cycle: "C" → "A" → "B" → "C".');
    expect(body.details).toEqual([c.id, a.id, b.id, c.id]);

    const self = await link(t.editor, t.projectId, { predecessorId: a.id, successorId: a.id });
    expect(self.status).toBe(409);
    expect((await json(self)).message).toBe("A task can't depend on itself.");

    const twice = await link(t.editor, t.projectId, { predecessorId: a.id, successorId: b.id });
    expect(twice.status).toBe(409);
    expect((await json(twice)).message).toBe('"B" already depends on "A".');

    const otherProject = await newProjectId(t.owner, "Other");
    const foreign = await newTask(t.owner, otherProject, { name: "Elsewhere" });
    const across = await link(t.editor, t.projectId, { predecessorId: a.id, successorId: foreign.id });
    expect(across.status).toBe(409);
    expect((await json(across)).message).toBe("Only tasks of the same project can be linked.");

    const missing = await link(t.editor, t.projectId, { predecessorId: a.id, successorId: `${t.projectId}-zzzzzzzzzzzz` });
    expect(missing.status).toBe(404);
    expect((await json<Dependency[]>(await deps(t.owner, t.projectId))).length).toBe(2);
  });

  it("validates the body: type, lag, ids, unknown fields", async () => {
    const t = await team();
    const [a, b] = [await newTask(t.owner, t.projectId), await newTask(t.owner, t.projectId)];
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ predecessorId: a.id, successorId: b.id, type: "XX" }, "type is one of FS, SS, FF, SF."],
      [{ predecessorId: a.id, successorId: b.id, lagDays: 1.5 }, "lagDays is a whole number of working days."],
      [{ predecessorId: a.id, successorId: b.id, lagDays: "2" }, "lagDays is a whole number of working days."],
      [{ predecessorId: a.id, successorId: b.id, lagDays: 9999 }, "lagDays is at most 260."],
      [{ successorId: b.id }, "Name the task by its id."],
      [{ predecessorId: a.id, successorId: b.id, extra: 1 }, 'Invalid json: Unrecognized key: "extra"'],
    ];
    for (const [body, message] of cases) {
      const res = await link(t.editor, t.projectId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json(res)).message).toBe(message);
    }
    expect((await api("DELETE", `/api/projects/${t.projectId}/dependencies/not%20an%20id`, { as: t.editor })).status).toBe(400);
  });

  it("deleting a task removes its links", async () => {
    const t = await team();
    const [a, b, c] = [await newTask(t.owner, t.projectId), await newTask(t.owner, t.projectId), await newTask(t.owner, t.projectId)];
    await link(t.editor, t.projectId, { predecessorId: a.id, successorId: b.id });
    const keep = await json<Dependency>(await link(t.editor, t.projectId, { predecessorId: a.id, successorId: c.id }));
    await link(t.editor, t.projectId, { predecessorId: b.id, successorId: c.id });
    expect((await api("DELETE", `/api/tasks/${b.id}`, { as: t.editor })).status).toBe(204);
    expect((await json<Dependency[]>(await deps(t.owner, t.projectId))).map((d) => d.id)).toEqual([keep.id]);
  });

  it("tasks carry a start date, which may not be after the due date (and milestones have none)", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId, { startDate: "2026-03-02", dueDate: "2026-03-06" });
    expect(task).toMatchObject({ startDate: "2026-03-02", dueDate: "2026-03-06" });
    const bad = await api("PATCH", `/api/tasks/${task.id}`, { as: t.editor, body: { startDate: "2026-03-09" } });
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBe("The start date must be on or before the due date.");
    const ok = await api("PATCH", `/api/tasks/${task.id}`, { as: t.editor, body: { startDate: null } });
    expect((await json<Task>(ok)).startDate).toBeNull();
    const ms = await api("POST", "/api/tasks", {
      as: t.owner,
      body: { projectId: t.projectId, name: "M", kind: "milestone", startDate: "2026-03-02", dueDate: "2026-03-02" },
    });
    expect(ms.status).toBe(400);
    expect((await listTasks(t.owner, t.projectId)).tasks.map((x) => x.startDate)).toEqual([null]);
  });
});
