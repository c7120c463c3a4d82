import type { Role } from "./schemas/fields";

// Issue 24: the one permission policy. Every decision about who may do what (the route guard, the
// services, the BoardRoom, API tokens) asks this table by action name; nothing else decides.
//
// `role` is the least project role the action needs: "anyone" needs no sign-in at all, "signed-in"
// needs a person but no project (their own account, lists and imports).
// `token` is the scope an API token needs for it; null means a token may never do it (managing tokens
// and sign-in, the person's provider connections, the live sockets): only a signed-in session may.

export const TOKEN_SCOPES = ["read", "write", "admin"] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export interface Rule {
  role: Role | "anyone" | "signed-in";
  token: TokenScope | null;
}

export const POLICY = {
  // ── No person needed: signing in, the e-mailed unsubscribe link, development tools ──
  "auth.sign-in": { role: "anyone", token: null },
  "notifications.unsubscribe": { role: "anyone", token: null },
  "dev.tools": { role: "anyone", token: null },
  /** Issue 26: a calendar feed, fetched by a calendar app with the secret in its URL as the only credential. */
  "calendar.feed": { role: "anyone", token: null },
  // The API described (/api/openapi.json, /api/docs): public, and readable with any token.
  "docs.read": { role: "anyone", token: "read" },

  // ── The person's own account ──
  "account.read": { role: "signed-in", token: "read" },
  "account.edit": { role: "signed-in", token: null },
  "tokens.manage": { role: "signed-in", token: null },
  /** Listing and revoking the agents approved for /mcp: the person in their browser, never a token. */
  "agents.manage": { role: "signed-in", token: null },
  "integrations.read": { role: "signed-in", token: "read" },
  "integrations.manage": { role: "signed-in", token: null },
  "integrations.export": { role: "signed-in", token: "write" },
  "notifications.read": { role: "signed-in", token: "read" },
  "notifications.edit": { role: "signed-in", token: "write" },
  "notifications.live": { role: "signed-in", token: null },
  "invitations.read-own": { role: "signed-in", token: "read" },
  "invitations.accept": { role: "signed-in", token: "write" },

  // ── The person's projects as a whole ──
  "projects.list": { role: "signed-in", token: "read" },
  "projects.create": { role: "signed-in", token: "write" },
  "ai.plan": { role: "signed-in", token: "write" },
  "jobs.read": { role: "signed-in", token: "read" },
  /** Connecting an agent to /mcp (issue 24): each tool then asks for its own action (worker/mcp/tools.ts). */
  "mcp.connect": { role: "signed-in", token: "read" },
  /** Approving an agent's OAuth access on the consent page (/authorize): the person in their browser, never a token. */
  "mcp.authorize": { role: "signed-in", token: null },

  // ── One project ──
  "project.read": { role: "viewer", token: "read" },
  "project.live": { role: "viewer", token: null },
  /** Issue 26: a member's own feed of the project; its secret is a credential, so no token makes one. */
  "project.calendar": { role: "viewer", token: null },
  "comment.write": { role: "viewer", token: "write" },
  /** Issue 25: saving a view for oneself; sharing one with the team needs project.edit. */
  "view.save": { role: "viewer", token: "write" },
  /** Issue 25: any member may save a project's shape as their own template. */
  "templates.save": { role: "viewer", token: "write" },
  "project.edit": { role: "editor", token: "write" },
  "task.edit": { role: "editor", token: "write" },
  /** Deleting someone else's comment (authors always delete their own). */
  "comment.moderate": { role: "owner", token: "admin" },
  "members.manage": { role: "owner", token: "admin" },
  "webhooks.manage": { role: "owner", token: "admin" },
  "project.delete": { role: "owner", token: "admin" },
} as const satisfies Record<string, Rule>;

export type Action = keyof typeof POLICY;

export const ACTIONS = Object.keys(POLICY) as Action[];

const rank: Record<Role, number> = { viewer: 1, editor: 2, owner: 3 };
const scopeRank: Record<TokenScope, number> = { read: 1, write: 2, admin: 3 };

export const isAction = (name: string): name is Action => Object.hasOwn(POLICY, name);

/** The project role the action needs; null when it needs none. */
export function roleNeeded(action: Action): Role | null {
  const { role } = POLICY[action];
  return role === "anyone" || role === "signed-in" ? null : role;
}

/** May a member with `role` do it? (Actions that need no project role: yes, for anyone.) */
export function roleAllows(action: Action, role: Role | null | undefined): boolean {
  const min = roleNeeded(action);
  if (min === null) return true;
  return !!role && rank[role] >= rank[min];
}

/** May a token with these scopes do it? A higher scope includes the lower ones (admin ⊃ write ⊃ read). */
export function scopeAllows(action: Action, scopes: readonly TokenScope[]): boolean {
  const needed = POLICY[action].token;
  if (needed === null) return false;
  return scopes.some((s) => scopeRank[s] >= scopeRank[needed]);
}

/** The refusal a member whose role is too low gets (403), the same from every route and the live socket. */
export function roleRefusal(action: Action): string {
  return roleNeeded(action) === "owner" ? "Only project owners can do that." : "You have read-only access to this project.";
}

/** The refusal a token gets for an action its scopes do not reach (403). */
export function scopeRefusal(action: Action): string {
  const needed = POLICY[action].token;
  return needed === null
    ? "API tokens cannot do this; sign in to Kickoff to do it."
    : `This API token needs the "${needed}" scope to do this.`;
}
