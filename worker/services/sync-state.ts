import { eq } from "drizzle-orm";
import { db } from "../db/client";
import { projectLinks, taskLinks } from "../db/schema";

/** GET /api/projects/{id}/sync-state: where the project is linked and when each task last synced (task menu). */
export async function syncState(env: Env, projectId: number) {
  const d = db(env.DB);
  const [links, tasks] = await Promise.all([
    d
      .select({
        provider: projectLinks.provider,
        containerId: projectLinks.containerId,
        containerUrl: projectLinks.containerUrl,
        lastSynced: projectLinks.lastSynced,
      })
      .from(projectLinks)
      .where(eq(projectLinks.projectId, projectId))
      .all(),
    d
      .select({
        taskId: taskLinks.taskId,
        provider: taskLinks.provider,
        externalId: taskLinks.externalId,
        lastSynced: taskLinks.lastSynced,
      })
      .from(taskLinks)
      .where(eq(taskLinks.projectId, projectId))
      .all(),
  ]);
  return { links, tasks };
}
