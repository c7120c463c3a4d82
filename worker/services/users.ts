import type { SessionUser } from "../auth/session";

const USER_COLUMNS = `id, username, email, first_name AS firstName, last_name AS lastName, profile_image_url AS profileImageUrl`;

/** A readable, unique username from the e-mail's local part: "ada.lovelace@x.io" → "ada.lovelace" (or "-2", "-3"…). */
async function uniqueUsername(env: Env, email: string): Promise<string> {
  let base = email
    .split("@")[0]
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, "")
    .replace(/^[._-]+|[._-]+$/g, "")
    .slice(0, 30);
  if (base.length < 3) base = `${base}user`.slice(0, Math.max(3, base.length + 4));
  const { results } = await env.DB.prepare("SELECT username FROM users WHERE username = ? OR username LIKE ?")
    .bind(base, `${base}-%`)
    .all<{ username: string }>();
  const taken = new Set(results.map((r) => r.username));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export async function findUserByEmail(env: Env, email: string): Promise<SessionUser | null> {
  return env.DB.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE email = ?`).bind(email).first<SessionUser>();
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
    const created = await env.DB.prepare(
      `INSERT INTO users (username, email, first_name, last_name, profile_image_url) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT DO NOTHING RETURNING ${USER_COLUMNS}`,
    )
      .bind(username, email, profile.firstName ?? null, profile.lastName ?? null, profile.profileImageUrl ?? null)
      .first<SessionUser>();
    if (created) return created;
  }
  throw new Error(`could not create an account: no free username after ${USERNAME_ATTEMPTS} attempts`);
}

export async function updateProfile(
  env: Env,
  userId: number,
  patch: { firstName?: string | null; lastName?: string | null },
): Promise<SessionUser> {
  const row = await env.DB.prepare(
    `UPDATE users SET first_name = COALESCE(?, first_name), last_name = COALESCE(?, last_name),
       updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = ? RETURNING ${USER_COLUMNS}`,
  )
    .bind(patch.firstName ?? null, patch.lastName ?? null, userId)
    .first<SessionUser>();
  return row!;
}

export interface PublicUser {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

export async function findPublicUserByUsername(env: Env, username: string): Promise<PublicUser | null> {
  return env.DB.prepare(
    `SELECT id, username, first_name AS firstName, last_name AS lastName, profile_image_url AS profileImageUrl
       FROM users WHERE username = ? COLLATE NOCASE`,
  )
    .bind(username)
    .first<PublicUser>();
}
