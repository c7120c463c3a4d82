import type { ProviderId } from "../../core/schemas/integrations";
import { conflict } from "../http/errors";
import { jiraSites, siteMeta } from "../integrations/jira";
import type { Connection } from "../integrations/types";
import { loadConnection } from "./integrations";
import { findProjectLink, type ProjectLink } from "./sync-links";

// A Jira project link names a project key of one Jira site: the site the link was made on, the
// origin of its containerUrl. A person may switch their connection to another site (decision 050),
// or a teammate whose connection is on another site may sync the project: a key means something else
// there (or nothing), so calls must never silently go to the connection's current site. Decision 080.

const originOf = (url: string | null | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};
const host = (origin: string) => new URL(origin).host;

/**
 * The person's connection, aimed at the site the project's link was made on. An OAuth grant that
 * reaches that site works there (the link keeps working after a site switch); otherwise 409 with what
 * to do. Other providers, and links without a site, use the connection as it is.
 */
export async function connectionForLink(env: Env, userId: number, provider: ProviderId, link: ProjectLink | null): Promise<Connection> {
  const conn = await loadConnection(env, userId, provider);
  if (provider !== "jira") return conn;
  const linked = originOf(link?.containerUrl);
  const current = originOf(conn.meta.site);
  if (!linked || !current || linked === current) return conn;
  if (conn.mode === "oauth") {
    const site = (await jiraSites(env, conn)).find((s) => originOf(s.url) === linked);
    if (site) return { ...conn, meta: { ...conn.meta, ...siteMeta(site) } };
  }
  throw conflict(
    `This project is linked to the Jira site ${host(linked)}, which your Jira connection (${host(current)}) cannot reach. ` +
      `Choose ${host(linked)} as your Jira site on Import Data, or connect Jira with access to it, to sync this project.`,
    { linkedSite: linked, connectedSite: current },
  );
}

/** The same, looking the project's link up. */
export async function connectionForProject(env: Env, userId: number, provider: ProviderId, projectId: number): Promise<Connection> {
  return connectionForLink(env, userId, provider, await findProjectLink(env, projectId, provider));
}
