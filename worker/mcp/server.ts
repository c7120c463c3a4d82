import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/cfworker";
import { ApiError, StaleTaskError } from "../http/errors";
import { allowTool, type McpCaller } from "./caller";
import { MCP_TOOLS } from "./tools";

// One MCP server per request (stateless, decision 075): the tools of worker/mcp/tools.ts, bound to the
// caller. A refusal is a tool result with isError, carrying the status and message the route would
// have answered, so an agent reads why and can tell the person.

const INSTRUCTIONS =
  "Kickoff is a project planner. Projects have boards of tasks and milestones (statuses todo, in-progress, done). " +
  "Start with list_projects, then read_board for task ids and versions. Writes act as the person who made the token, " +
  "within their role on each project, and appear live on the board. plan_from_idea only proposes: save_plan creates the project.";

function refusal(err: unknown, tool: string): CallToolResult {
  if (err instanceof ApiError) {
    const details = err instanceof StaleTaskError ? { task: err.task } : err.details;
    return {
      isError: true,
      content: [{ type: "text", text: `${err.message} (${err.status})` }],
      structuredContent: { status: err.status, message: err.message, ...(details !== undefined ? { details } : {}) },
    };
  }
  console.error(
    JSON.stringify({ level: "error", where: "mcp", tool, error: String(err), stack: err instanceof Error ? err.stack : undefined }),
  );
  return { isError: true, content: [{ type: "text", text: "Something went wrong on our side. Please try again." }] };
}

export function mcpServer(env: Env, caller: McpCaller): McpServer {
  const server = new McpServer(
    { name: "kickoff", title: "Kickoff", version: "1.0.0" },
    // The SDK's Workers validator: no code generation (which workerd forbids) and no Ajv set up per request.
    { instructions: INSTRUCTIONS, jsonSchemaValidator: new CfWorkerJsonSchemaValidator() },
  );
  for (const t of MCP_TOOLS) {
    server.registerTool(
      t.name,
      {
        title: t.title,
        description: t.description,
        inputSchema: t.input,
        annotations: { readOnlyHint: t.readOnly, destructiveHint: false, openWorldHint: false },
      },
      async (args: unknown): Promise<CallToolResult> => {
        try {
          const input = args as Parameters<typeof t.run>[2];
          allowTool(caller, t.action, t.target(input), !t.limitedOk);
          const value = await t.run(env, caller, input);
          return { content: [{ type: "text", text: JSON.stringify(value) }] };
        } catch (err) {
          return refusal(err, t.name);
        }
      },
    );
  }
  return server;
}
