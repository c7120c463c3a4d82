import type { Dependency } from "../../../core/schemas/dependency";
import type { Task } from "../../../core/schemas/task";
import { Button } from "../ui/button";
import { AddLinkForm, type NewLinkInput } from "./add-link-form";
import { LINK_TYPE_LABEL } from "./link-type-labels";

// The selected task's links, listed and edited without a pointer: what it waits for, what waits for
// it, and a form to add a predecessor with its type and lag.

interface Props {
  task: Task;
  tasks: Task[];
  dependencies: Dependency[];
  editable: boolean;
  /** Throws when refused (the add form then shows why). */
  onAdd: (input: NewLinkInput) => Promise<void>;
  onRemove: (dependency: Dependency) => Promise<void>;
}

export function LinksPanel({ task, tasks, dependencies, editable, onAdd, onRemove }: Props) {
  const mine = dependencies.filter((d) => d.predecessorId === task.id || d.successorId === task.id);
  return (
    <section aria-labelledby="links-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 id="links-heading" className="text-sm font-semibold text-slate-900">
        Links of “{task.name}”
      </h3>
      {mine.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">No links yet.</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm">
          {mine.map((d) => (
            <LinkItem key={d.id} link={d} task={task} tasks={tasks} editable={editable} onRemove={onRemove} />
          ))}
        </ul>
      )}
      {editable && <AddLinkForm task={task} tasks={tasks} onAdd={onAdd} />}
    </section>
  );
}

function LinkItem({
  link: d,
  task,
  tasks,
  editable,
  onRemove,
}: { link: Dependency } & Pick<Props, "task" | "tasks" | "editable" | "onRemove">) {
  const name = (id: string) => tasks.find((t) => t.id === id)?.name ?? "a deleted task";
  return (
    <li className="flex items-center justify-between gap-2">
      <span>
        {d.successorId === task.id ? `Waits for “${name(d.predecessorId)}”` : `“${name(d.successorId)}” waits for it`} ·{" "}
        {LINK_TYPE_LABEL[d.type]}
        {d.lagDays !== 0 && `, ${d.lagDays > 0 ? "+" : ""}${d.lagDays} working days`}
      </span>
      {editable && (
        <Button
          variant="ghost"
          size="sm"
          onPress={() => onRemove(d)}
          aria-label={`Remove link between “${name(d.predecessorId)}” and “${name(d.successorId)}”`}
        >
          Remove
        </Button>
      )}
    </li>
  );
}
