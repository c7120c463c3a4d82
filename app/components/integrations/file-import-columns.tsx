import { type ColumnMapping, FIELD_LABELS, MAPPED_FIELDS, type ReadFile } from "../../../core/import-files/formats";
import { Select } from "../ui/select";

// The file's columns for each task field, guessed from the headers; any can be changed or left out.

const NONE = "__none__";

export function FileImportColumns({
  columns,
  current,
  repeated,
  onChange,
}: {
  columns: string[];
  current: ColumnMapping;
  repeated: ReadFile["repeated"] | null;
  onChange: (mapping: ColumnMapping) => void;
}) {
  const options = [
    { id: NONE, label: "Not imported" },
    ...columns.map((c) => ({ id: c, label: repeated?.[c] ? `${c} (all ${repeated[c]} columns)` : c })),
  ];
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">Columns (guessed from the file; change any)</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-3">
        {MAPPED_FIELDS.map((field) => (
          <Select
            key={field}
            label={FIELD_LABELS[field]}
            options={options}
            value={current[field] ?? NONE}
            onChange={(v) => onChange({ ...current, [field]: v === NONE ? null : String(v) })}
          />
        ))}
      </div>
    </fieldset>
  );
}
