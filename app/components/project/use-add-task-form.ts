import { useEffect, useMemo, useRef, useState } from "react";
import type { MemberView } from "../../../core/schemas/team";
import { ApiError, errorMessage } from "../../lib/api";
import { clearDraft, isRecord, newTaskDraftKey, readDraft, writeDraft } from "../../lib/drafts";
import { SAVED_OFFLINE } from "../../lib/live-writes";
import { formErrorsFrom } from "../../lib/server-errors";
import type { LiveBoard } from "../../lib/use-live-board";
import { useSchemaForm } from "../../lib/use-schema-form";
import { useProjectShape } from "../fields/project-shape";
import { useToast } from "../ui/toast";
import { emptyValues, type NewTaskContext, newTaskInputs, newTaskSchema, normalizeValues } from "./new-task-payload";

/**
 * Add Task's form state: Conform over the socket's create schema, with the project's statuses and fields
 * as they were when the dialog opened, and every change kept in this browser until the task is created
 * or the form cancelled (issue 21 #8).
 */
export function useAddTaskForm({
  projectId,
  createTask,
  members,
  onDone,
}: {
  projectId: number;
  createTask: LiveBoard["createTask"];
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
        newTaskInputs(ctx),
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

  return { form, fields, pending, ctx, kept: Boolean(kept), finish, labels: shape.labels };
}
