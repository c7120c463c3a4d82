import { type FieldMetadata, useInputControl } from "@conform-to/react";
import { Plus } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import type { CustomField } from "../../../core/schemas/custom-field";
import type { Task } from "../../../core/schemas/task";
import type { MemberView } from "../../../core/schemas/team";
import { displayName } from "../../../core/user-display";
import { ApiError, errorMessage } from "../../lib/api";
import { clearDraft, isRecord, newTaskDraftKey, readDraft, writeDraft } from "../../lib/drafts";
import { SAVED_OFFLINE } from "../../lib/live-writes";
import { formErrorsFrom } from "../../lib/server-errors";
import { statusLabel, TASK_STATUSES } from "../../lib/task-display";
import type { LiveBoard } from "../../lib/use-live-board";
import { useSchemaForm } from "../../lib/use-schema-form";
import { FieldInput } from "../fields/field-input";
import { useProjectShape } from "../fields/project-shape";
import { useShortcut } from "../keyboard/keyboard-context";
import { ColorDot } from "../labels/color-dot";
import { LabelPicker } from "../labels/label-picker";
import { CATEGORY_LABELS } from "../statuses/status-select";
import { Button } from "../ui/button";
import { Dialog, DialogTrigger } from "../ui/dialog";
import { FormActions } from "../ui/form-actions";
import { FormErrors, FormSelect, FormTextField } from "../ui/form-fields";
import { useToast } from "../ui/toast";
import {
  fieldInputValue,
  fieldText,
  type NewTaskContext,
  type NewTaskValues,
  NO_PARENT,
  newTaskSchema,
  normalizeValues,
  UNASSIGNED,
} from "./new-task-payload";
import { PRIORITY_OPTIONS } from "./priority-select";

const statusOptions = TASK_STATUSES.map((s) => ({ id: s, label: statusLabel(s) }));

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
  const toast = useToast();
  const shape = useProjectShape();
  // The lists as they were when the dialog opened: the inputs are built from them.
  const [ctx] = useState<NewTaskContext>(() => ({
    statuses: shape.statuses,
    fields: shape.fields,
    isMember: (id) => members.some((m) => m.userId === id),
  }));
  const draftKey = newTaskDraftKey(projectId);
  const empty = useMemo(() => emptyValues(ctx), [ctx]);
  // What was typed before a reload (or before the dialog was closed without Cancel) comes back.
  const [kept] = useState(() => readDraft(draftKey, isRecord));
  const start = kept ? normalizeValues(kept, ctx, empty) : empty;
  const schema = useMemo(() => newTaskSchema(ctx), [ctx]);
  const done = useRef(false);
  const finish = () => {
    done.current = true;
    clearDraft(draftKey);
    onDone();
  };

  const { form, fields, pending } = useSchemaForm({
    schema,
    defaultValue: start,
    shouldValidate: "onSubmit",
    fallback: "Failed to create task",
    errorsOf: (err) =>
      formErrorsFrom(
        err,
        [
          "name",
          "description",
          "priority",
          "statusId",
          "status",
          "assigneeId",
          "dueDate",
          "parentTaskId",
          "labelIds",
          ...ctx.fields.map((f) => `fields.${f.id}`),
        ],
        "Failed to create task",
        // The board answers a socket write with a message only; a field's begins with its name.
        ctx.fields.map((f) => ({ prefix: f.name, input: `fields.${f.id}` })),
      ),
    onSubmit: async (payload) => {
      try {
        const { queued } = await createTask(payload);
        toast(queued ? { title: "Task created", description: SAVED_OFFLINE } : { title: "Task created" });
        finish();
      } catch (err) {
        if (err instanceof ApiError && err.status === 0)
          toast({ title: "Error", description: "Failed to create task", variant: "destructive" });
        else toast({ title: "Error creating task", description: errorMessage(err, "Failed to create task"), variant: "destructive" });
        throw err;
      }
    },
  });

  // Every change is kept in this browser until the task is created or the form cancelled (issue 21 #8).
  const current = JSON.stringify(normalizeValues(form.value ?? {}, ctx, empty));
  useEffect(() => {
    if (done.current) return;
    if (current === JSON.stringify(empty)) clearDraft(draftKey);
    else writeDraft(draftKey, JSON.parse(current));
  }, [draftKey, current, empty]);

  const customFields = fields.fields.getFieldset();
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
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {ctx.statuses.length > 0 ? (
          <FormSelect
            field={fields.statusId}
            label="Status"
            options={ctx.statuses.map((s) => ({
              id: s.id,
              label: `${s.name} (${CATEGORY_LABELS[s.category]})`,
              icon: <ColorDot color={s.color} />,
            }))}
          />
        ) : (
          <FormSelect field={fields.status} label="Status" options={statusOptions} />
        )}
        <FormSelect field={fields.priority} label="Priority" options={PRIORITY_OPTIONS} />
        <FormSelect
          field={fields.assigneeId}
          label="Assignee"
          options={[{ id: UNASSIGNED, label: "Unassigned" }, ...members.map((m) => ({ id: String(m.userId), label: displayName(m.user) }))]}
        />
        <FormTextField field={fields.dueDate} label="Due date" type="date" />
      </div>
      {tasks.length > 0 && (
        <FormSelect
          field={fields.parentTaskId}
          label="Subtask of"
          options={[{ id: NO_PARENT, label: "None (a top-level task)" }, ...tasks.map((t) => ({ id: t.id, label: t.name }))]}
        />
      )}
      <FormLabels field={fields.labelIds} labels={shape.labels} />
      {ctx.fields.length > 0 && (
        <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-slate-800">Fields</legend>
          {ctx.fields.map((f) => (
            <FormCustomField key={f.id} field={f} meta={customFields[f.id]} members={members} />
          ))}
        </fieldset>
      )}
      <FormErrors form={form} />
      <FormActions submitLabel="Create Task" pendingLabel="Creating..." pending={pending} onCancel={finish} />
    </form>
  );
}

