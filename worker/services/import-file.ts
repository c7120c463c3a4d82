import { and, eq, inArray, sql } from "drizzle-orm";
import { ImportFileError } from "../../core/import-files/csv";
import { fieldColumn, fieldFromCell } from "../../core/import-files/extras";
import { type ReadFile, readImportFile } from "../../core/import-files/formats";
import { treeOrder } from "../../core/import-files/parents";
import { type Assignable, matchAssignees } from "../../core/import-files/people";
import { must } from "../../core/must";
import type { ImportFileInput } from "../../core/schemas/import-file";
import { MAX_LABELS_PER_TASK } from "../../core/schemas/labels";
import { db } from "../db/client";
import { projectMembers, projects, users } from "../db/schema";
import { badRequest } from "../http/errors";
import { labelKey } from "../integrations/carry";
import { requireProjectRole } from "./access";
import { board, createBoardItems } from "./board";
import { addLabel, readDefinitions } from "./definitions";
import { addMember } from "./members";
import { createProject, deleteProject } from "./projects";

// Import from a file with nothing connected (Trello JSON, Jira CSV, Asana CSV, any CSV). The file is
// read again here with the mapping the user confirmed, and the project appears complete or not at
// all: every task goes in one board write, and a refused write removes the project again. Subtasks
// go in right after their parent, pointing at it by ref, so the batch never names a later item.

const TOOL = { trello: "trello", "jira-csv": "jira", "asana-csv": "asana", csv: "file" } as const;

async function existing(env: Env, userId: number, requestId: string): Promise<number | null> {
  const row = await db(env.DB)
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.ownerId, userId), sql`json_extract(${projects.sourceData}, '$.requestId') = ${requestId}`))
    .get();
  return row?.id ?? null;
}

/**
 * The people an import may assign (decision 040): the importer and everyone who shares a project with
 * them. A file cannot reach anyone else, so an import never reveals or adds a stranger.
 */
export async function assignablePeople(env: Env, userId: number): Promise<Assignable[]> {
  const d = db(env.DB);
  const mine = d.select({ id: projectMembers.projectId }).from(projectMembers).where(eq(projectMembers.userId, userId));
  const rows = await d
    .selectDistinct({ id: users.id, email: users.email, username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .leftJoin(projectMembers, eq(projectMembers.userId, users.id))
    .where(sql`${users.id} = ${userId} OR ${inArray(projectMembers.projectId, mine)}`);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    username: r.username,
    name: [r.firstName, r.lastName].filter(Boolean).join(" ").trim() || null,
  }));
}

/** Who a file's assignee values name: shown in the preview before anything is created. */
export async function previewAssignees(env: Env, userId: number, values: string[]) {
  const { matched, unmatched } = matchAssignees(values, await assignablePeople(env, userId));
  return {
    matches: [...matched].map(([value, p]) => ({ value, userId: p.id, name: p.name ?? p.username })),
    unmatched,
  };
}

type ImportFileResult = { projectId: number; created: number; unmatched: string[]; warnings: string[] };

/**
 * The labels, status and field values of each row, for a project's own definitions (decision 114):
 * labels matched by name (case, spaces and underscores aside) or made, a Status naming one of the
 * project's statuses, and the cells of columns named after its fields, parsed by the field's type.
 * A value the project cannot take is listed in `warnings`, never dropped silently.
 */
async function carriedValues(env: Env, projectId: number, userId: number, read: ReadFile) {
  const defs = await readDefinitions(env, projectId);
  const warnings: string[] = [];
  const labelIds = new Map(defs.labels.map((l) => [labelKey(l.name), l.id]));
  const refused = new Set<string>();
  const members = await d1Members(env, projectId);
  const people = (await assignablePeople(env, userId)).filter((p) => members.has(p.id));
  const personId = (value: string) => matchAssignees([value], people).matched.get(value)?.id ?? null;
  const isMember = (id: number) => members.has(id);
  const fieldDefs = await board(env, projectId).listFields(projectId);
  const columns = fieldDefs.flatMap((f) => {
    const column = fieldColumn(f, read.columns);
    return column === null ? [] : [[f, column] as const];
  });
  const values = [];
  for (const [i, task] of read.tasks.entries()) {
    const extras = read.extras[i];
    const ids: string[] = [];
    for (const name of extras.labels) {
      const key = labelKey(name);
      let id = labelIds.get(key);
      if (!id && !refused.has(key)) {
        try {
          id = (await addLabel(env, projectId, { id: userId }, { name: name.slice(0, 40), color: "blue" })).id;
          labelIds.set(key, id);
        } catch (err) {
          refused.add(key);
          warnings.push(`Label "${name}" was not added: ${err instanceof Error ? err.message : "the project refused it"}`);
        }
      }
      if (id && !ids.includes(id)) ids.push(id);
    }
    if (ids.length > MAX_LABELS_PER_TASK) warnings.push(`"${task.name}": only its first ${MAX_LABELS_PER_TASK} labels were kept.`);
    const status = extras.status.toLowerCase();
    const statusId = status ? defs.statuses.find((st) => st.name.trim().toLowerCase() === status)?.id : undefined;
    const fields: Record<string, string | number | boolean | string[]> = {};
    for (const [field, column] of columns) {
      const cell = extras.cells[column];
      if (!cell) continue;
      const checked = fieldFromCell(field, cell, personId, isMember);
      if (checked.ok && checked.value !== null) fields[field.id] = checked.value as string | number | boolean | string[];
      else if (!checked.ok) warnings.push(`"${task.name}": ${checked.message} The value was left empty.`);
    }
    values.push({
      ...(ids.length ? { labelIds: ids.slice(0, MAX_LABELS_PER_TASK) } : {}),
      ...(statusId ? { statusId } : {}),
      ...(Object.keys(fields).length ? { fields } : {}),
    });
  }
  return { values, warnings };
}

