import { Check, ChevronDown, Download, Plug } from "lucide-react";
import { useEffect, useState } from "react";
import { Button as AriaButton, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Text } from "react-aria-components";
import { exportFile } from "../../../core/export-files";
import type { ExportTarget, ExportTargetInput, IntegrationView, ProviderId } from "../../../core/schemas/integrations";
import { PROVIDER_NAMES } from "../../../core/schemas/integrations";
import type { GeneratedPlan } from "../../../core/schemas/plan";
import { errorMessage } from "../../lib/api";
import { downloadFile } from "../../lib/download-file";
import { loadTargets, useConnectionOutcome, useIntegrations } from "../../lib/integrations";
import { ConnectDialog } from "../integrations/connect-dialog";
import { JiraSitePicker } from "../integrations/jira-site-picker";
import { Button } from "../ui/button";
import { SearchSelect } from "../ui/search-select";
import { Spinner } from "../ui/spinner";
import { type Destination, INTERNAL_DESTINATION } from "./wizard-session";

const OPTIONS: Array<{ id: Destination; label: string }> = [
  { id: INTERNAL_DESTINATION, label: "Save to Kickoff" },
  { id: "jira", label: "Export to Jira" },
  { id: "asana", label: "Export to Asana" },
  { id: "monday", label: "Export to Monday" },
  { id: "smartsheet", label: "Export to Smartsheet" },
];

/** Saves the plan as the provider's import file, in the browser: no connection, no server call. */
function downloadPlanFile(plan: GeneratedPlan, provider: ProviderId) {
  downloadFile(exportFile(plan, provider));
}

/**
 * Where the reviewed plan goes (spec §2.4) and the main button. An export needs the provider
 * connected and a target picked (remembered from last time); "Connect {provider}" opens in place.
 * Without a connection the plan can still leave as a file for the provider's own importer.
 */
export function DestinationFooter({
  destination,
  onDestinationChange,
  target,
  onTargetChange,
  plan,
  saving,
  onSave,
}: {
  destination: Destination;
  onDestinationChange: (d: Destination) => void;
  target: ExportTargetInput | null;
  onTargetChange: (t: ExportTargetInput | null) => void;
  plan: GeneratedPlan;
  saving: boolean;
  onSave: () => void;
}) {
  const { integrations, error, reload } = useIntegrations();
  // "Connect {provider}" in OAuth mode leaves for the provider and comes back here.
  const { chooseSite, siteChosen } = useConnectionOutcome(reload);
  const provider = destination === INTERNAL_DESTINATION ? null : destination;
  const connection = provider ? integrations?.find((i) => i.provider === provider) : undefined;
  const ready = !provider || Boolean(connection?.connected && target?.id);
  const label = provider ? `Export to ${PROVIDER_NAMES[provider]}` : "Save Project";

  return (
    <div className="flex flex-col gap-4 border-t border-slate-200 pt-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <DestinationSelect value={destination} onChange={onDestinationChange} />
        <Button onPress={onSave} isDisabled={saving || !ready}>
          {saving && <Spinner label={provider ? "Exporting project" : "Saving project"} className="h-4 w-4" />}
          {label}
        </Button>
      </div>
      {chooseSite && <JiraSitePicker onOpenChange={(open) => !open && siteChosen()} onChosen={() => void reload()} />}
      {provider && (
        <ProviderPanel
          provider={provider}
          connection={connection}
          loadError={error}
          onReload={reload}
          target={target}
          onTargetChange={onTargetChange}
          plan={plan}
        />
      )}
    </div>
  );
}

