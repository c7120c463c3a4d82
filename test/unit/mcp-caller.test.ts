import { describe, expect, it } from "vitest";
import type { SessionUser } from "../../worker/auth/session";
import { ApiError } from "../../worker/http/errors";
import { allowTool, type McpCaller, type ToolTarget } from "../../worker/mcp/caller";

// Issue 24/27: the credential's part of an MCP tool's permission (worker/mcp/caller.ts), asked as the
// /api guard asks it: the action's scope first, then a project-limited token only on its projects
// (another project, or a task of one, is not found: 404 like a project the person is not in), and a
// tool about no one project only for an unlimited credential. The role is the business function's.

const user = { id: 7, email: "a@example.com", name: "A" } as unknown as SessionUser;
const caller = (scopes: McpCaller["scopes"], projectIds: number[] | null): McpCaller => ({ user, scopes, projectIds });

function refusal(run: () => void): { status: number; message: string } | "allowed" {
  try {
    run();
    return "allowed";
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return { status: err.status, message: err.message };
  }
}
const ask = (c: McpCaller, action: Parameters<typeof allowTool>[1], target: ToolTarget, unlimitedOnly = false) =>
  refusal(() => allowTool(c, action, target, unlimitedOnly));

describe("allowTool: the credential's part of a tool's permission", () => {
  it("asks the action's scope first: a read credential may read, not write; write may do both", () => {
    expect(ask(caller(["read"], null), "project.read", { projectId: 1 })).toBe("allowed");
    expect(ask(caller(["read"], null), "task.edit", { projectId: 1 })).toEqual({
      status: 403,
      message: 'This API token needs the "write" scope to do this.',
    });
    expect(ask(caller(["write"], null), "task.edit", { taskId: "1-a", projectId: 1 })).toBe("allowed");
    expect(ask(caller(["write"], null), "project.read", null)).toBe("allowed");
    // The scope is refused before the project: a read token on a project it may not reach still hears about the scope.
    expect(ask(caller(["read"], [2]), "task.edit", { projectId: 1 })).toEqual({
      status: 403,
      message: 'This API token needs the "write" scope to do this.',
    });
    // No credential may do what only a signed-in person does.
    expect(ask(caller(["admin"], null), "tokens.manage", null)).toEqual({
      status: 403,
      message: "API tokens cannot do this; sign in to Kickoff to do it.",
    });
  });

  it("lets an unlimited credential reach every project and every tool about none", () => {
    const c = caller(["write"], null);
    expect(ask(c, "project.read", { projectId: 99 })).toBe("allowed");
    expect(ask(c, "task.edit", { taskId: "99-x", projectId: 99 })).toBe("allowed");
    expect(ask(c, "project.read", null, true)).toBe("allowed");
    expect(ask(c, "project.read", null, false)).toBe("allowed");
  });

  it("keeps a project-limited token on its projects: another is not found, as a project or as a task", () => {
    const c = caller(["write"], [3, 5]);
    expect(ask(c, "project.read", { projectId: 3 })).toBe("allowed");
    expect(ask(c, "task.edit", { taskId: "5-a", projectId: 5 })).toBe("allowed");
    expect(ask(c, "project.read", { projectId: 4 })).toEqual({ status: 404, message: "Project not found" });
    expect(ask(c, "task.edit", { taskId: "4-a", projectId: 4 })).toEqual({ status: 404, message: "Task not found" });
    // A task id that names no project is not found, even for a token limited to no project at all.
    expect(ask(c, "task.edit", { taskId: "nope", projectId: null })).toEqual({ status: 404, message: "Task not found" });
    expect(ask(caller(["write"], []), "project.read", { projectId: 3 })).toEqual({ status: 404, message: "Project not found" });
  });

  it("closes a tool about no one project to a limited token only when the tool works unlimited only", () => {
    const c = caller(["read"], [3]);
    expect(ask(c, "project.read", null, true)).toEqual({
      status: 403,
      message: "This API token is limited to some projects; it cannot do this.",
    });
    // list_projects: about no one project, and answers only the token's projects, so it stays open.
    expect(ask(c, "projects.list", null, false)).toBe("allowed");
  });
});
