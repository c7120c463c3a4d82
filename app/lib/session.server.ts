import type { AppLoadContext } from "react-router";

/** The signed-in user for a loader: the Worker reads the session once per page request (worker/index.ts). */
export function getUser(context: AppLoadContext) {
  return context.user;
}
