import { and, eq, sql } from "drizzle-orm";
import { ImportFileError } from "../../core/import-files/csv";
import { readImportFile } from "../../core/import-files/formats";
import { treeOrder } from "../../core/import-files/parents";
import type { ImportFileInput } from "../../core/schemas/import-file";
import { db } from "../db/client";
import { projects, users } from "../db/schema";
import { badRequest } from "../http/errors";
import { createBoardItems } from "./board";
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

export async function importFile(env: Env, userId: number, input: ImportFileInput): Promise<{ projectId: number; created: number }> {
  let read: ReturnType<typeof readImportFile>;
  try {
    read = readImportFile(input.format, input.content, input.mapping);
  } catch (err) {
    if (err instanceof ImportFileError) throw badRequest(err.message);
    throw err;
  }
  const requestId = `file:${input.requestId}`;
  const before = await existing(env, userId, requestId);
  if (before !== null) return { projectId: before, created: read.tasks.length };
  // A new project has one member, its owner: only their own e-mail can match an assignee.
  const me = await db(env.DB).select({ email: users.email }).from(users).where(eq(users.id, userId)).get();
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
    if (raced !== null) return { projectId: raced, created: read.tasks.length };
    throw err;
  }
  try {
    const tasks = await createBoardItems(
      env,
      projectId,
      { id: userId },
      treeOrder(read.tasks.map((t) => t.parent)).map(({ index }) => {
        const t = read.tasks[index];
        return {
          ref: `row-${index}`,
          ...(t.parent === null ? {} : { parentRef: `row-${t.parent}` }),
          kind: "task",
          name: t.name,
          description: t.description,
          status: t.status,
          isCompleted: t.status === "done",
          dueDate: t.dueDate,
          priority: t.priority,
          assigneeId: t.assigneeEmail && me?.email && t.assigneeEmail === me.email.toLowerCase() ? userId : null,
          source: "manual",
        } as const;
      }),
    );
    return { projectId, created: tasks.length };
  } catch (err) {
    await deleteProject(env, projectId, userId);
    throw err;
  }
}
