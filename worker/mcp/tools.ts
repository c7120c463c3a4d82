import { z } from "zod";
import { metricsOf } from "../../core/analytics";
import type { Action } from "../../core/policy";
import { analyticsQuerySchema } from "../../core/schemas/analytics";
import { createCommentSchema } from "../../core/schemas/comment";
import { whatIfSchema } from "../../core/schemas/dependency";
import { taskStatus } from "../../core/schemas/fields";
import { generatedPlanSchema, generatePlanSchema } from "../../core/schemas/plan";
import { searchQuerySchema } from "../../core/schemas/search";
import { createTaskSchema, updateTaskSchema } from "../../core/schemas/task";
import { projectIdOfTask } from "../board/task-id";
import { ApiError } from "../http/errors";
import { requireProjectRole } from "../services/access";
import { portfolio, projectAnalytics } from "../services/analytics";
import { createTask, listBoard, updateTask } from "../services/board";
import { addComment } from "../services/comments";
import { startPlan } from "../services/generate-plan";
import { getJobForUser, type JobView } from "../services/jobs";
import { createProjectFromPlan, fromPlanSchema } from "../services/plans";
import { getProjectForUser, listProjectsForUser } from "../services/projects";
import { AI_PER_USER, enforceRateLimit } from "../services/rate-limit";
import { getSchedule, previewSlip } from "../services/schedule";
import { search } from "../services/search";
import type { McpCaller, ToolTarget } from "./caller";

// Issue 24: the tools an agent gets at /mcp. Each names the policy action it performs (core/policy.ts)
// and calls the same business function as the route that does the same thing, with the same zod
// schema; writes go through the board's write path (the BoardRoom), so teammates see them live and
// the activity names the token. test/api/mcp.test.ts checks every tool names an action.

export interface McpTool<S extends z.ZodObject = z.ZodObject> {
  name: string;
  title: string;
  description: string;
  action: Action;
  input: S;
  /** Changes nothing (MCP's readOnlyHint). */
  readOnly: boolean;
  /** The project the call is about, for a token limited to some projects; null: no single project. */
  target: (args: z.output<S>) => ToolTarget;
  /** A tool about no single project that a project-limited token may still call (it filters to them). */
  limitedOk?: boolean;
  run: (env: Env, caller: McpCaller, args: z.output<S>) => Promise<unknown>;
}

const tool = <S extends z.ZodObject>(t: McpTool<S>) => t as unknown as McpTool;

const projectId = z.number({ error: "projectId is a project's id (a whole number)." }).int().positive().describe("The project's id.");
const taskId = z.string({ error: "taskId is a task's id." }).min(1).max(64).describe('The task\'s id, e.g. "12-a1b2c3".');
const onProject = (a: { projectId: number }): ToolTarget => ({ projectId: a.projectId });
const onTask = (a: { taskId: string }): ToolTarget => ({ taskId: a.taskId, projectId: projectIdOfTask(a.taskId) });

/** How long plan_from_idea waits for a model's plan before handing back the job to follow. */
const PLAN_WAIT_MS = 20_000;
const PLAN_POLL_MS = 500;

async function followPlan(env: Env, userId: number, jobId: string): Promise<JobView> {
  const end = Date.now() + PLAN_WAIT_MS;
  for (;;) {
    const job = await getJobForUser(env, jobId, userId);
    if (job.status === "done" || job.status === "failed" || Date.now() > end) return job;
    await new Promise((r) => setTimeout(r, PLAN_POLL_MS));
  }
}

const REVIEW_NOTE = "This plan is not saved. Show it to the person; call save_plan with it (changed if they like) to create the project.";

function planAnswer(job: JobView) {
  if (job.status === "done") return { plan: job.result, saved: false, note: REVIEW_NOTE };
  if (job.status === "failed") throw new ApiError(422, job.error ?? "The plan could not be made. Please try again.");
  return { jobId: job.id, status: job.status, note: "The plan is still being made: call read_plan with this jobId in a few seconds." };
}

