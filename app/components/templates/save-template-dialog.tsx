import { useState } from "react";
import { saveTemplateSchema } from "../../../core/schemas/template";
import { api, errorMessage, readJson } from "../../lib/api";
import { Button } from "../ui/button";
import { Dialog, DialogTrigger } from "../ui/dialog";
import { LayoutTemplate } from "../ui/icons";
import { NameForm, nameOf } from "../ui/name-form";
import { useToast } from "../ui/toast";

// Issue 25: save the project's shape (statuses, labels, tasks, subtasks, milestones, links, dates
// relative to its start) as one of the person's templates; the new-project page offers it after.

export function SaveTemplateDialog({ projectId, projectName }: { projectId: number; projectName: string }) {
  const [open, setOpen] = useState(false);
  const toast = useToast();
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
        {(close) => (
          <NameForm
            label="Template name"
            limit={100}
            initialName={projectName}
            schema={saveTemplateSchema}
            toPayload={(v) => ({ name: nameOf(v) })}
            submitLabel="Save Template"
            onDone={close}
            onSubmit={async ({ name }) => {
              try {
                await readJson(api.projects[":id"].template.$post({ param: { id: String(projectId) }, json: { name } }));
                toast({ title: "Template saved", description: `“${name}” is offered when you create a project.` });
              } catch (err) {
                toast({
                  title: "Template not saved",
                  description: errorMessage(err, "Something went wrong. Please try again."),
                  variant: "destructive",
                });
                throw err;
              }
            }}
          />
        )}
      </Dialog>
    </DialogTrigger>
  );
}
