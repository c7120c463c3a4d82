import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { CheckCircle2, Circle, CircleDot } from "lucide-react";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { DUE_GROUP_LABEL, groupByDue } from "../../core/due-groups";
import { canEdit } from "../../core/permissions";
import { listMyTasks, type MyTask } from "../../worker/services/my-tasks";
import { Page } from "../components/layout/page";
import { useMyTaskActions } from "../components/my-tasks/use-my-task-actions";
import { Badge } from "../components/ui/badge";
import { Skeleton } from "../components/ui/skeleton";
import { formatDay } from "../lib/dates";
import { useRevealScroll } from "../lib/reveal-task";
import { getUser } from "../lib/session.server";
import { priorityLabel, priorityTone, statusLabel } from "../lib/task-display";
import type { Route } from "./+types/my-tasks";

export async function loader({ context }: Route.LoaderArgs) {
  const user = getUser(context);
  return { tasks: user ? await listMyTasks(context.cloudflare.env, user.id) : [] };
}

/** Today in the person's own time zone, "YYYY-MM-DD". */
function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

function StatusIcon({ status }: { status: string }) {
  if (status === "done") return <CheckCircle2 className="h-5 w-5 text-green-600" aria-hidden />;
  if (status === "in-progress") return <CircleDot className="h-5 w-5 text-blue-600" aria-hidden />;
  return <Circle className="h-5 w-5 text-slate-400" aria-hidden />;
}

/** Issue 14: everything assigned to me across projects, by due date, with the list view's keys and done toggle. */
export default function MyTasks({ loaderData }: Route.ComponentProps) {
  const [tasks, setTasks] = useState<MyTask[]>(loaderData.tasks);
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => setTasks(loaderData.tasks), [loaderData.tasks]);
  // Grouping needs the person's own today, which only the browser knows.
  useEffect(() => setToday(localToday()), []);
  const groups = useMemo(() => (today ? groupByDue(tasks, today) : []), [tasks, today]);
  const ordered = useMemo(() => groups.flatMap((g) => g.items), [groups]);
  const { pending, selectedId, select, complete, dialog } = useMyTaskActions(ordered, setTasks);

  return (
    <Page title="My tasks">
      <p className="mb-6 text-slate-600">
        Open tasks assigned to you in all your projects. Done tasks leave this list. Press ? for keyboard shortcuts.
      </p>
      {!today ? (
        <div className="space-y-3" role="status" aria-label="Loading your tasks">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : groups.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
          Nothing is assigned to you right now.
        </div>
      ) : (
        <div className="space-y-8">
          {groups.map(({ group, items }) => (
            <section key={group} aria-labelledby={`group-${group}`}>
              <h2
                id={`group-${group}`}
                className={`mb-2 text-sm font-semibold tracking-wide uppercase ${group === "overdue" ? "text-red-700" : "text-slate-500"}`}
              >
                {DUE_GROUP_LABEL[group]} <span className="font-normal">({items.length})</span>
              </h2>
              <VirtualList
                group={group}
                items={items}
                row={(t, index, measure) => (
                  <li
                    key={t.id}
                    ref={measure}
                    data-index={index}
                    data-task-id={t.id}
                    aria-current={t.id === selectedId ? "true" : undefined}
                    tabIndex={-1}
                    onClick={() => select(t.id)}
                    className={`flex flex-wrap items-center gap-3 px-3 py-2.5 outline-none ${t.id === selectedId ? "bg-indigo-50 ring-2 ring-indigo-300 ring-inset" : ""}`}
                  >
                    {canEdit(t.role) ? (
                      <button
                        type="button"
                        onClick={() => void complete(t)}
                        disabled={pending === t.id}
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
                    <span className="w-28 text-right text-sm text-slate-600">
                      {t.dueDate ? formatDay(t.dueDate, "MMM dd, yyyy") : "No date"}
                    </span>
                  </li>
                )}
              />
            </section>
          ))}
        </div>
      )}
      {dialog}
    </Page>
  );
}

/** A row's height before it is measured. */
const ROW_ESTIMATE = 46;
const rowEstimate = () => ROW_ESTIMATE;

/**
 * One due-date group, rendered a window at a time (issue 22): the page scrolls, and only the rows near
 * the window exist. j/k reach the others through focusTask, which scrolls them in first.
 */
function VirtualList({
  group,
  items,
  row,
}: {
  group: string;
  items: MyTask[];
  row: (task: MyTask, index: number, measure: (node: Element | null) => void) => React.ReactNode;
}) {
  const ref = useRef<HTMLUListElement>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    if (!ref.current) return;
    const top = ref.current.getBoundingClientRect().top + window.scrollY;
    setMargin((m) => (Math.abs(m - top) < 1 ? m : top));
  });
  // Kept while the rows are: a new key function makes the virtualizer place every row again.
  const getItemKey = useCallback((i: number) => items[i]?.id ?? i, [items]);
  const virtual = useWindowVirtualizer({
    count: items.length,
    estimateSize: rowEstimate,
    overscan: 8,
    scrollMargin: margin,
    getItemKey,
  });
  const ids = useMemo(() => items.map((t) => t.id), [items]);
  const indexOf = useCallback((id: string) => ids.indexOf(id), [ids]);
  useRevealScroll(indexOf, virtual);
  const shown = virtual.getVirtualItems();
  const padTop = shown.length > 0 ? shown[0].start - margin : 0;
  const padBottom = shown.length > 0 ? virtual.getTotalSize() - (shown[shown.length - 1].end - margin) : 0;
  return (
    <ul ref={ref} className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white" data-testid={`my-tasks-${group}`}>
      {padTop > 0 && <li aria-hidden="true" style={{ height: padTop }} />}
      {shown.map((item) => row(items[item.index], item.index, virtual.measureElement))}
      {padBottom > 0 && <li aria-hidden="true" style={{ height: padBottom }} />}
    </ul>
  );
}
