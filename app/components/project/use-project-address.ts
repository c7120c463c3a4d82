import { useCallback, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { focusTask } from "../../lib/reveal-task";
import { createSelection } from "../../lib/selection-store";
import { PROJECT_TABS, type ProjectTab, type TaskView } from "./project-page-types";
import type { EditRequest } from "./task-table";

const isTab = (value: string | null): value is ProjectTab => PROJECT_TABS.some((t) => t === value);

/**
 * What the project page reads from its address: the open tab (?tab=timeline), the task a link opened
 * (?task=…) and the editor it asked for (?edit=name|assignee), and the selected task.
 */
export function useProjectAddress(firstTaskId: string | null, setTaskView: (view: TaskView) => void) {
  // A task opened from search or the command palette (?task=…) starts selected.
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedTask = searchParams.get("task");
  // Otherwise the list's first task, chosen here rather than after hydration so the server's HTML shows
  // it selected, with its tool recommendations beside it.
  // A store rather than state: a new selection re-renders only what shows it (issue 22).
  const [selection] = useState(() => createSelection(linkedTask ?? firstTaskId));
  const setSelectedId = selection.set;
  // The open tab is in the address (?tab=timeline), so a link or a reload lands on it, rendered by the server.
  const requestedTab = searchParams.get("tab");
  const [tab, setTab] = useState<ProjectTab>(isTab(requestedTab) ? requestedTab : "tasks");
  // My tasks' e and a land here with ?edit=name|assignee: the list opens that task's editor, once.
  const editParam = searchParams.get("edit");
  const linkedEdit = useMemo<EditRequest | null>(
    () => (linkedTask && (editParam === "name" || editParam === "assignee") ? { id: linkedTask, field: editParam } : null),
    [linkedTask, editParam],
  );
  useEffect(() => {
    if (!linkedEdit) return;
    setSearchParams(
      (p) => {
        p.delete("edit");
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [linkedEdit, setSearchParams]);
  // Opened again from the palette while already on this project: the page stays, the selection moves.
  useEffect(() => {
    if (!linkedTask) return;
    setTab("tasks");
    setSelectedId(linkedTask);
    setTaskView("list");
    focusTask(linkedTask);
  }, [linkedTask, setTaskView, setSelectedId]);
  /** A tab chosen by hand: shown, and written to the address (the Tasks tab is the bare address). */
  const openTab = useCallback(
    (key: ProjectTab) => {
      setTab(key);
      setSearchParams(
        (p) => {
          if (key === "tasks") p.delete("tab");
          else p.set("tab", String(key));
          return p;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );
  return { selection, setSelectedId, tab, setTab, openTab, linkedEdit };
}
