import { Label as AriaLabel, CheckboxGroup, FieldError } from "react-aria-components";
import type { CustomField, FieldValue } from "../../../core/schemas/custom-field";
import type { MemberView } from "../../../core/schemas/team";
import { displayName } from "../../../core/user-display";
import { Select } from "../ui/select";
import { TextField } from "../ui/text-field";
import { BoxCheckbox } from "./chip-checkbox";
import { numberFromInput, numberInputText } from "./field-values";

const NONE = "__none";

/**
 * Issue 25: one custom field in the task editor, with the control its type asks for. What is typed is
 * kept as typed; the server checks the value and its message names the field.
 */
export function FieldInput({
  field,
  value,
  onChange,
  members,
  errorMessage,
}: {
  field: CustomField;
  value: FieldValue | undefined;
  onChange: (value: FieldValue) => void;
  members: MemberView[];
  /** Why the value was refused (the board's words), shown under the input and tied to it. */
  errorMessage?: string;
}) {
  const groupError = <FieldError className="text-sm text-red-600">{errorMessage}</FieldError>;
  switch (field.type) {
    case "text":
      return (
        <TextField
          label={field.name}
          value={typeof value === "string" ? value : ""}
          onChange={onChange}
          limit={2000}
          errorMessage={errorMessage}
        />
      );
    case "url":
      return (
        <TextField
          label={field.name}
          value={typeof value === "string" ? value : ""}
          onChange={onChange}
          placeholder="https://"
          errorMessage={errorMessage}
          description="A web address starting with http:// or https://"
        />
      );
    case "number":
      return (
        <TextField
          label={field.name}
          value={numberInputText(value)}
          onChange={(text) => onChange(numberFromInput(text))}
          errorMessage={errorMessage}
        />
      );
    case "date":
      return (
        <TextField
          label={field.name}
          type="date"
          value={typeof value === "string" ? value : ""}
          onChange={onChange}
          errorMessage={errorMessage}
        />
      );
    case "checkbox":
      return (
        <CheckboxGroup
          value={value === true ? ["on"] : []}
          onChange={(v) => onChange(v.includes("on"))}
          isInvalid={!!errorMessage}
          className="flex flex-col gap-1"
        >
          <AriaLabel className="text-sm font-medium text-slate-700">{field.name}</AriaLabel>
          <BoxCheckbox value="on">Yes</BoxCheckbox>
          {groupError}
        </CheckboxGroup>
      );
    case "single-select":
      return (
        <Select
          label={field.name}
          options={[{ id: NONE, label: "None" }, ...field.options.map((o) => ({ id: o.id, label: o.name }))]}
          value={typeof value === "string" && value ? value : NONE}
          onChange={(id) => onChange(id === NONE ? "" : id)}
          errorMessage={errorMessage}
        />
      );
    case "multi-select":
      return (
        <CheckboxGroup
          value={Array.isArray(value) ? value : []}
          onChange={onChange}
          isInvalid={!!errorMessage}
          className="flex flex-col gap-1"
        >
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
          {groupError}
        </CheckboxGroup>
      );
    case "person": {
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
  }
}
