import { and, desc, eq, inArray } from "drizzle-orm";
import type { ApiTokenView, CreatedApiToken } from "../../core/schemas/api-token";
import { MAX_TOKENS_PER_USER } from "../../core/schemas/api-token";
import { newTokenSecret } from "../auth/api-tokens";
import { forgetToken } from "../auth/token-cache";
import { hashToken } from "../auth/tokens";
import { db } from "../db/client";
import { apiTokens, projectMembers, projects } from "../db/schema";
import { badRequest, conflict, notFound } from "../http/errors";

// Issue 24: the person's API tokens. Only a signed-in session manages them (the policy's
// "tokens.manage" has no token scope), and a person only ever sees and revokes their own.

export const TOKEN_NOT_FOUND = "API token not found";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const isoOf = (ms: number) => new Date(ms).toISOString();

export async function createApiToken(
  env: Env,
  userId: number,
  input: { name: string; scopes: ApiTokenView["scopes"]; projectIds?: number[]; expiresAt?: string },
): Promise<CreatedApiToken> {
  const d = db(env.DB);
  if (input.projectIds) {
    const mine = await d
      .select({ id: projectMembers.projectId })
      .from(projectMembers)
      .where(and(eq(projectMembers.userId, userId), inArray(projectMembers.projectId, input.projectIds)));
    const known = new Set(mine.map((r) => r.id));
    const unknown = input.projectIds.filter((id) => !known.has(id));
    if (unknown.length > 0) throw badRequest(`You are not a member of project ${unknown.join(", ")}.`);
  }
  const count = await d.$count(apiTokens, eq(apiTokens.userId, userId));
  if (count >= MAX_TOKENS_PER_USER) throw conflict(`You have ${MAX_TOKENS_PER_USER} API tokens already; revoke one first.`);
  const token = newTokenSecret();
  const row = await d
    .insert(apiTokens)
    .values({
      userId,
      name: input.name,
      tokenHash: hashToken(token),
      scopes: input.scopes,
      projectIds: input.projectIds ?? null,
      createdAt: Date.now(),
      expiresAt: input.expiresAt ? Date.parse(input.expiresAt) : null,
    })
    .returning({ id: apiTokens.id })
    .get();
  return { id: row.id, token };
}

export async function listApiTokens(env: Env, userId: number): Promise<ApiTokenView[]> {
  const d = db(env.DB);
  const rows = await d.select().from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  const ids = [...new Set(rows.flatMap((r) => r.projectIds ?? []))];
  const names = new Map(
    ids.length === 0
      ? []
      : (await d.select({ id: projects.id, name: projects.name }).from(projects).where(inArray(projects.id, ids))).map((p) => [
          p.id,
          p.name,
        ]),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    scopes: r.scopes,
    // A project deleted since keeps its id in the row but is no longer listed (the token cannot reach it).
    projects:
      r.projectIds === null
        ? null
        : r.projectIds.flatMap((id) => {
            const name = names.get(id);
            return name === undefined ? [] : [{ id, name }];
          }),
    createdAt: isoOf(r.createdAt),
    lastUsedAt: iso(r.lastUsedAt),
    expiresAt: iso(r.expiresAt),
  }));
}

export async function revokeApiToken(env: Env, userId: number, id: number): Promise<void> {
  const gone = await db(env.DB)
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
    .returning({ id: apiTokens.id });
  if (gone.length === 0) throw notFound(TOKEN_NOT_FOUND);
  // Refused at once on this isolate; other isolates re-read it within TOKEN_RECHECK_MS (decision 159).
  forgetToken(id);
}
