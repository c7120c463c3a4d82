import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from "@tanstack/react-virtual";
import { X } from "lucide-react";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { Nested } from "../../../core/board-order";
import type { Task } from "../../../core/schemas/task";
import type { MemberView } from "../../../core/schemas/team";
import { displayName } from "../../../core/user-display";
import { errorMessage } from "../../lib/api";
import { SAVED_OFFLINE } from "../../lib/live-writes";
import { displayPatch } from "../../lib/queued-view";
import { focusTask, useRevealScroll } from "../../lib/reveal-task";
import { changedKeys, draftOf, patchOf, rebaseDraft, type TaskDraft } from "../../lib/task-edit";
import { type LiveBoard, TaskConflict } from "../../lib/use-live-board";
import { useStableCallback } from "../../lib/use-stable-callback";
import { SelectAllBox } from "../bulk/select-all-box";
import { FieldHeaders } from "../fields/field-columns";
import { useShortcut } from "../keyboard/keyboard-context";
import { RecurrenceForm } from "../time/recurrence-form";
import { TaskTime } from "../time/task-time";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { useToast } from "../ui/toast";
import { useCompleteParentConfirm } from "./complete-parent-confirm";
import { type AssigneeOption, TaskEditRow } from "./task-edit-row";
import { type CellChange, TaskRow } from "./task-row";
import { useKeptTaskDraft } from "./use-kept-task-draft";
import { useQuickTaskUpdate } from "./use-task-actions";
import { WaitsForField } from "./waits-for-field";

interface Editing {
  id: string;
  draft: TaskDraft;
  /** The task's fields when editing began (or after the last conflict): the save sends what differs. */
  start: TaskDraft;
  /** The version the draft is based on: sent with the save so a concurrent change is detected. */
  baseVersion: number;
  theirs: TaskDraft | null;
  differing: Array<keyof TaskDraft>;
  nameError: string | null;
  /** Brought back from this browser after a reload: not saved yet, and the row says so. */
  restored?: boolean;
  /** The server's refusal of the last save, shown in the editor. */
  error?: string | null;
}

/** e or a pressed on the board: the list opens this task's editor (on its Assignee field for a). */
export interface EditRequest {
  id: string;
  field: "name" | "assignee";
}

const LIST_FAILURE = { title: "Failed to update task", description: "Your change was not saved. Please try again." };

/** A row's height before it is measured (name, one line of description, padding). */
const ROW_ESTIMATE = 64;
const rowEstimate = () => ROW_ESTIMATE;
/** Rows rendered beyond each edge of the window, so a fast scroll or j/k rarely shows a blank. */
const OVERSCAN = 6;
/** The window the server renders for (issue 22: the server renders the first screenful only). */
const SERVER_RECT = { own: { width: 840, height: 640 }, window: { width: 375, height: 800 } };

