import { useEffect, useMemo } from "react";
import type { Holiday } from "../../../core/schemas/capacity";
import { useSchemaForm } from "../../lib/use-schema-form";
import { Button } from "../ui/button";
import { FormErrors } from "../ui/form-fields";
import { HOLIDAYS_NOT_SAVED, holidayErrorsOf, holidayFormSchema } from "./holidays-payload";

// biome-ignore lint/suspicious/noExplicitAny: a field of the holiday form; only its name, errors and ids are read.
type Field = { name: string; key?: string; errors?: string[]; errorId: string; [k: string]: any };

const invalid = (field: Field) => (field.errors?.length ? { "aria-invalid": true as const, "aria-describedby": field.errorId } : {});

/** A new holiday: its date and name, on Conform over the list's schemas; one save at a time. */
export function HolidayForm({
  holidays,
  busy,
  onSave,
  onPendingChange,
}: {
  holidays: Holiday[];
  /** A removal is on its way. */
  busy: boolean;
  onSave: (holidays: Holiday[]) => Promise<void>;
  /** An add is on its way: removals wait (each sends the whole list). */
  onPendingChange: (pending: boolean) => void;
}) {
  const schema = useMemo(() => holidayFormSchema(holidays), [holidays]);
  const { form, fields, pending } = useSchemaForm({
    schema,
    defaultValue: { date: "", name: "" },
    shouldValidate: "onSubmit",
    fallback: HOLIDAYS_NOT_SAVED,
    errorsOf: (err) => holidayErrorsOf(err, holidays.length),
    onSubmit: ({ holidays: next }) => onSave(next),
  });
  const errors = [...(form.errors ?? []), ...(form.allErrors.holidays ?? [])];
  useEffect(() => onPendingChange(pending), [pending, onPendingChange]);
  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className="space-y-2">
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1">
          <span className="text-xs text-slate-600">Holiday date</span>
          <input
            key={fields.date.key}
            name={fields.date.name}
            type="date"
            min="1900-01-01"
            max="2200-12-31"
            {...invalid(fields.date)}
            className="h-8 rounded-md border border-slate-300 px-2 aria-invalid:border-rose-500"
          />
        </label>
        <label className="flex min-w-0 grow flex-col gap-1 sm:grow-0">
          <span className="text-xs text-slate-600">Holiday name</span>
          <input
            key={fields.name.key}
            name={fields.name.name}
            maxLength={80}
            {...invalid(fields.name)}
            className="h-8 rounded-md border border-slate-300 px-2 aria-invalid:border-rose-500"
          />
        </label>
        <Button type="submit" size="sm" variant="secondary" isDisabled={busy || pending}>
          Add holiday
        </Button>
      </div>
      {[fields.date, fields.name].map((field) =>
        field.errors?.[0] ? (
          <p key={field.name} id={field.errorId} className="text-rose-700">
            {field.errors[0]}
          </p>
        ) : null,
      )}
      <FormErrors form={{ errors, errorId: form.errorId }} />
    </form>
  );
}
