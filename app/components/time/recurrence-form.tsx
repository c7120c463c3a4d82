import { Repeat } from "lucide-react";
import { useEffect, useId, useState } from "react";
import {
  choiceOf,
  type MonthlyBy,
  nthWeekdayLabel,
  type RepeatChoice,
  type RepeatEnd,
  type RepeatFrequency,
  ruleOf,
  WEEKDAY_LABEL,
  WEEKDAYS,
} from "../../../core/recurrence/form-rule";
import { describeRule, firstOccurrences } from "../../../core/recurrence/rule";
import type { PersonTimeSettings } from "../../../core/schemas/person-time-settings";
import type { Task } from "../../../core/schemas/task";
import type { RecurrenceMode } from "../../../core/schemas/time-fields";
import { api, errorMessage, readJson } from "../../lib/api";
import { Button } from "../ui/button";
import { Select } from "../ui/select";
import { inputClass } from "../ui/text-field";
import { useToast } from "../ui/toast";

const FREQUENCIES: Array<{ id: RepeatFrequency; label: string }> = [
  { id: "off", label: "Doesn't repeat" },
  { id: "daily", label: "Daily" },
  { id: "weekly", label: "Weekly" },
  { id: "monthly", label: "Monthly" },
];
const UNIT: Record<Exclude<RepeatFrequency, "off">, [string, string]> = {
  daily: ["day", "days"],
  weekly: ["week", "weeks"],
  monthly: ["month", "months"],
};
const ENDS: Array<{ id: RepeatEnd; label: string }> = [
  { id: "never", label: "Never" },
  { id: "until", label: "On a date" },
  { id: "count", label: "After a number of times" },
];
const MODES: Array<{ id: RecurrenceMode; label: string }> = [
  { id: "completion", label: "When this one is completed" },
  { id: "date", label: "On its date" },
];

/** The person's default repeat mode for new rules (Settings); "completion" until it has loaded. */
function useDefaultMode(): RecurrenceMode {
  const [mode, setMode] = useState<RecurrenceMode>("completion");
  useEffect(() => {
    let live = true;
    readJson(api["time-settings"].$get())
      .then((s: PersonTimeSettings) => live && setMode(s.recurrenceMode))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return mode;
}

/**
 * The task editor's repeat section (issue 26): a simple form that builds the task's RRULE, its summary
 * in words, and skip / stop for a repeating task. Each button is a board write of its own (undoable
 * like any other), so it has no form element: Enter in its fields doesn't save the whole task.
 */
export function RecurrenceForm({ task, canEdit }: { task: Task; canEdit: boolean }) {
  const toast = useToast();
  const id = useId();
  const defaultMode = useDefaultMode();
  const [choice, setChoice] = useState<RepeatChoice>(() => choiceOf(task.recurrence ?? null, task.dueDate));
  const [mode, setMode] = useState<RecurrenceMode | null>(task.recurrence ? (task.recurrenceMode ?? "completion") : null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The task changed under us (someone else's edit, a skip): show its rule as it now is.
  useEffect(() => {
    setChoice(choiceOf(task.recurrence ?? null, task.dueDate));
    setMode(task.recurrence ? (task.recurrenceMode ?? "completion") : null);
  }, [task.recurrence, task.recurrenceMode, task.dueDate]);

  const set = <K extends keyof RepeatChoice>(key: K, value: RepeatChoice[K]) => setChoice((c) => ({ ...c, [key]: value }));
  const due = task.dueDate;
  const rule = due ? ruleOf(choice, due) : null;
  const chosenMode = mode ?? defaultMode;
  const changed = rule !== (task.recurrence ?? null) || (rule !== null && chosenMode !== (task.recurrenceMode ?? "completion"));
  const untilMissing = choice.frequency !== "off" && choice.end === "until" && !choice.until;

  const write = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await call();
      toast({ title: done });
    } catch (err) {
      setError(errorMessage(err, "Could not change the repeat."));
    } finally {
      setBusy(false);
    }
  };
  const save = () =>
    write(
      () =>
        readJson(
          api.tasks[":id"].$patch({ param: { id: task.id }, json: { recurrence: rule, ...(rule ? { recurrenceMode: chosenMode } : {}) } }),
        ),
      rule ? "Repeat saved" : "The task no longer repeats",
    );
  const skip = () => write(() => readJson(api.tasks[":id"]["skip-occurrence"].$post({ param: { id: task.id } })), "Occurrence skipped");
  const stop = () =>
    write(() => readJson(api.tasks[":id"].$patch({ param: { id: task.id }, json: { recurrence: null } })), "Series stopped");

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
        <fieldset disabled={!canEdit || busy} className="mt-2 grid gap-3 sm:grid-cols-2">
          <legend className="sr-only">Repeat rule</legend>
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
          {choice.frequency === "weekly" && (
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
          )}
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
          {choice.frequency !== "off" && (
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
              <Select<RecurrenceMode> label="Next one appears" options={MODES} value={chosenMode} onChange={setMode} />
            </>
          )}
        </fieldset>
      )}
      {rule && (
        <p className="mt-2 text-sm text-slate-700" aria-live="polite" data-testid="recurrence-summary">
          {describeRule(rule)}. Next: {firstOccurrences(rule, due!, 3).join(", ") || "none"}
        </p>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      {canEdit && due && (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button type="button" size="sm" onPress={save} isDisabled={busy || !changed || untilMissing}>
            Save repeat
          </Button>
          {task.recurrence && task.status !== "done" && (
            <Button type="button" size="sm" variant="secondary" onPress={skip} isDisabled={busy}>
              Skip this occurrence
            </Button>
          )}
          {task.recurrence && (
            <Button type="button" size="sm" variant="secondary" onPress={stop} isDisabled={busy}>
              Stop repeating
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
