#!/usr/bin/env node
// @ts-nocheck: a Node script over untyped provider documents; what it writes is checked by the fakes.
// Builds the contracts the provider fakes check requests against, from the providers' own published
// documents (see README.md for where each comes from). Mechanical, no hand edits: for every path the
// code calls (SCOPE below) it keeps the whole path item (all its methods), resolves its parameters,
// request bodies and responses, and copies every schema they reach, transitively, into `$defs`.
// OpenAPI 3.0 schema dialect (`nullable`, boolean exclusive bounds) is converted to JSON Schema by
// @openapi-contrib/openapi-schema-to-json-schema, so the fakes can validate with @cfworker/json-schema
// inside workerd (no code generation). The monday.com GraphQL schema is copied as it is.
//
//   node test/contracts/extract.mjs <folder with the providers' documents> [<output folder>]
//
// Output folder defaults to test/contracts/vendor/ (not committed: see README.md).

import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fromSchema } from "@openapi-contrib/openapi-schema-to-json-schema";
import { parse as parseYaml } from "yaml";

const here = path.dirname(new URL(import.meta.url).pathname);

/** Every path the integrations call, per provider (worker/integrations/**). */
export const SCOPE = {
  asana: {
    file: "asana_oas.yaml",
    paths: [
      "/users/{user_gid}",
      "/workspaces",
      "/users/{user_gid}/teams",
      "/projects",
      "/projects/{project_gid}/sections",
      "/tasks",
      "/sections/{section_gid}/addTask",
      "/tasks/{task_gid}/addDependencies",
      "/tasks/{task_gid}",
      "/projects/{project_gid}/tasks",
      "/tasks/{task_gid}/subtasks",
      "/teams/{team_gid}/projects",
      // Issue 25: labels as tags, fields matched among the project's custom fields.
      "/projects/{project_gid}",
      "/workspaces/{workspace_gid}/tags",
      "/tasks/{task_gid}/addTag",
      "/tasks/{task_gid}/removeTag",
      "/projects/{project_gid}/custom_field_settings",
    ],
  },
  jira: {
    file: "jira-platform-v3.json",
    paths: [
      "/rest/api/3/myself",
      "/rest/api/3/project/search",
      "/rest/api/3/issue/createmeta/{projectIdOrKey}/issuetypes",
      "/rest/api/3/issue/createmeta/{projectIdOrKey}/issuetypes/{issueTypeId}",
      "/rest/api/3/issue",
      "/rest/api/3/issue/bulk",
      "/rest/api/3/issue/{issueIdOrKey}",
      "/rest/api/3/issue/{issueIdOrKey}/editmeta",
      "/rest/api/3/issue/{issueIdOrKey}/transitions",
      "/rest/api/3/search/jql",
      "/rest/api/3/issueLink",
    ],
  },
  smartsheet: {
    file: "smartsheet-v2.json",
    paths: [
      "/users/me",
      "/workspaces",
      "/sheets",
      "/workspaces/{workspaceId}",
      "/workspaces/{workspaceId}/sheets",
      "/sheets/{sheetId}",
      "/sheets/{sheetId}/rows",
      // Issue 25: the Labels column and the project's own fields as columns.
      "/sheets/{sheetId}/columns",
    ],
  },
};

const METHODS = ["get", "put", "post", "delete", "patch"];

function unescapePointer(token) {
  return decodeURIComponent(token.replace(/~1/g, "/").replace(/~0/g, "~"));
}

function at(doc, ref) {
  if (!ref.startsWith("#/")) throw new Error(`external $ref not supported: ${ref}`);
  let node = doc;
  for (const raw of ref.slice(2).split("/")) {
    const key = unescapePointer(raw);
    node = Array.isArray(node) ? node[Number(key)] : node?.[key];
    if (node === undefined) throw new Error(`dangling $ref ${ref}`);
  }
  return node;
}

/** Follows $ref chains on a non-schema object (parameter, request body, response). */
function deref(doc, node) {
  let n = node;
  for (let i = 0; n && typeof n === "object" && "$ref" in n && i < 20; i++) n = at(doc, n.$ref);
  return n;
}

