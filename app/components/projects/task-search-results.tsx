import { Link } from "react-router";
import type { TaskHit } from "../../../core/schemas/search";
import { formatDay } from "../../lib/dates";
import { statusLabel } from "../../lib/task-display";
import { Flag, ListTodo } from "../ui/icons";

/** Board items matching a search, across every project the user belongs to. */
export function TaskSearchResults({ tasks, query }: { tasks: TaskHit[]; query: string }) {
  return (
    <section aria-labelledby="task-results-heading" className="mt-8">
      <h2 id="task-results-heading" className="mb-3 text-lg font-semibold">
        Tasks
      </h2>
      {tasks.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
          No tasks match “{query}”.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {tasks.map((t) => (
            <li key={t.id}>
              <Link to={`/projects/${t.projectId}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 hover:bg-slate-50">
                {t.kind === "milestone" ? (
                  <Flag className="h-4 w-4 text-violet-600" aria-label="Milestone" />
                ) : (
                  <ListTodo className="h-4 w-4 text-slate-500" aria-label="Task" />
                )}
                <span className={`font-medium ${t.status === "done" ? "text-slate-500 line-through" : ""}`}>{t.name}</span>
                <span className="text-sm text-slate-500">in {t.projectName}</span>
                <span className="ml-auto text-sm text-slate-500">
                  {statusLabel(t.status)} · {formatDay(t.dueDate, "MMM d, yyyy", "No due date")}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
