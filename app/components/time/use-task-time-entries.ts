import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Task } from "../../../core/schemas/task";
import type { TimeEntryView } from "../../../core/schemas/time-entry";
import { formatMinutes, parseDuration } from "../../../core/time/days";
import { api, errorMessage, readJson } from "../../lib/api";
import { todayDay } from "../../lib/dates";
import { invalidateAfter, queryKeys } from "../../lib/query-keys";
import { useTimer } from "../../lib/timer-store";
import { useRefetchAfterChange } from "../../lib/use-refetch-after-change";
import { useToast } from "../ui/toast";

export const DURATION_HELP = "Like 1:30, 1h 30m, 45m or 1.5 (hours).";

/** The entry being written: a new one (editing null) or one of the person's own, being changed. */
function useEntryDraft() {
  const [date, setDate] = useState(todayDay());
  const [duration, setDuration] = useState("");
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const clear = () => {
    setDuration("");
    setNote("");
    setEditing(null);
  };
  const edit = (e: TimeEntryView) => {
    setEditing(e.id);
    setDate(e.date);
    setDuration(String(Math.round((e.minutes / 60) * 100) / 100));
    setNote(e.note);
  };
  return { date, setDate, duration, setDuration, note, setNote, error, setError, editing, clear, edit };
}
export type EntryDraft = ReturnType<typeof useEntryDraft>;

/** A task's time entries: read, logged, changed and deleted, each refreshing what counts them. */
export function useTaskTimeEntries(task: Task) {
  const toast = useToast();
  const draft = useEntryDraft();
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
      draft.clear();
      return changed();
    },
    onError: (err) => draft.setError(errorMessage(err, "The time was not saved.")),
  });

  const save = () => {
    const minutes = parseDuration(draft.duration);
    if (minutes === null || minutes < 1) {
      draft.setError(`Enter how long you worked. ${DURATION_HELP}`);
      return;
    }
    draft.setError(null);
    write.mutate({ id: draft.editing, date: draft.date, minutes, note: draft.note });
  };

  const remove = useMutation({
    mutationFn: (entry: TimeEntryView) => readJson(api["time-entries"][":id"].$delete({ param: { id: String(entry.id) } })),
    onSuccess: (_done, entry) => {
      toast({ title: `Deleted ${formatMinutes(entry.minutes)} from ${entry.date}` });
      return changed();
    },
    onError: (err) => toast({ title: "Not deleted", description: errorMessage(err, "Please try again."), variant: "destructive" }),
  });

  return { entries, draft, save, busy: write.isPending, remove: (e: TimeEntryView) => remove.mutate(e) };
}
