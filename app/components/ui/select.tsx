import { Select as AriaSelect, Button, FieldError, Label, ListBox, ListBoxItem, Popover, SelectValue, Text } from "react-aria-components";
import { Check, ChevronDown } from "./icons";

export interface SelectOption<K extends string = string> {
  id: K;
  label: string;
  /** Optional leading visual (an icon or swatch) shown in the list and the button. */
  icon?: React.ReactNode;
}

/**
 * A labelled single-choice select (button + listbox popover), keyboard and screen-reader friendly.
 * `value` is the option id; `hideLabel` keeps the label for assistive tech only (table cells).
 */
export function Select<K extends string>({
  label,
  hideLabel = false,
  options,
  value,
  onChange,
  placeholder,
  description,
  errorMessage,
  isDisabled,
  className = "",
  name,
}: {
  label: string;
  hideLabel?: boolean;
  options: SelectOption<K>[];
  value: K | null;
  onChange: (value: K) => void;
  placeholder?: string;
  description?: string;
  errorMessage?: string;
  isDisabled?: boolean;
  className?: string;
  name?: string;
}) {
  return (
    <AriaSelect
      value={value}
      onChange={(key) => {
        const picked = options.find((o) => o.id === key);
        if (picked) onChange(picked.id);
      }}
      placeholder={placeholder}
      isDisabled={isDisabled}
      isInvalid={!!errorMessage}
      name={name}
      className={`flex flex-col gap-1 ${className}`}
    >
      <Label className={hideLabel ? "sr-only" : "text-sm font-medium text-slate-700"}>{label}</Label>
      <Button className="flex h-10 w-full min-w-0 items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 text-left text-sm outline-none data-disabled:opacity-50 data-focus-visible:ring-2 data-focus-visible:ring-indigo-500 data-invalid:border-red-500">
        <SelectValue<SelectOption<K>> className="flex min-w-0 items-center gap-2 truncate data-placeholder:text-slate-500">
          {({ selectedItem, defaultChildren }) =>
            selectedItem ? (
              <>
                {selectedItem.icon}
                <span className="truncate">{selectedItem.label}</span>
              </>
            ) : (
              defaultChildren
            )
          }
        </SelectValue>
        <ChevronDown className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
      </Button>
      {description && (
        <Text slot="description" className="text-xs text-slate-500">
          {description}
        </Text>
      )}
      <FieldError className="text-sm text-red-600">{errorMessage}</FieldError>
      <Popover className={OPTIONS_POPOVER}>
        <ListBox items={options} className="outline-none">
          {(option) => <SelectOptionItem option={option} />}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

/** The popover under a select or a search field: the same box for both. */
export const OPTIONS_POPOVER =
  "max-h-72 min-w-(--trigger-width) overflow-y-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg outline-none";

/** One option of a select or a search field: its icon, its label, and a check when chosen. */
export function SelectOptionItem<K extends string>({ option }: { option: SelectOption<K> }) {
  return (
    <ListBoxItem
      id={option.id}
      textValue={option.label}
      className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-800 outline-none data-focused:bg-indigo-50 data-selected:font-medium"
    >
      {({ isSelected }) => (
        <>
          {option.icon}
          <span className="flex-1 truncate">{option.label}</span>
          {isSelected && <Check className="h-4 w-4 text-indigo-600" aria-hidden />}
        </>
      )}
    </ListBoxItem>
  );
}
