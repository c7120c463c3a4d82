import { createDueOccurrences } from "../services/recurrence";
import { runDaily } from "./daily";
import { sweepReminders } from "./reminders";

// The cron triggers (wrangler.toml [triggers]). Every hour: repeating tasks whose date has come in
// their time zone, and "due soon" reminders (a person's day starts at a different UTC hour in each
// zone). Once a day: the same, then overdue notices and the digest e-mail, so the digest carries
// the reminders made at that hour. Every step may run twice without repeating itself.

export const DAILY_CRON = "0 7 * * *";
export const HOURLY_CRON = "0 * * * *";

export interface CronReport {
  occurrences: number;
  reminders: number;
  overdue?: number;
  digests?: number;
}

export async function runHourly(env: Env, now = new Date()): Promise<CronReport> {
  const occurrences = await createDueOccurrences(env, now);
  const reminders = await sweepReminders(env, now);
  return { occurrences, reminders };
}

export async function runCron(env: Env, cron: string, now = new Date()): Promise<CronReport> {
  const hourly = await runHourly(env, now);
  if (cron !== DAILY_CRON) return hourly;
  return { ...hourly, ...(await runDaily(env, now)) };
}
