import type { CreateProjectInput, ProjectView, UpdateProjectInput } from "../../core/schemas/project";
import type { Task, UpdateTaskInput } from "../../core/schemas/task";
import type { MemberView } from "../../core/schemas/team";
import { api, readJson } from "./api";

// The project screens' calls to /api, through the typed client (a renamed route or field breaks the build).
// Board writes go over the live socket (use-live-board.ts, live-writes.ts); only pages without a
// board socket (My Tasks, across projects) write a task over HTTP, through the same BoardRoom code.

export const createProject = (json: CreateProjectInput): Promise<ProjectView> => readJson(api.projects.$post({ json }));

export const updateProject = (id: number, json: UpdateProjectInput): Promise<ProjectView> =>
  readJson(api.projects[":id"].$patch({ param: { id: String(id) }, json }));

export const deleteProject = (id: number) => readJson(api.projects[":id"].$delete({ param: { id: String(id) } }));

export const listProjectMembers = (id: number): Promise<MemberView[]> =>
  readJson(api.projects[":id"].members.$get({ param: { id: String(id) } }));

/** PATCH /api/tasks/:id, for a page with no board socket open (My Tasks). Failures are ApiErrors. */
export const updateTask = (id: string, json: UpdateTaskInput): Promise<Task> => readJson(api.tasks[":id"].$patch({ param: { id }, json }));

/** The project's tasks as its board holds them now (My tasks reads them before completing a parent). */
export const listProjectTasks = (id: number): Promise<Task[]> =>
  readJson(api.projects[":id"].tasks.$get({ param: { id: String(id) } }, { init: { cache: "no-store" } }));
