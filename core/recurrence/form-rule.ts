import { weekdayOf as dayWeekday } from "../dates";
// Issue 26: the recurrence form's choices ⇄ the RRULE it stores. Only what the form offers: daily,
// weekly on chosen days, monthly on a date or on the nth weekday, every N, until a date or N times.

export type RepeatFrequency = "off" | "daily" | "weekly" | "monthly";
export type MonthlyBy = "date" | "weekday";
export type RepeatEnd = "never" | "until" | "count";

export const WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABEL: Record<Weekday, string> = { MO: "Mon", TU: "Tue", WE: "Wed", TH: "Thu", FR: "Fri", SA: "Sat", SU: "Sun" };

export interface RepeatChoice {
  frequency: RepeatFrequency;
  interval: number;
  weekdays: Weekday[];
  monthlyBy: MonthlyBy;
  end: RepeatEnd;
  /** "YYYY-MM-DD" */
  until: string;
  count: number;
}

// WEEKDAYS start on Monday; core/dates numbers weekdays from Sunday.
const weekdayOf = (day: string): Weekday => WEEKDAYS[(dayWeekday(day) + 6) % 7];
/** 1 for the first such weekday of the month … 4; -1 for a fifth (the last). */
const nthOf = (day: string): number => {
  const n = Math.ceil(Number(day.slice(8, 10)) / 7);
  return n >= 5 ? -1 : n;
};

/** What the form shows for a task: its rule read back, or the defaults around its due date. */
export function choiceOf(rule: string | null, dueDate: string | null): RepeatChoice {
  const base: RepeatChoice = {
    frequency: "off",
    interval: 1,
    weekdays: dueDate ? [weekdayOf(dueDate)] : ["MO"],
    monthlyBy: "date",
    end: "never",
    until: "",
    count: 10,
  };
  if (!rule) return base;
  const parts = new Map(rule.split(";").map((p) => p.split("=") as [string, string]));
  const freq = parts.get("FREQ");
  const byday = parts.get("BYDAY");
  const until = parts.get("UNTIL");
  return {
    ...base,
    frequency: freq === "DAILY" ? "daily" : freq === "WEEKLY" ? "weekly" : freq === "MONTHLY" ? "monthly" : "off",
    interval: Number(parts.get("INTERVAL") ?? 1),
    weekdays:
      freq === "WEEKLY" && byday
        ? (byday.split(",").filter((d) => (WEEKDAYS as readonly string[]).includes(d)) as Weekday[])
        : base.weekdays,
    monthlyBy: freq === "MONTHLY" && parts.has("BYSETPOS") ? "weekday" : "date",
    end: parts.has("COUNT") ? "count" : until ? "until" : "never",
    until: until ? `${until.slice(0, 4)}-${until.slice(4, 6)}-${until.slice(6, 8)}` : "",
    count: Number(parts.get("COUNT") ?? base.count),
  };
}

/** The RRULE for the choice, anchored on `dueDate`; null when it is off. */
export function ruleOf(c: RepeatChoice, dueDate: string): string | null {
  if (c.frequency === "off") return null;
  const parts = [`FREQ=${c.frequency.toUpperCase()}`];
  if (c.interval > 1) parts.push(`INTERVAL=${c.interval}`);
  if (c.frequency === "weekly") {
    const days = WEEKDAYS.filter((d) => c.weekdays.includes(d));
    parts.push(`BYDAY=${(days.length > 0 ? days : [weekdayOf(dueDate)]).join(",")}`);
  }
  if (c.frequency === "monthly") {
    if (c.monthlyBy === "date") parts.push(`BYMONTHDAY=${Number(dueDate.slice(8, 10))}`);
    else parts.push(`BYDAY=${weekdayOf(dueDate)}`, `BYSETPOS=${nthOf(dueDate)}`);
  }
  if (c.end === "count") parts.push(`COUNT=${c.count}`);
  if (c.end === "until" && c.until) parts.push(`UNTIL=${c.until.replaceAll("-", "")}T000000Z`);
  return parts.join(";");
}

/**
 * "Repeats every week on Mon", "Repeats every 2 weeks on Fri", "Repeats every day": a rule in a few words,
 * without rrule (the plan review shows it, on a page that does not load the recurrence form).
 */
export function repeatSummary(rule: string): string {
  const c = choiceOf(rule, null);
  const unit = { off: "", daily: "day", weekly: "week", monthly: "month" }[c.frequency];
  if (!unit) return "Repeats";
  const every = c.interval > 1 ? `every ${c.interval} ${unit}s` : `every ${unit}`;
  const days = c.frequency === "weekly" && rule.includes("BYDAY=") ? ` on ${c.weekdays.map((d) => WEEKDAY_LABEL[d]).join(", ")}` : "";
  return `Repeats ${every}${days}`;
}

/** "the 2nd Tuesday" of the month `dueDate` is in, for the monthly choice's label. */
export function nthWeekdayLabel(dueDate: string): string {
  const n = nthOf(dueDate);
  const names: Record<Weekday, string> = {
    MO: "Monday",
    TU: "Tuesday",
    WE: "Wednesday",
    TH: "Thursday",
    FR: "Friday",
    SA: "Saturday",
    SU: "Sunday",
  };
  const ordinal = n === -1 ? "last" : ["first", "second", "third", "fourth"][n - 1];
  return `the ${ordinal} ${names[weekdayOf(dueDate)]}`;
}
