import { readSession } from "../../worker/auth/session";

/** The signed-in user for a loader, straight from the session service (no HTTP hop). */
export async function getUser(env: Env, request: Request) {
  return (await readSession(env, request))?.user ?? null;
}

export async function requireLoaderUser(env: Env, request: Request) {
  const user = await getUser(env, request);
  if (!user) throw new Response("Not signed in", { status: 401 });
  return user;
}
