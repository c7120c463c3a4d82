import { useMemo, useState } from "react";
import type { Task } from "../../../core/schemas/task";
import type { MemberView } from "../../../core/schemas/team";
import { axisFor, passedMilestones, scheduleOf, todayUtc, type Zoom } from "../../lib/gantt-model";
import type { LiveBoard } from "../../lib/use-live-board";
import { WorkingTimePanel } from "../time/working-time-panel";
import { AutoSchedulePreview } from "./auto-schedule-preview";
import { GanttChart } from "./gantt-chart";
import { LinksPanel } from "./links-panel";
import { PassedMilestonesNote } from "./passed-milestones-note";
import { previewGhosts } from "./schedule-outcome";
import { ScheduleTable } from "./schedule-table";
import { TimelineToolbar } from "./timeline-toolbar";
import { useAutoSchedule } from "./use-auto-schedule";
import { useLinkActions } from "./use-link-actions";
import { useProjectCalendar } from "./use-project-calendar";
import { useTaskMoves } from "./use-task-moves";
import { useWhatIf } from "./use-what-if";
import { ViewFilterNote } from "./view-filter-note";
import { WhatIfBar } from "./what-if-bar";

// The project's Timeline tab (issue 12): the Gantt of the live board, with the schedule (critical
// path, float) computed in the browser by core/schedule from the same tasks and links every
// teammate sees, and every change saved through the API so it reaches them live.

interface Props {
  projectId: number;
  live: LiveBoard;
  editable: boolean;
  members: MemberView[];
  /** Issue 25: the view's tasks, in its order (null: every task). The schedule is still the whole board's. */
  shownTasks?: Task[] | null;
  onClearView?: () => void;
}

export function TimelineTab({ projectId, live, editable, members, shownTasks = null, onClearView }: Props) {
  const [zoom, setZoom] = useState<Zoom>("week");
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [showTable, setShowTable] = useState(false);
  const today = todayUtc();
  const dependencies = useMemo(() => Object.values(live.dependencies), [live.dependencies]);
  const { calendar, reload: reloadCalendar } = useProjectCalendar(projectId);
  const moves = useTaskMoves(projectId, live, dependencies, today, calendar);
  const { tasks } = moves;
  const schedule = useMemo(() => scheduleOf(tasks, dependencies, today), [tasks, dependencies, today]);
  // The critical path and float come from every task and link; the chart draws the view's rows only.
  const rows = useMemo(() => (shownTasks ? rowsOfView(tasks, shownTasks) : tasks), [tasks, shownTasks]);
  const { link, addLink, unlink } = useLinkActions(projectId, live);
  const { autoSchedule, whatIf, ghosts } = usePreviews(projectId, live, moves.save);
  // New holidays change the working days a drag lands on, and any auto-schedule preview.
  const timeChanged = () => {
    autoSchedule.cancel();
    reloadCalendar();
  };

  if (live.tasks.length === 0) return <NoTasksYet />;
  if ("error" in schedule) return <ScheduleError message={schedule.error} />;
  const passed = passedMilestones(schedule, dependencies);
  const selected = tasks.find((t) => t.id === selectedId) ?? null;
  return (
    <div className="space-y-4">
      <TimelineToolbar
        schedule={schedule}
        zoom={zoom}
        onZoom={setZoom}
        showTable={showTable}
        onToggleTable={() => setShowTable((v) => !v)}
        editable={editable}
        autoSchedule={autoSchedule}
      />
      {!editable && <p className="text-sm text-slate-500">You have read-only access: the timeline can't be changed here.</p>}
      {autoSchedule.planned && (
        <AutoSchedulePreview
          preview={autoSchedule.planned}
          tasks={live.tasks}
          onMoveMilestones={autoSchedule.plan}
          onApply={autoSchedule.apply}
          onCancel={autoSchedule.cancel}
        />
      )}
      <PassedMilestonesNote
        passed={passed}
        tasks={tasks}
        editable={editable}
        onMove={(id, day) => moves.save({ id, startDate: null, dueDate: day })}
      />
      <WhatIfBar
        tasks={tasks}
        selectedId={selectedId}
        result={whatIf.result}
        editable={editable}
        onPreview={whatIf.preview}
        onApply={() => whatIf.apply(schedule)}
        onCancel={whatIf.cancel}
      />
      {shownTasks && <ViewFilterNote shown={rows.length} total={live.tasks.length} onClearView={onClearView} />}
      {!showTable && rows.length > 0 && (
        <GanttChart
          tasks={rows}
          {...{ schedule, dependencies, zoom, today, editable, ghosts, passed, selectedId, calendar }}
          axis={axisFor(schedule, today, zoom)}
          onSelect={setSelectedId}
          onDrag={moves.drag}
          onDrop={moves.save}
          onLink={(predecessorId, successorId) => link({ predecessorId, successorId })}
        />
      )}
      <ScheduleTable tasks={tasks} rows={rows} schedule={schedule} dependencies={dependencies} visible={showTable} />
      <WorkingTimePanel projectId={projectId} tasks={live.tasks} members={members} editable={editable} onChanged={timeChanged} />
      {selected && (
        <LinksPanel task={selected} tasks={tasks} dependencies={dependencies} editable={editable} onAdd={addLink} onRemove={unlink} />
      )}
    </div>
  );
}

/** The auto-schedule and what-if previews: one at a time, showing one closes the other. */
function usePreviews(projectId: number, live: LiveBoard, save: Parameters<typeof useWhatIf>[1]) {
  const autoSchedule = useAutoSchedule(projectId, live, () => whatIf.cancel());
  const whatIf = useWhatIf(projectId, save, () => autoSchedule.cancel());
  const ghosts = useMemo(() => previewGhosts(autoSchedule.planned, whatIf.result), [autoSchedule.planned, whatIf.result]);
  return { autoSchedule, whatIf, ghosts };
}

/** The view's tasks, in its order, with the dates being dragged or saved. */
function rowsOfView(tasks: Task[], shownTasks: Task[]): Task[] {
  const dated = new Map(tasks.map((t) => [t.id, t]));
  return shownTasks.flatMap((t) => dated.get(t.id) ?? []);
}

function NoTasksYet() {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
      No tasks yet. Add tasks with start and due dates to see them on the timeline.
    </div>
  );
}

function ScheduleError({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      {message}
    </div>
  );
}
