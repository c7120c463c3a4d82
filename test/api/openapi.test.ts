import { Validator } from "@cfworker/json-schema";
import { uniqueSymbol } from "hono-openapi";
import { describe, expect, it } from "vitest";
import { OUTSIDE_API_ACTIONS } from "../../worker/http/route-actions";
import { openApiPath } from "../../worker/openapi/document";
import { RESPONSES } from "../../worker/openapi/responses";
import { apiRoutes } from "../../worker/routes";
import { api, json, newTask, team } from "../board/support";
import { routeTable } from "../support/route-table";

// Issue 24: /api/openapi.json describes every route of the route table, each with the schemas its
// validators check (path, query, body) and the schema of its success answer; real answers match the
// documented schemas; /api/docs renders the same document as a page without scripts.

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};
type Operation = {
  parameters?: Array<{ name: string; in: string; schema?: unknown }>;
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};

async function document(): Promise<Doc> {
  const res = await api("GET", "/api/openapi.json");
  expect(res.status).toBe(200);
  return json<Doc>(res);
}

/** The validators hono-openapi recorded on a route: which parts of the request it checks. */
function validatedTargets(method: string, path: string): Set<string> {
  const targets = new Set<string>();
  for (const r of apiRoutes.routes) {
    if (r.method !== method || `/api${r.path}` !== path) continue;
    const meta = (r.handler as unknown as Record<symbol, { target?: string } | undefined>)[uniqueSymbol];
    if (meta?.target) targets.add(meta.target);
  }
  return targets;
}

const operation = (doc: Doc, method: string, path: string) => doc.paths[openApiPath(path)]?.[method.toLowerCase()];

