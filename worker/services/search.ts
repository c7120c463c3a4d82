import type { SearchResults } from "../../core/schemas/search";

const LIMIT = 20;

/** LIKE treats % and _ as wildcards; a search for "50%" means the characters. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Projects and board items whose name (or project description) contains `q`, only in projects the
 * user is a member of. Tasks come from the task index, the D1 projection of every board, so one query
 * searches all of a user's boards; it trails a board by the projection's flush delay (~¼ s).
 */
export async function search(env: Env, userId: number, q: string): Promise<SearchResults> {
  const pattern = likePattern(q);
  const [projects, tasks] = await env.DB.batch([
    env.DB.prepare(
      `SELECT p.id, p.name, p.description FROM project_members m JOIN projects p ON p.id = m.project_id
        WHERE m.user_id = ?1 AND (p.name LIKE ?2 ESCAPE '\\' OR p.description LIKE ?2 ESCAPE '\\')
        ORDER BY p.created_at DESC LIMIT ${LIMIT}`,
    ).bind(userId, pattern),
    env.DB.prepare(
      `SELECT t.task_id AS id, t.project_id AS projectId, p.name AS projectName, t.kind, t.name, t.status, t.due_date AS dueDate
         FROM project_members m JOIN task_index t ON t.project_id = m.project_id JOIN projects p ON p.id = t.project_id
        WHERE m.user_id = ? AND t.name LIKE ? ESCAPE '\\'
        ORDER BY t.status = 'done', t.due_date IS NULL, t.due_date, t.name LIMIT ${LIMIT}`,
    ).bind(userId, pattern),
  ]);
  return { projects: projects.results as SearchResults["projects"], tasks: tasks.results as SearchResults["tasks"] };
}
