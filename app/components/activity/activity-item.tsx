import { format } from "date-fns";
import { boardChangeText } from "../../../core/activity-text";
import type { ActivityChange, ActivityEntry } from "../../../core/schemas/activity";
import { Button } from "../ui/button";
import { RotateCcw } from "../ui/icons";
import { FIELD_LABEL, verb } from "./activity-words";
import { ScheduleChanges } from "./schedule-changes";

type ValueText = (c: ActivityChange, v: ActivityChange["before"]) => string;

/** One entry of the Activity view: who did what, its changes, when, and Restore for a deleted task. */
export function ActivityItem({
  entry: e,
  valueText,
  canRestore,
  restoring,
  onRestore,
}: {
  entry: ActivityEntry;
  valueText: ValueText;
  canRestore: boolean;
  restoring: boolean;
  onRestore: () => void;
}) {
  return (
    <li className="flex flex-wrap items-start gap-x-3 gap-y-1 px-4 py-3 text-sm">
      <div className="min-w-0 flex-1">
        <p>
          <span className="font-medium">{e.actor.name}</span>{" "}
          {boardChangeText(e) ?? (
            <>
              {verb(e)} <span className="font-medium">“{e.taskName}”</span>
            </>
          )}
          {e.history && <span className="ml-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">{e.history}</span>}
          {e.via && <span className="ml-1 text-slate-500">via API token {e.via}</span>}
        </p>
        {e.schedule && <ScheduleChanges tasks={e.schedule.tasks} />}
        {e.changes.length > 0 && <FieldChanges changes={e.changes} valueText={valueText} />}
      </div>
      <time dateTime={e.at} className="text-xs text-slate-500">
        {format(new Date(e.at), "MMM d, HH:mm")}
      </time>
      {e.restorable && canRestore && (
        <Button variant="secondary" size="sm" isDisabled={restoring} onPress={onRestore} aria-label={`Restore “${e.taskName}”`}>
          <RotateCcw className="h-4 w-4" aria-hidden />
          {restoring ? "Restoring..." : "Restore"}
        </Button>
      )}
    </li>
  );
}

/** Each changed field, before → after (a move alone says "position: changed"). */
function FieldChanges({ changes, valueText }: { changes: ActivityChange[]; valueText: ValueText }) {
  return (
    <ul className="mt-1 space-y-0.5 text-slate-600">
      {changes
        .filter((c) => c.field !== "order" || changes.length === 1)
        .map((c) => (
          <li key={c.field}>
            {FIELD_LABEL[c.field]}:{" "}
            {c.field === "order" || c.field === "description" ? (
              "changed"
            ) : (
              <>
                <del className="text-slate-400">{valueText(c, c.before)}</del> → <ins className="no-underline">{valueText(c, c.after)}</ins>
              </>
            )}
          </li>
        ))}
    </ul>
  );
}
