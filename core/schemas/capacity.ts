import { z } from "zod";
import { isoDay, lineText } from "./fields";

// Issue 26 #3: each member's working time in a project (weekly hours, weekdays off, dated days off)
// and the project's holidays. Auto-schedule, what-if and the workload view read them.

/** A member with no row works the standard week: 40 hours, Monday to Friday (8 hours a day). */
export const DEFAULT_WEEKLY_HOURS = 40;
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const MAX_DAYS_OFF = 366;
export const MAX_HOLIDAYS = 200;
export const MAX_WEEKLY_HOURS = 120;

const weeklyHours = z
  .number({ error: "Weekly hours must be a number." })
  .finite("Weekly hours must be a number.")
  .min(1, "Weekly hours must be at least 1.")
  .max(MAX_WEEKLY_HOURS, `Weekly hours must be at most ${MAX_WEEKLY_HOURS}.`)
  .transform((v) => Math.round(v * 100) / 100);

const weekdayOff = z.enum(WEEKDAYS, {
  error: "Weekdays off are mon, tue, wed, thu or fri (weekends are never worked).",
});

export const memberCapacitySchema = z
  .strictObject({
    userId: z
      .number({ error: "userId must be a member's id." })
      .int("userId must be a member's id.")
      .positive("userId must be a member's id."),
    weeklyHours: weeklyHours.default(DEFAULT_WEEKLY_HOURS),
    offWeekdays: z.array(weekdayOff).max(WEEKDAYS.length).default([]),
    daysOff: z.array(isoDay).max(MAX_DAYS_OFF, `At most ${MAX_DAYS_OFF} days off per person.`).default([]),
  })
  .transform((m) => ({
    ...m,
    offWeekdays: WEEKDAYS.filter((d) => m.offWeekdays.includes(d)),
    daysOff: [...new Set(m.daysOff)].sort(),
  }))
  .superRefine((m, ctx) => {
    const days = WEEKDAYS.length - m.offWeekdays.length;
    if (days === 0) ctx.addIssue({ code: "custom", path: ["offWeekdays"], message: "A member needs at least one working weekday." });
    else if (m.weeklyHours / days > 24)
      ctx.addIssue({
        code: "custom",
        path: ["weeklyHours"],
        message: `${m.weeklyHours} hours over ${days} working ${days === 1 ? "day" : "days"} is more than 24 hours a day.`,
      });
  });
export type MemberCapacityInput = z.infer<typeof memberCapacitySchema>;

/** PUT /api/projects/:id/capacity: every member's settings; a member left out goes back to the standard week. */
export const capacitySettingsSchema = z
  .strictObject({
    members: z.array(memberCapacitySchema, { error: "members is a list of members' settings." }).max(500, "Too many members."),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<number>();
    for (const m of v.members) {
      if (seen.has(m.userId)) ctx.addIssue({ code: "custom", path: ["members"], message: `Member ${m.userId} is listed twice.` });
      seen.add(m.userId);
    }
  });
export type CapacitySettingsInput = z.infer<typeof capacitySettingsSchema>;

export const holidaySchema = z.strictObject({
  date: isoDay,
  name: lineText("Give the holiday a name.").min(1, "Give the holiday a name.").max(80, "A holiday's name is at most 80 characters."),
});

/** PUT /api/projects/:id/holidays: the project's whole list of holidays. */
export const holidaysSchema = z
  .strictObject({
    holidays: z
      .array(holidaySchema, { error: "holidays is a list of { date, name }." })
      .max(MAX_HOLIDAYS, `At most ${MAX_HOLIDAYS} holidays.`),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    for (const h of v.holidays) {
      if (seen.has(h.date)) ctx.addIssue({ code: "custom", path: ["holidays"], message: `Two holidays on ${h.date}.` });
      seen.add(h.date);
    }
  });
export type HolidaysInput = z.infer<typeof holidaysSchema>;

export interface Holiday {
  date: string;
  name: string;
}

export interface MemberCapacity {
  userId: number;
  weeklyHours: number;
  offWeekdays: Weekday[];
  daysOff: string[];
  /** weeklyHours spread over the weekdays worked. */
  hoursPerDay: number;
  /** false: no row, the standard week. */
  custom: boolean;
}

export interface CapacityView {
  members: MemberCapacity[];
  estimateUnit: "hours" | "points";
}

export const hoursPerDayOf = (weeklyHours: number, offWeekdays: readonly string[]) =>
  Math.round((weeklyHours / Math.max(1, WEEKDAYS.length - offWeekdays.length)) * 100) / 100;

export const standardCapacity = (userId: number): MemberCapacity => ({
  userId,
  weeklyHours: DEFAULT_WEEKLY_HOURS,
  offWeekdays: [],
  daysOff: [],
  hoursPerDay: DEFAULT_WEEKLY_HOURS / WEEKDAYS.length,
  custom: false,
});
