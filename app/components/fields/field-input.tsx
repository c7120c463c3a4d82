import { Label as AriaLabel, CheckboxGroup, FieldError } from "react-aria-components";
import type { CustomField, FieldValue } from "../../../core/schemas/custom-field";
import type { MemberView } from "../../../core/schemas/team";
import { displayName } from "../../../core/user-display";
import { Select } from "../ui/select";
import { TextField } from "../ui/text-field";
import { BoxCheckbox } from "./chip-checkbox";
import { numberFromInput, numberInputText } from "./field-values";

const NONE = "__none";

interface FieldInputProps {
  field: CustomField;
  value: FieldValue | undefined;
  onChange: (value: FieldValue) => void;
  members: MemberView[];
  /** Why the value was refused (the board's words), shown under the input and tied to it. */
  errorMessage?: string;
}

/**
 * Issue 25: one custom field in the task editor, with the control its type asks for. What is typed is
 * kept as typed; the server checks the value and its message names the field.
 */
export function FieldInput(props: FieldInputProps) {
  switch (props.field.type) {
    case "text":
    case "url":
    case "number":
    case "date":
      return <TypedFieldInput {...props} />;
    case "checkbox":
      return <CheckboxFieldInput {...props} />;
    case "single-select":
      return <SingleSelectFieldInput {...props} />;
    case "multi-select":
      return <MultiSelectFieldInput {...props} />;
    case "person":
      return <PersonFieldInput {...props} />;
  }
}

/** Text, a web address, a number or a date: typed, and kept as typed (a number that is not one too). */
function TypedFieldInput({ field, value, onChange, errorMessage }: FieldInputProps) {
  const text = typeof value === "string" ? value : "";
  const common = { label: field.name, errorMessage };
  switch (field.type) {
    case "url":
      return (
        <TextField
          {...common}
          value={text}
          onChange={onChange}
          placeholder="https://"
          description="A web address starting with http:// or https://"
        />
      );
    case "number":
      return <TextField {...common} value={numberInputText(value)} onChange={(t) => onChange(numberFromInput(t))} />;
    case "date":
      return <TextField {...common} type="date" value={text} onChange={onChange} />;
    default:
      return <TextField {...common} value={text} onChange={onChange} limit={2000} />;
  }
}

function CheckboxFieldInput({ field, value, onChange, errorMessage }: FieldInputProps) {
  return (
    <CheckboxGroup
      value={value === true ? ["on"] : []}
      onChange={(v) => onChange(v.includes("on"))}
      isInvalid={!!errorMessage}
      className="flex flex-col gap-1"
    >
      <AriaLabel className="text-sm font-medium text-slate-700">{field.name}</AriaLabel>
      <BoxCheckbox value="on">Yes</BoxCheckbox>
      <FieldError className="text-sm text-red-600">{errorMessage}</FieldError>
    </CheckboxGroup>
  );
}

function SingleSelectFieldInput({ field, value, onChange, errorMessage }: FieldInputProps) {
  return (
    <Select
      label={field.name}
      options={[{ id: NONE, label: "None" }, ...field.options.map((o) => ({ id: o.id, label: o.name }))]}
      value={typeof value === "string" && value ? value : NONE}
      onChange={(id) => onChange(id === NONE ? "" : id)}
      errorMessage={errorMessage}
    />
  );
}

function MultiSelectFieldInput({ field, value, onChange, errorMessage }: FieldInputProps) {
  return (
    <CheckboxGroup value={Array.isArray(value) ? value : []} onChange={onChange} isInvalid={!!errorMessage} className="flex flex-col gap-1">
      <AriaLabel className="text-sm font-medium text-slate-700">{field.name}</AriaLabel>
      {field.options.length === 0 ? (
        <span className="text-xs text-slate-500">No options yet.</span>
      ) : (
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {field.options.map((o) => (
            <BoxCheckbox key={o.id} value={o.id}>
              {o.name}
            </BoxCheckbox>
          ))}
        </div>
      )}
      <FieldError className="text-sm text-red-600">{errorMessage}</FieldError>
    </CheckboxGroup>
  );
}

/** A member of the project, or nobody; a user no longer a member still shows, as "Unknown user". */
function PersonFieldInput({ field, value, onChange, members, errorMessage }: FieldInputProps) {
  const options = [{ id: NONE, label: "Nobody" }, ...members.map((m) => ({ id: String(m.userId), label: displayName(m.user) }))];
  if (typeof value === "number" && !members.some((m) => m.userId === value)) options.push({ id: String(value), label: "Unknown user" });
  return (
    <Select
      label={field.name}
      options={options}
      value={typeof value === "number" ? String(value) : NONE}
      onChange={(id) => onChange(id === NONE ? "" : Number(id))}
      errorMessage={errorMessage}
    />
  );
}