export const MCP_TOOLS: McpTool[] = [
  tool({
    name: "list_projects",
    title: "List projects",
    description: "The projects you are a member of, with your role, status, dates and task counts.",
    action: "projects.list",
    input: z.object({}),
    readOnly: true,
    target: () => null,
    limitedOk: true,
    run: async (env, caller) => {
      const all = await listProjectsForUser(env, caller.user.id);
      const only = caller.projectIds;
      return only ? all.filter((p) => only.includes(p.id)) : all;
    },
  }),
  tool({
    name: "read_board",
    title: "Read a board",
    description:
      "A project's details and its board: every task and milestone (id, name, status, priority, dates, assignee, version) and the links between them.",
    action: "project.read",
    input: z.object({ projectId }),
    readOnly: true,
    target: onProject,
    run: async (env, caller, { projectId }) => {
      const project = await getProjectForUser(env, projectId, caller.user.id);
      const { version, tasks, dependencies } = await listBoard(env, projectId);
      return { project, version, tasks, dependencies };
    },
  }),
  tool({
    name: "create_task",
    title: "Create a task",
    description: "Adds a task (or a milestone) to a project's board, at the bottom of its status column. Needs the editor role.",
    action: "task.edit",
    input: createTaskSchema.omit({ source: true }),
    readOnly: false,
    target: onProject,
    run: (env, caller, input) => createTask(env, caller.user, { ...input, source: "manual" }),
  }),
  tool({
    name: "update_task",
    title: "Update a task",
    description:
      "Changes a task's fields (name, description, status, priority, assignee, dates). Give `version` (from read_board) to refuse the change if someone changed the task since.",
    action: "task.edit",
    input: updateTaskSchema.omit({ position: true }).extend({ taskId }),
    readOnly: false,
    target: onTask,
    run: (env, caller, { taskId, ...patch }) => updateTask(env, caller.user, taskId, patch),
  }),
  tool({
    name: "move_task",
    title: "Move a task",
    description:
      "Moves a task to a status column (todo, in-progress, done), optionally between two neighbours: `after` and `before` are the ids of the tasks it should sit between (null or left out: the column's edge).",
    action: "task.edit",
    input: z.object({
      taskId,
      status: taskStatus.describe("The column: todo, in-progress or done."),
      after: z.string().max(64).nullable().optional().describe("The task it goes below."),
      before: z.string().max(64).nullable().optional().describe("The task it goes above."),
      version: updateTaskSchema.shape.version,
    }),
    readOnly: false,
    target: onTask,
    run: (env, caller, { taskId, status, after, before, version }) =>
      updateTask(env, caller.user, taskId, {
        status,
        ...(after !== undefined || before !== undefined ? { position: { after: after ?? null, before: before ?? null } } : {}),
        ...(version !== undefined ? { version } : {}),
      }),
  }),
  tool({
    name: "complete_task",
    title: "Complete a task",
    description: "Marks a task done (moves it to the done column).",
    action: "task.edit",
    input: z.object({ taskId }),
    readOnly: false,
    target: onTask,
    run: (env, caller, { taskId }) => updateTask(env, caller.user, taskId, { status: "done" }),
  }),
  tool({
    name: "comment_on_task",
    title: "Comment on a task",
    description: "Adds a comment to a task. `mentions` are member ids to notify (write their @username in the body too).",
    action: "comment.write",
    input: createCommentSchema.extend({ taskId }),
    readOnly: false,
    target: onTask,
    run: (env, caller, { taskId, ...comment }) => addComment(env, caller.user, taskId, comment),
  }),
  tool({
    name: "plan_from_idea",
    title: "Plan a project from an idea",
    description:
      "Turns a project idea into a plan (phases, tasks, dates, links) to review. Nothing is saved: call save_plan with the plan to create the project. Give `feedback` ({text, plan}) to get a revised plan.",
    action: "ai.plan",
    input: generatePlanSchema,
    readOnly: true,
    target: () => null,
    run: async (env, caller, input) => {
      // Charged like the route does: only when a model is asked (startPlan decides).
      const started = await startPlan(env, caller.user.id, input, () => enforceRateLimit(env, AI_PER_USER, String(caller.user.id)));
      if ("plan" in started) return { plan: started.plan, provider: started.provider, saved: false, note: REVIEW_NOTE };
      return planAnswer(await followPlan(env, caller.user.id, started.jobId));
    },
  }),
  tool({
    name: "read_plan",
    title: "Read a plan being made",
    description: "The plan plan_from_idea started, by its jobId, once it is ready.",
    action: "jobs.read",
    input: z.object({ jobId: z.string().min(1).max(64) }),
    readOnly: true,
    target: () => null,
    limitedOk: true,
    run: async (env, caller, { jobId }) => planAnswer(await getJobForUser(env, jobId, caller.user.id)),
  }),
  tool({
    name: "save_plan",
    title: "Save a plan as a project",
    description:
      "Creates a new project (you are its owner) from a plan that plan_from_idea returned and the person reviewed. `requestId` makes a retry create it once.",
    action: "projects.create",
    input: z.object({ plan: generatedPlanSchema, requestId: fromPlanSchema.shape.requestId }),
    readOnly: false,
    target: () => null,
    run: async (env, caller, { plan, requestId }) => {
      const { id, created } = await createProjectFromPlan(env, caller.user.id, plan, requestId, caller.user.viaToken);
      return { projectId: id, created };
    },
  }),
  tool({
    name: "read_schedule",
    title: "Read the schedule and critical path",
    description:
      "A project's schedule: each task's earliest and latest dates and float, the critical path (tasks that move the end date), and the projected end.",
    action: "project.read",
    input: z.object({ projectId }),
    readOnly: true,
    target: onProject,
    run: async (env, caller, { projectId }) => {
      await requireProjectRole(env, projectId, caller.user.id, "project.read");
      return getSchedule(env, projectId);
    },
  }),
  tool({
    name: "what_if",
    title: "What if a task slips",
    description: "What happens to the project's end date and other tasks if a task slips by some working days. Changes nothing.",
    action: "project.read",
    input: whatIfSchema.extend({ projectId }),
    readOnly: true,
    target: onProject,
    run: async (env, caller, { projectId, taskId, slipDays }) => {
      await requireProjectRole(env, projectId, caller.user.id, "project.read");
      return previewSlip(env, projectId, taskId, slipDays);
    },
  }),
  tool({
    name: "read_analytics",
    title: "Read the analytics summary",
    description:
      "With a projectId: the project's analytics (progress, burn-up, throughput, workload) between `from` and `to`. Without: the summary of all your projects.",
    action: "project.read",
    input: analyticsQuerySchema.safeExtend({ projectId: projectId.optional() }),
    readOnly: true,
    target: (a) => (a.projectId === undefined ? null : { projectId: a.projectId }),
    run: async (env, caller, { projectId, from, to }) => {
      if (projectId !== undefined) return projectAnalytics(env, projectId, caller.user.id, { from, to });
      const all = await portfolio(env, caller.user.id);
      return { metrics: metricsOf(all), projects: all.projects };
    },
  }),
  tool({
    name: "search",
    title: "Search",
    description: "Projects, tasks and people matching every word of `q`, best match first, in your projects.",
    action: "projects.list",
    input: searchQuerySchema,
    readOnly: true,
    target: () => null,
    run: (env, caller, { q }) => search(env, caller.user.id, q),
  }),
];
