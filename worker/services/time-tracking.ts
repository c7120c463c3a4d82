import { and, asc, desc, eq, gte, lte } from "drizzle-orm";
import { weekStart as weekOf } from "../../core/dates";
import { toCsv } from "../../core/export-files";
import { roleAllows, roleRefusal } from "../../core/policy";
import type { Task } from "../../core/schemas/task";
import type { CreateTimeEntryInput, TimeEntryView, TimeSummary, UpdateTimeEntryInput } from "../../core/schemas/time-entry";
import type { EstimateUnit } from "../../core/schemas/time-fields";
import { projectEstimate, rollUpEstimates } from "../../core/time/estimate-totals";
import { displayName } from "../../core/user-display";
import type { SessionUser } from "../auth/session";
import { db } from "../db/client";
import { projectTimeSettings, timeEntries, users } from "../db/schema";
import { forbidden, notFound } from "../http/errors";
import { getProjectRole, requireProjectRole } from "./access";
import { getBoardTask, listBoard, requireTaskRole } from "./board";

// Issue 26: time entries (D1 rows, not board ops: time spent is a record about the work, not a
// change to the plan). Members read them, editors log them; only the author changes or deletes one.

export const TIME_ENTRY_NOT_FOUND = "Time entry not found";
export const ONLY_AUTHOR = "Only the person who logged this time can change it.";

const entryColumns = {
  id: timeEntries.id,
  projectId: timeEntries.projectId,
  taskId: timeEntries.taskId,
  userId: timeEntries.userId,
  date: timeEntries.day,
  minutes: timeEntries.minutes,
  note: timeEntries.note,
  source: timeEntries.source,
  createdAt: timeEntries.createdAt,
  updatedAt: timeEntries.updatedAt,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
};

type EntryRow = { [K in keyof typeof entryColumns]: unknown } & Record<string, unknown>;

function view(r: EntryRow): TimeEntryView {
  const { username, firstName, lastName, ...rest } = r as unknown as TimeEntryView & {
    username: string;
    firstName: string | null;
    lastName: string | null;
  };
  return { ...rest, userName: displayName({ username, firstName, lastName }) };
}

const selectEntries = (env: Env) => db(env.DB).select(entryColumns).from(timeEntries).innerJoin(users, eq(users.id, timeEntries.userId));

export async function estimateUnitOf(env: Env, projectId: number): Promise<EstimateUnit> {
  const [row] = await db(env.DB)
    .select({ unit: projectTimeSettings.estimateUnit })
    .from(projectTimeSettings)
    .where(eq(projectTimeSettings.projectId, projectId));
  return row?.unit ?? "hours";
}

export async function getTimeSettings(env: Env, user: SessionUser, projectId: number): Promise<{ estimateUnit: EstimateUnit }> {
  await requireProjectRole(env, projectId, user.id, "project.read");
  return { estimateUnit: await estimateUnitOf(env, projectId) };
}

export async function saveTimeSettings(
  env: Env,
  user: SessionUser,
  projectId: number,
  input: { estimateUnit: EstimateUnit },
): Promise<{ estimateUnit: EstimateUnit }> {
  await requireProjectRole(env, projectId, user.id, "project.edit");
  await db(env.DB)
    .insert(projectTimeSettings)
    .values({ projectId, estimateUnit: input.estimateUnit })
    .onConflictDoUpdate({
      target: projectTimeSettings.projectId,
      set: { estimateUnit: input.estimateUnit, updatedAt: new Date().toISOString() },
    });
  return { estimateUnit: input.estimateUnit };
}

export async function listTaskEntries(env: Env, user: SessionUser, taskId: string): Promise<TimeEntryView[]> {
  await requireTaskRole(env, taskId, user.id, "project.read");
  const rows = await selectEntries(env).where(eq(timeEntries.taskId, taskId)).orderBy(desc(timeEntries.day), desc(timeEntries.id));
  return rows.map(view);
}

/** Inserts an entry for a task the caller may edit; the task must be on its board. */
export async function insertEntry(
  env: Env,
  userId: number,
  task: Pick<Task, "id" | "projectId">,
  input: CreateTimeEntryInput & { source?: "manual" | "timer" },
): Promise<TimeEntryView> {
  const [row] = await db(env.DB)
    .insert(timeEntries)
    .values({
      projectId: task.projectId,
      taskId: task.id,
      userId,
      day: input.date,
      minutes: input.minutes,
      note: input.note,
      source: input.source ?? "manual",
    })
    .returning({ id: timeEntries.id });
  return entryById(env, row.id);
}

async function entryById(env: Env, id: number): Promise<TimeEntryView> {
  const [row] = await selectEntries(env).where(eq(timeEntries.id, id));
  if (!row) throw notFound(TIME_ENTRY_NOT_FOUND);
  return view(row);
}

export async function addEntry(env: Env, user: SessionUser, taskId: string, input: CreateTimeEntryInput): Promise<TimeEntryView> {
  await requireTaskRole(env, taskId, user.id, "task.edit");
  const task = await getBoardTask(env, taskId);
  return insertEntry(env, user.id, task, input);
}

