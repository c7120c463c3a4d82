import { desc, eq, inArray, sql } from "drizzle-orm";
import type { PersonWorkload, Portfolio, ProjectAnalytics } from "../../core/analytics";
import { progressFromCounts } from "../../core/progress";
import { type AnalyticsQuery, todayUtc } from "../../core/schemas/analytics";
import type { ProjectView } from "../../core/schemas/project";
import { displayName } from "../../core/user-display";
import { db } from "../db/client";
import { projectMembers, projects, taskIndex, users } from "../db/schema";
import { requireProjectRole } from "./access";
import { listProjectsForUser, viewColumns } from "./projects";

// Analytics of a project and of a user's portfolio. The history lives in each BoardRoom, which
// replays it next to its data (worker/board/analytics.ts); D1 only names the people and the
// projects, with a fixed number of queries whatever the size of the boards.

function board(env: Env, projectId: number) {
  return env.BOARD.get(env.BOARD.idFromName(String(projectId)));
}

/** Display names of the members of `projectIds`: one query. */
async function memberNames(env: Env, projectIds: number[]): Promise<Map<number, string>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db(env.DB)
    .selectDistinct({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(inArray(projectMembers.projectId, sql`(SELECT value FROM json_each(${JSON.stringify(projectIds)}))`));
  return new Map(rows.map((u) => [u.id, displayName(u)]));
}

/** GET /api/projects/:id/analytics: any member reads it; others get the project's 404. Three D1 queries. */
export async function projectAnalytics(env: Env, projectId: number, userId: number, query: AnalyticsQuery): Promise<ProjectAnalytics> {
  await requireProjectRole(env, projectId, userId);
  const [project, names] = await Promise.all([
    db(env.DB).select({ dueDate: projects.dueDate }).from(projects).where(eq(projects.id, projectId)).get(),
    memberNames(env, [projectId]),
  ]);
  const today = todayUtc();
  return board(env, projectId).analytics(projectId, {
    from: query.from ?? null,
    to: query.to ?? today,
    today,
    dueDate: project?.dueDate ?? null,
    members: [...names],
  });
}

/**
 * Every project of the user with its board's summary. D1: two queries (projects, member names);
 * then one RPC per project, in parallel, each answering a few numbers.
 */
export async function portfolio(env: Env, userId: number): Promise<Portfolio> {
  const list = await listProjectsForUser(env, userId);
  const today = todayUtc();
  const [names, summaries] = await Promise.all([
    memberNames(
      env,
      list.map((p) => p.id),
    ),
    Promise.all(list.map((p) => board(env, p.id).summary(p.id, today, p.dueDate))),
  ]);
  const projectsOut = list.map((p: ProjectView, i) => ({
    id: p.id,
    name: p.name,
    status: p.status,
    dueDate: p.dueDate,
    icon: p.icon,
    iconBg: p.iconBg,
    progress: progressFromCounts(p.completedTasks, p.totalTasks),
    summary: summaries[i],
  }));
  const people = new Map<number | null, PersonWorkload>();
  for (const p of projectsOut) {
    for (const w of p.summary.workload) {
      let row = people.get(w.userId);
      if (!row) {
        const name = w.userId === null ? "Unassigned" : (names.get(w.userId) ?? "Unknown user");
        row = { userId: w.userId, name, open: 0, inProgress: 0, overdue: 0, projects: 0 };
        people.set(w.userId, row);
      }
      row.open += w.open;
      row.inProgress += w.inProgress;
      row.overdue += w.overdue;
      row.projects++;
    }
  }
  return {
    today,
    projects: projectsOut,
    people: [...people.values()].sort((a, b) => b.open + b.inProgress - (a.open + a.inProgress) || b.overdue - a.overdue),
  };
}

export const RECENT_PROJECTS = 10;

/**
 * GET /api/projects/recent: the user's projects, most recently changed first. A change is an edit of
 * the project or of any task on its board (the task index carries each task's last change). One query.
 */
export async function recentProjects(env: Env, userId: number): Promise<ProjectView[]> {
  // Correlated, so each project reads only its own rows of the task index (task_index_project_idx).
  const lastTaskChange = sql`(SELECT max(${taskIndex.updatedAt}) FROM ${taskIndex} WHERE ${taskIndex.projectId} = ${projects.id})`;
  const changedAt = sql`max(${projects.updatedAt}, coalesce(${lastTaskChange}, ''))`;
  return db(env.DB)
    .select(viewColumns)
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(eq(projectMembers.userId, userId))
    .orderBy(desc(changedAt), desc(projects.id))
    .limit(RECENT_PROJECTS);
}
