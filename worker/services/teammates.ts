import { and, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import { db } from "../db/client";
import { projectMembers, users } from "../db/schema";
import { requireProjectRole } from "./access";
import { type PublicUser, publicUserColumns } from "./users";

/** How many suggestions one keystroke gets. */
export const SUGGESTIONS = 8;

/** `text` as a LIKE prefix, its own % and _ matched literally. */
const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * Issue 21 #8: people whose username or name starts with `q`, among those who already share a project
 * with the caller (never anyone else: a stranger's account stays unknown). With `projectId` (owners
 * only, as adding members is theirs) the project's current members are left out.
 */
export async function suggestTeammates(env: Env, userId: number, q: string, projectId?: number): Promise<PublicUser[]> {
  if (projectId !== undefined) await requireProjectRole(env, projectId, userId, "members.manage");
  const d = db(env.DB);
  const mine = d.select({ id: projectMembers.projectId }).from(projectMembers).where(eq(projectMembers.userId, userId));
  const shared = d.select({ id: projectMembers.userId }).from(projectMembers).where(inArray(projectMembers.projectId, mine));
  const already =
    projectId === undefined
      ? null
      : d.select({ id: projectMembers.userId }).from(projectMembers).where(eq(projectMembers.projectId, projectId));
  const prefix = likePrefix(q);
  const name = sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;
  return d
    .select(publicUserColumns)
    .from(users)
    .where(
      and(
        ne(users.id, userId),
        inArray(users.id, shared),
        already ? notInArray(users.id, already) : undefined,
        sql`(lower(${users.username}) LIKE ${prefix} ESCAPE '\\' OR lower(coalesce(${users.firstName}, '')) LIKE ${prefix} ESCAPE '\\' OR lower(coalesce(${users.lastName}, '')) LIKE ${prefix} ESCAPE '\\' OR ${name} LIKE ${prefix} ESCAPE '\\')`,
      ),
    )
    .orderBy(users.username)
    .limit(SUGGESTIONS)
    .all();
}
