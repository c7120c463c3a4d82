// Spec §3: how a person is shown everywhere (sidebar, members, assignees, presence).

export interface DisplayableUser {
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
}

export function displayName(u: DisplayableUser | null | undefined): string {
  if (!u) return "User";
  const full = [u.firstName, u.lastName]
    .filter((s) => s?.trim())
    .join(" ")
    .trim();
  return full || u.username || "User";
}

/** Initials of first and last name, else the first two letters of the username, else U. */
export function initials(u: DisplayableUser | null | undefined): string {
  if (!u) return "U";
  const f = u.firstName?.trim()?.[0];
  const l = u.lastName?.trim()?.[0];
  if (f && l) return `${f}${l}`.toUpperCase();
  if (f) return f.toUpperCase();
  if (u.username) return u.username.slice(0, 2).toUpperCase();
  return "U";
}
