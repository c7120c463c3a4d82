import { useId, useState } from "react";
import type { CustomField } from "../../../core/schemas/custom-field";
import type { MemberView } from "../../../core/schemas/team";
import { useSchemaForm } from "../../lib/use-schema-form";
import { Button } from "../ui/button";
import { FormErrors } from "../ui/form-fields";
import { FieldValueInput } from "./field-value-input";
import { type FieldValuePayload, fieldValueErrors, fieldValueSchema } from "./field-value-schema";

// Bulk edit (issue 25): one of the project's own fields and the value every selected task gets. The
// value is checked as the board checks it (decision 090); a refusal naming the field shows under the value.

const controlClass =
  "mt-1 block h-9 w-full rounded-md border border-slate-300 bg-white px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-indigo-500";

const FALLBACK = "The tasks were not changed. Please try again.";

export function FieldValueForm({
  fields,
  members,
  onApply,
}: {
  fields: CustomField[];
  members: MemberView[];
  /** Sends the batch (`null` clears the field on every selected task); throws when the board refuses it. */
  onApply: (field: CustomField, value: FieldValuePayload["value"]) => Promise<unknown>;
}) {
  const [fieldId, setFieldId] = useState(fields[0]?.id ?? "");
  const field = fields.find((f) => f.id === fieldId);
  // The field the shown errors are about: choosing another one puts them away (its value starts afresh).
  const [checkedFor, setCheckedFor] = useState<string | null>(null);
  const {
    form,
    fields: inputs,
    pending,
  } = useSchemaForm({
    schema: fieldValueSchema(fields, (userId) => members.some((m) => m.userId === userId)),
    defaultValue: { fieldId, value: undefined as string | string[] | undefined },
    fallback: FALLBACK,
    shouldValidate: "onSubmit",
    errorsOf: (err) => fieldValueErrors(err, field, FALLBACK),
    onSubmit: async (payload) => {
      const chosen = fields.find((f) => f.id === payload.fieldId);
      if (chosen) await onApply(chosen, payload.value);
    },
  });
  const valueId = useId();
  if (!field) return null;
  return (
    <form
      id={form.id}
      onSubmit={(e) => {
        setCheckedFor(fieldId);
        form.onSubmit(e);
      }}
      noValidate
      className="space-y-3"
    >
      <label className="block text-sm font-medium text-slate-700">
        Field
        <select
          name="fieldId"
          className={controlClass}
          value={fieldId}
          onChange={(e) => {
            setFieldId(e.target.value);
            setCheckedFor(null);
          }}
        >
          {fields.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </select>
      </label>
      {/* A new field starts from nothing typed or ticked. */}
      <FieldValueInput
        key={field.id}
        field={field}
        members={members}
        id={valueId}
        name={inputs.value.name}
        className={controlClass}
        error={{ id: inputs.value.errorId, message: checkedFor === fieldId ? inputs.value.errors?.[0] : undefined }}
      />
      {checkedFor === fieldId && <FormErrors form={form} />}
      <div className="flex justify-end">
        <Button type="submit" size="sm" isDisabled={pending}>
          Apply to all
        </Button>
      </div>
    </form>
  );
}
