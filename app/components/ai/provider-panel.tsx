import { useState } from "react";
import { exportFile } from "../../../core/export-files";
import { type ExportTargetInput, type IntegrationView, PROVIDER_NAMES, type ProviderId } from "../../../core/schemas/integrations";
import type { GeneratedPlan } from "../../../core/schemas/plan";
import { downloadFile } from "../../lib/download-file";
import { ConnectDialog } from "../integrations/connect-dialog";
import { Button } from "../ui/button";
import { Download, Plug } from "../ui/icons";
import { Spinner } from "../ui/spinner";
import { ProviderConnection } from "./provider-connection";

// The export destination's panel under the wizard's review (spec §2.4): the provider's connection and
// target, or "Connect {provider}" in place; either way the plan can leave as the provider's import file.

/** Saves the plan as the provider's import file, in the browser: no connection, no server call. */
function PlanFileDownload({ plan, provider }: { plan: GeneratedPlan; provider: ProviderId }) {
  const name = PROVIDER_NAMES[provider];
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
      <Button variant="secondary" size="sm" onPress={() => downloadFile(exportFile(plan, provider))}>
        <Download className="h-4 w-4" aria-hidden /> Download {name} import file (.csv)
      </Button>
      <span>A file download for {name}'s own importer, not a connection.</span>
    </div>
  );
}

export function ProviderPanel({
  provider,
  connection,
  loadError,
  onReload,
  target,
  onTargetChange,
  plan,
}: {
  provider: ProviderId;
  connection: IntegrationView | undefined;
  loadError: string | null;
  onReload: () => Promise<void>;
  target: ExportTargetInput | null;
  onTargetChange: (t: ExportTargetInput | null) => void;
  plan: GeneratedPlan;
}) {
  const name = PROVIDER_NAMES[provider];
  const [connectOpen, setConnectOpen] = useState(false);
  const returnTo = typeof window === "undefined" ? "/dashboard" : `${window.location.pathname}${window.location.search}`;

  if (loadError) {
    return (
      <div role="alert" className="flex flex-col gap-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
        <p>
          {loadError}{" "}
          <button type="button" className="underline" onClick={() => void onReload()}>
            Try again
          </button>
        </p>
        <PlanFileDownload plan={plan} provider={provider} />
      </div>
    );
  }
  if (!connection) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-500">
        <Spinner label="Loading connections" className="h-4 w-4" /> Checking your {name} connection…
      </p>
    );
  }
  return (
    <section aria-label={`${name} export`} className="flex flex-col gap-3 rounded-md border border-slate-200 bg-slate-50 p-3">
      {connection.connected ? (
        <ProviderConnection
          provider={provider}
          connection={connection}
          onReload={onReload}
          target={target}
          onTargetChange={onTargetChange}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <span>{name} is not connected.</span>
          <Button size="sm" onPress={() => setConnectOpen(true)}>
            <Plug className="h-4 w-4" aria-hidden /> Connect {name}
          </Button>
        </div>
      )}
      <PlanFileDownload plan={plan} provider={provider} />
      <ConnectDialog
        provider={provider}
        mode={connection.mode}
        isOpen={connectOpen}
        onOpenChange={setConnectOpen}
        onConnected={() => void onReload()}
        returnTo={returnTo}
      />
    </section>
  );
}
