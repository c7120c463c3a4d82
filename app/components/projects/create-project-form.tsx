import { type FieldMetadata, useInputControl } from "@conform-to/react";
import { useNavigate } from "react-router";
import { PROJECT_COLORS, PROJECT_ICONS } from "../../../core/schemas/project";
import { todayDay } from "../../lib/dates";
import { createProject } from "../../lib/project-api";
import { textOf, useSchemaForm } from "../../lib/use-schema-form";
import { FormActions } from "../ui/form-actions";
import { FormErrors, FormTextField } from "../ui/form-fields";
import { useToast } from "../ui/toast";
import { ColorPicker, IconPicker } from "./appearance-pickers";
import { createErrorText, createProjectFormSchema, EMPTY_PROJECT } from "./create-project-payload";

/**
 * Spec §2.6 manual form, on Conform over POST /api/projects's own schema (§5: checked on blur); the
 * server's refusal is shown next to the input it names, as well as in the spec's toast.
 */
export function CreateProjectForm() {
  const toast = useToast();
  const navigate = useNavigate();
  const { form, fields, pending } = useSchemaForm({
    schema: createProjectFormSchema,
    defaultValue: EMPTY_PROJECT,
    fallback: "Error creating project",
    onSubmit: async (payload) => {
      try {
        const project = await createProject(payload);
        toast({ title: "Project created!" });
        // Still one submit while the project's page loads: the button stays disabled until it is there.
        await navigate(`/projects/${project.id}`);
      } catch (err) {
        toast({ title: "Error creating project", description: createErrorText(err), variant: "destructive" });
        throw err;
      }
    },
  });

  return (
    <form
      id={form.id}
      onSubmit={(event) => {
        // Spec §5: an empty name is also said in a toast.
        if (textOf(form.value?.name).trim() === "")
          toast({ title: "Project name required", description: "Please enter a name for your project.", variant: "destructive" });
        form.onSubmit(event);
      }}
      noValidate
      aria-describedby={form.errors?.length ? form.errorId : undefined}
      className="space-y-5 rounded-lg border border-slate-200 bg-white p-6"
      aria-label="Manual project setup"
    >
      <FormTextField field={fields.name} label="Project name" placeholder="e.g. Website relaunch" isRequired limit={120} />
      <FormTextField field={fields.description} label="Description" placeholder="What is this project about?" multiline rows={4} />
      <FormTextField
        field={fields.dueDate}
        label="Due date"
        type="date"
        min={todayDay()}
        description="Optional. Past days can't be picked."
        className="max-w-xs"
      />
      <AppearanceInputs icon={fields.icon} iconBg={fields.iconBg} />
      <FormErrors form={form} />
      <FormActions submitLabel="Create Project" pendingLabel="Creating..." pending={pending} onCancel={() => navigate("/projects")} />
    </form>
  );
}

// biome-ignore lint/suspicious/noExplicitAny: a field of any form; only its name, value and errors are read.
type Field = FieldMetadata<string, any, string[]>;

/** The icon and colour tiles, bound to the form's `icon` and `iconBg`. */
function AppearanceInputs({ icon, iconBg }: { icon: Field; iconBg: Field }) {
  const iconControl = useInputControl(icon);
  const colorControl = useInputControl(iconBg);
  // The tiles only ever set one of their own values; the defaults are the form's.
  const color = PROJECT_COLORS.find((c) => c === colorControl.value) ?? "blue";
  const iconName = PROJECT_ICONS.find((i) => i === iconControl.value) ?? "folder-open";
  return (
    <>
      <IconPicker value={iconName} iconBg={color} onChange={(v) => iconControl.change(v)} />
      <ColorPicker value={color} onChange={(v) => colorControl.change(v)} />
    </>
  );
}
