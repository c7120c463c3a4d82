import { useEffect } from "react";
import { updateProjectSchema } from "../../../core/schemas/project";
import { clearDraft, writeDraft } from "../../lib/drafts";
import { formSchema, textOf, useSchemaForm } from "../../lib/use-schema-form";
import { Button } from "../ui/button";
import { FormErrors, FormTextField } from "../ui/form-fields";

const LIMIT = 10_000;

/** What is kept in this browser while the description is edited: the text, and the text it started from. */
export interface DescriptionDraft {
  text: string;
  base: string;
}

export const isDescriptionDraft = (v: unknown): v is DescriptionDraft =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as { text?: unknown }).text === "string" &&
  typeof (v as { base?: unknown }).base === "string";

// The update route's own schema, for the one field this form sends (blank is no description).
const descriptionSchema = formSchema(updateProjectSchema.pick({ description: true }).required(), (v) => ({
  description: textOf(v.description).trim() || null,
}));

/**
 * The description's form (Conform over the update payload's schema). Every change is kept in this
 * browser until Save or Cancel; a refusal stays next to the text, with the text kept.
 */
export function DescriptionForm({
  draftKey,
  start,
  current,
  onSave,
  onClose,
}: {
  draftKey: string;
  start: DescriptionDraft & { restored: boolean };
  /** The saved description now: different from `start.base` when someone else changed it meanwhile. */
  current: string;
  onSave: (description: string | null) => Promise<void>;
  onClose: () => void;
}) {
  const close = () => {
    clearDraft(draftKey);
    onClose();
  };
  const { form, fields, pending } = useSchemaForm({
    schema: descriptionSchema,
    defaultValue: { description: start.text },
    shouldValidate: "onSubmit",
    fallback: "Failed to update project details",
    onSubmit: async (payload) => {
      await onSave(payload.description ?? null);
      close();
    },
  });
  const text = textOf(form.value?.description ?? start.text);
  // What is typed is kept until Save or Cancel; back to where it started, there is nothing to keep.
  useEffect(() => {
    if (text.trim() === start.base) clearDraft(draftKey);
    else writeDraft(draftKey, { text, base: start.base });
  }, [draftKey, text, start.base]);

  return (
    <form
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate
      aria-label="Edit project description"
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.stopPropagation();
          close();
        }
      }}
      className="space-y-2"
    >
      {start.restored && (
        <p role="status" className="rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">
          Unsaved draft restored from this browser. It is not saved yet: Save to keep it, or Cancel to drop it.
        </p>
      )}
      {current !== start.base && (
        <p role="status" className="text-sm text-amber-700">
          Someone else changed the description while you were editing. Saving replaces their text with yours.
        </p>
      )}
      <FormTextField field={fields.description} label="Description" multiline rows={4} limit={LIMIT} autoFocus />
      <FormErrors form={form} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" size="sm" onPress={close} isDisabled={pending}>
          Cancel
        </Button>
        <Button type="submit" size="sm" isDisabled={pending || text.length > LIMIT}>
          {pending ? "Saving..." : "Save"}
        </Button>
      </div>
    </form>
  );
}
