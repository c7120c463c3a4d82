// Bringing a task into view and focus, for the lists that render only what is on screen (issue 22).
// A module of its own: the list, the board and My tasks use it without importing each other.
import { useEffect } from "react";

/**
 * The lists that render only what is on screen (issue 22) bring a task into view when asked: its row or
 * card may not exist until they scroll to it.
 */
const revealers = new Set<(id: string) => void>();
export function onRevealTask(reveal: (id: string) => void): () => void {
  revealers.add(reveal);
  return () => revealers.delete(reveal);
}

/**
 * A virtualized list answers reveals of its own tasks by scrolling to them (`indexOf` gives a task's
 * index in the list, or undefined when the task is not in it).
 */
export function useRevealScroll(
  indexOf: (id: string) => number | undefined,
  virtual: { scrollToIndex(index: number, options: { align: "auto" }): void },
) {
  useEffect(
    () =>
      onRevealTask((id) => {
        const i = indexOf(id);
        if (i !== undefined && i >= 0) virtual.scrollToIndex(i, { align: "auto" });
      }),
    [indexOf, virtual],
  );
}

/** Frames to wait for a revealed row to be rendered. */
const REVEAL_FRAMES = 10;

/** Puts keyboard focus on a task's row or card, so focus follows the selection. */
export function focusTask(id: string) {
  let frames = 0;
  const attempt = () => {
    const host = document.querySelector(`[data-task-id="${CSS.escape(id)}"]`);
    if (!host && frames++ < REVEAL_FRAMES) return requestAnimationFrame(attempt);
    const target =
      host?.querySelector<HTMLElement>("button[aria-current], [role='button'], button") ?? (host instanceof HTMLElement ? host : null);
    target?.focus({ preventScroll: true });
    host?.scrollIntoView({ block: "nearest" });
  };
  requestAnimationFrame(() => {
    if (!document.querySelector(`[data-task-id="${CSS.escape(id)}"]`)) for (const reveal of revealers) reveal(id);
    attempt();
  });
}
