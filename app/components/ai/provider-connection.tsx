import { useState } from "react";
import { type ExportTargetInput, type IntegrationView, PROVIDER_NAMES, type ProviderId } from "../../../core/schemas/integrations";
import { JiraSitePicker } from "../integrations/jira-site-picker";
import { Button } from "../ui/button";
import { Plug } from "../ui/icons";
import { TargetPicker } from "./target-picker";

// A connected provider in the export panel: who it is connected as, Jira's site (an OAuth connection
// can switch to another of the account's sites), and where the export goes.

export function ProviderConnection({
  provider,
  connection,
  onReload,
  target,
  onTargetChange,
}: {
  provider: ProviderId;
  connection: IntegrationView;
  onReload: () => Promise<void>;
  target: ExportTargetInput | null;
  onTargetChange: (t: ExportTargetInput | null) => void;
}) {
  const name = PROVIDER_NAMES[provider];
  const [changingSite, setChangingSite] = useState(false);
  return (
    <>
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <Plug className="h-4 w-4 text-green-700" aria-hidden />
        Connected to {name} as <strong>{connection.account}</strong>
        <span className="text-slate-500">({connection.mode === "oauth" ? "OAuth" : "personal token"})</span>
      </p>
      {connection.site && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          On the site <strong>{new URL(connection.site.url).host}</strong>
          {connection.mode === "oauth" && (
            <Button variant="secondary" size="sm" onPress={() => setChangingSite(true)}>
              Change site
            </Button>
          )}
        </p>
      )}
      {changingSite && <JiraSitePicker onOpenChange={setChangingSite} onChosen={() => void onReload()} />}
      {/* Another site has other projects: the list is read again. */}
      <TargetPicker
        key={connection.site?.url ?? provider}
        provider={provider}
        target={target ?? connection.lastTarget}
        onChange={onTargetChange}
      />
    </>
  );
}
