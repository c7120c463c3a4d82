import { and, eq, ne } from "drizzle-orm";
import type { Role } from "../../core/schemas/fields";
import { db } from "../db/client";
import { projectMembers, projects, taskIndex } from "../db/schema";

// My tasks (issue 14): every open task assigned to the person, across the projects they are still a
// member of, from the task index (the boards' projection, a fraction of a second behind them).

export interface MyTask {
  id: string;
  name: string;
  status: string;
  priority: string;
  dueDate: string | null;
  version: number;
  projectId: number;
  projectName: string;
  role: Role;
}

export async function listMyTasks(env: Env, userId: number): Promise<MyTask[]> {
  return db(env.DB)
    .select({
      id: taskIndex.taskId,
      name: taskIndex.name,
      status: taskIndex.status,
      priority: taskIndex.priority,
      dueDate: taskIndex.dueDate,
      version: taskIndex.version,
      projectId: taskIndex.projectId,
      projectName: projects.name,
      role: projectMembers.role,
    })
    .from(taskIndex)
    .innerJoin(projects, eq(projects.id, taskIndex.projectId))
    .innerJoin(projectMembers, and(eq(projectMembers.projectId, taskIndex.projectId), eq(projectMembers.userId, userId)))
    .where(and(eq(taskIndex.assigneeId, userId), eq(taskIndex.kind, "task"), ne(taskIndex.status, "done")))
    .limit(1000);
}
