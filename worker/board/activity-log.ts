import { sameValue } from "../../core/fields/validate";
import { must } from "../../core/must";
import type { ActivityChange, ActivityDates, ActivityEntry, ActivityLink, ActivitySchedule } from "../../core/schemas/activity";
import type { Task } from "../../core/schemas/task";
import { type EventRow, FIELDS, toEvent } from "./history";
import type { LoggedEvent } from "./history-events";
import { listLabels } from "./labels";
import { listStatuses } from "./statuses";
import type { BoardStore } from "./store";

// The Activity view's rows (issue 14, decision 019) from the board's event log: a task's create,
// edit or delete, and the board-wide ops that are undoable too: a link added or removed, the dates an
// auto-schedule (or a bar moved with its successors) wrote. Filterable by person and by task; a link
// or a schedule is about each task it names.

export interface ActivityFilter {
  actor?: number;
  task?: string;
  before?: number;
  limit: number;
}

export type RawActivity = Omit<ActivityEntry, "actor"> & { actorId: number };

/** The rows that concern a task: its own changes, links it is an end of, schedules that moved it. */
const ABOUT_TASK = `(
  json_extract(op, '$.id') = ?1
  OR (json_extract(op, '$.kind') = 'linked' AND ?1 IN (json_extract(after, '$.predecessorId'), json_extract(after, '$.successorId')))
  OR (json_extract(op, '$.kind') = 'unlinked' AND ?1 IN (json_extract(before, '$.predecessorId'), json_extract(before, '$.successorId')))
  OR (json_extract(op, '$.kind') = 'scheduled' AND EXISTS (SELECT 1 FROM json_each(events.after) WHERE json_extract(value, '$.id') = ?1))
)`;

/** The log, newest first, filtered by person and task, a page at a time. */
export function activity(store: BoardStore, f: ActivityFilter): { items: RawActivity[]; nextBefore: number | null } {
  const where: string[] = [];
  const args: SqlStorageValue[] = [];
  // Numbered parameters: ?1 is the task (used four times), the others follow it.
  if (f.task !== undefined) {
    args.push(f.task);
    where.push(ABOUT_TASK);
  }
  if (f.actor !== undefined) {
    args.push(f.actor);
    where.push(`actor_id = ?${args.length}`);
  }
  if (f.before !== undefined) {
    args.push(f.before);
    where.push(`version < ?${args.length}`);
  }
  args.push(f.limit + 1);
  const rows = store.sql
    .exec<EventRow>(
      `SELECT * FROM events ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY version DESC LIMIT ?${args.length}`,
      ...args,
    )
    .toArray();
  // A row that can't be read back (logged) is left out of the page; the cursor still counts it.
  const page = rows.slice(0, f.limit).flatMap((r) => toEvent(r) ?? []);
  const names = new TaskNames(store);
  const lastDelete = new Map<string, number>();
  const isRestorable = (e: LoggedEvent) => {
    if (e.kind !== "deleted" || store.get(e.id)) return false;
    if (!lastDelete.has(e.id)) {
      const latest = store.sql
        .exec<{ v: number }>(
          "SELECT max(version) AS v FROM events WHERE json_extract(op, '$.kind') = 'deleted' AND json_extract(op, '$.id') = ?",
          e.id,
        )
        .one().v;
      lastDelete.set(e.id, latest);
    }
    return lastDelete.get(e.id) === e.version;
  };
  const items = page.map((e): RawActivity => {
    const base = { version: e.version, at: e.at, actorId: e.actorId, kind: e.kind, history: e.history, via: e.via };
    if (e.link) {
      const link = linkOf(e, names);
      return { ...base, taskId: link.successorId, taskName: link.successorName, link, schedule: null, changes: [], restorable: false };
    }
    if (e.dates) {
      const schedule = scheduleOf(e);
      const first = schedule.tasks[0];
      return {
        ...base,
        taskId: first?.taskId ?? "",
        taskName: first?.taskName ?? "",
        link: null,
        schedule,
        changes: [],
        restorable: false,
      };
    }
    const task = must(e.after ?? e.before, "a task event has its task");
    const changes: ActivityChange[] =
      e.kind === "updated" ? changesOf(must(e.before, "an update has a before"), must(e.after, "an update has an after"), names) : [];
    return { ...base, taskId: e.id, taskName: task.name, link: null, schedule: null, changes, restorable: isRestorable(e) };
  });
  return { items, nextBefore: rows.length > f.limit ? rows[f.limit - 1].version : null };
}

