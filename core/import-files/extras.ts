import { checkFieldValue, type FieldCheck } from "../fields/validate";
import type { CustomField } from "../schemas/custom-field";
import { dayFromText } from "./values";

// Issue 25, item 8: what a file carries besides the mapped columns, read back into a project's labels,
// statuses and fields (decision 114). The exports write these (core/export-files.ts): Jira one
// "Labels" column per label, Asana a comma-separated "Tags", the others one "Labels" column; a
// "Status" with the status's name; a column per field, " (field)" added when its name is a fixed one's.

export interface ImportedExtras {
  /** The row's label names, as the file writes them (matched to project labels on import). */
  labels: string[];
  /** The mapped Status cell as written, matched to a project status by name. */
  status: string;
  /** Every non-empty cell by column name, for columns named after a project's fields. */
  cells: Record<string, string>;
}

const LABEL_HEADERS = ["labels", "label", "tags", "tag"];

/** The column holding labels (Jira's first "Labels" column reads the whole repeated group), if any. */
export function labelColumn(columns: string[]): string | null {
  const lower = columns.map((c) => c.trim().toLowerCase());
  for (const h of LABEL_HEADERS) {
    const i = lower.indexOf(h);
    if (i >= 0) return columns[i];
  }
  return null;
}

/** Label names from one or more cells, each comma- or semicolon-separated; blanks and repeats left out. */
export function splitLabels(cells: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const name of cells.flatMap((c) => c.split(/[,;]/))) {
    const clean = name.replace(/\s+/g, " ").trim();
    if (clean && !seen.has(clean.toLowerCase())) {
      seen.add(clean.toLowerCase());
      out.push(clean);
    }
  }
  return out;
}

/** The file column that holds a field: its name, or its name + " (field)" (case aside). */
export function fieldColumn(field: CustomField, columns: string[]): string | null {
  const names = [field.name, `${field.name} (field)`].map((n) => n.trim().toLowerCase());
  return names.map((n) => columns.find((c) => c.trim().toLowerCase() === n)).find((c) => c !== undefined) ?? null;
}

const YES = /^(yes|y|true|1|x|✓|checked|done)$/i;
const NO = /^(no|n|false|0|unchecked)$/i;

/**
 * A cell as a field's value, checked as the board checks a typed one (core/fields/validate.ts).
 * `personId` finds a member by the name or e-mail a file writes; null when it names nobody.
 */
export function fieldFromCell(
  field: CustomField,
  cell: string,
  personId: (value: string) => number | null,
  isMember: (userId: number) => boolean,
): FieldCheck {
  const text = cell.trim();
  const bad = (what: string): FieldCheck => ({ ok: false, message: `${field.name}: "${text.slice(0, 60)}" ${what}` });
  const option = (name: string) => field.options.find((o) => o.name.trim().toLowerCase() === name.trim().toLowerCase())?.id;
  switch (field.type) {
    case "number": {
      const n = Number(text.replace(/[,\s]/g, ""));
      return Number.isFinite(n) && text !== "" ? checkFieldValue(field, n, isMember) : bad("is not a number.");
    }
    case "date": {
      const day = dayFromText(text);
      return day ? checkFieldValue(field, day, isMember) : bad("is not a date Kickoff can read.");
    }
    case "checkbox":
      if (YES.test(text)) return { ok: true, value: true };
      return NO.test(text) ? { ok: true, value: false } : bad("is not yes or no.");
    case "person": {
      const id = personId(text);
      return id === null ? bad("is not a member of this project.") : checkFieldValue(field, id, isMember);
    }
    case "single-select": {
      const id = option(text);
      return id ? { ok: true, value: id } : bad("is not one of its options.");
    }
    case "multi-select": {
      const picked = splitLabels([text]).map((name) => ({ name, id: option(name) }));
      const missing = picked.find((p) => !p.id);
      if (missing !== undefined) return { ok: false, message: `${field.name}: "${missing.name.slice(0, 60)}" is not one of its options.` };
      return checkFieldValue(
        field,
        picked.flatMap((p) => (p.id ? [p.id] : [])),
        isMember,
      );
    }
    default:
      return checkFieldValue(field, text, isMember);
  }
}
