import { useState } from "react";
import type { Holiday } from "../../../core/schemas/capacity";
import { errorMessage } from "../../lib/api";
import { formatDay } from "../../lib/gantt-model";
import { Button } from "../ui/button";

// Issue 26 #3: the project's holidays. Nobody works them, so auto-schedule, what-if and the workload
// skip them. Each change saves the whole list (PUT /api/projects/:id/holidays).

export function HolidaysEditor({
  holidays,
  editable,
  onSave,
}: {
  holidays: Holiday[];
  editable: boolean;
  onSave: (holidays: Holiday[]) => Promise<void>;
}) {
  const [date, setDate] = useState("");
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const save = async (next: Holiday[]) => {
    setBusy(true);
    setProblem(null);
    try {
      await onSave(next);
      return true;
    } catch (err) {
      setProblem(errorMessage(err, "The holidays were not saved. Please try again."));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = async () => {
    if (!date) return setProblem("Choose the holiday's date.");
    if (!name.trim()) return setProblem("Give the holiday a name.");
    if (holidays.some((h) => h.date === date)) return setProblem(`There is already a holiday on ${formatDay(date)}.`);
    if (await save([...holidays, { date, name: name.trim() }])) {
      setDate("");
      setName("");
    }
  };

  return (
    <section aria-labelledby="holidays-heading" className="space-y-2">
      <h3 id="holidays-heading" className="font-medium text-slate-800">
        Project holidays
      </h3>
      {holidays.length === 0 ? (
        <p className="text-slate-500">No holidays yet: every weekday is a working day.</p>
      ) : (
        <ul className="space-y-1" aria-label="Project holidays">
          {holidays.map((h) => (
            <li key={h.date} className="flex flex-wrap items-center gap-2">
              <span className="tabular-nums">{formatDay(h.date)}</span>
              <span dir="auto" className="text-slate-700">
                {h.name}
              </span>
              {editable && (
                <Button
                  size="sm"
                  variant="ghost"
                  isDisabled={busy}
                  aria-label={`Remove holiday ${h.name} on ${formatDay(h.date)}`}
                  onPress={() => void save(holidays.filter((x) => x.date !== h.date))}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {editable && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy) void add();
          }}
        >
          <label className="flex flex-col gap-1">
            <span className="text-xs text-slate-600">Holiday date</span>
            <input
              type="date"
              min="1900-01-01"
              max="2200-12-31"
              value={date}
              onChange={(e) => setDate(e.target.value)}
              className="h-8 rounded-md border border-slate-300 px-2"
            />
          </label>
          <label className="flex min-w-0 grow flex-col gap-1 sm:grow-0">
            <span className="text-xs text-slate-600">Holiday name</span>
            <input
              value={name}
              maxLength={80}
              onChange={(e) => setName(e.target.value)}
              className="h-8 rounded-md border border-slate-300 px-2"
            />
          </label>
          <Button type="submit" size="sm" variant="secondary" isDisabled={busy}>
            Add holiday
          </Button>
        </form>
      )}
      {problem && (
        <p role="alert" className="text-rose-700">
          {problem}
        </p>
      )}
    </section>
  );
}
