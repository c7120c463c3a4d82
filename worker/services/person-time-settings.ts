import { eq } from "drizzle-orm";
import {
  DEFAULT_PERSON_TIME_SETTINGS,
  type PersonTimeSettings,
  type PersonTimeSettingsInput,
} from "../../core/schemas/person-time-settings";
import { db } from "../db/client";
import { personTimeSettings } from "../db/schema";

// Issue 26: a person's reminder lead time, default repeat mode and time zone (one D1 row, made on first save).

export async function getPersonTimeSettings(env: Env, userId: number): Promise<PersonTimeSettings> {
  const row = await db(env.DB)
    .select({
      reminderLeadDays: personTimeSettings.reminderLeadDays,
      recurrenceMode: personTimeSettings.recurrenceMode,
      timeZone: personTimeSettings.timeZone,
    })
    .from(personTimeSettings)
    .where(eq(personTimeSettings.userId, userId))
    .get();
  return row ?? DEFAULT_PERSON_TIME_SETTINGS;
}

export async function savePersonTimeSettings(env: Env, userId: number, input: PersonTimeSettingsInput): Promise<PersonTimeSettings> {
  const values = { reminderLeadDays: input.reminderLeadDays, recurrenceMode: input.recurrenceMode, timeZone: input.timeZone };
  await db(env.DB)
    .insert(personTimeSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: personTimeSettings.userId, set: { ...values, updatedAt: new Date().toISOString() } });
  return values;
}
