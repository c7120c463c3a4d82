import type { CsvRow } from "./csv";

// Sheets whose layout, not a column, carries the structure, turned into one header and plain rows
// before the columns are mapped:
// - monday.com's "Export to Excel" (then saved as CSV): the board's name on top, then each group as a
//   row holding only its name, the items' header row repeated under every group, and an item's
//   subitems right under it with a header row of their own that starts one column to the right
//   ("Subitems", "Owner", "Status"…). Groups and subitems come out as a "Group" and a "Parent item".
// - an outline (Smartsheet's hierarchy kept as leading spaces in the name column, as a sheet saved
//   with its indentation writes it): a row indented deeper than the row above is its subtask.
// Both add a "Row ID" column (the row's line in the file), so a parent is found even when two rows
// share a name.

export const ROW_ID = "Row ID";
const PARENT = "Parent item";
const GROUP = "Group";

const filled = (cells: string[]) => cells.filter((c) => c.trim() !== "").length;
const lower = (c: string | undefined) => (c ?? "").trim().toLowerCase();
const rowId = (row: CsvRow) => `L${row.line}`;

/** The index of the items' header row when the file is laid out as monday's board export, else -1. */
function mondayHeaderIndex(rows: CsvRow[]): number {
  const at = rows.findIndex((r) => lower(r.cells[0]) === "name" && filled(r.cells) >= 2);
  // Above it: the board's name and a group's name, one cell each; a plain sheet starts with its header.
  if (at < 1 || rows.slice(0, at).some((r) => filled(r.cells) > 1)) return -1;
  return at;
}

const sameRow = (a: string[], b: string[]) => filled(a) === filled(b) && a.every((c, i) => lower(c) === lower(b[i]));

/** monday's board export as one header and one row per item and subitem, or null when it is not one. */
export function flattenMondayExport(rows: CsvRow[]): CsvRow[] | null {
  const at = mondayHeaderIndex(rows);
  if (at < 0) return null;
  const header = rows[at].cells;
  const width = header.length;
  const out: CsvRow[] = [{ line: rows[at].line, cells: [...header, GROUP, PARENT, ROW_ID] }];
  // The group is the one-cell row just above the first header (the row above that is the board's name).
  let group = at >= 1 ? (rows[at - 1].cells[0] ?? "").trim() : "";
  let item: CsvRow | null = null;
  let subHeader: string[] | null = null;
  for (let i = at + 1; i < rows.length; i++) {
    const r = rows[i];
    const cells = r.cells;
    if (filled(cells) === 0) {
      subHeader = null;
      continue;
    }
    if (sameRow(cells, header)) {
      subHeader = null;
      continue;
    }
    if (lower(cells[0]) === "" && lower(cells[1]) === "subitems") {
      subHeader = cells;
      continue;
    }
    if (filled(cells) === 1 && cells[0]?.trim() && (i + 1 >= rows.length || sameRow(rows[i + 1].cells, header))) {
      group = cells[0].trim();
      item = null;
      subHeader = null;
      continue;
    }
    const subitemHeader = subHeader;
    if (subitemHeader && item && lower(cells[0]) === "") {
      // A subitem: its values under the subitems header, placed in the item columns of the same name.
      const values = header.map((h, c) => {
        if (c === 0) return cells[1] ?? "";
        const j = subitemHeader.findIndex((s, k) => k > 1 && lower(s) === lower(h));
        return j >= 0 ? (cells[j] ?? "") : "";
      });
      out.push({ line: r.line, cells: [...values, group, rowId(item), rowId(r)] });
      continue;
    }
    subHeader = null;
    item = r;
    out.push({ line: r.line, cells: [...header.map((_, c) => cells[c] ?? ""), group, "", rowId(r)] });
    // Cells past the header's width would be a layout we do not know: keep them visible as errors.
    if (cells.length > width && cells.slice(width).some((c) => c.trim())) out[out.length - 1].cells.push(...cells.slice(width));
  }
  return out;
}

/**
 * An outline kept as leading spaces in the name column: each row deeper than the one above becomes
 * a subtask of the nearest shallower row above it. Returns null when no row is indented (or the file
 * already says who the parents are).
 */
export function outlineHierarchy(rows: CsvRow[], nameColumn: number): CsvRow[] | null {
  const [header, ...data] = rows;
  if (!header || header.cells.some((h) => ["parent", "parent item", "parent task", lower(ROW_ID)].includes(lower(h)))) return null;
  const depth = (r: CsvRow) => (/^[ \t\u00a0]*/.exec(r.cells[nameColumn] ?? "")?.[0] ?? "").replace(/\t/g, "    ").length;
  const named = data.filter((r) => (r.cells[nameColumn] ?? "").trim());
  if (!named.some((r) => depth(r) > 0)) return null;
  const stack: Array<{ depth: number; row: CsvRow }> = [];
  const out: CsvRow[] = [{ line: header.line, cells: [...header.cells, PARENT, ROW_ID] }];
  for (const r of data) {
    if (!(r.cells[nameColumn] ?? "").trim()) {
      out.push({ line: r.line, cells: [...r.cells] });
      continue;
    }
    const d = depth(r);
    while (stack.length && stack[stack.length - 1].depth >= d) stack.pop();
    const parent = stack[stack.length - 1]?.row;
    const cells = header.cells.map((_, c) => r.cells[c] ?? "");
    out.push({ line: r.line, cells: [...cells, parent ? rowId(parent) : "", rowId(r)] });
    stack.push({ depth: d, row: r });
  }
  return out;
}
