import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { ProjectView } from "../../core/schemas/project";
import { db } from "../db/client";
import { projectMembers, taskIndex } from "../db/schema";
import { listProjectsForUser } from "./projects";

// /timeline (issue 12): every project of the user on one time axis, with its milestones and dated
// work. Read from the task index (the boards' projection in D1), so one query covers all projects.

export interface TimelineItem {
  id: string;
  projectId: number;
  kind: "task" | "milestone";
  name: string;
  dueDate: string;
  done: boolean;
}

export interface PortfolioTimeline {
  projects: ProjectView[];
  items: TimelineItem[];
}

export async function portfolioTimeline(env: Env, userId: number): Promise<PortfolioTimeline> {
  const [projects, rows] = await Promise.all([
    listProjectsForUser(env, userId),
    db(env.DB)
      .select({
        id: taskIndex.taskId,
        projectId: taskIndex.projectId,
        kind: taskIndex.kind,
        name: taskIndex.name,
        status: taskIndex.status,
        dueDate: taskIndex.dueDate,
      })
      .from(taskIndex)
      .innerJoin(projectMembers, and(eq(projectMembers.projectId, taskIndex.projectId), eq(projectMembers.userId, userId)))
      .where(isNotNull(taskIndex.dueDate))
      .orderBy(asc(taskIndex.dueDate))
      .limit(5000),
  ]);
  return {
    projects,
    // The query asks for dated tasks only; the check here is what tells the type so.
    items: rows.flatMap((r) =>
      r.dueDate === null
        ? []
        : [
            {
              id: r.id,
              projectId: r.projectId,
              kind: r.kind === "milestone" ? "milestone" : "task",
              name: r.name,
              dueDate: r.dueDate,
              done: r.status === "done",
            },
          ],
    ),
  };
}
