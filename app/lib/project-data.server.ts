import type { Dependency } from "../../core/schemas/dependency";
import type { ProjectView } from "../../core/schemas/project";
import type { Task } from "../../core/schemas/task";
import type { MemberView } from "../../core/schemas/team";
import { ApiError } from "../../worker/http/errors";
import { listBoard } from "../../worker/services/board";
import { listMembers } from "../../worker/services/members";
import { getProjectForUser, listProjectsForUser } from "../../worker/services/projects";

// Project reads for the loaders (SSR in the Worker): the same services as the API, no HTTP hop.
// Membership is part of every query, so a loader never shows a project its user isn't a member of.

export { listProjectsForUser };

export interface ProjectDetail {
  project: ProjectView;
  board: { version: number; tasks: Task[]; dependencies: Dependency[] };
  members: MemberView[];
}

/** Everything the project page needs, or null for a bad id, a missing project or a non-member. */
export async function getProjectDetail(env: Env, projectId: number, userId: number): Promise<ProjectDetail | null> {
  if (!Number.isInteger(projectId) || projectId <= 0) return null;
  let project: ProjectView;
  try {
    project = await getProjectForUser(env, projectId, userId);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
  const [board, members] = await Promise.all([listBoard(env, projectId), listMembers(env, projectId)]);
  return { project, board, members };
}
