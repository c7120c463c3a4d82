import { useMemo } from "react";
import type { CapacitySettingsInput, MemberCapacity } from "../../../core/schemas/capacity";
import { useSchemaForm } from "../../lib/use-schema-form";
import { Button } from "../ui/button";
import { FormErrors } from "../ui/form-fields";
import { MemberCapacityFields } from "./capacity-member-fields";
import { CAPACITY_NOT_SAVED, capacityErrorsOf, capacityFormSchema, capacityValuesOf } from "./capacity-payload";

/**
 * Every member's working time, saved together on Conform over the route's own schema
 * (capacitySettingsSchema): a refused value is shown on its member's input, one save at a time.
 */
export function CapacityForm({
  capacity,
  nameOf,
  onSave,
  saved,
  setSaved,
}: {
  capacity: MemberCapacity[];
  nameOf: (userId: number) => string;
  onSave: (members: CapacitySettingsInput["members"]) => Promise<void>;
  /** "Capacity saved." until the next change; kept by the section, as a save starts the form again. */
  saved: boolean;
  setSaved: (saved: boolean) => void;
}) {
  const userIds = useMemo(() => capacity.map((c) => c.userId), [capacity]);
  const schema = useMemo(() => capacityFormSchema(userIds), [userIds]);
  const { form, fields, pending } = useSchemaForm({
    schema,
    defaultValue: capacityValuesOf(capacity),
    fallback: CAPACITY_NOT_SAVED,
    errorsOf: (err) => capacityErrorsOf(err, userIds.length),
    onSubmit: async ({ members }) => {
      await onSave(members);
      setSaved(true);
    },
  });
  const rows = fields.members.getFieldList();
  return (
    <form id={form.id} onSubmit={form.onSubmit} onInput={() => setSaved(false)} noValidate className="space-y-3">
      {rows.map((row, i) => (
        <MemberCapacityFields key={userIds[i]} name={nameOf(userIds[i])} member={row} />
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" isDisabled={pending}>
          {pending ? "Saving…" : "Save capacity"}
        </Button>
        {saved && (
          <span role="status" className="text-emerald-700">
            Capacity saved.
          </span>
        )}
      </div>
      <FormErrors form={{ errors: [...(form.errors ?? []), ...(fields.members.errors ?? [])], errorId: form.errorId }} />
    </form>
  );
}
