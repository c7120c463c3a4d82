import { useMemo, useState } from "react";
import { addWorkingDays, type DateChange, type WhatIfResult } from "../../../core/schedule";
import type { Dependency } from "../../../core/schemas/dependency";
import type { Task } from "../../../core/schemas/task";
import type { MemberView } from "../../../core/schemas/team";
import { ApiError, errorMessage } from "../../lib/api";
import { axisFor, dragPreview, formatDay, passedMilestones, scheduleOf, todayUtc, withDates, type Zoom } from "../../lib/gantt-model";
import { addDependency, applySchedule, moveTask, previewSchedule, previewSlip, removeDependency } from "../../lib/timeline-api";
import type { LiveBoard } from "../../lib/use-live-board";
import { WorkingTimePanel } from "../time/working-time-panel";
import { Button } from "../ui/button";
import { useToast } from "../ui/toast";
import { AutoSchedulePreview, type SchedulePreview } from "./auto-schedule-preview";
import { GanttChart } from "./gantt-chart";
import { LinksPanel } from "./links-panel";
import { PassedMilestonesNote } from "./passed-milestones-note";
import { ScheduleTable } from "./schedule-table";
import { WhatIfBar } from "./what-if-bar";

// The project's Timeline tab (issue 12): the Gantt of the live board, with the schedule (critical
// path, float) computed in the browser by core/schedule from the same tasks and links every
// teammate sees, and every change saved through the API so it reaches them live.

const ZOOMS: Zoom[] = ["day", "week", "month"];

