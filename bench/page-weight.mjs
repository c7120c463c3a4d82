// First-load JavaScript per page, read from the production build: the route modules React Router
// preloads for a URL (entry, root, each matched route and every chunk they import), gzipped.
// What is fetched later (lazy chunks behind a click or below the fold) is not counted: that is the point.

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** window.__reactRouterManifest from build/client/assets/manifest-*.js. */
export function readManifest(clientDir) {
  const file = readdirSync(join(clientDir, "assets")).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error(`no React Router manifest in ${clientDir}/assets (build first)`);
  const text = readFileSync(join(clientDir, "assets", file), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
}

/** The chunks a page with these matched route ids loads before it is interactive. */
export function firstLoadChunks(manifest, routeIds) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the manifest`);
    files.add(route.module);
    for (const f of route.imports ?? []) files.add(f);
  }
  return [...files];
}

/** { files, gzipBytes, rawBytes } for the chunks of one page. */
export function pageWeight(clientDir, manifest, routeIds) {
  const files = firstLoadChunks(manifest, routeIds);
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const f of files) {
    const buf = readFileSync(join(clientDir, f));
    rawBytes += buf.length;
    gzipBytes += gzipSync(buf, { level: 9 }).length;
  }
  return { files: files.length, gzipBytes, rawBytes };
}

/** The pages measured, with the route ids React Router matches for each; issue 8 budgets `/` and `/dashboard`. */
export const PAGES = [
  { name: "/", routeIds: ["root", "routes/app-layout", "routes/dashboard"], budgeted: true },
  { name: "/dashboard", routeIds: ["root", "routes/app-layout", "routes/dashboard-alias"], budgeted: true },
  { name: "/projects/:id", routeIds: ["root", "routes/app-layout", "routes/project-detail"], budgeted: false },
];
