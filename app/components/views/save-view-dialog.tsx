import { useRef, useState } from "react";
import { Dialog } from "../ui/dialog";
import { FormActions } from "../ui/form-actions";
import { TextField, tooLong } from "../ui/text-field";

// Issue 25: name a view and choose who sees it. Sharing with the team is an editor's or an owner's
// (the server refuses it to a viewer too); a personal view is its creator's alone.

const NAME_LIMIT = 80;

export interface ViewDetails {
  name: string;
  shared: boolean;
}

export function SaveViewDialog({
  isOpen,
  onOpenChange,
  title,
  submitLabel,
  initial,
  canShare,
  onSubmit,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  submitLabel: string;
  initial: ViewDetails;
  canShare: boolean;
  /** Resolves true when saved (the dialog closes), false to keep it open. */
  onSubmit: (details: ViewDetails) => Promise<boolean>;
}) {
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={title} size="sm">
      {(close) => <ViewForm initial={initial} canShare={canShare} submitLabel={submitLabel} onSubmit={onSubmit} onDone={close} />}
    </Dialog>
  );
}

function ViewForm({
  initial,
  canShare,
  submitLabel,
  onSubmit,
  onDone,
}: {
  initial: ViewDetails;
  canShare: boolean;
  submitLabel: string;
  onSubmit: (details: ViewDetails) => Promise<boolean>;
  onDone: () => void;
}) {
  const [name, setName] = useState(initial.name);
  const [shared, setShared] = useState(initial.shared);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const nameError = (v: string) =>
    v.trim().length === 0 ? "Please enter a view name" : v.trim().length > NAME_LIMIT ? tooLong("View name", NAME_LIMIT) : undefined;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (inFlight.current) return;
    const problem = nameError(name);
    setError(problem);
    if (problem) return;
    inFlight.current = true;
    setPending(true);
    const ok = await onSubmit({ name: name.trim(), shared: canShare ? shared : initial.shared });
    inFlight.current = false;
    setPending(false);
    if (ok) onDone();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label="View name"
        value={name}
        onChange={(v) => {
          setName(v);
          if (error) setError(nameError(v));
        }}
        errorMessage={error}
        autoFocus
        limit={NAME_LIMIT}
      />
      {canShare ? (
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input type="checkbox" className="mt-0.5" checked={shared} onChange={(e) => setShared(e.target.checked)} />
          <span>
            Share with the team
            <span className="block text-xs text-slate-500">Every member of the project sees it in their views.</span>
          </span>
        </label>
      ) : (
        <p className="text-sm text-slate-600">{initial.shared ? "This view is shared with the team." : "Only you will see this view."}</p>
      )}
      <FormActions submitLabel={submitLabel} pendingLabel="Saving..." pending={pending} onCancel={onDone} />
    </form>
  );
}
