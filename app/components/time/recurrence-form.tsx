import { Repeat } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { choiceOf, type RepeatChoice, ruleOf } from "../../../core/recurrence/form-rule";
import { describeRule, firstOccurrences } from "../../../core/recurrence/rule";
import type { Task } from "../../../core/schemas/task";
import type { RecurrenceMode } from "../../../core/schemas/time-fields";
import { Button } from "../ui/button";
import { RepeatRuleFields } from "./recurrence-fields";
import { useDefaultRepeatMode } from "./use-default-repeat-mode";
import { useSeriesWrites } from "./use-series-writes";

/**
 * The task editor's repeat section (issue 26): a simple form that builds the task's RRULE, its summary
 * in words, and skip / stop for a repeating task. Each button is a board write of its own (undoable
 * like any other), so it has no form element: Enter in its fields doesn't save the whole task.
 */
export function RecurrenceForm({ task, canEdit }: { task: Task; canEdit: boolean }) {
  const id = useId();
  const due = task.dueDate;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-3 rounded-md border border-slate-200 p-3" data-testid="recurrence-form">
      <h3 id={`${id}-title`} className="flex items-center gap-1.5 text-sm font-semibold text-slate-800">
        <Repeat className="size-4" aria-hidden /> Repeat
      </h3>
      {task.recurrence && (
        <p className="mt-1 text-sm text-slate-700" data-testid="recurrence-current">
          {describeRule(task.recurrence)}; the next one appears{" "}
          {task.recurrenceMode === "date" ? "on its date" : "when this one is completed"}.
        </p>
      )}
      {!due ? (
        <p className="mt-1 text-sm text-slate-600">Give the task a due date to make it repeat: the series starts on that day.</p>
      ) : (
        <RepeatEditor task={task} due={due} canEdit={canEdit} />
      )}
    </section>
  );
}

/** The rule's choices for a task, reset when the task changes under us (someone else's edit, a skip). */
function useRepeatChoice(task: Task) {
  const [choice, setChoice] = useState<RepeatChoice>(() => choiceOf(task.recurrence ?? null, task.dueDate));
  const [mode, setMode] = useState<RecurrenceMode | null>(task.recurrence ? (task.recurrenceMode ?? "completion") : null);
  useEffect(() => {
    setChoice(choiceOf(task.recurrence ?? null, task.dueDate));
    setMode(task.recurrence ? (task.recurrenceMode ?? "completion") : null);
  }, [task.recurrence, task.recurrenceMode, task.dueDate]);
  const set = <K extends keyof RepeatChoice>(key: K, value: RepeatChoice[K]) => setChoice((c) => ({ ...c, [key]: value }));
  return { choice, set, mode, setMode };
}

function RepeatEditor({ task, due, canEdit }: { task: Task; due: string; canEdit: boolean }) {
  const defaultMode = useDefaultRepeatMode();
  const { choice, set, mode, setMode } = useRepeatChoice(task);
  const series = useSeriesWrites(task);
  const rule = ruleOf(choice, due);
  const chosenMode = mode ?? defaultMode;
  const changed = rule !== (task.recurrence ?? null) || (rule !== null && chosenMode !== (task.recurrenceMode ?? "completion"));
  const untilMissing = choice.frequency !== "off" && choice.end === "until" && !choice.until;
  const busy = series.busy;
  return (
    <>
      <fieldset disabled={!canEdit || busy} className="mt-2 grid gap-3 sm:grid-cols-2">
        <legend className="sr-only">Repeat rule</legend>
        <RepeatRuleFields choice={choice} set={set} due={due} mode={chosenMode} onMode={setMode} />
      </fieldset>
      {rule && (
        <p className="mt-2 text-sm text-slate-700" aria-live="polite" data-testid="recurrence-summary">
          {describeRule(rule)}. Next: {firstOccurrences(rule, due, 3).join(", ") || "none"}
        </p>
      )}
      {series.error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {series.error}
        </p>
      )}
      {canEdit && (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button type="button" size="sm" onPress={() => series.save(rule, chosenMode)} isDisabled={busy || !changed || untilMissing}>
            Save repeat
          </Button>
          {task.recurrence && task.status !== "done" && (
            <Button type="button" size="sm" variant="secondary" onPress={series.skip} isDisabled={busy}>
              Skip this occurrence
            </Button>
          )}
          {task.recurrence && (
            <Button type="button" size="sm" variant="secondary" onPress={series.stop} isDisabled={busy}>
              Stop repeating
            </Button>
          )}
        </div>
      )}
    </>
  );
}
