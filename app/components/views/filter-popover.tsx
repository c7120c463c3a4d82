import { useState } from "react";
import { Dialog, DialogTrigger, Heading, Popover } from "react-aria-components";
import type { FilterOp, ViewFilter } from "../../../core/schemas/saved-view";
import { useSchemaForm } from "../../lib/use-schema-form";
import { Button } from "../ui/button";
import { FormSelect } from "../ui/form-fields";
import { Plus } from "../ui/icons";
import { Select } from "../ui/select";
import { inputClass } from "../ui/text-field";
import { choiceInputValue, filterFormSchema } from "./filter-form-schema";
import { NO_VALUE_OPS, OP_LABEL, type ViewKeyInfo } from "./view-keys";

// Issue 25: "Add filter": a field, a condition and a value, then Add. Choices are ticked (any of
// them matches), dates and numbers typed; "is empty" and "is not empty" take none.

export function AddFilterButton({ catalogue, onAdd }: { catalogue: ViewKeyInfo[]; onAdd: (filter: ViewFilter) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button variant="secondary" size="sm">
        <Plus className="h-4 w-4" aria-hidden />
        Add filter
      </Button>
      <Popover
        placement="bottom start"
        className="w-[min(22rem,calc(100vw-2rem))] rounded-md border border-slate-200 bg-white p-4 shadow-lg"
      >
        <Dialog className="outline-none" aria-labelledby="add-filter-heading">
          <FilterForm
            catalogue={catalogue}
            onAdd={(f) => {
              onAdd(f);
              setOpen(false);
            }}
            onCancel={() => setOpen(false)}
          />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

/** The field to filter on; each field gets a fresh form (its own conditions, nothing ticked or typed). */
function FilterForm({
  catalogue,
  onAdd,
  onCancel,
}: {
  catalogue: ViewKeyInfo[];
  onAdd: (filter: ViewFilter) => void;
  onCancel: () => void;
}) {
  const [key, setKey] = useState<string>(catalogue[0]?.key ?? "priority");
  const info = catalogue.find((k) => k.key === key) ?? catalogue[0];
  return (
    <div className="space-y-3">
      <Heading slot="title" id="add-filter-heading" className="text-sm font-semibold text-slate-900">
        Add a filter
      </Heading>
      <Select label="Field" options={catalogue.map((k) => ({ id: k.key, label: k.label }))} value={key} onChange={setKey} />
      <FilterValueForm key={info.key} info={info} onAdd={onAdd} onCancel={onCancel} />
    </div>
  );
}

/** A condition and a value for one field, checked by the view's filter schema, then Add. */
function FilterValueForm({ info, onAdd, onCancel }: { info: ViewKeyInfo; onAdd: (filter: ViewFilter) => void; onCancel: () => void }) {
  const { form, fields } = useSchemaForm({
    schema: filterFormSchema(info),
    defaultValue: { key: info.key, op: info.ops[0], value: info.kind === "checkbox" ? "on" : undefined },
    fallback: "The filter was not added.",
    shouldValidate: "onSubmit",
    onSubmit: async (filter) => onAdd(filter),
  });
  const op = (fields.op.value as FilterOp | undefined) ?? info.ops[0];
  const needsValue = !NO_VALUE_OPS.has(op);
  const error = fields.value.errors?.[0];
  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className="space-y-3">
      <input type="hidden" name="key" value={info.key} />
      {info.kind !== "checkbox" && (
        <FormSelect field={fields.op} label="Condition" options={info.ops.map((o) => ({ id: o, label: OP_LABEL[o] }))} />
      )}
      {needsValue && <FilterValueInput info={info} name={fields.value.name} error={error} />}
      {needsValue && error && (
        <p id="add-filter-error" role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm">
          Add
        </Button>
      </div>
    </form>
  );
}

/** The value's input for the field's kind: choices are ticked (any of them matches), dates and numbers typed. */
function FilterValueInput({ info, name, error }: { info: ViewKeyInfo; name: string; error: string | undefined }) {
  if (info.kind === "choice")
    return (
      <fieldset className="max-h-48 space-y-1 overflow-y-auto rounded-md border border-slate-200 p-2">
        <legend className="px-1 text-sm font-medium text-slate-700">Values</legend>
        {info.choices.length === 0 && <p className="text-sm text-slate-500">Nothing to choose from yet.</p>}
        {info.choices.map((c) => (
          <label key={String(c.value)} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" name={name} value={choiceInputValue(c.value)} />
            {c.label}
          </label>
        ))}
      </fieldset>
    );
  if (info.kind === "checkbox")
    return (
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" name={name} defaultChecked />
        {info.label} is checked
      </label>
    );
  if (info.kind !== "date" && info.kind !== "number" && info.kind !== "text") return null;
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
      Value
      <input
        name={name}
        type={info.kind === "date" ? "date" : info.kind === "number" ? "number" : "text"}
        maxLength={200}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "add-filter-error" : undefined}
        className={inputClass}
      />
    </label>
  );
}
