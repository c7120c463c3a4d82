import { LayoutTemplate } from "lucide-react";
import { useRef, useState } from "react";
import { api, errorMessage, readJson } from "../../lib/api";
import { Button } from "../ui/button";
import { Dialog, DialogTrigger } from "../ui/dialog";
import { FormActions } from "../ui/form-actions";
import { TextField, tooLong } from "../ui/text-field";
import { useToast } from "../ui/toast";

// Issue 25: save the project's shape (statuses, labels, tasks, subtasks, milestones, links, dates
// relative to its start) as one of the person's templates; the new-project page offers it after.

export function SaveTemplateDialog({ projectId, projectName }: { projectId: number; projectName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button variant="secondary">
        <LayoutTemplate className="h-4 w-4" aria-hidden />
        Save as Template
      </Button>
      <Dialog
        title="Save as template"
        description="Start new projects with this one's statuses, labels, tasks and links, dates moved to their start."
      >
        {(close) => <SaveTemplateForm projectId={projectId} projectName={projectName} onDone={close} />}
      </Dialog>
    </DialogTrigger>
  );
}

function SaveTemplateForm({ projectId, projectName, onDone }: { projectId: number; projectName: string; onDone: () => void }) {
  const toast = useToast();
  const [name, setName] = useState(projectName);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);
  const nameError = (v: string) =>
    v.trim().length === 0 ? "Please enter a template name" : v.trim().length > 100 ? tooLong("Template name", 100) : undefined;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (inFlight.current) return;
    const problem = nameError(name);
    setError(problem);
    if (problem) return;
    inFlight.current = true;
    setSaving(true);
    try {
      await readJson(api.projects[":id"].template.$post({ param: { id: String(projectId) }, json: { name: name.trim() } }));
      toast({ title: "Template saved", description: `“${name.trim()}” is offered when you create a project.` });
      onDone();
    } catch (err) {
      toast({
        title: "Template not saved",
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
        label="Template name"
        value={name}
        onChange={(v) => {
          setName(v);
          if (error) setError(nameError(v));
        }}
        errorMessage={error}
        autoFocus
        limit={100}
      />
      <FormActions submitLabel="Save Template" pendingLabel="Saving..." pending={saving} onCancel={onDone} />
    </form>
  );
}
