// Rows a run of creates writes, gathered and written several a statement (issue 22 #4, decision 153).
// A create wrote four rows (the item, its event, its analytics row, its outbox entry), each its own
// statement: 2,000 statements for a batch of 500. A Durable Object binds at most 100 parameters a
// statement (an item has 24 columns), so a chunk of rows goes as one JSON array, read back in SQLite
// with json_each: one parameter and one statement for up to ROWS_PER_STATEMENT rows.

const ROWS_PER_STATEMENT = 100;
/** Well under the 2 MB a Durable Object takes in one string (an event holds a task's description twice). */
const MAX_JSON_CHARS = 512 * 1024;
/**
 * A lone surrogate, which JSON.stringify escapes: SQLite's JSON decoding would store other bytes for it
 * than the runtime's binding of the same string, so a chunk holding one goes row by row, as before.
 */
const LONE_SURROGATE = /\\ud[89a-f]/i;

/** One table's insert, as a single row or as many rows at once. */
export class GatheredTable {
  private readonly one: string;
  private readonly many: string;

  constructor(table: string, columns: readonly string[], onConflict = "") {
    const list = columns.join(", ");
    this.one = `INSERT INTO ${table} (${list}) VALUES (${columns.map(() => "?").join(", ")}) ${onConflict}`;
    // Each row is turned into JSONB once (MATERIALIZED keeps SQLite from inlining it into every column):
    // `->>` on text JSON parses the row again for each column, which cost twice the insert itself.
    // WHERE true: an upsert after INSERT … SELECT needs it to parse (SQLite's documented ambiguity).
    this.many = `WITH r AS MATERIALIZED (SELECT key AS k, jsonb(value) AS v FROM json_each(?))
      INSERT INTO ${table} (${list}) SELECT ${columns.map((_, i) => `v ->> ${i}`).join(", ")}
      FROM r WHERE true ORDER BY k ${onConflict}`;
  }

  /** One row, one statement (nothing is being gathered). */
  writeOne(sql: SqlStorage, row: SqlStorageValue[]): void {
    sql.exec(this.one, ...row);
  }

  /** Writes the rows in order, up to ROWS_PER_STATEMENT a statement. */
  writeMany(sql: SqlStorage, rows: SqlStorageValue[][]): void {
    for (let start = 0; start < rows.length; ) {
      const parts: string[] = [];
      let size = 0;
      let end = start;
      while (end < rows.length && end - start < ROWS_PER_STATEMENT) {
        const part = JSON.stringify(rows[end]);
        if (parts.length > 0 && size + part.length > MAX_JSON_CHARS) break;
        parts.push(part);
        size += part.length + 1;
        end++;
      }
      const json = `[${parts.join(",")}]`;
      if (end - start === 1 || LONE_SURROGATE.test(json)) for (let i = start; i < end; i++) this.writeOne(sql, rows[i]);
      else sql.exec(this.many, json);
      start = end;
    }
  }
}
