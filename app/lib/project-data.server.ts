import type { BoardCounts } from "../../core/board-order";
import type { CustomField } from "../../core/schemas/custom-field";
import type { Dependency } from "../../core/schemas/dependency";
import type { Label } from "../../core/schemas/labels";
import type { ProjectView } from "../../core/schemas/project";
import type { BoardStatus } from "../../core/schemas/statuses";
import type { Task } from "../../core/schemas/task";
import type { MemberView } from "../../core/schemas/team";
import { embeddedProvider } from "../../worker/ai/embedded";
import { AiConfigError } from "../../worker/ai/errors";
import { aiProvider } from "../../worker/ai/select-provider";
import { ApiError } from "../../worker/http/errors";
import { board as boardRoom, firstScreenOfBoard } from "../../worker/services/board";
import { readDefinitions } from "../../worker/services/definitions";
import { listMembers } from "../../worker/services/members";
import { getProjectForUser, listProjectsForUser } from "../../worker/services/projects";
import type { ToolRecommendationView } from "../../worker/services/tool-recommendations";
import { analyzeTaskTools, storedToolAnalysis } from "../../worker/services/tool-recommendations";

// Project reads for the loaders (SSR in the Worker): the same services as the API, no HTTP hop.
// Membership is part of every query, so a loader never shows a project its user isn't a member of.

export { listProjectsForUser };

/**
 * Rows a page load carries (issue 22): as many as a tall window shows (a 1,440 px window has room for
 * about 20 rows of 64 px; the server renders 11 for its window), so the list is full before the rest of
 * the board arrives over the socket, and few enough that a 20,000-task board's page stays small. 40 put
 * 15 rows' worth of loader data no window shows into every first document (154.5 KB against the 150 KB
 * budget; 30 rows made it 149.9-150.0 KB).
 */
export const FIRST_SCREEN_ROWS = 25;

/** The board as the page first gets it: the first rows, or all of it when it fits (`complete`). */
export interface InitialBoard {
  version: number;
  tasks: Task[];
  dependencies: Dependency[];
  /** False when `tasks` are only the first rows: the socket's snapshot brings the rest. */
  complete: boolean;
  counts: BoardCounts;
  /** Subtask counts of the parents among the first rows. */
  subtasks: Record<string, { done: number; total: number }>;
  /** Issue 25: the project's labels and statuses. */
  labels: Label[];
  statuses: BoardStatus[];
  /** Issue 25: the project's own fields. */
  fields: CustomField[];
}

export interface ProjectDetail {
  project: ProjectView;
  board: InitialBoard;
  members: MemberView[];
  /** The task the page opens on (the list's first), and its tool recommendations when known (see firstTools). */
  firstTask: { id: string; tools: ToolRecommendationView[] | null } | null;
}

/** Everything the project page needs, or null for a bad id, a missing project or a non-member. */
export async function getProjectDetail(
  env: Env,
  projectId: number,
  userId: number,
  linkedTaskId: string | null = null,
): Promise<ProjectDetail | null> {
  if (!Number.isInteger(projectId) || projectId <= 0) return null;
  let project: ProjectView;
  try {
    project = await getProjectForUser(env, projectId, userId);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
  const [screen, members, definitions, fields] = await Promise.all([
    firstScreenOfBoard(env, projectId, FIRST_SCREEN_ROWS, linkedTaskId),
    listMembers(env, projectId),
    readDefinitions(env, projectId),
    boardRoom(env, projectId).listFields(projectId),
  ]);
  const board: InitialBoard = {
    version: screen.version,
    tasks: screen.tasks,
    dependencies: screen.dependencies ?? [],
    complete: screen.dependencies !== null,
    counts: screen.counts,
    subtasks: screen.subtasks,
    labels: definitions.labels,
    statuses: definitions.statuses,
    fields,
  };
  const first = screen.tasks[0];
  return { project, board, members, firstTask: first ? { id: first.id, tools: await firstTools(env, first) } : null };
}

/**
 * The first task's tool list, so it is in the page's HTML; null whenever in doubt. The built-in ranker
 * answers in milliseconds without leaving the Worker, so a task it hasn't analysed yet is analysed here
 * (as the panel would 500 ms after the page runs, and stored the same way): a first visit shows its tools
 * at once instead of a placeholder. A model provider takes seconds, so only its stored answer is used.
 */
async function firstTools(env: Env, task: Task): Promise<ToolRecommendationView[] | null> {
  try {
    const provider = aiProvider(env);
    if (provider === embeddedProvider) return await analyzeTaskTools(env, task, provider);
    return await storedToolAnalysis(env, task, provider.name);
  } catch (err) {
    // No provider configured, or D1 hiccuped: the panel loads it in the browser, as it does for any task.
    if (!(err instanceof AiConfigError))
      console.warn(JSON.stringify({ level: "warn", msg: "first task tools not prefetched", error: String(err) }));
    return null;
  }
}
