import { useRef, useState } from "react";
import { Menu, MenuItem, Popover } from "react-aria-components";
import { Check, ChevronDown } from "../ui/icons";

// A table cell's value that edits in place (issue 21 #8): a button showing the value, opening a menu
// of the choices (click, Enter, Space or the down arrow; Escape closes it and the focus returns to the
// button). Only an open menu exists: every row has these, and react-aria's menu machinery would
// otherwise run for each of them on every render of the list (decision 028).

export interface Choice<K extends string> {
  id: K;
  label: string;
}

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded px-3 py-1.5 text-sm text-slate-800 outline-none data-[focused]:bg-indigo-50";

export function InPlaceChoice<K extends string>({
  label,
  value,
  choices,
  onChoose,
  children,
  testId,
}: {
  /** What is being chosen, for the button and the menu ("Status of “Book the hall”"). */
  label: string;
  value: K;
  choices: ReadonlyArray<Choice<K>>;
  onChoose: (value: K) => void;
  /** The value as the cell shows it (text or a badge). */
  children: React.ReactNode;
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const current = choices.find((c) => c.id === value)?.label ?? value;
  return (
    <>
      <button
        ref={trigger}
        type="button"
        data-testid={testId}
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") {
            e.preventDefault();
            setOpen(true);
          }
        }}
        aria-label={`${label}: ${current}`}
        aria-haspopup="menu"
        aria-expanded={open}
        className="group -mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 text-left outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-indigo-500"
      >
        {children}
        <ChevronDown className="h-3.5 w-3.5 text-slate-400 opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100" aria-hidden />
      </button>
      {open && (
        <Popover
          triggerRef={trigger}
          isOpen
          onOpenChange={setOpen}
          placement="bottom start"
          className="min-w-40 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <Menu
            aria-label={label}
            autoFocus="first"
            selectionMode="single"
            selectedKeys={[value]}
            className="outline-none"
            onAction={(key) => {
              setOpen(false);
              const chosen = choices.find((c) => c.id === key);
              if (chosen && chosen.id !== value) onChoose(chosen.id);
            }}
          >
            {choices.map((c) => (
              <MenuItem key={c.id} id={c.id} className={itemClass}>
                {({ isSelected }) => (
                  <>
                    <Check className={`h-4 w-4 ${isSelected ? "text-indigo-600" : "invisible"}`} aria-hidden />
                    {c.label}
                  </>
                )}
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      )}
    </>
  );
}
