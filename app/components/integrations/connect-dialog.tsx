import { useState } from "react";
import { type IntegrationView, PROVIDER_NAMES, type ProviderId } from "../../../core/schemas/integrations";
import { errorMessage } from "../../lib/api";
import { authorizeUrl, connectProvider } from "../../lib/integrations";
import { Button, buttonClass } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Spinner } from "../ui/spinner";
import { TextField } from "../ui/text-field";

const TOKEN_HELP: Record<ProviderId, { where: string; url: string }> = {
  jira: { where: "Atlassian account → Security → API tokens", url: "https://id.atlassian.com/manage-profile/security/api-tokens" },
  asana: { where: "Asana → My settings → Apps → Developer console → Personal access token", url: "https://app.asana.com/0/my-apps" },
  monday: { where: "monday.com → your avatar → Developers → My access tokens", url: "https://monday.com" },
  smartsheet: { where: "Smartsheet → Account → Apps & Integrations → API Access", url: "https://app.smartsheet.com" },
};

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
  const [token, setToken] = useState("");
  const [site, setSite] = useState("");
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const view = await connectProvider(provider, { token, ...(provider === "jira" ? { site, email } : {}) });
      setToken("");
      onConnected(view);
      onOpenChange(false);
    } catch (err) {
      setError(errorMessage(err, `Could not connect ${name}.`));
    } finally {
      setBusy(false);
    }
  };

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
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          {provider === "jira" && (
            <>
              {/* What the person can do themselves; how the server is set up is the deployer's business (issue 21). */}
              <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
                Create an API token in your Atlassian account (Security, then API tokens) and use it with the e-mail you sign in to Jira
                with.
              </p>
              <TextField
                label="Jira site"
                value={site}
                onChange={setSite}
                placeholder="https://your-team.atlassian.net"
                isRequired
                autoComplete="url"
              />
              <TextField label="Atlassian account e-mail" type="email" value={email} onChange={setEmail} isRequired autoComplete="email" />
            </>
          )}
          <TextField
            label="API token"
            type="password"
            value={token}
            onChange={setToken}
            isRequired
            autoComplete="off"
            description={`Create one in ${TOKEN_HELP[provider].where}.`}
          />
          {error && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onPress={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" isDisabled={busy || !token.trim()}>
              {busy && <Spinner label="Checking the token" className="h-4 w-4" />}
              Connect {name}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
