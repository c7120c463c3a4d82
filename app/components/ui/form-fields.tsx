import { type FieldMetadata, useInputControl } from "@conform-to/react";
import { Select } from "./select";
import { TextField } from "./text-field";

// Issue 23 #2: our react-aria inputs bound to a Conform field. Conform keeps the value (a hidden select
// it owns carries it into the form data) and the field's errors; the react-aria input shows them, with
// aria-invalid and aria-describedby pointing at the message, as every TextField and Select does.

// biome-ignore lint/suspicious/noExplicitAny: a field of any form; only its name, value and errors are read.
type Field = FieldMetadata<string, any, string[]>;

export function FormTextField({
  field,
  ...props
}: { field: Field } & Omit<React.ComponentProps<typeof TextField>, "value" | "onChange" | "errorMessage" | "name">) {
  const control = useInputControl(field);
  return (
    <TextField
      {...props}
      value={control.value ?? ""}
      onChange={control.change}
      onBlur={() => {
        control.blur();
        props.onBlur?.();
      }}
      errorMessage={field.errors?.[0]}
    />
  );
}

export function FormSelect<K extends string>({
  field,
  ...props
}: { field: Field } & Omit<React.ComponentProps<typeof Select<K>>, "value" | "onChange" | "errorMessage" | "name">) {
  const control = useInputControl(field);
  return (
    <Select<K> {...props} value={(control.value as K | undefined) ?? null} onChange={control.change} errorMessage={field.errors?.[0]} />
  );
}

/** The form's own errors (those no input owns), next to its buttons; read out when they appear. */
export function FormErrors({ form }: { form: { errors?: string[]; errorId: string } }) {
  if (!form.errors?.length) return null;
  return (
    <div id={form.errorId} role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {form.errors.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
