import type { Task } from "../../../core/schemas/task";

// The bulk selection's rules, pure: what a tick (or a Shift tick) makes of the ticked set, and the
// ticked tasks in the order on screen.

/**
 * The ticked set after ticking `id`: a range ticks every id on screen between the anchor (the last one
 * ticked) and it; otherwise `id` is ticked or unticked.
 */
export function afterTick(
  current: ReadonlySet<string>,
  id: string,
  range: boolean,
  anchor: string | null,
  order: () => string[],
): Set<string> {
  const next = new Set(current);
  if (range && anchor && anchor !== id) {
    const list = order();
    const a = list.indexOf(anchor);
    const b = list.indexOf(id);
    if (a >= 0 && b >= 0) {
      for (let i = Math.min(a, b); i <= Math.max(a, b); i++) next.add(list[i]);
      return next;
    }
  }
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The ticked tasks in the order on screen (then the rest), so a batch's operations and a failure's index follow what people see. */
export function tickedInOrder(ticked: ReadonlySet<string>, order: string[], byId: Record<string, Task>): Task[] {
  const shown = order.filter((id) => ticked.has(id));
  const onScreen = new Set(shown);
  const rest = [...ticked].filter((id) => !onScreen.has(id));
  return [...shown, ...rest].flatMap((id) => byId[id] ?? []);
}
