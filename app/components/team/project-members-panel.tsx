import type { Role } from "../../../core/schemas/fields";

/** Members tab of a project (spec §2.8): Team Members and Email Invitations panels. Filled in by the team work. */
export function ProjectMembersPanel(_props: { projectId: number; role: Role; currentUserId: number }) {
  return null;
}