function successOf(op: Operation): [string, Operation["responses"][string]] {
  const ok = Object.entries(op.responses).find(([status]) => /^[123]/.test(status));
  if (!ok) throw new Error("no success response");
  return ok;
}

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 and describes every route of the route table with its request and success schemas", async () => {
    const doc = await document();
    expect(doc.openapi).toBe("3.1.0");
    const routes = routeTable();
    expect(routes.length).toBeGreaterThan(80);
    const problems: string[] = [];
    for (const { method, path } of routes) {
      const key = `${method} ${path}`;
      const op = operation(doc, method, path);
      if (!op) {
        problems.push(`${key}: not in the document`);
        continue;
      }
      const answer = RESPONSES[key];
      if (!answer) problems.push(`${key}: no success answer in worker/openapi/responses.ts`);
      const [status, success] = successOf(op);
      if (answer && status !== String(answer.status)) problems.push(`${key}: success is ${status}, not ${answer.status}`);
      if (answer?.kind === "json" && !success.content?.["application/json"]?.schema) problems.push(`${key}: no JSON schema for ${status}`);
      // Every path parameter is described, and what the route validates is in the document.
      for (const [, name] of path.matchAll(/:(\w+)/g)) {
        if (!op.parameters?.some((p) => p.in === "path" && p.name === name)) problems.push(`${key}: path parameter ${name} missing`);
      }
      const targets = validatedTargets(method, path);
      if (targets.has("json") && !op.requestBody?.content["application/json"]?.schema) problems.push(`${key}: body schema missing`);
      if (targets.has("query") && !op.parameters?.some((p) => p.in === "query" && p.schema)) problems.push(`${key}: query schema missing`);
      // A route that takes a JSON body and does not validate it would go undescribed: there is none.
      if (["POST", "PUT", "PATCH"].includes(method) && !targets.has("json") && op.requestBody) problems.push(`${key}: odd body`);
    }
    expect(problems).toEqual([]);
    // Nothing in the document that the app does not have.
    const documented = Object.entries(doc.paths).flatMap(([p, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${p}`));
    const real = new Set(routes.map((r) => `${r.method} ${openApiPath(r.path)}`));
    expect(documented.filter((d) => !real.has(d))).toEqual([]);
    expect(Object.keys(RESPONSES).filter((k) => !routes.some((r) => `${r.method} ${r.path}` === k))).toEqual([]);
  });

  it("leaves out only the listed routes outside /api: the MCP server, which describes itself (decision 075), and its OAuth consent page (076)", async () => {
    const doc = await document();
    expect(Object.keys(OUTSIDE_API_ACTIONS)).toEqual(["POST /mcp", "GET /mcp", "DELETE /mcp", "GET /authorize", "POST /authorize"]);
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith("/api/"))).toEqual([]);
  });

  it("describes request bodies from the routes' own zod schemas", async () => {
    const doc = await document();
    const body = (m: string, p: string) => operation(doc, m, p)?.requestBody?.content["application/json"]?.schema as Record<string, any>;
    const createTask = body("POST", "/api/tasks");
    expect(createTask.type).toBe("object");
    expect(createTask.required).toEqual(expect.arrayContaining(["projectId", "name"]));
    expect(createTask.properties.priority.enum).toEqual(["low", "medium", "high"]);
    const webhook = body("POST", "/api/projects/:id/webhooks");
    expect(webhook.properties.events.items.enum).toContain("task.completed");
    const idParam = operation(doc, "GET", "/api/projects/:id")!.parameters!.find((p) => p.name === "id")!;
    expect(idParam.in).toBe("path");
    const query = operation(doc, "GET", "/api/search")!.parameters!.map((p) => `${p.in}:${p.name}`);
    expect(query).toContain("query:q");
  });

  it("documents answers that real answers match", async () => {
    const doc = await document();
    const t = await team();
    const task = await newTask(t.owner, t.projectId, { name: "Documented", dueDate: "2031-02-03" });
    const other = await newTask(t.owner, t.projectId, { name: "After it" });
    const calls: Array<[string, string, unknown, string]> = [
      ["GET", "/api/auth/user", undefined, "/api/auth/user"],
      ["GET", "/api/projects", undefined, "/api/projects"],
      ["GET", `/api/projects/${t.projectId}`, undefined, "/api/projects/:id"],
      ["PATCH", `/api/tasks/${task.id}`, { name: "Documented well" }, "/api/tasks/:id"],
      ["POST", "/api/tasks", { projectId: t.projectId, name: "Another" }, "/api/tasks"],
      ["GET", `/api/projects/${t.projectId}/tasks`, undefined, "/api/projects/:id/tasks"],
      ["GET", `/api/projects/${t.projectId}/members`, undefined, "/api/projects/:id/members"],
      ["POST", `/api/tasks/${task.id}/comments`, { body: "Looks right" }, "/api/tasks/:id/comments"],
      ["GET", `/api/tasks/${task.id}/comments`, undefined, "/api/tasks/:id/comments"],
      [
        "POST",
        `/api/projects/${t.projectId}/dependencies`,
        { predecessorId: task.id, successorId: other.id },
        "/api/projects/:id/dependencies",
      ],
      ["GET", `/api/projects/${t.projectId}/dependencies`, undefined, "/api/projects/:id/dependencies"],
      ["GET", "/api/notifications", undefined, "/api/notifications"],
      ["GET", "/api/search?q=Documented", undefined, "/api/search"],
      ["GET", `/api/projects/${t.projectId}/activity`, undefined, "/api/projects/:id/activity"],
      [
        "POST",
        `/api/projects/${t.projectId}/webhooks`,
        { url: "https://hooks.example.com/doc", events: ["task.created"] },
        "/api/projects/:id/webhooks",
      ],
      ["GET", `/api/projects/${t.projectId}/webhooks`, undefined, "/api/projects/:id/webhooks"],
      ["GET", "/api/invitations", undefined, "/api/invitations"],
    ];
    for (const [method, url, body, route] of calls) {
      const res = await api(method, url, { as: t.owner, body });
      const op = operation(doc, method, route)!;
      const [status, success] = successOf(op);
      expect(String(res.status), `${method} ${url}`).toBe(status);
      const schema = success.content!["application/json"].schema as object;
      const result = new Validator({ ...schema, $defs: doc.components.schemas } as never, "2020-12", false).validate(await res.json());
      expect(
        result.errors.map((e) => `${e.instanceLocation} ${e.error}`),
        `${method} ${url}`,
      ).toEqual([]);
    }
  });

  it("is shown as a reference page with no script, open to anyone", async () => {
    const res = await api("GET", "/api/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("content-security-policy")).toContain("script-src");
    const page = await res.text();
    expect(page).not.toContain("<script");
    expect(page).toContain('href="/api/openapi.json"');
    for (const { path } of routeTable()) expect(page, path).toContain(`<code>${openApiPath(path)}</code>`);
  });
});
