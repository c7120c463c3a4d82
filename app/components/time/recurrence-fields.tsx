import { type FieldMetadata, useInputControl } from "@conform-to/react";
import { type MonthlyBy, nthWeekdayLabel, type RepeatChoice, WEEKDAY_LABEL, WEEKDAYS } from "../../../core/recurrence/form-rule";
import type { RecurrenceMode } from "../../../core/schemas/time-fields";
import { FormSelect } from "../ui/form-fields";
import { Select } from "../ui/select";
import { inputClass } from "../ui/text-field";
import { ENDS, FREQUENCIES, MODES, type RecurrenceValues, UNIT } from "./recurrence-payload";

// The repeat rule's inputs. They sit inside the task editor's form, so each names the repeat form
// (`form={formId}`): its values go to the repeat's own submit, and Enter in them saves the repeat.

// biome-ignore lint/suspicious/noExplicitAny: a field of the repeat form; only its name, value and errors are read.
type Field<V = unknown> = FieldMetadata<V, any, string[]>;
type Fields = { [K in keyof RecurrenceValues]: Field<RecurrenceValues[K]> };

/** A native input's refusal, tied to it (aria-invalid, aria-describedby) and shown under it. */
const invalid = (field: Field) => (field.errors?.length ? { "aria-invalid": true as const, "aria-describedby": field.errorId } : {});
function FieldMessage({ field }: { field: Field }) {
  return field.errors?.[0] ? (
    <p id={field.errorId} className="mt-1 text-sm font-normal text-red-600">
      {field.errors[0]}
    </p>
  ) : null;
}
const initial = (field: Field) => (typeof field.initialValue === "string" ? field.initialValue : "");

export function RepeatRuleFields({
  formId,
  fields,
  choice,
  due,
  defaultMode,
}: {
  formId: string;
  fields: Fields;
  /** The rule as the inputs now make it. */
  choice: RepeatChoice;
  due: string;
  defaultMode: RecurrenceMode;
}) {
  const repeats = choice.frequency !== "off";
  return (
    <>
      <FormSelect field={fields.frequency} label="Repeats" options={FREQUENCIES} />
      {choice.frequency !== "off" && (
        <div>
          <label className="block text-sm font-medium text-slate-700">
            Every
            <span className="mt-1 flex items-center gap-2">
              <input
                key={fields.interval.key}
                form={formId}
                name={fields.interval.name}
                defaultValue={initial(fields.interval)}
                type="number"
                min={1}
                max={366}
                className={`${inputClass} w-20`}
                {...invalid(fields.interval)}
              />
              <span className="font-normal">{UNIT[choice.frequency][choice.interval === 1 ? 0 : 1]}</span>
            </span>
          </label>
          <FieldMessage field={fields.interval} />
        </div>
      )}
      {choice.frequency === "weekly" && <WeekdayChecks formId={formId} field={fields.weekdays} />}
      {choice.frequency === "monthly" && (
        <FormSelect<MonthlyBy>
          field={fields.monthlyBy}
          label="On"
          options={[
            { id: "date", label: `Day ${Number(due.slice(8, 10))} of the month` },
            { id: "weekday", label: nthWeekdayLabel(due) },
          ]}
        />
      )}
      {repeats && <RepeatEndFields formId={formId} fields={fields} choice={choice} due={due} defaultMode={defaultMode} />}
    </>
  );
}

function WeekdayChecks({ formId, field }: { formId: string; field: Field }) {
  const chosen = Array.isArray(field.initialValue) ? field.initialValue : [field.initialValue];
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-slate-700">On</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {WEEKDAYS.map((d) => (
          <label key={d} className="inline-flex min-h-9 items-center gap-1 rounded border border-slate-300 px-2 text-sm">
            <input key={field.key} form={formId} type="checkbox" name={field.name} value={d} defaultChecked={chosen.includes(d)} />
            {WEEKDAY_LABEL[d]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** When the series ends (never, on a date, after N times) and when its next one appears. */
function RepeatEndFields({
  formId,
  fields,
  choice,
  due,
  defaultMode,
}: {
  formId: string;
  fields: Fields;
  choice: RepeatChoice;
  due: string;
  defaultMode: RecurrenceMode;
}) {
  return (
    <>
      <FormSelect field={fields.end} label="Ends" options={ENDS} />
      {choice.end === "until" && (
        <div>
          <label className="block text-sm font-medium text-slate-700">
            Last date
            <input
              key={fields.until.key}
              form={formId}
              name={fields.until.name}
              defaultValue={initial(fields.until)}
              type="date"
              min={due}
              className={`${inputClass} mt-1`}
              {...invalid(fields.until)}
            />
          </label>
          <FieldMessage field={fields.until} />
        </div>
      )}
      {choice.end === "count" && (
        <div>
          <label className="block text-sm font-medium text-slate-700">
            Times
            <input
              key={fields.count.key}
              form={formId}
              name={fields.count.name}
              defaultValue={initial(fields.count)}
              type="number"
              min={1}
              max={1000}
              className={`${inputClass} mt-1 w-24`}
              {...invalid(fields.count)}
            />
          </label>
          <FieldMessage field={fields.count} />
        </div>
      )}
      <ModeSelect field={fields.recurrenceMode} defaultMode={defaultMode} />
    </>
  );
}

/** The mode; unchosen ("") shows, and sends, the person's default. */
function ModeSelect({ field, defaultMode }: { field: Field; defaultMode: RecurrenceMode }) {
  const control = useInputControl(field as never);
  const value = MODES.find((m) => m.id === control.value)?.id ?? defaultMode;
  return (
    <Select<RecurrenceMode>
      label="Next one appears"
      options={MODES}
      value={value}
      onChange={(v) => control.change(v)}
      errorMessage={field.errors?.[0]}
    />
  );
}
