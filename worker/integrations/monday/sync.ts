import type { ProviderClient } from "../http";
import { ProviderError } from "../http";
import type { PulledField } from "../pull-fields";
import { sameStatusName } from "../status-names";
import type { ProviderSync, PulledItem, SyncStatus } from "../sync-types";
import { mondayExtraValues } from "./carry";
import { gql } from "./index";

// Task sync with monday.com. A container is a board; an item is an item on it. Status is the board's
// "Status" status column (made when the board has none), the due date its first date column. Items
// are read through items_page, then next_items_page with the cursor until it is null. Subitems come
// with their item and become Kickoff subtasks. On a classic board they live on the board's own
// subitems board, whose columns are not the board's, so their status and date are found by column
// type. A multi-level board nests subitems up to five levels and lists all of them, at every depth,
// in the top item's `subitems`, each with its `parent_item`, sharing the board's columns
// (https://developer.monday.com/api-reference/docs/working-with-multi-level-boards).

const PAGE = 100;
const LABEL: Record<SyncStatus, string> = { todo: "Not Started", "in-progress": "Working on it", done: "Done" };
const FROM_LABEL: Record<string, SyncStatus> = { Done: "done", "Working on it": "in-progress" };

interface Column {
  id: string;
  title: string;
  type: string;
  /** The column's settings (schema 2026-10, Column.settings): a status column's `labels`. */
  settings?: unknown;
}

/**
 * A status column's labels: `settings.labels` is a list of {id, color, label, index, is_done,
 * is_deactivated} since settings replaced settings_str (API 2025-10; the schema types settings as JSON,
 * documented by example in monday's changelog "Deprecating settings_str field on columns", see
 * docs/integrations.md), whose `labels` was an index → name object; both are read.
 */
function statusLabels(col: Column | undefined): string[] {
  const labels = (col?.settings as { labels?: unknown } | null | undefined)?.labels;
  if (Array.isArray(labels))
    return labels.flatMap((l) => (l && typeof l.label === "string" && l.is_deactivated !== true ? [l.label as string] : []));
  if (labels && typeof labels === "object") return Object.values(labels).filter((l): l is string => typeof l === "string");
  return [];
}

/** The label a task goes as: the board's label of its status's name (decision 132), else its category's. */
const labelFor = (col: Column | undefined, status: SyncStatus, name: string | undefined) =>
  statusLabels(col).find((l) => sameStatusName(l, name)) ?? LABEL[status];
interface ColumnValue {
  id: string;
  type?: string;
  text?: string | null;
  date?: string | null;
  tags?: Array<{ name: string }>;
  number?: number | null;
  checked?: boolean | null;
  url?: string | null;
  values?: Array<{ label: string }>;
}
interface Item {
  id: string;
  name: string;
  column_values?: ColumnValue[];
  subitems?: Item[] | null;
  /** The item a subitem belongs to: its top item on a classic board, any level's item on a multi-level one. */
  parent_item?: { id: string } | null;
}
interface ItemsPage {
  cursor: string | null;
  items: Item[];
}

// A date column's `text` is "the formatted date and time in user time zone" (schema 2026-10,
// DateValue.text): its form follows the person's settings. The day is read from DateValue.date, "the
// column's date value"; text only where a value has no date field (decision 081).
// Issue 25 (decision 124): the columns the export makes for fields are read back by their typed values.
const VALUES =
  "column_values { id type text ... on DateValue { date } ... on TagsValue { tags { name } } ... on NumbersValue { number } ... on CheckboxValue { checked } ... on LinkValue { url } ... on DropdownValue { values { label } } }";

/** A field column's value in carried form, by its column type (the export's columnValue reversed). */
function fieldValue(v: ColumnValue | undefined): PulledField["value"] {
  if (!v) return null;
  switch (v.type) {
    case "numbers":
      return typeof v.number === "number" ? v.number : v.text ? Number(v.text) : null;
    case "date":
      return v.date ?? null;
    case "checkbox":
      return v.checked === true;
    case "link":
      return v.url || null;
    case "dropdown":
      return (v.values ?? []).map((o) => o.label);
    default:
      return v.text || null;
  }
}
const ITEM_FIELDS = `cursor items { id name ${VALUES} subitems { id name parent_item { id } ${VALUES} } }`;

async function columns(c: ProviderClient, board: string): Promise<Column[]> {
  const { boards } = await gql<{ boards: Array<{ columns: Column[] }> }>(
    c,
    "query ($board: [ID!]) { boards(ids: $board) { columns { id title type settings } } }",
    {
      board: [board],
    },
  );
  if (!boards?.[0]) throw new ProviderError("monday", 404, "monday has no such board, or this account cannot see it.");
  return boards[0].columns ?? [];
}

const statusColumn = (cols: Column[]) => cols.find((col) => col.type === "status" && col.title.toLowerCase() === "status");
const dateColumn = (cols: Column[]) => cols.find((col) => col.type === "date");

/** The board's Status column, made on first use (an exported board has only Priority). */
async function ensureStatusColumn(c: ProviderClient, board: string, cols: Column[]): Promise<Column> {
  const found = statusColumn(cols);
  if (found) return found;
  const { create_column } = await gql<{ create_column: { id: string } }>(
    c,
    'mutation ($board: ID!) { create_column(board_id: $board, title: "Status", column_type: status) { id } }',
    { board },
  );
  // A new column has monday's default labels only: a task goes by its category's.
  return { id: create_column.id, title: "Status", type: "status" };
}