/** The entry, if the caller may change it: another tenant's or a missing one is 404, someone else's 403. */
async function ownEntry(env: Env, user: SessionUser, id: number) {
  const [row] = await db(env.DB).select().from(timeEntries).where(eq(timeEntries.id, id));
  const role = row ? await getProjectRole(env, row.projectId, user.id) : null;
  if (!row || !role) throw notFound(TIME_ENTRY_NOT_FOUND);
  if (row.userId !== user.id) throw forbidden(ONLY_AUTHOR);
  if (!roleAllows("task.edit", role)) throw forbidden(roleRefusal("task.edit"));
  return row;
}

export async function editEntry(env: Env, user: SessionUser, id: number, input: UpdateTimeEntryInput): Promise<TimeEntryView> {
  await ownEntry(env, user, id);
  await db(env.DB)
    .update(timeEntries)
    .set({
      ...(input.date !== undefined ? { day: input.date } : {}),
      ...(input.minutes !== undefined ? { minutes: input.minutes } : {}),
      ...(input.note !== undefined ? { note: input.note } : {}),
      updatedAt: new Date().toISOString(),
    })
    .where(eq(timeEntries.id, id));
  return entryById(env, id);
}

export async function deleteEntry(env: Env, user: SessionUser, id: number): Promise<void> {
  await ownEntry(env, user, id);
  await db(env.DB).delete(timeEntries).where(eq(timeEntries.id, id));
}

async function projectEntries(env: Env, projectId: number, range: { from?: string; to?: string }): Promise<TimeEntryView[]> {
  const where = [eq(timeEntries.projectId, projectId)];
  if (range.from) where.push(gte(timeEntries.day, range.from));
  if (range.to) where.push(lte(timeEntries.day, range.to));
  const rows = await selectEntries(env)
    .where(and(...where))
    .orderBy(asc(timeEntries.day), asc(timeEntries.id));
  return rows.map(view);
}

export async function listProjectEntries(
  env: Env,
  user: SessionUser,
  projectId: number,
  range: { from?: string; to?: string },
): Promise<TimeEntryView[]> {
  await requireProjectRole(env, projectId, user.id, "project.read");
  return projectEntries(env, projectId, range);
}

/** The entries as a spreadsheet: one row each, with the task's name and the hours as a decimal. */
export async function projectEntriesCsv(
  env: Env,
  user: SessionUser,
  projectId: number,
  range: { from?: string; to?: string },
): Promise<string> {
  await requireProjectRole(env, projectId, user.id, "project.read");
  const [entries, board] = await Promise.all([projectEntries(env, projectId, range), listBoard(env, projectId)]);
  const names = new Map(board.tasks.map((t) => [t.id, t.name]));
  return toCsv([
    ["Date", "Person", "Task", "Task ID", "Minutes", "Hours", "Note", "Source"],
    ...entries.map((e) => [
      e.date,
      e.userName,
      names.get(e.taskId) ?? "(deleted task)",
      e.taskId,
      e.minutes,
      Math.round((e.minutes / 60) * 100) / 100,
      e.note,
      e.source,
    ]),
  ]);
}

/** Estimate against actual: per item (own and rolled up), per person and per week. */
export async function timeSummary(
  env: Env,
  user: SessionUser,
  projectId: number,
  range: { from?: string; to?: string },
): Promise<TimeSummary> {
  await requireProjectRole(env, projectId, user.id, "project.read");
  const [entries, board, estimateUnit] = await Promise.all([
    projectEntries(env, projectId, range),
    listBoard(env, projectId),
    estimateUnitOf(env, projectId),
  ]);
  const own = new Map<string, number>();
  const people = new Map<number, { userId: number; name: string; minutes: number }>();
  const weeks = new Map<string, { week: string; minutes: number; byPerson: Record<string, number> }>();
  let minutes = 0;
  for (const e of entries) {
    minutes += e.minutes;
    own.set(e.taskId, (own.get(e.taskId) ?? 0) + e.minutes);
    const p = people.get(e.userId) ?? { userId: e.userId, name: e.userName, minutes: 0 };
    p.minutes += e.minutes;
    people.set(e.userId, p);
    const key = weekOf(e.date);
    const w = weeks.get(key) ?? { week: key, minutes: 0, byPerson: {} };
    w.minutes += e.minutes;
    w.byPerson[e.userId] = (w.byPerson[e.userId] ?? 0) + e.minutes;
    weeks.set(key, w);
  }
  // Time rolls up like estimates: a parent's total counts its subtasks' time.
  const rolledTime = rollUpEstimates(board.tasks.map((t) => ({ ...t, estimate: own.get(t.id) ?? null })));
  const rolledEstimate = rollUpEstimates(board.tasks);
  const tasks = board.tasks
    .filter((t) => (rolledEstimate.get(t.id)?.estimated ?? 0) > 0 || (rolledTime.get(t.id)?.total ?? 0) > 0)
    .map((t) => ({
      taskId: t.id,
      name: t.name,
      kind: t.kind,
      estimate: t.estimate ?? null,
      totalEstimate: rolledEstimate.get(t.id)?.total ?? 0,
      minutes: own.get(t.id) ?? 0,
      totalMinutes: rolledTime.get(t.id)?.total ?? 0,
    }));
  const estimate = projectEstimate(board.tasks);
  return {
    estimateUnit,
    project: { estimate: estimate.total, openEstimate: estimate.open, minutes },
    tasks,
    people: [...people.values()].sort((a, b) => b.minutes - a.minutes),
    weeks: [...weeks.values()].sort((a, b) => a.week.localeCompare(b.week)),
  };
}
