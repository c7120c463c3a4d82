import { SELF } from "cloudflare:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { isAction } from "../../core/policy";
import type { ActivityPage } from "../../core/schemas/activity";
import type { Task } from "../../core/schemas/task";
import { MCP_TOOLS } from "../../worker/mcp/tools";
import { api, type Caller, connect, flushProjection, json, newProjectId, newTask, team } from "../board/support";
import { ORIGIN } from "../support/api";

// Issue 24: the MCP server at /mcp, driven by the SDK's own client over its streamable HTTP transport,
// with a fetch that goes to the Worker (SELF). Every tool asks the policy with the token's scopes and
// the person's role, and writes go through the board, so a teammate's socket sees them.

async function mint(as: Caller, body: Record<string, unknown>): Promise<string> {
  const res = await api("POST", "/api/tokens", { as, body: { name: "Agent", scopes: ["read"], ...body } });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json<{ token: string }>(res)).token;
}

async function agent(token: string): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL(`${ORIGIN}/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${token}` } },
    fetch: (url, init) => SELF.fetch(String(url), init),
  });
  const client = new Client({ name: "kickoff-test-agent", version: "1.0.0" });
  await client.connect(transport);
  return client;
}

const text = (r: CallToolResult) => (r.content[0] as { type: "text"; text: string }).text;

async function call<T = any>(client: Client, name: string, args: Record<string, unknown> = {}): Promise<T> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  if (result.isError) throw new Error(`${name} refused: ${text(result)}`);
  return JSON.parse(text(result)) as T;
}

async function refused(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  expect(result.isError, `${name} should be refused, answered ${text(result)}`).toBe(true);
  return result.structuredContent as { status: number; message: string };
}

