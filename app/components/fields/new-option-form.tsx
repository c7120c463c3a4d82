import { z } from "zod";
import { type CustomField, updateFieldSchema } from "../../../core/schemas/custom-field";
import { formErrorsFrom } from "../../lib/server-errors";
import { textOf, useSchemaForm } from "../../lib/use-schema-form";
import { Button } from "../ui/button";
import { FormErrors, FormTextField } from "../ui/form-fields";

type OptionInput = { id?: string; name: string };

const NOT_SAVED = "The options were not saved.";

/**
 * The one input's schema: the field's options with the typed one added, checked by PATCH /api/fields/:id's
 * own schema (updateFieldSchema: the name's rules, the limit, no two alike). Every issue is about the new
 * option, so each lands on its input, whatever its path in the list.
 */
export function newOptionSchema(kept: OptionInput[]) {
  return z.object({ name: z.unknown() }).transform((v, ctx): OptionInput[] => {
    const checked = updateFieldSchema.safeParse({ options: [...kept, { name: textOf(v.name) }] });
    if (checked.success) return checked.data.options ?? [];
    for (const message of new Set(checked.error.issues.map((i) => i.message))) ctx.addIssue({ code: "custom", path: ["name"], message });
    return z.NEVER;
  });
}

/** A new option of a select field, on Conform (issue 23 #2); the name clears once the server took it. */
export function NewOptionForm({
  field,
  kept,
  busy,
  add,
}: {
  field: CustomField;
  kept: OptionInput[];
  busy: boolean;
  /** Sends the whole list; throws when refused. */
  add: (options: OptionInput[]) => Promise<unknown>;
}) {
  const { form, fields, pending } = useSchemaForm({
    schema: newOptionSchema(kept),
    defaultValue: { name: "" },
    fallback: NOT_SAVED,
    // The server names the list ("options", "options.3.name"): this form's one input.
    errorsOf: (err) => {
      const placed = formErrorsFrom(err, ["options", "name"], NOT_SAVED);
      const onName = [...(placed.fieldErrors.options ?? []), ...(placed.fieldErrors.name ?? [])];
      const fieldErrors: Record<string, string[]> = onName.length > 0 ? { name: onName } : {};
      return { fieldErrors, formErrors: placed.formErrors };
    },
    onSubmit: async (options) => {
      await add(options);
      form.update({ name: fields.name.name, value: "" });
    },
  });
  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate aria-label={`New option of “${field.name}”`} className="space-y-2">
      <div className="flex flex-wrap items-end gap-2">
        <FormTextField field={fields.name} label={`New option of “${field.name}”`} limit={60} className="min-w-0 flex-1 basis-40" />
        <Button type="submit" variant="secondary" size="sm" isDisabled={busy || pending || !textOf(fields.name.value).trim()}>
          Add option
        </Button>
      </div>
      <FormErrors form={form} />
    </form>
  );
}
