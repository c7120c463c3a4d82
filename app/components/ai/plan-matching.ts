// How a feedback round's proposal is matched with the plan as the user has edited it (see plan-diff.ts).

/** A field of a task or milestone that a proposal can change, as the review names it. */
export type Field = "description" | "dueDate" | "priority" | "milestone" | "parent";

const norm = (name: string) => name.toLowerCase().replace(/\s+/g, " ").trim();

/** Pairs items by name, in order, so two tasks of the same name pair up one by one. */
export function pairByName<A extends { name: string }, B extends { name: string }>(current: A[], proposed: B[]): Map<B, A> {
  const pool = new Map<string, A[]>();
  for (const item of current) pool.set(norm(item.name), [...(pool.get(norm(item.name)) ?? []), item]);
  const pairs = new Map<B, A>();
  for (const item of proposed) {
    const match = pool.get(norm(item.name))?.shift();
    if (match) pairs.set(item, match);
  }
  return pairs;
}

/** Where each field is kept on a draft item. */
const PROPERTY = {
  description: "description",
  dueDate: "dueDate",
  priority: "priority",
  milestone: "milestoneKey",
  parent: "parentKey",
} as const satisfies Record<Field, string>;

/** The fields, of those asked about and in their order, whose value differs between two versions of an item. */
export function changedFields<T extends Partial<Record<(typeof PROPERTY)[Field], unknown>>>(
  from: T,
  to: T,
  fields: readonly Field[],
): Field[] {
  return fields.filter((f) => from[PROPERTY[f]] !== to[PROPERTY[f]]);
}