describe("the MCP server", () => {
  it("lists its tools, each naming a policy action, with input schemas", async () => {
    const t = await team();
    const client = await agent(await mint(t.viewer, {}));
    const { tools } = await client.listTools();
    expect(tools.map((x) => x.name).sort()).toEqual(
      [
        "list_projects",
        "read_board",
        "create_task",
        "update_task",
        "move_task",
        "complete_task",
        "comment_on_task",
        "plan_from_idea",
        "read_plan",
        "save_plan",
        "read_schedule",
        "what_if",
        "read_analytics",
        "search",
      ].sort(),
    );
    expect(MCP_TOOLS.filter((x) => !isAction(x.action)).map((x) => x.name)).toEqual([]);
    const create = tools.find((x) => x.name === "create_task")!;
    expect(create.inputSchema.required).toEqual(expect.arrayContaining(["projectId", "name"]));
    expect(create.annotations?.readOnlyHint).toBe(false);
    expect(tools.find((x) => x.name === "read_board")!.annotations?.readOnlyHint).toBe(true);
    await client.close();
  });

  it("reads: projects, a board, the schedule with a what-if, analytics and search", async () => {
    const t = await team();
    const a = await newTask(t.owner, t.projectId, { name: "Pour the foundations", startDate: "2027-03-01", dueDate: "2027-03-05" });
    const b = await newTask(t.owner, t.projectId, { name: "Raise the walls", startDate: "2027-03-08", dueDate: "2027-03-12" });
    const link = await api("POST", `/api/projects/${t.projectId}/dependencies`, {
      as: t.owner,
      body: { predecessorId: a.id, successorId: b.id },
    });
    expect(link.status).toBe(201);
    const client = await agent(await mint(t.viewer, {}));

    const projects = await call<Array<{ id: number; role: string }>>(client, "list_projects");
    expect(projects.map((p) => [p.id, p.role])).toEqual([[t.projectId, "viewer"]]);

    const board = await call<{ project: { id: number }; tasks: Task[]; dependencies: unknown[]; version: number }>(client, "read_board", {
      projectId: t.projectId,
    });
    expect(board.project.id).toBe(t.projectId);
    expect(board.tasks.map((x) => x.name)).toEqual(["Pour the foundations", "Raise the walls"]);
    expect(board.dependencies).toHaveLength(1);

    const schedule = await call<{ criticalPath: string[] }>(client, "read_schedule", { projectId: t.projectId });
    expect(schedule.criticalPath).toEqual([a.id, b.id]);
    const whatIf = await call(client, "what_if", { projectId: t.projectId, taskId: a.id, slipDays: 3 });
    expect(JSON.stringify(whatIf)).toContain(b.id);

    const analytics = await call<{ metrics: unknown }>(client, "read_analytics", {});
    expect(analytics.metrics).toBeTruthy();
    const projectAnalytics = await call(client, "read_analytics", { projectId: t.projectId });
    expect(projectAnalytics.progress).toEqual({ completed: 0, total: 2, percent: 0 });

    // Search reads the boards' D1 projection, which trails a write by a moment.
    await flushProjection(t.projectId);
    const found = await call<{ tasks: Array<{ id: string }> }>(client, "search", { q: "foundations" });
    expect(found.tasks.map((x) => x.id)).toEqual([a.id]);
    await client.close();
  });

  it("writes through the board: a teammate's socket sees the task created, changed, moved, completed and commented on", async () => {
    const t = await team();
    const teammate = await connect(t.owner, t.projectId);
    await teammate.next((m) => m.type === "snapshot" || m.type === "role");
    const client = await agent(await mint(t.editor, { name: "Claude", scopes: ["write"] }));

    const created = await call<Task>(client, "create_task", { projectId: t.projectId, name: "Book the venue", priority: "high" });
    const seen = await teammate.next((m) => m.type === "op" && m.op.kind === "created" && m.op.task.id === created.id);
    expect(seen).toMatchObject({ op: { task: { name: "Book the venue", priority: "high" } } });

    const renamed = await call<Task>(client, "update_task", { taskId: created.id, name: "Book the big venue", version: created.version });
    expect(renamed.name).toBe("Book the big venue");
    expect((await call<Task>(client, "move_task", { taskId: created.id, status: "in-progress" })).status).toBe("in-progress");
    const done = await call<Task>(client, "complete_task", { taskId: created.id });
    expect(done.status).toBe("done");
    await teammate.next((m) => m.type === "op" && m.op.kind === "updated" && m.op.task.status === "done");
    const comment = await call<{ body: string }>(client, "comment_on_task", { taskId: created.id, body: "Booked for the 3rd." });
    expect(comment.body).toBe("Booked for the 3rd.");
    await teammate.next((m) => m.type === "comment");

    // A stale version is refused with the current task, like PATCH's 409.
    const stale = await refused(client, "update_task", { taskId: created.id, name: "Late", version: created.version });
    expect(stale.status).toBe(409);

    const page = await json<ActivityPage>(await api("GET", `/api/projects/${t.projectId}/activity`, { as: t.viewer }));
    const mine = page.items.filter((e) => e.taskId === created.id);
    expect(mine.length).toBeGreaterThanOrEqual(4);
    expect(mine.map((e) => [e.actor.id, e.via])).toEqual(mine.map(() => [t.editor.userId, "Claude"]));
    teammate.close();
    await client.close();
  });

  it("plans from an idea without saving, and saves only on the second call", async () => {
    const t = await team();
    const client = await agent(await mint(t.outsider, { scopes: ["write"] }));
    const before = await call<unknown[]>(client, "list_projects");
    const planned = await call<{ plan: { name: string; tasks: unknown[] }; saved: boolean }>(client, "plan_from_idea", {
      idea: "Organise a two-day developer conference in Lisbon for 300 people next spring",
    });
    expect(planned.saved).toBe(false);
    expect(planned.plan.tasks.length).toBeGreaterThan(3);
    expect(await call<unknown[]>(client, "list_projects")).toHaveLength(before.length);

    const saved = await call<{ projectId: number; created: boolean }>(client, "save_plan", { plan: planned.plan });
    expect(saved.created).toBe(true);
    const board = await call<{ tasks: Task[] }>(client, "read_board", { projectId: saved.projectId });
    expect(board.tasks.length).toBeGreaterThan(3);
    await client.close();
  });

  it("refuses a write with a read token, a viewer's write, and another team's project as not found", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId, { name: "Guarded" });
    const otherProject = await newProjectId(t.outsider, "Their project");
    const otherTask = await newTask(t.outsider, otherProject, { name: "Theirs" });

    const reader = await agent(await mint(t.editor, { scopes: ["read"] }));
    const scope = await refused(reader, "complete_task", { taskId: task.id });
    expect(scope).toMatchObject({ status: 403, message: 'This API token needs the "write" scope to do this.' });
    await reader.close();

    const viewer = await agent(await mint(t.viewer, { scopes: ["write"] }));
    const role = await refused(viewer, "create_task", { projectId: t.projectId, name: "Sneaky" });
    expect(role).toMatchObject({ status: 403, message: "You have read-only access to this project." });
    expect(await refused(viewer, "update_task", { taskId: task.id, name: "Sneaky" })).toMatchObject({ status: 403 });

    const foreignBoard = await refused(viewer, "read_board", { projectId: otherProject });
    expect(foreignBoard).toMatchObject({ status: 404, message: "Project not found" });
    expect(await refused(viewer, "read_schedule", { projectId: otherProject })).toMatchObject({ status: 404 });
    expect(await refused(viewer, "what_if", { projectId: otherProject, taskId: otherTask.id, slipDays: 2 })).toMatchObject({
      status: 404,
      message: "Project not found",
    });
    expect(await refused(viewer, "comment_on_task", { taskId: otherTask.id, body: "Hi" })).toMatchObject({ status: 404 });
    await viewer.close();

    // A token limited to one project: the others are not found, and tools about no one project are closed.
    const limited = await agent(await mint(t.outsider, { scopes: ["write"], projectIds: [otherProject] }));
    const notFound = await refused(limited, "read_board", { projectId: t.projectId });
    expect(notFound).toMatchObject({ status: 404, message: "Project not found" });
    expect(await call<Array<{ id: number }>>(limited, "list_projects")).toEqual([expect.objectContaining({ id: otherProject })]);
    expect(await refused(limited, "search", { q: "Theirs" })).toMatchObject({ status: 403 });
    await limited.close();

    // Nothing changed.
    const list = await json<Task[]>(await api("GET", `/api/projects/${t.projectId}/tasks`, { as: t.owner }));
    expect(list.map((x) => [x.name, x.status])).toEqual([["Guarded", "todo"]]);
  });

  it("takes only an API token: no credential, a bad one, or a session cookie is refused", async () => {
    const t = await team();
    const init = { jsonrpc: "2.0", id: 1, method: "tools/list" };
    const post = (headers: Record<string, string>) =>
      SELF.fetch(`${ORIGIN}/mcp`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
        body: JSON.stringify(init),
      });
    const none = await post({});
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toBe(
      `Bearer realm="Kickoff", resource="${ORIGIN}/mcp", resource_metadata="${ORIGIN}/.well-known/oauth-protected-resource/mcp"`,
    );
    expect((await post({ authorization: "Bearer kick_nope" })).status).toBe(401);
    expect((await post({ cookie: t.owner.cookie, origin: ORIGIN })).status).toBe(401);
    const token = await mint(t.owner, {});
    expect((await post({ cookie: t.owner.cookie, authorization: `Bearer ${token}` })).status).toBe(400);
    expect((await post({ authorization: `Bearer ${token}`, origin: "https://evil.example" })).status).toBe(403);
    const get = await SELF.fetch(`${ORIGIN}/mcp`, { headers: { authorization: `Bearer ${token}` } });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });
});
