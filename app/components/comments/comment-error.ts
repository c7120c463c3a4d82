import { ApiError, errorMessage } from "../../lib/api";

/**
 * The server answers 404 for a task of a project the caller is no longer in (it never says which
 * projects exist). Here that is almost always an access change, so the panel says so (issue 21).
 */
export const NO_ACCESS = "The comments can't be shown: this task was deleted, or you no longer have access to this project.";

/** The message a comment failure shows: the access change above, else the server's, else `fallback`. */
export function commentError(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.status === 404 && err.message === "Task not found" ? NO_ACCESS : errorMessage(err, fallback);
}
