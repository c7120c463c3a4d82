import type { Priority, TaskStatus } from "../schemas/fields";
import { repeatedGroups, uniqueColumns } from "./columns";
import { type CsvRow, ImportFileError, parseCsv } from "./csv";
import { type ImportedExtras, labelColumn, splitLabels } from "./extras";
import { flattenMondayExport, outlineHierarchy } from "./layouts";
import { linkParents } from "./parents";
import { dayFromText, statusFromText } from "./values";

// Files exported by other tools, read into tasks with nothing connected: a Trello board (JSON), a
// Jira CSV export, an Asana CSV export, or any other sheet saved as CSV (monday.com, Smartsheet, a
// spreadsheet). A "Parent" column makes subtasks (issue 14). The column mapping is guessed from the headers and can be
// changed by the user; the same code builds the preview in the browser and the import on the server.

export const IMPORT_FORMATS = ["trello", "jira-csv", "asana-csv", "csv"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export const FORMAT_NAMES: Record<ImportFormat, string> = {
  trello: "Trello board (JSON)",
  "jira-csv": "Jira CSV export",
  "asana-csv": "Asana CSV export",
  csv: "Other CSV (monday.com, Smartsheet, a spreadsheet)",
};

export const MAPPED_FIELDS = ["name", "description", "status", "dueDate", "assignee", "priority", "parent", "kind"] as const;
export type MappedField = (typeof MAPPED_FIELDS)[number];
export const FIELD_LABELS: Record<MappedField, string> = {
  name: "Task name",
  description: "Description",
  status: "Status",
  dueDate: "Due date",
  assignee: "Assignee (name or e-mail)",
  priority: "Priority",
  parent: "Parent (makes subtasks)",
  kind: "Type (Epics become milestones)",
};
/** Field → the column (header text) it is read from; null: not imported. */
export type ColumnMapping = Record<MappedField, string | null>;

export const MAX_IMPORT_ROWS = 500;

export interface ImportedTask {
  /** An Epic (Jira) or a Milestone row becomes a milestone; everything else is a task. */
  kind: "task" | "milestone";
  name: string;
  description: string;
  status: TaskStatus;
  dueDate: string | null;
  /** The assignee as the file writes it (an e-mail or a display name); matched to a person on import. */
  assignee: string | null;
  priority: Priority;
  /** Index (in `tasks`) of the task this one is a subtask of, or null. */
  parent: number | null;
}

export interface ReadFile {
  /** The columns a mapping can pick from (Trello: the card fields). */
  columns: string[];
  /** A column that starts a group of repeated headers → how many columns the group has. */
  repeated: Record<string, number>;
  mapping: ColumnMapping;
  /** A suggested project name (Trello: the board's; a CSV: its "Project name" column). */
  projectName: string | null;
  tasks: ImportedTask[];
  /** What the import keeps differently from the file (a parent that is not in it), one line each. */
  notices: string[];
  /** Beside `tasks`, index for index: each row's labels, status name and cells, for labels, statuses and fields. */
  extras: ImportedExtras[];
}

const HEADER_GUESSES: Record<ImportFormat, Record<MappedField, string[]>> = {
  "jira-csv": {
    kind: ["issue type"],
    name: ["summary"],
    description: ["description"],
    status: ["status", "status category"],
    dueDate: ["due date", "due"],
    assignee: ["assignee email", "assignee"],
    priority: ["priority"],
    // Jira Cloud writes the parent's Issue id in "Parent"; older exports "Parent id", and "Parent summary".
    parent: ["parent", "parent id", "parent key", "parent summary"],
  },
  "asana-csv": {
    kind: ["type"],
    name: ["name", "task name"],
    description: ["notes", "description"],
    status: ["completed at", "section/column", "status"],
    dueDate: ["due date", "due on"],
    assignee: ["assignee email", "assignee"],
    priority: ["priority"],
    parent: ["parent task", "parent"],
  },
  csv: {
    kind: ["issue type", "item type", "type", "kind"],
    name: ["name", "task name", "task", "title", "item", "summary"],
    description: ["description", "notes", "details"],
    status: ["status", "state"],
    dueDate: ["due date", "due", "deadline", "end date", "date"],
    // monday's People column is "Person" by default, Smartsheet's project sheets say "Assigned To".
    assignee: ["assignee email", "email", "assignee", "owner", "person", "people", "assigned to"],
    priority: ["priority"],
    parent: ["parent", "parent task", "parent item", "parent name", "parent id", "parent key", "subitem of"],
  },
  trello: {
    name: ["name"],
    description: ["desc"],
    status: ["list"],
    dueDate: ["due"],
    assignee: ["members"],
    priority: ["labels"],
    parent: ["checklists"],
    kind: [],
  },
};

/** The column whose first value names the project (Jira's "Project name", Asana's "Projects"). */
const PROJECT_HEADERS: Record<ImportFormat, string[]> = {
  "jira-csv": ["project name"],
  "asana-csv": ["projects"],
  csv: ["project name", "project", "board", "board name"],
  trello: [],
};

/** The columns that identify a row, which a child's Parent cell may name instead of the row's name. */
const ID_HEADERS: Record<ImportFormat, string[]> = {
  "jira-csv": ["issue key", "issue id"],
  "asana-csv": ["task id"],
  // "Row ID" is also the line a layout's row came from (layouts.ts), which its subitems' Parent item names.
  csv: ["id", "key", "task id", "item id", "row id", "issue key", "issue id"],
  trello: [],
};

export function guessMapping(format: ImportFormat, headers: string[]): ColumnMapping {
  const lower = headers.map((h) => h.trim().toLowerCase());
  const guesses = HEADER_GUESSES[format];
  return Object.fromEntries(
    MAPPED_FIELDS.map((f) => {
      for (const g of guesses[f]) {
        const i = lower.indexOf(g);
        if (i >= 0) return [f, headers[i]];
      }
      return [f, null];
    }),
  ) as ColumnMapping;
}

// Jira Cloud's (Highest…Lowest), Jira Server's (Blocker…Trivial) and the words people put on
// labels ("Urgent", "High priority", "P1").
const PRIORITY_WORDS: Array<[RegExp, Priority]> = [
  [/\b(highest|high|urgent|critical|blocker|p0|p1)\b/, "high"],
  [/\b(medium|normal|major|p2)\b/, "medium"],
  [/\b(lowest|low|minor|trivial|p3|p4)\b/, "low"],
];

/** The priority a value names, or null when it names none. */
export function priorityFromText(value: string): Priority | null {
  const v = value.trim().toLowerCase();
  for (const [re, p] of PRIORITY_WORDS) if (re.test(v)) return p;
  return null;
}

const MILESTONE_TYPES = /^(epic|milestone)$/i;

const at = (row: number, column: string) => `Row ${row}, column "${column}"`;

interface Record_ {
  row: number;
  get: (column: string) => string;
  /** Every value of a repeated column's group (the column alone when it does not repeat). */
  getAll: (column: string) => string[];
  /** The row's key / id values (see ID_HEADERS). */
  ids: string[];
}

function toTasks(
  records: Record_[],
  columns: string[],
  mapping: ColumnMapping,
  label: (row: number) => number,
): Pick<ReadFile, "tasks" | "notices" | "extras"> {
  const nameColumn = mapping.name;
  if (!nameColumn) throw new ImportFileError("Choose the column that holds the task names.");
  if (records.length > MAX_IMPORT_ROWS) {
    throw new ImportFileError(`This file has ${records.length} tasks; Kickoff imports at most ${MAX_IMPORT_ROWS} at once.`);
  }
  if (records.length === 0) throw new ImportFileError("This file has no tasks to import.");
  const tasks = records.map((r): ImportedTask => {
    const row = label(r.row);
    const read = (f: MappedField) => {
      const column = mapping[f];
      return column ? r.get(column) : "";
    };
    // A repeated column (Labels, Labels (2)…) is read as one multi-value field: the first value that fits.
    const readAll = (f: MappedField) => {
      const column = mapping[f];
      return column ? r.getAll(column) : [];
    };
    const name = read("name").replace(/\s+/g, " ").trim();
    if (!name) throw new ImportFileError(`${at(row, nameColumn)}: a task needs a name, and this one is empty.`);
    const due = read("dueDate");
    const dueDate = dayFromText(due);
    if (dueDate === undefined) throw new ImportFileError(`${at(row, mapping.dueDate ?? "")}: "${due}" is not a date Kickoff can read.`);
    const assignee = readAll("assignee").find((v) => v.trim()) ?? "";
    const priority = readAll("priority")
      .map(priorityFromText)
      .find((p) => p !== null);
    const kind = readAll("kind").some((v) => MILESTONE_TYPES.test(v.trim())) ? "milestone" : "task";
    return {
      kind,
      name: name.slice(0, 200),
      description: read("description").slice(0, 10_000),
      status: statusFromText(read("status")),
      dueDate,
      assignee: assignee.trim().replace(/\s+/g, " ").slice(0, 200) || null,
      priority: priority ?? "medium",
      parent: null,
    };
  });
  const labels = labelColumn(columns);
  const extras = records.map(
    (r): ImportedExtras => ({
      labels: labels ? splitLabels(r.getAll(labels)) : [],
      status: mapping.status ? r.get(mapping.status).trim() : "",
      cells: Object.fromEntries(columns.map((c) => [c, r.get(c).trim()]).filter(([, v]) => v)),
    }),
  );
  if (!mapping.parent) return { tasks, notices: [], extras };
  const parentColumn = mapping.parent;
  const { parents, notices } = linkParents(
    records.map((r, i) => ({ row: label(r.row), name: tasks[i].name, ids: r.ids, parent: r.get(parentColumn) })),
  );
  // A milestone is a checkpoint on the board, never a parent or a subtask: an epic's issues stay tasks.
  const underMilestone = new Map<number, number>();
  parents.forEach((p, i) => {
    if (p !== null && (tasks[p].kind === "milestone" || tasks[i].kind === "milestone")) {
      if (tasks[p].kind === "milestone") underMilestone.set(p, (underMilestone.get(p) ?? 0) + 1);
      tasks[i].parent = null;
    } else tasks[i].parent = p;
  });
  for (const [m, n] of underMilestone) {
    notices.push(`"${tasks[m].name}" becomes a milestone; its ${n} ${n === 1 ? "issue is" : "issues are"} imported as tasks.`);
  }
  return { tasks, notices, extras };
}

/** The first value of the column that names the project, if the file has one. */
function projectNameOf(format: ImportFormat, columns: string[], records: Record_[]): string | null {
  const lower = columns.map((c) => c.toLowerCase());
  const column = PROJECT_HEADERS[format].map((h) => lower.indexOf(h)).find((i) => i >= 0);
  if (column === undefined) return null;
  for (const r of records) {
    // Asana lists every project a task is in, comma-separated: the first is the one it was exported from.
    const value = r
      .get(columns[column])
      .split(format === "asana-csv" ? "," : "\n")[0]
      .trim();
    if (value) return value.slice(0, 100);
  }
  return null;
}

/**
 * A sheet whose layout carries the structure (monday's board export, an indented outline) as one
 * header and plain rows with "Group", "Parent item" and "Row ID" columns (layouts.ts).
 */
function laidOut(format: ImportFormat, rows: CsvRow[], mapping: ColumnMapping | null): CsvRow[] {
  if (format !== "csv" || rows.length === 0) return rows;
  const flat = flattenMondayExport(rows) ?? rows;
  const columns = uniqueColumns(flat[0].cells);
  const nameColumn = columns.indexOf((mapping ?? guessMapping(format, columns)).name ?? "");
  return (nameColumn >= 0 ? outlineHierarchy(flat, nameColumn) : null) ?? flat;
}

function readCsv(format: ImportFormat, text: string, mapping: ColumnMapping | null): ReadFile {
  const rows = laidOut(format, parseCsv(text), mapping);
  if (rows.length === 0) throw new ImportFileError("This file is empty.");
  const [header, ...data] = rows;
  const columns = uniqueColumns(header.cells);
  if (columns.length < 2) throw new ImportFileError("Row 1 should hold the column names, separated by commas.");
  const used = mapping ?? guessMapping(format, columns);
  for (const [field, column] of Object.entries(used)) {
    if (column !== null && !columns.includes(column))
      throw new ImportFileError(`The ${FIELD_LABELS[field as MappedField]} column "${column}" is not in this file.`);
  }
  for (const r of data) {
    if (r.cells.length > columns.length && r.cells.slice(columns.length).some((c) => c.trim())) {
      throw new ImportFileError(`Row ${r.line}, column ${columns.length + 1}: this row has more values than there are columns.`);
    }
  }
  const index = new Map(columns.map((c, i) => [c, i]));
  const groups = repeatedGroups(header.cells, columns);
  const lower = columns.map((c) => c.toLowerCase());
  const idColumns = ID_HEADERS[format].map((h) => lower.indexOf(h)).filter((i) => i >= 0);
  const records = data
    .filter((r) => r.cells.some((c) => c.trim()))
    .map(
      (r): Record_ => ({
        row: r.line,
        get: (column: string) => r.cells[index.get(column) ?? -1] ?? "",
        getAll: (column: string) => (groups.get(column) ?? [index.get(column) ?? -1]).map((i) => r.cells[i] ?? ""),
        ids: idColumns.map((i) => r.cells[i] ?? "").filter((v) => v.trim()),
      }),
    );
  return {
    columns,
    repeated: Object.fromEntries([...groups].map(([c, indexes]) => [c, indexes.length])),
    mapping: used,
    projectName: projectNameOf(format, columns, records),
    ...toTasks(records, columns, used, (n) => n),
  };
}

/**
 * "checklists" is Trello's way to split a card: mapped as the Parent, each checklist item becomes a
 * subtask of its card (done when ticked); not mapped, checklists are left out.
 */
const TRELLO_CHECKLISTS = "checklists";
const TRELLO_COLUMNS = ["name", "desc", "list", "due", "dueComplete", "labels", "members", TRELLO_CHECKLISTS];

type TrelloCard = Record<string, unknown> & { id?: unknown; closed?: boolean; idList?: string; dueComplete?: boolean };
interface TrelloCheckItem {
  name?: unknown;
  state?: unknown;
  due?: unknown;
  pos?: unknown;
}
interface TrelloChecklist {
  idCard?: unknown;
  pos?: unknown;
  checkItems?: unknown;
}
interface TrelloBoard {
  name?: unknown;
  members?: unknown;
  cards?: unknown;
  lists?: unknown;
  checklists?: unknown;
}

const byPos = (a: { pos?: unknown }, b: { pos?: unknown }) => Number(a.pos ?? 0) - Number(b.pos ?? 0);

/** The open cards' checklist items, each with its card's id, in Trello's order. */
function checkItemsOf(board: TrelloBoard, cards: TrelloCard[]): Array<TrelloCheckItem & { card: string }> {
  const open = new Set(cards.map((c) => String(c.id ?? "")));
  const lists = (Array.isArray(board.checklists) ? (board.checklists as Array<TrelloChecklist | null>) : [])
    .filter((l): l is TrelloChecklist => !!l && open.has(String(l.idCard)) && Array.isArray(l.checkItems))
    .sort(byPos);
  return lists.flatMap((l) =>
    (l.checkItems as Array<TrelloCheckItem | null>)
      .filter((i): i is TrelloCheckItem => !!i && typeof i.name === "string" && i.name.trim() !== "")
      .sort(byPos)
      .map((i) => ({ ...i, card: String(l.idCard) })),
  );
}

function readTrello(text: string, mapping: ColumnMapping | null): ReadFile {
  let board: TrelloBoard;
  try {
    board = JSON.parse(text);
  } catch (err) {
    throw new ImportFileError(
      `This is not a Trello board export: the JSON does not parse (${err instanceof Error ? err.message : "invalid"}).`,
    );
  }
  if (!board || typeof board !== "object" || !Array.isArray(board.cards) || !Array.isArray(board.lists)) {
    throw new ImportFileError("This is not a Trello board export: it has no cards and lists.");
  }
  const lists = new Map<string, string>();
  const archivedLists = new Set<string>();
  for (const l of board.lists as Array<{ id?: unknown; name?: unknown; closed?: unknown } | null>) {
    if (l && typeof l.id === "string") {
      lists.set(l.id, String(l.name ?? ""));
      if (l.closed === true) archivedLists.add(l.id);
    }
  }
  const members = new Map<string, string>();
  for (const m of Array.isArray(board.members)
    ? (board.members as Array<{ id?: unknown; fullName?: unknown; username?: unknown } | null>)
    : []) {
    if (m && typeof m.id === "string") members.set(m.id, String(m.fullName || m.username || ""));
  }
  // An archived card, or a card in an archived list, is not on the board a person sees: left out.
  const cards = (board.cards as Array<TrelloCard | null>).filter(
    (c): c is TrelloCard => !!c && !c.closed && !archivedLists.has(String(c.idList ?? "")),
  );
  const used = mapping ?? guessMapping("trello", TRELLO_COLUMNS);
  const valuesOf = (c: TrelloCard, column: string): string[] => {
    if (column === "labels") {
      const labels = Array.isArray(c.labels) ? (c.labels as Array<{ name?: unknown } | null>) : [];
      return labels.map((l) => (l && typeof l.name === "string" ? l.name : "")).filter(Boolean);
    }
    if (column === "members") {
      const ids = Array.isArray(c.idMembers) ? (c.idMembers as unknown[]) : [];
      return ids.map((id) => members.get(String(id)) ?? "").filter(Boolean);
    }
    if (column === "list") return [c.dueComplete === true ? "done" : (lists.get(c.idList ?? "") ?? "")];
    if (column === TRELLO_CHECKLISTS) return [""];
    const v = c[column];
    return [v === null || v === undefined ? "" : String(v)];
  };
  const records: Record_[] = cards.map((c, i) => ({
    row: i + 1,
    ids: typeof c.id === "string" ? [c.id] : [],
    get: (column: string) => valuesOf(c, column).join(", "),
    getAll: (column: string) => valuesOf(c, column),
  }));
  if (used.parent === TRELLO_CHECKLISTS) {
    for (const item of checkItemsOf(board, cards)) {
      const values: Record<string, string> = {
        name: String(item.name),
        list: item.state === "complete" ? "done" : "",
        due: typeof item.due === "string" ? item.due : "",
        [TRELLO_CHECKLISTS]: item.card,
      };
      records.push({
        row: records.length + 1,
        ids: [],
        get: (column: string) => values[column] ?? "",
        getAll: (column: string) => [values[column] ?? ""],
      });
    }
  }
  return {
    columns: TRELLO_COLUMNS,
    repeated: {},
    mapping: used,
    projectName: typeof board.name === "string" && board.name.trim() ? board.name.trim().slice(0, 100) : null,
    // Trello's rows are cards, then checklist items: "Row 3" is the third open card.
    ...toTasks(records, TRELLO_COLUMNS, used, (n) => n),
  };
}

/** Reads a file into tasks (throws ImportFileError naming the row and column of the first problem). */
export function readImportFile(format: ImportFormat, text: string, mapping: ColumnMapping | null = null): ReadFile {
  return format === "trello" ? readTrello(text, mapping) : readCsv(format, text, mapping);
}

/** The format a file's name and first characters suggest. */
export function guessFormat(fileName: string, text: string): ImportFormat {
  if (fileName.toLowerCase().endsWith(".json") || text.trimStart().startsWith("{")) return "trello";
  const header = text.slice(0, 2000).split(/\r?\n/)[0].toLowerCase();
  if (header.includes("summary") && header.includes("issue key")) return "jira-csv";
  return header.includes("task id") && header.includes("section/column") ? "asana-csv" : "csv";
}
