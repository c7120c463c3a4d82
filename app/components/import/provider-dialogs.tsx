import { useRevalidator } from "react-router";
import { PROVIDER_NAMES, type ProviderId } from "../../../core/schemas/integrations";
import { errorMessage } from "../../lib/api";
import { disconnectProvider, useConnectionOutcome } from "../../lib/integrations";
import { JiraSitePicker } from "../integrations/jira-site-picker";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { useToast } from "../ui/toast";

/** Asks before a provider's stored credentials are deleted. */
export function DisconnectDialog({ provider, onClose }: { provider: ProviderId | null; onClose: () => void }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  return (
    <ConfirmDialog
      isOpen={provider !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Disconnect ${provider ? PROVIDER_NAMES[provider] : ""}?`}
      message="Kickoff forgets the stored credentials. Projects you exported stay where they are."
      confirmLabel="Disconnect"
      pendingLabel="Disconnecting..."
      onConfirm={async () => {
        if (!provider) return;
        try {
          await disconnectProvider(provider);
          toast({ title: `${PROVIDER_NAMES[provider]} disconnected`, description: "Its credentials were deleted." });
          revalidator.revalidate();
        } catch (err) {
          toast({ title: "Disconnect failed", description: errorMessage(err, "Please try again."), variant: "destructive" });
        }
      }}
    />
  );
}

/** Jira's site choice: after an OAuth connection that reaches several sites, or when asked to change it. */
export function JiraSiteChoice({ changing, onDone }: { changing: boolean; onDone: () => void }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const { chooseSite, siteChosen } = useConnectionOutcome();
  if (!chooseSite && !changing) return null;
  return (
    <JiraSitePicker
      onOpenChange={(open) => {
        if (open) return;
        siteChosen();
        onDone();
      }}
      onChosen={(view) => {
        toast({ title: "Jira site chosen", description: `Kickoff now works on ${view.site?.name ?? "that site"}.` });
        revalidator.revalidate();
      }}
    />
  );
}
