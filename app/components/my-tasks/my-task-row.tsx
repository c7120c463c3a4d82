import { Link } from "react-router";
import { canEdit } from "../../../core/permissions";
import type { MyTask } from "../../../worker/services/my-tasks";
import { formatDay } from "../../lib/dates";
import { priorityLabel, priorityTone, statusLabel } from "../../lib/task-display";
import { Badge } from "../ui/badge";
import { CheckCircle2, Circle, CircleDot } from "../ui/icons";

function StatusIcon({ status }: { status: string }) {
  if (status === "done") return <CheckCircle2 className="h-5 w-5 text-green-600" aria-hidden />;
  if (status === "in-progress") return <CircleDot className="h-5 w-5 text-blue-600" aria-hidden />;
  return <Circle className="h-5 w-5 text-slate-400" aria-hidden />;
}

/** One task of mine: its done toggle (editors), its name linking to it in its project, project, priority and due date. */
export function MyTaskRow({
  task: t,
  index,
  measure,
  selected,
  pending,
  onSelect,
  onComplete,
}: {
  task: MyTask;
  index: number;
  measure: (node: Element | null) => void;
  selected: boolean;
  pending: boolean;
  onSelect: (id: string) => void;
  onComplete: (task: MyTask) => unknown;
}) {
  return (
    <li
      ref={measure}
      data-index={index}
      data-task-id={t.id}
      aria-current={selected ? "true" : undefined}
      tabIndex={-1}
      onClick={() => onSelect(t.id)}
      className={`flex flex-wrap items-center gap-3 px-3 py-2.5 outline-none ${selected ? "bg-indigo-50 ring-2 ring-indigo-300 ring-inset" : ""}`}
    >
      {canEdit(t.role) ? (
        <button
          type="button"
          onClick={() => void onComplete(t)}
          disabled={pending}
          aria-label={`Mark "${t.name}" as done`}
          aria-pressed={false}
          className="rounded-full p-0.5 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:opacity-50"
        >
          <StatusIcon status={t.status} />
        </button>
      ) : (
        <span title={`${statusLabel(t.status)} (view only)`}>
          <StatusIcon status={t.status} />
          <span className="sr-only">{statusLabel(t.status)}</span>
        </span>
      )}
      <Link
        to={`/projects/${t.projectId}?task=${encodeURIComponent(t.id)}`}
        className="min-w-0 flex-1 rounded font-medium text-slate-900 outline-none hover:text-indigo-700 focus-visible:ring-2 focus-visible:ring-indigo-500"
      >
        {t.name}
      </Link>
      <span className="text-sm text-slate-500">{t.projectName}</span>
      <Badge tone={priorityTone(t.priority)}>{priorityLabel(t.priority)}</Badge>
      <span className="w-28 text-right text-sm text-slate-600">{t.dueDate ? formatDay(t.dueDate, "MMM dd, yyyy") : "No date"}</span>
    </li>
  );
}
