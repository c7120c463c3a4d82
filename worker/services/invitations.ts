import type { Role } from "../../core/schemas/fields";
import {
  type CreateInvitationInput,
  INVITATION_TTL_DAYS,
  type MyInvitationView,
  type ProjectInvitationView,
} from "../../core/schemas/team";
import { displayName } from "../../core/user-display";
import type { SessionUser } from "../auth/session";
import { generateToken, hashToken } from "../auth/tokens";
import { ApiError, conflict, forbidden, notFound } from "../http/errors";
import { invitationMail } from "../mail/invitation-mail";
import { sendMail } from "../mail/send-mail";
import { getProjectRole, requireProjectRole } from "./access";
import { memberChanged } from "./board";
import { ALREADY_PENDING_MESSAGE, roleRankSql } from "./members";
import { enforceRateLimit, INVITATIONS_PER_USER } from "./rate-limit";

// E-mail invitations (spec §2.8, §2.11, §2.12, §4). The token is only ever in the e-mail: the table
// keeps its SHA-256, so a leaked database cannot be used to join projects.

const DAY_MS = 86_400_000;

export const INVITATION_NOT_FOUND = "Invitation not found";
export const INVALID_LINK_MESSAGE = "This invitation link is not valid. Ask the project owner to send a new invitation.";
export const EXPIRED_MESSAGE = "This invitation has expired. Ask the project owner to send a new one.";
export const ALREADY_ACCEPTED_MESSAGE = "This invitation has already been accepted.";
const INVITEE_ALREADY_MEMBER_MESSAGE = "This person is already a member of this project.";

interface InvitationRow {
  id: number;
  projectId: number;
  email: string;
  status: string;
  role: Role;
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
  invitedBy: number | null;
}

const INVITATION_COLUMNS = `i.id, i.project_id AS projectId, i.email, i.status, i.role, i.created_at AS createdAt,
  i.expires_at AS expiresAt, i.accepted_at AS acceptedAt, i.invited_by AS invitedBy`;

const nowIso = () => new Date().toISOString();

/** A pending invitation past its expiry is expired, whether or not a request has persisted that yet. */
function effectiveStatus(row: { status: string; expiresAt: string }, now = nowIso()): string {
  return row.status === "pending" && row.expiresAt <= now ? "expired" : row.status;
}

const toProjectView = (r: InvitationRow, now: string): ProjectInvitationView => ({
  id: r.id,
  email: r.email,
  status: effectiveStatus(r, now),
  role: r.role,
  createdAt: r.createdAt,
  expiresAt: r.expiresAt,
  acceptedAt: r.acceptedAt,
});

