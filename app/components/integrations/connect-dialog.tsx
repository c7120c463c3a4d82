import { type IntegrationView, PROVIDER_NAMES, type ProviderId } from "../../../core/schemas/integrations";
import { authorizeUrl } from "../../lib/integrations";
import { buttonClass } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { ConnectTokenForm } from "./connect-token-form";

/**
 * Connect one provider. With OAuth configured by the deployer it sends the user to the provider;
 * otherwise it takes a personal token (Jira: site + e-mail + token), which the server checks with
 * the provider before storing it. The dialog says which mode is in use.
 */
export function ConnectDialog({
  provider,
  mode,
  isOpen,
  onOpenChange,
  onConnected,
  returnTo,
}: {
  provider: ProviderId;
  mode: "oauth" | "token";
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onConnected: (view: IntegrationView) => void;
  /** The page the OAuth callback returns to. */
  returnTo: string;
}) {
  const name = PROVIDER_NAMES[provider];
  return (
    <Dialog
      title={`Connect ${name}`}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      description={
        mode === "oauth"
          ? `This server connects ${name} with OAuth: you sign in at ${name} and approve Kickoff.`
          : `This server connects ${name} with a personal API token. Kickoff checks it with ${name}, then stores it encrypted.`
      }
    >
      {mode === "oauth" ? (
        // A full page load: the authorize route is the API's, not a page of the app.
        <a href={authorizeUrl(provider, returnTo)} className={buttonClass()}>
          Continue to {name}
        </a>
      ) : (
        <ConnectTokenForm
          provider={provider}
          onConnected={(view) => {
            onConnected(view);
            onOpenChange(false);
          }}
          onCancel={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  );
}
