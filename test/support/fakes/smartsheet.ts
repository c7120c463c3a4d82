import { restContract } from "./contracts";
import { FakeApi, ISO_DAY, jsonResponse, type SeenRequest } from "./fake-api";
import { broke } from "./rules";

// Smartsheet REST 2.0: Bearer token, sheets created in a workspace, rows added in bulk as cell
// arrays, partial success with allowPartialSuccess=true (resultCode 3 and failedItems).

/** Column types Smartsheet has (the contract's Column.type enum; its sheet-create oneOf cannot tell). */
const COLUMN_TYPES = [
  "ABSTRACT_DATETIME",
  "CHECKBOX",
  "CONTACT_LIST",
  "DATE",
  "DATETIME",
  "DURATION",
  "MULTI_CONTACT_LIST",
  "MULTI_PICKLIST",
  "PICKLIST",
  "PREDECESSOR",
  "TEXT_NUMBER",
];

export class FakeSmartsheet extends FakeApi {
  readonly sheets: Array<{
    id: number;
    name: string;
    columns: Array<{ id: number; title: string; type: string; options?: string[] }>;
    /** parentId: the row this one is indented under (Smartsheet's hierarchy). */
    rows: Array<{ id: number; parentId?: number; cells: any[] }>;
    /** The folder the sheet is in, if not the workspace's top level. */
    folder?: number;
  }> = [];
  /** Folders of workspace 4455 (parent: another folder's id, or none for the top level). */
  readonly folders: Array<{ id: number; name: string; parent?: number }> = [];
  /** Items per page of a token-paged list, whatever maxItems asks for (so a test sees several). */
  listPageSize = 100;

  seedFolder(name: string, parent?: number): number {
    const id = ++this.seq;
    this.folders.push({ id, name, ...(parent ? { parent } : {}) });
    return id;
  }

  /** A token-paged list as Smartsheet answers it: data, and lastKey while more remain. */
  private tokenPage<T>(all: T[], params: URLSearchParams): Response {
    const max = Number(params.get("maxItems") ?? 100);
    const start = params.get("lastKey") ? Number(params.get("lastKey")!.replace("k", "")) : 0;
    if (!Number.isInteger(start)) this.violation(`lastKey ${params.get("lastKey")} was never given`);
    const size = Math.min(max, this.listPageSize);
    const next = start + size < all.length ? `k${start + size}` : null;
    return jsonResponse({ data: all.slice(start, start + size), ...(next ? { lastKey: next } : {}) });
  }
  /** Task cell values Smartsheet refuses. */
  readonly refuseTasks = new Set<string>();
  private seq = 7000;
  /** Rows per page of GET /sheets/{id}, whatever pageSize asks for (so a test sees two pages). */
  pageSize = 500;

  /** A sheet as an export makes it (Task, Due, Status), for pulls and imports. */
  seedSheet(name: string, folder?: number): number {
    const id = ++this.seq;
    const columns = [
      { id: ++this.seq, title: "Task", type: "TEXT_NUMBER" },
      { id: ++this.seq, title: "Due", type: "DATE" },
      { id: ++this.seq, title: "Status", type: "PICKLIST", options: ["Not Started", "In Progress", "Complete"] },
    ];
    this.sheets.push({ id, name, columns, rows: [], ...(folder ? { folder } : {}) });
    return id;
  }

  seedRow(sheetId: number, task: string, due?: string, status?: string, parentId?: number): number {
    const sheet = this.sheets.find((s) => s.id === sheetId)!;
    const [t, d, st] = sheet.columns;
    const id = ++this.seq;
    // Smartsheet keeps a child right under its parent (and the parent's earlier children).
    const parentAt = parentId === undefined ? -1 : sheet.rows.findIndex((r) => r.id === parentId);
    if (parentId !== undefined && parentAt < 0) throw new Error(`no row ${parentId}`);
    let at = sheet.rows.length;
    if (parentId !== undefined) {
      const inTree = (r: { parentId?: number }): boolean =>
        r.parentId === parentId || (r.parentId !== undefined && inTree(sheet.rows.find((x) => x.id === r.parentId)!));
      at = parentAt + 1;
      while (at < sheet.rows.length && inTree(sheet.rows[at])) at++;
    }
    sheet.rows.splice(at, 0, {
      id,
      ...(parentId === undefined ? {} : { parentId }),
      cells: [
        { columnId: t.id, value: task },
        ...(due ? [{ columnId: d.id, value: due }] : []),
        ...(status ? [{ columnId: st.id, value: status }] : []),
      ],
    });
    return id;
  }

