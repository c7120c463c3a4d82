import { useState } from "react";
import { Dialog as AriaDialog, DialogTrigger, Popover } from "react-aria-components";
import { Button } from "../ui/button";
import { CalendarDays, ChevronDown } from "../ui/icons";

/** The bulk bar's due date: a day for every ticked task, or none (Clear due date). */
export function DueDateButton({ busy, onApply }: { busy: boolean; onApply: (dueDate: string | null) => unknown }) {
  const [day, setDay] = useState("");
  return (
    <DialogTrigger>
      <Button variant="secondary" size="sm" isDisabled={busy}>
        <CalendarDays className="h-4 w-4" aria-hidden />
        Due date
        <ChevronDown className="h-4 w-4" aria-hidden />
      </Button>
      <Popover className="w-64 rounded-md border border-slate-200 bg-white p-3 shadow-lg">
        <AriaDialog aria-label="Set the due date" className="space-y-3 outline-none">
          {({ close }) => (
            <form
              className="space-y-3"
              onSubmit={(e) => {
                e.preventDefault();
                if (!day) return;
                close();
                void onApply(day);
              }}
            >
              <label className="block text-sm font-medium text-slate-700">
                Due date
                <input
                  type="date"
                  required
                  value={day}
                  onChange={(e) => setDay(e.target.value)}
                  className="mt-1 block h-9 w-full rounded-md border border-slate-300 px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
                />
              </label>
              <div className="flex justify-between gap-2">
                <Button
                  variant="ghost"
                  size="sm"
                  onPress={() => {
                    close();
                    void onApply(null);
                  }}
                >
                  Clear due date
                </Button>
                <Button type="submit" size="sm">
                  Apply
                </Button>
              </div>
            </form>
          )}
        </AriaDialog>
      </Popover>
    </DialogTrigger>
  );
}
