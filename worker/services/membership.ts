import { and, eq } from "drizzle-orm";
import type { Role } from "../../core/schemas/fields";
import { db } from "../db/client";
import { projectMembers } from "../db/schema";

// The one reader of project membership in D1. Board writes never call it: the BoardRoom keeps a
// mirror (worker/board/member-mirror.ts) and calls this only to rebuild that mirror when it has none.
// Project routes outside the board call it through requireProjectRole.

export interface MemberRole {
  userId: number;
  role: Role;
}

/** The project's members and their roles; with `userId`, that one member (or nothing). */
export async function readMemberRoles(d1: D1Database, projectId: number, userId?: number): Promise<MemberRole[]> {
  return db(d1)
    .select({ userId: projectMembers.userId, role: projectMembers.role })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), userId === undefined ? undefined : eq(projectMembers.userId, userId)));
}

/** The projects the user is a member of (sign-out closes their sockets on each board). */
export async function projectIdsOfUser(d1: D1Database, userId: number): Promise<number[]> {
  const rows = await db(d1).select({ projectId: projectMembers.projectId }).from(projectMembers).where(eq(projectMembers.userId, userId));
  return rows.map((r) => r.projectId);
}
