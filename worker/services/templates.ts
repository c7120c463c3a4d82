import { and, desc, eq } from "drizzle-orm";
import { defaultStatusId } from "../../core/schemas/statuses";
import {
  type FromTemplateInput,
  type Template,
  type TemplateContent,
  type TemplateSummary,
  templateContentSchema,
} from "../../core/schemas/template";
import { boardToTemplate, dayFrom, itemsInParentOrder, summarize } from "../../core/templates/build";
import { BUILT_IN_TEMPLATES } from "../../core/templates/built-in";
import type { BoardItemInput } from "../board/types";
import { db } from "../db/client";
import { readColumnOrSkip } from "../db/json-column";
import { projectTemplates } from "../db/schema";
import { badRequest, notFound } from "../http/errors";
import { requireProjectRole } from "./access";
import { board, createBoardItems, listBoard, unwrap } from "./board";
import { readDefinitions } from "./definitions";
import { createProject, deleteProject } from "./projects";

// Issue 25: templates. A person saves a project's shape as their own template; a project starts from
// one of theirs or a built-in one on a chosen day, every date moved with it.

export const TEMPLATE_NOT_FOUND = "Template not found";
const BUILT_IN_PREFIX = "builtin:";

export async function saveProjectTemplate(
  env: Env,
  projectId: number,
  userId: number,
  input: { name: string; description?: string | null },
): Promise<TemplateSummary> {
  await requireProjectRole(env, projectId, userId, "templates.save");
  const [{ tasks, dependencies }, { labels, statuses }] = await Promise.all([listBoard(env, projectId), readDefinitions(env, projectId)]);
  const content = boardToTemplate({ tasks, dependencies, labels, statuses });
  const [row] = await db(env.DB)
    .insert(projectTemplates)
    .values({ ownerId: userId, name: input.name, description: input.description ?? null, content })
    .returning();
  return summarize(content, { id: String(row.id), name: row.name, description: row.description, builtIn: false, createdAt: row.createdAt });
}

/** The person's own templates, newest first, then the built-in ones. */
export async function listTemplates(env: Env, userId: number): Promise<TemplateSummary[]> {
  const rows = await db(env.DB)
    .select()
    .from(projectTemplates)
    .where(eq(projectTemplates.ownerId, userId))
    .orderBy(desc(projectTemplates.createdAt), desc(projectTemplates.id));
  // A template whose stored content no longer reads is left out of the list (and logged).
  const own = rows.flatMap((r) => {
    const content = readColumnOrSkip(templateContentSchema, r.content, { column: "project_templates.content", key: r.id });
    return content
      ? [summarize(content, { id: String(r.id), name: r.name, description: r.description, builtIn: false, createdAt: r.createdAt })]
      : [];
  });
  const builtIn = BUILT_IN_TEMPLATES.map((t) =>
    summarize(t.content, { id: `${BUILT_IN_PREFIX}${t.slug}`, name: t.name, description: t.description, builtIn: true, createdAt: null }),
  );
  return [...own, ...builtIn];
}

/** A template the person may use: a built-in one or their own; anyone else's is a plain 404. */
export async function getTemplate(env: Env, userId: number, templateId: string): Promise<Template> {
  if (templateId.startsWith(BUILT_IN_PREFIX)) {
    const t = BUILT_IN_TEMPLATES.find((b) => `${BUILT_IN_PREFIX}${b.slug}` === templateId);
    if (!t) throw notFound(TEMPLATE_NOT_FOUND);
    return {
      ...summarize(t.content, { id: templateId, name: t.name, description: t.description, builtIn: true, createdAt: null }),
      content: t.content,
    };
  }
  if (!/^[1-9][0-9]{0,15}$/.test(templateId)) throw notFound(TEMPLATE_NOT_FOUND);
  const [row] = await db(env.DB)
    .select()
    .from(projectTemplates)
    .where(and(eq(projectTemplates.id, Number(templateId)), eq(projectTemplates.ownerId, userId)));
  if (!row) throw notFound(TEMPLATE_NOT_FOUND);
  const parsed = templateContentSchema.safeParse(row.content);
  if (!parsed.success) throw badRequest("This template can't be read any more; save it again from a project.");
  const content = parsed.data;
  return {
    ...summarize(content, { id: templateId, name: row.name, description: row.description, builtIn: false, createdAt: row.createdAt }),
    content,
  };
}

