import { useState } from "react";
import { LINK_TYPES, type LinkType } from "../../../core/schedule";
import type { Task } from "../../../core/schemas/task";
import { Button } from "../ui/button";
import { LINK_TYPE_LABEL } from "./link-type-labels";
import { useBusy } from "./use-busy";

// Adds a predecessor to the selected task, with the link's type and lag, without a pointer.

/** A lag is a whole number of working days, at most a year's (260) either way. */
const MAX_LAG_DAYS = 260;

interface Props {
  task: Task;
  tasks: Task[];
  onAdd: (input: { predecessorId: string; successorId: string; type: LinkType; lagDays: number }) => Promise<void>;
}

export function AddLinkForm({ task, tasks, onAdd }: Props) {
  const [predecessorId, setPredecessorId] = useState("");
  const [type, setType] = useState<LinkType>("FS");
  const [lag, setLag] = useState("0");
  const [busy, run] = useBusy();
  const lagDays = Number(lag);
  const lagOk = Number.isInteger(lagDays) && Math.abs(lagDays) <= MAX_LAG_DAYS;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!predecessorId || !lagOk || busy) return;
    void run(async () => {
      await onAdd({ predecessorId, successorId: task.id, type, lagDays });
      setPredecessorId("");
      setLag("0");
    });
  };

  return (
    <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-2 text-sm">
      <label className="flex flex-col gap-1">
        <span className="text-xs text-slate-600">Waits for</span>
        <select
          className="h-8 rounded-md border border-slate-300 px-2"
          value={predecessorId}
          onChange={(e) => setPredecessorId(e.target.value)}
        >
          <option value="">Choose a task…</option>
          {tasks
            .filter((t) => t.id !== task.id)
            .map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
        </select>
      </label>
      <label className="flex flex-col gap-1">
        <span className="text-xs text-slate-600">Type</span>
        <select className="h-8 rounded-md border border-slate-300 px-2" value={type} onChange={(e) => setType(e.target.value as LinkType)}>
          {LINK_TYPES.map((t) => (
            <option key={t} value={t}>
              {LINK_TYPE_LABEL[t]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1">
        <span className="text-xs text-slate-600">Lag (working days)</span>
        <input
          type="number"
          step={1}
          className="h-8 w-24 rounded-md border border-slate-300 px-2"
          value={lag}
          onChange={(e) => setLag(e.target.value)}
          aria-invalid={!lagOk}
        />
      </label>
      <Button type="submit" size="sm" isDisabled={!predecessorId || !lagOk || busy}>
        Add link
      </Button>
      {!lagOk && <span className="text-xs text-red-600">A lag is a whole number of working days, at most 260 either way.</span>}
    </form>
  );
}
