import { Flag } from "lucide-react";
import { useRef, useState } from "react";
import { errorMessage } from "../../lib/api";
import { isPastDay, todayDay } from "../../lib/dates";
import { SAVED_OFFLINE } from "../../lib/live-writes";
import type { LiveBoard } from "../../lib/use-live-board";
import { Button } from "../ui/button";
import { Dialog, DialogTrigger } from "../ui/dialog";
import { FormActions } from "../ui/form-actions";
import { TextField, tooLong } from "../ui/text-field";
import { useToast } from "../ui/toast";

const NAME_TOO_SHORT = "Milestone name must be at least 3 characters";
const PAST_DAY = "Choose today or a later date.";

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

function AddMilestoneForm({ createTask, onDone }: { createTask: LiveBoard["createTask"]; onDone: () => void }) {
  const toast = useToast();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [dueDate, setDueDate] = useState("");
  const [errors, setErrors] = useState<{ name?: string; dueDate?: string }>({});
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);

  const nameError = (v: string) =>
    v.trim().length < 3 ? NAME_TOO_SHORT : v.trim().length > 200 ? tooLong("Milestone name", 200) : undefined;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (inFlight.current) return;
    const next = { name: nameError(name), dueDate: isPastDay(dueDate) ? PAST_DAY : undefined };
    setErrors(next);
    if (next.name || next.dueDate) return;
    inFlight.current = true;
    setSaving(true);
    try {
      const { queued } = await createTask({
        name: name.trim(),
        description,
        dueDate: dueDate || null,
        // A milestone carries no priority (issue 21): the column keeps its default and is never shown.
        priority: "medium",
        status: "todo",
        isCompleted: false,
        parentTaskId: null,
        kind: "milestone",
        source: "manual",
      });
      toast(queued ? { title: "Milestone created!", description: SAVED_OFFLINE } : { title: "Milestone created!" });
      onDone();
    } catch (err) {
      toast({
        title: "Error creating milestone",
        description: errorMessage(err, "Something went wrong. Please try again."),
        variant: "destructive",
      });
      inFlight.current = false;
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label="Milestone name"
        value={name}
        onChange={(v) => {
          setName(v);
          if (errors.name) setErrors((x) => ({ ...x, name: nameError(v) }));
        }}
        onBlur={() => setErrors((x) => ({ ...x, name: nameError(name) }))}
        errorMessage={errors.name}
        autoFocus
        limit={200}
      />
      <TextField label="Description" value={description} onChange={setDescription} multiline rows={3} />
      <TextField
        label="Due date"
        type="date"
        min={todayDay()}
        value={dueDate}
        onChange={(v) => {
          setDueDate(v);
          setErrors((x) => ({ ...x, dueDate: undefined }));
        }}
        onBlur={() => setErrors((x) => ({ ...x, dueDate: isPastDay(dueDate) ? PAST_DAY : undefined }))}
        errorMessage={errors.dueDate}
        className="max-w-xs"
      />
      <FormActions submitLabel="Create Milestone" pendingLabel="Creating..." pending={saving} onCancel={onDone} />
    </form>
  );
}
