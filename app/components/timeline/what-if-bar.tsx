import { useState } from "react";
import type { WhatIfResult } from "../../../core/schedule";
import type { Task } from "../../../core/schemas/task";
import { formatDay } from "../../lib/gantt-model";
import { Button } from "../ui/button";
import { useBusy } from "./use-busy";

// "What if it slips": pick a task and a number of working days, see the consequences drawn over the
// schedule, then apply the slip for real or cancel. Previewing changes nothing, so viewers may too.

/** A slip is a whole number of working days, at most a year's. */
const MAX_SLIP_DAYS = 260;

interface Props {
  tasks: Task[];
  selectedId: string | null;
  result: WhatIfResult | null;
  editable: boolean;
  onPreview: (taskId: string, slipDays: number) => Promise<void>;
  onApply: () => Promise<void>;
  onCancel: () => void;
}

export function WhatIfBar({ tasks, selectedId, result, editable, onPreview, onApply, onCancel }: Props) {
  // Kept here, not in the form: after a preview is cancelled the form shows the same task and days again.
  const [taskId, setTaskId] = useState<string>("");
  const [days, setDays] = useState("3");
  const [busy, run] = useBusy();
  const chosen = taskId || selectedId || "";
  const slip = Number(days);
  const valid = chosen !== "" && Number.isInteger(slip) && slip >= 1 && slip <= MAX_SLIP_DAYS;

  if (result) {
    const name = tasks.find((t) => t.id === result.taskId)?.name ?? "";
    return <SlipOutcome result={result} name={name} editable={editable} busy={busy} onApply={() => run(onApply)} onCancel={onCancel} />;
  }
  return (
    <form
      className="flex flex-wrap items-end gap-2 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid && !busy) void run(() => onPreview(chosen, slip));
      }}
    >
      <label className="flex flex-col gap-1">
        <span className="text-xs text-slate-600">What if</span>
        <select className="h-8 max-w-56 rounded-md border border-slate-300 px-2" value={chosen} onChange={(e) => setTaskId(e.target.value)}>
          <option value="">Choose a task…</option>
          {tasks.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1">
        <span className="text-xs text-slate-600">slips by (working days)</span>
        <input
          type="number"
          min={1}
          max={MAX_SLIP_DAYS}
          step={1}
          className="h-8 w-20 rounded-md border border-slate-300 px-2"
          value={days}
          onChange={(e) => setDays(e.target.value)}
        />
      </label>
      <Button type="submit" size="sm" variant="secondary" isDisabled={!valid || busy}>
        Preview slip
      </Button>
    </form>
  );
}

interface OutcomeProps {
  result: WhatIfResult;
  /** The slipped task's name. */
  name: string;
  editable: boolean;
  busy: boolean;
  onApply: () => void;
  onCancel: () => void;
}

/** The previewed slip's consequences, with Apply (for editors) and Cancel. */
function SlipOutcome({ result, name, editable, busy, onApply, onCancel }: OutcomeProps) {
  const others = result.moved.length - 1;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      data-testid="what-if-result"
    >
      <p className="grow">
        If “{name}” slips {result.slipDays} working {result.slipDays === 1 ? "day" : "days"}: the project ends{" "}
        <strong>{formatDay(result.projectEnd)}</strong>
        {result.projectEndSlipDays > 0 ? ` (${result.projectEndSlipDays} working days later)` : " (no change)"}; {others} other{" "}
        {others === 1 ? "task moves" : "tasks move"}; the critical path {result.criticalPathChanged ? "changes" : "stays the same"}. Dashed
        outlines show where tasks would start.
      </p>
      {editable && (
        <Button size="sm" isDisabled={busy} onPress={onApply}>
          Apply
        </Button>
      )}
      <Button size="sm" variant="secondary" isDisabled={busy} onPress={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
