import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { shortcutHandlers } from "../../app/components/keyboard/keyboard-context";
import { listenForShortcuts } from "../../app/components/keyboard/keyboard-listener";
import { buildIndex } from "../../app/lib/board-index";
import type { ShownTasks } from "../../app/lib/task-filter";
import type { LiveBoard } from "../../app/lib/use-live-board";
import type { Task } from "../../core/schemas/task";

// The task list's component tests (task-table, task-row-renders) render the table as the project page
// wires it, against a live board that holds `tasks` and records writes instead of sending them.

/** A live board holding `tasks`: its writes are spies that answer "sent", nothing is queued. */
export function fakeLiveBoard(tasks: Task[]) {
  const byId = Object.fromEntries(tasks.map((t) => [t.id, t]));
  const index = buildIndex(byId);
  const updateTask = vi.fn(async (_task: Task, _patch: Partial<Task>, _options?: unknown) => ({ queued: false }));
  const live = {
    tasks: index.list,
    nested: index.nested,
    byId,
    confirmed: byId,
    counts: { items: tasks.length, tasks: tasks.length },
    fields: [],
    dependencies: {},
    statuses: [],
    labels: [],
    replayConflict: null,
    settleReplayConflict: () => {},
    updateTask,
    deleteTask: vi.fn(async () => ({ queued: false })),
  };
  const shown: ShownTasks = { nested: index.nested, columns: index.columns, query: "" };
  return { live: live as unknown as LiveBoard, updateTask, index, shown };
}

// happy-dom lays nothing out: the list renders only the rows that fit its window (issue 22), so the
// window is given a browser's size and each row a measured height.
const SIZES = { clientHeight: 640, clientWidth: 840, offsetHeight: 64, offsetWidth: 840 };

/**
 * Registers the file's hooks: sized elements, no running timer on the server (the rows' timer buttons
 * ask for it), and the app's shortcut listener on the document, as the root layout starts it.
 */
export function setUpTaskTableTests(): void {
  beforeAll(() => {
    for (const [key, value] of Object.entries(SIZES))
      Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  });
  afterAll(() => {
    for (const key of Object.keys(SIZES)) Reflect.deleteProperty(HTMLElement.prototype, key);
  });

  let stopListening: () => void = () => {};
  beforeEach(() => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ timer: null })),
    );
    stopListening = listenForShortcuts({
      handlers: shortcutHandlers,
      announce: () => {},
      navigate: () => {},
      openPalette: () => {},
      openCheatSheet: () => {},
    });
  });
  afterEach(() => {
    stopListening();
    cleanup();
    vi.unstubAllGlobals();
  });
}
