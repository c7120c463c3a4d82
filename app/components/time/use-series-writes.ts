import { useState } from "react";
import type { Task } from "../../../core/schemas/task";
import type { RecurrenceMode } from "../../../core/schemas/time-fields";
import { api, errorMessage, readJson } from "../../lib/api";
import { useToast } from "../ui/toast";

/** Save the rule, skip this occurrence, stop repeating: each a board write of its own (undoable like any other); `busy` and `error` are skip's and stop's. */
export function useSeriesWrites(task: Task) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const write = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await call();
      toast({ title: done });
    } catch (err) {
      setError(errorMessage(err, "Could not change the repeat."));
    } finally {
      setBusy(false);
    }
  };
  /** The repeat form's save: a refusal is thrown for the form to show next to its inputs. */
  const save = async (rule: string | null, mode: RecurrenceMode) => {
    setError(null);
    await readJson(
      api.tasks[":id"].$patch({ param: { id: task.id }, json: { recurrence: rule, ...(rule ? { recurrenceMode: mode } : {}) } }),
    );
    toast({ title: rule ? "Repeat saved" : "The task no longer repeats" });
  };
  const skip = () => write(() => readJson(api.tasks[":id"]["skip-occurrence"].$post({ param: { id: task.id } })), "Occurrence skipped");
  const stop = () =>
    write(() => readJson(api.tasks[":id"].$patch({ param: { id: task.id }, json: { recurrence: null } })), "Series stopped");
  return { busy, error, save, skip, stop };
}
