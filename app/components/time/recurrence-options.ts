import type { RepeatEnd, RepeatFrequency } from "../../../core/recurrence/form-rule";
import type { RecurrenceMode } from "../../../core/schemas/time-fields";

// The repeat form's choices, as the person reads them.

export const FREQUENCIES: Array<{ id: RepeatFrequency; label: string }> = [
  { id: "off", label: "Doesn't repeat" },
  { id: "daily", label: "Daily" },
  { id: "weekly", label: "Weekly" },
  { id: "monthly", label: "Monthly" },
];
export const UNIT: Record<Exclude<RepeatFrequency, "off">, [string, string]> = {
  daily: ["day", "days"],
  weekly: ["week", "weeks"],
  monthly: ["month", "months"],
};
export const ENDS: Array<{ id: RepeatEnd; label: string }> = [
  { id: "never", label: "Never" },
  { id: "until", label: "On a date" },
  { id: "count", label: "After a number of times" },
];
export const MODES: Array<{ id: RecurrenceMode; label: string }> = [
  { id: "completion", label: "When this one is completed" },
  { id: "date", label: "On its date" },
];
