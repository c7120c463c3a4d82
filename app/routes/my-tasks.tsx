import { useEffect, useMemo, useState } from "react";
import { DUE_GROUP_LABEL, groupByDue } from "../../core/due-groups";
import { listMyTasks, type MyTask } from "../../worker/services/my-tasks";
import { Page } from "../components/layout/page";
import { MyTaskRow } from "../components/my-tasks/my-task-row";
import { useMyTaskActions } from "../components/my-tasks/use-my-task-actions";
import { VirtualList } from "../components/my-tasks/virtual-task-list";
import { Skeleton } from "../components/ui/skeleton";
import { getUser } from "../lib/session.server";
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
                  <MyTaskRow
                    key={t.id}
                    task={t}
                    index={index}
                    measure={measure}
                    selected={t.id === selectedId}
                    pending={pending === t.id}
                    onSelect={select}
                    onComplete={complete}
                  />
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
