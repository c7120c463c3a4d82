import { html, raw } from "hono/html";
import type { OpenAPIV3_1 } from "openapi-types";

// /api/docs: the API reference as one server-rendered page (issue 24, decision 067). It is built
// from the same document as /api/openapi.json, needs no script (the CSP allows none here) and is
// not part of the app's bundle. Schemas are shown as JSON, folded.

const styles = `
*{box-sizing:border-box}body{margin:0;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc;line-height:1.5}
header,main{max-width:960px;margin:0 auto;padding:16px}header{padding-top:32px}h1{margin:0 0 4px;font-size:26px}h2{margin:32px 0 8px;font-size:20px;text-transform:capitalize}
a{color:#4338ca}a:focus,summary:focus{outline:3px solid #a5b4fc;outline-offset:2px}nav ul{display:flex;flex-wrap:wrap;gap:8px;padding:0;list-style:none}
nav a{display:inline-block;padding:4px 10px;border:1px solid #c7d2fe;border-radius:999px;background:#fff;text-decoration:none;font-size:14px}
section.op{background:#fff;border:1px solid #e2e8f0;border-radius:10px;padding:12px 14px;margin:10px 0}
h3{margin:0;font-size:15px;font-weight:600;display:flex;flex-wrap:wrap;gap:8px;align-items:baseline}code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:13px}
h3 code{word-break:break-all}.m{display:inline-block;min-width:64px;text-align:center;border-radius:6px;padding:1px 6px;font-size:12px;font-weight:700;color:#fff}
.get{background:#1d4ed8}.post{background:#047857}.patch{background:#a16207}.put{background:#7c3aed}.delete{background:#b91c1c}
p.s{margin:6px 0;color:#334155}table{border-collapse:collapse;width:100%;font-size:14px;margin:6px 0}th,td{text-align:left;border-top:1px solid #e2e8f0;padding:4px 6px;vertical-align:top}
details{margin:6px 0}summary{cursor:pointer;font-size:14px;color:#334155}pre{background:#f1f5f9;border-radius:8px;padding:10px;overflow:auto;max-height:420px}`;

type Op = OpenAPIV3_1.OperationObject;
const METHODS = ["get", "post", "put", "patch", "delete"] as const;

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

function operation(method: string, path: string, op: Op) {
  const params = (op.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
  const body = (op.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content;
  const responses = Object.entries(op.responses ?? {}) as Array<[string, OpenAPIV3_1.ResponseObject]>;
  return html`<section class="op" aria-labelledby="${op.operationId}">
<h3 id="${op.operationId}"><span class="m ${method}">${method.toUpperCase()}</span><code>${path}</code></h3>
${op.summary ? html`<p class="s">${op.summary}</p>` : ""}
${
  params.length
    ? html`<table><caption class="s" style="text-align:left">Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Schema</th></tr></thead><tbody>${params.map(
        (p) =>
          html`<tr><td><code>${p.name}</code>${p.required ? " (required)" : ""}</td><td>${p.in}</td><td><code>${JSON.stringify(p.schema ?? {})}</code></td></tr>`,
      )}</tbody></table>`
    : ""
}
${body ? Object.entries(body).map(([media, m]) => html`<details><summary>Request body (${media})</summary><pre>${pretty(m.schema)}</pre></details>`) : ""}
${responses.map(([status, r]) => {
  const content = Object.entries(r.content ?? {});
  return content.length && status.startsWith("2")
    ? html`<details><summary>${status}: ${r.description}</summary>${content.map(([media, m]) => html`<p class="s">${media}</p><pre>${pretty(m.schema)}</pre>`)}</details>`
    : html`<p class="s"><strong>${status}</strong>: ${r.description}</p>`;
})}
</section>`;
}

export function docsPage(doc: OpenAPIV3_1.Document) {
  const byTag = new Map<string, Array<[string, string, Op]>>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method] as Op | undefined;
      if (!op) continue;
      const tag = op.tags?.[0] ?? "api";
      byTag.set(tag, [...(byTag.get(tag) ?? []), [method, path, op]]);
    }
  }
  const tags = [...byTag.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>API reference | Kickoff</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${raw(styles)}</style></head>
<body><header><h1>${doc.info.title}</h1><p>${doc.info.description ?? ""}</p>
<p>The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${doc.openapi}). Guides: tokens, webhooks and MCP in <code>docs/api.md</code>.</p>
<nav aria-label="Resources"><ul>${tags.map(([t]) => html`<li><a href="#tag-${t}">${t}</a></li>`)}</ul></nav></header>
<main>${tags.map(([t, ops]) => html`<h2 id="tag-${t}">${t}</h2>${ops.map(([m, p, op]) => operation(m, p, op))}`)}</main></body></html>`;
}
