import { useState } from "react";
import type { Task } from "../../../core/schemas/task";
import { errorMessage } from "../../lib/api";
import { addDependency, removeDependency } from "../../lib/timeline-api";
import type { LiveBoard } from "../../lib/use-live-board";
import { X } from "../ui/icons";
import { Select } from "../ui/select";
import { useToast } from "../ui/toast";

const NONE = "none";

/**
 * "Waits for" in the task form (issue 21 #6): the tasks this one can't start before (finish-to-start
 * links), added and removed here as well as by dragging between bars on the Timeline. Each change is
 * saved at once, like a link drawn on the chart.
 */
export function WaitsForField({ task, projectId, live }: { task: Task; projectId: number; live: LiveBoard }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const links = Object.values(live.dependencies).filter((d) => d.successorId === task.id);
  const names = new Map(live.tasks.map((t) => [t.id, t.name]));
  const waited = new Set(links.map((d) => d.predecessorId));
  const options = live.tasks.filter((t) => t.id !== task.id && !waited.has(t.id));

  const add = async (predecessorId: string) => {
    if (predecessorId === NONE) return;
    setBusy(true);
    try {
      const dependency = await addDependency(projectId, { predecessorId, successorId: task.id });
      live.dispatch({ type: "link", dependency });
    } catch (err) {
      toast({ title: "Couldn't link the tasks", description: errorMessage(err, "Please try again."), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  const remove = async (id: string) => {
    setBusy(true);
    try {
      await removeDependency(projectId, id);
      live.dispatch({ type: "unlink", id });
    } catch (err) {
      toast({ title: "Couldn't remove the link", description: errorMessage(err, "Please try again."), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-wrap items-end gap-2">
      <Select
        label="Waits for"
        options={[
          { id: NONE, label: options.length ? "Add a task it waits for…" : "No other tasks" },
          ...options.map((t) => ({ id: t.id, label: t.name })),
        ]}
        value={NONE}
        onChange={(v) => void add(v)}
        isDisabled={busy || options.length === 0}
        className="min-w-56"
      />
      {links.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={`${task.name} waits for`}>
          {links.map((d) => (
            <li key={d.id} className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-2.5 text-xs text-slate-700">
              <span dir="auto">{names.get(d.predecessorId) ?? "Task"}</span>
              <button
                type="button"
                onClick={() => void remove(d.id)}
                disabled={busy}
                aria-label={`Stop waiting for ${names.get(d.predecessorId) ?? "task"}`}
                className="rounded-full p-0.5 hover:bg-slate-200 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
              >
                <X className="h-3 w-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
