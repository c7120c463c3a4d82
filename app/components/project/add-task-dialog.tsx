import { useState } from "react";
import type { Task } from "../../../core/schemas/task";
import type { MemberView } from "../../../core/schemas/team";
import type { LiveBoard } from "../../lib/use-live-board";
import { useShortcut } from "../keyboard/keyboard-context";
import { Button } from "../ui/button";
import { Dialog, DialogTrigger } from "../ui/dialog";
import { FormActions } from "../ui/form-actions";
import { FormErrors, FormSelect, FormTextField } from "../ui/form-fields";
import { Plus } from "../ui/icons";
import { FormLabels, NewTaskChoices, NewTaskCustomFields } from "./add-task-inputs";
import { NO_PARENT } from "./new-task-payload";
import { useAddTaskForm } from "./use-add-task-form";

/**
 * Spec §2.7 Add Task: name, description, priority, and optionally the task it is a subtask of; also its
 * status, assignee and due date (issue 21 #8), and the project's own statuses, labels and fields
 * (issue 25), so a task needs no second edit. It lands at the bottom of its column.
 */
export function AddTaskDialog({
  projectId,
  createTask,
  tasks,
  members,
}: {
  projectId: number;
  createTask: LiveBoard["createTask"];
  tasks: Task[];
  members: MemberView[];
}) {
  const [open, setOpen] = useState(false);
  useShortcut("c", () => {
    setOpen(true);
    return "New task";
  });
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button>
        <Plus className="h-4 w-4" aria-hidden />
        Add Task
      </Button>
      <Dialog title="Add Task" description="Create a new task in this project.">
        {(close) => <AddTaskForm projectId={projectId} createTask={createTask} tasks={tasks} members={members} onDone={close} />}
      </Dialog>
    </DialogTrigger>
  );
}

function AddTaskForm({
  projectId,
  createTask,
  tasks,
  members,
  onDone,
}: {
  projectId: number;
  createTask: LiveBoard["createTask"];
  tasks: Task[];
  members: MemberView[];
  onDone: () => void;
}) {
  const { form, fields, pending, ctx, kept, finish, labels } = useAddTaskForm({ projectId, createTask, members, onDone });
  return (
    <form
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate
      aria-describedby={form.errors?.length ? form.errorId : undefined}
      className="space-y-4"
    >
      {kept && (
        <p role="status" className="rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">
          Unsaved draft restored from this browser. It is not saved yet: Create Task to keep it, or Cancel to drop it.
        </p>
      )}
      <FormTextField field={fields.name} label="Task name" autoFocus limit={200} placeholder="What needs to be done?" />
      <FormTextField field={fields.description} label="Description" multiline rows={3} />
      <NewTaskChoices fields={fields} ctx={ctx} members={members} />
      {tasks.length > 0 && (
        <FormSelect
          field={fields.parentTaskId}
          label="Subtask of"
          options={[{ id: NO_PARENT, label: "None (a top-level task)" }, ...tasks.map((t) => ({ id: t.id, label: t.name }))]}
        />
      )}
      <FormLabels field={fields.labelIds} labels={labels} />
      <NewTaskCustomFields fields={fields} ctx={ctx} members={members} />
      <FormErrors form={form} />
      <FormActions submitLabel="Create Task" pendingLabel="Creating..." pending={pending} onCancel={finish} />
    </form>
  );
}
