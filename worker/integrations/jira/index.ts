import type { ExportTarget } from "../../../core/schemas/integrations";
import { ATLASSIAN_API_ORIGIN, apiOrigin } from "../config";
import { ProviderClient, ProviderError, providerMessage } from "../http";
import type { Connection, ConnectionMeta, ExportItem, ExportRun, ProviderModule } from "../types";
import { exportLinks, pendingItems } from "../types";
import { adf } from "./adf";
import type { JiraFieldMeta } from "./carry";

// Jira Cloud, REST v3. Token mode: Basic email:token against the user's site. OAuth (3LO): Bearer
// through Atlassian's gateway, /ex/jira/{cloudId}. A plan becomes an Epic; its milestones and
// tasks become the Epic's children, created through the bulk endpoint 50 at a time.

const BULK_MAX = 50;
const PRIORITY_NAMES = { high: "High", medium: "Medium", low: "Low" } as const;

export interface JiraIssueType {
  id: string;
  name: string;
  subtask?: boolean;
  hierarchyLevel?: number;
}

export const isEpic = (t: JiraIssueType) => t.hierarchyLevel === 1 || (t.hierarchyLevel === undefined && t.name.toLowerCase() === "epic");
export const isStandard = (t: JiraIssueType) => !t.subtask && !isEpic(t) && (t.hierarchyLevel ?? 0) === 0;

export function childType(types: JiraIssueType[]): JiraIssueType | undefined {
  const standard = types.filter(isStandard);
  return standard.find((t) => t.name === "Task") ?? standard.find((t) => t.name === "Story") ?? standard[0];
}

/** Atlassian's API gateway: OAuth tokens, and scoped API tokens in token mode. */
const gatewayOrigin = (env: Env) => apiOrigin(env, "jira") ?? ATLASSIAN_API_ORIGIN;

function client(env: Env, conn: Connection): ProviderClient {
  if (conn.mode === "token" && conn.meta.gateway && conn.meta.cloudId && conn.meta.site && conn.meta.email) {
    // Scoped API tokens and service-account tokens: Basic auth as usual, but only through the gateway.
    const basic = btoa(unescape(encodeURIComponent(`${conn.meta.email}:${conn.accessToken}`)));
    return new ProviderClient({
      provider: "jira",
      name: "Jira",
      base: `${gatewayOrigin(env)}/ex/jira/${encodeURIComponent(conn.meta.cloudId)}/rest/api/3`,
      headers: { Authorization: `Basic ${basic}` },
      secrets: [conn.accessToken, basic],
      webOrigin: conn.meta.site,
    });
  }
  if (conn.mode === "oauth") {
    if (!conn.meta.cloudId) throw new ProviderError("jira", 400, "This Jira connection has no site; please connect again.");
    return new ProviderClient({
      provider: "jira",
      name: "Jira",
      base: `${gatewayOrigin(env)}/ex/jira/${encodeURIComponent(conn.meta.cloudId)}/rest/api/3`,
      headers: { Authorization: `Bearer ${conn.accessToken}` },
      secrets: [conn.accessToken],
      webOrigin: conn.meta.site,
      renew: conn.renew,
      auth: (token) => ({ Authorization: `Bearer ${token}` }),
    });
  }
  if (!conn.meta.site || !conn.meta.email) throw new ProviderError("jira", 400, "This Jira connection has no site; please connect again.");
  const basic = btoa(unescape(encodeURIComponent(`${conn.meta.email}:${conn.accessToken}`)));
  return new ProviderClient({
    provider: "jira",
    name: "Jira",
    base: `${conn.meta.site}/rest/api/3`,
    headers: { Authorization: `Basic ${basic}` },
    secrets: [conn.accessToken, basic],
    webOrigin: conn.meta.site,
  });
}

/** A site's cloud id, which Atlassian publishes without authentication at /_edge/tenant_info. */
async function tenantCloudId(site: string): Promise<string | null> {
  const anonymous = new ProviderClient({ provider: "jira", name: "Jira", base: site, headers: {}, secrets: [] });
  const info = await anonymous.request<{ cloudId?: string }>("GET", "/_edge/tenant_info").catch(() => null);
  return typeof info?.cloudId === "string" && /^[A-Za-z0-9-]{1,64}$/.test(info.cloudId) ? info.cloudId : null;
}

/**
 * Token mode: a classic API token works on the site; a scoped one (all service-account tokens are)
 * is refused there with 401 and works only through the gateway with the site's cloud id.
 */
async function otherRoute(_env: Env, conn: Connection): Promise<ConnectionMeta | null> {
  if (conn.mode !== "token" || !conn.meta.site || conn.meta.gateway) return null;
  const cloudId = await tenantCloudId(conn.meta.site);
  return cloudId ? { ...conn.meta, cloudId, gateway: true } : null;
}

