import { type ExportTargetInput, PROVIDER_NAMES } from "../../../core/schemas/integrations";
import { ContainerPicker } from "./container-picker";
import type { SyncAction } from "./sync-menu-sections";

// A first sync or pull of a project that is not linked yet: the provider needs to know where its tasks
// go (or come from), so the person picks that container and the action runs again with it.

export function SyncTargetPicker({
  action,
  onClose,
  onPick,
}: {
  action: SyncAction;
  onClose: () => void;
  onPick: (action: SyncAction, target: ExportTargetInput) => void;
}) {
  return (
    <ContainerPicker
      provider={action.provider}
      title={`Link this project to ${PROVIDER_NAMES[action.provider]}`}
      confirmLabel={action.kind === "sync" ? "Sync" : "Pull tasks"}
      onOpenChange={(open) => !open && onClose()}
      onPick={([c]) => {
        onClose();
        if (c) onPick(action, { id: c.id });
      }}
    />
  );
}
