import { Button } from "./button";

/** A form's Cancel and submit buttons at its foot, right-aligned; both are disabled while it is pending. */
export function FormActions({
  submitLabel,
  pendingLabel,
  pending,
  onCancel,
}: {
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex justify-end gap-2 pt-2">
      <Button variant="secondary" onPress={onCancel} isDisabled={pending}>
        Cancel
      </Button>
      <Button type="submit" isDisabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
