import { useState } from "react";
import { LINK_TYPES, type LinkType } from "../../../core/schedule";
import type { Dependency } from "../../../core/schemas/dependency";
import type { Task } from "../../../core/schemas/task";
import { Button } from "../ui/button";

// The selected task's links, listed and edited without a pointer: what it waits for, what waits for
// it, and a form to add a predecessor with its type and lag.

const TYPE_LABEL: Record<LinkType, string> = {
  FS: "Finish → start",
  SS: "Start → start",
  FF: "Finish → finish",
  SF: "Start → finish",
};

interface Props {
  task: Task;
  tasks: Task[];
  dependencies: Dependency[];
  editable: boolean;
  onAdd: (input: { predecessorId: string; successorId: string; type: LinkType; lagDays: number }) => Promise<void>;
  onRemove: (dependency: Dependency) => Promise<void>;
}

export function LinksPanel({ task, tasks, dependencies, editable, onAdd, onRemove }: Props) {
  const [predecessorId, setPredecessorId] = useState("");
  const [type, setType] = useState<LinkType>("FS");
  const [lag, setLag] = useState("0");
  const [busy, setBusy] = useState(false);
  const name = (id: string) => tasks.find((t) => t.id === id)?.name ?? "a deleted task";
  const mine = dependencies.filter((d) => d.predecessorId === task.id || d.successorId === task.id);
  const lagDays = Number(lag);
  const lagOk = Number.isInteger(lagDays) && Math.abs(lagDays) <= 260;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!predecessorId || !lagOk || busy) return;
    setBusy(true);
    try {
      await onAdd({ predecessorId, successorId: task.id, type, lagDays });
      setPredecessorId("");
      setLag("0");
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="links-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 id="links-heading" className="text-sm font-semibold text-slate-900">
        Links of “{task.name}”
      </h3>
      {mine.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">No links yet.</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm">
          {mine.map((d) => (
            <li key={d.id} className="flex items-center justify-between gap-2">
              <span>
                {d.successorId === task.id ? `Waits for “${name(d.predecessorId)}”` : `“${name(d.successorId)}” waits for it`} ·{" "}
                {TYPE_LABEL[d.type]}
                {d.lagDays !== 0 && `, ${d.lagDays > 0 ? "+" : ""}${d.lagDays} working days`}
              </span>
              {editable && (
                <Button
                  variant="ghost"
                  size="sm"
                  onPress={() => onRemove(d)}
                  aria-label={`Remove link between “${name(d.predecessorId)}” and “${name(d.successorId)}”`}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {editable && (
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
            <select
              className="h-8 rounded-md border border-slate-300 px-2"
              value={type}
              onChange={(e) => setType(e.target.value as LinkType)}
            >
              {LINK_TYPES.map((t) => (
                <option key={t} value={t}>
                  {TYPE_LABEL[t]}
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
      )}
    </section>
  );
}
