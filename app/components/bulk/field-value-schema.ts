import { z } from "zod";
import { checkFieldValue } from "../../../core/fields/validate";
import { type CustomField, type FieldValue, taskFieldsInput } from "../../../core/schemas/custom-field";
import { errorDetails } from "../../lib/api";
import { type FormErrors, formErrorsFrom } from "../../lib/server-errors";
import { formSchema, listOf, textOf } from "../../lib/use-schema-form";
import { numberFromInput } from "../fields/field-values";

// Bulk edit's Field form (issue 25) on the payload's rules (issue 23 #2): the value is checked as the
// batch route checks a write's values (taskFieldsInput), then as the board checks it for its field
// (core/fields/validate.ts, checkFieldValue), so the form refuses what the board would, in its words.

export interface FieldValuePayload {
  fieldId: string;
  /** `null` clears the field on every selected task. */
  value: FieldValue | null;
}

/** The value the inputs hold for the field: what the batch sends. Empty text clears the field. */
export function fieldValueOf(field: CustomField | undefined, values: Record<string, unknown>): unknown {
  const text = textOf(values.value);
  switch (field?.type) {
    case "checkbox":
      return text === "on";
    case "number":
      return text.trim() === "" ? null : numberFromInput(text);
    case "person":
      return text === "" ? null : Number(text);
    case "multi-select":
      return listOf(values.value);
    default:
      return text.trim() === "" ? null : text.trim();
  }
}

export function fieldValueSchema(fields: readonly CustomField[], isMember: (userId: number) => boolean) {
  const checked = z.strictObject({ fieldId: z.string(), value: z.unknown() }).superRefine(({ fieldId, value }, ctx) => {
    const field = fields.find((f) => f.id === fieldId);
    if (!field) return ctx.addIssue({ code: "custom", path: ["fieldId"], message: "Choose a field." });
    const shape = taskFieldsInput.safeParse({ [fieldId]: value });
    if (!shape.success) return ctx.addIssue({ code: "custom", path: ["value"], message: shape.error.issues[0].message });
    if (value === null) return;
    const result = checkFieldValue(field, value, isMember);
    if (!result.ok) ctx.addIssue({ code: "custom", path: ["value"], message: result.message });
  });
  return formSchema(checked as unknown as z.ZodType<FieldValuePayload>, (values) => ({
    fieldId: textOf(values.fieldId),
    value: fieldValueOf(
      fields.find((f) => f.id === textOf(values.fieldId)),
      values,
    ),
  }));
}

/**
 * Where the board's refusal of the batch goes: the board names the field first ("Budget: enter a
 * number.", in details.errors), so that message goes under the value; anything else at the form's foot.
 */
export function fieldValueErrors(err: unknown, field: CustomField | undefined, fallback: string): FormErrors {
  const errors = errorDetails(err, z.object({ errors: z.array(z.object({ message: z.string() })).optional() }))?.errors;
  const first = errors?.[0]?.message;
  if (field && first?.startsWith(`${field.name}: `)) return { fieldErrors: { value: [first] }, formErrors: [] };
  return formErrorsFrom(err, ["fieldId", "value"], fallback, field ? [{ prefix: field.name, input: "value" }] : []);
}
