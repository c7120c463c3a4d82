import { createLabelSchema, type LabelColor } from "../../../core/schemas/labels";
import { createLabel } from "../../lib/definitions-api";
import { formSchema, textOf, useSchemaForm } from "../../lib/use-schema-form";
import { Button } from "../ui/button";
import { FormErrors, FormSelect, FormTextField } from "../ui/form-fields";
import { COLOR_OPTIONS } from "./shape-editing";

const NOT_ADDED = "The label was not added. Please try again.";

/** What the inputs hold, as POST /api/projects/:id/labels takes it (createLabelSchema). */
const schema = formSchema(createLabelSchema, (v) => ({ name: textOf(v.name), color: textOf(v.color) || undefined }));

/**
 * A new label on Conform over the route's own schema (issue 23 #2): a refused name is shown under it,
 * a clash the board finds ("There is already a label…") at the form's foot; the name clears once the
 * server took it, the colour stays for the next one.
 */
export function NewLabelForm({ projectId, busy }: { projectId: number; busy: boolean }) {
  const { form, fields, pending } = useSchemaForm({
    schema,
    defaultValue: { name: "", color: "blue" },
    fallback: NOT_ADDED,
    onSubmit: async (payload) => {
      await createLabel(projectId, payload);
      form.update({ name: fields.name.name, value: "" });
    },
  });
  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate aria-label="New label" className="space-y-2">
      <div className="flex flex-wrap items-end gap-2">
        <FormTextField field={fields.name} label="New label name" limit={40} className="min-w-0 flex-1 basis-40" />
        <FormSelect<LabelColor> field={fields.color} label="Colour" options={COLOR_OPTIONS} className="w-32" />
        <Button type="submit" isDisabled={busy || pending || !textOf(fields.name.value).trim()}>
          Add label
        </Button>
      </div>
      <FormErrors form={form} />
    </form>
  );
}
