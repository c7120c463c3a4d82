import { sql } from "drizzle-orm";
import type { Day } from "../../core/dates";
import { DEFAULT_PERSON_TIME_SETTINGS } from "../../core/schemas/person-time-settings";
import { db } from "../db/client";
import { todayIn } from "../services/recurrence";

/**
 * Every time zone people chose (and the default's, for those who chose none) with its today at `now`,
 * as a JSON list of [zone, today] the sweeps join to the assignee's zone: a person's day decides
 * "due soon" and "overdue", not the server's (decision 122).
 */
export async function todaysByZone(env: Env, now: Date): Promise<Array<[string, Day]>> {
  const zones = await db(env.DB).all<{ time_zone: string }>(sql`SELECT DISTINCT time_zone FROM person_time_settings`);
  return [...new Set([DEFAULT_PERSON_TIME_SETTINGS.timeZone, ...zones.map((z) => z.time_zone)])].map((tz) => [tz, todayIn(now, tz)]);
}