async function d1Members(env: Env, projectId: number): Promise<Set<number>> {
  const rows = await db(env.DB).select({ id: projectMembers.userId }).from(projectMembers).where(eq(projectMembers.projectId, projectId));
  return new Set(rows.map((r) => r.id));
}

function readFile(input: ImportFileInput): ReadFile {
  try {
    return readImportFile(input.format, input.content, input.mapping);
  } catch (err) {
    if (err instanceof ImportFileError) throw badRequest(err.message);
    throw err;
  }
}

/** The board items for the file's rows, each subtask right after its parent. */
async function boardItems(env: Env, projectId: number, userId: number, read: ReadFile, assigneeId: (value: string) => number | null) {
  const { values, warnings } = await carriedValues(env, projectId, userId, read);
  const items = treeOrder(read.tasks.map((t) => t.parent)).map(({ index }) => {
    const t = read.tasks[index];
    return {
      ref: `row-${index}`,
      ...(t.parent === null ? {} : { parentRef: `row-${t.parent}` }),
      kind: t.kind,
      name: t.name,
      description: t.description,
      status: t.status,
      isCompleted: t.status === "done",
      dueDate: t.dueDate,
      priority: t.priority,
      assigneeId: (t.assignee ? assigneeId(t.assignee) : null) ?? null,
      source: "manual",
      ...values[index],
    } as const;
  });
  return { items, warnings: [...read.notices, ...warnings] };
}

/** A file's rows added to a project the caller may edit; its members are the people a row may name. */
async function importIntoProject(env: Env, userId: number, projectId: number, read: ReadFile): Promise<ImportFileResult> {
  await requireProjectRole(env, projectId, userId, "task.edit");
  const members = await d1Members(env, projectId);
  const { matched, unmatched } = matchAssignees(
    read.tasks.map((t) => t.assignee),
    (await assignablePeople(env, userId)).filter((p) => members.has(p.id)),
  );
  const { items, warnings } = await boardItems(env, projectId, userId, read, (v) => matched.get(v)?.id ?? null);
  const tasks = await createBoardItems(env, projectId, { id: userId }, items);
  return { projectId, created: tasks.length, unmatched, warnings };
}

export async function importFile(env: Env, userId: number, input: ImportFileInput): Promise<ImportFileResult> {
  const read = readFile(input);
  if (input.projectId !== undefined) return importIntoProject(env, userId, input.projectId, read);
  const requestId = `file:${input.requestId}`;
  const before = await existing(env, userId, requestId);
  if (before !== null) return { projectId: before, created: read.tasks.length, unmatched: [], warnings: [] };
  const { matched, unmatched } = matchAssignees(
    read.tasks.map((t) => t.assignee),
    await assignablePeople(env, userId),
  );
  let projectId: number;
  try {
    const project = await createProject(
      env,
      userId,
      {
        name: must(input.projectName, "importFileSchema asks for a project name without a project id"),
        description: null,
        icon: "folder-open",
        iconBg: "blue",
      },
      { source: TOOL[input.format], sourceData: { requestId, file: input.format } },
    );
    projectId = project.id;
  } catch (err) {
    const raced = err instanceof Error && err.message.includes("UNIQUE") ? await existing(env, userId, requestId) : null;
    if (raced !== null) return { projectId: raced, created: read.tasks.length, unmatched: [], warnings: [] };
    throw err;
  }
  try {
    // Matched people join as editors, so the tasks assigned to them are theirs to work on (decision 040).
    const joining = new Set([...matched.values()].map((p) => p.id).filter((id) => id !== userId));
    for (const id of joining) await addMember(env, projectId, id, "editor");
    const { items, warnings } = await boardItems(env, projectId, userId, read, (v) => matched.get(v)?.id ?? null);
    const tasks = await createBoardItems(env, projectId, { id: userId }, items);
    return { projectId, created: tasks.length, unmatched, warnings };
  } catch (err) {
    await deleteProject(env, projectId, userId);
    throw err;
  }
}
