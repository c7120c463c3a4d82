import type { StatusCategory } from "../../../core/schemas/statuses";
import type { Task } from "../../../core/schemas/task";
import { statusLabel, TASK_STATUSES } from "../../lib/task-display";
import { useProjectShape } from "../fields/project-shape";
import { ColorDot } from "../labels/color-dot";
import { InPlaceChoice } from "../project/in-place-choice";

const CATEGORY_CHOICES = TASK_STATUSES.map((id) => ({ id, label: statusLabel(id) }));

/** A status chosen in a row's cell: the project's status and its category (the server checks they agree). */
export type StatusChange = { status: StatusCategory; statusId?: string };

/** The name of a task's status: the project's own when it has them, else the category's. */
export function StatusName({ task }: { task: Pick<Task, "status" | "statusId"> }) {
  const { statuses } = useProjectShape();
  const own = task.statusId ? statuses.find((s) => s.id === task.statusId) : undefined;
  return own ? (
    <span className="inline-flex items-center gap-1.5">
      <ColorDot color={own.color} />
      {own.name}
    </span>
  ) : (
    statusLabel(task.status)
  );
}

/** Issue 25: the list's Status cell, choosing among the project's own statuses in place (issue 21 #8). */
export function StatusCell({ task, canEdit, onChoose }: { task: Task; canEdit: boolean; onChoose: (change: StatusChange) => void }) {
  const { statuses } = useProjectShape();
  if (!canEdit) return <StatusName task={task} />;
  if (statuses.length === 0)
    return (
      <InPlaceChoice
        label={`Status of “${task.name}”`}
        value={task.status}
        choices={CATEGORY_CHOICES}
        onChoose={(status) => onChoose({ status })}
        testId="status-cell"
      >
        {statusLabel(task.status)}
      </InPlaceChoice>
    );
  const current = task.statusId && statuses.some((s) => s.id === task.statusId) ? task.statusId : "";
  return (
    <InPlaceChoice
      label={`Status of “${task.name}”`}
      value={current}
      choices={statuses.map((s) => ({ id: s.id, label: s.name }))}
      onChoose={(id) => {
        const s = statuses.find((x) => x.id === id);
        if (s) onChoose({ status: s.category, statusId: s.id });
      }}
      testId="status-cell"
    >
      <StatusName task={task} />
    </InPlaceChoice>
  );
}