function emptyValues(ctx: NewTaskContext): NewTaskValues {
  const todo = [...ctx.statuses].sort((a, b) => a.order - b.order).find((s) => s.category === "todo") ?? ctx.statuses[0];
  return {
    name: "",
    description: "",
    priority: "medium",
    statusId: todo?.id ?? "",
    status: "todo",
    assigneeId: UNASSIGNED,
    dueDate: "",
    parentTaskId: NO_PARENT,
    labelIds: [],
    fields: Object.fromEntries(ctx.fields.map((f) => [f.id, fieldText(f, undefined)])),
  };
}

// biome-ignore lint/suspicious/noExplicitAny: a field of any form; only its name, value and errors are read.
type AnyField<V> = FieldMetadata<V, any, string[]>;

/** The task's labels: checkboxes, held by Conform as the list of chosen ids. */
function FormLabels({ field, labels }: { field: AnyField<string[]>; labels: ReturnType<typeof useProjectShape>["labels"] }) {
  const control = useInputControl<string[]>(field as never);
  const value = Array.isArray(control.value) ? control.value.filter((x): x is string => typeof x === "string") : [];
  return (
    <div>
      <LabelPicker labels={labels} value={value} onChange={(ids) => control.change(ids)} />
      {field.errors?.[0] && <p className="mt-1 text-sm text-red-600">{field.errors[0]}</p>}
    </div>
  );
}

/** One of the project's own fields, with the input its type asks for (the task editor's FieldInput). */
function FormCustomField({ field, meta, members }: { field: CustomField; meta: AnyField<string | string[]>; members: MemberView[] }) {
  const control = useInputControl(meta as never);
  const error = meta.errors?.[0];
  return (
    <div className={field.type === "multi-select" ? "sm:col-span-2" : undefined} data-invalid={error ? true : undefined}>
      <FieldInput
        field={field}
        value={fieldInputValue(field, control.value)}
        members={members}
        onChange={(v) => control.change(fieldText(field, v) as never)}
        errorMessage={error}
      />
    </div>
  );
}
