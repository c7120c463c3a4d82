import { memo, useEffect, useRef } from "react";
import { ToggleButton, ToggleButtonGroup } from "react-aria-components";
import { oneOf } from "../../../core/must";
import type { ProjectView } from "../../../core/schemas/project";
import type { EstimateUnit } from "../../../core/schemas/time-fields";
import { type EstimateTotal, formatEstimate } from "../../../core/time/estimate-totals";
import { projectStatusBadge } from "../../lib/task-display";
import type { ShownTasks } from "../../lib/task-filter";
import { Badge } from "../ui/badge";
import { Columns3, List, Search } from "../ui/icons";
import { TASK_VIEWS, type TaskView } from "./project-page-types";

const toggleClass =
  "inline-flex h-8 items-center gap-1.5 px-3 text-sm font-medium text-slate-600 outline-none first:rounded-l-md last:rounded-r-md data-focus-visible:ring-2 data-focus-visible:ring-indigo-500 data-hovered:bg-slate-50 data-selected:bg-indigo-600 data-selected:text-white";

/** The Tasks tab's summary line: completion, the project's status, progress and its estimate. */
export function TasksSummary({
  project,
  completion,
  projectTotal,
  estimateUnit,
}: {
  project: ProjectView;
  completion: { completed: number; total: number; percent: number };
  projectTotal: EstimateTotal;
  estimateUnit: EstimateUnit;
}) {
  const status = projectStatusBadge(project.status);
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
      <span>
        {completion.completed} of {completion.total} tasks completed
      </span>
      <Badge tone={status.tone}>{status.label}</Badge>
      <span>Progress: {completion.percent}%</span>
      {projectTotal.estimated > 0 && (
        <span data-testid="project-estimate">
          Estimated {formatEstimate(projectTotal.total, estimateUnit)} ({formatEstimate(projectTotal.open, estimateUnit)} open)
        </span>
      )}
    </div>
  );
}

/** The page's own find (issue 22): filters the list and the board, and says how many tasks match. */
export function TaskFilterBox({
  projectId,
  filter,
  onFilterChange,
  shown,
}: {
  projectId: number;
  filter: string;
  onFilterChange: (filter: string) => void;
  shown?: ShownTasks;
}) {
  // Ctrl+F (⌘F) searches the board with this box: the list and the board render only the rows on screen,
  // so the browser's own find can't see the rest. Pressed again in the box, it is the browser's.
  const filterRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || e.key.toLowerCase() !== "f") return;
      const box = filterRef.current;
      if (!box || document.activeElement === box) return;
      e.preventDefault();
      box.focus();
      box.select();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return (
    <div className="relative">
      <label htmlFor={`project-${projectId}-filter`} className="sr-only">
        Filter tasks
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-2.5 h-4 w-4 -translate-y-1/2 text-slate-500" aria-hidden />
      <input
        ref={filterRef}
        id={`project-${projectId}-filter`}
        type="search"
        value={filter}
        onChange={(e) => onFilterChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Escape" && filter) {
            e.stopPropagation();
            onFilterChange("");
          }
        }}
        placeholder="Filter tasks"
        aria-describedby={`project-${projectId}-filter-count`}
        className="h-8 w-44 rounded-md border border-slate-300 bg-white pr-2 pl-8 text-sm outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 sm:w-56"
      />
      <span id={`project-${projectId}-filter-count`} className="sr-only" aria-live="polite">
        {shown?.query ? `${shown.nested.length} ${shown.nested.length === 1 ? "task matches" : "tasks match"}` : ""}
      </span>
    </div>
  );
}

/** List or Board (spec §2.7: List first). Memoised: a teammate's change to a task doesn't touch it (issue 22). */
export const TaskViewToggle = memo(function TaskViewToggle({
  view,
  onViewChange,
}: {
  view: TaskView;
  onViewChange: (view: TaskView) => void;
}) {
  return (
    <ToggleButtonGroup
      aria-label="Task view"
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[view]}
      onSelectionChange={(keys) => {
        const next = [...keys][0];
        if (next) onViewChange(oneOf(TASK_VIEWS, String(next), "task view"));
      }}
      className="inline-flex rounded-md border border-slate-300 bg-white"
    >
      <ToggleButton id="list" className={toggleClass}>
        <List className="h-4 w-4" aria-hidden />
        List
      </ToggleButton>
      <ToggleButton id="board" className={toggleClass}>
        <Columns3 className="h-4 w-4" aria-hidden />
        Board
      </ToggleButton>
    </ToggleButtonGroup>
  );
});
