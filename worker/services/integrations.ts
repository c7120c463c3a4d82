import { and, eq } from "drizzle-orm";
import { db } from "../db/client";
import { integrations } from "../db/schema";

/** Providers the user has connected (e.g. "jira"), for the sidebar and the Import Data cards. */
export async function listConnectedProviders(env: Env, userId: number): Promise<string[]> {
  const rows = await db(env.DB)
    .select({ provider: integrations.provider })
    .from(integrations)
    .where(and(eq(integrations.userId, userId), eq(integrations.isConnected, true)))
    .all();
  return rows.map((r) => r.provider);
}