/** "alice@example.com" → "a***@example.com": enough for the invitee to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split("@");
  return `${local.slice(0, 1)}***@${domain ?? ""}`;
}

export async function createInvitation(
  env: Env,
  input: CreateInvitationInput,
  inviter: SessionUser,
  origin: string,
): Promise<ProjectInvitationView> {
  await requireProjectRole(env, input.projectId, inviter.id, "owner");
  await enforceRateLimit(env, INVITATIONS_PER_USER, String(inviter.id));
  const member = await env.DB.prepare(
    "SELECT 1 FROM project_members m JOIN users u ON u.id = m.user_id WHERE m.project_id = ? AND u.email = ?",
  )
    .bind(input.projectId, input.email)
    .first();
  if (member) throw conflict(INVITEE_ALREADY_MEMBER_MESSAGE);

  const now = new Date();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);
  const token = generateToken();
  // Past-due pending invitations are closed first, so a fresh one can go out. The insert then checks
  // for a pending one in the same statement, so two clicks on Send create one invitation, not two.
  const [, inserted] = await env.DB.batch([
    env.DB.prepare(
      "UPDATE project_invitations SET status = 'expired' WHERE project_id = ? AND email = ? AND status = 'pending' AND expires_at <= ?",
    ).bind(input.projectId, input.email, now.toISOString()),
    env.DB.prepare(
      `INSERT INTO project_invitations (project_id, email, role, token_hash, invited_by, expires_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6
        WHERE NOT EXISTS (SELECT 1 FROM project_invitations WHERE project_id = ?1 AND email = ?2 AND status = 'pending')
       RETURNING id, project_id AS projectId, email, status, role, created_at AS createdAt, expires_at AS expiresAt,
                 accepted_at AS acceptedAt, invited_by AS invitedBy`,
    ).bind(input.projectId, input.email, input.role, hashToken(token), inviter.id, expiresAt.toISOString()),
  ]);
  const row = (inserted.results as InvitationRow[])[0];
  if (!row) throw conflict(ALREADY_PENDING_MESSAGE);

  const project = await env.DB.prepare("SELECT name FROM projects WHERE id = ?").bind(input.projectId).first<{ name: string }>();
  const mail = invitationMail({
    to: input.email,
    appName: env.APP_NAME ?? "Kickoff",
    inviterName: displayName(inviter),
    projectName: project?.name ?? `Project #${input.projectId}`,
    role: input.role,
    url: `${origin}/accept-invitation?token=${token}`,
    expiresAt,
  });
  try {
    await sendMail(env, mail);
  } catch (err) {
    // An invitation nobody received would block re-sending ("already pending"): take it back.
    await env.DB.prepare("DELETE FROM project_invitations WHERE id = ?").bind(row.id).run();
    throw err;
  }
  return toProjectView(row, now.toISOString());
}

/** The project's invitations, newest first (owners only; the route checks the role). */
export async function listProjectInvitations(env: Env, projectId: number): Promise<ProjectInvitationView[]> {
  const { results } = await env.DB.prepare(
    `SELECT ${INVITATION_COLUMNS} FROM project_invitations i WHERE i.project_id = ? ORDER BY i.created_at DESC, i.id DESC`,
  )
    .bind(projectId)
    .all<InvitationRow>();
  const now = nowIso();
  return results.map((r) => toProjectView(r, now));
}

/** Invitations addressed to the signed-in user's e-mail, with the names the Team page shows. */
export async function listMyInvitations(env: Env, user: SessionUser): Promise<MyInvitationView[]> {
  const { results } = await env.DB.prepare(
    `SELECT ${INVITATION_COLUMNS}, p.name AS projectName, u.username, u.first_name AS firstName, u.last_name AS lastName
       FROM project_invitations i
       LEFT JOIN projects p ON p.id = i.project_id
       LEFT JOIN users u ON u.id = i.invited_by
      WHERE i.email = ? ORDER BY i.created_at DESC, i.id DESC`,
  )
    .bind(user.email.toLowerCase())
    .all<InvitationRow & { projectName: string | null; username: string | null; firstName: string | null; lastName: string | null }>();
  const now = nowIso();
  return results.map((r) => ({
    ...toProjectView(r, now),
    projectId: r.projectId,
    projectName: r.projectName ?? `Project #${r.projectId}`,
    invitedBy: r.invitedBy,
    // Spec §3: the inviter's name, falling back to their id when the account is gone.
    invitedByName: r.username ? displayName(r) : r.invitedBy === null ? null : String(r.invitedBy),
  }));
}

/** Owners of the invitation's project may withdraw it; anyone else learns nothing about it. */
export async function deleteInvitation(env: Env, id: number, userId: number): Promise<void> {
  const row = await env.DB.prepare("SELECT project_id AS projectId FROM project_invitations WHERE id = ?")
    .bind(id)
    .first<{ projectId: number }>();
  const role = row ? await getProjectRole(env, row.projectId, userId) : null;
  if (!row || !role) throw notFound(INVITATION_NOT_FOUND);
  if (role !== "owner") throw forbidden("Only project owners can do that.");
  await env.DB.prepare("DELETE FROM project_invitations WHERE id = ?").bind(id).run();
}

