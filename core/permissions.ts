import type { Role } from "./schemas/fields";

// Spec §6. Viewers read; editors also edit the project and its tasks; owners also manage members and delete.
const rank: Record<Role, number> = { viewer: 1, editor: 2, owner: 3 };

export const atLeast = (role: Role | null | undefined, min: Role) => !!role && rank[role] >= rank[min];

export const canEdit = (role: Role | null | undefined) => atLeast(role, "editor");
export const canManageMembers = (role: Role | null | undefined) => atLeast(role, "owner");
export const canDeleteProject = (role: Role | null | undefined) => atLeast(role, "owner");

/** The refusal a member below `min` gets (403), the same from every route and the live socket. */
export const roleTooLow = (min: Role) =>
  min === "owner" ? "Only project owners can do that." : "You have read-only access to this project.";
