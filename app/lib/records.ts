// Copies of the board's by-id records, made on every live change. At 20,000 tasks V8 takes about 40 ms
// for `{ ...record }` (a spread defines each property through the generic path) and for a rest
// destructuring, and about a third of that for a for…in copy (measured in Node 22, issue 22: a
// teammate's change at 20,000 tasks had the spread as its largest cost). Key order is the same.

/** A shallow copy of a by-id record. */
export function copyRecord<T>(record: Record<string, T>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const id in record) out[id] = record[id];
  return out;
}

/** `record` with `id` set to `value`. */
export function withEntry<T>(record: Record<string, T>, id: string, value: T): Record<string, T> {
  const out = copyRecord(record);
  out[id] = value;
  return derivedFrom(out, record, [id]);
}

/** `record` without `id`. */
export function withoutEntry<T>(record: Record<string, T>, id: string): Record<string, T> {
  if (!(id in record)) return record;
  const out: Record<string, T> = {};
  for (const key in record) if (key !== id) out[key] = record[key];
  return derivedFrom(out, record, [id]);
}

// Which entries a copy changed, so that the board's index (board-index.ts) finds a live change's tasks
// without comparing all 20,000 entries with the previous record. Each copy made here remembers the record
// it came from (weakly: old records are never kept alive for this) and the ids it set or dropped. A record
// made any other way (a snapshot) has no lineage, and the index compares every entry, as before.
interface Step {
  from: WeakRef<object>;
  ids: readonly string[];
}
const lineage = new WeakMap<object, Step>();

/** Records that `next` is `from` with (at most) the entries `ids` set or dropped; returns `next`. */
export function derivedFrom<T extends object>(next: T, from: object, ids: readonly string[]): T {
  if (next !== from) lineage.set(next, { from: new WeakRef(from), ids });
  return next;
}

const MAX_HOPS = 64;

/**
 * The ids whose entries may differ between `from` and `to`, when both descend from one record through
 * the copies above (within 64 copies each); null when that is not known.
 */
export function changedBetween(from: object, to: object): Set<string> | null {
  // Every record `to` came from, with the ids changed on the way down to it.
  const ancestors = new Map<object, string[]>();
  let ids: string[] = [];
  let cur: object | undefined = to;
  for (let hop = 0; cur && hop <= MAX_HOPS; hop++) {
    ancestors.set(cur, ids);
    const step = lineage.get(cur);
    if (!step) break;
    ids = ids.concat(step.ids);
    cur = step.from.deref();
  }
  let back: string[] = [];
  cur = from;
  for (let hop = 0; cur && hop <= MAX_HOPS; hop++) {
    const down = ancestors.get(cur);
    if (down) return new Set([...down, ...back]);
    const step = lineage.get(cur);
    if (!step) return null;
    back = back.concat(step.ids);
    cur = step.from.deref();
  }
  return null;
}
