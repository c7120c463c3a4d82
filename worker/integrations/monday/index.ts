import { apiOrigin } from "../config";
import { ProviderClient, ProviderError, RateLimitedError } from "../http";
import type { ProviderModule } from "../types";
import { pendingItems } from "../types";

// monday.com GraphQL (POST /v2, `Authorization: <token>`, pinned API-Version). A plan becomes a
// board with a Due date column, a group per milestone, and items created one at a time in plan
// order: monday asks for mutations on one board never to run in parallel. monday reports many
// errors as HTTP 200 with an `errors` array, so every answer is checked for one.

/**
 * The API version every call pins: "current" since 2026-10-26, stable until at least six months after
 * the next one replaces it (developer.monday.com/api-reference/docs/api-versioning). Checked against
 * the schema of this version in test/contracts/.
 */
export const MONDAY_API_VERSION = "2026-10";
/** monday's largest page for boards and workspaces lists. */
const PAGE = 100;
const MAX_PAGES = 500;

/** Every page of a page-numbered list (boards, workspaces): monday has no total, a short page is the last. */
async function allPages<T>(fetchPage: (page: number) => Promise<T[] | null>): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const items = (await fetchPage(page)) ?? [];
    out.push(...items);
    if (items.length < PAGE) break;
  }
  return out;
}
const RATE_LIMIT_CODES = new Set(["ComplexityException", "COMPLEXITY_BUDGET_EXHAUSTED", "RATE_LIMIT_EXCEEDED", "maxConcurrencyExceeded"]);
const OTHER_GROUP = "Other tasks";

interface GqlError {
  message?: string;
  extensions?: { code?: string; retry_in_seconds?: number };
}
interface GqlResponse<T> {
  data?: T;
  errors?: GqlError[];
  error_message?: string;
  error_code?: string;
}

export async function gql<T>(c: ProviderClient, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await c.request<GqlResponse<T>>("POST", "", { query, variables });
  const errors = res?.errors ?? [];
  if (errors.length > 0 || res?.error_message) {
    const limited =
      errors.find((e) => RATE_LIMIT_CODES.has(e.extensions?.code ?? "")) ?? (RATE_LIMIT_CODES.has(res.error_code ?? "") ? {} : null);
    const message = [...errors.map((e) => e.message ?? "error"), ...(res.error_message ? [res.error_message] : [])].join("; ");
    if (limited)
      throw new RateLimitedError(
        "monday",
        Math.ceil(limited.extensions?.retry_in_seconds ?? 30),
        `monday is rate limiting requests: ${message}`,
      );
    throw new ProviderError("monday", 400, c.scrub(`monday refused the request: ${message}`));
  }
  if (!res?.data) throw new ProviderError("monday", 502, "monday answered without data.");
  return res.data;
}

