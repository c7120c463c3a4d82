import type { z } from "zod";
import { ApiError } from "../http/errors";

// JSON kept in a D1 text column or in a board's storage is read back through its zod schema, never
// cast (issue 23, decision 123). A value that does not fit (a hand edit, a bug of an older version)
// is logged with where it sits and what is wrong (never the value: it may hold a secret), then
// either the row is skipped (lists, where the rest still helps) or the request gets this error.

/** Where a stored value sits, for the log line: "saved_views.query", and the row's key. */
export interface ColumnRef {
  column: string;
  key: string | number;
}

/** A stored value that does not fit its schema: a 500 with words a person can read, no stack. */
export class StoredValueError extends ApiError {
  constructor(readonly ref: ColumnRef) {
    super(500, `Kickoff could not read a stored ${ref.column.replace(/[._]/g, " ")} value. It was logged; please tell support.`);
  }
}

type Parsed<T> = { ok: true; value: T } | { ok: false };

function tryParse<S extends z.ZodType>(schema: S, raw: unknown, ref: ColumnRef): Parsed<z.output<S>> {
  let value = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      logBadValue(ref, ["not JSON"]);
      return { ok: false };
    }
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  logBadValue(
    ref,
    parsed.error.issues.map((i) => `${i.path.join(".") || "(value)"}: ${i.message}`),
  );
  return { ok: false };
}

function logBadValue(ref: ColumnRef, issues: string[]): void {
  console.error(JSON.stringify({ level: "error", msg: "stored value does not fit its schema", column: ref.column, key: ref.key, issues }));
}

/**
 * The stored value, parsed; a bad one throws StoredValueError. `raw` is the column as read: a JSON
 * string (a raw D1 row or board storage) or what drizzle's `mode: "json"` already parsed.
 */
export function readColumn<S extends z.ZodType>(schema: S, raw: unknown, ref: ColumnRef): z.output<S> {
  const parsed = tryParse(schema, raw, ref);
  if (!parsed.ok) throw new StoredValueError(ref);
  return parsed.value;
}

/** The stored value, parsed, or null when it does not fit (logged): for rows a list skips. */
export function readColumnOrSkip<S extends z.ZodType>(schema: S, raw: unknown, ref: ColumnRef): z.output<S> | null {
  const parsed = tryParse(schema, raw, ref);
  return parsed.ok ? parsed.value : null;
}
