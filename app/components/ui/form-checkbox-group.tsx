import { useInputControl } from "@conform-to/react";
import type { ReactNode } from "react";
import { CheckboxGroup, FieldError, Label, Text } from "react-aria-components";

// Issue 23 #2: a react-aria checkbox group bound to a Conform field that holds a list (the token's scopes,
// a webhook's events), as FormTextField binds a text input. Conform's hidden multiple select carries the
// chosen values into the form data; the group shows the field's error, tied to it by react-aria.

/** What useInputControl reads of a field: its form, name, starting list and key (reset). */
type ListField = {
  formId: string;
  name: string;
  key?: string;
  initialValue?: string | Array<string | undefined>;
  errors?: string[];
};

export function FormCheckboxGroup({
  field,
  label,
  description,
  isDisabled,
  className,
  children,
}: {
  field: ListField;
  label: string;
  description?: string;
  isDisabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const control = useInputControl(field);
  const value = Array.isArray(control.value) ? control.value : control.value ? [control.value] : [];
  const error = field.errors?.[0];
  return (
    <CheckboxGroup
      value={value}
      onChange={control.change}
      isInvalid={Boolean(error)}
      isDisabled={isDisabled}
      validationBehavior="aria"
      className={className}
    >
      <Label className="text-sm font-medium text-slate-700">{label}</Label>
      {description && (
        <Text slot="description" className="text-xs text-slate-500">
          {description}
        </Text>
      )}
      {children}
      <FieldError className="text-sm text-red-600">{error}</FieldError>
    </CheckboxGroup>
  );
}
