import { projectNameField } from "../../../core/schemas/project";

// The start-from-template form's own checks (issue 25), pure so they are tested on their own.

export type TemplateFormErrors = { template?: string; startDate?: string; name?: string };

/** Today in the browser's own calendar, as the date input shows it. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The form's errors, and the payload when there are none. */
export function checkTemplateForm(values: { templateId: string | null; startDate: string; name: string }): {
  errors: TemplateFormErrors;
  payload: { templateId: string; startDate: string; name: string } | null;
} {
  // The server's own rules for a project name, so the message is the same.
  const checked = projectNameField.safeParse(values.name);
  const errors = {
    template: values.templateId ? undefined : "Please choose a template",
    startDate: /^\d{4}-\d{2}-\d{2}$/.test(values.startDate) ? undefined : "Please choose a start date",
    name: checked.success ? undefined : checked.error.issues[0]?.message,
  };
  if (errors.template || errors.startDate || errors.name || !values.templateId || !checked.success) return { errors, payload: null };
  return { errors, payload: { templateId: values.templateId, startDate: values.startDate, name: checked.data } };
}
