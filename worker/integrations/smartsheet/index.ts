import { apiOrigin } from "../config";
import { ProviderClient, ProviderError, providerMessage } from "../http";
import type { ExportItem, ProviderModule } from "../types";
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
    });
  },

  async verify(c) {
    const me = await c.request<{ id: number; email?: string; firstName?: string; lastName?: string }>("GET", "/users/me");
    if (!me?.id) throw new ProviderError("smartsheet", 400, "Smartsheet did not say who this token belongs to.");
    const name = [me.firstName, me.lastName].filter(Boolean).join(" ");
    return { accountId: String(me.id), account: name || me.email || String(me.id), meta: {} };
  },

  async targets(c) {
    const page = await c.request<{ data?: Array<{ id: number; name: string }> }>("GET", "/workspaces?includeAll=true");
    return (page.data ?? []).map((w) => ({ id: String(w.id), name: w.name }));
  },

  async containers(c, where) {
    if (where.target) {
      const ws = await c.request<{ sheets?: Array<{ id: number; name: string }> }>(
        "GET",
        `/workspaces/${encodeURIComponent(where.target)}?loadAll=true`,
      );
      return (ws.sheets ?? []).map((s) => ({ id: String(s.id), name: s.name }));
    }
    const page = await c.request<{ data?: Array<{ id: number; name: string }> }>("GET", "/sheets?includeAll=true");
    return (page.data ?? []).map((s) => ({ id: String(s.id), name: s.name }));
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
      cp.container = { id: String(sheet.id), url: sheet.permalink ?? `https://app.smartsheet.com/sheets/${sheet.id}` };
      await run.save();
    }
    const pending = pendingItems(run);
    if (pending.length === 0) return;
    const col = (title: string) => Number(cp.setup[title]);
    const result = await c.request<RowsResult>(
      "POST",
      `/sheets/${encodeURIComponent(cp.container.id)}/rows?allowPartialSuccess=true`,
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
  },
};
