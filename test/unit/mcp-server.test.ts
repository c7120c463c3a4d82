import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { SessionUser } from "../../worker/auth/session";
import { ApiError, StaleTaskError } from "../../worker/http/errors";
import type { McpCaller } from "../../worker/mcp/caller";
import type { McpTool } from "../../worker/mcp/tools";

// Issue 24/27: the MCP server (worker/mcp/server.ts), spoken to over the SDK's in-memory transport by
// the SDK's own client, with the tools scripted. What an agent reads: the server's instructions, each
// tool's title, description, input schema and hints; what a call does: the credential's permission
// first (allowTool), then the tool with its parsed input, its value as JSON text; a refusal is a
// result with isError and the status and message /api would have answered, and a crash says only
// "Something went wrong" to the agent and logs the rest. test/api/mcp.test.ts runs the real tools.

const runs: Array<{ tool: string; input: unknown; caller: McpCaller }> = [];
const outcome: { error: unknown } = { error: null };

const fake = (name: string, extra: Partial<McpTool>): McpTool => ({
  name,
  title: `Title of ${name}`,
  description: `What ${name} does.`,
  action: "project.read",
  input: z.object({}),
  readOnly: true,
  target: () => null,
  run: async (_env, caller, input) => {
    runs.push({ tool: name, input, caller });
    if (outcome.error) throw outcome.error;
    return { ok: name, input };
  },
  ...extra,
});

vi.mock("../../worker/mcp/tools", () => ({
  MCP_TOOLS: [
    fake("read_it", {
      input: z.object({ projectId: z.number().int().describe("The project's id."), depth: z.number().default(2) }),
      target: (a) => ({ projectId: (a as { projectId: number }).projectId }),
    }),
    fake("write_it", {
      action: "task.edit",
      readOnly: false,
      input: z.object({ projectId: z.number().int() }),
      target: (a) => ({ projectId: (a as { projectId: number }).projectId }),
    }),
    fake("list_mine", { action: "projects.list", limitedOk: true }),
    fake("find_all", { action: "projects.list" }),
  ],
}));

const { mcpServer } = await import("../../worker/mcp/server");

const person = { id: 7, email: "a@example.com", name: "A", viaToken: "Agent" } as unknown as SessionUser;
const env = {} as Env;
const clients: Client[] = [];

async function connect(caller: Partial<McpCaller> = {}): Promise<Client> {
  const server = mcpServer(env, { user: person, scopes: ["read", "write"], projectIds: null, ...caller });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "test-agent", version: "1.0.0" });
  await client.connect(clientSide);
  clients.push(client);
  return client;
}

const callTool = async (client: Client, name: string, args: Record<string, unknown> = {}) =>
  (await client.callTool({ name, arguments: args })) as CallToolResult;

const text = (r: CallToolResult) => (r.content[0] as { type: "text"; text: string }).text;

beforeEach(() => {
  runs.length = 0;
  outcome.error = null;
});
afterEach(async () => {
  for (const c of clients.splice(0)) await c.close();
  vi.restoreAllMocks();
});

