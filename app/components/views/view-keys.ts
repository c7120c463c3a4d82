import type { CustomField } from "../../../core/schemas/custom-field";
import type { Label } from "../../../core/schemas/labels";
import type { FilterOp, ViewFilter, ViewKey, ViewQuery } from "../../../core/schemas/saved-view";
import type { BoardStatus } from "../../../core/schemas/statuses";
import type { MemberView } from "../../../core/schemas/team";
import { displayName } from "../../../core/user-display";
import { priorityLabel, statusLabel, TASK_STATUSES } from "../../lib/task-display";

// Issue 25: what the view bar offers to filter, group and sort by, built from the project's own
// statuses, labels, members and fields. Each key says which conditions fit it and, for a choice,
// which values; the chips and the group headings read their words from here too.

export type ValueKind = "choice" | "date" | "text" | "number" | "checkbox" | "none";

export interface KeyChoice {
  /** The value as the view stores it (null: "no value"). */
  value: string | number | null;
  label: string;
}

export interface ViewKeyInfo {
  key: ViewKey;
  label: string;
  kind: ValueKind;
  ops: FilterOp[];
  choices: KeyChoice[];
  groupable: boolean;
  sortable: boolean;
}

export interface ViewCatalogueInput {
  statuses: BoardStatus[];
  labels: Label[];
  members: MemberView[];
  fields: CustomField[];
}

export const OP_LABEL: Record<FilterOp, string> = {
  is: "is",
  isNot: "is not",
  empty: "is empty",
  notEmpty: "is not empty",
  before: "is before",
  after: "is after",
  gt: "is more than",
  lt: "is less than",
  contains: "contains",
};

const CHOICE_OPS: FilterOp[] = ["is", "isNot", "empty", "notEmpty"];
const DATE_OPS: FilterOp[] = ["before", "after", "empty", "notEmpty"];
const TEXT_OPS: FilterOp[] = ["contains", "empty", "notEmpty"];
const NUMBER_OPS: FilterOp[] = ["gt", "lt", "is", "empty", "notEmpty"];

/** The ops that take no value. */
export const NO_VALUE_OPS: ReadonlySet<FilterOp> = new Set(["empty", "notEmpty"]);

function memberChoices(members: MemberView[]): KeyChoice[] {
  return members.map((m) => ({ value: m.userId, label: displayName(m.user) }));
}

/** Every key the project's tasks can be viewed by, in the order the menus list them. */
export function viewCatalogue({ statuses, labels, members, fields }: ViewCatalogueInput): ViewKeyInfo[] {
  const keys: ViewKeyInfo[] = [];
  const choice = (key: ViewKey, label: string, choices: KeyChoice[], sortable = true): ViewKeyInfo => ({
    key,
    label,
    kind: "choice",
    ops: CHOICE_OPS,
    choices,
    groupable: true,
    sortable,
  });
  if (statuses.length > 0) {
    const ordered = [...statuses].sort((a, b) => a.order - b.order);
    keys.push(
      choice(
        "statusId",
        "Status",
        ordered.map((s) => ({ value: s.id, label: s.name })),
      ),
    );
  }
  keys.push(
    choice(
      "category",
      statuses.length > 0 ? "Status category" : "Status",
      TASK_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
    ),
  );
  if (labels.length > 0)
    keys.push(
      choice(
        "label",
        "Label",
        labels.map((l) => ({ value: l.id, label: l.name })),
        false,
      ),
    );
  keys.push(choice("assignee", "Assignee", [{ value: null, label: "Unassigned" }, ...memberChoices(members)]));
  keys.push(
    choice(
      "priority",
      "Priority",
      ["high", "medium", "low"].map((p) => ({ value: p, label: priorityLabel(p) })),
    ),
  );
  const date = (key: ViewKey, label: string): ViewKeyInfo => ({
    key,
    label,
    kind: "date",
    ops: DATE_OPS,
    choices: [],
    groupable: true,
    sortable: true,
  });
  keys.push(date("dueDate", "Due date"), date("startDate", "Start date"));
  keys.push({ key: "name", label: "Name", kind: "text", ops: TEXT_OPS, choices: [], groupable: false, sortable: true });
  keys.push(
    { key: "createdAt", label: "Created", kind: "date", ops: ["before", "after"], choices: [], groupable: false, sortable: true },
    { key: "updatedAt", label: "Updated", kind: "date", ops: ["before", "after"], choices: [], groupable: false, sortable: true },
  );
  for (const f of fields) keys.push(fieldKey(f, members));
  return keys;
}

function fieldKey(f: CustomField, members: MemberView[]): ViewKeyInfo {
  const none: KeyChoice[] = [];
  const key: ViewKey = `field:${f.id}`;
  const base = { key, label: f.name, choices: none, groupable: false, sortable: true };
  switch (f.type) {
    case "single-select":
    case "multi-select":
      return { ...base, kind: "choice", ops: CHOICE_OPS, choices: f.options.map((o) => ({ value: o.id, label: o.name })), groupable: true };
    case "person":
      return { ...base, kind: "choice", ops: CHOICE_OPS, choices: memberChoices(members), groupable: true };
    case "checkbox":
      return { ...base, kind: "checkbox", ops: ["is"], groupable: true };
    case "date":
      return { ...base, kind: "date", ops: DATE_OPS, groupable: true };
    case "number":
      return { ...base, kind: "number", ops: NUMBER_OPS };
    default:
      return { ...base, kind: "text", ops: TEXT_OPS };
  }
}

const asList = (v: ViewFilter["value"]) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** "Priority is High or Medium": a filter in words (a key the project no longer has reads as its raw key). */
export function describeFilter(f: ViewFilter, info: ViewKeyInfo | undefined): string {
  const label = info?.label ?? (f.key.startsWith("field:") ? "A removed field" : f.key);
  if (NO_VALUE_OPS.has(f.op)) return `${label} ${OP_LABEL[f.op]}`;
  const values = asList(f.value);
  if (info?.kind === "checkbox") return `${label} ${values[0] === true ? "is checked" : "is not checked"}`;
  const words = values.map((v) => {
    const c = info?.choices.find((x) => x.value === v);
    return c ? c.label : v === null ? "no value" : String(v);
  });
  return `${label} ${OP_LABEL[f.op]} ${words.join(" or ")}`;
}

/** A group's heading: the value's name ("No assignee" style words for tasks without one). */
export function groupHeading(key: ViewKey, value: string, info: ViewKeyInfo | undefined): string {
  if (value === "") return `No ${(info?.label ?? "value").toLowerCase()}`;
  if (info?.kind === "checkbox") return value === "true" ? `${info.label}: checked` : `${info.label}: not checked`;
  const c = info?.choices.find((x) => String(x.value) === value);
  if (c) return c.label;
  if (key === "category" || key === "status") return statusLabel(value);
  return value;
}

/** Two views ask for the same tasks in the same order. */
export function sameView(a: ViewQuery, b: ViewQuery): boolean {
  return JSON.stringify(normalise(a)) === JSON.stringify(normalise(b));
}

function normalise(v: ViewQuery): ViewQuery {
  return { text: v.text.trim(), filters: v.filters, groupBy: v.groupBy, sort: v.sort };
}
