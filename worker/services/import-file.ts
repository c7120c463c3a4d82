import { and, eq, inArray, sql } from "drizzle-orm";
import { ImportFileError } from "../../core/import-files/csv";
import { readImportFile } from "../../core/import-files/formats";
import { treeOrder } from "../../core/import-files/parents";
import { type Assignable, matchAssignees } from "../../core/import-files/people";
import type { ImportFileInput } from "../../core/schemas/import-file";
import { db } from "../db/client";
import { projectMembers, projects, users } from "../db/schema";
import { badRequest } from "../http/errors";
import { createBoardItems } from "./board";
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

export async function importFile(
  env: Env,
  userId: number,
  input: ImportFileInput,
): Promise<{ projectId: number; created: number; unmatched: string[] }> {
  let read: ReturnType<typeof readImportFile>;
  try {
    read = readImportFile(input.format, input.content, input.mapping);
  } catch (err) {
    if (err instanceof ImportFileError) throw badRequest(err.message);
    throw err;
  }
  const requestId = `file:${input.requestId}`;
  const before = await existing(env, userId, requestId);
  if (before !== null) return { projectId: before, created: read.tasks.length, unmatched: [] as string[] };
  const { matched, unmatched } = matchAssignees(
    read.tasks.map((t) => t.assignee),
    await assignablePeople(env, userId),
  );
  let projectId: number;
  try {
    const project = await createProject(
      env,
      userId,
      { name: input.projectName, description: null, icon: "folder-open", iconBg: "blue" },
      { source: TOOL[input.format], sourceData: { requestId, file: input.format } },
    );
    projectId = project.id;
  } catch (err) {
    const raced = err instanceof Error && err.message.includes("UNIQUE") ? await existing(env, userId, requestId) : null;
    if (raced !== null) return { projectId: raced, created: read.tasks.length, unmatched: [] as string[] };
    throw err;
  }
  try {
    // Matched people join as editors, so the tasks assigned to them are theirs to work on (decision 040).
    const joining = new Set([...matched.values()].map((p) => p.id).filter((id) => id !== userId));
    for (const id of joining) await addMember(env, projectId, id, "editor");
    const tasks = await createBoardItems(
      env,
      projectId,
      { id: userId },
      treeOrder(read.tasks.map((t) => t.parent)).map(({ index }) => {
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
          assigneeId: (t.assignee ? matched.get(t.assignee)?.id : undefined) ?? null,
          source: "manual",
        } as const;
      }),
    );
    return { projectId, created: tasks.length, unmatched };
  } catch (err) {
    await deleteProject(env, projectId, userId);
    throw err;
  }
}