describe("the MCP server an agent connects to", () => {
  it("introduces Kickoff and how to start, as one text", async () => {
    const client = await connect();
    expect(client.getServerVersion()).toMatchObject({ name: "kickoff", title: "Kickoff", version: "1.0.0" });
    expect(client.getInstructions()).toBe(
      "Kickoff is a project planner. Projects have boards of tasks and milestones (statuses todo, in-progress, done). " +
        "Start with list_projects, then read_board for task ids and versions. Writes act as the person who made the token, " +
        "within their role on each project, and appear live on the board. plan_from_idea only proposes: save_plan creates the project.",
    );
  });

  it("lists every tool with its title, description, input schema and hints", async () => {
    const client = await connect();
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(["read_it", "write_it", "list_mine", "find_all"]);
    const read = tools[0];
    expect(read).toMatchObject({ title: "Title of read_it", description: "What read_it does." });
    expect(read.inputSchema).toMatchObject({
      type: "object",
      properties: { projectId: { type: "integer", description: "The project's id." }, depth: { type: "number", default: 2 } },
      required: ["projectId"],
    });
    // Nothing a tool does deletes, and every tool stays inside Kickoff: an agent may call them without asking twice.
    expect(tools.map((t) => [t.name, t.annotations])).toEqual([
      ["read_it", { readOnlyHint: true, destructiveHint: false, openWorldHint: false }],
      ["write_it", { readOnlyHint: false, destructiveHint: false, openWorldHint: false }],
      ["list_mine", { readOnlyHint: true, destructiveHint: false, openWorldHint: false }],
      ["find_all", { readOnlyHint: true, destructiveHint: false, openWorldHint: false }],
    ]);
  });

  it("runs a tool with its parsed input, for the caller, and answers its value as JSON text", async () => {
    const client = await connect();
    const result = await callTool(client, "read_it", { projectId: 4 });
    expect(result.isError).toBeFalsy();
    expect(result.content).toEqual([{ type: "text", text: JSON.stringify({ ok: "read_it", input: { projectId: 4, depth: 2 } }) }]);
    expect(runs).toEqual([{ tool: "read_it", input: { projectId: 4, depth: 2 }, caller: expect.objectContaining({ user: person }) }]);
  });

  it("refuses input its schema does not take, with the schema's message, and runs nothing", async () => {
    const client = await connect();
    const result = await callTool(client, "read_it", { projectId: "four" });
    expect(result.isError).toBe(true);
    expect(text(result)).toContain("projectId");
    expect(text(result)).toContain("expected number");
    expect(runs).toEqual([]);
  });

  it("asks the credential first: a read-only token never runs a tool that writes", async () => {
    const client = await connect({ scopes: ["read"] });
    const result = await callTool(client, "write_it", { projectId: 4 });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toEqual({ status: 403, message: 'This API token needs the "write" scope to do this.' });
    expect(result.content).toEqual([{ type: "text", text: 'This API token needs the "write" scope to do this. (403)' }]);
    expect(runs).toEqual([]);
  });

  it("keeps a project-limited token to its projects, and to the tools about no one project that answer only those", async () => {
    const client = await connect({ projectIds: [4] });
    expect((await callTool(client, "read_it", { projectId: 4 })).isError).toBeFalsy();
    const other = await callTool(client, "read_it", { projectId: 5 });
    expect(other.structuredContent).toEqual({ status: 404, message: "Project not found" });
    expect((await callTool(client, "list_mine")).isError).toBeFalsy();
    const closed = await callTool(client, "find_all");
    expect(closed.isError).toBe(true);
    expect(closed.structuredContent).toEqual({ status: 403, message: "This API token is limited to some projects; it cannot do this." });
    expect(runs.map((r) => r.tool)).toEqual(["read_it", "list_mine"]);
  });

  it("answers a refusal with the status, message and details /api would have answered", async () => {
    const client = await connect();
    outcome.error = new ApiError(400, "The dates are out of order.", { field: "dueDate" });
    const refused = await callTool(client, "read_it", { projectId: 4 });
    expect(refused.isError).toBe(true);
    expect(refused.content).toEqual([{ type: "text", text: "The dates are out of order. (400)" }]);
    expect(refused.structuredContent).toEqual({ status: 400, message: "The dates are out of order.", details: { field: "dueDate" } });

    outcome.error = new ApiError(403, "You have read-only access to this project.");
    const plain = await callTool(client, "read_it", { projectId: 4 });
    expect(plain.structuredContent).toStrictEqual({ status: 403, message: "You have read-only access to this project." });
  });

  it("hands back the current task with a stale version's refusal, as PATCH's 409 does", async () => {
    const client = await connect();
    outcome.error = new StaleTaskError({ id: "4-abc", version: 3 });
    const stale = await callTool(client, "write_it", { projectId: 4 });
    expect(stale.isError).toBe(true);
    expect(stale.structuredContent).toEqual({
      status: 409,
      message: "This task was changed by someone else.",
      details: { task: { id: "4-abc", version: 3 } },
    });
  });

  it("tells the agent only that something went wrong when a tool crashes, and logs the crash with the tool's name", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const client = await connect();
    outcome.error = new TypeError("db is undefined");
    const crashed = await callTool(client, "read_it", { projectId: 4 });
    expect(crashed.isError).toBe(true);
    expect(crashed.content).toEqual([{ type: "text", text: "Something went wrong on our side. Please try again." }]);
    expect(crashed.structuredContent).toBeUndefined();
    expect(logged).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(logged.mock.calls[0][0]));
    expect(line).toMatchObject({ level: "error", where: "mcp", tool: "read_it", error: "TypeError: db is undefined" });
    expect(line.stack).toContain("db is undefined");
  });
});
