import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { SearchResults } from "../../core/schemas/search";
import { ftsQuery } from "../../core/search/fts-query";
import { db } from "../db/client";
import { projectMembers, projects, taskIndex, users } from "../db/schema";
import { publicUserColumns } from "./users";

const LIMIT = 20;

// The FTS5 tables and their triggers live in migration 0008 (decision 020): drizzle has no virtual tables.
const taskSearch = sql.raw("task_search");
const projectSearch = sql.raw("project_search");

/**
 * Projects and board items matching every word of `q`, best match first (FTS5's bm25), only in
 * projects the user is a member of. Tasks come from the task index, the D1 projection of every board,
 * so one query searches all of a user's boards; it trails a board by the projection's flush delay (~¼ s).
 */
export async function search(env: Env, userId: number, q: string): Promise<SearchResults> {
  const match = ftsQuery(q);
  if (!match) return { projects: [], tasks: [], people: [] };
  const d = db(env.DB);
  // People match on a plain substring (instr, not LIKE: no wildcards to escape, no pattern-length limit).
  const needle = q.trim().toLowerCase();
  const has = (column: unknown) => sql`instr(lower(coalesce(${column}, '')), ${needle}) > 0`;
  const fullName = sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`;
  const mine = d.select({ id: projectMembers.projectId }).from(projectMembers).where(eq(projectMembers.userId, userId));
  const [projectHits, tasks, people] = await d.batch([
    d
      .select({ id: projects.id, name: projects.name, description: projects.description })
      .from(projectSearch)
      .innerJoin(projects, sql`${projects.id} = ${projectSearch}.rowid`)
      .innerJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, userId)))
      // A hit in the name weighs more than one in the description.
      .where(sql`${projectSearch} MATCH ${match}`)
      .orderBy(sql`bm25(${projectSearch}, 4.0, 1.0)`)
      .limit(LIMIT),
    d
      .select({
        id: taskIndex.taskId,
        projectId: taskIndex.projectId,
        // Aliased: a D1 batch maps rows by column name, and an unaliased projects.name would collide
        // with task_index.name.
        projectName: sql<string>`${projects.name}`.as("projectName"),
        kind: taskIndex.kind,
        name: taskIndex.name,
        status: taskIndex.status,
        dueDate: taskIndex.dueDate,
      })
      .from(taskSearch)
      .innerJoin(taskIndex, sql`${taskIndex}.rowid = ${taskSearch}.rowid`)
      .innerJoin(projectMembers, and(eq(projectMembers.projectId, taskIndex.projectId), eq(projectMembers.userId, userId)))
      .innerJoin(projects, eq(projects.id, taskIndex.projectId))
      .where(sql`${taskSearch} MATCH ${match}`)
      // Open items before done ones, then the best match first; a hit in the name weighs more than one in a label.
      .orderBy(sql`${taskIndex.status} = 'done'`, sql`bm25(${taskSearch}, 4.0, 1.0)`)
      .limit(LIMIT),
    // Members of any project the caller belongs to, the caller included; nobody else.
    d
      .selectDistinct(publicUserColumns)
      .from(users)
      .innerJoin(projectMembers, eq(projectMembers.userId, users.id))
      .where(
        and(inArray(projectMembers.projectId, mine), or(has(users.username), has(users.firstName), has(users.lastName), has(fullName))),
      )
      .orderBy(users.username)
      .limit(LIMIT),
  ]);
  return { projects: projectHits, tasks, people };
}
