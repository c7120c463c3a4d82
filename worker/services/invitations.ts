import { and, desc, eq, gt, lte, notExists, type SQL, sql } from "drizzle-orm";
import { roleAllows, roleRefusal } from "../../core/policy";
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
import { type Db, db } from "../db/client";
import { projectInvitations, projectMembers, projects, users } from "../db/schema";
import { ApiError, conflict, forbidden, notFound } from "../http/errors";
import { invitationMail } from "../mail/invitation-mail";
import { sendMail } from "../mail/send-mail";
import { getProjectRole, requireProjectRole } from "./access";
import { memberChanged } from "./board";
import { ALREADY_PENDING_MESSAGE, roleRank } from "./members";
import { notifyInvitation } from "./notify-sources";
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

/** Its D1 column names (id, project_id, …) are distinct, which a D1 batch needs: it maps rows by name. */
const invitationColumns = {
  id: projectInvitations.id,
  projectId: projectInvitations.projectId,
  email: projectInvitations.email,
  status: projectInvitations.status,
  role: projectInvitations.role,
  createdAt: projectInvitations.createdAt,
  expiresAt: projectInvitations.expiresAt,
  acceptedAt: projectInvitations.acceptedAt,
  invitedBy: projectInvitations.invitedBy,
};

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
  await requireProjectRole(env, input.projectId, inviter.id, "members.manage");
  await enforceRateLimit(env, INVITATIONS_PER_USER, String(inviter.id));
  const d = db(env.DB);
  const member = await d
    .select({ one: sql`1` })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(and(eq(projectMembers.projectId, input.projectId), eq(users.email, input.email)))
    .get();
  if (member) throw conflict(INVITEE_ALREADY_MEMBER_MESSAGE);

  const now = new Date();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);
  const token = generateToken();
  // Past-due pending invitations are closed first, so a fresh one can go out. The insert then checks
  // for a pending one in the same statement, so two clicks on Send create one invitation, not two.
  const [, inserted] = await d.batch([
    d
      .update(projectInvitations)
      .set({ status: "expired" })
      .where(
        and(
          eq(projectInvitations.projectId, input.projectId),
          eq(projectInvitations.email, input.email),
          eq(projectInvitations.status, "pending"),
          lte(projectInvitations.expiresAt, now.toISOString()),
        ),
      ),
    // INSERT … SELECT … WHERE NOT EXISTS: drizzle's insert-select lists every column in table order,
    // so id and accepted_at are given as NULL and created_at as the column's own default. The
    // one-row FROM only gives the SELECT something to filter.
    d
      .insert(projectInvitations)
      .select((qb) =>
        qb
          .select({
            id: sql<number>`null`.as("id"),
            projectId: sql<number>`${input.projectId}`.as("project_id"),
            email: sql<string>`${input.email}`.as("email"),
            role: sql<Role>`${input.role}`.as("role"),
            tokenHash: sql<string>`${hashToken(token)}`.as("token_hash"),
            status: sql<string>`'pending'`.as("status"),
            invitedBy: sql<number>`${inviter.id}`.as("invited_by"),
            createdAt: (projectInvitations.createdAt.default as SQL<string>).as("created_at"),
            expiresAt: sql<string>`${expiresAt.toISOString()}`.as("expires_at"),
            acceptedAt: sql<string | null>`null`.as("accepted_at"),
          })
          .from(sql`(SELECT 1)`)
          .where(
            notExists(
              d
                .select({ one: sql`1` })
                .from(projectInvitations)
                .where(
                  and(
                    eq(projectInvitations.projectId, input.projectId),
                    eq(projectInvitations.email, input.email),
                    eq(projectInvitations.status, "pending"),
                  ),
                ),
            ),
          ),
      )
      .returning(invitationColumns),
  ]);
  const row = inserted[0];
  if (!row) throw conflict(ALREADY_PENDING_MESSAGE);

  const project = await d.select({ name: projects.name }).from(projects).where(eq(projects.id, input.projectId)).get();
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
    await d.delete(projectInvitations).where(eq(projectInvitations.id, row.id));
    throw err;
  }
  await notifyInvitation(env, {
    email: input.email,
    projectId: input.projectId,
    projectName: project?.name ?? `Project #${input.projectId}`,
    inviterId: inviter.id,
    inviterName: displayName(inviter),
    role: input.role,
  });
  return toProjectView(row, now.toISOString());
}

/** The project's invitations, newest first (owners only; the route checks the role). */
export async function listProjectInvitations(env: Env, projectId: number): Promise<ProjectInvitationView[]> {
  const results = await db(env.DB)
    .select(invitationColumns)
    .from(projectInvitations)
    .where(eq(projectInvitations.projectId, projectId))
    .orderBy(desc(projectInvitations.createdAt), desc(projectInvitations.id));
  const now = nowIso();
  return results.map((r) => toProjectView(r, now));
}

