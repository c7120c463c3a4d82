import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { WhatIfResult } from "../../../core/schedule";
import { MAX_LAG_DAYS } from "../../../core/schemas/dependency";
import type { Task } from "../../../core/schemas/task";
import { formatDay } from "../../lib/gantt-model";
import { useSchemaForm } from "../../lib/use-schema-form";
import { Button } from "../ui/button";
import { FormErrors } from "../ui/form-fields";
import { useBusy } from "./use-busy";
import { type WhatIfValues, whatIfFormSchema } from "./what-if-payload";

// "What if it slips": pick a task and a number of working days, see the consequences drawn over the
// schedule, then apply the slip for real or cancel. Previewing changes nothing, so viewers may too.

interface Props {
  tasks: Task[];
  selectedId: string | null;
  result: WhatIfResult | null;
  editable: boolean;
  /** Shows the slip's consequences; throws (an ApiError) when the server refuses it. */
  onPreview: (taskId: string, slipDays: number) => Promise<void>;
  onApply: () => Promise<void>;
  onCancel: () => void;
}

export function WhatIfBar({ tasks, selectedId, result, editable, onPreview, onApply, onCancel }: Props) {
  // Kept here, not in the form: after a preview is cancelled the form shows the same task and days again.
  const [kept, setKept] = useState<WhatIfValues | null>(null);
  const [busy, run] = useBusy();

  if (result) {
    const name = tasks.find((t) => t.id === result.taskId)?.name ?? "";
    return <SlipOutcome result={result} name={name} editable={editable} busy={busy} onApply={() => run(onApply)} onCancel={onCancel} />;
  }
  return (
    <SlipForm
      tasks={tasks}
      selectedId={selectedId}
      kept={kept}
      onPreview={async (values) => {
        setKept({ taskId: values.taskId, slipDays: String(values.slipDays) });
        await onPreview(values.taskId, values.slipDays);
      }}
    />
  );
}

/** The task and the slip, on Conform over the route's schema: a refusal is shown at its input. */
function SlipForm({
  tasks,
  selectedId,
  kept,
  onPreview,
}: {
  tasks: Task[];
  selectedId: string | null;
  kept: WhatIfValues | null;
  onPreview: (values: { taskId: string; slipDays: number }) => Promise<void>;
}) {
  const [defaultValue] = useState<WhatIfValues>(() => kept ?? { taskId: selectedId ?? "", slipDays: "3" });
  const { form, fields, pending } = useSchemaForm({
    schema: whatIfFormSchema,
    defaultValue,
    fallback: "Couldn't preview the slip.",
    shouldValidate: "onInput",
    onSubmit: onPreview,
  });
  // The task selected on the chart is the default until the person chooses one.
  const chose = useRef(kept !== null);
  const { update } = form;
  useEffect(() => {
    if (!chose.current) update({ name: "taskId", value: selectedId ?? "" });
  }, [selectedId, update]);
  const { taskId, slipDays } = fields;
  const choices = useChoices(tasks, taskId.initialValue);
  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className="flex flex-wrap items-end gap-2 text-sm">
      <label className="flex flex-col gap-1">
        <span className="text-xs text-slate-600">What if</span>
        <select
          key={taskId.key}
          name={taskId.name}
          defaultValue={taskId.initialValue}
          onChange={() => {
            chose.current = true;
          }}
          onFocus={choices.list}
          onPointerDown={choices.list}
          aria-invalid={taskId.errors ? true : undefined}
          aria-describedby={taskId.errors ? taskId.errorId : undefined}
          className="h-8 max-w-56 rounded-md border border-slate-300 px-2 aria-invalid:border-red-500"
        >
          <option value="">Choose a task…</option>
          <TaskOptions tasks={choices.tasks} />
        </select>
      </label>
      <label className="flex flex-col gap-1">
        <span className="text-xs text-slate-600">slips by (working days)</span>
        <input
          key={slipDays.key}
          name={slipDays.name}
          defaultValue={slipDays.initialValue}
          type="number"
          min={1}
          max={MAX_LAG_DAYS}
          step={1}
          aria-invalid={slipDays.errors ? true : undefined}
          aria-describedby={slipDays.errors ? slipDays.errorId : undefined}
          className="h-8 w-20 rounded-md border border-slate-300 px-2 aria-invalid:border-red-500"
        />
      </label>
      <Button type="submit" size="sm" variant="secondary" isDisabled={pending}>
        Preview slip
      </Button>
      <div className="basis-full empty:hidden">
        {[taskId, slipDays].map((f) =>
          f.errors ? (
            <p key={f.name} id={f.errorId} className="text-xs text-red-600">
              {f.errors[0]}
            </p>
          ) : null,
        )}
        <FormErrors form={form} />
      </div>
    </form>
  );
}

/**
 * Up to this many tasks every one is an option from the start. A bigger board's select holds the chosen
 * task only until the person reaches for it (focus or pointer, before the list opens): Chromium measures
 * the text of every option to size a select, and 20,000 options made each Timeline visit take seconds (issue 22).
 */
const ALWAYS_LISTED = 300;

function useChoices(tasks: Task[], chosenId: string | undefined) {
  const [listed, setListed] = useState(false);
  const all = listed || tasks.length <= ALWAYS_LISTED;
  const chosen = useMemo(() => (all ? [] : tasks.filter((t) => t.id === chosenId)), [all, tasks, chosenId]);
  const list = useCallback(() => setListed(true), []);
  return { tasks: all ? tasks : chosen, list };
}

function TaskOptions({ tasks }: { tasks: Task[] }) {
  return tasks.map((t) => (
    <option key={t.id} value={t.id}>
      {t.name}
    </option>
  ));
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
