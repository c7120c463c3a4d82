import type { ColumnRef } from "./json-column";

// A stored enum column (a label's color, a link's type, a delivery's event) is read back by finding it
// in this version's list. A row written by an older or newer version may hold a value this one does not
// know: that is not a bug to stop on (decision 151, after 134), so the reader gets null, the value is
// logged with its table, column and key, and each reader skips the row or uses a safe default.

/** `value` if it is one of `allowed`; otherwise null, with a warning naming where it sits and what it is. */
export function storedEnum<const T extends string>(allowed: readonly T[], value: string, ref: ColumnRef): T | null {
  const found = allowed.find((a) => a === value);
  if (found === undefined) {
    console.warn(
      JSON.stringify({
        level: "warn",
        msg: "stored value is not one this version knows",
        column: ref.column,
        key: ref.key,
        value: value.slice(0, 60),
        known: allowed,
      }),
    );
  }
  return found ?? null;
}
