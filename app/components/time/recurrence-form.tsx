import { Repeat } from "lucide-react";
import { useId, useMemo } from "react";
import { createPortal } from "react-dom";
import { ruleOf } from "../../../core/recurrence/form-rule";
import { describeRule, firstOccurrences } from "../../../core/recurrence/rule";
import type { Task } from "../../../core/schemas/task";
import type { RecurrenceMode } from "../../../core/schemas/time-fields";
import { api, readJson } from "../../lib/api";
import { useSchemaForm } from "../../lib/use-schema-form";
import { Button } from "../ui/button";
import { FormErrors } from "../ui/form-fields";
import { useToast } from "../ui/toast";
import { RepeatRuleFields } from "./recurrence-fields";
import {
  choiceFrom,
  choiceProblems,
  modeOf,
  REPEAT_NOT_CHANGED,
  recurrenceErrorsOf,
  recurrenceFormSchema,
  recurrenceValuesOf,
} from "./recurrence-payload";
import { useDefaultRepeatMode } from "./use-default-repeat-mode";
import { useSeriesWrites } from "./use-series-writes";

/**
 * The task editor's repeat section (issue 26): a simple form that builds the task's RRULE, its summary
 * in words, and skip / stop for a repeating task. It sits inside the task editor's form, which can't
 * hold another, so its form element lives at the page's end and its inputs name it (`form=`): Enter in
 * them saves the repeat, not the whole task.
 */
export function RecurrenceForm({ task, canEdit }: { task: Task; canEdit: boolean }) {
  const id = useId();
  const defaultMode = useDefaultRepeatMode();
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
        // The task changed under us (someone else's edit, a skip): the form starts again from its rule.
        <RepeatEditor
          key={`${task.recurrence}|${task.recurrenceMode}|${due}`}
          task={task}
          due={due}
          canEdit={canEdit}
          defaultMode={defaultMode}
        />
      )}
    </section>
  );
}

function RepeatEditor({ task, due, canEdit, defaultMode }: { task: Task; due: string; canEdit: boolean; defaultMode: RecurrenceMode }) {
  const toast = useToast();
  const series = useSeriesWrites(task);
  const defaultValue = recurrenceValuesOf(task);
  const schema = useMemo(() => recurrenceFormSchema(due, defaultMode), [due, defaultMode]);
  const { form, fields, pending } = useSchemaForm({
    schema,
    defaultValue,
    fallback: REPEAT_NOT_CHANGED,
    errorsOf: recurrenceErrorsOf,
    onSubmit: async (json) => {
      await readJson(api.tasks[":id"].$patch({ param: { id: task.id }, json }));
      toast({ title: json.recurrence ? "Repeat saved" : "The task no longer repeats" });
    },
  });
  const values = (form.value ?? defaultValue) as Record<string, unknown>;
  const choice = choiceFrom(values);
  const problems = choiceProblems(choice);
  // A missing last date is refused on save; the rule without it can still be read out meanwhile.
  const rule = problems.some((p) => p.input !== "until") ? null : ruleOf(choice, due);
  const mode = modeOf(values, defaultMode);
  const changed =
    problems.length > 0 || rule !== (task.recurrence ?? null) || (rule !== null && mode !== (task.recurrenceMode ?? "completion"));
  const busy = pending || series.busy;
  return (
    <>
      {typeof document !== "undefined" && createPortal(<form id={form.id} onSubmit={form.onSubmit} noValidate hidden />, document.body)}
      <fieldset disabled={!canEdit || busy} className="mt-2 grid gap-3 sm:grid-cols-2">
        <legend className="sr-only">Repeat rule</legend>
        <RepeatRuleFields formId={form.id} fields={fields} choice={choice} due={due} defaultMode={defaultMode} />
      </fieldset>
      {rule && (
        <p className="mt-2 text-sm text-slate-700" aria-live="polite" data-testid="recurrence-summary">
          {describeRule(rule)}. Next: {firstOccurrences(rule, due, 3).join(", ") || "none"}
        </p>
      )}
      {form.allErrors.recurrence?.[0] && <p className="mt-2 text-sm text-red-700">{form.allErrors.recurrence[0]}</p>}
      <div className="mt-2 empty:hidden">
        <FormErrors form={form} />
        {series.error && (
          <p role="alert" className="text-sm text-red-700">
            {series.error}
          </p>
        )}
      </div>
      {canEdit && (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button type="submit" form={form.id} size="sm" isDisabled={busy || !changed}>
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