/** Invitations addressed to the signed-in user's e-mail, with the names the Team page shows. */
export async function listMyInvitations(env: Env, user: SessionUser): Promise<MyInvitationView[]> {
  const results = await db(env.DB)
    .select({
      ...invitationColumns,
      projectName: projects.name,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(projectInvitations)
    .leftJoin(projects, eq(projects.id, projectInvitations.projectId))
    .leftJoin(users, eq(users.id, projectInvitations.invitedBy))
    .where(eq(projectInvitations.email, user.email.toLowerCase()))
    .orderBy(desc(projectInvitations.createdAt), desc(projectInvitations.id));
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
  const d = db(env.DB);
  const row = await d
    .select({ projectId: projectInvitations.projectId })
    .from(projectInvitations)
    .where(eq(projectInvitations.id, id))
    .get();
  const role = row ? await getProjectRole(env, row.projectId, userId) : null;
  if (!row || !role) throw notFound(INVITATION_NOT_FOUND);
  if (!roleAllows("members.manage", role)) throw forbidden(roleRefusal("members.manage"));
  await d.delete(projectInvitations).where(eq(projectInvitations.id, id));
}

async function findInvitation(d: Db, where: SQL | undefined): Promise<InvitationRow | null> {
  return (await d.select(invitationColumns).from(projectInvitations).where(where).get()) ?? null;
}

/**
 * The address a pending invitation link was sent to, so the sign-in page can offer it (issue 21).
 * Only the link's holder, who received it at that address, can ask.
 */
export async function invitedEmail(env: Env, token: string): Promise<string | null> {
  const invitation = await findInvitation(db(env.DB), eq(projectInvitations.tokenHash, hashToken(token)));
  return invitation && effectiveStatus(invitation, nowIso()) === "pending" ? invitation.email : null;
}

/** Accepting through the e-mailed link: whoever holds the token, as long as they signed in with the invited address. */
export async function acceptInvitationByToken(env: Env, token: string, user: SessionUser): Promise<{ projectId: number }> {
  const invitation = await findInvitation(db(env.DB), eq(projectInvitations.tokenHash, hashToken(token)));
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
  const invitation = await findInvitation(
    db(env.DB),
    and(eq(projectInvitations.id, id), eq(projectInvitations.email, user.email.toLowerCase())),
  );
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
  const d = db(env.DB);
  const now = nowIso();
  if (invitation.status === "pending" && invitation.expiresAt <= now) {
    // Persist what the clock already says, so every list shows it as expired from now on.
    await d
      .update(projectInvitations)
      .set({ status: "expired" })
      .where(and(eq(projectInvitations.id, invitation.id), eq(projectInvitations.status, "pending")));
    refuse(invitation, now);
  }
  if (invitation.status !== "pending") {
    // A spent link opened again by someone who is in the project: it is still their way in, so the
    // answer says where (issue 21: the page offers "Open project" instead of a dead end).
    if (invitation.status === "accepted" && (await getProjectRole(env, invitation.projectId, user.id))) {
      throw conflict(ALREADY_ACCEPTED_MESSAGE, { projectId: invitation.projectId });
    }
    refuse(invitation, now);
  }

  // The conflicting row's new role, as proposed by the insert (SQLite's excluded pseudo-table).
  const proposedRole = sql`excluded.${sql.identifier(projectMembers.role.name)}`;
  const [claim] = await d.batch([
    d
      .update(projectInvitations)
      .set({ status: "accepted", acceptedAt: now })
      .where(and(eq(projectInvitations.id, invitation.id), eq(projectInvitations.status, "pending"), gt(projectInvitations.expiresAt, now)))
      .returning({ id: projectInvitations.id }),
    // INSERT … SELECT from the invitation this batch just claimed (insert-select lists every column in
    // table order: id NULL, added_at its own default). The WHERE also keeps SQLite's upsert parser happy.
    d
      .insert(projectMembers)
      .select((qb) =>
        qb
          .select({
            id: sql<number>`null`.as("id"),
            projectId: projectInvitations.projectId,
            userId: sql<number>`${user.id}`.as("user_id"),
            role: projectInvitations.role,
            addedAt: (projectMembers.addedAt.default as SQL<string>).as("added_at"),
          })
          .from(projectInvitations)
          .where(
            and(
              eq(projectInvitations.id, invitation.id),
              eq(projectInvitations.status, "accepted"),
              eq(projectInvitations.acceptedAt, now),
            ),
          ),
      )
      .onConflictDoUpdate({
        target: [projectMembers.projectId, projectMembers.userId],
        // Never a demotion: keep whichever of the two roles ranks higher.
        set: {
          role: sql`CASE WHEN ${roleRank(proposedRole)} > ${roleRank(projectMembers.role)} THEN ${proposedRole} ELSE ${projectMembers.role} END`,
        },
      }),
  ]);
  if (claim.length === 0) {
    // Another request got there first (or the clock ran out in between): report what it left.
    const current = await findInvitation(d, eq(projectInvitations.id, invitation.id));
    refuse(current ?? invitation, nowIso());
  }
  const member = await d
    .select({ role: projectMembers.role })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, invitation.projectId), eq(projectMembers.userId, user.id)))
    .get();
  if (member) await memberChanged(env, invitation.projectId, user.id, member.role);
  return { projectId: invitation.projectId };
}
