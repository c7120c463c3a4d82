import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { TOOL_CATALOG } from "../../core/ai/tool-catalog";
import { SEED_HEADER, toolSeedSql } from "../../scripts/gen-tool-seed";

const dir = path.join(import.meta.dirname, "../../migrations");
const migrations = readdirSync(dir)
  .filter((f) => f.endsWith(".sql"))
  .sort();
const seeds = migrations.filter((f) => readFileSync(path.join(dir, f), "utf8").startsWith(SEED_HEADER));

/** Runs every migration in order, like wrangler does, and returns the resulting database. */
function migratedDb(): DatabaseSync {
  const db = new DatabaseSync(":memory:");
  for (const file of migrations) {
    for (const statement of readFileSync(path.join(dir, file), "utf8").split("--> statement-breakpoint")) {
      if (statement.trim()) db.exec(statement);
    }
  }
  return db;
}

describe("ai_tools seed migration", () => {
  it("is what the generator makes of the current catalog", () => {
    // A catalog change without a regenerated seed fails here: run scripts/gen-tool-seed.ts into a new migration.
    expect(seeds.length).toBeGreaterThan(0);
    expect(readFileSync(path.join(dir, seeds.at(-1)!), "utf8")).toBe(toolSeedSql(TOOL_CATALOG));
  });

  it("leaves exactly the catalog's tools in the table after all migrations", () => {
    const rows = migratedDb()
      .prepare(
        "SELECT slug, name, category, description, website, free_plan_available AS free, pricing, use_case AS useCase, ideal_for AS idealFor, keywords FROM ai_tools ORDER BY id",
      )
      .all() as Array<Record<string, string | number>>;
    expect(rows.map((r) => r.slug)).toEqual(TOOL_CATALOG.map((t) => t.slug));
    for (const [i, tool] of TOOL_CATALOG.entries()) {
      expect(rows[i]).toEqual({
        slug: tool.slug,
        name: tool.name,
        category: tool.category,
        description: tool.description,
        website: tool.website,
        free: tool.freePlanAvailable ? 1 : 0,
        pricing: tool.pricing,
        useCase: tool.useCase,
        idealFor: tool.idealFor,
        keywords: JSON.stringify(tool.keywords),
      });
    }
  });

  it("updates existing rows in place when re-applied, keeping their ids", () => {
    const db = migratedDb();
    const before = db.prepare("SELECT id FROM ai_tools WHERE slug = ?").get(TOOL_CATALOG[0].slug) as { id: number };
    db.prepare("UPDATE ai_tools SET name = 'stale' WHERE slug = ?").run(TOOL_CATALOG[0].slug);
    for (const statement of toolSeedSql(TOOL_CATALOG).split("--> statement-breakpoint")) db.exec(statement);
    const after = db.prepare("SELECT id, name FROM ai_tools WHERE slug = ?").get(TOOL_CATALOG[0].slug) as { id: number; name: string };
    expect(after).toEqual({ id: before.id, name: TOOL_CATALOG[0].name });
    expect((db.prepare("SELECT COUNT(*) AS n FROM ai_tools").get() as { n: number }).n).toBe(TOOL_CATALOG.length);
  });
});