export function TimelineTab({
  projectId,
  live,
  editable,
  members,
  shownTasks = null,
  onClearView,
}: {
  projectId: number;
  live: LiveBoard;
  editable: boolean;
  members: MemberView[];
  /** Issue 25: the view's tasks, in its order (null: every task). The schedule is still the whole board's. */
  shownTasks?: Task[] | null;
  onClearView?: () => void;
}) {
  const toast = useToast();
  const [zoom, setZoom] = useState<Zoom>("week");
  const [dragging, setDragging] = useState<Map<string, DateChange>>(new Map());
  const [saving, setSaving] = useState<Map<string, DateChange>>(new Map());
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [whatIf, setWhatIf] = useState<WhatIfResult | null>(null);
  const [showTable, setShowTable] = useState(false);
  const [respectCapacity, setRespectCapacity] = useState(true);
  const [applying, setApplying] = useState(false);
  const [planned, setPlanned] = useState<SchedulePreview | null>(null);
  const today = todayUtc();
  const dependencies = useMemo(() => Object.values(live.dependencies), [live.dependencies]);

  const overrides = useMemo(() => new Map([...saving, ...dragging]), [saving, dragging]);
  const tasks = useMemo(() => withDates(live.tasks, overrides), [live.tasks, overrides]);
  const schedule = useMemo(() => scheduleOf(tasks, dependencies, today), [tasks, dependencies, today]);
  // The critical path and float come from every task and link; the chart draws the view's rows only.
  const rows = useMemo(() => {
    if (!shownTasks) return tasks;
    const dated = new Map(tasks.map((t) => [t.id, t]));
    return shownTasks.flatMap((t) => dated.get(t.id) ?? []);
  }, [tasks, shownTasks]);
  const ghosts = useMemo(
    () =>
      planned
        ? new Map(planned.result.changes.map((c) => [c.id, c.startDate ?? c.dueDate]))
        : new Map((whatIf?.moved ?? []).map((m) => [m.id, m.to])),
    [whatIf, planned],
  );

  if (live.tasks.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
        No tasks yet. Add tasks with start and due dates to see them on the timeline.
      </div>
    );
  }
  if ("error" in schedule) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        {schedule.error}
      </div>
    );
  }
  const axis = axisFor(schedule, today, zoom);
  const passed = passedMilestones(schedule, dependencies);
  const selected = tasks.find((t) => t.id === selectedId) ?? null;

  const save = async (change: DateChange) => {
    const preview = dragPreview(live.tasks, dependencies, change, today);
    setDragging(new Map());
    setSaving((s) => new Map([...s, ...preview]));
    const task = live.tasks.find((t) => t.id === change.id);
    try {
      const { tasks: saved } = await moveTask(projectId, { taskId: change.id, startDate: change.startDate, dueDate: change.dueDate });
      for (const t of saved) live.dispatch({ type: "task", task: t });
    } catch (err) {
      const current = err instanceof ApiError ? (err.details as { task?: Task } | undefined)?.task : undefined;
      if (current) live.dispatch({ type: "task", task: current });
      toast({
        title: `Couldn't move “${task?.name ?? "task"}”`,
        description: errorMessage(err, "Please try again."),
        variant: "destructive",
      });
    } finally {
      setSaving((s) => {
        const next = new Map(s);
        for (const id of preview.keys()) if (next.get(id) === preview.get(id)) next.delete(id);
        return next;
      });
    }
  };

  const link = async (input: { predecessorId: string; successorId: string; type?: Dependency["type"]; lagDays?: number }) => {
    try {
      const dependency = await addDependency(projectId, input);
      live.dispatch({ type: "link", dependency });
    } catch (err) {
      toast({ title: "Couldn't link the tasks", description: errorMessage(err, "Please try again."), variant: "destructive" });
    }
  };

  const unlink = async (d: Dependency) => {
    try {
      await removeDependency(projectId, d.id);
      live.dispatch({ type: "unlink", id: d.id });
    } catch (err) {
      toast({ title: "Couldn't remove the link", description: errorMessage(err, "Please try again."), variant: "destructive" });
    }
  };

  // Auto-schedule shows what it would do first; Apply writes that, Cancel leaves everything as it was.
  const planSchedule = async (moveMilestones: boolean) => {
    setApplying(true);
    try {
      const result = await previewSchedule(projectId, { respectCapacity, moveMilestones });
      setWhatIf(null);
      setPlanned({ result, respectCapacity, moveMilestones });
    } catch (err) {
      toast({ title: "Auto-schedule failed", description: errorMessage(err, "Please try again."), variant: "destructive" });
    } finally {
      setApplying(false);
    }
  };

  const applyPlanned = async () => {
    if (!planned) return;
    try {
      const result = await applySchedule(projectId, { respectCapacity: planned.respectCapacity, moveMilestones: planned.moveMilestones });
      for (const t of result.tasks) live.dispatch({ type: "task", task: t });
      setPlanned(null);
      // Only what really moved is counted, tasks and milestones each by name.
      const moved = result.tasks.filter((t) => t.kind !== "milestone").length;
      const milestones = result.tasks.length - moved;
      toast({
        title:
          result.tasks.length === 0
            ? "Already scheduled"
            : `${moved} ${moved === 1 ? "task" : "tasks"} rescheduled` +
              (milestones > 0 ? `, ${milestones} ${milestones === 1 ? "milestone" : "milestones"} moved` : ""),
        description:
          `The project ends ${formatDay(result.projectEnd)}.` +
          (result.capacityDelayDays > 0
            ? ` Capacity pushes the end ${result.capacityDelayDays} working days past what the links alone allow.`
            : ""),
      });
    } catch (err) {
      toast({ title: "Auto-schedule failed", description: errorMessage(err, "Please try again."), variant: "destructive" });
    }
  };

  const preview = async (taskId: string, slipDays: number) => {
    try {
      setWhatIf(await previewSlip(projectId, taskId, slipDays));
      setPlanned(null);
    } catch (err) {
      toast({ title: "Couldn't preview the slip", description: errorMessage(err, "Please try again."), variant: "destructive" });
    }
  };

  const applySlip = async () => {
    if (!whatIf) return;
    const t = schedule.tasks.find((x) => x.id === whatIf.taskId);
    const moved = whatIf.moved[0];
    if (!t || !moved) return setWhatIf(null);
    const days = whatIf.slipDays;
    await save(
      t.milestone
        ? { id: t.id, startDate: null, dueDate: addWorkingDays(t.end, days) }
        : { id: t.id, startDate: moved.to, dueDate: addWorkingDays(t.end, days) },
    );
    setWhatIf(null);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <span>
            {formatDay(schedule.projectStart)} → <strong className="text-slate-900">{formatDay(schedule.projectEnd)}</strong>
          </span>
          <span className="inline-flex items-center gap-1">
            <span aria-hidden className="inline-block h-2.5 w-4 rounded-sm bg-rose-600" /> Critical path ({schedule.criticalPath.length})
          </span>
          <span className="inline-flex items-center gap-1">
            <span aria-hidden className="inline-block h-1 w-4 rounded-sm bg-slate-300" /> Float
          </span>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <fieldset className="flex rounded-md border border-slate-300" aria-label="Zoom">
            {ZOOMS.map((z) => (
              <button
                key={z}
                type="button"
                aria-pressed={zoom === z}
                onClick={() => setZoom(z)}
                className={`px-3 py-1 text-sm capitalize first:rounded-l-md last:rounded-r-md focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none ${zoom === z ? "bg-indigo-600 text-white" : "bg-white text-slate-700 hover:bg-slate-50"}`}
              >
                {z}
              </button>
            ))}
          </fieldset>
          <Button size="sm" variant="ghost" onPress={() => setShowTable((v) => !v)}>
            {showTable ? "Show chart" : "Show as table"}
          </Button>
          {editable && (
            <>
              <label className="flex items-center gap-1 text-sm text-slate-700">
                <input type="checkbox" checked={respectCapacity} onChange={(e) => setRespectCapacity(e.target.checked)} /> Respect capacity
              </label>
              <Button size="sm" onPress={() => planSchedule(false)} isDisabled={applying || planned !== null}>
                {applying && !planned ? "Scheduling…" : "Auto-schedule"}
              </Button>
            </>
          )}
        </div>
      </div>
      {!editable && <p className="text-sm text-slate-500">You have read-only access: the timeline can't be changed here.</p>}
      {planned && (
        <AutoSchedulePreview
          preview={planned}
          tasks={live.tasks}
          onMoveMilestones={(move) => planSchedule(move)}
          onApply={applyPlanned}
          onCancel={() => setPlanned(null)}
        />
      )}
      <PassedMilestonesNote
        passed={passed}
        tasks={tasks}
        editable={editable}
        onMove={(id, day) => save({ id, startDate: null, dueDate: day })}
      />
      <WhatIfBar
        tasks={tasks}
        selectedId={selectedId}
        result={whatIf}
        editable={editable}
        onPreview={preview}
        onApply={applySlip}
        onCancel={() => setWhatIf(null)}
      />
      {shownTasks && (
        <p className="flex flex-wrap items-center gap-2 rounded-md bg-indigo-50 px-3 py-2 text-sm text-indigo-900" role="status">
          The timeline shows the {rows.length} of {live.tasks.length} tasks in the view from the Tasks tab.
          {onClearView && (
            <button
              type="button"
              onClick={onClearView}
              className="font-medium underline outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
            >
              Show all tasks
            </button>
          )}
        </p>
      )}
      {!showTable && rows.length > 0 && (
        <GanttChart
          tasks={rows}
          schedule={schedule}
          dependencies={dependencies}
          axis={axis}
          zoom={zoom}
          today={today}
          editable={editable}
          ghosts={ghosts}
          passed={passed}
          selectedId={selectedId}
          onSelect={setSelectedId}
          onDrag={(change) => setDragging(change ? dragPreview(live.tasks, dependencies, change, today) : new Map())}
          onDrop={save}
          onLink={(predecessorId, successorId) => link({ predecessorId, successorId })}
        />
      )}
      <ScheduleTable tasks={tasks} rows={rows} schedule={schedule} dependencies={dependencies} visible={showTable} />
      <WorkingTimePanel projectId={projectId} tasks={live.tasks} members={members} editable={editable} onChanged={() => setPlanned(null)} />
      {selected && (
        <LinksPanel task={selected} tasks={tasks} dependencies={dependencies} editable={editable} onAdd={link} onRemove={unlink} />
      )}
    </div>
  );
}
