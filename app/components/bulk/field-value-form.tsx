import { useId, useState } from "react";
import type { CustomField, FieldValue } from "../../../core/schemas/custom-field";
import type { MemberView } from "../../../core/schemas/team";
import { displayName } from "../../../core/user-display";
import { Button } from "../ui/button";

// Bulk edit (issue 25): one of the project's own fields and the value every selected task gets. The
// board checks the value against the field (decision 090); a refusal names the field.

const controlClass =
  "mt-1 block h-9 w-full rounded-md border border-slate-300 bg-white px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-indigo-500";

export function FieldValueForm({
  fields,
  members,
  onApply,
}: {
  fields: CustomField[];
  members: MemberView[];
  /** `null` clears the field on every selected task. */
  onApply: (field: CustomField, value: FieldValue | null) => void;
}) {
  const [fieldId, setFieldId] = useState(fields[0]?.id ?? "");
  const [text, setText] = useState("");
  const [picked, setPicked] = useState<string[]>([]);
  const [checked, setChecked] = useState(true);
  const valueId = useId();
  const field = fields.find((f) => f.id === fieldId);
  if (!field) return null;

  const value = (): FieldValue | null => {
    switch (field.type) {
      case "checkbox":
        return checked;
      case "number":
        return text.trim() === "" ? null : Number(text);
      case "person":
        return text === "" ? null : Number(text);
      case "multi-select":
        return picked;
      default:
        return text.trim() === "" ? null : text.trim();
    }
  };

  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(field, value());
      }}
    >
      <label className="block text-sm font-medium text-slate-700">
        Field
        <select
          className={controlClass}
          value={fieldId}
          onChange={(e) => {
            setFieldId(e.target.value);
            setText("");
            setPicked([]);
          }}
        >
          {fields.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </select>
      </label>
      {field.type === "checkbox" ? (
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={checked} onChange={(e) => setChecked(e.target.checked)} className="h-4 w-4 accent-indigo-600" />
          {field.name}
        </label>
      ) : field.type === "multi-select" ? (
        <fieldset className="space-y-1 text-sm text-slate-700">
          <legend className="font-medium">Value</legend>
          {field.options.map((o) => (
            <label key={o.id} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={picked.includes(o.id)}
                onChange={(e) => setPicked((p) => (e.target.checked ? [...p, o.id] : p.filter((x) => x !== o.id)))}
                className="h-4 w-4 accent-indigo-600"
              />
              {o.name}
            </label>
          ))}
        </fieldset>
      ) : (
        <div>
          <label htmlFor={valueId} className="block text-sm font-medium text-slate-700">
            Value
          </label>
          {field.type === "single-select" || field.type === "person" ? (
            <select id={valueId} className={controlClass} value={text} onChange={(e) => setText(e.target.value)}>
              <option value="">None</option>
              {field.type === "single-select"
                ? field.options.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.name}
                    </option>
                  ))
                : members.map((m) => (
                    <option key={m.userId} value={String(m.userId)}>
                      {displayName(m.user)}
                    </option>
                  ))}
            </select>
          ) : (
            <input
              id={valueId}
              className={controlClass}
              type={field.type === "number" ? "number" : field.type === "date" ? "date" : field.type === "url" ? "url" : "text"}
              step={field.type === "number" ? "any" : undefined}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          )}
        </div>
      )}
      <div className="flex justify-end">
        <Button type="submit" size="sm">
          Apply to all
        </Button>
      </div>
    </form>
  );
}
