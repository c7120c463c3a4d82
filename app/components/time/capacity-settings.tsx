import { useEffect, useState } from "react";
import { MAX_WEEKLY_HOURS, type MemberCapacity, WEEKDAYS, type Weekday } from "../../../core/schemas/capacity";
import type { MemberView } from "../../../core/schemas/team";
import { displayName } from "../../../core/user-display";
import { errorMessage } from "../../lib/api";
import { formatDay } from "../../lib/gantt-model";
import { Button } from "../ui/button";

// Issue 26 #3: each member's weekly hours, the weekdays they don't work and their dated days off in
// this project. Saved together (PUT /api/projects/:id/capacity); the server checks every value again.

const WEEKDAY_LABELS: Record<Weekday, string> = { mon: "Mon", tue: "Tue", wed: "Wed", thu: "Thu", fri: "Fri" };

type Draft = { userId: number; weeklyHours: string; offWeekdays: Weekday[]; daysOff: string[]; newDayOff: string };

const draftOf = (c: MemberCapacity): Draft => ({
  userId: c.userId,
  weeklyHours: String(c.weeklyHours),
  offWeekdays: [...c.offWeekdays],
  daysOff: [...c.daysOff],
  newDayOff: "",
});

/** The first thing wrong with a draft, said the way a person can fix it, or null. */
function draftProblem(d: Draft, name: string): string | null {
  const hours = Number(d.weeklyHours);
  if (d.weeklyHours.trim() === "" || !Number.isFinite(hours)) return `${name}: enter weekly hours as a number.`;
  if (hours < 1 || hours > MAX_WEEKLY_HOURS) return `${name}: weekly hours are between 1 and ${MAX_WEEKLY_HOURS}.`;
  const days = WEEKDAYS.length - d.offWeekdays.length;
  if (days === 0) return `${name}: keep at least one working weekday.`;
  if (hours / days > 24) return `${name}: ${hours} hours over ${days} working days is more than 24 hours a day.`;
  return null;
}

export function CapacitySettings({
  members,
  capacity,
  editable,
  onSave,
}: {
  members: MemberView[];
  capacity: MemberCapacity[];
  editable: boolean;
  onSave: (members: Array<Pick<MemberCapacity, "userId" | "weeklyHours" | "offWeekdays" | "daysOff">>) => Promise<void>;
}) {
  const [drafts, setDrafts] = useState<Draft[]>(() => capacity.map(draftOf));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => setDrafts(capacity.map(draftOf)), [capacity]);

  const nameOf = (userId: number) => {
    const m = members.find((x) => x.userId === userId);
    return m ? displayName(m.user) : `Member ${userId}`;
  };
  const change = (userId: number, patch: Partial<Draft>) => {
    setSaved(false);
    setDrafts((all) => all.map((d) => (d.userId === userId ? { ...d, ...patch } : d)));
  };

  const save = async () => {
    const wrong = drafts.map((d) => draftProblem(d, nameOf(d.userId))).find((p) => p !== null);
    if (wrong) return setProblem(wrong);
    setBusy(true);
    setProblem(null);
    try {
      await onSave(
        drafts.map((d) => ({ userId: d.userId, weeklyHours: Number(d.weeklyHours), offWeekdays: d.offWeekdays, daysOff: d.daysOff })),
      );
      setSaved(true);
    } catch (err) {
      setProblem(errorMessage(err, "The working time was not saved. Please try again."));
    } finally {
      setBusy(false);
    }
  };

  if (!editable) {
    return (
      <section aria-labelledby="capacity-heading" className="space-y-2">
        <h3 id="capacity-heading" className="font-medium text-slate-800">
          Team capacity
        </h3>
        <ul className="space-y-1">
          {capacity.map((c) => (
            <li key={c.userId}>
              <span className="font-medium">{nameOf(c.userId)}</span>: {c.weeklyHours} h a week
              {c.offWeekdays.length > 0 && `, not on ${c.offWeekdays.map((d) => WEEKDAY_LABELS[d]).join(", ")}`}
              {c.daysOff.length > 0 && `, ${c.daysOff.length} ${c.daysOff.length === 1 ? "day" : "days"} off`}
            </li>
          ))}
        </ul>
      </section>
    );
  }

  return (
    <section aria-labelledby="capacity-heading" className="space-y-3">
      <h3 id="capacity-heading" className="font-medium text-slate-800">
        Team capacity
      </h3>
      <p className="text-slate-600">Hours each person works on this project in a week, the weekdays they don't work, and their days off.</p>
      {drafts.map((d) => {
        const name = nameOf(d.userId);
        return (
          <fieldset key={d.userId} className="space-y-2 rounded-md border border-slate-200 p-3">
            <legend className="px-1 font-medium text-slate-900">{name}</legend>
            <div className="flex flex-wrap items-end gap-4">
              <label className="flex flex-col gap-1">
                <span className="text-xs text-slate-600">Weekly hours</span>
                <input
                  type="number"
                  min={1}
                  max={MAX_WEEKLY_HOURS}
                  step="0.5"
                  inputMode="decimal"
                  aria-label={`Weekly hours for ${name}`}
                  value={d.weeklyHours}
                  onChange={(e) => change(d.userId, { weeklyHours: e.target.value })}
                  className="h-8 w-24 rounded-md border border-slate-300 px-2"
                />
              </label>
              <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <legend className="mb-1 text-xs text-slate-600">Weekdays off</legend>
                {WEEKDAYS.map((w) => (
                  <label key={w} className="flex items-center gap-1">
                    <input
                      type="checkbox"
                      aria-label={`${name} doesn't work ${WEEKDAY_LABELS[w]}`}
                      checked={d.offWeekdays.includes(w)}
                      onChange={(e) =>
                        change(d.userId, {
                          offWeekdays: e.target.checked
                            ? WEEKDAYS.filter((x) => x === w || d.offWeekdays.includes(x))
                            : d.offWeekdays.filter((x) => x !== w),
                        })
                      }
                    />
                    {WEEKDAY_LABELS[w]}
                  </label>
                ))}
              </fieldset>
            </div>
            <div className="space-y-1">
              {d.daysOff.length > 0 && (
                <ul className="flex flex-wrap gap-2" aria-label={`Days off for ${name}`}>
                  {d.daysOff.map((day) => (
                    <li key={day} className="flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-2">
                      <span className="tabular-nums">{formatDay(day)}</span>
                      <button
                        type="button"
                        aria-label={`Remove day off ${formatDay(day)} for ${name}`}
                        onClick={() => change(d.userId, { daysOff: d.daysOff.filter((x) => x !== day) })}
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
                    value={d.newDayOff}
                    onChange={(e) => change(d.userId, { newDayOff: e.target.value })}
                    className="h-8 rounded-md border border-slate-300 px-2"
                  />
                </label>
                <Button
                  size="sm"
                  variant="ghost"
                  isDisabled={!d.newDayOff}
                  aria-label={`Add day off for ${name}`}
                  onPress={() =>
                    change(d.userId, {
                      daysOff: [...new Set([...d.daysOff, d.newDayOff])].sort(),
                      newDayOff: "",
                    })
                  }
                >
                  Add day off
                </Button>
              </div>
            </div>
          </fieldset>
        );
      })}
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm" isDisabled={busy} onPress={() => void save()}>
          {busy ? "Saving…" : "Save capacity"}
        </Button>
        {saved && (
          <span role="status" className="text-emerald-700">
            Capacity saved.
          </span>
        )}
      </div>
      {problem && (
        <p role="alert" className="text-rose-700">
          {problem}
        </p>
      )}
    </section>
  );
}
