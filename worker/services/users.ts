import { eq, like, or, sql } from "drizzle-orm";
import { must } from "../../core/must";
import type { SessionUser } from "../auth/session";
import { forgetUser } from "../auth/session-cache";
import { forgetTokensOf } from "../auth/token-cache";
import { db } from "../db/client";
import { users } from "../db/schema";

/** The SessionUser shape, selected or returned the same way everywhere. */
const USER_COLUMNS = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
};

/** A readable, unique username from the e-mail's local part: "ada.lovelace@x.io" → "ada.lovelace" (or "-2", "-3"…). */
async function uniqueUsername(env: Env, email: string): Promise<string> {
  let base = email
    .split("@")[0]
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, "")
    .replace(/^[._-]+|[._-]+$/g, "")
    .slice(0, 30);
  if (base.length < 3) base = `${base}user`.slice(0, Math.max(3, base.length + 4));
  const results = await db(env.DB)
    .select({ username: users.username })
    .from(users)
    .where(or(eq(users.username, base), like(users.username, `${base}-%`)))
    .all();
  const taken = new Set(results.map((r) => r.username));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export async function findUserByEmail(env: Env, email: string): Promise<SessionUser | null> {
  return (await db(env.DB).select(USER_COLUMNS).from(users).where(eq(users.email, email)).get()) ?? null;
}

/** The person an OAuth grant acts for (issue 24); null once the account is gone. */
export async function findUserById(env: Env, id: number): Promise<SessionUser | null> {
  return (await db(env.DB).select(USER_COLUMNS).from(users).where(eq(users.id, id)).get()) ?? null;
}

/** Tries at picking a free username before giving up; each lost race means someone else got one. */
const USERNAME_ATTEMPTS = 8;

/**
 * The first sign-in creates the account; later ones find it. Safe under races on both unique columns:
 * the same e-mail signing in twice finds the one account, and two new people whose usernames came out
 * the same (same local part, same moment) each get one, the loser picking again.
 */
export async function findOrCreateUser(
  env: Env,
  email: string,
  profile: { firstName?: string | null; lastName?: string | null; profileImageUrl?: string | null } = {},
): Promise<SessionUser> {
  for (let attempt = 0; attempt < USERNAME_ATTEMPTS; attempt++) {
    const existing = await findUserByEmail(env, email);
    if (existing) return existing;
    const username = await uniqueUsername(env, email);
    // No conflict target: a taken e-mail or a taken username both insert nothing instead of failing.
    const created = await db(env.DB)
      .insert(users)
      .values({
        username,
        email,
        firstName: profile.firstName ?? null,
        lastName: profile.lastName ?? null,
        profileImageUrl: profile.profileImageUrl ?? null,
      })
      .onConflictDoNothing()
      .returning(USER_COLUMNS)
      .get();
    if (created) return created;
  }
  throw new Error(`could not create an account: no free username after ${USERNAME_ATTEMPTS} attempts`);
}

export async function updateProfile(
  env: Env,
  userId: number,
  patch: { firstName?: string | null; lastName?: string | null },
): Promise<SessionUser> {
  // COALESCE(?, column) in SQL: a null or missing field keeps the stored value.
  const row = await db(env.DB)
    .update(users)
    .set({
      firstName: sql`COALESCE(${patch.firstName ?? null}, ${users.firstName})`,
      lastName: sql`COALESCE(${patch.lastName ?? null}, ${users.lastName})`,
      updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`,
    })
    .where(eq(users.id, userId))
    .returning(USER_COLUMNS)
    .get();
  // Cached sessions and API tokens carry the user's name: the next request reads the new one.
  forgetUser(userId);
  forgetTokensOf(userId);
  return must(row, "the signed-in user's row exists");
}

export interface PublicUser {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

/** What anyone who shares a project with a person may see of them: never their e-mail. */
export const publicUserColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
};

export async function findPublicUserByUsername(env: Env, username: string): Promise<PublicUser | null> {
  const row = await db(env.DB)
    .select(publicUserColumns)
    .from(users)
    // Usernames are matched case-insensitively, as before: the column itself has no NOCASE collation.
    .where(sql`${users.username} = ${username} COLLATE NOCASE`)
    .get();
  return row ?? null;
}
