import { eq } from "drizzle-orm";
import { getCookie } from "hono/cookie";
import { serialize } from "hono/utils/cookie";
import { db } from "../db/client";
import { sessions, users } from "../db/schema";
import { cachedSession, forgetSession, forgetUser, rememberSession } from "./session-cache";
import { generateToken, hashToken } from "./tokens";

export const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;
const SESSION_MS = SESSION_DAYS * DAY_MS;
/** Slide the expiry at most once a day, so reads don't write on every request. */
const REFRESH_AFTER_MS = DAY_MS;
const refreshDue = (expiresAt: number, now: number) => expiresAt - now < SESSION_MS - REFRESH_AFTER_MS;

export interface SessionUser {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  /** Set when the request came with an API token (issue 24): its name, for "via API token <name>". */
  viaToken?: string;
}

function isSecure(requestUrl: string): boolean {
  const url = new URL(requestUrl);
  return url.protocol === "https:" && url.hostname !== "localhost" && url.hostname !== "127.0.0.1";
}

/** `__Host-` pins the cookie to our host and requires Secure; plain name on http://localhost for dev. */
export function sessionCookieName(requestUrl: string): string {
  return isSecure(requestUrl) ? "__Host-kickoff_session" : "kickoff_session";
}

function cookieHeader(requestUrl: string, value: string, maxAgeSeconds: number): string {
  return serialize(sessionCookieName(requestUrl), value, {
    httpOnly: true,
    sameSite: "Lax",
    secure: isSecure(requestUrl),
    path: "/",
    maxAge: maxAgeSeconds,
  });
}

export function readSessionToken(request: Request): string | null {
  const cookies = request.headers.get("cookie");
  if (!cookies) return null;
  const name = sessionCookieName(request.url);
  const fakeCtx = { req: { raw: request, header: (k: string) => request.headers.get(k) ?? undefined } };
  return (getCookie(fakeCtx as never, name) as string | undefined) ?? null;
}

export async function createSession(env: Env, userId: number, requestUrl: string): Promise<string> {
  const token = generateToken();
  const expiresAt = Date.now() + SESSION_MS;
  await db(env.DB)
    .insert(sessions)
    .values({ id: hashToken(token), userId, expiresAt })
    .run();
  return cookieHeader(requestUrl, token, SESSION_MS / 1000);
}

export function clearSessionCookie(requestUrl: string): string {
  return cookieHeader(requestUrl, "", 0);
}

export async function readSession(
  env: Env,
  request: Request,
): Promise<{ user: SessionUser; sessionId: string; refreshedCookie?: string } | null> {
  const token = readSessionToken(request);
  if (!token) return null;
  const id = hashToken(token);
  const now = Date.now();
  const cached = cachedSession(id, now);
  if (cached && !refreshDue(cached.expiresAt, now)) return { user: cached.user, sessionId: id };
  const d = db(env.DB);
  const row = await d
    .select({
      expiresAt: sessions.expiresAt,
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .get();
  if (!row) return null;
  if (row.expiresAt <= now) {
    await d.delete(sessions).where(eq(sessions.id, id)).run();
    return null;
  }
  const { expiresAt, ...user } = row;
  let refreshedCookie: string | undefined;
  let expires = expiresAt;
  if (refreshDue(expiresAt, now)) {
    expires = now + SESSION_MS;
    await d.update(sessions).set({ expiresAt: expires }).where(eq(sessions.id, id)).run();
    refreshedCookie = cookieHeader(request.url, token, SESSION_MS / 1000);
  }
  rememberSession(id, user, expires, now);
  return { user, sessionId: id, refreshedCookie };
}

export async function deleteSession(env: Env, sessionId: string): Promise<void> {
  forgetSession(sessionId);
  await db(env.DB).delete(sessions).where(eq(sessions.id, sessionId)).run();
}

export async function deleteAllSessions(env: Env, userId: number): Promise<void> {
  forgetUser(userId);
  await db(env.DB).delete(sessions).where(eq(sessions.userId, userId)).run();
}
