import {
  type CreateFieldInput,
  type CustomField,
  FIELD_TYPES,
  type FieldOption,
  MAX_FIELDS,
  storedFieldOptions,
  type TaskFields,
  type UpdateFieldInput,
} from "../../core/schemas/custom-field";
import type { Task } from "../../core/schemas/task";
import { randomId } from "../auth/tokens";
import { readColumnOrSkip } from "../db/json-column";
import { storedEnum } from "../db/stored-enum";
import { BoardRejection, type Changeset } from "./changeset";
import type { BoardStore } from "./store";
import { newTaskId } from "./task-id";

// Issue 25: the project's own fields, kept on its board next to the values they validate, so no board
// write reads D1 (decision 090). Changing a definition is not a board op; the board pushes the new list
// to its sockets. Removing a field, or an option of it, clears the values that used it as ordinary
// task updates (logged, broadcast, undoable).

export const CUSTOM_FIELDS_MIGRATION = [
  `ALTER TABLE items ADD COLUMN fields TEXT`,
  `CREATE TABLE custom_fields (
     id TEXT PRIMARY KEY,
     name TEXT NOT NULL,
     type TEXT NOT NULL,
     options TEXT NOT NULL,
     position INTEGER NOT NULL,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL
   )`,
];

export const FIELD_NOT_FOUND = "Field not found";

interface FieldRow extends Record<string, SqlStorageValue> {
  id: string;
  name: string;
  type: string;
  options: string;
  position: number;
  created_at: string;
  updated_at: string;
}

/**
 * The field, or null when its type is one this version does not know (a newer version's) or its options
 * do not read: its values could not be read or checked, so the field reads as missing (logged) and the
 * project's other fields still list.
 */
function toField(projectId: number, r: FieldRow): CustomField | null {
  const type = storedEnum(FIELD_TYPES, r.type, { column: "board custom_fields.type", key: r.id });
  const options = readColumnOrSkip(storedFieldOptions, r.options, { column: "board custom_fields.options", key: r.id });
  if (type === null || options === null) return null;
  return { id: r.id, projectId, name: r.name, type, options, position: r.position, createdAt: r.created_at, updatedAt: r.updated_at };
}

export function listFields(store: BoardStore): CustomField[] {
  return store.sql
    .exec<FieldRow>("SELECT * FROM custom_fields ORDER BY position, created_at, id")
    .toArray()
    .flatMap((r) => toField(store.projectId, r) ?? []);
}

export function getField(store: BoardStore, id: string): CustomField | null {
  const row = store.sql.exec<FieldRow>("SELECT * FROM custom_fields WHERE id = ?", id).toArray()[0];
  return row ? toField(store.projectId, row) : null;
}

/** New options get ids; an id sent must be one the field already has. */
function withIds(sent: Array<{ id?: string; name: string }>, existing: FieldOption[]): FieldOption[] {
  return sent.map((o) => {
    if (o.id === undefined) return { id: randomId(5), name: o.name };
    if (!existing.some((e) => e.id === o.id)) throw new BoardRejection(400, `Option "${o.name}" names an id the field does not have.`);
    return { id: o.id, name: o.name };
  });
}

function nameTaken(store: BoardStore, name: string, exceptId: string | null): boolean {
  return listFields(store).some((f) => f.id !== exceptId && f.name.toLowerCase() === name.toLowerCase());
}

export function createField(store: BoardStore, input: CreateFieldInput, now: string): CustomField {
  const all = listFields(store);
  if (all.length >= MAX_FIELDS) throw new BoardRejection(400, `A project has at most ${MAX_FIELDS} fields.`);
  if (nameTaken(store, input.name, null)) throw new BoardRejection(409, `A field named "${input.name}" already exists.`);
  const select = input.type === "single-select" || input.type === "multi-select";
  const field: CustomField = {
    id: newTaskId(store.projectId),
    projectId: store.projectId,
    name: input.name,
    type: input.type,
    options: select ? withIds(input.options ?? [], []) : [],
    position: all.length,
    createdAt: now,
    updatedAt: now,
  };
  store.sql.exec(
    "INSERT INTO custom_fields (id, name, type, options, position, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    field.id,
    field.name,
    field.type,
    JSON.stringify(field.options),
    field.position,
    now,
    now,
  );
  return field;
}