  cell(rowId: number, title: string): unknown {
    const sheet = this.sheets.find((s) => s.rows.some((r) => r.id === rowId))!;
    const column = sheet.columns.find((c) => c.title === title)!;
    return sheet.rows.find((r) => r.id === rowId)!.cells.find((c: any) => c.columnId === column.id)?.value;
  }

  constructor(
    origin: string,
    readonly token: string,
  ) {
    super(origin);
  }

  protected override rateLimitBody() {
    return { errorCode: 4003, message: "Rate limit exceeded.", refId: "abc" };
  }

  protected override contract() {
    return restContract("smartsheet") ?? "missing";
  }

  protected override basePath() {
    return "/2.0";
  }

  protected override refusalBody(messages: string[]) {
    return { errorCode: 1008, message: `Unable to parse request. ${messages.join("; ")}`, refId: "contract" };
  }

  readonly workspaces: Array<{ id: number; name: string; permalink: string }> = [
    { id: 4455, name: "Operations", permalink: "https://app.smartsheet.com/workspaces/abc" },
  ];

  get rows() {
    return this.sheets.flatMap((s) => s.rows);
  }

  /** Issue 25: multi-pick cells as objectValue, checkbox cells as booleans, numbers in TEXT_NUMBER. */
  private checkCell(column: { type: string; title: string }, cell: any, where: string): void {
    if (cell.objectValue !== undefined) {
      const ov = cell.objectValue;
      if (column.type !== "MULTI_PICKLIST") this.violation(`${where}: objectValue in a ${column.type} column`);
      else if (ov?.objectType !== "MULTI_PICKLIST" || !Array.isArray(ov.values) || !ov.values.every((v: unknown) => typeof v === "string"))
        this.violation(`${where}: a multi-pick objectValue is {objectType: MULTI_PICKLIST, values: [strings]}`);
      if (cell.value !== undefined) this.violation(`${where}: value and objectValue in one cell`);
    }
    if (column.type === "CHECKBOX" && typeof cell.value !== "boolean")
      this.violation(`${where}: CHECKBOX cell ${JSON.stringify(cell.value)}`);
  }

