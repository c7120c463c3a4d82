import { roleAllows } from "./policy";
import type { Role } from "./schemas/fields";

// Spec §6, as the app's screens ask it: shorthands over the one policy table (core/policy.ts).
export const canEdit = (role: Role | null | undefined) => roleAllows("task.edit", role);
export const canManageMembers = (role: Role | null | undefined) => roleAllows("members.manage", role);
export const canDeleteProject = (role: Role | null | undefined) => roleAllows("project.delete", role);
