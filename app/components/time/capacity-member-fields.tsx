import { type FieldMetadata, useInputControl } from "@conform-to/react";
import { useState } from "react";
import { MAX_WEEKLY_HOURS, WEEKDAYS } from "../../../core/schemas/capacity";
import { formatDay } from "../../lib/gantt-model";
import { Button } from "../ui/button";
import { type MemberValues, WEEKDAY_LABELS } from "./capacity-payload";

// One member's working time in the capacity form: weekly hours, the weekdays they don't work and their
// dated days off. Conform holds the values; each input shows its own refusal next to it.

// biome-ignore lint/suspicious/noExplicitAny: a field of the capacity form; only its name, value and errors are read.
type Field<V> = FieldMetadata<V, any, string[]>;

/** A refusal under its input, which points at it (aria-describedby). */
function FieldMessage({ field }: { field: Field<unknown> }) {
  const message = field.errors?.[0];
  if (!message) return null;
  return (
    <p id={field.errorId} className="text-sm text-rose-700">
      {message}
    </p>
  );
}

const invalid = (field: Field<unknown>) =>
  field.errors?.length ? { "aria-invalid": true as const, "aria-describedby": field.errorId } : {};

export function MemberCapacityFields({ name, member }: { name: string; member: Field<MemberValues> }) {
  const { weeklyHours, offWeekdays, daysOff } = member.getFieldset();
  const off = listOfInitial(offWeekdays.initialValue);
  return (
    <fieldset className="space-y-2 rounded-md border border-slate-200 p-3">
      <legend className="px-1 font-medium text-slate-900">{name}</legend>
      <div className="flex flex-wrap items-end gap-4">
        <label className="flex flex-col gap-1">
          <span className="text-xs text-slate-600">Weekly hours</span>
          <input
            key={weeklyHours.key}
            type="number"
            name={weeklyHours.name}
            defaultValue={typeof weeklyHours.initialValue === "string" ? weeklyHours.initialValue : ""}
            min={1}
            max={MAX_WEEKLY_HOURS}
            step="0.5"
            inputMode="decimal"
            aria-label={`Weekly hours for ${name}`}
            {...invalid(weeklyHours)}
            className="h-8 w-24 rounded-md border border-slate-300 px-2 aria-invalid:border-rose-500"
          />
        </label>
        <fieldset
          className="flex flex-wrap items-center gap-x-3 gap-y-1"
          {...(offWeekdays.errors?.length ? { "aria-describedby": offWeekdays.errorId } : {})}
        >
          <legend className="mb-1 text-xs text-slate-600">Weekdays off</legend>
          {WEEKDAYS.map((w) => (
            <label key={w} className="flex items-center gap-1">
              <input
                key={offWeekdays.key}
                type="checkbox"
                name={offWeekdays.name}
                value={w}
                defaultChecked={off.includes(w)}
                aria-label={`${name} doesn't work ${WEEKDAY_LABELS[w]}`}
              />
              {WEEKDAY_LABELS[w]}
            </label>
          ))}
        </fieldset>
      </div>
      <FieldMessage field={weeklyHours} />
      <FieldMessage field={offWeekdays} />
      <DaysOff name={name} field={daysOff} />
    </fieldset>
  );
}

const listOfInitial = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : typeof v === "string" ? [v] : [];

/** The member's dated days off: chips to remove, a date and Add day off. Conform keeps the list. */
function DaysOff({ name, field }: { name: string; field: Field<string[]> }) {
  const control = useInputControl<string[]>(field as never);
  const days = listOfInitial(control.value);
  const [newDayOff, setNewDayOff] = useState("");
  return (
    <div className="space-y-1">
      {days.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={`Days off for ${name}`}>
          {days.map((day) => (
            <li key={day} className="flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-2">
              <span className="tabular-nums">{formatDay(day)}</span>
              <button
                type="button"
                aria-label={`Remove day off ${formatDay(day)} for ${name}`}
                onClick={() => control.change(days.filter((x) => x !== day))}
                className="rounded-full px-1.5 text-slate-600 hover:bg-slate-200 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1">
          <span className="text-xs text-slate-600">Day off</span>
          <input
            type="date"
            min="1900-01-01"
            max="2200-12-31"
            aria-label={`Day off for ${name}`}
            value={newDayOff}
            onChange={(e) => setNewDayOff(e.target.value)}
            {...invalid(field)}
            className="h-8 rounded-md border border-slate-300 px-2"
          />
        </label>
        <Button
          size="sm"
          variant="ghost"
          isDisabled={!newDayOff}
          aria-label={`Add day off for ${name}`}
          onPress={() => {
            control.change([...new Set([...days, newDayOff])].sort());
            setNewDayOff("");
          }}
        >
          Add day off
        </Button>
      </div>
      <FieldMessage field={field} />
    </div>
  );
}
