import type { ProviderClient } from "../http";
import { ProviderError } from "../http";
import type { PulledField } from "../pull-fields";
import { sameStatusName } from "../status-names";
import type { ProviderSync, PulledItem, SyncStatus } from "../sync-types";
import { labelsColumn, multiPickValues, type SheetCell, type SheetColumn, smartsheetExtraCells } from "./carry";

// Task sync with Smartsheet. A container is a sheet with the columns an export makes (Task, Due,
// Status); an item is a row. Rows are read a page at a time (page / pageSize). An indented row
// (parentId) becomes a subtask of its parent row's task.

const PAGE = 100;
const STATUS_LABEL: Record<SyncStatus, string> = { todo: "Not Started", "in-progress": "In Progress", done: "Complete" };
const FROM_LABEL: Record<string, SyncStatus> = { "Not Started": "todo", "In Progress": "in-progress", Complete: "done" };

interface Sheet {
  columns?: SheetColumn[];
  rows?: Array<{
    id: number;
    parentId?: number;
    cells?: Array<{ columnId: number; value?: unknown; displayValue?: string; objectValue?: { values?: unknown } }>;
  }>;
  totalRowCount?: number;
  permalink?: string;
}

type Cell = NonNullable<NonNullable<Sheet["rows"]>[number]["cells"]>[number];

/** A field column's cell in carried form: a multi-pick's list, else the cell's own value. */
function cellValue(col: SheetColumn, cell: Cell | undefined): PulledField["value"] {
  if (col.type === "MULTI_PICKLIST") return multiPickValues(cell) ?? null;
  const v = cell?.value;
  return typeof v === "string" || typeof v === "number" || typeof v === "boolean" ? v : null;
}

interface Columns {
  task: number;
  due?: number;
  status?: number;
  labels?: number;
  /** Every column of the sheet (issue 25 finds field columns by title). */
  all: SheetColumn[];
}

async function columnsOf(c: ProviderClient, sheetId: string): Promise<Columns> {
  const sheet = await c.request<Sheet>("GET", `/sheets/${encodeURIComponent(sheetId)}?pageSize=1&page=1`);
  return columnIds(sheet);
}

function columnIds(sheet: Sheet): Columns {
  const cols = sheet.columns ?? [];
  const task = cols.find((col) => col.primary) ?? cols.find((col) => col.title === "Task");
  if (!task) throw new ProviderError("smartsheet", 400, "This sheet has no primary column for the task name.");
  const by = (title: string) => cols.find((col) => col.title.toLowerCase() === title)?.id;
  return { task: task.id, due: by("due") ?? by("due date"), status: by("status"), labels: labelsColumn(cols)?.id, all: cols };
}

/** The Status cell of a task: the column's option of its status's name (decision 132), else its category's. */
function statusValue(cols: Columns, status: SyncStatus, name: string | undefined): string {
  const column = cols.all.find((col) => col.id === cols.status);
  return column?.options?.find((o) => sameStatusName(o, name)) ?? STATUS_LABEL[status];
}

/** An empty string clears a cell, so an update can take a due date away; a new row just leaves it out. */
function cells(
  cols: Columns,
  task: { name: string; dueDate: string | null; status: SyncStatus },
  statusName: string | undefined,
  update: boolean,
) {
  return [
    { columnId: cols.task, value: task.name },
    ...(cols.due && (task.dueDate || update) ? [{ columnId: cols.due, value: task.dueDate ?? "" }] : []),
    ...(cols.status ? [{ columnId: cols.status, value: statusValue(cols, task.status, statusName) }] : []),
  ];
}

export const smartsheetSync: ProviderSync = {
  fields: ["name", "status", "dueDate"],

  containerUrl(c, containerId) {
    return `${c.opts.webOrigin ?? "https://app.smartsheet.com"}/sheets/${containerId}`;
  },

  async pushTask(c, containerId, task, externalId, extras) {
    const cols = await columnsOf(c, containerId);
    const path = `/sheets/${encodeURIComponent(containerId)}/rows`;
    const more: SheetCell[] = extras ? await smartsheetExtraCells(c, containerId, cols.all, extras, externalId !== null) : [];
    extras?.statusHeld?.(cols.status ? statusValue(cols, task.status, extras.statusName) : null);
    if (externalId) {
      await c.request("PUT", path, [{ id: Number(externalId), cells: [...cells(cols, task, extras?.statusName, true), ...more] }]);
      return externalId;
    }
    const res = await c.request<{ result?: Array<{ id: number }> }>("POST", path, [
      { toBottom: true, cells: [...cells(cols, task, extras?.statusName, false), ...more] },
    ]);
    const id = res.result?.[0]?.id;
    if (!id) throw new ProviderError("smartsheet", 502, "Smartsheet did not return the new row.");
    return String(id);
  },

  async setStatus(c, containerId, externalId, status, name) {
    const cols = await columnsOf(c, containerId);
    if (!cols.status) throw new ProviderError("smartsheet", 400, "This sheet has no Status column.");
    const value = statusValue(cols, status, name);
    await c.request("PUT", `/sheets/${encodeURIComponent(containerId)}/rows`, [
      { id: Number(externalId), cells: [{ columnId: cols.status, value }] },
    ]);
    return value;
  },

  async pull(c, containerId, wants) {
    const out: PulledItem[] = [];
    let cols: Columns | null = null;
    let read = 0;
    for (let page = 1; page < 1000; page++) {
      // include=objectValue (level 2) gives a multi-pick cell its values as a list (issue 25's Labels column).
      const sheet = await c.request<Sheet>(
        "GET",
        `/sheets/${encodeURIComponent(containerId)}?pageSize=${PAGE}&page=${page}&include=objectValue&level=2`,
      );
      cols ??= columnIds(sheet);
      const all = cols.all;
      // The field columns the export made, by title (decision 124), beside the fixed ones.
      const fixed = new Set([cols.task, cols.due, cols.status, cols.labels]);
      const fieldColumns = (wants?.fields ?? []).flatMap((name) => {
        const col = all.find((x) => !fixed.has(x.id) && x.title.trim().toLowerCase() === name.trim().toLowerCase());
        return col ? [{ name, col }] : [];
      });
      const rows = sheet.rows ?? [];
      read += rows.length;
      for (const row of rows) {
        const cell = (id?: number) => row.cells?.find((x) => x.columnId === id);
        const name = String(cell(cols.task)?.value ?? "").trim();
        if (!name) continue;
        const due = cell(cols.due)?.value;
        out.push({
          externalId: String(row.id),
          name,
          description: "",
          status: FROM_LABEL[String(cell(cols.status)?.value ?? "")] ?? "todo",
          statusName: cols.status ? String(cell(cols.status)?.value ?? "").trim() || null : null,
          dueDate: typeof due === "string" ? due.slice(0, 10) : null,
          assigneeEmail: null,
          parentExternalId: row.parentId ? String(row.parentId) : null,
          ...(cols.labels ? { labels: multiPickValues(cell(cols.labels)) ?? [] } : {}),
          ...(fieldColumns.length ? { fields: fieldColumns.map(({ name, col }) => ({ name, value: cellValue(col, cell(col.id)) })) } : {}),
        });
      }
      // totalRowCount, not a short page, says when to stop: a server may page smaller than asked.
      if (rows.length === 0 || read >= (sheet.totalRowCount ?? 0)) break;
    }
    return out;
  },
};
