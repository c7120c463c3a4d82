import { createFieldSchema, FIELD_TYPE_LABELS, FIELD_TYPES, type FieldType } from "../../../core/schemas/custom-field";
import { createField } from "../../lib/definitions-api";
import { formSchema, textOf, useSchemaForm } from "../../lib/use-schema-form";
import { NewShapeForm } from "../labels/new-shape-form";
import { FormSelect, FormTextField } from "../ui/form-fields";

const TYPE_OPTIONS = FIELD_TYPES.map((t) => ({ id: t, label: FIELD_TYPE_LABELS[t] }));
const NOT_ADDED = "The field was not added. Please try again.";

/** The options typed one per line, blank lines dropped. */
export function optionLines(text: string): Array<{ name: string }> {
  return text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .map((name) => ({ name }));
}

/** The type input's text names a select (the only types with options; hasOptions, as text). */
const isSelectType = (type: string) => type === "single-select" || type === "multi-select";

/** What the inputs hold, as POST /api/projects/:id/fields takes it (createFieldSchema); only a select sends options. */
const schema = formSchema(createFieldSchema, (v) => {
  const type = textOf(v.type);
  return { name: textOf(v.name), type, ...(isSelectType(type) ? { options: optionLines(textOf(v.options)) } : {}) };
});

/**
 * A new field: its name and type, and a select's options one per line, on Conform over the route's own
 * schema (issue 23 #2). A refusal of an option ("options.1.name") lands under Options; the name and the
 * options clear once the server took them, the type stays.
 */
export function NewFieldForm({ projectId, busy }: { projectId: number; busy: boolean }) {
  const { form, fields, pending } = useSchemaForm({
    schema,
    defaultValue: { name: "", type: "text", options: "" },
    fallback: NOT_ADDED,
    onSubmit: async (payload) => {
      await createField(projectId, payload);
      form.update({ name: fields.name.name, value: "" });
      form.update({ name: fields.options.name, value: "" });
    },
  });
  const options = isSelectType(textOf(fields.type.value)) && (
    <FormTextField field={fields.options} label="Options" description="One per line" multiline rows={3} />
  );
  return (
    <NewShapeForm form={form} name={fields.name} noun="field" limit={60} disabled={busy || pending} below={{ content: options }}>
      <FormSelect<FieldType> field={fields.type} label="Type" className="w-40" options={TYPE_OPTIONS} />
    </NewShapeForm>
  );
}
