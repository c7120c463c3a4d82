import type { GeneratedPlan } from "../../core/schemas/plan";
import type { Task } from "../../core/schemas/task";
import type { BoardItemInput } from "./board";
import { board, unwrap } from "./board";

/**
 * A saved plan's links (issue 12), added to its new board in one transaction after its items. The
 * items of plan task i carry ref `task-i`, so the links find the tasks whatever order they were created in.
 */
export async function savePlanDependencies(
  env: Env,
  projectId: number,
  userId: number,
  plan: GeneratedPlan,
  items: BoardItemInput[],
  created: Task[],
  /** The API token the save came with, named in the activity. */
  via?: string,
): Promise<void> {
  const links = plan.dependencies ?? [];
  if (links.length === 0) return;
  const idOfRef = new Map(items.map((item, i) => [item.ref, created[i]?.id]));
  const resolved = links.flatMap((d) => {
    const predecessorId = idOfRef.get(`task-${d.predecessor}`);
    const successorId = idOfRef.get(`task-${d.successor}`);
    return predecessorId && successorId ? [{ predecessorId, successorId, type: d.type, lagDays: d.lagDays }] : [];
  });
  if (resolved.length > 0) unwrap(await board(env, projectId).addDependencies(projectId, userId, resolved, via));
}
