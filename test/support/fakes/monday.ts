import { FakeApi, ISO_DAY, jsonResponse, type SeenRequest } from "./fake-api";

// monday.com GraphQL at POST /v2. Auth is the bare token (no "Bearer"), the API-Version header pins
// the schema, operations come with variables. Like monday, it answers many errors with HTTP 200 and
// an `errors` array.

const ok = (data: unknown) => jsonResponse({ data, account_id: 9001 });
const gqlError = (message: string, code = "InvalidArgumentException", extra: Record<string, unknown> = {}) =>
  jsonResponse({ errors: [{ message, extensions: { code, ...extra } }], account_id: 9001 });

export class FakeMonday extends FakeApi {
  readonly boards: Array<{
    id: string;
    name: string;
    workspace: string;
    columns: Array<{ id: string; title: string; type: string }>;
    groups: Array<{ id: string; title: string }>;
    items: Array<{ id: string; name: string; group: string; values: any }>;
  }> = [];
  /** Item names monday refuses with an HTTP-200 errors answer. */
  readonly refuseNames = new Set<string>();
  /** Answer the next create_item with a 200 complexity-budget error. */
  budgetExhausted = 0;
  private seq = 5000;
  private inFlight = 0;

  constructor(
    origin: string,
    readonly token: string,
  ) {
    super(origin);
  }

  get items() {
    return this.boards.flatMap((b) => b.items);
  }

  protected override rateLimitBody() {
    return { errors: [{ message: "Rate limit exceeded", extensions: { code: "RATE_LIMIT_EXCEEDED" } }] };
  }

  protected async route(req: SeenRequest): Promise<Response> {
    if (req.method !== "POST" || req.path !== "/v2") {
      this.violation(`unexpected ${req.method} ${req.path}`);
      return jsonResponse({ error_message: "Not found" }, 404);
    }
    const auth = req.headers.get("authorization");
    if (auth?.startsWith("Bearer ")) this.violation("monday takes the bare token, not Bearer");
    if (!/^\d{4}-\d{2}$/.test(req.headers.get("api-version") ?? "")) this.violation("no API-Version header");
    if (auth !== this.token)
      return jsonResponse({ errors: [{ message: "Not Authenticated", extensions: { code: "UNAUTHENTICATED" } }] }, 401);
    const { query, variables = {} } = (req.body ?? {}) as { query?: string; variables?: Record<string, any> };
    if (typeof query !== "string") {
      this.violation("no GraphQL query");
      return jsonResponse({ errors: [{ message: "No query string was present" }] }, 400);
    }
    // Values must come as variables, never pasted into the query text.
    if (/mutation/.test(query) && !query.includes("$")) this.violation("mutation without variables");
    // One mutation at a time on a board: monday asks integrations not to run them in parallel.
    this.inFlight++;
    if (this.inFlight > 1) this.violation("mutations sent in parallel");
    try {
      await new Promise((r) => setTimeout(r, 1));
      return this.operation(query, variables);
    } finally {
      this.inFlight--;
    }
  }

  private board(id: string) {
    return this.boards.find((b) => b.id === String(id));
  }

  private operation(query: string, v: Record<string, any>): Response {
    if (query.includes("me {"))
      return ok({ me: { id: "77", name: "Katherine Johnson", email: "kj@example.com", account: { slug: "acme" } } });
    if (query.includes("workspaces(")) return ok({ workspaces: [{ id: "555", name: "Main workspace", kind: "open" }] });
    if (query.includes("create_board(")) {
      if (v.workspace !== "555") return gqlError("Workspace not found");
      if (typeof v.name !== "string" || !v.name) return gqlError("board_name is required");
      const id = String(++this.seq);
      this.boards.push({
        id,
        name: v.name,
        workspace: v.workspace,
        columns: [],
        groups: [{ id: "topics", title: "Group Title" }],
        items: [],
      });
      return ok({ create_board: { id } });
    }
    if (query.includes("create_column(")) {
      const board = this.board(v.board);
      if (!board) return gqlError("Board not found");
      const type = query.match(/column_type: (\w+)/)?.[1] ?? "";
      const title = query.match(/title: \\?"([^"\\]+)/)?.[1] ?? "";
      const id = `${type}_${board.columns.length + 1}`;
      board.columns.push({ id, title, type });
      return ok({ create_column: { id } });
    }
    if (query.includes("create_group(")) {
      const board = this.board(v.board);
      if (!board) return gqlError("Board not found");
      const id = `group_${++this.seq}`;
      board.groups.unshift({ id, title: v.name });
      return ok({ create_group: { id } });
    }
    if (query.includes("create_item(")) {
      if (this.budgetExhausted > 0) {
        this.budgetExhausted--;
        return gqlError("Complexity budget exhausted", "COMPLEXITY_BUDGET_EXHAUSTED", { retry_in_seconds: 45 });
      }
      const board = this.board(v.board);
      if (!board) return gqlError("Board not found");
      if (!board.groups.some((g) => g.id === v.group)) this.violation(`create_item into unknown group ${v.group}`);
      if (typeof v.values !== "string") {
        this.violation("column_values must be a JSON string");
        return gqlError("column_values must be a JSON string");
      }
      const values = JSON.parse(v.values);
      for (const [col, value] of Object.entries<any>(values)) {
        const column = board.columns.find((c) => c.id === col);
        if (!column) this.violation(`column_values names unknown column ${col}`);
        if (column?.type === "date" && !ISO_DAY.test(value?.date)) this.violation("date column value is not {date: YYYY-MM-DD}");
        if (column?.type === "status" && typeof value?.label !== "string") this.violation("status column value is not {label}");
      }
      if (!query.includes("create_labels_if_missing: true")) this.violation("create_item without create_labels_if_missing");
      if (this.refuseNames.has(v.name)) return gqlError("Item name contains invalid characters", "ItemNameTooLongException");
      const id = String(++this.seq);
      board.items.push({ id, name: v.name, group: v.group, values });
      return ok({ create_item: { id } });
    }
    this.violation(`unexpected operation ${query.slice(0, 60)}`);
    return gqlError("Unknown operation");
  }
}
