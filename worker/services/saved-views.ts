import { and, asc, eq, or } from "drizzle-orm";
import { roleAllows, roleRefusal } from "../../core/policy";
import { type CreateViewInput, type SavedView, type UpdateViewInput, viewQuerySchema } from "../../core/schemas/saved-view";
import { db } from "../db/client";
import { readColumn, readColumnOrSkip } from "../db/json-column";
import { savedViews } from "../db/schema";
import { forbidden, notFound } from "../http/errors";
import { requireProjectRole } from "./access";

// Issue 25: saved views. A personal view is its creator's alone (anyone else gets the 404 of a view
// that does not exist); a shared one is every member's to use. Only its creator or a project owner
// changes or deletes a view; sharing one with the team is an editor's (viewers keep views for themselves).

export const VIEW_NOT_FOUND = "View not found";
export const NOT_YOUR_VIEW = "Only the view's creator or a project owner can change it.";

type Row = typeof savedViews.$inferSelect;

const queryRef = (r: Row) => ({ column: "saved_views.query", key: r.id });

const toView = (r: Row, query = readColumn(viewQuerySchema, r.query, queryRef(r))): SavedView => ({
  id: r.id,
  projectId: r.projectId,
  name: r.name,
  shared: r.shared,
  query,
  createdBy: r.createdBy,
  createdAt: new Date(r.createdAt).toISOString(),
  updatedAt: new Date(r.updatedAt).toISOString(),
});

export async function listViews(env: Env, projectId: number, userId: number): Promise<SavedView[]> {
  await requireProjectRole(env, projectId, userId, "project.read");
  const rows = await db(env.DB)
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.projectId, projectId), or(eq(savedViews.shared, true), eq(savedViews.createdBy, userId))))
    .orderBy(asc(savedViews.name), asc(savedViews.id));
  // A view whose stored query no longer reads is left out (and logged): the others still work.
  return rows.flatMap((r) => {
    const query = readColumnOrSkip(viewQuerySchema, r.query, queryRef(r));
    return query ? [toView(r, query)] : [];
  });
}

export async function createView(env: Env, projectId: number, userId: number, input: CreateViewInput): Promise<SavedView> {
  const role = await requireProjectRole(env, projectId, userId, "view.save");
  if (input.shared && !roleAllows("project.edit", role)) throw forbidden(roleRefusal("project.edit"));
  const now = Date.now();
  const [row] = await db(env.DB)
    .insert(savedViews)
    .values({ projectId, createdBy: userId, name: input.name, shared: input.shared, query: input.query, createdAt: now, updatedAt: now })
    .returning();
  return toView(row);
}

/** The view, if the caller may see it (a member; its creator when personal), with the caller's role. */
async function visibleView(env: Env, viewId: number, userId: number) {
  const [row] = await db(env.DB).select().from(savedViews).where(eq(savedViews.id, viewId)).limit(1);
  if (!row) throw notFound(VIEW_NOT_FOUND);
  const role = await requireProjectRole(env, row.projectId, userId, "project.read").catch(() => {
    throw notFound(VIEW_NOT_FOUND);
  });
  if (!row.shared && row.createdBy !== userId) throw notFound(VIEW_NOT_FOUND);
  return { row, role };
}

async function changeable(env: Env, viewId: number, userId: number) {
  const { row, role } = await visibleView(env, viewId, userId);
  if (!roleAllows("view.save", role)) throw forbidden(roleRefusal("view.save"));
  if (row.createdBy !== userId && role !== "owner") throw forbidden(NOT_YOUR_VIEW);
  return { row, role };
}

export async function updateView(env: Env, viewId: number, userId: number, input: UpdateViewInput): Promise<SavedView> {
  const { row, role } = await changeable(env, viewId, userId);
  if (input.shared === true && !row.shared && !roleAllows("project.edit", role)) throw forbidden(roleRefusal("project.edit"));
  const [next] = await db(env.DB)
    .update(savedViews)
    .set({
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.shared === undefined ? {} : { shared: input.shared }),
      ...(input.query === undefined ? {} : { query: input.query }),
      updatedAt: Date.now(),
    })
    .where(eq(savedViews.id, viewId))
    .returning();
  return toView(next);
}

export async function deleteView(env: Env, viewId: number, userId: number): Promise<void> {
  await changeable(env, viewId, userId);
  await db(env.DB).delete(savedViews).where(eq(savedViews.id, viewId));
}
