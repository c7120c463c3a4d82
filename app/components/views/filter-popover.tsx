import { Plus } from "lucide-react";
import { useState } from "react";
import { Dialog, DialogTrigger, Heading, Popover } from "react-aria-components";
import type { FilterOp, ViewFilter } from "../../../core/schemas/saved-view";
import { Button } from "../ui/button";
import { Select } from "../ui/select";
import { inputClass } from "../ui/text-field";
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
  const [op, setOp] = useState<FilterOp>(info.ops[0]);
  const [picked, setPicked] = useState<Array<string | number | null>>([]);
  const [typed, setTyped] = useState("");
  const [checked, setChecked] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const needsValue = !NO_VALUE_OPS.has(op);

  const chooseKey = (next: string) => {
    const nextInfo = catalogue.find((k) => k.key === next);
    setKey(next);
    setOp(nextInfo?.ops[0] ?? "is");
    setPicked([]);
    setTyped("");
    setError(null);
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!needsValue) return onAdd({ key: info.key, op });
    if (info.kind === "checkbox") return onAdd({ key: info.key, op: "is", value: [checked] });
    if (info.kind === "choice") {
      if (picked.length === 0) return setError("Tick at least one value.");
      return onAdd({ key: info.key, op, value: picked });
    }
    const value = typed.trim();
    if (!value) return setError(info.kind === "date" ? "Choose a date." : "Enter a value.");
    if (info.kind === "number") {
      const n = Number(value);
      if (!Number.isFinite(n)) return setError("Enter a number.");
      return onAdd({ key: info.key, op, value: op === "is" ? [n] : n });
    }
    if (value.length > 200) return setError("At most 200 characters.");
    return onAdd({ key: info.key, op, value });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <Heading slot="title" id="add-filter-heading" className="text-sm font-semibold text-slate-900">
        Add a filter
      </Heading>
      <Select label="Field" options={catalogue.map((k) => ({ id: k.key, label: k.label }))} value={key} onChange={chooseKey} />
      {info.kind !== "checkbox" && (
        <Select
          label="Condition"
          options={info.ops.map((o) => ({ id: o, label: OP_LABEL[o] }))}
          value={op}
          onChange={(o) => {
            setOp(o);
            setError(null);
          }}
        />
      )}
      {needsValue && info.kind === "choice" && (
        <fieldset className="max-h-48 space-y-1 overflow-y-auto rounded-md border border-slate-200 p-2">
          <legend className="px-1 text-sm font-medium text-slate-700">Values</legend>
          {info.choices.length === 0 && <p className="text-sm text-slate-500">Nothing to choose from yet.</p>}
          {info.choices.map((c) => (
            <label key={String(c.value)} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={picked.includes(c.value)}
                onChange={(e) => {
                  setError(null);
                  setPicked((p) => (e.target.checked ? [...p, c.value] : p.filter((v) => v !== c.value)));
                }}
              />
              {c.label}
            </label>
          ))}
        </fieldset>
      )}
      {needsValue && info.kind === "checkbox" && (
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" checked={checked} onChange={(e) => setChecked(e.target.checked)} />
          {info.label} is checked
        </label>
      )}
      {needsValue && (info.kind === "date" || info.kind === "number" || info.kind === "text") && (
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          Value
          <input
            type={info.kind === "date" ? "date" : info.kind === "number" ? "number" : "text"}
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setError(null);
            }}
            maxLength={200}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "add-filter-error" : undefined}
            className={inputClass}
          />
        </label>
      )}
      {error && (
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
