import type { CreateProjectInput, ProjectView, UpdateProjectInput } from "../../core/schemas/project";
import type { Task, UpdateTaskInput } from "../../core/schemas/task";
import type { MemberView } from "../../core/schemas/team";
import { ApiError, api, readJson } from "./api";

// The project screens' calls to /api, through the typed client (a renamed route or field breaks the build).

export const createProject = (json: CreateProjectInput) => readJson(api.projects.$post({ json })) as Promise<ProjectView>;

export const updateProject = (id: number, json: UpdateProjectInput) =>
  readJson(api.projects[":id"].$patch({ param: { id: String(id) }, json })) as Promise<ProjectView>;

export const deleteProject = (id: number) => readJson(api.projects[":id"].$delete({ param: { id: String(id) } }));

export const listProjectMembers = (id: number) =>
  readJson(api.projects[":id"].members.$get({ param: { id: String(id) } })) as Promise<MemberView[]>;

export type NewTask = Parameters<typeof api.tasks.$post>[0]["json"];

export const createTask = (json: NewTask) => readJson(api.tasks.$post({ json })) as Promise<Task>;

export const deleteTask = (id: string) => readJson(api.tasks[":id"].$delete({ param: { id } }));

/** A PATCH answered 409: the task as it is now on the server. */
export class TaskConflict extends Error {
  constructor(
    message: string,
    readonly current: Task,
  ) {
    super(message);
    this.name = "TaskConflict";
  }
}

const isTask = (v: unknown): v is Task => !!v && typeof v === "object" && "id" in v && "version" in v && "status" in v;

/** The current task in a 409 body: `{message, task}`, or `{message, details: {task}}`. */
function conflictTask(body: { task?: unknown; details?: unknown }): Task | null {
  if (isTask(body.task)) return body.task;
  const details = body.details as { task?: unknown } | undefined;
  return isTask(details?.task) ? details.task : isTask(details) ? details : null;
}

/**
 * PATCH /api/tasks/:id. The body names the version the edit was based on; a stale one comes back as
 * 409 with the current task, thrown as TaskConflict so the caller can show both and let the user choose.
 * Other failures are ApiErrors like every other call's.
 */
export async function updateTask(id: string, json: UpdateTaskInput): Promise<Task> {
  const conflictAware: typeof fetch = async (input, init) => {
    let res: Response;
    try {
      res = await fetch(input, { ...init, credentials: "include" });
    } catch {
      throw new ApiError("Network error: check your connection and try again.", 0);
    }
    if (res.ok) return res;
    const text = await res.text();
    let body: { message?: string; task?: unknown; details?: unknown } | null = null;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiError(`Server error (${res.status})`, res.status);
    }
    const current = res.status === 409 && body ? conflictTask(body) : null;
    if (current) throw new TaskConflict(body?.message || "This task was changed by someone else.", current);
    throw new ApiError(body?.message || "An error occurred", res.status, body?.details);
  };
  return readJson(api.tasks[":id"].$patch({ param: { id }, json }, { fetch: conflictAware })) as Promise<Task>;
}
