import { z } from "zod";
import { EMAIL_PATTERN, emailField } from "./fields";

// Team payloads (spec §3 member/invitation, §5): one schema per payload, used by the API validators
// and by the forms, so a rule changes in one place.

export const ROLES = ["owner", "editor", "viewer"] as const;

/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7;

/** Spec §5: "Please select a valid role". */
export const roleField = z.enum(ROLES, { error: "Please select a valid role" });

const userIdField = z.number({ error: "Please choose a user to add." }).int().positive();
const projectIdField = z.number({ error: "Please select a project" }).int().positive("Please select a project");

/** POST /api/projects/:id/members. The project comes from the path, never the body. */
export const addMemberSchema = z.strictObject({
  userId: userIdField,
  role: roleField.default("viewer"),
});
export type AddMemberInput = z.infer<typeof addMemberSchema>;

/** PATCH /api/projects/:id/members/:userId */
export const updateMemberRoleSchema = z.strictObject({ role: roleField });

/** POST /api/invitations. `invitedBy` and the token are the server's, so unknown fields are refused. */
export const createInvitationSchema = z.strictObject({
  projectId: projectIdField,
  email: emailField,
  role: roleField.default("viewer"),
});
export type CreateInvitationInput = z.infer<typeof createInvitationSchema>;

/** POST /api/invitations/accept */
export const acceptInvitationSchema = z.strictObject({
  token: z
    .string({ error: "The invitation link is missing its token." })
    .trim()
    .min(1, "The invitation link is missing its token.")
    .max(200),
});

/**
 * The invite form of the Team page (spec §5): the project is held as text (the select's key) and
 * converted to a number when sent; its own wording of the e-mail message has no full stop.
 */
export const teamInviteFormSchema = z.object({
  email: z.string().trim().toLowerCase().regex(EMAIL_PATTERN, "Please enter a valid email address"),
  projectId: z
    .string()
    .regex(/^[1-9]\d*$/, "Please select a project")
    .transform(Number),
  role: roleField,
});

export type InvitationStatus = "pending" | "accepted" | "expired" | (string & {});
type Role = (typeof ROLES)[number];

export interface MemberView {
  id: number;
  userId: number;
  role: Role;
  addedAt: string;
  user: { id: number; firstName: string | null; lastName: string | null; username: string; profileImageUrl: string | null };
}

/** GET /api/projects/:id/invitations: what the project's owners see. */
export interface ProjectInvitationView {
  id: number;
  email: string;
  status: InvitationStatus;
  role: Role;
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
}

/** GET /api/invitations: what the invitee sees. */
export interface MyInvitationView extends ProjectInvitationView {
  projectId: number;
  projectName: string;
  invitedBy: number | null;
  invitedByName: string | null;
}

/**
 * GET /api/users/suggest?q=…&projectId=…: people to add while typing a username (issue 21 #8). With a
 * project, its current members are left out and only its owners may ask.
 */
export const userSuggestQuery = z.object({
  q: z.string().trim().min(1, "Type part of a username or name.").max(60, "Search text is too long (max 60 characters)."),
  projectId: z.coerce.number({ error: "Please select a project" }).int().positive("Please select a project").optional(),
});
