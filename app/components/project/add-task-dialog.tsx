import { Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { Priority, TaskStatus } from "../../../core/schemas/fields";
import { createTaskSchema, type Task } from "../../../core/schemas/task";
import type { MemberView } from "../../../core/schemas/team";
import { displayName } from "../../../core/user-display";
import { ApiError, errorMessage } from "../../lib/api";
import { clearDraft, isRecord, newTaskDraftKey, readDraft, writeDraft } from "../../lib/drafts";
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

/** The form's fields as kept in this browser until the task is created or the form cancelled (issue 21 #8). */
interface NewTaskDraft {
  name: string;
  description: string;
  priority: Priority;
  status: TaskStatus;
  assignee: string;
  dueDate: string;
  parent: string;
}
const EMPTY: NewTaskDraft = {
  name: "",
  description: "",
  priority: "medium",
  status: "todo",
  assignee: UNASSIGNED,
  dueDate: "",
  parent: NO_PARENT,
};
const isNewTaskDraft = (v: unknown): v is NewTaskDraft =>
  isRecord(v) && (Object.keys(EMPTY) as Array<keyof NewTaskDraft>).every((k) => typeof v[k] === "string");

/**
 * Spec §2.7 Add Task: name, description, priority, and optionally the task it is a subtask of; also its
 * status, assignee and due date (issue 21 #8), so a task needs no second edit. It lands at the bottom of
 * its column.
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
  const draftKey = newTaskDraftKey(projectId);
  // What was typed before a reload (or before the dialog was closed without Cancel) comes back.
  const [kept] = useState(() => readDraft(draftKey, isNewTaskDraft));
  const start = kept ?? EMPTY;
  const [parent, setParent] = useState<string>(start.parent);
  const toast = useToast();
  const [name, setName] = useState(start.name);
  const [description, setDescription] = useState(start.description);
  const [priority, setPriority] = useState<Priority>(start.priority);
  const [status, setStatus] = useState<TaskStatus>(start.status);
  const [assignee, setAssignee] = useState<string>(start.assignee);
  const [dueDate, setDueDate] = useState(start.dueDate);
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    const draft: NewTaskDraft = { name, description, priority, status, assignee, dueDate, parent };
    const empty = (Object.keys(EMPTY) as Array<keyof NewTaskDraft>).every((k) => draft[k] === EMPTY[k]);
    if (empty) clearDraft(draftKey);
    else writeDraft(draftKey, draft);
  }, [draftKey, name, description, priority, status, assignee, dueDate, parent]);
  const finish = () => {
    done.current = true;
    clearDraft(draftKey);
    onDone();
  };
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
      finish();
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
      {kept && (
        <p role="status" className="rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">
          Unsaved draft restored from this browser. It is not saved yet: Create Task to keep it, or Cancel to drop it.
        </p>
      )}
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
      <FormActions submitLabel="Create Task" pendingLabel="Creating..." pending={saving} onCancel={finish} />
    </form>
  );
}