/** Every Jira project the caller can see, following project/search's startAt paging to isLast. */
async function allProjects<T>(c: ProviderClient, params: Record<string, string>): Promise<T[]> {
  const out: T[] = [];
  for (let page = 0; page < 200; page++) {
    const query = new URLSearchParams({ ...params, startAt: String(out.length), maxResults: "50", orderBy: "name" });
    const res = await c.request<{ values?: T[]; isLast?: boolean }>("GET", `/project/search?${query}`);
    const values = res.values ?? [];
    out.push(...values);
    if (res.isLast !== false || values.length === 0) break;
  }
  return out;
}

export interface JiraSite {
  /** The cloud id the gateway's /ex/jira/{cloudId} takes. */
  id: string;
  name: string;
  /** The site's origin, https://<name>.atlassian.net. */
  url: string;
}

/**
 * OAuth only: every Jira site the token may reach, in Atlassian's order. accessible-resources lists
 * one entry per site the person granted (Confluence-only sites too: those have no Jira scope), and
 * answers the whole list at once (no paging; https://developer.atlassian.com/cloud/jira/platform/oauth-2-3lo-apps/).
 */
export async function jiraSites(env: Env, conn: Pick<Connection, "accessToken" | "renew">): Promise<JiraSite[]> {
  const gateway = new ProviderClient({
    provider: "jira",
    name: "Atlassian",
    base: apiOrigin(env, "jira") ?? ATLASSIAN_API_ORIGIN,
    headers: { Authorization: `Bearer ${conn.accessToken}` },
    secrets: [conn.accessToken],
    renew: conn.renew,
    auth: (token) => ({ Authorization: `Bearer ${token}` }),
  });
  const resources = await gateway.request<Array<{ id: string; url: string; name: string; scopes?: string[] }>>(
    "GET",
    "/oauth/token/accessible-resources",
  );
  return (Array.isArray(resources) ? resources : [])
    .filter((r) => typeof r?.id === "string" && typeof r.url === "string" && r.scopes?.some((sc) => sc.includes("jira")))
    .map((r) => ({ id: r.id, name: r.name || new URL(r.url).hostname, url: new URL(r.url).origin }));
}

/** The connection facts for one site: calls go through the gateway with its cloud id. */
export const siteMeta = (site: JiraSite): ConnectionMeta => ({ cloudId: site.id, site: site.url, siteName: site.name });

function description(item: ExportItem, run: ExportRun): string {
  const phase = item.kind === "task" && item.milestoneIndex !== null ? run.plan.milestones[item.milestoneIndex]?.name : null;
  return [item.description, phase ? `Phase: ${phase}` : "", item.kind === "milestone" ? "Milestone of the plan." : ""]
    .filter(Boolean)
    .join("\n\n");
}

/** The create screen's fields of an issue type: ids, names and schemas (issue 25 matches fields by name). */
export async function fieldMeta(c: ProviderClient, projectKey: string, typeId: string): Promise<JiraFieldMeta[]> {
  const meta = await c.request<{ fields?: JiraFieldMeta[]; values?: JiraFieldMeta[] }>(
    "GET",
    `/issue/createmeta/${encodeURIComponent(projectKey)}/issuetypes/${encodeURIComponent(typeId)}?maxResults=200`,
  );
  return meta.fields ?? meta.values ?? [];
}

export async function fieldIds(c: ProviderClient, projectKey: string, typeId: string): Promise<Set<string>> {
  return new Set((await fieldMeta(c, projectKey, typeId)).map((f) => f.fieldId));
}

interface BulkResult {
  issues?: Array<{ id: string; key: string }>;
  errors?: Array<{ status?: number; failedElementNumber?: number; elementErrors?: unknown }>;
}

