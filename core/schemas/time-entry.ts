import { z } from "zod";
import { isoDay } from "./fields";
import { ESTIMATE_UNITS } from "./time-fields";

// Issue 26: time tracking. Durations are whole minutes; a day is the person's own calendar day.

export const MAX_ENTRY_MINUTES = 24 * 60;

const minutes = z
  .number({ error: "Enter how long you worked, in minutes." })
  .int("Enter whole minutes.")
  .min(1, "An entry needs at least one minute.")
  .max(MAX_ENTRY_MINUTES, "An entry can be at most 24 hours.");
const note = z.string().trim().max(1000, "The note is too long (max 1,000 characters).");

/** POST /api/tasks/:id/time-entries: a manual entry. */
export const createTimeEntrySchema = z.strictObject({
  date: isoDay,
  minutes,
  note: note.default(""),
});
export type CreateTimeEntryInput = z.infer<typeof createTimeEntrySchema>;

/** PATCH /api/time-entries/:id: the author changes any of it. */
export const updateTimeEntrySchema = z
  .strictObject({ date: isoDay.optional(), minutes: minutes.optional(), note: note.optional() })
  .refine((v) => v.date !== undefined || v.minutes !== undefined || v.note !== undefined, "Change the date, the duration or the note.");
export type UpdateTimeEntryInput = z.infer<typeof updateTimeEntrySchema>;

/** An IANA time zone name the runtime knows ("Europe/Paris"); anything else is refused. */
export const timeZoneField = z
  .string()
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, "Unknown time zone.");

/** POST /api/timer */
export const startTimerSchema = z.strictObject({
  taskId: z.string({ error: "Say which task the timer is for." }).min(1).max(64),
  timeZone: timeZoneField.optional(),
});

export const timeEntriesQuery = z.object({
  from: isoDay.optional(),
  to: isoDay.optional(),
});

export const projectTimeSettingsSchema = z.strictObject({
  estimateUnit: z.enum(ESTIMATE_UNITS, { error: 'The estimate unit is "hours" or "points".' }),
});

export interface TimeEntryView {
  id: number;
  projectId: number;
  taskId: string;
  userId: number;
  userName: string;
  date: string;
  minutes: number;
  note: string;
  source: "manual" | "timer";
  createdAt: string;
  updatedAt: string;
}

export interface TimerView {
  taskId: string;
  projectId: number;
  taskName: string;
  /** ISO time the timer started. */
  startedAt: string;
}

export interface TimeSummary {
  estimateUnit: "hours" | "points";
  project: { estimate: number; openEstimate: number; minutes: number };
  /** Every item with an estimate or logged time: its own and rolled-up estimate against its time. */
  tasks: Array<{
    taskId: string;
    name: string;
    kind: string;
    estimate: number | null;
    totalEstimate: number;
    minutes: number;
    totalMinutes: number;
  }>;
  people: Array<{ userId: number; name: string; minutes: number }>;
  /** Monday of each ISO week with time logged. */
  weeks: Array<{ week: string; minutes: number; byPerson: Record<string, number> }>;
}
