import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { type GeneratedPlan, generatedPlanSchema } from "../../core/schemas/plan";
import { projectNameField } from "../../core/schemas/project";
import { savedPlanProblems } from "../ai/model-provider";
import { MAX_BATCH_ITEMS } from "../board/types";
import { db } from "../db/client";
import { projects, projectTimeSettings } from "../db/schema";
import { badRequest } from "../http/errors";
import { type BoardItemInput, createBoardItems } from "./board";
import { savePlanDependencies } from "./plan-dependencies";
import { createProject, deleteProject } from "./projects";

/** POST /api/projects/from-plan. `requestId` (client-chosen) makes a repeated save return the first project. */
export const fromPlanSchema = z.object({
  plan: generatedPlanSchema,
  requestId: z.string().trim().min(8).max(64).optional(),
});

/**
 * The board items of a plan, phase by phase: each milestone, then its tasks, each followed by its
 * subtasks (an item names its parent by ref, so the parent comes first), then tasks of no phase. A
 * subtask's parent on the board is its parent task, which sits in the milestone. The list view shows
 * this order.
 */
export function planToBoardItems(plan: GeneratedPlan): BoardItemInput[] {
  // Only a valid subtask (the save validates first) nests; anything else stays a task, never lost.
  const isSubtask = (t: GeneratedPlan["tasks"][number]) => {
    const parent = t.parentIndex === null ? undefined : plan.tasks[t.parentIndex];
    return parent !== undefined && parent !== t && parent.parentIndex === null;
  };
  const item = (t: GeneratedPlan["tasks"][number], i: number): BoardItemInput => ({
    ref: `task-${i}`,
    kind: "task",
    name: t.name,
    description: t.description,
    dueDate: t.dueDate,
    priority: t.priority,
    source: t.userAdded ? "manual" : "ai",
    sourceText: t.userAdded ? null : t.sourceText,
    estimate: t.estimate ?? null,
    // Issue 26: "every Monday" in the idea; the series starts on the task's due date.
    ...(t.recurrence ? { recurrence: t.recurrence } : {}),
    // Ticked off in the text: the board starts with it done, not as work still to do.
    ...(t.done ? { status: "done" } : {}),
    ...(isSubtask(t)
      ? { parentRef: `task-${t.parentIndex}` }
      : t.milestoneIndex !== null && t.milestoneIndex < plan.milestones.length
        ? { parentRef: `milestone-${t.milestoneIndex}` }
        : {}),
  });
  const task = (t: GeneratedPlan["tasks"][number]): BoardItemInput[] => {
    const i = plan.tasks.indexOf(t);
    return [item(t, i), ...plan.tasks.flatMap((s, j) => (s.parentIndex === i && isSubtask(s) ? [item(s, j)] : []))];
  };
  const phased = plan.milestones.flatMap((m, i): BoardItemInput[] => [
    {
      ref: `milestone-${i}`,
      kind: "milestone",
      name: m.name,
      description: m.description,
      dueDate: m.dueDate,
      priority: "medium",
      source: m.userAdded ? "manual" : "ai",
      sourceText: m.userAdded ? null : m.sourceText,
    },
    ...plan.tasks.filter((t) => t.milestoneIndex === i && !isSubtask(t)).flatMap(task),
  ]);
  const unphased = plan.tasks
    .filter((t) => (t.milestoneIndex === null || t.milestoneIndex >= plan.milestones.length) && !isSubtask(t))
    .flatMap(task);
  return [...phased, ...unphased];
}

const isUniqueViolation = (err: unknown) => err instanceof Error && err.message.includes("UNIQUE constraint failed");

async function projectForRequest(env: Env, userId: number, requestId: string): Promise<number | null> {
  // The same expression as the unique (owner, request id) index, so the lookup matches what it guards.
  const row = await db(env.DB)
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(eq(projects.ownerId, userId), eq(projects.source, "ai"), sql`json_extract(${projects.sourceData}, '$.requestId') = ${requestId}`),
    )
    .orderBy(projects.id)
    .limit(1)
    .get();
  return row?.id ?? null;
}

/**
 * Saves a reviewed plan as a new project owned by the caller: the project row (aiGenerated, source
 * ai, due on the timeline's end) and every milestone and task in one board transaction. If the board
 * refuses the items, the project is removed again, so a failed save leaves nothing half-made.
 */
export async function createProjectFromPlan(
  env: Env,
  userId: number,
  plan: GeneratedPlan,
  requestId?: string,
  /** The API token the save came with (its name), for "via API token …" in the activity. */
  via?: string,
): Promise<{ id: number; created: boolean }> {
  if (requestId) {
    const existing = await projectForRequest(env, userId, requestId);
    if (existing !== null) return { id: existing, created: false };
  }
  const name = projectNameField.safeParse(plan.name);
  if (!name.success) throw badRequest(name.error.issues[0].message);
  const problems = savedPlanProblems(plan).filter((p) => !p.startsWith("tasks: the plan needs"));
  if (problems.length > 0) throw badRequest(`Invalid plan: ${problems[0]}`, problems);
  const items = planToBoardItems(plan);
  if (items.length > MAX_BATCH_ITEMS) {
    throw badRequest(`A plan can have at most ${MAX_BATCH_ITEMS} milestones and tasks together (this one has ${items.length}).`);
  }

  let project: Awaited<ReturnType<typeof createProject>>;
  try {
    project = await createProject(
      env,
      userId,
      {
        name: name.data,
        description: plan.description.trim() || null,
        dueDate: plan.timeline.endDate,
        icon: "folder-open",
        iconBg: "blue",
      },
      { source: "ai", aiGenerated: true, sourceData: { timeline: plan.timeline, ...(requestId ? { requestId } : {}) } },
    );
  } catch (err) {
    // The same save arrived twice at once and the other copy won the unique (owner, request id) index.
    const existing = requestId && isUniqueViolation(err) ? await projectForRequest(env, userId, requestId) : null;
    if (existing !== null) return { id: existing, created: false };
    throw err;
  }
  try {
    // Issue 26: the plan's estimates are in its unit, so the project counts in it too (hours is the default).
    if (plan.estimateUnit === "points") {
      await db(env.DB).insert(projectTimeSettings).values({ projectId: project.id, estimateUnit: "points" }).onConflictDoNothing();
    }
    if (items.length > 0) {
      const created = await createBoardItems(env, project.id, { id: userId, ...(via ? { viaToken: via } : {}) }, items);
      await savePlanDependencies(env, project.id, userId, plan, items, created, via);
    }
  } catch (err) {
    await deleteProject(env, project.id, userId);
    throw err;
  }
  return { id: project.id, created: true };
}
