import { useState } from "react";
import { Button } from "./button";
import { Dialog } from "./dialog";

/**
 * "Are you sure?" as an accessible alert dialog instead of window.confirm: it can be styled, read by
 * screen readers and driven in tests. The confirm button shows pending state while onConfirm runs;
 * the dialog closes when it resolves (the caller shows any toast).
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title = "Are you sure?",
  message,
  confirmLabel = "Delete",
  pendingLabel = "Deleting...",
  cancelLabel = "Cancel",
  destructive = true,
  onConfirm,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title?: string;
  message: React.ReactNode;
  confirmLabel?: string;
  pendingLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  onConfirm: () => unknown;
}) {
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
    } finally {
      setPending(false);
      onOpenChange(false);
    }
  };
  return (
    <Dialog
      title={title}
      role="alertdialog"
      size="sm"
      isOpen={isOpen}
      onOpenChange={(open) => !pending && onOpenChange(open)}
      isDismissable={!pending}
    >
      <p className="text-sm text-slate-700">{message}</p>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={pending}>
          {cancelLabel}
        </Button>
        <Button variant={destructive ? "danger" : "primary"} onPress={confirm} isDisabled={pending} autoFocus>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
