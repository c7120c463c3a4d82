import { useState } from "react";
import { Button, type ButtonVariant } from "../ui/button";
import { Dialog, DialogTrigger } from "../ui/dialog";
import { FormActions } from "../ui/form-actions";
import { FormErrors, FormTextField } from "../ui/form-fields";
import { LayoutTemplate } from "../ui/icons";
import { TemplateChoice } from "./template-choice";
import { useTemplateForm } from "./use-template-form";

// Issue 25: start a project from a template, built-in or one's own, on a chosen day: every date in
// it moves with that day. Offered on the projects page and in the AI wizard.

const NAME_LIMIT = 120;

export function StartFromTemplateButton({
  label = "New from template",
  variant = "secondary",
  size = "md",
}: {
  label?: string;
  variant?: ButtonVariant;
  size?: "sm" | "md";
}) {
  const [open, setOpen] = useState(false);
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button variant={variant} size={size}>
        <LayoutTemplate className="h-4 w-4" aria-hidden />
        {label}
      </Button>
      <Dialog
        title="Start from a template"
        description="Pick a template and the day the project starts: its tasks, milestones, links, statuses and labels come with it, dated from that day."
        size="lg"
      >
        {(close) => <TemplateForm onDone={close} />}
      </Dialog>
    </DialogTrigger>
  );
}

function TemplateForm({ onDone }: { onDone: () => void }) {
  const { form, fields, pending, templateId, pick } = useTemplateForm(onDone);
  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className="space-y-4">
      <TemplateChoice name={fields.templateId.name} templateId={templateId} error={fields.templateId.errors?.[0]} onPick={pick} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField field={fields.startDate} label="Start date" type="date" />
        <FormTextField field={fields.name} label="Project name" limit={NAME_LIMIT} />
      </div>
      <FormErrors form={form} />
      <FormActions submitLabel="Create Project" pendingLabel="Creating..." pending={pending} onCancel={onDone} />
    </form>
  );
}
