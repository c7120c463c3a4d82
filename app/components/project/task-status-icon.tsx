import type { Task } from "../../../core/schemas/task";
import { statusLabel } from "../../lib/task-display";
import { CheckCircle2, Circle, CircleDot } from "../ui/icons";

function Icon({ status }: { status: string }) {
  if (status === "done") return <CheckCircle2 className="h-5 w-5 text-green-600" aria-hidden />;
  if (status === "in-progress") return <CircleDot className="h-5 w-5 text-blue-600" aria-hidden />;
  return <Circle className="h-5 w-5 text-slate-400" aria-hidden />;
}

/** The status icon of a list row: a toggle between done and to-do for editors (spec §4), plain for viewers. */
export function TaskStatusToggle({ task, canEdit, onToggle }: { task: Task; canEdit: boolean; onToggle: () => void }) {
  if (!canEdit) {
    return (
      <span title={statusLabel(task.status)}>
        <Icon status={task.status} />
        <span className="sr-only">{statusLabel(task.status)}</span>
      </span>
    );
  }
  const done = task.status === "done";
  return (
    <button
      type="button"
      onClick={(e) => {
        e.stopPropagation();
        onToggle();
      }}
      aria-label={done ? `Mark "${task.name}" as to do` : `Mark "${task.name}" as done`}
      aria-pressed={done}
      className="rounded-full p-0.5 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-indigo-500"
    >
      <Icon status={task.status} />
    </button>
  );
}
