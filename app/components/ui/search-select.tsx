import { Button, ComboBox, FieldError, Input, Label, ListBox, Popover, Text, useFilter } from "react-aria-components";
import { ChevronDown } from "./icons";
import { OPTIONS_POPOVER, type SelectOption, SelectOptionItem } from "./select";

/**
 * A labelled single choice whose field is also a search box: typing narrows the list to the options
 * whose label contains the text (a provider account can have hundreds of projects or workspaces).
 * Keyboard and screen-reader friendly (react-aria's combobox); the list opens on focus or the button.
 */
export function SearchSelect<K extends string>({
  label,
  options,
  value,
  onChange,
  placeholder = "Type to search",
  description,
  errorMessage,
  className = "",
}: {
  label: string;
  options: SelectOption<K>[];
  value: K | null;
  onChange: (value: K) => void;
  placeholder?: string;
  description?: string;
  errorMessage?: string;
  className?: string;
}) {
  const { contains } = useFilter({ sensitivity: "base" });
  return (
    <ComboBox
      defaultItems={options}
      selectedKey={value}
      onSelectionChange={(key) => {
        const picked = options.find((o) => o.id === key);
        if (picked) onChange(picked.id);
      }}
      defaultFilter={contains}
      menuTrigger="focus"
      allowsEmptyCollection
      isInvalid={!!errorMessage}
      className={`flex flex-col gap-1 ${className}`}
    >
      <Label className="text-sm font-medium text-slate-700">{label}</Label>
      <div className="relative">
        <Input
          placeholder={placeholder}
          className="h-10 w-full rounded-md border border-slate-300 bg-white pr-9 pl-3 text-sm outline-none data-focused:ring-2 data-focused:ring-indigo-500 data-invalid:border-red-500"
        />
        <Button
          aria-label={`Show all: ${label}`}
          className="absolute inset-y-0 right-0 flex w-9 items-center justify-center text-slate-500 outline-none data-focus-visible:ring-2 data-focus-visible:ring-indigo-500"
        >
          <ChevronDown className="h-4 w-4" aria-hidden />
        </Button>
      </div>
      {description && (
        <Text slot="description" className="text-xs text-slate-500">
          {description}
        </Text>
      )}
      <FieldError className="text-sm text-red-600">{errorMessage}</FieldError>
      <Popover className={OPTIONS_POPOVER}>
        <ListBox<SelectOption<K>>
          className="outline-none"
          renderEmptyState={() => <p className="px-2 py-1.5 text-sm text-slate-600">Nothing matches.</p>}
        >
          {(option) => <SelectOptionItem option={option} />}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
