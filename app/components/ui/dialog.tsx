import { Dialog as AriaDialog, DialogTrigger, Heading, Modal, ModalOverlay, type ModalOverlayProps } from "react-aria-components";
import { X } from "./icons";

export { DialogTrigger };

/**
 * A modal dialog: overlay, focus trap, Escape to close, a heading as its accessible name and a close button.
 * Controlled (isOpen/onOpenChange) or placed inside a <DialogTrigger> next to its opening button.
 */
export function Dialog({
  title,
  description,
  children,
  isDismissable = true,
  role = "dialog",
  size = "md",
  ...overlay
}: Omit<ModalOverlayProps, "children" | "className"> & {
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode | ((close: () => void) => React.ReactNode);
  role?: "dialog" | "alertdialog";
  size?: "sm" | "md" | "lg";
}) {
  // A controlled dialog that is closed renders nothing at all: a page holds several (confirmations on
  // every list), and react-aria's overlay would run its hooks and effects for each on every render.
  if (overlay.isOpen === false) return null;
  const width = { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-2xl" }[size];
  return (
    <ModalOverlay
      {...overlay}
      isDismissable={isDismissable}
      className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/40 p-0 sm:items-center sm:p-4"
    >
      <Modal className={`relative max-h-[90vh] w-full ${width} overflow-y-auto rounded-t-xl bg-white shadow-xl sm:rounded-xl`}>
        <AriaDialog role={role} className="relative p-6 outline-none">
          {({ close }) => (
            <>
              <Heading slot="title" className="pr-8 text-lg font-semibold text-slate-900">
                {title}
              </Heading>
              {description && <div className="mt-1 text-sm text-slate-600">{description}</div>}
              {isDismissable && (
                <button
                  type="button"
                  onClick={close}
                  aria-label="Close"
                  className="absolute top-4 right-4 rounded p-1 text-slate-500 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-indigo-500"
                >
                  <X className="h-4 w-4" aria-hidden />
                </button>
              )}
              <div className="mt-4">{typeof children === "function" ? children(close) : children}</div>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
