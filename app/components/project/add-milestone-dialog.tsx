import { useState } from "react";
import { errorMessage } from "../../lib/api";
import { todayDay } from "../../lib/dates";
import { SAVED_OFFLINE } from "../../lib/live-writes";
import type { LiveBoard } from "../../lib/use-live-board";
import { useSchemaForm } from "../../lib/use-schema-form";
import { Button } from "../ui/button";
import { Dialog, DialogTrigger } from "../ui/dialog";
import { FormActions } from "../ui/form-actions";
import { FormErrors, FormTextField } from "../ui/form-fields";
import { Flag } from "../ui/icons";
import { useToast } from "../ui/toast";
import { milestoneFormSchema } from "./new-milestone-payload";

const NOT_CREATED = "Something went wrong. Please try again.";

/** Spec §2.7 / §5 Add Milestone: name ≥ 3 characters, description, a due date (no past days); no priority (issue 21). */
export function AddMilestoneDialog({ createTask }: { createTask: LiveBoard["createTask"] }) {
  const [open, setOpen] = useState(false);
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button variant="secondary">
        <Flag className="h-4 w-4" aria-hidden />
        Add Milestone
      </Button>
      <Dialog title="Add Milestone" description="Mark a key checkpoint of the project.">
        {(close) => <AddMilestoneForm createTask={createTask} onDone={close} />}
      </Dialog>
    </DialogTrigger>
  );
}

/**
 * On Conform over the board's own create schema (issue 23 #2): each refusal under its input, one create
 * per click, the spec's toasts; a refused create keeps what was typed.
 */
export function AddMilestoneForm({ createTask, onDone }: { createTask: LiveBoard["createTask"]; onDone: () => void }) {
  const toast = useToast();
  const { form, fields, pending } = useSchemaForm({
    schema: milestoneFormSchema,
    defaultValue: { name: "", description: "", dueDate: "" },
    fallback: NOT_CREATED,
    onSubmit: async (payload) => {
      try {
        const { queued } = await createTask(payload);
        toast(queued ? { title: "Milestone created!", description: SAVED_OFFLINE } : { title: "Milestone created!" });
      } catch (err) {
        toast({ title: "Error creating milestone", description: errorMessage(err, NOT_CREATED), variant: "destructive" });
        throw err;
      }
      onDone();
    },
  });

  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className="space-y-4">
      <FormTextField field={fields.name} label="Milestone name" autoFocus limit={200} />
      <FormTextField field={fields.description} label="Description" multiline rows={3} />
      <FormTextField field={fields.dueDate} label="Due date" type="date" min={todayDay()} className="max-w-xs" />
      <FormErrors form={form} />
      <FormActions submitLabel="Create Milestone" pendingLabel="Creating..." pending={pending} onCancel={onDone} />
    </form>
  );
}
