import { useSyncExternalStore } from "react";
import type { TimeEntryView, TimerView } from "../../core/schemas/time-entry";
import { api, readJson } from "./api";

// Issue 26: the person's one running timer, shared by the rows, the task editor and the command
// palette. The server holds it (GET /api/timer), so it survives a reload and other tabs catch up on
// their next read; this is module state read through useSyncExternalStore.

type State = { loaded: boolean; timer: TimerView | null };

let state: State = { loaded: false, timer: null };
const listeners = new Set<() => void>();
let loading: Promise<void> | null = null;

function set(next: State) {
  state = next;
  for (const l of listeners) l();
}

/** Reads the running timer from the server (once per page unless asked again). */
export function loadTimer(force = false): Promise<void> {
  if (loading && !force) return loading;
  loading = readJson(api.timer.$get())
    .then((r) => set({ loaded: true, timer: r.timer }))
    .catch(() => set({ loaded: true, timer: state.timer }));
  return loading;
}

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Starts the timer on a task; the one that ran before stops and its entry is returned. */
export async function startTimer(taskId: string): Promise<TimeEntryView | null> {
  const r = await readJson(api.timer.$post({ json: { taskId, timeZone: timeZone() } }));
  set({ loaded: true, timer: r.timer });
  return r.stopped;
}

export async function stopTimer(): Promise<TimeEntryView | null> {
  try {
    const r = await readJson(api.timer.$delete());
    return r.entry;
  } finally {
    set({ loaded: true, timer: null });
  }
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  if (!state.loaded) void loadTimer();
  return () => listeners.delete(l);
};

const SERVER: State = { loaded: false, timer: null };

export function useTimer(): State {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER,
  );
}

/** Seconds since the timer started, as "0:05:12". */
export function elapsedText(startedAt: string, now: number): string {
  const s = Math.max(0, Math.floor((now - Date.parse(startedAt)) / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h}:${String(m).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
}
