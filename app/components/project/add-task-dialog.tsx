import { Plus } from "lucide-react";
import { useRef, useState } from "react";
import type { Priority, TaskStatus } from "../../../core/schemas/fields";
import { createTaskSchema, type Task } from "../../../core/schemas/task";
import type { MemberView } from "../../../core/schemas/team";
import { displayName } from "../../../core/user-display";
import { ApiError, errorMessage } from "../../lib/api";
import { SAVED_OFFLINE } from "../../lib/live-writes";
import { statusLabel, TASK_STATUSES } from "../../lib/task-display";
import type { LiveBoard } from "../../lib/use-live-board";
import { useShortcut } from "../keyboard/keyboard-context";
import { Button } from "../ui/button";
import { Dialog, DialogTrigger } from "../ui/dialog";
import { FormActions } from "../ui/form-actions";
import { Select } from "../ui/select";
import { TextField } from "../ui/text-field";
import { useToast } from "../ui/toast";
import { PrioritySelect } from "./priority-select";

const NO_PARENT = "none";
const UNASSIGNED = "unassigned";
const statusOptions = TASK_STATUSES.map((s) => ({ id: s, label: statusLabel(s) }));

/**
 * Spec §2.7 Add Task: name, description, priority, and optionally the task it is a subtask of; also its
 * status, assignee and due date (issue 21 #8), so a task needs no second edit. It lands at the bottom of
 * its column.
 */
export function AddTaskDialog({
  createTask,
  tasks,
  members,
}: {
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
        {(close) => <AddTaskForm createTask={createTask} tasks={tasks} members={members} onDone={close} />}
      </Dialog>
    </DialogTrigger>
  );
}

function AddTaskForm({
  createTask,
  tasks,
  members,
  onDone,
}: {
  createTask: LiveBoard["createTask"];
  tasks: Task[];
  members: MemberView[];
  onDone: () => void;
}) {
  const [parent, setParent] = useState<string>(NO_PARENT);
  const toast = useToast();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [priority, setPriority] = useState<Priority>("medium");
  const [status, setStatus] = useState<TaskStatus>("todo");
  const [assignee, setAssignee] = useState<string>(UNASSIGNED);
  const [dueDate, setDueDate] = useState("");
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (inFlight.current) return;
    // The same rule and wording as the server: a name that is not empty once trimmed.
    const checked = createTaskSchema.shape.name.safeParse(name);
    if (!checked.success) {
      toast({ title: "Error", description: checked.error.issues[0].message, variant: "destructive" });
      return;
    }
    inFlight.current = true;
    setSaving(true);
    try {
      const { queued } = await createTask({
        name: checked.data,
        description,
        priority,
        status,
        isCompleted: status === "done",
        assigneeId: assignee === UNASSIGNED ? null : Number(assignee),
        dueDate: dueDate || null,
        kind: "task",
        source: "manual",
        parentTaskId: parent === NO_PARENT ? null : parent,
      });
      toast(queued ? { title: "Task created", description: SAVED_OFFLINE } : { title: "Task created" });
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.status === 0)
        toast({ title: "Error", description: "Failed to create task", variant: "destructive" });
      else toast({ title: "Error creating task", description: errorMessage(err, "Failed to create task"), variant: "destructive" });
      inFlight.current = false;
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField label="Task name" value={name} onChange={setName} autoFocus limit={200} placeholder="What needs to be done?" />
      <TextField label="Description" value={description} onChange={setDescription} multiline rows={3} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Select<TaskStatus> label="Status" options={statusOptions} value={status} onChange={setStatus} />
        <PrioritySelect value={priority} onChange={setPriority} />
        <Select
          label="Assignee"
          options={[{ id: UNASSIGNED, label: "Unassigned" }, ...members.map((m) => ({ id: String(m.userId), label: displayName(m.user) }))]}
          value={assignee}
          onChange={setAssignee}
        />
        <TextField label="Due date" type="date" value={dueDate} onChange={setDueDate} />
      </div>
      {tasks.length > 0 && (
        <Select
          label="Subtask of"
          options={[{ id: NO_PARENT, label: "None (a top-level task)" }, ...tasks.map((t) => ({ id: t.id, label: t.name }))]}
          value={parent}
          onChange={setParent}
        />
      )}
      <FormActions submitLabel="Create Task" pendingLabel="Creating..." pending={saving} onCancel={onDone} />
    </form>
  );
}
