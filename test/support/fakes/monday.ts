import { FakeApi, ISO_DAY, jsonResponse, type SeenRequest } from "./fake-api";
import { checkAnswer, checkOperation } from "./graphql-contract";
import { broke } from "./rules";

/** Stable versions monday serves in November 2026 (rule monday.api-version). */
export const SUPPORTED_API_VERSIONS = ["2026-07", "2026-10"];
/** What monday puts on a board made without `empty: true` (rule monday.empty-board). */
export const PLACEHOLDER_ITEMS = ["Item 1", "Item 2", "Item 3"];

// monday.com GraphQL at POST /v2. Auth is the bare token (no "Bearer"), the API-Version header pins
// the schema, operations come with variables. Like monday, it answers many errors with HTTP 200 and
// an `errors` array.

/** The columns monday gives a new subitems board: not the parent board's ids. */
const SUBITEM_COLUMNS = [
  { id: "person", title: "Owner", type: "people" },
  { id: "status__1", title: "Status", type: "status" },
  { id: "date0", title: "Date", type: "date" },
];

/** The schema's object type for each column type's value (ColumnValue is an interface). */
/** "2027-03-01" as monday shows a day to a person whose settings say month first ("Mar 1, 2027"). */
const userFormatted = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** The text between the braces that open at `opening` (which ends with "{") and their matching close. */
function balancedBlock(text: string, opening: string): string | null {
  const start = text.indexOf(opening);
  if (start < 0) return null;
  let depth = 1;
  for (let i = start + opening.length; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return text.slice(start + opening.length, i);
  }
  return null;
}

const TYPENAME: Record<string, string> = {
  status: "StatusValue",
  date: "DateValue",
  people: "PeopleValue",
  text: "TextValue",
  tags: "TagsValue",
  numbers: "NumbersValue",
  link: "LinkValue",
  checkbox: "CheckboxValue",
  dropdown: "DropdownValue",
};

const ok = (data: unknown) => jsonResponse({ data, account_id: 9001 });
const gqlError = (message: string, code = "InvalidArgumentException", extra: Record<string, unknown> = {}) =>
  jsonResponse({ errors: [{ message, extensions: { code, ...extra } }], account_id: 9001 });

/**
 * A new board's status column in monday's published example of Column.settings (API 2025-10), field
 * for field: https://developer.monday.com/api-reference/changelog/deprecating-settings_str-field-on-columns
 */
const DOCUMENTED_DEFAULT_LABELS = [
  { id: 0, color: 0, label: "Working on it", index: 0, is_done: false, is_deactivated: false },
  { id: 1, color: 1, label: "Done", index: 2, is_done: false, is_deactivated: false },
  { id: 2, color: 2, label: "Stuck", index: 1, is_done: false, is_deactivated: false },
];

export class FakeMonday extends FakeApi {
  readonly boards: Array<{
    id: string;
    name: string;
    workspace: string;
    /** A status column's labels (monday's defaults unless a test sets them); a new label is added on write. */
    columns: Array<{ id: string; title: string; type: string; labels?: string[] }>;
    groups: Array<{ id: string; title: string }>;
    items: Array<{ id: string; name: string; group: string; values: any }>;
    /** A multi-level board is listed only when the query asks for that hierarchy type. */
    hierarchy?: "classic" | "multi_level";
    /**
     * Classic boards: subitems live on the board's subitems board, with its own columns
     * (SUBITEM_COLUMNS), one level deep. Multi-level boards: up to five levels on the board itself,
     * with the board's columns; `parent` is the item or subitem right above.
     */
    subitems?: Array<{ id: string; name: string; parent: string; values: any }>;
  }> = [];
  /** Item names monday refuses with an HTTP-200 errors answer. */
  readonly refuseNames = new Set<string>();
  /** Answer the next create_item with a 200 complexity-budget error. */
  budgetExhausted = 0;
  /** The account's tags (create_or_get_tag), shared by its boards. */
  readonly tags: Array<{ id: number; name: string }> = [];
  private seq = 5000;

