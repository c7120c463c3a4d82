import type { LabelColor } from "../../../core/schemas/labels";
import { createStatusSchema, type StatusCategory } from "../../../core/schemas/statuses";
import { createStatus } from "../../lib/definitions-api";
import { formSchema, textOf, useSchemaForm } from "../../lib/use-schema-form";
import { NewShapeForm } from "../labels/new-shape-form";
import { COLOR_OPTIONS } from "../labels/shape-editing";
import { FormSelect } from "../ui/form-fields";
import { CATEGORY_OPTIONS } from "./status-select";

const NOT_ADDED = "The status was not added. Please try again.";

/** What the inputs hold, as POST /api/projects/:id/statuses takes it (createStatusSchema). */
const schema = formSchema(createStatusSchema, (v) => ({
  name: textOf(v.name),
  category: textOf(v.category),
  color: textOf(v.color) || undefined,
}));

/**
 * A new status: its name, category and colour, on Conform over the route's own schema (issue 23 #2).
 * A refused name is shown under it, a clash at the form's foot; the name clears once the server took it.
 */
export function NewStatusForm({ projectId, busy }: { projectId: number; busy: boolean }) {
  const { form, fields, pending } = useSchemaForm({
    schema,
    defaultValue: { name: "", category: "in-progress", color: "blue" },
    fallback: NOT_ADDED,
    onSubmit: async (payload) => {
      await createStatus(projectId, payload);
      form.update({ name: fields.name.name, value: "" });
    },
  });
  return (
    <NewShapeForm form={form} name={fields.name} noun="status" limit={40} disabled={busy || pending}>
      <FormSelect<StatusCategory> field={fields.category} label="Category" className="w-36" options={CATEGORY_OPTIONS} />
      <FormSelect<LabelColor> field={fields.color} label="Colour" options={COLOR_OPTIONS} className="w-32" />
    </NewShapeForm>
  );
}
