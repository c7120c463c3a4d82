import { Check, ChevronDown } from "lucide-react";
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Text } from "react-aria-components";
import { type Destination, INTERNAL_DESTINATION } from "./wizard-session";

const OPTIONS: Array<{ id: Destination; label: string; note?: string }> = [
  { id: INTERNAL_DESTINATION, label: "Save to Kickoff" },
  { id: "jira", label: "Export to Jira", note: "Jira is not connected" },
  { id: "asana", label: "Export to Asana", note: "Asana is not connected" },
  { id: "monday", label: "Export to Monday", note: "Monday is not connected" },
];

/**
 * Where the reviewed plan goes (spec §2.4). The exports are listed, as the spec asks, but disabled:
 * no provider can be connected yet, and an export that pretends to succeed would be worse than none.
 */
export function DestinationSelect({ value, onChange }: { value: Destination; onChange: (d: Destination) => void }) {
  return (
    <Select
      selectedKey={value}
      onSelectionChange={(key) => key != null && onChange(String(key) as Destination)}
      disabledKeys={OPTIONS.filter((o) => o.note).map((o) => o.id)}
      className="flex min-w-56 flex-col gap-1"
    >
      <Label className="text-sm font-medium text-slate-700">Destination</Label>
      <Button className="flex h-10 w-full items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 text-left text-sm outline-none data-focus-visible:ring-2 data-focus-visible:ring-indigo-500">
        <SelectValue className="truncate" />
        <ChevronDown className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
      </Button>
      <Text slot="description" className="text-xs text-slate-500">
        Exports need a connected Jira, Asana or Monday account; none is connected yet.
      </Text>
      <Popover className="min-w-(--trigger-width) rounded-md border border-slate-200 bg-white p-1 shadow-lg outline-none">
        <ListBox items={OPTIONS} className="outline-none">
          {(o) => (
            <ListBoxItem
              id={o.id}
              textValue={o.label}
              className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-800 outline-none data-disabled:cursor-not-allowed data-disabled:text-slate-400 data-focused:bg-indigo-50"
            >
              {({ isSelected }) => (
                <>
                  <span className="flex flex-1 flex-col">
                    <span>{o.label}</span>
                    {o.note && <span className="text-xs">{o.note}</span>}
                  </span>
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