/** Spec §2.7 'Project Tasks': one row at a time in edit mode, status toggles, delete with confirmation. */
export function TaskTable({
  projectId,
  live,
  members,
  canEdit,
  selectedId,
  onSelect,
  onEditStart,
  belowSelected,
  editRequest = null,
  onEditRequestDone,
  rows: shownRows,
  filtered = false,
  groupHeadings,
  scroll = "own",
  currentUserId = null,
  checked,
  onCheck,
  onCheckAll,
}: {
  /** Bulk edit (issue 25): the rows ticked, how a row is ticked (shift: a range), and "select all in the view". Absent for viewers. */
  checked?: ReadonlySet<string>;
  onCheck?: (id: string, range: boolean) => void;
  onCheckAll?: (all: boolean) => void;
  projectId: number;
  /** The signed-in person: the task editor's time section lets them change their own entries. */
  currentUserId?: number | null;
  /** The rows to show (the filter applied); the whole board's by default. */
  rows?: Array<Nested<Task>>;
  /** The rows are a filter's result (an empty one says so). */
  filtered?: boolean;
  /** Issue 25: a view that groups: the heading shown above the row at each index where a group starts. */
  groupHeadings?: ReadonlyMap<number, string>;
  /** Only the rows on screen are rendered: scrolled inside the table ("own"), or with the page (phones). */
  scroll?: "own" | "window";
  live: LiveBoard;
  members: MemberView[];
  canEdit: boolean;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onEditStart: () => void;
  /** Shown in a full-width row under the selected task (phones: its tool panel, next to it). */
  belowSelected?: React.ReactNode;
  editRequest?: EditRequest | null;
  onEditRequestDone?: () => void;
}) {
  const toast = useToast();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const quickUpdate = useQuickTaskUpdate(live, LIST_FAILURE);
  const { tasks } = live;
  const nested = shownRows ?? live.nested;
  const completeParent = useCompleteParentConfirm(tasks);
  const subtasksOfDeleting = deleting ? tasks.filter((t) => t.parentTaskId === deleting.id).length : 0;

  // Someone deleted the task being edited: nothing left to save.
  useEffect(() => {
    if (editing && !live.byId[editing.id]) {
      setEditing(null);
      toast({ title: "Task deleted", description: "The task you were editing was deleted by someone else.", variant: "destructive" });
    }
  }, [live.byId, editing, toast]);

  // We can't edit any more (our role went down to viewer, or the board closed): an open edit could
  // never be saved, so it is closed now rather than failing on Save. The notice stays in the table,
  // where the edit was, instead of a toast: the page's own toast about the role change would replace it.
  const [discarded, setDiscarded] = useState<string | null>(null);
  useEffect(() => {
    if (canEdit) {
      setDiscarded(null);
      return;
    }
    setDeleting(null);
    if (editing) {
      setDiscarded(editing.draft.name.trim() || "this task");
      setEditing(null);
    }
  }, [canEdit, editing]);

  // A change of ours sent after a reconnect or reload met someone else's: the same notice as a 409 on
  // Save, with our values on top of theirs, so the person decides what stays.
  const { replayConflict, settleReplayConflict } = live;
  useEffect(() => {
    if (!replayConflict || editing || !canEdit) return;
    const { base, patch, current } = replayConflict;
    const start = draftOf(base);
    const r = rebaseDraft(draftOf({ ...base, ...displayPatch(patch) }), start, current);
    setEditing({
      id: current.id,
      draft: r.draft,
      start: r.start,
      baseVersion: current.version,
      theirs: draftOf(current),
      differing: r.differing,
      nameError: null,
    });
    onSelect(current.id);
    settleReplayConflict();
  }, [replayConflict, editing, canEdit, onSelect, settleReplayConflict]);

  // An unsaved row edit outlives a reload (issue 21 #8); if the task changed meanwhile, the draft is
  // laid over the current task the way a conflict is, so both sides stay visible.
  useKeptTaskDraft(projectId, editing, live.confirmed, canEdit, (kept, current) => {
    const same = kept.baseVersion === current.version;
    const r = same ? { draft: kept.draft, start: kept.start, differing: [] } : rebaseDraft(kept.draft, kept.start, current);
    setEditing({
      id: current.id,
      draft: r.draft,
      start: r.start,
      baseVersion: current.version,
      theirs: same ? null : draftOf(current),
      differing: r.differing,
      nameError: null,
      restored: true,
    });
    onSelect(current.id);
  });

  const byUser = useMemo(() => new Map(members.map((m) => [m.userId, m])), [members]);
  const assigneeName = (id: number | null) => {
    if (id == null) return "Unassigned";
    const m = byUser.get(id);
    return m ? displayName(m.user) : "Unknown user";
  };
  const assigneeOptions = (current: number | null): AssigneeOption[] => {
    const options = [
      { id: "unassigned", label: "Unassigned" },
      ...members.map((m) => ({ id: String(m.userId), label: `${displayName(m.user)} (${m.role})` })),
    ];
    if (current != null && !byUser.has(current)) options.push({ id: String(current), label: "Unknown user" });
    return options;
  };

  const startEdit = (task: Task) => {
    const draft = draftOf(task);
    setEditing({ id: task.id, draft, start: draft, baseVersion: task.version, theirs: null, differing: [], nameError: null });
    onSelect(task.id);
    onEditStart();
  };

  // e edits the selected task, a edits it with the Assignee field focused (after the name's autofocus).
  const editSelected = (field: EditRequest["field"], id = selectedId) => {
    const task = id ? live.byId[id] : undefined;
    if (!task) return "Select a task first (j or k).";
    if (!canEdit) return "You have read-only access to this project.";
    startEdit(task);
    if (field === "assignee") {
      setTimeout(() => {
        const form = document.querySelector(`form[data-editing="${CSS.escape(task.id)}"]`);
        const label = [...(form?.querySelectorAll("label, span[id]") ?? [])].find((l) => l.textContent === "Assignee");
        form?.querySelector<HTMLElement>(`button[aria-labelledby~="${CSS.escape(label?.id ?? "")}"]`)?.focus();
      }, 50);
      return `Assign ${task.name}: choose a person with Enter`;
    }
    return `Editing ${task.name}. Escape cancels.`;
  };
  useShortcut("e", () => editSelected("name"));
  useShortcut("a", () => editSelected("assignee"));

  // The board asked for this editor (its e or a) and switched to the list to show it.
  const pendingEdit = useRef(editSelected);
  pendingEdit.current = editSelected;
  useEffect(() => {
    if (!editRequest) return;
    pendingEdit.current(editRequest.field, editRequest.id);
    onEditRequestDone?.();
  }, [editRequest, onEditRequestDone]);

  const save = async (confirmed = false): Promise<void> => {
    if (!editing || saving) return;
    const task = live.confirmed[editing.id];
    if (!task) return setEditing(null);
    if (!editing.draft.name.trim()) return setEditing({ ...editing, nameError: "Please enter a task name" });
    const keys = changedKeys(editing.draft, editing.start);
    if (keys.length === 0) return setEditing(null);
    if (!confirmed && keys.includes("status") && editing.draft.status === "done") {
      completeParent.guard(task, "done", () => save(true));
      return;
    }
    setSaving(true);
    try {
      const { queued } = await live.updateTask(task, patchOf(editing.draft, keys, editing.start), { baseVersion: editing.baseVersion });
      setEditing(null);
      toast({ title: "Task updated", description: queued ? SAVED_OFFLINE : "Your changes have been saved." });
    } catch (err) {
      if (err instanceof TaskConflict) {
        const r = rebaseDraft(editing.draft, editing.start, err.current);
        setEditing({
          ...editing,
          draft: r.draft,
          start: r.start,
          baseVersion: err.current.version,
          theirs: draftOf(err.current),
          differing: r.differing,
        });
      } else {
        const message = errorMessage(err, "Your changes were not saved. Please try again.");
        setEditing({ ...editing, error: message });
        toast({ title: "Failed to update task", description: message, variant: "destructive" });
      }
    } finally {
      setSaving(false);
    }
  };

  const toggle = (task: Task) => {
    const status = task.status === "done" ? "todo" : "done";
    completeParent.guard(task, status, () => quickUpdate(task, { status, isCompleted: status === "done" }));
  };

  // Status and priority chosen in the row's own cells: the same write path as the toggle (live, undoable).
  const changeCell = (task: Task, change: CellChange) => {
    if (!("status" in change)) return quickUpdate(task, change);
    const { status } = change;
    completeParent.guard(task, status, () => quickUpdate(task, { ...change, isCompleted: status === "done" }));
  };

  const remove = async (task: Task) => {
    try {
      const { queued } = await live.deleteTask(task);
      toast(queued ? { title: "Task deleted", description: SAVED_OFFLINE } : { title: "Task deleted" });
    } catch (err) {
      toast({
        title: "Failed to delete task",
        description: errorMessage(err, "The task was not deleted. Please try again."),
        variant: "destructive",
      });
    }
  };

  // Handlers that keep their identity across renders, so the memoised rows skip renders that aren't theirs.
  const selectRow = useStableCallback(onSelect);
  const toggleRow = useStableCallback(toggle);
  const editRow = useStableCallback(startEdit);
  const changeRowCell = useStableCallback(changeCell);

  const ticking = canEdit && onCheck !== undefined;
  // The project's own fields are columns after the list's own (issue 25).
  const colSpan = (canEdit ? 7 : 6) + live.fields.length;
  const tickedInView = ticking && checked ? nested.reduce((n, r) => (checked.has(r.task.id) ? n + 1 : n), 0) : 0;

  // Only the rows on screen are rendered (issue 22), keyed by task so a measured row keeps its height.
  const scrollRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLTableSectionElement>(null);
  const [margin, setMargin] = useState(0);
  // The server's HTML has the rows of the window and one more; the browser adds its margin once hydrated.
  const [overscan, setOverscan] = useState(1);
  useEffect(() => setOverscan(OVERSCAN), []);
  // Options that keep their identity unless the rows change: the virtualizer recomputes every row's
  // place when its key function changes, which on a big board is a cost per render (issue 22).
  const getItemKey = useCallback((i: number) => nested[i]?.task.id ?? i, [nested]);
  const common = {
    count: nested.length,
    estimateSize: rowEstimate,
    overscan,
    getItemKey,
    initialRect: SERVER_RECT[scroll],
  };
  const own = useVirtualizer({ ...common, enabled: scroll === "own", getScrollElement: () => scrollRef.current });
  const page = useWindowVirtualizer({ ...common, enabled: scroll === "window", scrollMargin: margin });
  // The two differ only in their scroll element; the methods used here are the same.
  const virtual = (scroll === "own" ? own : page) as unknown as Virtualizer<HTMLElement, Element>;
  // With the page scrolling, the rows start where the table's header ends.
  useLayoutEffect(() => {
    if (scroll !== "window" || !headRef.current) return;
    const top = headRef.current.getBoundingClientRect().bottom + window.scrollY;
    setMargin((m) => (Math.abs(m - top) < 1 ? m : top));
  });
  const items = virtual.getVirtualItems();
  const offset = scroll === "window" ? margin : 0;
  const padTop = items.length > 0 ? items[0].start - offset : 0;
  const padBottom = items.length > 0 ? virtual.getTotalSize() - (items[items.length - 1].end - offset) : 0;

  // j/k and links to a task scroll its row into the window first.
  const rowIndex = useMemo(() => new Map(nested.map((n, i) => [n.task.id, i])), [nested]);
  const indexOf = useCallback((id: string) => rowIndex.get(id), [rowIndex]);
  useRevealScroll(indexOf, virtual);

  // A live change above the rows in view (a teammate's new subtask, a deleted row) keeps the rows in view
  // where they are: the first of them stays at the same height in the window.
  const anchor = useRef<{ key: string; delta: number } | null>(null);
  const scrolled = virtual.scrollOffset ?? 0;
  const firstInView = items.find((it) => it.end - offset > scrolled - offset);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the rows moves the anchor, not a scroll.
  useLayoutEffect(() => {
    const held = anchor.current;
    if (held && scrolled > 0) {
      const i = rowIndex.get(held.key);
      const start = i === undefined ? undefined : virtual.measurementsCache[i]?.start;
      if (start !== undefined && Math.abs(start + held.delta - scrolled) > 1) virtual.scrollToOffset(start + held.delta);
    }
  }, [rowIndex]);
  useEffect(() => {
    anchor.current = firstInView ? { key: String(firstInView.key), delta: scrolled - firstInView.start } : null;
  });

  return (
    <section aria-labelledby="project-tasks-heading" className="flex h-full min-h-0 flex-col rounded-lg border border-slate-200 bg-white">
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <h2 id="project-tasks-heading" className="font-semibold text-slate-900">
          Project Tasks
        </h2>
        <span className="text-sm text-slate-500">{countText(live.counts)}</span>
      </div>
      {discarded && (
        <div role="alert" className="flex items-start gap-3 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          <p className="min-w-0 flex-1 break-words">
            Your unsaved edit of “{discarded}” was discarded: you can no longer edit this project.
          </p>
          <button
            type="button"
            onClick={() => setDiscarded(null)}
            aria-label="Dismiss notice"
            className="rounded p-0.5 outline-none hover:bg-amber-100 focus-visible:ring-2 focus-visible:ring-amber-500"
          >
            <X className="h-4 w-4" aria-hidden />
          </button>
        </div>
      )}
      {tasks.length === 0 ? (
        <p className="p-8 text-center text-sm text-slate-500">
          No tasks yet.{canEdit ? " Use Add Task or Add Milestone to create the first one." : ""}
        </p>
      ) : nested.length === 0 && filtered ? (
        <p className="p-8 text-center text-sm text-slate-500">No tasks match the filter.</p>
      ) : (
        <div ref={scrollRef} className="relative min-h-0 flex-1 overflow-auto">
          {/* Screen readers hear the whole count and each row's place in it, though only the rows on screen exist. */}
          <table className="w-full text-left md:min-w-[720px]" aria-rowcount={nested.length + 1}>
            <thead ref={headRef} className="sticky top-0 z-10 bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
              <tr aria-rowindex={1}>
                <th scope="col" className="py-2 pl-3">
                  {ticking && (
                    <SelectAllBox
                      all={nested.length > 0 && tickedInView === nested.length}
                      some={tickedInView > 0}
                      onChange={(all) => onCheckAll?.(all)}
                    />
                  )}
                  <span className="sr-only">{ticking ? "Select and done" : "Done"}</span>
                </th>
                <th scope="col" className="py-2 pr-3">
                  Task
                </th>
                <th scope="col" className="hidden py-2 pr-3 md:table-cell">
                  Status
                </th>
                <th scope="col" className="hidden py-2 pr-3 md:table-cell">
                  Priority
                </th>
                <th scope="col" className="hidden py-2 pr-3 md:table-cell">
                  Assignee
                </th>
                <th scope="col" className="hidden py-2 pr-3 md:table-cell">
                  Due date
                </th>
                <FieldHeaders />
                {canEdit && (
                  <th scope="col" className="py-2 pr-3 text-right">
                    <span className="sr-only">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            {padTop > 0 && <Spacer height={padTop} colSpan={colSpan} />}
            {items.map((item) => {
              const { task, depth } = nested[item.index];
              return (
                // One group per row, measured as a whole (with the phone's panel under the selected row).
                <tbody key={item.key} data-index={item.index} ref={virtual.measureElement}>
                  {groupHeadings?.has(item.index) && (
                    <tr data-group-heading className="border-b border-slate-200 bg-slate-100">
                      <th scope="colgroup" colSpan={colSpan} className="px-3 py-1.5 text-left text-xs font-semibold text-slate-700">
                        {groupHeadings.get(item.index)}
                      </th>
                    </tr>
                  )}
                  {editing?.id === task.id ? (
                    <TaskEditRow
                      rowIndex={item.index + 2}
                      taskId={task.id}
                      draft={editing.draft}
                      onChange={(draft) => setEditing({ ...editing, draft, nameError: null })}
                      restored={editing.restored === true}
                      error={editing.error}
                      assignees={assigneeOptions(editing.draft.assigneeId)}
                      assigneeName={assigneeName}
                      theirs={editing.theirs}
                      differing={editing.differing}
                      nameError={editing.nameError}
                      saving={saving}
                      colSpan={colSpan}
                      onSave={() => save()}
                      onCancel={() => {
                        // Escape or Cancel: the focus goes back to the row, not to the page's top (issue 21 #9).
                        setEditing(null);
                        focusTask(task.id);
                      }}
                      extra={
                        canEdit && task.kind === "task" ? (
                          <>
                            <WaitsForField task={task} projectId={task.projectId} live={live} />
                            {currentUserId !== null && <TaskTime task={task} currentUserId={currentUserId} />}
                            <RecurrenceForm task={task} canEdit={canEdit} />
                          </>
                        ) : undefined
                      }
                    />
                  ) : (
                    <>
                      <TaskRow
                        rowIndex={item.index + 2}
                        depth={depth}
                        task={task}
                        assignee={assigneeName(task.assigneeId)}
                        selected={task.id === selectedId}
                        canEdit={canEdit}
                        onSelect={selectRow}
                        onToggle={toggleRow}
                        onEdit={editRow}
                        onDelete={setDeleting}
                        onCellChange={changeRowCell}
                        checked={ticking ? (checked?.has(task.id) ?? false) : undefined}
                        onCheck={ticking ? onCheck : undefined}
                      />
                      {belowSelected && task.id === selectedId && (
                        <tr className="border-b border-slate-100 bg-slate-50">
                          <td colSpan={colSpan}>{belowSelected}</td>
                        </tr>
                      )}
                    </>
                  )}
                </tbody>
              );
            })}
            {padBottom > 0 && <Spacer height={padBottom} colSpan={colSpan} />}
          </table>
        </div>
      )}
      {completeParent.dialog}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete task"
        message={
          deleting
            ? `Are you sure you want to delete the task "${deleting.name}"?${
                subtasksOfDeleting > 0
                  ? ` Its ${subtasksOfDeleting} subtask${subtasksOfDeleting === 1 ? "" : "s"} will stay on the board as top-level tasks.`
                  : ""
              } You can undo this, or restore the task from Activity.`
            : ""
        }
        confirmLabel="Delete Task"
        onConfirm={() => deleting && remove(deleting)}
      />
    </section>
  );
}

/** "8 tasks · 3 milestones": the same tasks the "N of M tasks completed" line counts (decision 016). */
function countText(counts: { items: number; tasks: number }): string {
  const milestones = counts.items - counts.tasks;
  const tasks = counts.tasks;
  const text = `${tasks} ${tasks === 1 ? "task" : "tasks"}`;
  return milestones > 0 ? `${text} · ${milestones} ${milestones === 1 ? "milestone" : "milestones"}` : text;
}

/** Stands for the rows above or below the window, so the scrollbar and the rows' places stay true. */
function Spacer({ height, colSpan }: { height: number; colSpan: number }) {
  return (
    <tbody aria-hidden="true">
      <tr>
        <td colSpan={colSpan} style={{ height, padding: 0 }} />
      </tr>
    </tbody>
  );
}
