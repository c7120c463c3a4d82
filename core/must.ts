// The one way to read a value the code's own bookkeeping guarantees (a map key set a few lines up, the
// `after` of an update event, a regex group the pattern always captures) without a non-null `!`: where
// `!` would let a broken invariant run on as `undefined`, this stops at once and says which one broke.

/** A value that "cannot" be missing was missing: a bug, never the user's input. */
export class InvariantError extends Error {
  override name = "InvariantError";
}

/** `value`, or an InvariantError naming `why` it should have been there. */
export function must<T>(value: T | null | undefined, why: string): T {
  if (value === null || value === undefined) throw new InvariantError(why);
  return value;
}

/**
 * `value` as one of `allowed` (a menu's key, a tab): narrowed by finding it, not by a cast, so a value
 * outside the list stops with an InvariantError naming `what`. Not for a stored column read back: a row
 * of an older or newer version may hold a value this one does not know, which is no bug (decision 151,
 * worker/db/stored-enum.ts).
 */
export function oneOf<const T extends string>(allowed: readonly T[], value: string, what: string): T {
  const found = allowed.find((a) => a === value);
  if (found === undefined) throw new InvariantError(`${what}: "${value.slice(0, 60)}" is not one of ${allowed.join(", ")}.`);
  return found;
}
