import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// Decision 009: `/` and `/dashboard` load only the root, the app layout and the dashboard route before
// they are interactive; the screens themselves are islands fetched after. zod (about 26 KB gzip) once
// reached that first load through the layout's revalidation check importing the view's URL parser.
// This walks the static, non-type imports the browser keeps of those three route modules (a loader's
// server imports, worker/ and *.server, are dropped from the client build) and lists the packages reached.

const ROOT = join(import.meta.dirname, "../..");
const ENTRIES = ["app/root.tsx", "app/routes/app-layout.tsx", "app/routes/dashboard.tsx"];
const IMPORT = /^import\s+(?!type\s)(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']/gm;

function resolveLocal(from: string, spec: string): string | null {
  const base = join(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) {
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  }
  return null;
}

function packagesReached(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const queue = entries.map((e) => join(ROOT, e));
  while (queue.length > 0) {
    const file = queue.pop();
    if (file === undefined || seen.has(file)) continue;
    seen.add(file);
    for (const [, spec] of readFileSync(file, "utf8").matchAll(IMPORT)) {
      if (!spec.startsWith(".")) {
        packages.add(spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0]);
        continue;
      }
      const target = resolveLocal(file, spec);
      if (!target) continue;
      const rel = relative(ROOT, target);
      if (rel.startsWith("worker/") || /\.server\.tsx?$/.test(rel)) continue;
      queue.push(target);
    }
  }
  return packages;
}

describe("the first load of / and /dashboard", () => {
  it("does not reach zod", () => {
    expect([...packagesReached(ENTRIES)]).not.toContain("zod");
  });

  it("is walked: the walk finds the framework the routes do import", () => {
    expect([...packagesReached(ENTRIES)]).toContain("react-router");
  });
});
