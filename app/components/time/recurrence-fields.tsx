import type { FieldMetadata } from "@conform-to/react";
import { nthWeekdayLabel, WEEKDAY_LABEL, WEEKDAYS } from "../../../core/recurrence/form-rule";
import { FormSelect } from "../ui/form-fields";
import { inputClass } from "../ui/text-field";
import { ENDS, FREQUENCIES, MODES, UNIT } from "./recurrence-options";
import type { choiceFrom, RepeatValues } from "./recurrence-payload";

// The repeat rule's inputs: how often, on which days, until when, and when the next one appears. Each
// names the repeat's own form (`form`), which is not the task editor's form they sit in (decision 138).

/** The props of the repeat rule's inputs, and of each group of them. */
export type RepeatRuleFieldsProps = {
  /** The repeat's <form>, which each input names. */
  formId: string;
  fields: { [K in keyof RepeatValues]: FieldMetadata<RepeatValues[K], RepeatValues, string[]> };
  /** What the inputs hold now: which inputs show, and the unit's plural. */
  choice: ReturnType<typeof choiceFrom>;
  due: string;
};

/** The unit of "Every N …" for what the person chose ("week", "weeks"). */
function unitOf(frequency: string, interval: number): string | null {
  const chosen = FREQUENCIES.find((f) => f.id === frequency)?.id;
  if (!chosen || chosen === "off") return null;
  return UNIT[chosen][interval === 1 ? 0 : 1];
}

/** An input's error, said under it and tied to it (aria-describedby). */
function FieldError({ field }: { field: { errors?: string[]; errorId: string } }) {
  if (!field.errors?.length) return null;
  return (
    <span id={field.errorId} className="mt-1 block text-sm font-normal text-red-600">
      {field.errors[0]}
    </span>
  );
}

const invalidProps = (field: { errors?: string[]; errorId: string }) =>
  field.errors?.length ? { "aria-invalid": true, "aria-describedby": field.errorId } : {};

export function RepeatRuleFields(props: RepeatRuleFieldsProps) {
  const { formId, fields, choice, due } = props;
  const unit = unitOf(choice.frequency, choice.interval);
  return (
    <>
      <FormSelect label="Repeats" options={FREQUENCIES} field={fields.frequency} />
      {unit !== null && (
        <label className="block text-sm font-medium text-slate-700">
          Every
          <span className="mt-1 flex items-center gap-2">
            <input
              type="number"
              min={1}
              max={366}
              className={`${inputClass} w-20`}
              form={formId}
              name={fields.interval.name}
              defaultValue={fields.interval.initialValue}
              {...invalidProps(fields.interval)}
            />
            <span className="font-normal">{unit}</span>
          </span>
          <FieldError field={fields.interval} />
        </label>
      )}
      {choice.frequency === "weekly" && <WeekdayChecks {...props} />}
      {choice.frequency === "monthly" && (
        <FormSelect
          label="On"
          options={[
            { id: "date", label: `Day ${Number(due.slice(8, 10))} of the month` },
            { id: "weekday", label: nthWeekdayLabel(due) },
          ]}
          field={fields.monthlyBy}
        />
      )}
      {unit !== null && <RepeatEndFields {...props} />}
    </>
  );
}

function WeekdayChecks({ formId, fields }: RepeatRuleFieldsProps) {
  const checked = fields.weekdays.initialValue ?? [];
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-slate-700">On</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {WEEKDAYS.map((d) => (
          <label key={d} className="inline-flex min-h-9 items-center gap-1 rounded border border-slate-300 px-2 text-sm">
            <input type="checkbox" form={formId} name={fields.weekdays.name} value={d} defaultChecked={checked.includes(d)} />
            {WEEKDAY_LABEL[d]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** When the series ends (never, on a date, after N times) and when its next one appears. */
function RepeatEndFields({ formId, fields, choice, due }: RepeatRuleFieldsProps) {
  return (
    <>
      <FormSelect label="Ends" options={ENDS} field={fields.end} />
      {choice.end === "until" && (
        <label className="block text-sm font-medium text-slate-700">
          Last date
          <input
            type="date"
            className={`${inputClass} mt-1`}
            min={due}
            form={formId}
            name={fields.until.name}
            defaultValue={fields.until.initialValue}
            {...invalidProps(fields.until)}
          />
          <FieldError field={fields.until} />
        </label>
      )}
      {choice.end === "count" && (
        <label className="block text-sm font-medium text-slate-700">
          Times
          <input
            type="number"
            min={1}
            max={1000}
            className={`${inputClass} mt-1 w-24`}
            form={formId}
            name={fields.count.name}
            defaultValue={fields.count.initialValue}
            {...invalidProps(fields.count)}
          />
          <FieldError field={fields.count} />
        </label>
      )}
      <FormSelect label="Next one appears" options={MODES} field={fields.recurrenceMode} />
    </>
  );
}
