import { describe, expect, it } from "vitest";
import { api, json, listTasks, team } from "../board/support";

// Body fields the server owns, found in the security review.

describe("POST /api/tasks", () => {
  // Where a task came from (an AI plan, an integration) is the server's to say, as for projects: a
  // client creating a task by hand may only send the spec's "manual".
  it("refuses a source other than manual, and creates nothing", async () => {
    const t = await team();
    for (const source of ["ai", "jira", "smartsheet", ""]) {
      const res = await api("POST", "/api/tasks", { as: t.editor, body: { projectId: t.projectId, name: "Forged", source } });
      expect(res.status, source).toBe(400);
      expect((await json(res)).message, source).toMatch(/source/i);
    }
    expect((await listTasks(t.owner, t.projectId)).tasks).toEqual([]);
    const ok = await api("POST", "/api/tasks", { as: t.editor, body: { projectId: t.projectId, name: "Manual", source: "manual" } });
    expect(ok.status).toBe(201);
    expect((await json(ok)).source).toBe("manual");
  });
});

describe("ids", () => {
  // Ids were read with Number(): "0x1", " 1", "1e0" and a JSON true all named project 1. They only
  // reach what the caller may see anyway, but they are not ids: 400, like any other malformed input.
  it("refuses ids in the path that are not plain decimal numbers", async () => {
    const t = await team();
    const id = t.projectId;
    const odd = [`0x${id.toString(16)}`, `%20${id}`, `${id}%20`, `+${id}`, `${id}.0`, `${id}e0`, `0${id}`, "0", "-1", "abc"];
    for (const p of odd) {
      expect((await api("GET", `/api/projects/${p}`, { as: t.owner })).status, p).toBe(400);
      expect((await api("GET", `/api/projects/${p}/members`, { as: t.owner })).status, p).toBe(400);
    }
    expect((await api("GET", `/api/projects/${id}`, { as: t.owner })).status).toBe(200);
  });

  it("refuses a projectId in a body that is not an integer", async () => {
    const t = await team();
    for (const projectId of [true, [t.projectId], `0x${t.projectId.toString(16)}`, ` ${t.projectId}`, t.projectId + 0.5, {}]) {
      const res = await api("POST", "/api/tasks", { as: t.editor, body: { projectId, name: "Odd id" } });
      expect(res.status, JSON.stringify(projectId)).toBe(400);
    }
    expect((await listTasks(t.owner, t.projectId)).tasks).toEqual([]);
    const ok = await api("POST", "/api/tasks", { as: t.editor, body: { projectId: t.projectId, name: "Plain id" } });
    expect(ok.status).toBe(201);
  });
});