function ProviderPanel({
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
  const [changingSite, setChangingSite] = useState(false);
  const returnTo = typeof window === "undefined" ? "/dashboard" : `${window.location.pathname}${window.location.search}`;

  const download = (
    <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
      <Button variant="secondary" size="sm" onPress={() => downloadPlanFile(plan, provider)}>
        <Download className="h-4 w-4" aria-hidden /> Download {name} import file (.csv)
      </Button>
      <span>A file download for {name}'s own importer, not a connection.</span>
    </div>
  );

  if (loadError) {
    return (
      <div role="alert" className="flex flex-col gap-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
        <p>
          {loadError}{" "}
          <button type="button" className="underline" onClick={() => void onReload()}>
            Try again
          </button>
        </p>
        {download}
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
      ) : (
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <span>{name} is not connected.</span>
          <Button size="sm" onPress={() => setConnectOpen(true)}>
            <Plug className="h-4 w-4" aria-hidden /> Connect {name}
          </Button>
        </div>
      )}
      {download}
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

/** The provider's export targets (Jira projects, Asana workspaces and teams, monday and Smartsheet workspaces). */
function TargetPicker({
  provider,
  target,
  onChange,
}: {
  provider: ProviderId;
  target: ExportTargetInput | null;
  onChange: (t: ExportTargetInput | null) => void;
}) {
  const [targets, setTargets] = useState<ExportTarget[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the load on "Try again".
  useEffect(() => {
    let live = true;
    setTargets(null);
    setError(null);
    loadTargets(provider)
      .then((list) => {
        if (!live) return;
        setTargets(list);
        // Offer the last choice when it still exists, else the first target.
        const current = list.find((t) => t.id === target?.id);
        if (current)
          onChange({
            id: current.id,
            ...(target?.teamId && current.teams?.some((x) => x.id === target.teamId)
              ? { teamId: target.teamId }
              : current.teams?.[0]
                ? { teamId: current.teams[0].id }
                : {}),
          });
        else if (list[0]) onChange({ id: list[0].id, ...(list[0].teams?.[0] ? { teamId: list[0].teams[0].id } : {}) });
        else onChange(null);
      })
      .catch((err) => live && setError(errorMessage(err, `Could not load your ${PROVIDER_NAMES[provider]} targets.`)));
    return () => {
      live = false;
    };
  }, [provider, attempt]);

  const kind = provider === "jira" ? "Jira project" : "Workspace";
  if (error) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {error}{" "}
        <button type="button" className="underline" onClick={() => setAttempt((a) => a + 1)}>
          Try again
        </button>
      </p>
    );
  }
  if (!targets) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-500">
        <Spinner label={`Loading ${kind.toLowerCase()}s`} className="h-4 w-4" /> Loading {kind.toLowerCase()}s…
      </p>
    );
  }
  if (targets.length === 0) {
    return (
      <p className="text-sm text-amber-800">
        {provider === "jira"
          ? "None of your Jira projects has an Epic issue type, so there is nowhere to put the plan."
          : `Your ${PROVIDER_NAMES[provider]} account has no workspace Kickoff can use.`}
      </p>
    );
  }
  const selected = targets.find((t) => t.id === target?.id) ?? null;
  return (
    <div className="flex flex-wrap gap-3">
      <SearchSelect
        label={kind}
        className="min-w-56"
        options={targets.map((t) => ({ id: t.id, label: t.detail ? `${t.name} (${t.detail})` : t.name }))}
        value={selected?.id ?? null}
        onChange={(id) => {
          const t = targets.find((x) => x.id === id);
          onChange({ id, ...(t?.teams?.[0] ? { teamId: t.teams[0].id } : {}) });
        }}
      />
      {selected?.teams && (
        <SearchSelect
          key={selected.id}
          label="Team"
          className="min-w-48"
          options={selected.teams.map((t) => ({ id: t.id, label: t.name }))}
          value={target?.teamId ?? null}
          onChange={(teamId) => onChange({ id: selected.id, teamId })}
          errorMessage={selected.teams.length === 0 ? "You are in no team of this organisation." : undefined}
        />
      )}
    </div>
  );
}

/** The destination choice itself (spec §2.4's selector, plus Smartsheet). */
export function DestinationSelect({ value, onChange }: { value: Destination; onChange: (d: Destination) => void }) {
  return (
    <Select
      selectedKey={value}
      onSelectionChange={(key) => key != null && onChange(String(key) as Destination)}
      className="flex min-w-56 flex-col gap-1"
    >
      <Label className="text-sm font-medium text-slate-700">Destination</Label>
      <AriaButton className="flex h-10 w-full items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 text-left text-sm outline-none data-focus-visible:ring-2 data-focus-visible:ring-indigo-500">
        <SelectValue className="truncate" />
        <ChevronDown className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
      </AriaButton>
      <Text slot="description" className="text-xs text-slate-500">
        Exports also save the plan in Kickoff, linked to what they create.
      </Text>
      <Popover className="min-w-(--trigger-width) rounded-md border border-slate-200 bg-white p-1 shadow-lg outline-none">
        <ListBox items={OPTIONS} className="outline-none">
          {(o) => (
            <ListBoxItem
              id={o.id}
              textValue={o.label}
              className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-800 outline-none data-focused:bg-indigo-50"
            >
              {({ isSelected }) => (
                <>
                  <span className="flex-1">{o.label}</span>
                  {isSelected && <Check className="h-4 w-4 text-indigo-600" aria-hidden />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
