import { getTableConfig } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { COUNTERS_SQL, DELETE_SQL, INDEX_KEYS, ROW_KEYS, rowValues, UPSERT_SQL } from "../../worker/board/projection-sql";
import { projects, taskIndex } from "../../worker/db/schema";
import { env } from "./support";

// Decision 142: the projection's prepared SQL must name the columns worker/db/schema.ts names, and the
// migrated database must have them. These read the SQL text itself, so a statement written by hand
// again (or a schema column renamed without its migration) fails here.

const schemaColumns = (table: typeof taskIndex | typeof projects) => getTableConfig(table).columns.map((c) => c.name);

async function databaseColumns(table: string): Promise<string[]> {
  const { results } = await env.DB.prepare(`SELECT name FROM pragma_table_info(?1)`).bind(table).all<{ name: string }>();
  return results.map((r) => r.name);
}

const unquote = (name: string) => name.trim().replace(/^"(.*)"$/, "$1");

/** The column list of `INSERT INTO t (a, b, …)`. */
function insertedColumns(sql: string): string[] {
  const list = /^INSERT INTO\s+\S+\s*\(([^)]*)\)/.exec(sql)?.[1] ?? "";
  return list.split(",").map(unquote);
}

/** The columns set by `DO UPDATE SET a = excluded.a, …` (each must take its own excluded value). */
function updatedColumns(sql: string): string[] {
  const list = /DO UPDATE SET ([\s\S]*?)\n\s*WHERE/.exec(sql)?.[1] ?? "";
  return list.split(",").map((pair) => {
    const [target, source] = pair.split("=").map((s) => s.trim());
    expect(source).toBe(`excluded.${target}`);
    return unquote(target ?? "");
  });
}

/** The columns `UPDATE t SET a = ?1, …` sets. */
function setColumns(sql: string): string[] {
  const list = /SET (.*?) WHERE/.exec(sql)?.[1] ?? "";
  return list.split(",").map((pair) => unquote(pair.split("=")[0] ?? ""));
}

describe("the projection's statements and the drizzle schema", () => {
  it("insert every task_index column the schema has, in bind order, and no other", async () => {
    const inserted = insertedColumns(UPSERT_SQL);
    expect(inserted).toEqual(schemaColumns(taskIndex));
    expect(inserted).toEqual(INDEX_KEYS.map((key) => taskIndex[key].name));
    expect(new Set(inserted)).toEqual(new Set(await databaseColumns("task_index")));
    // Each column reads its own place in a row's JSON array (ROW_KEYS order); the project's id is ?2.
    const selected = /SELECT ([\s\S]*?)\s+FROM json_each\(\?1\)/.exec(UPSERT_SQL)?.[1] ?? "";
    const sources = [...selected.matchAll(/json_extract\(j\.value, '\$\[(\d+)\]'\)|\?2/g)].map((m) => m[1] ?? "?2");
    expect(sources).toEqual(INDEX_KEYS.map((key) => (key === "projectId" ? "?2" : String(ROW_KEYS.indexOf(key)))));
    expect(ROW_KEYS.map((key) => taskIndex[key].name)).toEqual(inserted.filter((c) => c !== "project_id"));
  });

  it("update every column but the keys on conflict", () => {
    expect(updatedColumns(UPSERT_SQL)).toEqual(schemaColumns(taskIndex).filter((c) => c !== "task_id" && c !== "project_id"));
  });

  it("name the counters and keys the schema and the database have", async () => {
    const counters = setColumns(COUNTERS_SQL);
    expect(counters).toEqual(["total_tasks", "completed_tasks", "progress", "board_version"]);
    const projectColumns = await databaseColumns("projects");
    for (const c of counters) {
      expect(schemaColumns(projects)).toContain(c);
      expect(projectColumns).toContain(c);
    }
    expect(DELETE_SQL).toBe(`DELETE FROM "task_index" WHERE "task_id" IN (SELECT value FROM json_each(?1))`);
  });

  it("bind a row's values in the column order", () => {
    const row = {
      taskId: "t1",
      projectId: 7,
      kind: "task",
      name: "Write",
      status: "todo",
      priority: "low",
      dueDate: null,
      assigneeId: null,
      version: 3,
      updatedAt: "2026-11-26T00:00:00.000Z",
      nextOccurrence: null,
      labelNames: "red",
    };
    const values = rowValues(row);
    const carried = insertedColumns(UPSERT_SQL).filter((c) => c !== "project_id");
    expect(values).toHaveLength(schemaColumns(taskIndex).length - 1);
    expect(values[carried.indexOf("label_names")]).toBe("red");
    expect(values[carried.indexOf("task_id")]).toBe("t1");
    expect(values).not.toContain(7);
  });

  it("run against the migrated database", async () => {
    // A project that does not exist: every statement is a valid no-op (a wrong column name would throw).
    const row = rowValues({
      taskId: "projection-sql-none",
      projectId: -1,
      kind: "task",
      name: "x",
      status: "todo",
      priority: "low",
      dueDate: null,
      assigneeId: null,
      version: 1,
      updatedAt: "2026-11-26T00:00:00.000Z",
      nextOccurrence: null,
      labelNames: null,
    });
    const results = await env.DB.batch([
      env.DB.prepare(UPSERT_SQL).bind(JSON.stringify([row]), -1),
      env.DB.prepare(COUNTERS_SQL).bind(0, 0, 0, 1, -1),
      env.DB.prepare(DELETE_SQL).bind(JSON.stringify(["projection-sql-none"])),
    ]);
    expect(results.map((r) => r.meta.changes)).toEqual([0, 0, 0]);
  });
});
