import { readSession } from "../../worker/auth/session";

/** The signed-in user for a loader, straight from the session service (no HTTP hop). */
export async function getUser(env: Env, request: Request) {
  return (await readSession(env, request))?.user ?? null;
}
