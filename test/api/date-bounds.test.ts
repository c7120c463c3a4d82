import { describe, expect, it } from "vitest";
import type { Task } from "../../core/schemas/task";
import { api, json, listTasks, newTask, team } from "../board/support";

// Issue 27: a Gantt move to 0000-01-01…9999-12-31 was accepted and the schedule then reported a
// project end in the year 12030. Every date a route takes lies between 1900 and 2200 and is a real
// calendar day; anything else is a 400 that says so, and nothing is written.

const OUT_OF_RANGE = "Use a date between 1900 and 2200.";
const BAD: Array<[string, string]> = [
  ["9999-12-31", OUT_OF_RANGE],
  ["0000-01-01", OUT_OF_RANGE],
  ["1899-12-31", OUT_OF_RANGE],
  ["2201-01-01", OUT_OF_RANGE],
  ["2026-02-31", "Invalid date"],
  ["2026-13-01", "Invalid date"],
];

describe("dates are real days between 1900 and 2200", () => {
  it("POST /api/tasks refuses each bad due and start date with its message, and creates nothing", async () => {
    const t = await team();
    for (const [day, message] of BAD) {
      for (const field of ["dueDate", "startDate"]) {
        const res = await api("POST", "/api/tasks", { as: t.editor, body: { projectId: t.projectId, name: "Far", [field]: day } });
        expect(res.status, `${field} ${day}`).toBe(400);
        expect((await json(res)).message, `${field} ${day}`).toBe(message);
      }
    }
    expect((await listTasks(t.owner, t.projectId)).tasks).toEqual([]);
    // The edges themselves are fine.
    const edge = await newTask(t.editor, t.projectId, { name: "Edges", startDate: "1900-01-01", dueDate: "2200-12-31" });
    expect([edge.startDate, edge.dueDate]).toEqual(["1900-01-01", "2200-12-31"]);
  });

  it("PATCH /api/tasks/:id refuses a due date in 9999 and keeps the old one", async () => {
    const t = await team();
    const task = await newTask(t.editor, t.projectId, { dueDate: "2030-01-10" });
    const res = await api("PATCH", `/api/tasks/${task.id}`, { as: t.editor, body: { dueDate: "9999-12-31" } });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe(OUT_OF_RANGE);
    expect((await listTasks(t.owner, t.projectId)).tasks.map((x) => x.dueDate)).toEqual(["2030-01-10"]);
  });

  it("POST and PATCH /api/projects refuse a due date out of range", async () => {
    const t = await team();
    const created = await api("POST", "/api/projects", { as: t.owner, body: { name: "Far project", dueDate: "2201-01-01" } });
    expect(created.status).toBe(400);
    expect((await json(created)).message).toBe(OUT_OF_RANGE);
    const patched = await api("PATCH", `/api/projects/${t.projectId}`, { as: t.owner, body: { dueDate: "0000-01-01" } });
    expect(patched.status).toBe(400);
    expect((await json(patched)).message).toBe(OUT_OF_RANGE);
    expect((await json(await api("GET", `/api/projects/${t.projectId}`, { as: t.owner }))).dueDate).toBeNull();
  });

  it("POST /api/projects/:id/schedule/move refuses 0000-01-01…9999-12-31 and moves nothing", async () => {
    const t = await team();
    const task = await newTask(t.editor, t.projectId, { startDate: "2030-01-14", dueDate: "2030-01-17" });
    const res = await api("POST", `/api/projects/${t.projectId}/schedule/move`, {
      as: t.editor,
      body: { taskId: task.id, startDate: "0000-01-01", dueDate: "9999-12-31" },
    });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe(OUT_OF_RANGE);
    const [after] = (await listTasks(t.owner, t.projectId)).tasks as Task[];
    expect([after.startDate, after.dueDate]).toEqual(["2030-01-14", "2030-01-17"]);
    const schedule = await json<{ projectEnd: string }>(await api("GET", `/api/projects/${t.projectId}/schedule`, { as: t.viewer }));
    expect(schedule.projectEnd).toBe("2030-01-17");
  });

  it("GET /api/projects/:id/analytics refuses a range starting before 1900", async () => {
    const t = await team();
    const res = await api("GET", `/api/projects/${t.projectId}/analytics?from=1899-12-31`, { as: t.viewer });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe(OUT_OF_RANGE);
  });
});
