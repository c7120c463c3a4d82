import { createLabelSchema, type LabelColor } from "../../../core/schemas/labels";
import { createLabel } from "../../lib/definitions-api";
import { formSchema, textOf, useSchemaForm } from "../../lib/use-schema-form";
import { FormSelect } from "../ui/form-fields";
import { NewShapeForm } from "./new-shape-form";
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
    <NewShapeForm form={form} name={fields.name} noun="label" limit={40} disabled={busy || pending}>
      <FormSelect<LabelColor> field={fields.color} label="Colour" options={COLOR_OPTIONS} className="w-32" />
    </NewShapeForm>
  );
}
