import type { ConnectedAgent } from "../../core/schemas/connected-agent";
import { notFound } from "../http/errors";
import { grantPropsSchema, oauthApi } from "../mcp/oauth";

// Issue 24: the agents a person approved for /mcp (decision 076), listed and revoked in Settings. The
// grants live in the OAuth provider's store; revoking one deletes its access and refresh tokens, so
// the agent's next call is refused.

export const AGENT_NOT_FOUND = "Connected agent not found";
/** Far more approvals than a person makes; the provider pages by this size. */
const PAGE = 100;
const MAX_PAGES = 10;

function hostOf(uri: string | undefined): string | null {
  if (!uri) return null;
  try {
    return new URL(uri).host || null;
  } catch {
    return null;
  }
}

export async function listConnectedAgents(request: Request, env: Env, userId: number): Promise<ConnectedAgent[]> {
  const oauth = oauthApi(request, env);
  const agents: ConnectedAgent[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = await oauth.listUserGrants(String(userId), { limit: PAGE, cursor });
    for (const g of result.items) {
      const meta = grantPropsSchema.pick({ clientName: true }).safeParse(g.metadata);
      agents.push({
        id: g.id,
        clientName: meta.success ? meta.data.clientName : g.clientId,
        scopes: g.scope.filter((s): s is "read" | "write" => s === "read" || s === "write"),
        redirectHost: hostOf(g.redirectUri),
        createdAt: new Date(g.createdAt * 1000).toISOString(),
      });
    }
    if (!result.cursor) break;
    cursor = result.cursor;
  }
  return agents.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
}

/** Revokes one of the person's own grants; someone else's (or an unknown id) is a 404. */
export async function revokeConnectedAgent(request: Request, env: Env, userId: number, grantId: string): Promise<void> {
  const mine = await listConnectedAgents(request, env, userId);
  if (!mine.some((a) => a.id === grantId)) throw notFound(AGENT_NOT_FOUND);
  await oauthApi(request, env).revokeGrant(grantId, String(userId));
}