export const mondaySync: ProviderSync = {
  fields: ["name", "status", "dueDate"],

  containerUrl(c, containerId) {
    return `${c.opts.webOrigin ?? "https://monday.com"}/boards/${containerId}`;
  },

  async pushTask(c, board, task, externalId, extras) {
    const cols = await columns(c, board);
    const status = await ensureStatusColumn(c, board, cols);
    const date = dateColumn(cols)?.id;
    const label = labelFor(status, task.status, extras?.statusName);
    extras?.statusHeld?.(label);
    const values: Record<string, unknown> = { [status.id]: { label } };
    if (extras) Object.assign(values, await mondayExtraValues(c, board, cols, extras, externalId !== null));
    if (date && (task.dueDate || externalId)) values[date] = task.dueDate ? { date: task.dueDate } : null;
    if (externalId) {
      await gql(
        c,
        "mutation ($board: ID!, $item: ID!, $values: JSON!) { change_multiple_column_values(board_id: $board, item_id: $item, column_values: $values, create_labels_if_missing: true) { id } }",
        { board, item: externalId, values: JSON.stringify({ name: task.name, ...values }) },
      );
      return externalId;
    }
    const { create_item } = await gql<{ create_item: { id: string } }>(
      c,
      "mutation ($board: ID!, $name: String!, $values: JSON!) { create_item(board_id: $board, item_name: $name, column_values: $values, create_labels_if_missing: true) { id } }",
      { board, name: task.name, values: JSON.stringify(values) },
    );
    return String(create_item.id);
  },

  async setStatus(c, board, externalId, status, name) {
    const column = await ensureStatusColumn(c, board, await columns(c, board));
    const label = labelFor(column, status, name);
    await gql(
      c,
      "mutation ($board: ID!, $item: ID!, $column: String!, $value: JSON!) { change_column_value(board_id: $board, item_id: $item, column_id: $column, value: $value, create_labels_if_missing: true) { id } }",
      { board, item: externalId, column: column.id, value: JSON.stringify({ label }) },
    );
    return label;
  },

  async pull(c, board, wants) {
    const { boards } = await gql<{ boards: Array<{ columns: Column[]; items_page: ItemsPage }> }>(
      c,
      `query ($board: [ID!], $limit: Int!) { boards(ids: $board) { columns { id title type } items_page(limit: $limit) { ${ITEM_FIELDS} } } }`,
      { board: [board], limit: PAGE },
    );
    if (!boards?.[0]) throw new ProviderError("monday", 404, "monday has no such board, or this account cannot see it.");
    const cols = boards[0].columns ?? [];
    const status = statusColumn(cols)?.id;
    const date = dateColumn(cols)?.id;
    const tagsColumn = (cols.find((col) => col.type === "tags" && col.title === "Labels") ?? cols.find((col) => col.type === "tags"))?.id;
    // A wanted field's column: the one of its name that is not the Status, due date or Labels column.
    const fixed = new Set([status, date, tagsColumn]);
    const fieldColumns = (wants?.fields ?? []).flatMap((name) => {
      const col = cols.find((x) => !fixed.has(x.id) && x.title.trim().toLowerCase() === name.trim().toLowerCase());
      return col ? [{ name, id: col.id }] : [];
    });
    const out: PulledItem[] = [];
    const push = (item: Item, parent: string | null, text: (pick: "status" | "date") => string) => {
      const due = text("date").trim().slice(0, 10);
      // Labels come from the board's tags column; an item without that column's value says nothing.
      const tags = tagsColumn ? item.column_values?.find((v) => v.id === tagsColumn)?.tags : undefined;
      out.push({
        externalId: String(item.id),
        name: item.name.trim() || String(item.id),
        description: "",
        status: FROM_LABEL[text("status")] ?? "todo",
        statusName: text("status").trim() || null,
        dueDate: /^\d{4}-\d{2}-\d{2}$/.test(due) ? due : null,
        assigneeEmail: null,
        parentExternalId: parent,
        ...(tags ? { labels: tags.map((t) => t.name).filter(Boolean) } : {}),
        ...(fieldColumns.length && parent === null
          ? { fields: fieldColumns.map((f) => ({ name: f.name, value: fieldValue(item.column_values?.find((v) => v.id === f.id)) })) }
          : {}),
      });
    };
    const byBoardColumn = (item: Item, pick: "status" | "date") =>
      item.column_values?.find((v) => v.id === (pick === "status" ? status : date));
    const valueText = (v: { text?: string | null; date?: string | null } | undefined, pick: "status" | "date") =>
      (pick === "date" && v?.date !== undefined ? v.date : v?.text) ?? "";
    const read = (items: Item[]) => {
      for (const item of items) {
        push(item, null, (pick) => valueText(byBoardColumn(item, pick), pick));
        for (const sub of item.subitems ?? []) {
          // A multi-level board's subitems have the board's columns; a classic subitems board its own.
          const text = (pick: "status" | "date") =>
            valueText(byBoardColumn(sub, pick) ?? sub.column_values?.find((v) => v.type === pick), pick);
          push(sub, String(sub.parent_item?.id ?? item.id), text);
        }
      }
    };
    let page = boards[0].items_page;
    read(page.items ?? []);
    for (let n = 0; page.cursor && n < 1000; n++) {
      const next = await gql<{ next_items_page: ItemsPage }>(
        c,
        `query ($cursor: String!, $limit: Int!) { next_items_page(limit: $limit, cursor: $cursor) { ${ITEM_FIELDS} } }`,
        { cursor: page.cursor, limit: PAGE },
      );
      page = next.next_items_page;
      read(page.items ?? []);
    }
    return out;
  },
};