async function findInvitation(env: Env, where: string, ...args: unknown[]): Promise<InvitationRow | null> {
  return env.DB.prepare(`SELECT ${INVITATION_COLUMNS} FROM project_invitations i WHERE ${where}`)
    .bind(...args)
    .first<InvitationRow>();
}

/** Accepting through the e-mailed link: whoever holds the token, as long as they signed in with the invited address. */
export async function acceptInvitationByToken(env: Env, token: string, user: SessionUser): Promise<{ projectId: number }> {
  const invitation = await findInvitation(env, "i.token_hash = ?", hashToken(token));
  if (!invitation) throw notFound(INVALID_LINK_MESSAGE);
  if (invitation.email !== user.email.toLowerCase()) {
    throw forbidden(
      `This invitation was sent to ${maskEmail(invitation.email)}, but you are signed in as ${user.email}. Sign in with the invited address to accept it.`,
    );
  }
  return accept(env, invitation, user);
}

/** Accepting from the Team page: only the invitee sees the invitation, so for anyone else it doesn't exist. */
export async function acceptInvitationById(env: Env, id: number, user: SessionUser): Promise<{ projectId: number }> {
  const invitation = await findInvitation(env, "i.id = ? AND i.email = ?", id, user.email.toLowerCase());
  if (!invitation) throw notFound(INVITATION_NOT_FOUND);
  return accept(env, invitation, user);
}

function refuse(invitation: InvitationRow, now: string): never {
  const status = effectiveStatus(invitation, now);
  if (status === "expired") throw new ApiError(410, EXPIRED_MESSAGE);
  if (status === "accepted") throw conflict(ALREADY_ACCEPTED_MESSAGE);
  throw conflict("This invitation is no longer valid.");
}

/**
 * Single use: the conditional UPDATE … WHERE status = 'pending' lets exactly one request claim the
 * invitation, and the membership insert runs in the same batch (one transaction), so an accepted
 * invitation always comes with its membership. If the invitee is already a member they keep the
 * higher of the two roles: an invitation never demotes anyone.
 */
async function accept(env: Env, invitation: InvitationRow, user: SessionUser): Promise<{ projectId: number }> {
  const now = nowIso();
  if (invitation.status === "pending" && invitation.expiresAt <= now) {
    // Persist what the clock already says, so every list shows it as expired from now on.
    await env.DB.prepare("UPDATE project_invitations SET status = 'expired' WHERE id = ? AND status = 'pending'").bind(invitation.id).run();
    refuse(invitation, now);
  }
  if (invitation.status !== "pending") refuse(invitation, now);

  const [claim] = await env.DB.batch([
    env.DB.prepare(
      "UPDATE project_invitations SET status = 'accepted', accepted_at = ?1 WHERE id = ?2 AND status = 'pending' AND expires_at > ?1 RETURNING id",
    ).bind(now, invitation.id),
    env.DB.prepare(
      `INSERT INTO project_members (project_id, user_id, role)
       SELECT project_id, ?1, role FROM project_invitations WHERE id = ?2 AND status = 'accepted' AND accepted_at = ?3
       ON CONFLICT(project_id, user_id) DO UPDATE SET role =
         CASE WHEN ${roleRankSql("excluded.role")} > ${roleRankSql("project_members.role")} THEN excluded.role ELSE project_members.role END`,
    ).bind(user.id, invitation.id, now),
  ]);
  if (claim.results.length === 0) {
    // Another request got there first (or the clock ran out in between): report what it left.
    const current = await findInvitation(env, "i.id = ?", invitation.id);
    refuse(current ?? invitation, nowIso());
  }
  const member = await env.DB.prepare("SELECT role FROM project_members WHERE project_id = ? AND user_id = ?")
    .bind(invitation.projectId, user.id)
    .first<{ role: Role }>();
  if (member) await memberChanged(env, invitation.projectId, user.id, member.role);
  return { projectId: invitation.projectId };
}
