import { badRequest } from "../../http/errors";
import { apiOrigin } from "../config";
import { type ProviderClient as Client, ProviderClient, ProviderError, providerMessage } from "../http";
import { smartsheetAppOrigin } from "../oauth";
import type { ExportItem, ExportRun, ProviderModule } from "../types";
import { pendingItems } from "../types";

// Smartsheet REST 2.0. A plan becomes a sheet in the chosen workspace with Task, Due, Status and
// Priority columns, and its milestones and tasks become rows, all in one bulk call that may partly
// succeed (allowPartialSuccess). EU/AU accounts live on other hosts: SMARTSHEET_API_ORIGIN.

/** Smartsheet refuses sheet names over 50 characters. */
const MAX_SHEET_NAME = 50;
const STATUS_OPTIONS = ["Not Started", "In Progress", "Complete"];
const PRIORITY_OPTIONS = ["High", "Medium", "Low"];
const PRIORITY_LABEL = { high: "High", medium: "Medium", low: "Low" } as const;

interface Column {
  id: number;
  title: string;
}
interface RowsResult {
  resultCode?: number;
  result?: Array<{ id: number }>;
  failedItems?: Array<{ index: number; error?: { message?: string; errorCode?: number } }>;
}

const label = (item: ExportItem) => (item.kind === "milestone" ? `Milestone: ${item.name}` : item.name);

/** Smartsheet allows 500 rows per add or update call. */
const ROWS_PER_CALL = 500;
const PAGE = 100;
const MAX_PAGES = 1000;
/** Folders read for one workspace's sheets: a bound on calls for pathological trees. */
const MAX_FOLDERS = 200;

/**
 * Every item of a token-paged list (workspaces, a workspace's or folder's children), following
 * lastKey: includeAll, page and pageSize are deprecated for lists (Smartsheet pagination guide).
 */
async function listAll<T>(c: Client, path: string, params: Record<string, string> = {}): Promise<T[]> {
  const out: T[] = [];
  let lastKey: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const query = new URLSearchParams({ ...params, maxItems: String(PAGE), ...(lastKey ? { lastKey } : {}) });
    const res = await c.request<{ data?: T[]; lastKey?: string }>("GET", `${path}?${query}`);
    out.push(...(res.data ?? []));
    lastKey = res.lastKey || undefined;
    if (!lastKey) break;
  }
  return out;
}

interface Child {
  id: number;
  name?: string;
  resourceType: string;
}

/**
 * A workspace's sheets, folders included: GET /workspaces/{id}/children and /folders/{id}/children
 * replace the deprecated GET /workspaces/{id}?loadAll=true. A sheet in a folder says where it is.
 */
async function workspaceSheets(c: Client, workspaceId: string): Promise<Array<{ id: string; name: string; detail?: string }>> {
  const out: Array<{ id: string; name: string; detail?: string }> = [];
  const types = { childrenResourceTypes: "sheets,folders" };
  const folders: Array<{ id: number; path: string }> = [];
  const take = (children: Child[], where: string) => {
    for (const ch of children) {
      if (ch.resourceType === "sheet") out.push({ id: String(ch.id), name: ch.name ?? String(ch.id), ...(where ? { detail: where } : {}) });
      if (ch.resourceType === "folder")
        folders.push({ id: ch.id, path: where ? `${where} / ${ch.name ?? ch.id}` : (ch.name ?? String(ch.id)) });
    }
  };
  take(await listAll<Child>(c, `/workspaces/${encodeURIComponent(workspaceId)}/children`, types), "");
  for (let i = 0; i < folders.length && i < MAX_FOLDERS; i++) {
    take(await listAll<Child>(c, `/folders/${folders[i].id}/children`, types), folders[i].path);
  }
  return out;
}

