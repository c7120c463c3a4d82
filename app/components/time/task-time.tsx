import type { Task } from "../../../core/schemas/task";
import { Button } from "../ui/button";
import { QueryState } from "../ui/query-state";
import { TextField } from "../ui/text-field";
import { TimeEntryList } from "./time-entry-list";
import { TimerButton } from "./timer-button";
import { DURATION_HELP, type EntryDraft, useTaskTimeEntries } from "./use-task-time-entries";

/**
 * The task editor's time section (issue 26): the timer, the time logged against the estimate, and the
 * entries. It sits inside the editor's form, so it has no form of its own: Enter in its fields adds the
 * entry instead of saving the task.
 */
export function TaskTime({ task, currentUserId }: { task: Task; currentUserId: number }) {
  const { entries, draft, save, busy, remove } = useTaskTimeEntries(task);
  return (
    <section aria-labelledby={`time-${task.id}`} className="space-y-2 rounded-md border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`time-${task.id}`} className="text-sm font-semibold text-slate-800">
          Time
        </h3>
        <TimerButton task={task} withLabel />
      </div>
      <QueryState
        query={entries}
        className=""
        loadingLabel="Loading time"
        errorFallback="Could not load the time logged."
        skeleton={<p className="text-sm text-slate-500">Loading time…</p>}
      >
        {(list) => (
          <TimeEntryList list={list} estimate={task.estimate} currentUserId={currentUserId} onEdit={draft.edit} onDelete={remove} />
        )}
      </QueryState>
      <EntryFields draft={draft} busy={busy} onSave={save} />
      <p className="text-xs text-slate-500">{DURATION_HELP}</p>
    </section>
  );
}

function EntryFields({ draft, busy, onSave }: { draft: EntryDraft; busy: boolean; onSave: () => void }) {
  const enter = (e: React.KeyboardEvent) => {
    if (e.key === "Enter") {
      e.preventDefault();
      onSave();
    }
  };
  return (
    <fieldset className="grid grid-cols-1 gap-2 sm:grid-cols-[10rem_8rem_1fr_auto] sm:items-end">
      <legend className="sr-only">{draft.editing === null ? "Log time" : "Change the entry"}</legend>
      <TextField label="Date" type="date" value={draft.date} onChange={draft.setDate} onKeyDown={enter} />
      <TextField
        label="Duration"
        value={draft.duration}
        onChange={draft.setDuration}
        onKeyDown={enter}
        placeholder="1:30"
        errorMessage={draft.error}
      />
      <TextField label="Note" value={draft.note} onChange={draft.setNote} onKeyDown={enter} />
      <div className="flex gap-1">
        <Button size="sm" variant="secondary" onPress={onSave} isDisabled={busy}>
          {draft.editing === null ? "Log time" : "Save entry"}
        </Button>
        {draft.editing !== null && (
          <Button size="sm" variant="secondary" onPress={draft.clear}>
            Cancel
          </Button>
        )}
      </div>
    </fieldset>
  );
}