  /**
   * A column's settings as API 2025-10+ answers them (Column.settings). monday's GraphQL schema types
   * `settings` as JSON, so its shape is documented by monday's published example only: the changelog
   * "Deprecating settings_str field on columns" (API 2025-10,
   * https://developer.monday.com/api-reference/changelog/deprecating-settings_str-field-on-columns)
   * shows a new board's status column as `{labels: [{id, color, label, index, is_done, is_deactivated}]}`,
   * reproduced exactly below for monday's default labels (DOCUMENTED_DEFAULT_LABELS). The same field
   * names are monday's typed StatusLabel of managed status columns
   * (https://developer.monday.com/api-reference/reference/managed-columns-other-types). `id` is the
   * label's key, `index` its place in the list; a label a test sets, or one create_labels_if_missing
   * adds, takes the next id and place. Other columns' settings are not used here.
   */
  private settings(c: { type: string; labels?: string[] }) {
    if (c.type !== "status") return {};
    return {
      labels: this.statusLabels(c).map(
        (label, i) =>
          (DOCUMENTED_DEFAULT_LABELS[i]?.label === label ? DOCUMENTED_DEFAULT_LABELS[i] : undefined) ?? {
            id: i,
            color: i,
            label,
            index: i,
            is_done: false,
            is_deactivated: false,
          },
      ),
    };
  }

  private statusLabels(c: { type: string; labels?: string[] }): string[] {
    c.labels ??= ["Working on it", "Done", "Stuck"];
    return c.labels;
  }