/** Renames, reorders or edits the options; values of a removed option are cleared in the same transaction. */
export function updateField(cs: Changeset, id: string, input: UpdateFieldInput): CustomField {
  const { store } = cs;
  const current = getField(store, id);
  if (!current) throw new BoardRejection(404, FIELD_NOT_FOUND);
  if (input.name !== undefined && nameTaken(store, input.name, id))
    throw new BoardRejection(409, `A field named "${input.name}" already exists.`);
  const select = current.type === "single-select" || current.type === "multi-select";
  if (input.options !== undefined && !select) throw new BoardRejection(400, "Only select fields have options.");
  const options = input.options === undefined ? current.options : withIds(input.options, current.options);
  const next: CustomField = { ...current, name: input.name ?? current.name, options, updatedAt: cs.now };
  if (input.position !== undefined && input.position !== current.position) {
    const order = listFields(store).filter((f) => f.id !== id);
    order.splice(Math.min(input.position, order.length), 0, next);
    order.forEach((f, i) => {
      store.sql.exec("UPDATE custom_fields SET position = ? WHERE id = ?", i, f.id);
    });
    next.position = Math.min(input.position, order.length - 1);
  }
  store.sql.exec(
    "UPDATE custom_fields SET name = ?, options = ?, updated_at = ? WHERE id = ?",
    next.name,
    JSON.stringify(next.options),
    cs.now,
    id,
  );
  const kept = new Set(options.map((o) => o.id));
  const gone = current.options.filter((o) => !kept.has(o.id));
  if (gone.length > 0) {
    clearValues(cs, id, (v) => {
      if (Array.isArray(v)) {
        const left = v.filter((x) => kept.has(x));
        return left.length > 0 ? left : undefined;
      }
      return typeof v === "string" && !kept.has(v) ? undefined : v;
    });
  }
  return next;
}

export function deleteField(cs: Changeset, id: string): void {
  if (!getField(cs.store, id)) throw new BoardRejection(404, FIELD_NOT_FOUND);
  clearValues(cs, id, () => undefined);
  cs.store.sql.exec("DELETE FROM custom_fields WHERE id = ?", id);
  listFields(cs.store).forEach((f, i) => {
    cs.store.sql.exec("UPDATE custom_fields SET position = ? WHERE id = ?", i, f.id);
  });
}

/** Rewrites field `id`'s value on every task that has one (undefined clears it): ordinary task updates. */
function clearValues(cs: Changeset, id: string, keep: (v: TaskFields[string]) => TaskFields[string] | undefined): void {
  const { store } = cs;
  const holders = store.sql
    .exec<{ id: string }>("SELECT id FROM items WHERE fields IS NOT NULL AND json_type(fields, ?) IS NOT NULL", `$."${id}"`)
    .toArray();
  for (const { id: taskId } of holders) {
    const task = store.get(taskId);
    if (!task?.fields || !(id in task.fields)) continue;
    const value = keep(task.fields[id]);
    const fields = { ...task.fields };
    if (value === undefined) delete fields[id];
    else fields[id] = value;
    if (JSON.stringify(fields) === JSON.stringify(task.fields)) continue;
    const next: Task = { ...task, fields, version: task.version + 1, updatedAt: cs.now };
    store.replace(next);
    cs.record("updated", { fields: { [id]: value ?? null } }, task, next);
  }
}

export type FieldCall =
  | { type: "create"; input: CreateFieldInput }
  | { type: "update"; id: string; input: UpdateFieldInput }
  | { type: "delete"; id: string };

/** One change to the project's fields, inside the board's write (the values it clears commit with it). */
export function runFieldCall(cs: Changeset, call: FieldCall): CustomField | null {
  if (call.type === "create") return createField(cs.store, call.input, cs.now);
  if (call.type === "update") return updateField(cs, call.id, call.input);
  deleteField(cs, call.id);
  return null;
}