function build(provider, doc, paths) {
  const defs = {};
  const defName = (ref) =>
    ref
      .slice(2)
      .split("/")
      .map(unescapePointer)
      .join("__")
      .replace(/[^A-Za-z0-9_.-]/g, "_");
  const pending = [];
  /** Rewrites every $ref in a schema to "#/$defs/<name>" and queues its target. */
  const rewrite = (schema) => {
    if (Array.isArray(schema)) return schema.map(rewrite);
    if (!schema || typeof schema !== "object") return schema;
    const out = {};
    for (const [k, v] of Object.entries(schema)) {
      if (k === "$ref" && typeof v === "string") {
        const name = defName(v);
        if (!(name in defs)) {
          defs[name] = null;
          pending.push([name, v]);
        }
        out.$ref = `#/$defs/${name}`;
      } else if (k === "example" || k === "examples" || k === "x-examples" || k === "description") {
        // Examples are kept on the operation (below), not inside schemas.
      } else out[k] = rewrite(v);
    }
    return out;
  };
  const convert = (schema) => {
    if (!schema || typeof schema !== "object") return schema;
    const converted = fromSchema(structuredClone(schema), { cloneSchema: false, keepNotSupported: ["readOnly", "writeOnly"] });
    delete converted.$schema;
    return rewrite(converted);
  };
  const schemaOf = (content) => {
    const media = content?.["application/json"] ?? content?.["application/json;charset=UTF-8"] ?? content?.["*/*"];
    return media?.schema ? convert(media.schema) : null;
  };
  const exampleOf = (content) => {
    const media = content?.["application/json"];
    if (!media) return undefined;
    if (media.example !== undefined) return media.example;
    const first = media.examples && Object.values(media.examples)[0];
    return first ? deref(doc, first).value : undefined;
  };

  const operations = [];
  for (const p of paths) {
    const item = doc.paths[p];
    if (!item) throw new Error(`${provider}: ${p} is not in the document`);
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((x) => deref(doc, x));
      const byKey = new Map(params.map((x) => [`${x.in}:${x.name}`, x]));
      const body = op.requestBody ? deref(doc, op.requestBody) : null;
      const responses = {};
      const examples = {};
      for (const [status, r] of Object.entries(op.responses ?? {})) {
        const res = deref(doc, r);
        responses[status] = schemaOf(res?.content);
        const example = exampleOf(res?.content);
        if (example !== undefined) examples[status] = example;
      }
      operations.push({
        method: method.toUpperCase(),
        path: p,
        operationId: op.operationId ?? null,
        deprecated: Boolean(op.deprecated),
        parameters: [...byKey.values()].map((x) => ({
          name: x.name,
          in: x.in,
          required: Boolean(x.required),
          deprecated: Boolean(x.deprecated),
          style: x.style ?? null,
          explode: x.explode ?? null,
          schema: x.schema ? convert(x.schema) : {},
        })),
        requestBody: body ? { required: Boolean(body.required), schema: schemaOf(body.content) } : null,
        responses,
        examples,
      });
    }
  }
  while (pending.length > 0) {
    const [name, ref] = pending.shift();
    defs[name] = convert(at(doc, ref));
  }
  return { operations, $defs: defs };
}

/** Smartsheet's newer operations and deprecations, from its guides (smartsheet-supplement.json). */
function applySupplement(compiled, sup) {
  const find = (key) => compiled.operations.find((o) => `${o.method} ${o.path}` === key);
  for (const key of sup.deprecateOperations) find(key).deprecated = true;
  for (const [key, names] of Object.entries(sup.deprecateParameters)) {
    for (const p of find(key).parameters) if (names.includes(p.name)) p.deprecated = true;
  }
  for (const [key, params] of Object.entries(sup.addParameters)) find(key).parameters.push(...params);
  for (const [key, byStatus] of Object.entries(sup.addResponseProperties)) {
    for (const [status, props] of Object.entries(byStatus)) {
      const op = find(key);
      op.responses[status] = { allOf: [op.responses[status], { type: "object", properties: props }] };
    }
  }
  compiled.operations.push(...sup.operations);
  Object.assign(compiled.$defs, sup.$defs);
  compiled.supplement = { why: sup.why, sources: sup.sources };
}

function sha256(buf) {
  return createHash("sha256").update(buf).digest("hex");
}

const [, , sourceDir, outArg] = process.argv;
if (!sourceDir) {
  console.error("usage: node test/contracts/extract.mjs <folder with the providers' documents> [<output folder>]");
  process.exit(2);
}
const outDir = outArg ?? path.join(here, "vendor");
mkdirSync(outDir, { recursive: true });
const sources = JSON.parse(readFileSync(path.join(here, "sources.json"), "utf8"));

for (const [provider, { file, paths }] of Object.entries(SCOPE)) {
  const raw = readFileSync(path.join(sourceDir, file));
  const expected = sources[provider].sha256;
  if (sha256(raw) !== expected) throw new Error(`${file}: sha256 ${sha256(raw)} is not the recorded ${expected} (README.md)`);
  const doc = file.endsWith(".yaml") ? parseYaml(raw.toString("utf8"), { maxAliasCount: -1 }) : JSON.parse(raw.toString("utf8"));
  const compiled = {
    provider,
    source: sources[provider],
    openapi: doc.openapi,
    info: { title: doc.info?.title, version: doc.info?.version },
    servers: doc.servers ?? [],
    ...build(provider, doc, paths),
  };
  if (provider === "smartsheet") applySupplement(compiled, JSON.parse(readFileSync(path.join(here, "smartsheet-supplement.json"), "utf8")));
  writeFileSync(path.join(outDir, `${provider}.json`), JSON.stringify(compiled));
  console.log(`${provider}: ${compiled.operations.length} operations, ${Object.keys(compiled.$defs).length} schemas`);
}
const sdl = readFileSync(path.join(sourceDir, sources.monday.file));
if (sha256(sdl) !== sources.monday.sha256) throw new Error(`${sources.monday.file}: sha256 differs from README.md`);
writeFileSync(path.join(outDir, "monday.graphql"), sdl);
console.log(`monday: schema ${sdl.length} bytes`);
