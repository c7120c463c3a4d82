import { Label as AriaLabel, CheckboxGroup, Text } from "react-aria-components";
import type { Label } from "../../../core/schemas/labels";
import { BoxCheckbox } from "../fields/chip-checkbox";
import { LABEL_CLASSES } from "./label-chips";

/** Issue 25: a task's labels in its editor, many at once; each shown in its own colour. */
export function LabelPicker({ labels, value, onChange }: { labels: Label[]; value: string[]; onChange: (ids: string[]) => void }) {
  return (
    <CheckboxGroup value={value} onChange={onChange} className="flex flex-col gap-1 sm:col-span-2 lg:col-span-3">
      <AriaLabel className="text-sm font-medium text-slate-700">Labels</AriaLabel>
      {labels.length === 0 ? (
        <Text slot="description" className="text-xs text-slate-500">
          This project has no labels yet. Add them under Labels, statuses &amp; fields.
        </Text>
      ) : (
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {labels.map((l) => (
            <BoxCheckbox key={l.id} value={l.id}>
              <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${LABEL_CLASSES[l.color]}`}>{l.name}</span>
            </BoxCheckbox>
          ))}
        </div>
      )}
    </CheckboxGroup>
  );
}
