import type { Priority } from "../../../core/schemas/fields";
import { PRIORITIES, priorityLabel } from "../../lib/task-display";
import { Select } from "../ui/select";

export const PRIORITY_OPTIONS = PRIORITIES.map((p) => ({ id: p, label: priorityLabel(p) }));

export function PrioritySelect({ value, onChange, hideLabel }: { value: Priority; onChange: (p: Priority) => void; hideLabel?: boolean }) {
  return <Select label="Priority" hideLabel={hideLabel} options={PRIORITY_OPTIONS} value={value} onChange={onChange} />;
}
