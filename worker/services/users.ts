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

/** The first sign-in creates the account; later ones find it. Safe under a race on the unique e-mail. */
export async function findOrCreateUser(
  env: Env,
  email: string,
  profile: { firstName?: string | null; lastName?: string | null; profileImageUrl?: string | null } = {},
): Promise<SessionUser> {
  const existing = await findUserByEmail(env, email);
  if (existing) return existing;
  const username = await uniqueUsername(env, email);
  const created = await env.DB.prepare(
    `INSERT INTO users (username, email, first_name, last_name, profile_image_url) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(email) DO NOTHING RETURNING ${USER_COLUMNS}`,
  )
    .bind(username, email, profile.firstName ?? null, profile.lastName ?? null, profile.profileImageUrl ?? null)
    .first<SessionUser>();
  return created ?? (await findUserByEmail(env, email))!;
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
