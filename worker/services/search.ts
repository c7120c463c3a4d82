import { type AnyColumn, and, asc, desc, eq, or, sql } from "drizzle-orm";
import type { SearchResults } from "../../core/schemas/search";
import { db } from "../db/client";
import { projectMembers, projects, taskIndex } from "../db/schema";

const LIMIT = 20;

/** LIKE treats % and _ as wildcards; a search for "50%" means the characters. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `col LIKE pattern` with the backslash as escape character, matching likePattern. */
const like = (col: AnyColumn, pattern: string) => sql`${col} LIKE ${pattern} ESCAPE '\\'`;

/**
 * Projects and board items whose name (or project description) contains `q`, only in projects the
 * user is a member of. Tasks come from the task index, the D1 projection of every board, so one query
 * searches all of a user's boards; it trails a board by the projection's flush delay (~¼ s).
 */
export async function search(env: Env, userId: number, q: string): Promise<SearchResults> {
  const d = db(env.DB);
  const pattern = likePattern(q);
  const [projectHits, tasks] = await d.batch([
    d
      .select({ id: projects.id, name: projects.name, description: projects.description })
      .from(projectMembers)
      .innerJoin(projects, eq(projects.id, projectMembers.projectId))
      .where(and(eq(projectMembers.userId, userId), or(like(projects.name, pattern), like(projects.description, pattern))))
      .orderBy(desc(projects.createdAt))
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
      .from(projectMembers)
      .innerJoin(taskIndex, eq(taskIndex.projectId, projectMembers.projectId))
      .innerJoin(projects, eq(projects.id, taskIndex.projectId))
      .where(and(eq(projectMembers.userId, userId), like(taskIndex.name, pattern)))
      // Open items first, then by due date (undated last), then by name.
      .orderBy(sql`${taskIndex.status} = 'done'`, sql`${taskIndex.dueDate} IS NULL`, asc(taskIndex.dueDate), asc(taskIndex.name))
      .limit(LIMIT),
  ]);
  return { projects: projectHits, tasks };
}