export const monday: ProviderModule = {
  id: "monday",
  name: "monday.com",

  client(env, conn) {
    return new ProviderClient({
      provider: "monday",
      name: "monday",
      base: `${apiOrigin(env, "monday")}/v2`,
      headers: { Authorization: conn.accessToken, "API-Version": MONDAY_API_VERSION },
      secrets: [conn.accessToken],
      renew: conn.renew,
      auth: (token) => ({ Authorization: token }),
      webOrigin: conn.meta.site,
    });
  },

  async verify(c) {
    const { me } = await gql<{ me: { id: string; name?: string; email?: string; account?: { slug?: string } } | null }>(
      c,
      "query { me { id name email account { slug } } }",
    );
    if (!me?.id) throw new ProviderError("monday", 400, "monday did not say who this token belongs to.");
    const slug = me.account?.slug;
    return {
      accountId: String(me.id),
      account: me.name || me.email || String(me.id),
      meta: slug && /^[a-z0-9-]+$/i.test(slug) ? { site: `https://${slug}.monday.com` } : {},
    };
  },

  async targets(c) {
    const workspaces = await allPages(
      async (page) =>
        (
          await gql<{ workspaces: Array<{ id: string | null; name: string; kind?: string }> | null }>(
            c,
            "query ($limit: Int, $page: Int) { workspaces(limit: $limit, page: $page) { id name kind } }",
            { limit: PAGE, page },
          )
        ).workspaces,
    );
    return workspaces.flatMap((w) =>
      w.id ? [{ id: String(w.id), name: w.name, ...(w.kind ? { detail: `${w.kind} workspace` } : {}) }] : [],
    );
  },

  async containers(c, where) {
    // Classic and multi-level boards, every page of them.
    const boards = await allPages(
      async (page) =>
        (
          await gql<{ boards: Array<{ id: string; name: string; type?: string | null; hierarchy_type?: string | null }> | null }>(
            c,
            "query ($workspaces: [ID], $limit: Int, $page: Int) { boards(workspace_ids: $workspaces, limit: $limit, page: $page, state: active, order_by: used_at, hierarchy_types: [classic, multi_level]) { id name type hierarchy_type } }",
            { workspaces: where.target ? [where.target] : null, limit: PAGE, page },
          )
        ).boards,
    );
    // Subitem boards belong to their parent board; only real boards can be linked.
    return boards
      .filter((b) => !b.type || b.type === "board")
      .map((b) => ({ id: String(b.id), name: b.name, ...(b.hierarchy_type === "multi_level" ? { detail: "Multi-level board" } : {}) }));
  },

  async exportPlan(c, run) {
    const cp = run.checkpoint;
    const { plan } = run;
    if (!cp.container) {
      const { create_board } = await gql<{ create_board: { id: string } }>(
        c,
        // empty: true, or monday fills the board with placeholder items the first pull would import.
        "mutation ($name: String!, $workspace: ID!, $description: String) { create_board(board_name: $name, board_kind: public, workspace_id: $workspace, description: $description, empty: true) { id } }",
        { name: plan.name, workspace: run.target.id, description: plan.description || null },
      );
      const site = c.opts.webOrigin ?? "https://monday.com";
      cp.container = { id: String(create_board.id), url: `${site}/boards/${create_board.id}` };
      await run.save();
    }
    const board = cp.container.id;
    if (!cp.setup.dueColumn) {
      const { create_column } = await gql<{ create_column: { id: string } }>(
        c,
        'mutation ($board: ID!) { create_column(board_id: $board, title: "Due", column_type: date) { id } }',
        { board },
      );
      cp.setup.dueColumn = create_column.id;
      await run.save();
    }
    if (!cp.setup.priorityColumn) {
      const { create_column } = await gql<{ create_column: { id: string } }>(
        c,
        'mutation ($board: ID!) { create_column(board_id: $board, title: "Priority", column_type: status) { id } }',
        { board },
      );
      cp.setup.priorityColumn = create_column.id;
      await run.save();
    }
    // New groups go to the top of a board: create them last-first so the first phase ends on top.
    const needsOther = run.items.some((i) => i.kind === "task" && i.milestoneIndex === null);
    const other: Array<[string, string]> = needsOther ? [["none", OTHER_GROUP]] : [];
    const groups: Array<[string, string]> = [...plan.milestones.map((m, i): [string, string] => [String(i), m.name]), ...other].reverse();
    for (const [key, name] of groups) {
      if (cp.groups[key]) continue;
      const { create_group } = await gql<{ create_group: { id: string } }>(
        c,
        "mutation ($board: ID!, $name: String!) { create_group(board_id: $board, group_name: $name) { id } }",
        { board, name },
      );
      cp.groups[key] = create_group.id;
      await run.save();
    }
    for (const item of pendingItems(run)) {
      // Priority holds priorities only (a milestone's is its plan priority, not a "Milestone" label).
      const values: Record<string, unknown> = {
        [cp.setup.priorityColumn]: { label: item.priority[0].toUpperCase() + item.priority.slice(1) },
      };
      if (item.dueDate) values[cp.setup.dueColumn] = { date: item.dueDate };
      try {
        const { create_item } = await gql<{ create_item: { id: string } }>(
          c,
          "mutation ($board: ID!, $group: String!, $name: String!, $values: JSON!) { create_item(board_id: $board, group_id: $group, item_name: $name, column_values: $values, create_labels_if_missing: true) { id } }",
          {
            board,
            group: cp.groups[item.milestoneIndex === null ? "none" : String(item.milestoneIndex)],
            name: item.name,
            values: JSON.stringify(values),
          },
        );
        cp.items[item.key] = String(create_item.id);
        delete cp.failed[item.key];
      } catch (err) {
        if (!(err instanceof ProviderError) || err.transient) throw err;
        cp.failed[item.key] = err.message;
      }
      await run.save();
    }
  },
};
