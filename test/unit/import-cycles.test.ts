import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// No import circles in worker/, core/ or app/ (issue 23): a circle makes module start-up order matter
// and hides which file owns what. Type-only imports count too: they tie the files together for every
// reader, even though the bundler drops them.

const ROOT = path.resolve(import.meta.dirname, "../..");
const DIRS = ["worker", "core", "app"];

/**
 * Circles known and left for now, each exactly as found (files sorted). Delete an entry once its circle
 * is gone; the test says so.
 * (The board/list circle through use-project-shortcuts.ts went when focusTask and onRevealTask moved
 * to app/lib/reveal-task.ts, issue 22.)
 */
const ALLOWED: string[][] = [];

function sourceFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts")) out.push(path.relative(ROOT, p));
    }
  };
  for (const d of DIRS) walk(path.join(ROOT, d));
  return out.sort();
}

/** The import graph: every relative import, export-from and import() between our own files. */
function importGraph(files: string[], read: (file: string) => string): Map<string, string[]> {
  const known = new Set(files);
  const resolve = (from: string, spec: string): string | null => {
    if (!spec.startsWith(".")) return null;
    const base = path.join(path.dirname(from), spec);
    for (const c of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
      if (known.has(c)) return c;
    }
    return null;
  };
  const graph = new Map<string, string[]>();
  for (const f of files) {
    const { importedFiles } = ts.preProcessFile(read(f), true, true);
    const deps = new Set<string>();
    for (const { fileName } of importedFiles) {
      const to = resolve(f, fileName);
      if (to) deps.add(to);
    }
    graph.set(f, [...deps].sort());
  }
  return graph;
}

/** Strongly connected groups of more than one file (or a file importing itself), each sorted. */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop();
      if (w === undefined) break;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found.sort((a, b) => a[0].localeCompare(b[0]));
}

/** One concrete circle through the group's first file, for the message: a → b → … → a. */
function describeCircle(graph: Map<string, string[]>, group: string[]): string {
  const inGroup = new Set(group);
  const start = group[0];
  const seen = new Set<string>();
  const walk = (v: string, trail: string[]): string[] | null => {
    for (const w of graph.get(v) ?? []) {
      if (w === start) return [...trail, w];
      if (!inGroup.has(w) || seen.has(w)) continue;
      seen.add(w);
      const found = walk(w, [...trail, w]);
      if (found) return found;
    }
    return null;
  };
  return (walk(start, [start]) ?? group).join(" → ");
}

describe("import graph of worker/, core/ and app/", () => {
  const files = sourceFiles();
  const graph = importGraph(files, (f) => fs.readFileSync(path.join(ROOT, f), "utf8"));
  const found = circles(graph);
  const key = (g: string[]) => g.join(" ");

  it("reads the whole tree", () => {
    expect(files.length).toBeGreaterThan(200);
    expect(graph.get("worker/index.ts")?.length).toBeGreaterThan(5);
  });

  it("has no import circles", () => {
    const allowed = new Set(ALLOWED.map(key));
    const unexpected = found.filter((g) => !allowed.has(key(g))).map((g) => describeCircle(graph, g));
    expect(unexpected, `import circles:\n${unexpected.join("\n")}`).toEqual([]);
  });

  it("still needs every allowed circle", () => {
    const present = new Set(found.map(key));
    const gone = ALLOWED.map(key).filter((k) => !present.has(k));
    expect(gone, "these circles are gone: remove them from ALLOWED").toEqual([]);
  });

  it("finds a circle, type-only and import() ones included", () => {
    const src: Record<string, string> = {
      "worker/a.ts": 'import { b } from "./b";\nexport const a = b;',
      "worker/b.ts": 'import type { C } from "./c";\nexport const b = 1 as unknown as C;',
      "worker/c.ts": 'export type C = import("./a").A;',
      "worker/d.ts": 'import { a } from "./a";',
    };
    const g = importGraph(Object.keys(src), (f) => src[f]);
    const groups = circles(g);
    expect(groups).toEqual([["worker/a.ts", "worker/b.ts", "worker/c.ts"]]);
    expect(describeCircle(g, groups[0])).toBe("worker/a.ts → worker/b.ts → worker/c.ts → worker/a.ts");
  });
});