  /** Issue 25: a value of a tags, numbers, link, checkbox, dropdown or text column as monday takes it. */
  private checkValue(column: { id: string; type: string; labels?: string[] }, value: any, where: string): void {
    if (value === null) return;
    // create_labels_if_missing: a status label the column lacks is added to it.
    if (column.type === "status" && typeof value?.label === "string" && !this.statusLabels(column).includes(value.label))
      this.statusLabels(column).push(value.label);
    const bad = (what: string) =>
      this.violation(`${where}: ${column.type} column ${column.id} value is not ${what}: ${JSON.stringify(value)}`);
    if (
      column.type === "tags" &&
      !(Array.isArray(value?.tag_ids) && value.tag_ids.every((id: unknown) => this.tags.some((t) => t.id === id)))
    )
      bad("{tag_ids: [ids of existing tags]}");
    if (column.type === "numbers" && !(typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value))) bad("a number as a string");
    if (column.type === "link" && !(typeof value?.url === "string" && typeof value?.text === "string")) bad("{url, text}");
    if (column.type === "checkbox" && value?.checked !== "true") bad('{checked: "true"} or null');
    if (column.type === "dropdown" && !(Array.isArray(value?.labels) && value.labels.every((l: unknown) => typeof l === "string")))
      bad("{labels: [...]}");
    if (column.type === "text" && typeof value !== "string") bad("a string");
  }
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
    const version = req.headers.get("api-version") ?? "";
    if (!SUPPORTED_API_VERSIONS.includes(version)) {
      this.violation(broke("monday.api-version", `API-Version ${JSON.stringify(version)}`));
      return jsonResponse(
        { errors: [{ message: `Unsupported API version: ${version}`, extensions: { code: "INVALID_API_VERSION" } }] },
        400,
      );
    }
    if (auth !== this.token)
      return jsonResponse({ errors: [{ message: "Not Authenticated", extensions: { code: "UNAUTHENTICATED" } }] }, 401);
    const { query, variables = {} } = (req.body ?? {}) as { query?: string; variables?: Record<string, any> };
    if (typeof query !== "string") {
      this.violation("no GraphQL query");
      return jsonResponse({ errors: [{ message: "No query string was present" }] }, 400);
    }
    // Every operation is checked against monday's published schema for the pinned version.
    const checked = checkOperation(query, variables);
    // Without the schema only the rules below are checked (contracts.ts says why and where it lives).
    if (checked && !checked.ok) {
      for (const e of checked.errors) this.violation(`contract: ${e} in ${query.slice(0, 80)}`);
      return jsonResponse(
        { errors: checked.errors.map((message) => ({ message, extensions: { code: "GRAPHQL_VALIDATION_FAILED" } })) },
        200,
      );
    }
    // Values must come as variables, never pasted into the query text.
    if (/mutation/.test(query) && !query.includes("$")) this.violation("mutation without variables");
    // One mutation at a time on a board: monday asks integrations not to run them in parallel.
    this.inFlight++;
    if (this.inFlight > 1) this.violation(broke("monday.serial-mutations"));
    try {
      await new Promise((r) => setTimeout(r, 1));
      const answer = this.operation(query, variables);
      const body = (await answer.clone().json()) as { data?: unknown };
      if (checked && body?.data) {
        for (const e of await checkAnswer(checked.document, variables, body.data)) this.violation(`fake answer outside the contract: ${e}`);
      }
      return answer;
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
    if (query.includes("boards(workspace_ids:")) {
      if (!/\$workspaces: \[ID\]/.test(query)) this.violation("boards(workspace_ids:) takes a list of ids");
      if (!(v.limit >= 1 && v.limit <= 500)) this.violation("boards: limit must be 1..500");
      const ws: string[] | null = v.workspaces ?? null;
      if (ws !== null && !Array.isArray(ws)) this.violation("workspace_ids is a list");
      const page = v.page ?? 1;
      return ok({
        boards: this.boards
          .filter((b) => !ws || ws.includes(b.workspace))
          .filter((b) => b.hierarchy !== "multi_level" || /multi_level/.test(query))
          .slice((page - 1) * v.limit, page * v.limit)
          .map((b) => ({
            id: b.id,
            name: b.name,
            type: b.name.startsWith("Subitems of") ? "sub_items_board" : "board",
            hierarchy_type: b.hierarchy ?? "classic",
          })),
      });
    }
    if (query.includes("workspaces(")) {
      const all = [{ id: "555", name: "Main workspace", kind: "open" }];
      const page = v.page ?? 1;
      return ok({ workspaces: all.slice((page - 1) * (v.limit ?? 25), page * (v.limit ?? 25)) });
    }
    if (query.includes("create_board(")) {
      if (v.workspace !== "555") return gqlError("Workspace not found");
      if (typeof v.name !== "string" || !v.name) return gqlError("board_name is required");
      const id = String(++this.seq);
      const empty = /empty: true/.test(query) || v.empty === true;
      this.boards.push({
        id,
        name: v.name,
        workspace: v.workspace,
        columns: [],
        groups: [{ id: "topics", title: "Group Title" }],
        // Without empty: true monday fills a new board with placeholder items.
        items: empty ? [] : PLACEHOLDER_ITEMS.map((name) => ({ id: String(++this.seq), name, group: "topics", values: {} })),
      });
      if (!empty) this.violation(broke("monday.empty-board"));
      return ok({ create_board: { id } });
    }
    if (query.includes("create_column(")) {
      const board = this.board(v.board);
      if (!board) return gqlError("Board not found");
      const type = v.type ?? query.match(/column_type: (\w+)/)?.[1] ?? "";
      const title = v.title ?? query.match(/title: \\?"([^"\\]+)/)?.[1] ?? "";
      const id = `${type}_${board.columns.length + 1}`;
      board.columns.push({ id, title, type });
      return ok({ create_column: { id } });
    }
    if (query.includes("create_or_get_tag(")) {
      if (!this.board(v.board)) return gqlError("Board not found");
      if (typeof v.name !== "string" || !v.name.trim()) return gqlError("tag_name is required");
      let tag = this.tags.find((t) => t.name === v.name);
      if (!tag) {
        tag = { id: ++this.seq, name: v.name };
        this.tags.push(tag);
      }
      return ok({ create_or_get_tag: { id: String(tag.id), name: tag.name, color: "#00c875" } });
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
      // Without a group monday puts the item in the board's top group.
      if (v.group === undefined) v.group = board.groups[0].id;
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
        if (column) this.checkValue(column, value, "create_item");
      }
      if (!query.includes("create_labels_if_missing: true")) this.violation("create_item without create_labels_if_missing");
      if (this.refuseNames.has(v.name)) return gqlError("Item name contains invalid characters", "ItemNameTooLongException");
      const id = String(++this.seq);
      board.items.push({ id, name: v.name, group: v.group, values });
      return ok({ create_item: { id } });
    }
    if (query.includes("next_items_page(")) return this.itemsPage(v.cursor, v.limit, this.wantsSubitems(query));
    if (query.includes("boards(ids:")) {
      if (!Array.isArray(v.board)) this.violation("boards(ids:) takes a list of ids");
      const board = this.board(v.board?.[0]);
      if (!board) return ok({ boards: [] });
      const columns = board.columns.map((c) => ({ id: c.id, title: c.title, type: c.type, settings: this.settings(c) }));
      if (!query.includes("items_page(")) return ok({ boards: [{ columns }] });
      const first = JSON.parse(this.itemsPageBody(board.id, 0, v.limit, this.wantsSubitems(query)));
      return ok({ boards: [{ columns, items_page: first }] });
    }
    if (query.includes("change_multiple_column_values(") || query.includes("change_column_value(")) {
      const board = this.board(v.board);
      const item = board?.items.find((i) => i.id === String(v.item));
      if (!board || !item) return gqlError("Item not found in board", "InvalidItemIdException");
      if (!query.includes("create_labels_if_missing: true")) this.violation("status change without create_labels_if_missing");
      const raw = query.includes("change_column_value(") ? v.value : v.values;
      if (typeof raw !== "string") {
        this.violation("column values must be a JSON string");
        return gqlError("value must be a JSON string");
      }
      const parsed = JSON.parse(raw);
      const values = query.includes("change_column_value(") ? { [v.column]: parsed } : parsed;
      for (const [col, value] of Object.entries<any>(values)) {
        if (col === "name") {
          item.name = value;
          continue;
        }
        const column = board.columns.find((c) => c.id === col);
        if (!column) this.violation(`column_values names unknown column ${col}`);
        if (column?.type === "date" && value !== null && !ISO_DAY.test(value?.date)) this.violation("date value is not {date} or null");
        if (column?.type === "status" && typeof value?.label !== "string") this.violation("status value is not {label}");
        if (column) this.checkValue(column, value, "change_column_values");
        item.values[col] = value;
      }
      return ok({ [query.includes("change_column_value(") ? "change_column_value" : "change_multiple_column_values"]: { id: item.id } });
    }
    this.violation(`unexpected operation ${query.slice(0, 60)}`);
    return gqlError("Unknown operation");
  }

  /** Items per page, whatever limit asks for (so a test sees two pages). */
  pageSize = 500;
  private cursors = new Map<string, { board: string; start: number }>();

  /** Does the query select subitems, and in a shape monday's schema has (Item fields only)? */
  private wantsSubitems(query: string): boolean {
    const selection = balancedBlock(query, "subitems {");
    if (!query.includes("subitems")) return false;
    if (!selection) {
      this.violation("subitems must select fields of Item");
      return false;
    }
    let fields = selection;
    while (/\{[^{}]*\}/.test(fields)) fields = fields.replace(/\{[^{}]*\}/g, "");
    for (const field of fields.trim().split(/\s+/)) {
      if (!["id", "name", "column_values", "created_at", "updated_at", "state", "parent_item"].includes(field))
        this.violation(`subitems: Item has no field ${field}`);
    }
    return true;
  }

  private itemsPageBody(boardId: string, start: number, limit: number, subitems: boolean): string {
    if (typeof limit !== "number" || limit < 1 || limit > 500) this.violation("items_page limit must be 1..500");
    const board = this.board(boardId)!;
    const size = Math.min(limit || 25, this.pageSize);
    const values = (columns: Array<{ id: string; type: string }>, v: any) =>
      columns.map((c) => {
        const value = v[c.id];
        // A date's text is formatted for the person (schema: DateValue.text "The formatted date and time
        // in user time zone"), here as a US-style account shows it; the day itself is DateValue.date.
        const tags = c.type === "tags" ? (value?.tag_ids ?? []).map((id: number) => this.tags.find((t) => t.id === id)!) : [];
        const text =
          value == null
            ? ""
            : c.type === "date"
              ? userFormatted(value.date)
              : c.type === "status"
                ? value.label
                : c.type === "tags"
                  ? tags.map((t: { name: string }) => t.name).join(", ")
                  : typeof value === "string"
                    ? value
                    : JSON.stringify(value);
        return {
          __typename: TYPENAME[c.type] ?? "TextValue",
          id: c.id,
          type: c.type,
          text,
          ...(c.type === "date" ? { date: value?.date ?? null } : {}),
          // The typed values of issue 25's field columns (NumbersValue.number, CheckboxValue.checked,
          // LinkValue.url, DropdownValue.values), as monday stores what was written.
          ...(c.type === "numbers" ? { number: value == null || value === "" ? null : Number(value) } : {}),
          ...(c.type === "checkbox" ? { checked: value?.checked === "true" || value?.checked === true } : {}),
          ...(c.type === "link" ? { url: value?.url ?? null } : {}),
          ...(c.type === "dropdown"
            ? { values: (value?.labels ?? []).map((label: string, i: number) => ({ id: String(i + 1), label })) }
            : {}),
          ...(c.type === "tags"
            ? {
                tag_ids: tags.map((t: { id: number }) => t.id),
                tags: tags.map((t: { id: number; name: string }) => ({ id: String(t.id), name: t.name, color: "#00c875" })),
              }
            : {}),
        };
      });
    const items = board.items.slice(start, start + size).map((i) => ({
      id: i.id,
      name: i.name,
      column_values: values(board.columns, i.values),
      ...(subitems
        ? {
            // Every subitem under the item, whatever its depth, each with its parent_item (monday's
            // multi-level boards guide); a classic board has only the first level.
            subitems: this.descendants(board, i.id).map((s) => ({
              id: s.id,
              name: s.name,
              parent_item: { id: s.parent },
              column_values: values(board.hierarchy === "multi_level" ? board.columns : SUBITEM_COLUMNS, s.values),
            })),
          }
        : {}),
    }));
    let cursor: string | null = null;
    if (start + size < board.items.length) {
      cursor = `MSw${++this.seq}`;
      this.cursors.set(cursor, { board: boardId, start: start + size });
    }
    return JSON.stringify({ cursor, items });
  }

  private descendants(board: FakeMonday["boards"][number], id: string): NonNullable<FakeMonday["boards"][number]["subitems"]> {
    const children = (board.subitems ?? []).filter((s) => s.parent === id);
    return children.flatMap((c) => [c, ...this.descendants(board, c.id)]);
  }

  private itemsPage(cursor: string, limit: number, subitems: boolean): Response {
    const at = this.cursors.get(cursor);
    if (!at) {
      this.violation(`next_items_page with a cursor we never gave: ${cursor}`);
      return gqlError("CursorException: cursor is invalid or expired", "CursorException");
    }
    return ok({ next_items_page: JSON.parse(this.itemsPageBody(at.board, at.start, limit, subitems)) });
  }

  /** A board someone made in monday, with a Status and a date column, for pulls and imports. */
  seedBoard(name: string): string {
    const id = String(++this.seq);
    this.boards.push({
      id,
      name,
      workspace: "555",
      columns: [
        { id: "status", title: "Status", type: "status" },
        { id: "date4", title: "Due", type: "date" },
      ],
      groups: [{ id: "topics", title: "Group Title" }],
      items: [],
    });
    return id;
  }

  /** A board made as a multi-level board (monday's Portfolio project boards), listed only when asked for. */
  seedMultiLevelBoard(name: string): string {
    const id = this.seedBoard(name);
    this.board(id)!.hierarchy = "multi_level";
    return id;
  }

  /**
   * A subitem of an item, with values keyed by SUBITEM_COLUMNS ids (status__1, date0) on a classic
   * board, by the board's column ids on a multi-level one, where a subitem may have subitems of its
   * own down to the fifth level.
   */
  seedSubitem(board: string, parent: string, name: string, values: Record<string, unknown> = {}): string {
    const b = this.board(board)!;
    const multi = b.hierarchy === "multi_level";
    const depth = (id: string): number => {
      const sub = b.subitems?.find((s) => s.id === id);
      return sub ? 1 + depth(sub.parent) : b.items.some((i) => i.id === id) ? 1 : Number.NaN;
    };
    const level = depth(parent) + 1;
    if (Number.isNaN(level)) throw new Error(`no item ${parent}`);
    if (level > (multi ? 5 : 2)) throw new Error(`monday boards do not nest subitems to level ${level}`);
    const id = String(++this.seq);
    b.subitems = [...(b.subitems ?? []), { id, name, parent, values }];
    return id;
  }

  seedItem(board: string, name: string, values: Record<string, unknown> = {}): string {
    const id = String(++this.seq);
    this.board(board)!.items.push({ id, name, group: "topics", values });
    return id;
  }
}