export const jira: ProviderModule = {
  id: "jira",
  name: "Jira",
  client,
  otherRoute,

  async verify(c) {
    const me = await c.request<{ accountId: string; displayName?: string; emailAddress?: string }>("GET", "/myself");
    if (!me?.accountId) throw new ProviderError("jira", 400, "Jira did not say who this token belongs to.");
    return { accountId: me.accountId, account: me.displayName || me.emailAddress || me.accountId, meta: {} };
  },

  async targets(c) {
    const projects = await allProjects<{ id: string; key: string; name: string; issueTypes?: JiraIssueType[] }>(c, {
      expand: "issueTypes",
    });
    const out: ExportTarget[] = [];
    for (const p of projects) {
      const epic = (p.issueTypes ?? []).find(isEpic);
      if (epic) out.push({ id: p.key, name: p.name, detail: `${p.key} · ${epic.name} issue type` });
    }
    return out;
  },

  async containers(c) {
    // Jira's containers are its projects, whichever issue types they have.
    const projects = await allProjects<{ key: string; name: string }>(c, {});
    return projects.map((p) => ({ id: p.key, name: p.name, detail: p.key }));
  },

  async exportPlan(c, run) {
    const cp = run.checkpoint;
    const projectKey = run.target.id;
    if (!cp.setup.epicType) {
      const meta = await c.request<{ issueTypes?: JiraIssueType[]; values?: JiraIssueType[] }>(
        "GET",
        `/issue/createmeta/${encodeURIComponent(projectKey)}/issuetypes?maxResults=200`,
      );
      const types = meta.issueTypes ?? meta.values ?? [];
      const epic = types.find(isEpic);
      const child = childType(types);
      if (!epic) throw new ProviderError("jira", 400, `The Jira project ${projectKey} has no Epic issue type.`);
      if (!child) throw new ProviderError("jira", 400, `The Jira project ${projectKey} has no issue type for the epic's children.`);
      const [epicFields, childFields] = await Promise.all([fieldIds(c, projectKey, epic.id), fieldIds(c, projectKey, child.id)]);
      cp.setup.epicType = epic.id;
      cp.setup.childType = child.id;
      cp.setup.epicDue = epicFields.has("duedate") ? "1" : "";
      cp.setup.childDue = childFields.has("duedate") ? "1" : "";
      cp.setup.childPriority = childFields.has("priority") ? "1" : "";
      await run.save();
    }
    if (!cp.container) {
      const { plan } = run;
      const text = [plan.description, `Timeline: ${plan.timeline.startDate} to ${plan.timeline.endDate}`].filter(Boolean).join("\n\n");
      const epic = await c.request<{ id: string; key: string }>("POST", "/issue", {
        fields: {
          project: { key: projectKey },
          issuetype: { id: cp.setup.epicType },
          summary: plan.name,
          description: adf(text),
          ...(cp.setup.epicDue ? { duedate: plan.timeline.endDate } : {}),
        },
      });
      cp.container = { id: epic.key, url: `${c.opts.webOrigin ?? new URL(c.opts.base).origin}/browse/${epic.key}` };
      await run.save();
    }
    const epicKey = cp.container.id;
    const pending = pendingItems(run);
    for (let start = 0; start < pending.length; start += BULK_MAX) {
      const chunk = pending.slice(start, start + BULK_MAX);
      const result = await c.request<BulkResult>(
        "POST",
        "/issue/bulk",
        {
          issueUpdates: chunk.map((item) => {
            const text = description(item, run);
            return {
              fields: {
                project: { key: projectKey },
                issuetype: { id: cp.setup.childType },
                parent: { key: epicKey },
                summary: item.kind === "milestone" ? `Milestone: ${item.name}` : item.name,
                ...(text ? { description: adf(text) } : {}),
                ...(cp.setup.childDue && item.dueDate ? { duedate: item.dueDate } : {}),
                ...(cp.setup.childPriority ? { priority: { name: PRIORITY_NAMES[item.priority] } } : {}),
              },
            };
          }),
        },
        // Jira answers 400 with the same body when every element of the call failed.
        { allow: [400] },
      );
      const failedAt = new Map<number, string>();
      for (const e of result.errors ?? []) {
        if (typeof e.failedElementNumber === "number") {
          failedAt.set(e.failedElementNumber, providerMessage(e.elementErrors) ?? `Jira refused it (${e.status ?? "error"}).`);
        }
      }
      if (failedAt.size === 0 && !result.issues?.length) {
        throw new ProviderError("jira", 400, `Jira refused the issues: ${providerMessage(result) ?? "no reason given"}`);
      }
      // Created issues come back in request order, skipping the failed elements.
      const created = [...(result.issues ?? [])];
      chunk.forEach((item, i) => {
        const failure = failedAt.get(i);
        if (failure !== undefined) {
          cp.failed[item.key] = failure;
          return;
        }
        const issue = created.shift();
        if (issue) {
          cp.items[item.key] = issue.key;
          delete cp.failed[item.key];
        }
      });
      await run.save();
    }
    // Plan links (issue 12). On create, Jira shows inwardIssue as the one that "blocks" (the reverse
    // of how it reads links back), so the predecessor goes in inwardIssue.
    await exportLinks(run, async (link) => {
      await c.request("POST", "/issueLink", {
        type: { name: "Blocks" },
        inwardIssue: { key: link.predecessor },
        outwardIssue: { key: link.successor },
      });
    });
  },
};
