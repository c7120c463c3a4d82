import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { createProjectSchema, type PROJECT_COLORS, type PROJECT_ICONS, projectNameField } from "../../../core/schemas/project";
import { ApiError } from "../../lib/api";
import { isPastDay, todayDay } from "../../lib/dates";
import { createProject } from "../../lib/project-api";
import { FormActions } from "../ui/form-actions";
import { TextField } from "../ui/text-field";
import { useToast } from "../ui/toast";
import { ColorPicker, IconPicker } from "./appearance-pickers";

const GENERIC_ERROR = "Something went wrong. Please try again.";
const PAST_DAY = "Choose today or a later date.";

interface FormValues {
  name: string;
  description: string;
  dueDate: string;
  icon: (typeof PROJECT_ICONS)[number];
  iconBg: (typeof PROJECT_COLORS)[number];
}

/** The server's message and details for the toast (spec §8: 'Error creating project'). */
function createErrorText(err: unknown): string {
  if (!(err instanceof ApiError) || err.status === 0) return GENERIC_ERROR;
  const parts = [err.message !== "An error occurred" ? err.message : ""];
  const details = err.details;
  if (typeof details === "string") parts.push(details);
  else if (details && typeof details === "object") {
    for (const v of Object.values(details as Record<string, unknown>)) {
      if (typeof v === "string") parts.push(v);
      else if (Array.isArray(v)) parts.push(...v.filter((x): x is string => typeof x === "string"));
    }
  }
  const text = parts.filter(Boolean).join(" ");
  return text || GENERIC_ERROR;
}

/** Spec §2.6 manual form, validated with the same schema as the API (§5: name checked on blur). */
export function CreateProjectForm() {
  const toast = useToast();
  const navigate = useNavigate();
  const [values, setValues] = useState<FormValues>({ name: "", description: "", dueDate: "", icon: "folder-open", iconBg: "blue" });
  const [errors, setErrors] = useState<{ name?: string; dueDate?: string; description?: string }>({});
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const checkName = () => {
    if (values.name === "") return;
    const r = projectNameField.safeParse(values.name);
    setErrors((e) => ({ ...e, name: r.success ? undefined : r.error.issues[0]?.message }));
  };

  const checkDueDate = () => setErrors((e) => ({ ...e, dueDate: isPastDay(values.dueDate) ? PAST_DAY : undefined }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    if (values.name.trim() === "") {
      setErrors((e) => ({ ...e, name: "Please enter a name for your project." }));
      toast({ title: "Project name required", description: "Please enter a name for your project.", variant: "destructive" });
      return;
    }
    const parsed = createProjectSchema.safeParse({
      name: values.name,
      description: values.description,
      dueDate: values.dueDate || null,
      icon: values.icon,
      iconBg: values.iconBg,
      source: "manual",
      aiGenerated: false,
    });
    const past = isPastDay(values.dueDate);
    if (!parsed.success || past) {
      const next: typeof errors = { dueDate: past ? PAST_DAY : undefined };
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        const key = issue.path[0] as keyof typeof errors;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      const project = await createProject(parsed.data);
      toast({ title: "Project created!" });
      navigate(`/projects/${project.id}`);
    } catch (err) {
      toast({ title: "Error creating project", description: createErrorText(err), variant: "destructive" });
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-5 rounded-lg border border-slate-200 bg-white p-6"
      aria-label="Manual project setup"
    >
      <TextField
        label="Project name"
        name="name"
        value={values.name}
        onChange={(v) => set("name", v)}
        onBlur={checkName}
        errorMessage={errors.name}
        placeholder="e.g. Website relaunch"
        isRequired
        limit={120}
      />
      <TextField
        label="Description"
        name="description"
        value={values.description}
        onChange={(v) => set("description", v)}
        errorMessage={errors.description}
        placeholder="What is this project about?"
        multiline
        rows={4}
      />
      <TextField
        label="Due date"
        name="dueDate"
        type="date"
        min={todayDay()}
        value={values.dueDate}
        onChange={(v) => set("dueDate", v)}
        onBlur={checkDueDate}
        errorMessage={errors.dueDate}
        description="Optional. Past days can't be picked."
        className="max-w-xs"
      />
      <IconPicker value={values.icon} iconBg={values.iconBg} onChange={(v) => set("icon", v)} />
      <ColorPicker value={values.iconBg} onChange={(v) => set("iconBg", v)} />
      <FormActions submitLabel="Create Project" pendingLabel="Creating..." pending={submitting} onCancel={() => navigate("/projects")} />
    </form>
  );
}
