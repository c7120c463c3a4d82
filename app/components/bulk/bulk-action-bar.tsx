import { CalendarDays, ChevronDown, CircleDot, Flag, ListChecks, SlidersHorizontal, Tag, Trash2, User, X } from "lucide-react";
import { useState } from "react";
import { Dialog as AriaDialog, DialogTrigger, Header, Menu, MenuItem, MenuTrigger, Popover, Section, Toolbar } from "react-aria-components";
import type { TaskBatchOperation, TaskBatchResult } from "../../../core/schemas/task-batch";
import type { MemberView } from "../../../core/schemas/team";
import { displayName } from "../../../core/user-display";
import { ApiError, api, errorMessage, readJson } from "../../lib/api";
import { PRIORITIES, priorityLabel } from "../../lib/task-display";
import type { LiveBoard } from "../../lib/use-live-board";
import { boardStatuses } from "../board/status-columns";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { useToast } from "../ui/toast";
import { type BulkChange, bulkDoneText, bulkOperations, MAX_BATCH_OPERATIONS } from "./bulk-operations";
import { FieldValueForm } from "./field-value-form";
import type { BulkSelection } from "./use-bulk-selection";

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded px-3 py-1.5 text-sm text-slate-800 outline-none data-[focused]:bg-indigo-50";
const popoverClass = "min-w-48 max-h-80 overflow-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg";
const headerClass = "px-3 pt-1.5 pb-0.5 text-xs font-semibold text-slate-500 uppercase";

/**
 * Bulk edit (issue 25 item 5): the action bar over the list or the Board while tasks are ticked. Each
 * change is one batch on the board (`POST /api/projects/{id}/tasks/batch`): one transaction, one
 * broadcast to everyone, one step of Undo. A toolbar (arrow keys move between its buttons); the count is
 * announced as it changes; Escape clears the selection.
 */
