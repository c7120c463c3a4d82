import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// `npm run dev` pre-bundles the browser's packages up front (vite.config.ts, issue 21): a package the
// list misses is discovered on first use, and the dev server reloads the page to re-bundle. This
// keeps the list in step with what app/ and core/ import.

const root = join(import.meta.dirname, "../..");
/** Files that never reach the browser. */
const SERVER_ONLY = /(\.server\.tsx?$|entry\.server\.tsx$|[\\/]routes\.ts$)/;

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((f) => !SERVER_ONLY.test(f));
}

describe("dev server pre-bundling", () => {
  it("lists every package the browser code imports", () => {
    const config = readFileSync(join(root, "vite.config.ts"), "utf8");
    const block = config.match(/optimizeDeps:\s*{\s*include:\s*\[([^\]]*)\]/);
    expect(block, "vite.config.ts has environments.client.optimizeDeps.include").not.toBeNull();
    const listed = new Set([...block![1].matchAll(/"([^"]+)"/g)].map((m) => m[1]));
    const imported = new Set<string>();
    for (const file of [...sources("app"), ...sources("core")]) {
      for (const m of readFileSync(file, "utf8").matchAll(/^import[^;]*?from "([^".][^"]*)";/gms)) {
        if (!m[0].startsWith("import type")) imported.add(m[1]);
      }
    }
    expect(imported.size).toBeGreaterThan(10);
    expect([...imported].filter((p) => !listed.has(p)).sort()).toEqual([]);
  });
});
