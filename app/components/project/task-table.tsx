import { useCallback, useState } from "react";
import type { Nested } from "../../../core/board-order";
import type { Task } from "../../../core/schemas/task";
import type { MemberView } from "../../../core/schemas/team";
import type { Selection } from "../../lib/selection-store";
import type { LiveBoard } from "../../lib/use-live-board";
import { useStableCallback } from "../../lib/use-stable-callback";
import { useCompleteParentConfirm } from "./complete-parent-confirm";
import { type EditRequest, useTaskEditor } from "./task-table-editor";
import { countText, DeleteTaskDialog, DiscardedEditNotice, Spacer, TaskTableHead } from "./task-table-parts";
import { type RowContext, TaskRowGroup } from "./task-table-row-group";
import { useAssignees, useTaskRowActions } from "./use-task-row-actions";
import { useVirtualTaskRows } from "./use-virtual-task-rows";

export type { EditRequest } from "./task-table-editor";

export interface TaskTableProps {
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
  /** The selected task: only the rows whose selected state flips re-render when it changes, not the table. */
  selection: Selection;
  onSelect: (id: string) => void;
  onEditStart: () => void;
  /** Shown in a full-width row under the selected task (phones: its tool panel, next to it). */
  belowSelected?: React.ReactNode;
  editRequest?: EditRequest | null;
  onEditRequestDone?: () => void;
}

/** Spec §2.7 'Project Tasks': one row at a time in edit mode, status toggles, delete with confirmation. */
export function TaskTable(props: TaskTableProps) {
  const { live, canEdit, onCheck } = props;
  const [deleting, setDeleting] = useState<Task | null>(null);
  const { tasks } = live;
  const nested = props.rows ?? live.nested;
  const completeParent = useCompleteParentConfirm(tasks);
  const closeDelete = useCallback(() => setDeleting(null), []);
  const editor = useTaskEditor({
    ...props,
    editRequest: props.editRequest ?? null,
    completeParent,
    onReadOnly: closeDelete,
  });
  const { assigneeName, assigneeOptions } = useAssignees(props.members);
  const { toggle, changeCell, remove } = useTaskRowActions(live, completeParent);
  const ctx: RowContext = {
    live,
    canEdit,
    // The project's own fields are columns after the list's own (issue 25).
    colSpan: (canEdit ? 7 : 6) + live.fields.length,
    selection: props.selection,
    currentUserId: props.currentUserId ?? null,
    assigneeName,
    assigneeOptions,
    editing: editor.editing,
    setEditing: editor.setEditing,
    setDraft: editor.setDraft,
    saving: editor.saving,
    save: editor.save,
    // Handlers that keep their identity across renders, so the memoised rows skip renders that aren't theirs.
    onSelect: useStableCallback(props.onSelect),
    onToggle: useStableCallback(toggle),
    onEdit: useStableCallback(editor.startEdit),
    onDelete: setDeleting,
    onCellChange: useStableCallback(changeCell),
    checked: props.checked,
    onCheck,
    belowSelected: props.belowSelected,
  };

  return (
    <section aria-labelledby="project-tasks-heading" className="flex h-full min-h-0 flex-col rounded-lg border border-slate-200 bg-white">
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <h2 id="project-tasks-heading" className="font-semibold text-slate-900">
          Project Tasks
        </h2>
        <span className="text-sm text-slate-500">{countText(live.counts)}</span>
      </div>
      {editor.discarded && <DiscardedEditNotice name={editor.discarded} onDismiss={editor.dismissDiscarded} />}
      {tasks.length === 0 ? (
        <p className="p-8 text-center text-sm text-slate-500">
          No tasks yet.{canEdit ? " Use Add Task or Add Milestone to create the first one." : ""}
        </p>
      ) : nested.length === 0 && props.filtered ? (
        <p className="p-8 text-center text-sm text-slate-500">No tasks match the filter.</p>
      ) : (
        <VirtualTaskRows
          ctx={ctx}
          nested={nested}
          scroll={props.scroll ?? "own"}
          groupHeadings={props.groupHeadings}
          onCheckAll={props.onCheckAll}
        />
      )}
      {completeParent.dialog}
      <DeleteTaskDialog deleting={deleting} tasks={tasks} onClose={closeDelete} onConfirm={remove} />
    </section>
  );
}

/** The table itself, with only the rows on screen rendered (issue 22) and spacers for the rest. */
function VirtualTaskRows({
  ctx,
  nested,
  scroll,
  groupHeadings,
  onCheckAll,
}: {
  ctx: RowContext;
  nested: Array<Nested<Task>>;
  scroll: "own" | "window";
  groupHeadings?: ReadonlyMap<number, string>;
  onCheckAll?: (all: boolean) => void;
}) {
  const { checked, colSpan } = ctx;
  const ticking = ctx.canEdit && ctx.onCheck !== undefined;
  const tickedInView = ticking && checked ? nested.reduce((n, r) => (checked.has(r.task.id) ? n + 1 : n), 0) : 0;
  const { scrollRef, headRef, virtual, items, padTop, padBottom } = useVirtualTaskRows(nested, scroll);
  return (
    <div ref={scrollRef} className="relative min-h-0 flex-1 overflow-auto">
      {/* Screen readers hear the whole count and each row's place in it, though only the rows on screen exist. */}
      <table className="w-full text-left md:min-w-[720px]" aria-rowcount={nested.length + 1}>
        <TaskTableHead
          headRef={headRef}
          ticking={ticking}
          all={nested.length > 0 && tickedInView === nested.length}
          some={tickedInView > 0}
          onCheckAll={onCheckAll}
          canEdit={ctx.canEdit}
        />
        {padTop > 0 && <Spacer height={padTop} colSpan={colSpan} />}
        {items.map((item) => (
          <TaskRowGroup
            key={item.key}
            ctx={ctx}
            task={nested[item.index].task}
            depth={nested[item.index].depth}
            index={item.index}
            heading={groupHeadings?.get(item.index)}
            measureRef={virtual.measureElement}
          />
        ))}
        {padBottom > 0 && <Spacer height={padBottom} colSpan={colSpan} />}
      </table>
    </div>
  );
}
