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
