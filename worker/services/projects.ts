import type { LiveProject } from "../../core/schemas/board-protocol";
import type { CreateProjectInput, ProjectView, UpdateProjectInput } from "../../core/schemas/project";
import { notFound } from "../http/errors";
import { PROJECT_NOT_FOUND, requireProjectRole } from "./access";
import { deleteBoard, projectChanged } from "./board";

// Projects in the D1 catalog. Every read is scoped by membership in the query itself, so a project
// the caller is not in is indistinguishable from one that does not exist. Routes and React Router
// loaders both call these.

export interface ProjectExtra {
  source?: string;
  aiGenerated?: boolean;
  sourceData?: unknown;
}

const projectColumns = (p: string) => `${p}id, ${p}name, ${p}description, ${p}due_date AS dueDate, ${p}status, ${p}progress,
  ${p}total_tasks AS totalTasks, ${p}completed_tasks AS completedTasks, ${p}icon, ${p}icon_bg AS iconBg,
  ${p}owner_id AS ownerId, ${p}external_id AS externalId, ${p}source, ${p}ai_generated AS aiGenerated,
  ${p}created_at AS createdAt, ${p}updated_at AS updatedAt`;
const VIEW_COLUMNS = `${projectColumns("p.")}, m.role`;

type ProjectRow = Omit<ProjectView, "aiGenerated"> & { aiGenerated: number };

const toView = (row: ProjectRow): ProjectView => ({ ...row, aiGenerated: row.aiGenerated === 1 });

function selectForUser(env: Env, projectId: number, userId: number): D1PreparedStatement {
  return env.DB.prepare(
    `SELECT ${VIEW_COLUMNS} FROM projects p JOIN project_members m ON m.project_id = p.id AND m.user_id = ? WHERE p.id = ?`,
  ).bind(userId, projectId);
}

/** Creates the project and makes its creator the owner, atomically (one D1 batch is one transaction). */
export async function createProject(env: Env, userId: number, input: CreateProjectInput, extra: ProjectExtra = {}): Promise<ProjectView> {
  const [inserted] = await env.DB.batch<ProjectRow>([
    env.DB.prepare(
      `INSERT INTO projects (name, description, due_date, icon, icon_bg, owner_id, source, source_data, ai_generated)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${projectColumns("")}, 'owner' AS role`,
    ).bind(
      input.name,
      input.description ?? null,
      input.dueDate ?? null,
      input.icon,
      input.iconBg,
      userId,
      extra.source ?? "manual",
      extra.sourceData === undefined ? null : JSON.stringify(extra.sourceData),
      extra.aiGenerated ? 1 : 0,
    ),
    // Same batch, same connection: last_insert_rowid() is the project just inserted.
    env.DB.prepare("INSERT INTO project_members (project_id, user_id, role) VALUES (last_insert_rowid(), ?, 'owner')").bind(userId),
  ]);
  return toView(inserted.results[0]);
}

/** The caller's projects with their card data (counters kept by each board's projection), newest first. */
export async function listProjectsForUser(env: Env, userId: number): Promise<ProjectView[]> {
  const { results } = await env.DB.prepare(
    `SELECT ${VIEW_COLUMNS} FROM project_members m JOIN projects p ON p.id = m.project_id
      WHERE m.user_id = ? ORDER BY p.created_at DESC, p.id DESC`,
  )
    .bind(userId)
    .all<ProjectRow>();
  return results.map(toView);
}

/**
 * The project as every member sees it (no role, no membership check), or null once it is deleted.
 * Only for the project's own BoardRoom, which pushes it to sockets whose membership was checked.
 */
export async function readLiveProject(db: D1Database, projectId: number): Promise<LiveProject | null> {
  const row = await db
    .prepare(`SELECT ${projectColumns("")} FROM projects WHERE id = ?`)
    .bind(projectId)
    .first<Omit<ProjectRow, "role">>();
  return row ? { ...row, aiGenerated: row.aiGenerated === 1 } : null;
}

/** 404 when the project does not exist or the user is not a member. */
export async function getProjectForUser(env: Env, projectId: number, userId: number): Promise<ProjectView> {
  const row = await selectForUser(env, projectId, userId).first<ProjectRow>();
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  return toView(row);
}

const COLUMN: Record<keyof UpdateProjectInput, string> = {
  name: "name",
  description: "description",
  dueDate: "due_date",
  status: "status",
  icon: "icon",
  iconBg: "icon_bg",
};

/** Editors and owners edit the details; counters, owner and source are never writable here. */
export async function updateProject(env: Env, projectId: number, userId: number, input: UpdateProjectInput): Promise<ProjectView> {
  await requireProjectRole(env, projectId, userId, "editor");
  const fields = (Object.keys(COLUMN) as Array<keyof UpdateProjectInput>).filter((k) => input[k] !== undefined);
  if (fields.length === 0) return getProjectForUser(env, projectId, userId);
  const values = fields.map((k) => (k === "description" ? (input.description?.trim() ?? null) || null : input[k]));
  const [, selected] = await env.DB.batch<ProjectRow>([
    env.DB.prepare(
      `UPDATE projects SET ${fields.map((k) => `${COLUMN[k]} = ?`).join(", ")}, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = ?`,
    ).bind(...values, projectId),
    selectForUser(env, projectId, userId),
  ]);
  const row = selected.results[0];
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  try {
    await projectChanged(env, projectId);
  } catch (err) {
    // The change is saved; people on the page get it on their next (re)connect or reload. A 500 now
    // would only invite a retry of a write that already happened.
    console.error(JSON.stringify({ level: "error", where: "updateProject.projectChanged", projectId, error: String(err) }));
  }
  return toView(row);
}

/**
 * Owner only. The D1 row goes first (members, invitations, task index and the rest cascade), then
 * the board. Project ids are never reused (AUTOINCREMENT), so should the board deletion fail, what
 * remains is unreachable and its pending projection is a no-op against a missing project.
 */
export async function deleteProject(env: Env, projectId: number, userId: number): Promise<void> {
  await requireProjectRole(env, projectId, userId, "owner");
  await env.DB.prepare("DELETE FROM projects WHERE id = ?").bind(projectId).run();
  try {
    await deleteBoard(env, projectId);
  } catch (err) {
    // The project is gone for everyone already; a 500 now would only invite a retry that 404s.
    console.error(JSON.stringify({ level: "error", where: "deleteProject", projectId, error: String(err) }));
  }
}