export function BulkActionBar({
  projectId,
  selection,
  live,
  members,
}: {
  projectId: number;
  selection: BulkSelection;
  live: LiveBoard;
  members: MemberView[];
}) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const count = selection.ids.size;
  const statuses = boardStatuses(live.statuses, projectId);

  const run = async (change: BulkChange, names: Parameters<typeof bulkDoneText>[2] = {}) => {
    const tasks = selection.tasks();
    if (tasks.length > MAX_BATCH_OPERATIONS) {
      toast({
        title: "Too many tasks at once",
        description: `Change at most ${MAX_BATCH_OPERATIONS} tasks in one step; ${tasks.length} are selected.`,
        variant: "destructive",
      });
      return;
    }
    const operations = bulkOperations(tasks, change);
    if (operations.length === 0) {
      toast({ title: "Nothing to change", description: "The selected tasks already have that." });
      return;
    }
    setBusy(true);
    try {
      const { results }: { results: TaskBatchResult[] } = await readJson(
        api.projects[":id"].tasks.batch.$post({ param: { id: String(projectId) }, json: { operations: operations as never } }),
      );
      // Shown now; the board's broadcast of the same batch follows (a replay is ignored).
      for (const r of results) live.dispatch(r.op === "delete" ? { type: "removed", id: r.id } : { type: "task", task: r.task });
      toast({ title: bulkDoneText(change, operations.length, names), description: "Undo puts all of it back in one step." });
      if (change.kind === "delete") selection.clear();
    } catch (err) {
      toast({ title: "The tasks were not changed", description: batchFailure(err, operations, live), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  const personName = (id: number) => {
    const m = members.find((x) => x.userId === id);
    return m ? displayName(m.user) : "Unknown user";
  };
  const labelName = (id: string) => live.labels.find((l) => l.id === id)?.name;

  return (
    <>
      <p className="sr-only" aria-live="polite" data-testid="bulk-count">
        {count > 0 ? `${count} selected` : ""}
      </p>
      {count > 0 && (
        <Toolbar
          aria-label="Bulk edit"
          data-testid="bulk-bar"
          className="flex flex-wrap items-center gap-2 rounded-lg border border-indigo-200 bg-indigo-50 px-3 py-2"
        >
          <span className="mr-1 text-sm font-semibold text-indigo-900" aria-hidden>
            {count} selected
          </span>
          <Button variant="ghost" size="sm" onPress={selection.selectAll} isDisabled={busy}>
            <ListChecks className="h-4 w-4" aria-hidden />
            Select all {selection.inView()}
          </Button>

          <BarMenu label="Status" icon={<CircleDot className="h-4 w-4" aria-hidden />} busy={busy}>
            <Menu
              aria-label="Move to status"
              className="outline-none"
              onAction={(key) => {
                const s = statuses.find((x) => x.id === String(key));
                if (s) void run({ kind: "status", statusId: s.id }, { status: s.name });
              }}
            >
              {statuses.map((s) => (
                <MenuItem key={s.id} id={s.id} className={itemClass}>
                  {s.name}
                </MenuItem>
              ))}
            </Menu>
          </BarMenu>

          <BarMenu label="Assignee" icon={<User className="h-4 w-4" aria-hidden />} busy={busy}>
            <Menu
              aria-label="Assign to"
              className="outline-none"
              onAction={(key) => {
                const id = String(key) === "none" ? null : Number(key);
                void run({ kind: "assignee", assigneeId: id }, { person: id === null ? undefined : personName(id) });
              }}
            >
              <MenuItem id="none" className={itemClass}>
                Unassigned
              </MenuItem>
              {members.map((m) => (
                <MenuItem key={m.userId} id={String(m.userId)} className={itemClass}>
                  {displayName(m.user)}
                </MenuItem>
              ))}
            </Menu>
          </BarMenu>

          <BarMenu label="Priority" icon={<Flag className="h-4 w-4" aria-hidden />} busy={busy}>
            <Menu
              aria-label="Set priority"
              className="outline-none"
              onAction={(key) => void run({ kind: "priority", priority: String(key) as (typeof PRIORITIES)[number] })}
            >
              {PRIORITIES.map((p) => (
                <MenuItem key={p} id={p} className={itemClass}>
                  {priorityLabel(p)}
                </MenuItem>
              ))}
            </Menu>
          </BarMenu>

          <BarMenu label="Labels" icon={<Tag className="h-4 w-4" aria-hidden />} busy={busy || live.labels.length === 0}>
            <Menu
              aria-label="Add or remove a label"
              className="outline-none"
              onAction={(key) => {
                const [kind, id] = String(key).split("|") as ["add" | "remove", string];
                void run({ kind: kind === "add" ? "addLabel" : "removeLabel", labelId: id }, { label: labelName(id) });
              }}
            >
              <Section>
                <Header className={headerClass}>Add</Header>
                {live.labels.map((l) => (
                  <MenuItem key={`add|${l.id}`} id={`add|${l.id}`} textValue={`Add ${l.name}`} className={itemClass}>
                    Add {l.name}
                  </MenuItem>
                ))}
              </Section>
              <Section>
                <Header className={headerClass}>Remove</Header>
                {live.labels.map((l) => (
                  <MenuItem key={`remove|${l.id}`} id={`remove|${l.id}`} textValue={`Remove ${l.name}`} className={itemClass}>
                    Remove {l.name}
                  </MenuItem>
                ))}
              </Section>
            </Menu>
          </BarMenu>

          <DueDateButton busy={busy} onApply={(dueDate) => run({ kind: "dueDate", dueDate })} />

          {/* The live board's fields: one a teammate adds is here at once (issue 25). */}
          {live.fields.length > 0 && (
            <DialogTrigger>
              <Button variant="secondary" size="sm" isDisabled={busy}>
                <SlidersHorizontal className="h-4 w-4" aria-hidden />
                Field
                <ChevronDown className="h-4 w-4" aria-hidden />
              </Button>
              <Popover className="w-72 rounded-md border border-slate-200 bg-white p-3 shadow-lg">
                <AriaDialog aria-label="Set a field" className="outline-none">
                  {({ close }) => (
                    <FieldValueForm
                      fields={live.fields}
                      members={members}
                      onApply={(field, value) => {
                        close();
                        void run({ kind: "field", fieldId: field.id, value }, { field: field.name });
                      }}
                    />
                  )}
                </AriaDialog>
              </Popover>
            </DialogTrigger>
          )}

          <Button variant="secondary" size="sm" onPress={() => setConfirmDelete(true)} isDisabled={busy} className="text-red-700">
            <Trash2 className="h-4 w-4" aria-hidden />
            Delete
          </Button>
          <Button variant="ghost" size="sm" onPress={selection.clear} aria-label="Clear selection" aria-keyshortcuts="Escape">
            <X className="h-4 w-4" aria-hidden />
            <span className="hidden sm:inline">Clear</span>
          </Button>
        </Toolbar>
      )}
      <ConfirmDialog
        isOpen={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={`Delete ${count} ${count === 1 ? "task" : "tasks"}`}
        message={`Are you sure you want to delete ${count} ${count === 1 ? "task" : "tasks"}? Their subtasks that are not selected stay on the board as top-level tasks. Undo brings them all back in one step.`}
        confirmLabel={`Delete ${count} ${count === 1 ? "task" : "tasks"}`}
        onConfirm={() => run({ kind: "delete" })}
      />
    </>
  );
}

function BarMenu({ label, icon, busy, children }: { label: string; icon: React.ReactNode; busy: boolean; children: React.ReactNode }) {
  return (
    <MenuTrigger>
      <Button variant="secondary" size="sm" isDisabled={busy}>
        {icon}
        {label}
        <ChevronDown className="h-4 w-4" aria-hidden />
      </Button>
      <Popover className={popoverClass}>{children}</Popover>
    </MenuTrigger>
  );
}

function DueDateButton({ busy, onApply }: { busy: boolean; onApply: (dueDate: string | null) => unknown }) {
  const [day, setDay] = useState("");
  return (
    <DialogTrigger>
      <Button variant="secondary" size="sm" isDisabled={busy}>
        <CalendarDays className="h-4 w-4" aria-hidden />
        Due date
        <ChevronDown className="h-4 w-4" aria-hidden />
      </Button>
      <Popover className="w-64 rounded-md border border-slate-200 bg-white p-3 shadow-lg">
        <AriaDialog aria-label="Set the due date" className="space-y-3 outline-none">
          {({ close }) => (
            <form
              className="space-y-3"
              onSubmit={(e) => {
                e.preventDefault();
                if (!day) return;
                close();
                void onApply(day);
              }}
            >
              <label className="block text-sm font-medium text-slate-700">
                Due date
                <input
                  type="date"
                  required
                  value={day}
                  onChange={(e) => setDay(e.target.value)}
                  className="mt-1 block h-9 w-full rounded-md border border-slate-300 px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
                />
              </label>
              <div className="flex justify-between gap-2">
                <Button
                  variant="ghost"
                  size="sm"
                  onPress={() => {
                    close();
                    void onApply(null);
                  }}
                >
                  Clear due date
                </Button>
                <Button type="submit" size="sm">
                  Apply
                </Button>
              </div>
            </form>
          )}
        </AriaDialog>
      </Popover>
    </DialogTrigger>
  );
}

/** The board's refusal, naming the task it was about (the batch applied nothing). */
function batchFailure(err: unknown, operations: TaskBatchOperation[], live: LiveBoard): string {
  const errors =
    err instanceof ApiError ? (err.details as { errors?: Array<{ index: number; message: string }> } | undefined)?.errors : undefined;
  const first = errors?.[0];
  if (first) {
    const op = operations[first.index];
    const name = op && "id" in op ? live.byId[op.id]?.name : undefined;
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : "";
    return `${name ? `“${name}”: ` : ""}${first.message}${more} Nothing was changed.`;
  }
  return errorMessage(err, "Nothing was changed. Please try again.");
}
