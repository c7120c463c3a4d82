import { useEffect, useState } from "react";
import { Input, Label, TextField } from "react-aria-components";
import { type ExportTarget, PROVIDER_NAMES, type ProviderId } from "../../../core/schemas/integrations";
import { errorMessage } from "../../lib/api";
import { loadTargets } from "../../lib/integrations";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Spinner } from "../ui/spinner";

// Where a project's tasks go in a provider (first sync or pull), or which containers Import Data
// reads. Jira lists its projects; for the others the container's id can be typed (from its URL).

const CONTAINER: Record<ProviderId, string> = {
  jira: "Jira project or epic key",
  asana: "Asana project id",
  monday: "monday board id",
  smartsheet: "Smartsheet sheet id",
};

export function ContainerPicker({
  provider,
  title,
  multiple = false,
  confirmLabel,
  onOpenChange,
  onPick,
}: {
  provider: ProviderId;
  title: string;
  multiple?: boolean;
  confirmLabel: string;
  onOpenChange: (open: boolean) => void;
  onPick: (containers: Array<{ id: string; name: string }>) => void;
}) {
  const [targets, setTargets] = useState<ExportTarget[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const [typed, setTyped] = useState("");

  useEffect(() => {
    if (provider !== "jira") {
      setTargets([]);
      return;
    }
    loadTargets(provider)
      .then(setTargets)
      .catch((err) => setError(errorMessage(err, `Could not load your ${PROVIDER_NAMES[provider]} projects.`)));
  }, [provider]);

  const toggle = (id: string) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : multiple ? [...p, id] : [id]));
  const chosen = [
    ...(targets ?? []).filter((t) => picked.includes(t.id)).map((t) => ({ id: t.id, name: t.name })),
    ...(typed.trim() ? [{ id: typed.trim(), name: `${PROVIDER_NAMES[provider]} ${typed.trim()}` }] : []),
  ];

  return (
    <Dialog title={title} isOpen onOpenChange={onOpenChange}>
      {(close) => (
        <div className="flex flex-col gap-4">
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          {targets === null && !error && (
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <Spinner /> Loading…
            </p>
          )}
          {targets && targets.length > 0 && (
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-700">{multiple ? "Choose one or more" : "Choose one"}</legend>
              <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto">
                {targets.map((t) => (
                  <li key={t.id}>
                    <label className="flex cursor-pointer items-center gap-2 rounded p-2 hover:bg-slate-50">
                      <input
                        type={multiple ? "checkbox" : "radio"}
                        name="container"
                        checked={picked.includes(t.id)}
                        onChange={() => toggle(t.id)}
                      />
                      <span className="font-medium">{t.name}</span>
                      {t.detail && <span className="text-xs text-slate-500">{t.detail}</span>}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          <TextField value={typed} onChange={setTyped} className="flex flex-col gap-1">
            <Label className="text-sm font-medium text-slate-700">
              {targets && targets.length > 0
                ? `Or type a ${CONTAINER[provider]}`
                : `The ${CONTAINER[provider]} (from its address in ${PROVIDER_NAMES[provider]})`}
            </Label>
            <Input className="h-10 rounded-md border border-slate-300 px-3 text-sm outline-none focus:ring-2 focus:ring-indigo-500" />
          </TextField>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button
              isDisabled={chosen.length === 0}
              onPress={() => {
                onPick(multiple ? chosen : chosen.slice(0, 1));
                close();
              }}
            >
              {confirmLabel}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