  protected route(req: SeenRequest): Response {
    if (req.headers.get("authorization") !== `Bearer ${this.token}`) {
      return jsonResponse({ errorCode: 1002, message: "Your Access Token is invalid.", refId: "x1" }, 401);
    }
    const route = `${req.method} ${req.path}`;
    if (route === "GET /2.0/users/me") return jsonResponse({ id: 9911, email: "mary@example.com", firstName: "Mary", lastName: "Jackson" });
    if (route === "GET /2.0/workspaces") {
      const params = new URLSearchParams(req.search);
      if (params.get("paginationType") !== "token") this.violation(broke("smartsheet.token-paging", "GET /workspaces"));
      return this.tokenPage(this.workspaces, params);
    }
    const children = route.match(/^GET \/2\.0\/(workspaces|folders)\/(\d+)\/children$/);
    if (children) {
      const [, kind, rawId] = children;
      const id = Number(rawId);
      if (kind === "workspaces" ? !this.workspaces.some((w) => w.id === id) : !this.folders.some((f) => f.id === id))
        return jsonResponse({ errorCode: 1006, message: "Not Found", refId: "x2" }, 404);
      const params = new URLSearchParams(req.search);
      const types = (params.get("childrenResourceTypes") ?? "sheets,reports,sights,folders,templates").split(",");
      const parent = kind === "folders" ? id : undefined;
      const items = [
        ...(types.includes("folders")
          ? this.folders.filter((f) => f.parent === parent).map((f) => ({ id: f.id, name: f.name, resourceType: "folder" }))
          : []),
        ...(types.includes("sheets")
          ? this.sheets.filter((s) => s.folder === parent).map((s) => ({ id: s.id, name: s.name, resourceType: "sheet" }))
          : []),
      ];
      return this.tokenPage(items, params);
    }
    if (route === "GET /2.0/sheets") {
      if (!new URLSearchParams(req.search).has("includeAll")) this.violation("GET /sheets without includeAll pages at 100");
      return jsonResponse({
        pageNumber: 1,
        totalPages: 1,
        totalCount: this.sheets.length,
        data: this.sheets.map((s) => ({ id: s.id, name: s.name })),
      });
    }
    const create = route.match(/^POST \/2\.0\/workspaces\/(\d+)\/sheets$/);
    if (create) {
      if (create[1] !== "4455") return jsonResponse({ errorCode: 1006, message: "Not Found" }, 404);
      const body = req.body as any;
      if (typeof body?.name !== "string" || body.name.length > 50) {
        this.violation(broke("smartsheet.sheet-name-50"));
        return jsonResponse({ errorCode: 1041, message: "The value for name must be 50 characters in length or less" }, 400);
      }
      if (!Array.isArray(body.columns) || body.columns.filter((c: any) => c.primary).length !== 1)
        this.violation("sheet needs exactly one primary column");
      const id = ++this.seq;
      const columns = (body.columns ?? []).map((c: any) => ({ id: ++this.seq, title: c.title, type: c.type, options: c.options }));
      const unknown = columns.find((c: { type: string }) => !COLUMN_TYPES.includes(c.type));
      if (unknown) {
        this.violation(`column type ${unknown.type} is not one of Smartsheet's`);
        return jsonResponse({ errorCode: 1012, message: `Invalid column type: ${unknown.type}`, refId: "c1" }, 400);
      }
      this.sheets.push({ id, name: body.name, columns, rows: [] });
      return jsonResponse({
        message: "SUCCESS",
        resultCode: 0,
        result: { id, name: body.name, permalink: `https://app.smartsheet.com/sheets/p${id}`, columns },
      });
    }
    const rows = route.match(/^POST \/2\.0\/sheets\/(\d+)\/rows$/);
    if (rows) {
      const sheet = this.sheets.find((s) => s.id === Number(rows[1]));
      if (!sheet) return jsonResponse({ errorCode: 1006, message: "Not Found" }, 404);
      const partial = req.search.includes("allowPartialSuccess=true");
      if (!Array.isArray(req.body)) {
        this.violation("rows body must be an array of rows");
        return jsonResponse({ errorCode: 1008, message: "Unable to parse request." }, 400);
      }
      if (req.body.length > 500) {
        this.violation(broke("smartsheet.rows-500", `${req.body.length} rows`));
        return jsonResponse({ errorCode: 1008, message: "Unable to parse request." }, 400);
      }
      const result: any[] = [];
      const failedItems: any[] = [];
      (req.body as any[]).forEach((row, index) => {
        if (!Array.isArray(row?.cells)) this.violation(`row ${index} has no cells array`);
        for (const cell of row?.cells ?? []) {
          const column = sheet.columns.find((c) => c.id === cell.columnId);
          if (!column) this.violation(`row ${index}: unknown columnId ${cell.columnId}`);
          if (column?.type === "DATE" && !ISO_DAY.test(cell.value)) this.violation(`row ${index}: DATE cell ${cell.value}`);
          if (column?.type === "PICKLIST" && !column.options?.includes(cell.value))
            this.violation(`row ${index}: ${cell.value} is not a ${column.title} option`);
          if (column) this.checkCell(column, cell, `row ${index}`);
        }
        const task = row?.cells?.find((c: any) => sheet.columns.find((col) => col.id === c.columnId)?.title === "Task")?.value;
        if (this.refuseTasks.has(task)) {
          failedItems.push({
            index,
            error: { errorCode: 1036, message: "The cell value in the primary column exceeds the limit.", refId: "r" },
          });
          return;
        }
        const created = { id: ++this.seq, rowNumber: sheet.rows.length + 1, cells: row.cells };
        sheet.rows.push(created);
        result.push(created);
      });
      if (failedItems.length > 0 && !partial) this.violation("a bulk add without allowPartialSuccess");
      return jsonResponse({
        message: failedItems.length ? "PARTIAL_SUCCESS" : "SUCCESS",
        resultCode: failedItems.length ? 3 : 0,
        result,
        ...(failedItems.length ? { failedItems } : {}),
      });
    }
    const addColumn = route.match(/^POST \/2\.0\/sheets\/(\d+)\/columns$/);
    if (addColumn) {
      const sheet = this.sheets.find((s) => s.id === Number(addColumn[1]));
      if (!sheet) return jsonResponse({ errorCode: 1006, message: "Not Found" }, 404);
      const body = req.body as any;
      if (Array.isArray(body)) this.violation("POST columns: send one column per call here");
      if (typeof body?.title !== "string" || !body.title.trim() || typeof body.index !== "number")
        this.violation("POST columns: title, type and index are required");
      if (!COLUMN_TYPES.includes(body?.type)) return jsonResponse({ errorCode: 1012, message: `Invalid column type: ${body?.type}` }, 400);
      if (sheet.columns.some((c) => c.title.toLowerCase() === String(body.title).toLowerCase()))
        return jsonResponse({ errorCode: 1139, message: "Column titles must be unique." }, 400);
      if (body.validation !== undefined && ["PICKLIST", "MULTI_PICKLIST"].includes(body.type))
        this.violation("POST columns: a picklist's validation is set in a second call");
      const column = { id: ++this.seq, title: body.title, type: body.type, ...(body.options ? { options: body.options } : {}) };
      sheet.columns.splice(Math.min(body.index, sheet.columns.length), 0, column);
      return jsonResponse({ message: "SUCCESS", resultCode: 0, result: [{ ...column, index: sheet.columns.indexOf(column) }] });
    }
    const get = route.match(/^GET \/2\.0\/sheets\/(\d+)$/);
    if (get) {
      const sheet = this.sheets.find((s) => s.id === Number(get[1]));
      if (!sheet) return jsonResponse({ errorCode: 1006, message: "Not Found" }, 404);
      const params = new URLSearchParams(req.search);
      const pageSize = Number(params.get("pageSize") ?? sheet.rows.length);
      const page = Number(params.get("page") ?? 1);
      if (!(pageSize >= 1) || !(page >= 1)) this.violation("GET sheet: page and pageSize must be positive");
      const size = Math.min(pageSize, this.pageSize);
      const objectValues = params.get("include")?.split(",").includes("objectValue") === true;
      if (objectValues && params.get("level") !== "2") this.violation("GET sheet: multi-pick objectValue needs level=2");
      return jsonResponse({
        id: sheet.id,
        name: sheet.name,
        permalink: `https://app.smartsheet.com/sheets/p${sheet.id}`,
        totalRowCount: sheet.rows.length,
        columns: sheet.columns.map((c, i) => ({ ...c, index: i, primary: c.title === "Task" })),
        rows: sheet.rows
          .slice((page - 1) * size, page * size)
          .map((r) => ({ ...r, cells: r.cells.map((c: any) => shownCell(c, objectValues)) })),
      });
    }
    const put = route.match(/^PUT \/2\.0\/sheets\/(\d+)\/rows$/);
    if (put) {
      const sheet = this.sheets.find((s) => s.id === Number(put[1]));
      if (!sheet) return jsonResponse({ errorCode: 1006, message: "Not Found" }, 404);
      if (!Array.isArray(req.body)) {
        this.violation("PUT rows body must be an array of rows");
        return jsonResponse({ errorCode: 1008, message: "Unable to parse request." }, 400);
      }
      if (req.body.length > 500) this.violation(broke("smartsheet.rows-500", `${req.body.length} rows`));
      const result: any[] = [];
      for (const [index, row] of (req.body as any[]).entries()) {
        const existing = sheet.rows.find((r) => r.id === row?.id);
        if (!existing) {
          this.violation(`PUT row ${index}: unknown row id ${row?.id}`);
          return jsonResponse({ errorCode: 1006, message: "Not Found" }, 404);
        }
        for (const cell of row.cells ?? []) {
          const column = sheet.columns.find((c) => c.id === cell.columnId);
          if (!column) this.violation(`PUT row ${index}: unknown columnId ${cell.columnId}`);
          if (column?.type === "DATE" && cell.value !== "" && !ISO_DAY.test(cell.value))
            this.violation(`PUT row ${index}: DATE cell ${cell.value}`);
          if (column?.type === "PICKLIST" && cell.value !== "" && !column.options?.includes(cell.value))
            this.violation(`PUT row ${index}: ${cell.value} is not an option`);
          if (column) this.checkCell(column, cell, `PUT row ${index}`);
          existing.cells = [...existing.cells.filter((c: any) => c.columnId !== cell.columnId), cell];
        }
        result.push(existing);
      }
      return jsonResponse({ message: "SUCCESS", resultCode: 0, result });
    }
    this.violation(`unexpected ${route}`);
    return jsonResponse({ errorCode: 1006, message: "Not Found" }, 404);
  }
}

/** A stored cell as GET sheet answers it: a multi-pick's values as objectValue only when asked for. */
function shownCell(cell: any, objectValues: boolean) {
  if (!cell.objectValue) return cell;
  const text = cell.objectValue.values.join(", ");
  return objectValues
    ? { columnId: cell.columnId, displayValue: text, objectValue: cell.objectValue }
    : { columnId: cell.columnId, value: text, displayValue: text };
}
