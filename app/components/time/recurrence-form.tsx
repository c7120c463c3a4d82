import { useId, useMemo, useState } from "react";
import { createPortal } from "react-dom";
import { choiceOf } from "../../../core/recurrence/form-rule";
import { describeRule, firstOccurrences } from "../../../core/recurrence/rule";
import type { Task } from "../../../core/schemas/task";
import type { RecurrenceMode } from "../../../core/schemas/time-fields";
import { useSchemaForm } from "../../lib/use-schema-form";
import { Button } from "../ui/button";
import { FormErrors } from "../ui/form-fields";
import { Repeat } from "../ui/icons";
import { RepeatRuleFields } from "./recurrence-fields";
import { choiceFrom, repeatFormSchema, repeatValuesOf } from "./recurrence-payload";
import { useDefaultRepeatMode } from "./use-default-repeat-mode";
import { useSeriesWrites } from "./use-series-writes";

/**
 * The task editor's repeat section (issue 26): a simple form that builds the task's RRULE, its summary
 * in words, and skip / stop for a repeating task. Each button is a board write of its own (undoable
 * like any other): Enter in its fields saves the repeat, not the whole task.
 */
const REPEAT_NOT_CHANGED = "Could not change the repeat.";

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

/** The form again, from the task's rule, whenever it changes under us (our save, someone else's edit, a skip). */
function RepeatEditor({ task, due, canEdit }: { task: Task; due: string; canEdit: boolean }) {
  const defaultMode = useDefaultRepeatMode();
  const mode = task.recurrence ? (task.recurrenceMode ?? "completion") : defaultMode;
  return <RepeatRuleForm key={`${task.recurrence ?? ""}|${mode}|${due}`} task={task} due={due} mode={mode} canEdit={canEdit} />;
}

/**
 * The rule's inputs on Conform over the route's schema. The section sits inside the task editor's own
 * <form>, and forms don't nest: its <form> is an empty element at the end of the page and each input and
 * Save names it (`form="…"`), so Enter or Save sends the repeat, never the task (decision 138).
 */
function RepeatRuleForm({ task, due, mode, canEdit }: { task: Task; due: string; mode: RecurrenceMode; canEdit: boolean }) {
  const series = useSeriesWrites(task);
  const [base] = useState(() => repeatValuesOf(choiceOf(task.recurrence ?? null, due), mode));
  const schema = useMemo(() => repeatFormSchema(due, base), [due, base]);
  const { form, fields, pending } = useSchemaForm({
    schema,
    defaultValue: base,
    shouldValidate: "onSubmit",
    fallback: REPEAT_NOT_CHANGED,
    onSubmit: ({ recurrence, recurrenceMode }) => series.save(recurrence ?? null, recurrenceMode ?? mode),
  });
  const values = form.value ?? base;
  const made = schema.safeParse(values);
  const rule = made.success ? (made.data.recurrence ?? null) : null;
  const changed =
    !made.success ||
    rule !== (task.recurrence ?? null) ||
    (rule !== null && made.data.recurrenceMode !== (task.recurrenceMode ?? "completion"));
  const busy = series.busy || pending;
  return (
    <>
      <fieldset disabled={!canEdit || busy} className="mt-2 grid gap-3 sm:grid-cols-2">
        <legend className="sr-only">Repeat rule</legend>
        <RepeatRuleFields formId={form.id} fields={fields} choice={choiceFrom(values, base)} due={due} />
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
      <div className="mt-2 empty:hidden">
        <FormErrors form={form} />
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
      {createPortal(
        <form
          id={form.id}
          noValidate
          hidden
          onSubmit={(e) => {
            // A portal's events reach its React parents: the task editor's form must not save too.
            e.stopPropagation();
            form.onSubmit(e);
          }}
        />,
        document.body,
      )}
    </>
  );
}
