import type { FieldType } from "../../../core/schemas/custom-field";
import { type CarriedField, type PushExtras, setsLabels } from "../carry";
import { type ProviderClient, ProviderError } from "../http";

// Issue 25 with Smartsheet: labels go to a "Labels" MULTI_PICKLIST column; a project field to the
// column of its name, made with the matching type when the sheet has none (POST /sheets/{id}/columns,
// one column per call, at the end of the sheet). A person field is not carried: a CONTACT_LIST cell
// wants a Smartsheet contact, which Kickoff does not match. Multi-pick cells are written and read as
// `objectValue` {objectType: MULTI_PICKLIST, values}.

export interface SheetColumn {
  id: number;
  title: string;
  type?: string;
  options?: string[];
  validation?: boolean;
  primary?: boolean;
}

export interface SheetCell {
  columnId: number;
  value?: unknown;
  objectValue?: { objectType: "MULTI_PICKLIST"; values: string[] };
}

const COLUMN_TYPE: Partial<Record<FieldType, string>> = {
  text: "TEXT_NUMBER",
  number: "TEXT_NUMBER",
  url: "TEXT_NUMBER",
  date: "DATE",
  checkbox: "CHECKBOX",
  "single-select": "PICKLIST",
  "multi-select": "MULTI_PICKLIST",
};

export const LABELS_TITLE = "Labels";

/** The sheet's Labels column: the multi-pick column titled Labels. */
export const labelsColumn = (cols: SheetColumn[]) => cols.find((c) => c.title.toLowerCase() === "labels" && c.type === "MULTI_PICKLIST");

async function addColumn(c: ProviderClient, sheet: string, cols: SheetColumn[], column: Omit<SheetColumn, "id">): Promise<SheetColumn> {
  const res = await c.request<{ result?: Array<{ id: number }> }>("POST", `/sheets/${encodeURIComponent(sheet)}/columns`, {
    ...column,
    index: cols.length,
  });
  const id = res.result?.[0]?.id;
  if (!id) throw new ProviderError("smartsheet", 502, "Smartsheet did not return the new column.");
  const made = { ...column, id };
  cols.push(made);
  return made;
}

const multi = (values: string[]): Pick<SheetCell, "objectValue" | "value"> =>
  values.length > 0 ? { objectValue: { objectType: "MULTI_PICKLIST", values } } : { value: "" };

function cellOf(f: CarriedField, column: SheetColumn): Omit<SheetCell, "columnId"> {
  const v = f.value;
  if (f.type === "multi-select") return multi(Array.isArray(v) ? v : []);
  if (f.type === "checkbox") return { value: v === true };
  if (v === null) return { value: "" };
  if (f.type === "number" && column.type === "TEXT_NUMBER") return { value: Number(v) };
  return { value: String(v) };
}

/** The cells for the task's labels and fields, adding the columns the sheet lacks to `cols`. */
export async function smartsheetExtraCells(
  c: ProviderClient,
  sheet: string,
  cols: SheetColumn[],
  extras: PushExtras,
  update: boolean,
): Promise<SheetCell[]> {
  const out: SheetCell[] = [];
  let labels = labelsColumn(cols);
  if (!labels && extras.labels.length > 0)
    labels = await addColumn(c, sheet, cols, { title: LABELS_TITLE, type: "MULTI_PICKLIST", options: extras.labels });
  if (labels && setsLabels(extras, update)) out.push({ columnId: labels.id, ...multi(extras.labels) });
  for (const f of extras.fields) {
    if (f.value === null && !update) continue;
    const type = COLUMN_TYPE[f.type];
    const listed = (reason: string) => {
      if (f.value !== null) extras.notCarried({ kind: "field", name: f.name, reason });
    };
    if (!type) {
      listed("A Smartsheet contact column takes Smartsheet contacts, which Kickoff cannot match.");
      continue;
    }
    let column = cols.find((col) => !col.primary && col.title.trim().toLowerCase() === f.name.trim().toLowerCase());
    if (column && column.type !== type) {
      listed(`Smartsheet's column “${column.title}” is a ${column.type ?? "different"} column.`);
      continue;
    }
    if (!column && f.value === null) continue;
    if (!column) {
      const options = f.type === "single-select" || f.type === "multi-select" ? f.options : undefined;
      column = await addColumn(c, sheet, cols, { title: f.name, type, ...(options ? { options } : {}) });
    }
    if (f.type === "single-select" && f.value !== null && column.validation && !column.options?.includes(String(f.value))) {
      listed(`Smartsheet's column “${column.title}” has no option “${f.value}”.`);
      continue;
    }
    out.push({ columnId: column.id, ...cellOf(f, column) });
  }
  return out;
}

/** A multi-pick cell's values as read with include=objectValue (the display text otherwise). */
export function multiPickValues(cell: { value?: unknown; objectValue?: { values?: unknown } } | undefined): string[] | undefined {
  if (!cell) return undefined;
  const values = cell.objectValue?.values;
  if (Array.isArray(values)) return values.filter((v): v is string => typeof v === "string");
  if (typeof cell.value === "string")
    return cell.value
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean);
  return [];
}
