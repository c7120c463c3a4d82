import type { Hono } from "hono";
import { generateSpecs } from "hono-openapi";
import type { OpenAPIV3_1 } from "openapi-types";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import { type Answer, RESPONSES } from "./responses";

// /api/openapi.json (issue 24, decision 067). hono-openapi reads the Hono app: every route, and the
// zod schema each validator checks (path, query and body). What a route answers comes from the
// table in responses.ts. The document is built once per isolate: the routes do not change at runtime.

type Document = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;

const METHODS = ["get", "put", "post", "patch", "delete"] as const;

const errorSchema: OpenAPIV3_1.SchemaObject = {
  type: "object",
  properties: {
    message: { type: "string", description: "What went wrong, in words a person can read." },
    details: { description: "Per-field issues for a 400, or the request id of a 500." },
  },
  required: ["message"],
};

const ERRORS: Record<string, string> = {
  "400": "The request is invalid: `message` says why, `details` lists every issue.",
  "401": "Not signed in (no session cookie or API token).",
  "403": "Signed in, but the role (or the token's scope) does not allow this.",
  "404": "Not found, or not visible to the caller.",
  "429": "Too many requests: wait for Retry-After seconds.",
};

/** "/api/projects/:id/members/:userId" → "/api/projects/{id}/members/{userId}" */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

function schemaOf(schema: z.ZodType): OpenAPIV3_1.SchemaObject {
  const out = z.toJSONSchema(schema, { target: "draft-2020-12", io: "output", unrepresentable: "any", reused: "inline" }) as Record<
    string,
    unknown
  >;
  delete out.$schema;
  return out as OpenAPIV3_1.SchemaObject;
}

function responsesFor(answer: Answer | undefined, hasParams: boolean): OpenAPIV3_1.ResponsesObject {
  const responses: OpenAPIV3_1.ResponsesObject = {};
  if (answer) {
    const ok: OpenAPIV3_1.ResponseObject = { description: answer.description };
    if (answer.kind === "json") ok.content = { "application/json": { schema: schemaOf(answer.schema) } };
    if (answer.kind === "html") ok.content = { "text/html": { schema: { type: "string" } } };
    if (answer.kind === "redirect") ok.headers = { Location: { schema: { type: "string" }, description: "Where to go next." } };
    responses[String(answer.status)] = ok;
  }
  for (const [status, description] of Object.entries(ERRORS)) {
    if (status === "404" && !hasParams) continue;
    responses[status] = { description, content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } };
  }
  return responses;
}

const tagOf = (path: string) => path.split("/")[2] ?? "api";

export async function buildDocument(app: Hono<AppEnv>, prefix = "/api"): Promise<Document> {
  const generated = (await generateSpecs(app, {
    documentation: {
      openapi: "3.1.0",
      info: {
        title: "Kickoff API",
        version: "1.0.0",
        description:
          "Projects, boards, tasks, comments, members and webhooks. Authenticate with the session cookie of a signed-in browser, or send `Authorization: Bearer <token>` with a personal API token. Errors are `{ message, details? }`.",
      },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "__Host-kickoff_session", description: "The signed-in browser's session." },
          token: { type: "http", scheme: "bearer", description: "A personal API token (Settings → API tokens)." },
        },
      },
      security: [{ session: [] }, { token: [] }],
    },
    defaultValidationErrorResponse: false,
  })) as unknown as Document;
  const paths: OpenAPIV3_1.PathsObject = {};
  for (const [path, item] of Object.entries(generated.paths ?? {})) paths[`${prefix}${path === "/" ? "" : path}`] = item;

  for (const route of app.routes) {
    const method = route.method.toLowerCase() as (typeof METHODS)[number];
    if (!METHODS.includes(method)) continue;
    const key = `${route.method} ${prefix}${route.path}`;
    const path = openApiPath(`${prefix}${route.path}`);
    const item = paths[path] ?? {};
    paths[path] = item;
    const op: Operation = (item[method] as Operation | undefined) ?? {};
    const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
    // Path parameters the route's validator did not describe (it has none, or names them as they are).
    const described = new Set((op.parameters ?? []).map((p) => ("name" in p ? `${p.in}:${p.name}` : "")));
    for (const name of names) {
      if (described.has(`path:${name}`)) continue;
      op.parameters = [...(op.parameters ?? []), { name, in: "path", required: true, schema: { type: "string" } }];
    }
    op.tags = [tagOf(`${prefix}${route.path}`)];
    op.operationId ??= `${method}${path.replace(/[{}]/g, "").replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ""))}`;
    op.summary ??= RESPONSES[key]?.description;
    op.responses = responsesFor(RESPONSES[key], names.length > 0);
    item[method] = op as never;
  }

  return {
    ...generated,
    openapi: "3.1.0",
    paths,
    components: { ...generated.components, schemas: { ...generated.components?.schemas, Error: errorSchema } },
  } as Document;
}

let cached: Promise<Document> | null = null;
let described: Hono<AppEnv> | null = null;

/** worker/routes/index.ts names the app to describe (the docs routes are part of it, so cannot import it). */
export function describeApp(app: Hono<AppEnv>): void {
  described = app;
  cached = null;
}

/** The document of the running app, built on first request. */
export function apiDocument(): Promise<Document> {
  if (!described) throw new Error("describeApp() was not called");
  const app = described;
  cached ??= buildDocument(app).catch((err) => {
    cached = null;
    throw err;
  });
  return cached;
}
