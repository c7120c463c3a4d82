import { and, desc, eq, sql } from "drizzle-orm";
import type { LiveProject } from "../../core/schemas/board-protocol";
import type { CreateProjectInput, ProjectView, UpdateProjectInput } from "../../core/schemas/project";
import { type Db, db } from "../db/client";
import { projectMembers, projects } from "../db/schema";
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
  /** An exported plan: the container's id and link in its provider. */
  externalId?: string;
  externalUrl?: string;
}

/**
 * The project as everyone sees it, in the order the API has always returned its keys. aiGenerated is
 * a boolean-mode column, so it arrives as true/false. The D1 column names these select (id, name, …,
 * owner_id, …) are all distinct, which a D1 batch needs: it maps rows by column name.
 */
const liveColumns = {
  id: projects.id,
  name: projects.name,
  description: projects.description,
  dueDate: projects.dueDate,
  status: projects.status,
  progress: projects.progress,
  totalTasks: projects.totalTasks,
  completedTasks: projects.completedTasks,
  icon: projects.icon,
  iconBg: projects.iconBg,
  ownerId: projects.ownerId,
  externalId: projects.externalId,
  externalUrl: projects.externalUrl,
  source: projects.source,
  aiGenerated: projects.aiGenerated,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
};
/** …plus the caller's role from their membership row. Every list of ProjectView selects these. */
export const viewColumns = { ...liveColumns, role: projectMembers.role };

const NOW = sql`strftime('%Y-%m-%dT%H:%M:%fZ','now')`;

function selectForUser(d: Db, projectId: number, userId: number) {
  return d
    .select(viewColumns)
    .from(projects)
    .innerJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, userId)))
    .where(eq(projects.id, projectId));
}

/** Creates the project and makes its creator the owner, atomically (one D1 batch is one transaction). */
export async function createProject(env: Env, userId: number, input: CreateProjectInput, extra: ProjectExtra = {}): Promise<ProjectView> {
  const d = db(env.DB);
  const [inserted] = await d.batch([
    d
      .insert(projects)
      .values({
        name: input.name,
        description: input.description ?? null,
        dueDate: input.dueDate ?? null,
        icon: input.icon,
        iconBg: input.iconBg,
        ownerId: userId,
        source: extra.source ?? "manual",
        externalId: extra.externalId ?? null,
        externalUrl: extra.externalUrl ?? null,
        // A json-mode column: drizzle stores JSON.stringify(value), the text the unique
        // (owner, json_extract(source_data, '$.requestId')) index of migration 0003 reads.
        sourceData: extra.sourceData === undefined ? null : extra.sourceData,
        aiGenerated: Boolean(extra.aiGenerated),
      })
      .returning({ ...liveColumns, role: sql<"owner">`'owner'`.as("role") }),
    // Same batch, same connection: last_insert_rowid() is the project just inserted.
    d.insert(projectMembers).values({ projectId: sql`last_insert_rowid()`, userId, role: "owner" }),
  ]);
  return inserted[0];
}

/** The caller's projects with their card data (counters kept by each board's projection), newest first. */
export async function listProjectsForUser(env: Env, userId: number): Promise<ProjectView[]> {
  return db(env.DB)
    .select(viewColumns)
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(eq(projectMembers.userId, userId))
    .orderBy(desc(projects.createdAt), desc(projects.id));
}

/**
 * The project as every member sees it (no role, no membership check), or null once it is deleted.
 * Only for the project's own BoardRoom, which pushes it to sockets whose membership was checked.
 */
export async function readLiveProject(d1: D1Database, projectId: number): Promise<LiveProject | null> {
  const row = await db(d1).select(liveColumns).from(projects).where(eq(projects.id, projectId)).get();
  return row ?? null;
}

/** 404 when the project does not exist or the user is not a member. */
export async function getProjectForUser(env: Env, projectId: number, userId: number): Promise<ProjectView> {
  const row = await selectForUser(db(env.DB), projectId, userId).get();
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  return row;
}

/** Editors and owners edit the details; counters, owner and source are never writable here. */
export async function updateProject(env: Env, projectId: number, userId: number, input: UpdateProjectInput): Promise<ProjectView> {
  await requireProjectRole(env, projectId, userId, "project.edit");
  // Every editable field, spelled out (satisfies: a new input field fails the build until it is listed
  // here). Undefined means "not sent" and is left out of the SET; a blank description is stored as null.
  const set = {
    name: input.name,
    description: input.description === undefined ? undefined : (input.description?.trim() ?? null) || null,
    dueDate: input.dueDate,
    status: input.status,
    icon: input.icon,
    iconBg: input.iconBg,
  } satisfies Record<keyof UpdateProjectInput, unknown>;
  if (Object.values(set).every((v) => v === undefined)) return getProjectForUser(env, projectId, userId);
  const d = db(env.DB);
  const [, selected] = await d.batch([
    d
      .update(projects)
      .set({ ...set, updatedAt: NOW })
      .where(eq(projects.id, projectId)),
    selectForUser(d, projectId, userId),
  ]);
  const row = selected[0];
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  try {
    await projectChanged(env, projectId);
  } catch (err) {
    // The change is saved; people on the page get it on their next (re)connect or reload. A 500 now
    // would only invite a retry of a write that already happened.
    console.error(JSON.stringify({ level: "error", where: "updateProject.projectChanged", projectId, error: String(err) }));
  }
  return row;
}

/**
 * Owner only. The D1 row goes first (members, invitations, task index and the rest cascade), then
 * the board. Project ids are never reused (AUTOINCREMENT), so should the board deletion fail, what
 * remains is unreachable and its pending projection is a no-op against a missing project.
 */
export async function deleteProject(env: Env, projectId: number, userId: number): Promise<void> {
  await requireProjectRole(env, projectId, userId, "project.delete");
  await db(env.DB).delete(projects).where(eq(projects.id, projectId));
  try {
    await deleteBoard(env, projectId);
  } catch (err) {
    // The project is gone for everyone already; a 500 now would only invite a retry that 404s.
    console.error(JSON.stringify({ level: "error", where: "deleteProject", projectId, error: String(err) }));
  }
}
