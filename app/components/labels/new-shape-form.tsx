import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { textOf } from "../../lib/use-schema-form";
import { Button } from "../ui/button";
import { FormErrors, FormTextField } from "../ui/form-fields";

/**
 * The frame of the forms that add to a project's shape (a label, a status, a field): a name, the
 * inputs beside it, "Add …" (off while the name is empty or the form is on its way), and the form's
 * own refusal at its foot. `below` holds inputs under the row (a select field's options); with it the
 * button comes after them, so the tab order follows the page.
 */
export function NewShapeForm({
  form,
  name,
  noun,
  limit,
  disabled,
  children,
  below,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: a form of any shape; only its id, submit and errors are read.
  form: FormMetadata<any, string[]>;
  // biome-ignore lint/suspicious/noExplicitAny: the name field of any form.
  name: FieldMetadata<string, any, string[]>;
  noun: "label" | "status" | "field";
  limit: number;
  /** The board is busy or the form is on its way. */
  disabled: boolean;
  children: ReactNode;
  below?: { content: ReactNode };
}) {
  const add = (
    <Button type="submit" isDisabled={disabled || !textOf(name.value).trim()}>
      Add {noun}
    </Button>
  );
  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate aria-label={`New ${noun}`} className="space-y-2">
      <div className="flex flex-wrap items-end gap-2">
        <FormTextField field={name} label={`New ${noun} name`} limit={limit} className="min-w-0 flex-1 basis-40" />
        {children}
        {!below && add}
      </div>
      {below?.content}
      {below && add}
      <FormErrors form={form} />
    </form>
  );
}
