import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MODULES } from "../../scripts/mutation/modules.mjs";
import { mutantsOf } from "../../scripts/mutation/mutants.mjs";

// Issue 27 measures the kill rate of core/ as a whole: a module the bench does not list is a module whose
// mutants are never counted, so a new file would quietly fall out of the figure (nine planner files and
// fourteen schemas had, by 2026-11-28). Every file of core/ that has a mutant must be in MODULES.
const root = join(import.meta.dirname, "../..");

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

describe("the mutation bench's module list", () => {
  it("names every file of core/ that has a mutant", { timeout: 60_000 }, () => {
    const listed = new Set(MODULES.map((m) => m.file));
    const missing = filesUnder("core")
      .filter((file) => !listed.has(file))
      .filter((file) => mutantsOf(file, readFileSync(join(root, file), "utf8")).length > 0);
    expect(missing).toEqual([]);
  });

  it("gives each core module tests, every one of which exists", () => {
    const without = MODULES.filter((m) => m.file.startsWith("core/"))
      .filter((m) => m.tests.length === 0 || m.tests.some((t) => !existsSync(join(root, t))))
      .map((m) => m.file);
    expect(without).toEqual([]);
  });
});
