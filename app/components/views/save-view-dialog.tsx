import { createViewSchema } from "../../../core/schemas/saved-view";
import { Dialog } from "../ui/dialog";
import { NameForm, nameOf } from "../ui/name-form";

// Issue 25: name a view and choose who sees it. Sharing with the team is an editor's or an owner's
// (the server refuses it to a viewer too); a personal view is its creator's alone.

export interface ViewDetails {
  name: string;
  shared: boolean;
}

/** The name and sharing of a view, as the views routes check them (core/schemas/saved-view.ts). */
const viewDetailsSchema = createViewSchema.pick({ name: true, shared: true });

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
  /** Saves; throws when refused (after telling the person), which keeps the dialog open. */
  onSubmit: (details: ViewDetails) => Promise<unknown>;
}) {
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={title} size="sm">
      {(close) => (
        <NameForm
          label="View name"
          limit={80}
          initialName={initial.name}
          schema={viewDetailsSchema}
          toPayload={(v) => ({ name: nameOf(v), shared: canShare ? v.shared === "on" : initial.shared })}
          submitLabel={submitLabel}
          onSubmit={onSubmit}
          onDone={close}
        >
          {canShare ? (
            <label className="flex items-start gap-2 text-sm text-slate-800">
              <input type="checkbox" name="shared" className="mt-0.5" defaultChecked={initial.shared} />
              <span>
                Share with the team
                <span className="block text-xs text-slate-500">Every member of the project sees it in their views.</span>
              </span>
            </label>
          ) : (
            <p className="text-sm text-slate-600">
              {initial.shared ? "This view is shared with the team." : "Only you will see this view."}
            </p>
          )}
        </NameForm>
      )}
    </Dialog>
  );
}