/**
 * A new project from a template, starting on `startDate`: its statuses, labels, tasks, subtasks,
 * milestones and links. A refusal on the way removes the project again, so nothing is left half-made.
 */
export async function createProjectFromTemplate(env: Env, userId: number, input: FromTemplateInput): Promise<{ id: number }> {
  const template = await getTemplate(env, userId, input.templateId);
  const { content } = template;
  const dues = content.items.map((i) => dayFrom(input.startDate, i.dueOffset)).filter((d): d is string => d !== null);
  const project = await createProject(
    env,
    userId,
    {
      name: input.name,
      description: template.description,
      dueDate: dues.length > 0 ? dues.reduce((a, b) => (a > b ? a : b)) : undefined,
      icon: "folder-open",
      iconBg: "blue",
    },
    { sourceData: { template: { id: template.id, name: template.name, startDate: input.startDate } } },
  );
  try {
    await fillBoard(env, project.id, userId, content, input.startDate);
  } catch (err) {
    await deleteProject(env, project.id, userId);
    throw err;
  }
  return { id: project.id };
}

/** A create call answers the new definition (null is only a delete's answer). */
function createdId(created: { id: string } | null): string {
  if (!created) throw new Error("The board answered a create without the definition it made.");
  return created.id;
}

async function fillBoard(env: Env, projectId: number, userId: number, content: TemplateContent, startDate: string): Promise<void> {
  const room = board(env, projectId);
  // Statuses: the first of each category takes over the project's default one; the others are added
  // where the template has them, so the Board's columns come out in the template's order.
  const statusIds = new Map<string, string>();
  const seen = new Set<string>();
  for (const [order, s] of content.statuses.entries()) {
    if (!seen.has(s.category)) {
      seen.add(s.category);
      const id = defaultStatusId(projectId, s.category);
      unwrap(await room.statusCall(projectId, userId, { kind: "update", id, patch: { name: s.name, color: s.color } }));
      statusIds.set(s.key, id);
    } else {
      const created = unwrap(
        await room.statusCall(projectId, userId, { kind: "create", input: { name: s.name, color: s.color, category: s.category, order } }),
      );
      statusIds.set(s.key, createdId(created));
    }
  }
  const labelIds = new Map<string, string>();
  for (const l of content.labels) {
    const created = unwrap(await room.labelCall(projectId, userId, { kind: "create", input: { name: l.name, color: l.color } }));
    labelIds.set(l.key, createdId(created));
  }
  const ordered = itemsInParentOrder(content);
  const statusPart = (key: string | null | undefined) => {
    const statusId = key ? statusIds.get(key) : undefined;
    return statusId === undefined ? {} : { statusId };
  };
  const items: BoardItemInput[] = ordered.map((i) => ({
    ref: i.key,
    ...(i.parentKey ? { parentRef: i.parentKey } : {}),
    kind: i.kind,
    name: i.name,
    description: i.description,
    priority: i.priority,
    startDate: dayFrom(startDate, i.startOffset),
    dueDate: dayFrom(startDate, i.dueOffset),
    ...statusPart(i.statusKey),
    labelIds: i.labelKeys.flatMap((k) => labelIds.get(k) ?? []),
  }));
  if (items.length === 0) return;
  const created = await createBoardItems(env, projectId, { id: userId }, items);
  const idOf = new Map(ordered.map((i, n) => [i.key, created[n].id]));
  const links = content.links.flatMap((l) => {
    const predecessorId = idOf.get(l.predecessorKey);
    const successorId = idOf.get(l.successorKey);
    return predecessorId !== undefined && successorId !== undefined
      ? [{ predecessorId, successorId, type: l.type, lagDays: l.lagDays }]
      : [];
  });
  if (links.length > 0) unwrap(await room.addDependencies(projectId, userId, links));
}
