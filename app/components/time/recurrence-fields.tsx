import {
  type MonthlyBy,
  nthWeekdayLabel,
  type RepeatChoice,
  type RepeatEnd,
  type RepeatFrequency,
  WEEKDAY_LABEL,
  WEEKDAYS,
} from "../../../core/recurrence/form-rule";
import type { RecurrenceMode } from "../../../core/schemas/time-fields";
import { Select } from "../ui/select";
import { inputClass } from "../ui/text-field";
import { ENDS, FREQUENCIES, MODES, UNIT } from "./recurrence-options";

// The repeat rule's inputs: how often, on which days, until when, and when the next one appears.

type SetChoice = <K extends keyof RepeatChoice>(key: K, value: RepeatChoice[K]) => void;

export function RepeatRuleFields({
  choice,
  set,
  due,
  mode,
  onMode,
}: {
  choice: RepeatChoice;
  set: SetChoice;
  due: string;
  mode: RecurrenceMode;
  onMode: (mode: RecurrenceMode) => void;
}) {
  return (
    <>
      <Select<RepeatFrequency> label="Repeats" options={FREQUENCIES} value={choice.frequency} onChange={(v) => set("frequency", v)} />
      {choice.frequency !== "off" && (
        <label className="block text-sm font-medium text-slate-700">
          Every
          <span className="mt-1 flex items-center gap-2">
            <input
              type="number"
              min={1}
              max={366}
              className={`${inputClass} w-20`}
              value={choice.interval}
              onChange={(e) => set("interval", Math.max(1, Math.min(366, Number(e.target.value) || 1)))}
            />
            <span className="font-normal">{UNIT[choice.frequency][choice.interval === 1 ? 0 : 1]}</span>
          </span>
        </label>
      )}
      {choice.frequency === "weekly" && <WeekdayChecks choice={choice} set={set} />}
      {choice.frequency === "monthly" && (
        <Select<MonthlyBy>
          label="On"
          options={[
            { id: "date", label: `Day ${Number(due.slice(8, 10))} of the month` },
            { id: "weekday", label: nthWeekdayLabel(due) },
          ]}
          value={choice.monthlyBy}
          onChange={(v) => set("monthlyBy", v)}
        />
      )}
      {choice.frequency !== "off" && <RepeatEndFields choice={choice} set={set} due={due} mode={mode} onMode={onMode} />}
    </>
  );
}

function WeekdayChecks({ choice, set }: { choice: RepeatChoice; set: SetChoice }) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-slate-700">On</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {WEEKDAYS.map((d) => (
          <label key={d} className="inline-flex min-h-9 items-center gap-1 rounded border border-slate-300 px-2 text-sm">
            <input
              type="checkbox"
              checked={choice.weekdays.includes(d)}
              onChange={(e) => set("weekdays", e.target.checked ? [...choice.weekdays, d] : choice.weekdays.filter((x) => x !== d))}
            />
            {WEEKDAY_LABEL[d]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** When the series ends (never, on a date, after N times) and when its next one appears. */
function RepeatEndFields({
  choice,
  set,
  due,
  mode,
  onMode,
}: {
  choice: RepeatChoice;
  set: SetChoice;
  due: string;
  mode: RecurrenceMode;
  onMode: (mode: RecurrenceMode) => void;
}) {
  return (
    <>
      <Select<RepeatEnd> label="Ends" options={ENDS} value={choice.end} onChange={(v) => set("end", v)} />
      {choice.end === "until" && (
        <label className="block text-sm font-medium text-slate-700">
          Last date
          <input
            type="date"
            className={`${inputClass} mt-1`}
            value={choice.until}
            min={due}
            onChange={(e) => set("until", e.target.value)}
          />
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
            value={choice.count}
            onChange={(e) => set("count", Math.max(1, Math.min(1000, Number(e.target.value) || 1)))}
          />
        </label>
      )}
      <Select<RecurrenceMode> label="Next one appears" options={MODES} value={mode} onChange={onMode} />
    </>
  );
}
