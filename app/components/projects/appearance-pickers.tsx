import { Label, Radio, RadioGroup } from "react-aria-components";
import { PROJECT_COLORS, PROJECT_ICONS } from "../../../core/schemas/project";
import { ICON_LABELS, projectColor, projectIcon } from "./project-visuals";

// Icon and colour choices of the project form as radio groups: arrow keys move, each option is named.

const option =
  "flex h-10 w-10 cursor-pointer items-center justify-center rounded-lg border-2 outline-none data-focus-visible:ring-2 data-focus-visible:ring-indigo-500 data-focus-visible:ring-offset-2";

/** A labelled row of square radio tiles; `T` is the set of values the tiles stand for. */
function TilePicker<T extends string>({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: T) => void;
  children: React.ReactNode;
}) {
  return (
    <RadioGroup value={value} onChange={(v) => onChange(v as T)} className="flex flex-col gap-1.5" orientation="horizontal">
      <Label className="text-sm font-medium text-slate-700">{label}</Label>
      <div className="flex flex-wrap gap-2">{children}</div>
    </RadioGroup>
  );
}

export function IconPicker({
  value,
  iconBg,
  onChange,
}: {
  value: string;
  iconBg: string;
  onChange: (icon: (typeof PROJECT_ICONS)[number]) => void;
}) {
  const tile = projectColor(iconBg).tile;
  return (
    <TilePicker label="Icon" value={value} onChange={onChange}>
      {PROJECT_ICONS.map((icon) => {
        const Icon = projectIcon(icon);
        return (
          <Radio
            key={icon}
            value={icon}
            aria-label={ICON_LABELS[icon] ?? icon}
            className={`${option} border-transparent ${tile} data-selected:border-indigo-600`}
          >
            <Icon className="h-5 w-5" aria-hidden />
          </Radio>
        );
      })}
    </TilePicker>
  );
}

export function ColorPicker({ value, onChange }: { value: string; onChange: (color: (typeof PROJECT_COLORS)[number]) => void }) {
  return (
    <TilePicker label="Colour" value={value} onChange={onChange}>
      {PROJECT_COLORS.map((color) => {
        const c = projectColor(color);
        return (
          <Radio key={color} value={color} aria-label={c.label} className={`${option} border-white data-selected:border-slate-900`}>
            <span className={`h-6 w-6 rounded-full ${c.solid}`} aria-hidden />
          </Radio>
        );
      })}
    </TilePicker>
  );
}
