import type { FieldType } from "../../../core/schemas/custom-field";
import { type CarriedField, type PushExtras, remember, setsLabels } from "../carry";
import type { ProviderClient } from "../http";
import { gql } from "./index";

// Issue 25 with monday.com: labels go to the board's tags column (made when missing, titled
// "Labels"); each tag is found or made with create_or_get_tag. A project field goes to the column of
// its name, made with the matching column type when the board has none. A person field is not
// carried: monday's people column takes monday user ids, which Kickoff does not know. Every mutation
// is awaited before the next (monday asks for no parallel mutations on a board).

export interface MondayColumn {
  id: string;
  title: string;
  type: string;
}

const COLUMN_TYPE: Partial<Record<FieldType, string>> = {
  text: "text",
  number: "numbers",
  date: "date",
  url: "link",
  checkbox: "checkbox",
  "single-select": "dropdown",
  "multi-select": "dropdown",
};

const LABELS_TITLE = "Labels";

async function createColumn(c: ProviderClient, board: string, title: string, type: string, cols: MondayColumn[]): Promise<string> {
  const { create_column } = await gql<{ create_column: { id: string } }>(
    c,
    "mutation ($board: ID!, $title: String!, $type: ColumnType!) { create_column(board_id: $board, title: $title, column_type: $type) { id } }",
    { board, title, type },
  );
  cols.push({ id: create_column.id, title, type });
  return create_column.id;
}

async function tagId(c: ProviderClient, board: string, name: string, extras: PushExtras): Promise<number> {
  return remember(extras, `monday:tag:${board}:${name.toLowerCase()}`, async () => {
    const { create_or_get_tag } = await gql<{ create_or_get_tag: { id: string } | null }>(
      c,
      "mutation ($board: ID!, $name: String!) { create_or_get_tag(board_id: $board, tag_name: $name) { id } }",
      { board, name },
    );
    return Number(create_or_get_tag?.id);
  });
}

/** The column value monday takes for a field of this type (column types reference; null clears). */
function columnValue(f: CarriedField): unknown {
  const v = f.value;
  if (v === null) return null;
  switch (f.type) {
    case "number":
      return String(v);
    case "date":
      return { date: String(v) };
    case "url":
      return { url: String(v), text: String(v) };
    case "checkbox":
      return v === true ? { checked: "true" } : null;
    case "single-select":
    case "multi-select":
      return { labels: Array.isArray(v) ? v : [String(v)] };
    default:
      return String(v);
  }
}

/**
 * The column values for the task's labels and fields, making the columns the board lacks. `cols` is
 * the board's column list (grown as columns are made).
 */
export async function mondayExtraValues(
  c: ProviderClient,
  board: string,
  cols: MondayColumn[],
  extras: PushExtras,
  update: boolean,
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  if (setsLabels(extras, update)) {
    let tags = cols.find((col) => col.type === "tags" && col.title === LABELS_TITLE) ?? cols.find((col) => col.type === "tags");
    if (!tags && extras.labels.length > 0)
      tags = { id: await createColumn(c, board, LABELS_TITLE, "tags", cols), title: LABELS_TITLE, type: "tags" };
    if (tags) {
      const ids: number[] = [];
      for (const name of extras.labels) ids.push(await tagId(c, board, name, extras));
      out[tags.id] = ids.length > 0 ? { tag_ids: ids } : null;
    }
  }
  for (const f of extras.fields) {
    if (f.value === null && !update) continue;
    const type = COLUMN_TYPE[f.type];
    if (!type) {
      if (f.value !== null)
        extras.notCarried({
          kind: "field",
          name: f.name,
          reason: "monday's people column takes monday users, which Kickoff cannot match.",
        });
      continue;
    }
    const title = f.name.trim().toLowerCase();
    const named = cols.find((col) => col.title.trim().toLowerCase() === title);
    if (named && named.type !== type) {
      if (f.value !== null)
        extras.notCarried({ kind: "field", name: f.name, reason: `monday's column “${named.title}” is a ${named.type} column.` });
      continue;
    }
    if (!named && f.value === null) continue;
    const id = named?.id ?? (await createColumn(c, board, f.name, type, cols));
    out[id] = columnValue(f);
  }
  return out;
}
