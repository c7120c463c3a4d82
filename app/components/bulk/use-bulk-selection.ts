import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Task } from "../../../core/schemas/task";
import { useShortcut } from "../keyboard/keyboard-context";
import { afterTick, tickedInOrder } from "./ticked-tasks";
import { useEscapeClears } from "./use-escape-clears";

// Bulk edit (issue 25 item 5): the tasks ticked on the list or the Board. A checkbox ticks one, Shift
// ticks every task on screen from the last one ticked, `x` ticks the selected task (the one j/k move),
// "select all" ticks every task the view shows (its filter applied), Escape clears. Viewers can't tick.

const EMPTY: ReadonlySet<string> = new Set();

export interface BulkSelection {
  /** The ticked tasks that still exist, in a set (rows and cards ask `has`). */
  ids: ReadonlySet<string>;
  /** Ticks or unticks one task; `range` ticks every task on screen between it and the last one ticked. */
  toggle: (id: string, range: boolean) => void;
  /** Ticks every task the view shows. */
  selectAll: () => void;
  clear: () => void;
  /** The ticked tasks, as on screen now. */
  tasks: () => Task[];
  /** How many tasks the view shows (what "select all" ticks). */
  inView: () => number;
}

export function useBulkSelection({
  enabled,
  byId,
  order,
  cursorId,
}: {
  /** Editors only: viewers get no checkboxes, and a role lowered to viewer clears the selection. */
  enabled: boolean;
  byId: Record<string, Task>;
  /** The ids on screen in their order (the list's rows, or the Board's columns left to right), read when needed. */
  order: () => string[];
  /** The selected task (j/k, a click): what `x` ticks, read when x is pressed. */
  cursorId: () => string | null;
}): BulkSelection {
  const [raw, setRaw] = useState<ReadonlySet<string>>(EMPTY);
  const anchor = useRef<string | null>(null);
  const orderRef = useRef(order);
  orderRef.current = order;

  // Deleted tasks (ours, or a teammate's) drop out of the selection.
  const ids = useMemo(() => {
    if (!enabled || raw.size === 0) return EMPTY;
    for (const id of raw) if (!byId[id]) return new Set([...raw].filter((x) => byId[x]));
    return raw;
  }, [raw, byId, enabled]);
  const idsRef = useRef(ids);
  idsRef.current = ids;

  useEffect(() => {
    if (!enabled) {
      setRaw(EMPTY);
      anchor.current = null;
    }
  }, [enabled]);

  const toggle = useCallback((id: string, range: boolean) => {
    const next = afterTick(idsRef.current, id, range, anchor.current, orderRef.current);
    anchor.current = id;
    setRaw(next);
  }, []);

  const selectAll = useCallback(() => {
    const list = orderRef.current();
    anchor.current = list[list.length - 1] ?? null;
    setRaw(new Set(list));
  }, []);

  const clear = useCallback(() => {
    anchor.current = null;
    setRaw(EMPTY);
  }, []);

  const byIdRef = useRef(byId);
  byIdRef.current = byId;
  const tasks = useCallback(() => tickedInOrder(idsRef.current, orderRef.current(), byIdRef.current), []);
  const inView = useCallback(() => orderRef.current().length, []);

  useShortcut("x", () => {
    if (!enabled) return "You have read-only access to this project.";
    const cursor = cursorId();
    const task = cursor ? byId[cursor] : undefined;
    if (!task) return "Select a task first (j or k).";
    const had = idsRef.current.has(task.id);
    toggle(task.id, false);
    const count = idsRef.current.size + (had ? -1 : 1);
    return `${had ? "Unticked" : "Ticked"} ${task.name}: ${count} selected`;
  });

  useEscapeClears(ids.size > 0, clear);

  return useMemo(() => ({ ids, toggle, selectAll, clear, tasks, inView }), [ids, toggle, selectAll, clear, tasks, inView]);
}