/**
 * A task edit's fields, before and after. Issue 25: a status and labels read as their names; a status
 * change that also changed the category is listed once, as the category (`status`), as before.
 */
function changesOf(before: Task, after: Task, names: TaskNames): ActivityChange[] {
  const fields = FIELDS.filter((k) => !sameValue(before[k], after[k]));
  // The category change keeps its long-standing row; a move between statuses of one category is listed by name.
  const shown = fields.includes("status") ? fields.filter((k) => k !== "statusId") : fields;
  return shown.map((k) => {
    if (k === "statusId") return { field: k, before: names.status(before.statusId), after: names.status(after.statusId) };
    if (k === "labelIds") return { field: k, before: names.labels(before.labelIds), after: names.labels(after.labelIds) };
    return { field: k, before: (before[k] ?? null) as ActivityChange["before"], after: (after[k] ?? null) as ActivityChange["after"] };
  });
}

function linkOf(e: LoggedEvent, names: TaskNames): ActivityLink {
  const d = must(e.link, "a link event has its link");
  return {
    predecessorId: d.predecessorId,
    predecessorName: names.of(d.predecessorId),
    successorId: d.successorId,
    successorName: names.of(d.successorId),
    type: d.type,
    lagDays: d.lagDays,
  };
}

function scheduleOf(e: LoggedEvent): ActivitySchedule {
  const { before, after } = must(e.dates, "a schedule event has its dates");
  const olds = new Map(before.map((t) => [t.id, t]));
  const dates = (t: Task | undefined) => ({ startDate: t?.startDate ?? null, dueDate: t?.dueDate ?? null });
  const tasks: ActivityDates[] = after.map((t) => ({ taskId: t.id, taskName: t.name, before: dates(olds.get(t.id)), after: dates(t) }));
  const source = e.history ? "history" : e.input && "respectCapacity" in e.input ? "auto" : "move";
  return { source, tasks };
}

/** A task's name now, or the last it had before it was deleted (from the log), once per page. */
class TaskNames {
  private known = new Map<string, string>();
  constructor(private store: BoardStore) {}

  of(id: string): string {
    const cached = this.known.get(id);
    if (cached !== undefined) return cached;
    let name = this.store.get(id)?.name;
    if (name === undefined) {
      const row = this.store.sql
        .exec<{ name: string | null }>(
          "SELECT json_extract(before, '$.name') AS name FROM events WHERE json_extract(op, '$.kind') = 'deleted' AND json_extract(op, '$.id') = ? ORDER BY version DESC LIMIT 1",
          id,
        )
        .toArray()[0];
      name = row?.name ?? "a deleted task";
    }
    this.known.set(id, name);
    return name;
  }

  private definitions: { statuses: Map<string, string>; labels: Map<string, string> } | null = null;

  private defs() {
    this.definitions ??= {
      statuses: new Map(listStatuses(this.store).map((s) => [s.id, s.name])),
      labels: new Map(listLabels(this.store).map((l) => [l.id, l.name])),
    };
    return this.definitions;
  }

  /** A status by name; one deleted since reads as such. */
  status(id: string | undefined): string | null {
    if (!id) return null;
    return this.defs().statuses.get(id) ?? "a deleted status";
  }

  /** Labels by name, comma-separated (deleted ones left out); null when none. */
  labels(ids: string[] | undefined): string | null {
    const names = (ids ?? []).flatMap((id) => this.defs().labels.get(id) ?? []);
    return names.length > 0 ? names.join(", ") : null;
  }
}
