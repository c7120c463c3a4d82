import { useCallback, useEffect, useState } from "react";
import type { TaskView } from "./project-page-types";

const KEY = "kickoff.taskView";

/** List or Board, remembered in this browser across reloads and projects. */
export function useTaskView(): [TaskView, (view: TaskView) => void] {
  const [view, setView] = useState<TaskView>("list");
  // Read after hydration: the server has no localStorage, and the first render must match its HTML.
  useEffect(() => {
    try {
      const stored = localStorage.getItem(KEY);
      if (stored === "board" || stored === "list") setView(stored);
    } catch {
      // Storage blocked (private mode settings): the choice lasts for this page only.
    }
  }, []);
  const change = useCallback((next: TaskView) => {
    setView(next);
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // As above.
    }
  }, []);
  return [view, change];
}
