import { Dialog as AriaDialog, DialogTrigger, Popover } from "react-aria-components";
import type { MemberView } from "../../../core/schemas/team";
import { Button } from "../ui/button";
import { ChevronDown, SlidersHorizontal } from "../ui/icons";
import { FieldValueForm } from "./field-value-form";

type FormProps = React.ComponentProps<typeof FieldValueForm>;

/** The bulk bar's Field button: one of the project's fields set to one value on every ticked task; it closes once the board took it. */
export function FieldButton({
  fields,
  members,
  busy,
  onApply,
}: {
  fields: FormProps["fields"];
  members: MemberView[];
  busy: boolean;
  onApply: FormProps["onApply"];
}) {
  return (
    <DialogTrigger>
      <Button variant="secondary" size="sm" isDisabled={busy}>
        <SlidersHorizontal className="h-4 w-4" aria-hidden />
        Field
        <ChevronDown className="h-4 w-4" aria-hidden />
      </Button>
      <Popover className="w-72 rounded-md border border-slate-200 bg-white p-3 shadow-lg">
        <AriaDialog aria-label="Set a field" className="outline-none">
          {({ close }) => (
            <FieldValueForm
              fields={fields}
              members={members}
              onApply={async (field, value) => {
                await onApply(field, value);
                close();
              }}
            />
          )}
        </AriaDialog>
      </Popover>
    </DialogTrigger>
  );
}
