import type { TimeEntryView } from "../../../core/schemas/time-entry";
import { formatMinutes } from "../../../core/time/days";
import { Pencil, Trash2 } from "../ui/icons";

/** The time logged against the estimate, and the entries; the person's own can be changed or deleted. */
export function TimeEntryList({
  list,
  estimate,
  currentUserId,
  onEdit,
  onDelete,
}: {
  list: TimeEntryView[];
  estimate: number | null | undefined;
  currentUserId: number;
  onEdit: (entry: TimeEntryView) => void;
  onDelete: (entry: TimeEntryView) => void;
}) {
  const total = list.reduce((n, e) => n + e.minutes, 0);
  return (
    <>
      <p className="text-sm text-slate-700" data-testid="time-total">
        {total === 0 ? "No time logged yet." : `${formatMinutes(total)} logged`}
        {estimate != null && ` · estimate ${estimate}`}
      </p>
      {list.length > 0 && (
        <ul className="divide-y divide-slate-100 text-sm" aria-label="Time entries">
          {list.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5">
              <span className="text-slate-600">{e.date}</span>
              <span className="font-medium">{formatMinutes(e.minutes)}</span>
              <span className="text-slate-600">{e.userName}</span>
              {e.note && <span className="min-w-0 flex-1 break-words text-slate-700">{e.note}</span>}
              {e.userId === currentUserId && (
                <span className="ml-auto flex gap-1">
                  <button
                    type="button"
                    aria-label={`Edit the entry of ${formatMinutes(e.minutes)} on ${e.date}`}
                    onClick={() => onEdit(e)}
                    className="rounded p-1 text-slate-500 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-indigo-500"
                  >
                    <Pencil className="h-3.5 w-3.5" aria-hidden />
                  </button>
                  <button
                    type="button"
                    aria-label={`Delete the entry of ${formatMinutes(e.minutes)} on ${e.date}`}
                    onClick={() => onDelete(e)}
                    className="rounded p-1 text-slate-500 outline-none hover:bg-red-50 hover:text-red-700 focus-visible:ring-2 focus-visible:ring-indigo-500"
                  >
                    <Trash2 className="h-3.5 w-3.5" aria-hidden />
                  </button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
