import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import type { Task } from "../../../core/schemas/task";
import type { TimeEntryView } from "../../../core/schemas/time-entry";
import { formatMinutes, parseDuration } from "../../../core/time/days";
import { api, errorMessage, readJson } from "../../lib/api";
import { todayDay } from "../../lib/dates";
import { invalidateAfter, queryKeys } from "../../lib/query-keys";
import { useTimer } from "../../lib/timer-store";
import { useRefetchAfterChange } from "../../lib/use-refetch-after-change";
import { Button } from "../ui/button";
import { QueryState } from "../ui/query-state";
import { TextField } from "../ui/text-field";
import { useToast } from "../ui/toast";
import { TimerButton } from "./timer-button";

const DURATION_HELP = "Like 1:30, 1h 30m, 45m or 1.5 (hours).";

/**
 * The task editor's time section (issue 26): the timer, the time logged against the estimate, and the
 * entries. It sits inside the editor's form, so it has no form of its own: Enter in its fields adds the
 * entry instead of saving the task.
 */
export function TaskTime({ task, currentUserId }: { task: Task; currentUserId: number }) {
  const toast = useToast();
  const [date, setDate] = useState(todayDay());
  const [duration, setDuration] = useState("");
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const { timer } = useTimer();

  const client = useQueryClient();
  const key = queryKeys.taskTime(task.id);
  const entries = useQuery({ queryKey: key, queryFn: () => readJson(api.tasks[":id"]["time-entries"].$get({ param: { id: task.id } })) });
  // Read again when this task's timer stops (it wrote an entry).
  useRefetchAfterChange(timer?.taskId === task.id ? 1 : 0, key, 0);
  const changed = () => invalidateAfter(client, "logTime", { projectId: task.projectId, taskId: task.id });

  const write = useMutation({
    mutationFn: (entry: { id: number | null; date: string; minutes: number; note: string }) => {
      const json = { date: entry.date, minutes: entry.minutes, note: entry.note };
      return entry.id === null
        ? readJson(api.tasks[":id"]["time-entries"].$post({ param: { id: task.id }, json }))
        : readJson(api["time-entries"][":id"].$patch({ param: { id: String(entry.id) }, json }));
    },
    onSuccess: () => {
      setDuration("");
      setNote("");
      setEditing(null);
      return changed();
    },
    onError: (err) => setError(errorMessage(err, "The time was not saved.")),
  });
  const busy = write.isPending;

  const save = () => {
    const minutes = parseDuration(duration);
    if (minutes === null || minutes < 1) {
      setError(`Enter how long you worked. ${DURATION_HELP}`);
      return;
    }
    setError(null);
    write.mutate({ id: editing, date, minutes, note });
  };

  const remove = useMutation({
    mutationFn: (entry: TimeEntryView) => readJson(api["time-entries"][":id"].$delete({ param: { id: String(entry.id) } })),
    onSuccess: (_done, entry) => {
      toast({ title: `Deleted ${formatMinutes(entry.minutes)} from ${entry.date}` });
      return changed();
    },
    onError: (err) => toast({ title: "Not deleted", description: errorMessage(err, "Please try again."), variant: "destructive" }),
  });

  const enter = (e: React.KeyboardEvent) => {
    if (e.key === "Enter") {
      e.preventDefault();
      save();
    }
  };

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
        {(list) => {
          const total = list.reduce((n, e) => n + e.minutes, 0);
          return (
            <>
              <p className="text-sm text-slate-700" data-testid="time-total">
                {total === 0 ? "No time logged yet." : `${formatMinutes(total)} logged`}
                {task.estimate != null && ` · estimate ${task.estimate}`}
              </p>
              {list.length > 0 && (
                <ul className="divide-y divide-slate-100 text-sm" aria-label="Time entries">
                  {list.map((e) => (
                    <li key={e.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5">
                      <span className="text-slate-600">{e.date}</span>
                      <span className="font-medium">{formatMinutes(e.minutes)}</span>
                      <span className="text-slate-600">{e.userName}</span>
                      {e.note && <span className="min-w-0 flex-1 break-words text-slate-700">{e.note}</span>}
                      {e.userId === currentUserId && (
                        <span className="ml-auto flex gap-1">
                          <button
                            type="button"
                            aria-label={`Edit the entry of ${formatMinutes(e.minutes)} on ${e.date}`}
                            onClick={() => {
                              setEditing(e.id);
                              setDate(e.date);
                              setDuration(String(Math.round((e.minutes / 60) * 100) / 100));
                              setNote(e.note);
                            }}
                            className="rounded p-1 text-slate-500 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-indigo-500"
                          >
                            <Pencil className="h-3.5 w-3.5" aria-hidden />
                          </button>
                          <button
                            type="button"
                            aria-label={`Delete the entry of ${formatMinutes(e.minutes)} on ${e.date}`}
                            onClick={() => remove.mutate(e)}
                            className="rounded p-1 text-slate-500 outline-none hover:bg-red-50 hover:text-red-700 focus-visible:ring-2 focus-visible:ring-indigo-500"
                          >
                            <Trash2 className="h-3.5 w-3.5" aria-hidden />
                          </button>
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </QueryState>
      <fieldset className="grid grid-cols-1 gap-2 sm:grid-cols-[10rem_8rem_1fr_auto] sm:items-end">
        <legend className="sr-only">{editing === null ? "Log time" : "Change the entry"}</legend>
        <TextField label="Date" type="date" value={date} onChange={setDate} onKeyDown={enter} />
        <TextField label="Duration" value={duration} onChange={setDuration} onKeyDown={enter} placeholder="1:30" errorMessage={error} />
        <TextField label="Note" value={note} onChange={setNote} onKeyDown={enter} />
        <div className="flex gap-1">
          <Button size="sm" variant="secondary" onPress={save} isDisabled={busy}>
            {editing === null ? "Log time" : "Save entry"}
          </Button>
          {editing !== null && (
            <Button
              size="sm"
              variant="secondary"
              onPress={() => {
                setEditing(null);
                setDuration("");
                setNote("");
              }}
            >
              Cancel
            </Button>
          )}
        </div>
      </fieldset>
      <p className="text-xs text-slate-500">{DURATION_HELP}</p>
    </section>
  );
}
