import { useState } from "react";
import type { Holiday } from "../../../core/schemas/capacity";
import { errorMessage } from "../../lib/api";
import { formatDay } from "../../lib/gantt-model";
import { Button } from "../ui/button";
import { HolidayForm } from "./holiday-form";
import { HOLIDAYS_NOT_SAVED } from "./holidays-payload";

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
  const [removing, setRemoving] = useState(false);
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const remove = async (h: Holiday) => {
    setRemoving(true);
    setProblem(null);
    try {
      await onSave(holidays.filter((x) => x.date !== h.date));
    } catch (err) {
      setProblem(errorMessage(err, HOLIDAYS_NOT_SAVED));
    } finally {
      setRemoving(false);
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
                  isDisabled={removing || adding}
                  aria-label={`Remove holiday ${h.name} on ${formatDay(h.date)}`}
                  onPress={() => void remove(h)}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {/* A saved list starts the form again, empty. */}
      {editable && (
        <HolidayForm key={JSON.stringify(holidays)} holidays={holidays} busy={removing} onSave={onSave} onPendingChange={setAdding} />
      )}
      {problem && (
        <p role="alert" className="text-rose-700">
          {problem}
        </p>
      )}
    </section>
  );
}
