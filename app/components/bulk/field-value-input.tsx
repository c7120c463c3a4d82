import type { CustomField } from "../../../core/schemas/custom-field";
import type { MemberView } from "../../../core/schemas/team";
import { displayName } from "../../../core/user-display";

/** The value's control for the field's type, named `name` in the form; its error under it, tied to it. */
export function FieldValueInput({
  field,
  members,
  id,
  name,
  className,
  error,
}: {
  field: CustomField;
  members: MemberView[];
  id: string;
  name: string;
  className: string;
  error: { id: string; message: string | undefined };
}) {
  const described = error.message ? { "aria-invalid": true, "aria-describedby": error.id } : {};
  const message = error.message && (
    <p id={error.id} className="mt-1 text-sm text-red-600">
      {error.message}
    </p>
  );
  if (field.type === "checkbox")
    return (
      <div>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" name={name} defaultChecked className="h-4 w-4 accent-indigo-600" {...described} />
          {field.name}
        </label>
        {message}
      </div>
    );
  if (field.type === "multi-select")
    return (
      <fieldset className="space-y-1 text-sm text-slate-700" {...described}>
        <legend className="font-medium">Value</legend>
        {field.options.map((o) => (
          <label key={o.id} className="flex items-center gap-2">
            <input type="checkbox" name={name} value={o.id} className="h-4 w-4 accent-indigo-600" />
            {o.name}
          </label>
        ))}
        {message}
      </fieldset>
    );
  const choices =
    field.type === "single-select"
      ? field.options.map((o) => ({ id: o.id, name: o.name }))
      : field.type === "person"
        ? members.map((m) => ({ id: String(m.userId), name: displayName(m.user) }))
        : null;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        Value
      </label>
      {choices ? (
        <select id={id} name={name} className={className} defaultValue="" {...described}>
          <option value="">None</option>
          {choices.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          name={name}
          className={className}
          type={field.type === "number" ? "number" : field.type === "date" ? "date" : field.type === "url" ? "url" : "text"}
          step={field.type === "number" ? "any" : undefined}
          {...described}
        />
      )}
      {message}
    </div>
  );
}
