import { getTableColumns, getTableName } from "drizzle-orm";
import { projects, taskIndex } from "../db/schema";

// The projection's SQL, built once from the drizzle tables (decision 142):
// worker/db/schema.ts stays the one place that names the database's columns. A column renamed there
// renames it here; a column added to task_index fails typecheck in `IndexRow` until the projection
// gives it a value, and test/board/projection-sql.test.ts checks the statements against the schema
// and the migrated database.

const q = (name: string) => `"${name.replaceAll('"', '""')}"`;

const indexColumns = getTableColumns(taskIndex);

/** One task_index row as the projection writes it: every column, none left to a default. */
export type IndexRow = Required<typeof taskIndex.$inferInsert>;

const isIndexKey = (key: string): key is keyof IndexRow => key in indexColumns;

/** The task_index columns in the schema's order: the upsert's column list and its bind order. */
export const INDEX_KEYS: readonly (keyof IndexRow)[] = Object.keys(indexColumns).filter(isIndexKey);

/** The columns a round's JSON rows carry, in their array order: every column but the project's id (bound once). */
export const ROW_KEYS: readonly (keyof IndexRow)[] = INDEX_KEYS.filter((key) => key !== "projectId");

/** One row of UPSERT_SQL's JSON array (?1), in ROW_KEYS order. */
export const rowValues = (row: IndexRow) => ROW_KEYS.map((key) => row[key]);

/** Where a column's value comes from: the project's id is ?2, the rest are read from the row's JSON array. */
const source = (key: keyof IndexRow) => (key === "projectId" ? "?2" : `json_extract(j.value, '$[${ROW_KEYS.indexOf(key)}]')`);
const col = (key: keyof IndexRow) => q(indexColumns[key].name);
const indexTable = q(getTableName(taskIndex));
const projectTable = q(getTableName(projects));

/** The project's counters, only ever forward (guarded by the board version). Binds total, done, progress, version, id. */
export const COUNTERS_SQL = `UPDATE ${projectTable} SET ${q(projects.totalTasks.name)} = ?1, ${q(projects.completedTasks.name)} = ?2, ${q(projects.progress.name)} = ?3, ${q(projects.boardVersion.name)} = ?4 WHERE ${q(projects.id.name)} = ?5 AND ${q(projects.boardVersion.name)} < ?4`;

/** Binds the removed task ids as one JSON array. */
export const DELETE_SQL = `DELETE FROM ${indexTable} WHERE ${col("taskId")} IN (SELECT value FROM json_each(?1))`;

const updated = INDEX_KEYS.filter((key) => key !== "taskId" && key !== "projectId")
  .map((key) => `${col(key)} = excluded.${col(key)}`)
  .join(", ");

/**
 * One statement for a whole round (decision 144): the rows travel as one JSON array (?1) read back with
 * json_each, the project's id is ?2. INSERT … SELECT so rows are only written while the project exists
 * (no FK failure after a delete); the WHERE also keeps SQLite from reading ON CONFLICT as a join
 * constraint. Only a newer version of a task replaces the indexed one: replays and reordered flushes are
 * no-ops. A label renamed changes the names without a new task version (the task itself did not change),
 * so the same version may rewrite them; every flush reads the board as it is now.
 */
export const UPSERT_SQL = `INSERT INTO ${indexTable} (${INDEX_KEYS.map(col).join(", ")})
  SELECT ${INDEX_KEYS.map(source).join(", ")}
  FROM json_each(?1) AS j WHERE EXISTS (SELECT 1 FROM ${projectTable} WHERE ${q(projects.id.name)} = ?2)
  ON CONFLICT (${col("taskId")}) DO UPDATE SET ${updated}
  WHERE excluded.${col("version")} > ${indexTable}.${col("version")}
     OR (excluded.${col("version")} = ${indexTable}.${col("version")} AND excluded.${col("labelNames")} IS NOT ${indexTable}.${col("labelNames")})`;
