import { describe, expect, it } from "vitest";
import { scopeAllows } from "../../core/policy";
import { MCP_TOOLS } from "../../worker/mcp/tools";

// Issue 24/27: each MCP tool's part of its permission (worker/mcp/tools.ts). The tool names the
// policy action it performs, and allowTool (worker/mcp/caller.ts) asks the credential's scope for it:
// so a read-only credential may call exactly the tools that change nothing (MCP's readOnlyHint), and
// writing the board is the editor's action, as on /api. A project-limited token may call a tool about
// no single project only when the tool answers just that token's projects (list_projects, read_plan).
// test/api/mcp.test.ts checks the refusals end to end; here the table itself, one tool at a time.

const byName = new Map(MCP_TOOLS.map((t) => [t.name, t]));
const tool = (name: string) => {
  const t = byName.get(name);
  if (!t) throw new Error(`no tool ${name}`);
  return t;
};

describe("each MCP tool's access", () => {
  it("names the action it performs, as /api's route for the same work does", () => {
    expect(Object.fromEntries(MCP_TOOLS.map((t) => [t.name, t.action]))).toEqual({
      list_projects: "projects.list",
      read_board: "project.read",
      create_task: "task.edit",
      update_task: "task.edit",
      move_task: "task.edit",
      complete_task: "task.edit",
      comment_on_task: "comment.write",
      plan_from_idea: "ai.plan",
      read_plan: "jobs.read",
      save_plan: "projects.create",
      read_schedule: "project.read",
      what_if: "project.read",
      read_analytics: "project.read",
      search: "projects.list",
    });
  });

  it("never opens a tool that changes something to a read-only credential; a write credential calls every tool", () => {
    const changing = MCP_TOOLS.filter((t) => !t.readOnly);
    expect(changing.length).toBeGreaterThan(0);
    for (const t of changing) expect(scopeAllows(t.action, ["read"]), t.name).toBe(false);
    for (const t of MCP_TOOLS) expect(scopeAllows(t.action, ["write"]), t.name).toBe(true);
    // plan_from_idea changes nothing on a board but spends the AI budget: ai.plan needs write, as on /api.
    const forRead = MCP_TOOLS.filter((t) => scopeAllows(t.action, ["read"])).map((t) => t.name);
    expect(forRead.sort()).toEqual(
      MCP_TOOLS.filter((t) => t.readOnly && t.name !== "plan_from_idea")
        .map((t) => t.name)
        .sort(),
    );
  });

  it("opens a tool about no single project to a limited token only where it answers the token's projects alone", () => {
    const limitedOk = MCP_TOOLS.filter((t) => t.limitedOk === true).map((t) => t.name);
    expect(limitedOk.sort()).toEqual(["list_projects", "read_plan"]);
  });

  it("finds the project a call is about: the project's id, a task's own project, none for the others", () => {
    expect(tool("read_board").target({ projectId: 4 })).toEqual({ projectId: 4 });
    expect(tool("complete_task").target({ taskId: "12-abcdefgh" })).toEqual({ taskId: "12-abcdefgh", projectId: 12 });
    expect(tool("complete_task").target({ taskId: "nonsense" })).toEqual({ taskId: "nonsense", projectId: null });
    expect(tool("read_analytics").target({ projectId: 4 })).toEqual({ projectId: 4 });
    expect(tool("read_analytics").target({})).toBeNull();
    expect(tool("list_projects").target({})).toBeNull();
    expect(tool("search").target({ q: "x" })).toBeNull();
  });
});
