import { Button as AriaButton, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Text } from "react-aria-components";
import { oneOf } from "../../../core/must";
import { type ExportTargetInput, PROVIDER_NAMES } from "../../../core/schemas/integrations";
import type { GeneratedPlan } from "../../../core/schemas/plan";
import { useConnectionOutcome, useIntegrations } from "../../lib/integrations";
import { JiraSitePicker } from "../integrations/jira-site-picker";
import { Button } from "../ui/button";
import { Check, ChevronDown } from "../ui/icons";
import { Spinner } from "../ui/spinner";
import { ProviderPanel } from "./provider-panel";
import { type Destination, INTERNAL_DESTINATION } from "./wizard-session";

const OPTIONS: Array<{ id: Destination; label: string }> = [
  { id: INTERNAL_DESTINATION, label: "Save to Kickoff" },
  { id: "jira", label: "Export to Jira" },
  { id: "asana", label: "Export to Asana" },
  { id: "monday", label: "Export to Monday" },
  { id: "smartsheet", label: "Export to Smartsheet" },
];
const DESTINATIONS = OPTIONS.map((o) => o.id);

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

/** The destination choice itself (spec §2.4's selector, plus Smartsheet). */
export function DestinationSelect({ value, onChange }: { value: Destination; onChange: (d: Destination) => void }) {
  return (
    <Select
      selectedKey={value}
      onSelectionChange={(key) => key != null && onChange(oneOf(DESTINATIONS, String(key), "destination"))}
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
