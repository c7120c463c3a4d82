import { z } from "zod";
import { timeZoneField } from "./time-entry";
import { RECURRENCE_MODES, type RecurrenceMode } from "./time-fields";

// Issue 26: a person's own time choices (GET/PUT /api/time-settings): how many days before a task's
// due date the "due soon" reminder comes (null: no reminders), when a new repeat rule makes its next
// occurrence by default, and the time zone their days are counted in.

export const MAX_REMINDER_LEAD_DAYS = 30;

export const personTimeSettingsSchema = z.strictObject({
  reminderLeadDays: z
    .number({ error: "The reminder lead time is a whole number of days, or null for no reminders." })
    .int("The reminder lead time is a whole number of days.")
    .min(0, "The reminder lead time can't be negative.")
    .max(MAX_REMINDER_LEAD_DAYS, `Remind at most ${MAX_REMINDER_LEAD_DAYS} days ahead.`)
    .nullable(),
  recurrenceMode: z.enum(RECURRENCE_MODES, { error: 'recurrenceMode is "completion" or "date".' }),
  timeZone: timeZoneField,
});
export type PersonTimeSettingsInput = z.infer<typeof personTimeSettingsSchema>;

export interface PersonTimeSettings {
  reminderLeadDays: number | null;
  recurrenceMode: RecurrenceMode;
  timeZone: string;
}

/** What a person has before they choose: a reminder the day before, next occurrence on completion, UTC. */
export const DEFAULT_PERSON_TIME_SETTINGS: PersonTimeSettings = { reminderLeadDays: 1, recurrenceMode: "completion", timeZone: "UTC" };