export const smartsheet: ProviderModule = {
  id: "smartsheet",
  name: "Smartsheet",

  client(env, conn) {
    return new ProviderClient({
      provider: "smartsheet",
      name: "Smartsheet",
      base: `${apiOrigin(env, "smartsheet")}/2.0`,
      headers: { Authorization: `Bearer ${conn.accessToken}` },
      secrets: [conn.accessToken],
      renew: conn.renew,
      auth: (token) => ({ Authorization: `Bearer ${token}` }),
      webOrigin: smartsheetAppOrigin(apiOrigin(env, "smartsheet")),
    });
  },

  async verify(c) {
    const me = await c.request<{ id: number; email?: string; firstName?: string; lastName?: string }>("GET", "/users/me");
    if (!me?.id) throw new ProviderError("smartsheet", 400, "Smartsheet did not say who this token belongs to.");
    const name = [me.firstName, me.lastName].filter(Boolean).join(" ");
    return { accountId: String(me.id), account: name || me.email || String(me.id), meta: {} };
  },

  async targets(c) {
    const workspaces = await listAll<{ id: number; name: string }>(c, "/workspaces", { paginationType: "token" });
    return workspaces.map((w) => ({ id: String(w.id), name: w.name }));
  },

  async containers(c, where) {
    // Every sheet lives in a workspace (the old home "Sheets" folder is deprecated), so a workspace is picked first.
    if (!where.target) throw badRequest("Please choose a Smartsheet workspace first.");
    return workspaceSheets(c, where.target);
  },

  async exportPlan(c, run) {
    const cp = run.checkpoint;
    if (!cp.container) {
      const created = await c.request<{ result: { id: number; permalink?: string; columns: Column[] } }>(
        "POST",
        `/workspaces/${encodeURIComponent(run.target.id)}/sheets`,
        {
          name: run.plan.name.slice(0, MAX_SHEET_NAME),
          columns: [
            { title: "Task", type: "TEXT_NUMBER", primary: true },
            { title: "Due", type: "DATE" },
            { title: "Status", type: "PICKLIST", options: STATUS_OPTIONS },
            { title: "Priority", type: "PICKLIST", options: PRIORITY_OPTIONS },
          ],
        },
      );
      const sheet = created.result;
      for (const col of sheet.columns ?? []) cp.setup[col.title] = String(col.id);
      cp.container = { id: String(sheet.id), url: sheet.permalink ?? `${c.opts.webOrigin}/sheets/${sheet.id}` };
      await run.save();
    }
    const sheetId = cp.container.id;
    const col = (title: string) => Number(cp.setup[title]);
    // Everything not yet created (refused earlier runs included), in calls within the row limit.
    const pending = pendingItems(run);
    for (let start = 0; start < pending.length; start += ROWS_PER_CALL) {
      await addRows(c, run, sheetId, pending.slice(start, start + ROWS_PER_CALL), col);
    }
  },
};

async function addRows(c: Client, run: ExportRun, sheetId: string, pending: ExportItem[], col: (title: string) => number): Promise<void> {
  const cp = run.checkpoint;
  {
    const result = await c.request<RowsResult>(
      "POST",
      `/sheets/${encodeURIComponent(sheetId)}/rows?allowPartialSuccess=true`,
      pending.map((item) => ({
        toBottom: true,
        cells: [
          { columnId: col("Task"), value: label(item) },
          ...(item.dueDate ? [{ columnId: col("Due"), value: item.dueDate }] : []),
          { columnId: col("Status"), value: "Not Started" },
          { columnId: col("Priority"), value: PRIORITY_LABEL[item.priority] },
        ],
      })),
    );
    const failedAt = new Map((result.failedItems ?? []).map((f) => [f.index, providerMessage(f.error) ?? "Smartsheet refused the row."]));
    const rows = [...(result.result ?? [])];
    pending.forEach((item, i) => {
      const failure = failedAt.get(i);
      if (failure !== undefined) {
        cp.failed[item.key] = failure;
        return;
      }
      const row = rows.shift();
      if (row) {
        cp.items[item.key] = String(row.id);
        delete cp.failed[item.key];
      }
    });
    await run.save();
  }
}
