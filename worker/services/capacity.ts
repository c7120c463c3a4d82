import { and, asc, eq, notInArray } from "drizzle-orm";
import { z } from "zod";
import {
  type CapacitySettingsInput,
  type CapacityView,
  type Holiday,
  type HolidaysInput,
  hoursPerDayOf,
  type MemberCapacity,
  standardCapacity,
  WEEKDAYS,
} from "../../core/schemas/capacity";
import { isoDay } from "../../core/schemas/fields";
import type { SessionUser } from "../auth/session";
import type { BoardWorkingTime } from "../board/scheduling";
import { db } from "../db/client";
import { readColumn } from "../db/json-column";
import { memberCapacities, projectHolidays, projectMembers } from "../db/schema";
import { badRequest } from "../http/errors";
import { requireProjectRole } from "./access";
import { estimateUnitOf } from "./time-tracking";

// Issue 26 #3: members' working time and the project's holidays (D1 rows: settings about people
// and days, not changes to the plan). Members read them; editors set them.

async function memberIds(env: Env, projectId: number): Promise<number[]> {
  const rows = await db(env.DB)
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(eq(projectMembers.projectId, projectId))
    .orderBy(asc(projectMembers.userId));
  return rows.map((r) => r.userId);
}

const storedWeekdays = z.array(z.enum(WEEKDAYS));
const storedDays = z.array(isoDay);

/** Every current member's settings (the standard week for those without a row); former members' rows are ignored. */
export async function readCapacities(env: Env, projectId: number): Promise<MemberCapacity[]> {
  const [ids, rows] = await Promise.all([
    memberIds(env, projectId),
    db(env.DB).select().from(memberCapacities).where(eq(memberCapacities.projectId, projectId)),
  ]);
  const byUser = new Map(rows.map((r) => [r.userId, r]));
  return ids.map((userId) => {
    const row = byUser.get(userId);
    if (!row) return standardCapacity(userId);
    // A member's stored week that does not read is the clear error, never a made-up standard week.
    const key = `${projectId}/${userId}`;
    const offWeekdays = readColumn(storedWeekdays, row.offWeekdays, { column: "member_capacities.off_weekdays", key });
    return {
      userId,
      weeklyHours: row.weeklyHours,
      offWeekdays,
      daysOff: readColumn(storedDays, row.daysOff, { column: "member_capacities.days_off", key }),
      hoursPerDay: hoursPerDayOf(row.weeklyHours, offWeekdays),
      custom: true,
    };
  });
}

export async function readHolidays(env: Env, projectId: number): Promise<Holiday[]> {
  const rows = await db(env.DB)
    .select({ date: projectHolidays.day, name: projectHolidays.name })
    .from(projectHolidays)
    .where(eq(projectHolidays.projectId, projectId))
    .orderBy(asc(projectHolidays.day));
  return rows;
}

export async function getCapacity(env: Env, user: SessionUser, projectId: number): Promise<CapacityView> {
  await requireProjectRole(env, projectId, user.id, "project.read");
  const [members, estimateUnit] = await Promise.all([readCapacities(env, projectId), estimateUnitOf(env, projectId)]);
  return { members, estimateUnit };
}

export async function saveCapacity(env: Env, user: SessionUser, projectId: number, input: CapacitySettingsInput): Promise<CapacityView> {
  await requireProjectRole(env, projectId, user.id, "project.edit");
  const ids = new Set(await memberIds(env, projectId));
  const strangers = input.members.filter((m) => !ids.has(m.userId)).map((m) => m.userId);
  if (strangers.length > 0)
    throw badRequest(
      `Capacity is set for members of this project; ${strangers.join(", ")} ${strangers.length === 1 ? "is" : "are"} not one.`,
    );
  const d = db(env.DB);
  const listed = input.members.map((m) => m.userId);
  const clear = d
    .delete(memberCapacities)
    .where(
      listed.length > 0
        ? and(eq(memberCapacities.projectId, projectId), notInArray(memberCapacities.userId, listed))
        : eq(memberCapacities.projectId, projectId),
    );
  const now = new Date().toISOString();
  const upserts = input.members.map((m) =>
    d
      .insert(memberCapacities)
      .values({ projectId, userId: m.userId, weeklyHours: m.weeklyHours, offWeekdays: m.offWeekdays, daysOff: m.daysOff })
      .onConflictDoUpdate({
        target: [memberCapacities.projectId, memberCapacities.userId],
        set: { weeklyHours: m.weeklyHours, offWeekdays: m.offWeekdays, daysOff: m.daysOff, updatedAt: now },
      }),
  );
  await d.batch([clear, ...upserts]);
  return getCapacity(env, user, projectId);
}

export async function getHolidays(env: Env, user: SessionUser, projectId: number): Promise<{ holidays: Holiday[] }> {
  await requireProjectRole(env, projectId, user.id, "project.read");
  return { holidays: await readHolidays(env, projectId) };
}

export async function saveHolidays(env: Env, user: SessionUser, projectId: number, input: HolidaysInput): Promise<{ holidays: Holiday[] }> {
  await requireProjectRole(env, projectId, user.id, "project.edit");
  const d = db(env.DB);
  const clear = d.delete(projectHolidays).where(eq(projectHolidays.projectId, projectId));
  const inserts = input.holidays.map((h) => d.insert(projectHolidays).values({ projectId, day: h.date, name: h.name }));
  await d.batch([clear, ...inserts]);
  return { holidays: await readHolidays(env, projectId) };
}

/** What the scheduler needs from D1: holidays, the members' working time and whether estimates are hours. */
export async function workingTime(env: Env, projectId: number): Promise<BoardWorkingTime> {
  const [holidays, members, unit] = await Promise.all([
    readHolidays(env, projectId),
    readCapacities(env, projectId),
    estimateUnitOf(env, projectId),
  ]);
  return {
    holidays: holidays.map((h) => h.date),
    people: members.map(({ userId, weeklyHours, offWeekdays, daysOff }) => ({ userId, weeklyHours, offWeekdays, daysOff })),
    estimatesInHours: unit === "hours",
  };
}
