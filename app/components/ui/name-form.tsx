import type { ZodType } from "zod";
import { formSchema, textOf, useSchemaForm } from "../../lib/use-schema-form";
import { FormActions } from "./form-actions";
import { FormErrors, FormTextField } from "./form-fields";

/**
 * Issue 23 #2: the one form that names a thing (a saved view, a template): its name input, what else
 * the caller puts under it, and Cancel / submit. The payload is checked by the route's own schema;
 * a refusal is shown next to the name (or at the foot), the name as typed kept.
 */
export function NameForm<Payload>({
  label,
  limit,
  initialName,
  schema,
  toPayload,
  submitLabel,
  pendingLabel = "Saving...",
  fallback = "Something went wrong. Please try again.",
  onSubmit,
  onDone,
  children,
}: {
  label: string;
  limit: number;
  initialName: string;
  /** The route's schema for the payload. */
  schema: ZodType<Payload>;
  /** The payload from the form's inputs (`name`, and those the caller added). */
  toPayload: (values: Record<string, unknown>) => unknown;
  submitLabel: string;
  pendingLabel?: string;
  fallback?: string;
  /** Saves; throws (an ApiError) when refused, after telling the person (a toast). */
  onSubmit: (payload: Payload) => Promise<unknown>;
  onDone: () => void;
  children?: React.ReactNode;
}) {
  const { form, fields, pending } = useSchemaForm({
    schema: formSchema(schema, toPayload),
    defaultValue: { name: initialName },
    fallback,
    onSubmit: async (payload) => {
      await onSubmit(payload);
      onDone();
    },
  });
  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className="space-y-4">
      <FormTextField field={fields.name} label={label} autoFocus limit={limit} />
      {children}
      <FormErrors form={form} />
      <FormActions submitLabel={submitLabel} pendingLabel={pendingLabel} pending={pending} onCancel={onDone} />
    </form>
  );
}

/** The `name` input's text, as the name schemas take it (they trim it themselves). */
export const nameOf = (values: Record<string, unknown>) => textOf(values.name);
