import { must } from "../../core/must";
import { type CreateLabelInput, LABEL_COLORS, type Label, MAX_LABELS_PER_PROJECT, type UpdateLabelInput } from "../../core/schemas/labels";
import type { Task } from "../../core/schemas/task";
import { randomId } from "../auth/tokens";
import { storedEnum } from "../db/stored-enum";
import { BoardRejection, type Changeset } from "./changeset";
import type { BoardStore } from "./store";

// A project's labels (issue 25), in the board's storage so no task write reads D1. A label's own
// changes reach open boards as a `labels` message (the whole list, like the project's details); the
// labels on a task are task fields, so putting one on or taking it off is a board op: logged, live and
// undoable like any edit.

export const LABEL_NOT_FOUND = "Label not found";

interface LabelRow extends Record<string, SqlStorageValue> {
  id: string;
  name: string;
  color: string;
  ord: number;
}

// A color this version does not know shows as gray: the label itself still reads and can be recolored.
const toLabel = (projectId: number, r: LabelRow): Label => ({
  id: r.id,
  projectId,
  name: r.name,
  color: storedEnum(LABEL_COLORS, r.color, { column: "board labels.color", key: r.id }) ?? "gray",
  order: r.ord,
});

export function listLabels(store: BoardStore): Label[] {
  return store.sql
    .exec<LabelRow>("SELECT * FROM labels ORDER BY ord, id")
    .toArray()
    .map((r) => toLabel(store.projectId, r));
}

function getLabel(store: BoardStore, id: string): Label {
  const row = store.sql.exec<LabelRow>("SELECT * FROM labels WHERE id = ?", id).toArray()[0];
  if (!row) throw new BoardRejection(404, LABEL_NOT_FOUND);
  return toLabel(store.projectId, row);
}

function refuseSameName(store: BoardStore, name: string, exceptId: string | null): void {
  const clash = listLabels(store).find((l) => l.id !== exceptId && l.name.toLowerCase() === name.toLowerCase());
  if (clash) throw new BoardRejection(409, `There is already a label “${clash.name}” in this project.`);
}

export function createLabel(store: BoardStore, input: CreateLabelInput): Label {
  const labels = listLabels(store);
  if (labels.length >= MAX_LABELS_PER_PROJECT) throw new BoardRejection(409, `A project has at most ${MAX_LABELS_PER_PROJECT} labels.`);
  refuseSameName(store, input.name, null);
  const label: Label = {
    id: `${store.projectId}-${randomId()}`,
    projectId: store.projectId,
    name: input.name,
    color: input.color,
    order: labels.length === 0 ? 0 : Math.max(...labels.map((l) => l.order)) + 1,
  };
  store.sql.exec("INSERT INTO labels (id, name, color, ord) VALUES (?, ?, ?, ?)", label.id, label.name, label.color, label.order);
  return label;
}

export function updateLabel(store: BoardStore, id: string, patch: UpdateLabelInput): Label {
  const current = getLabel(store, id);
  if (patch.name !== undefined) refuseSameName(store, patch.name, id);
  const next = { ...current, name: patch.name ?? current.name, color: patch.color ?? current.color };
  store.sql.exec("UPDATE labels SET name = ?, color = ? WHERE id = ?", next.name, next.color, id);
  // Renamed: the task index carries label names for search, so every task with it is projected again
  // (the tasks themselves did not change: no op, no new version).
  if (next.name !== current.name) for (const taskId of tasksWithLabel(store, id)) store.enqueue(`task:${taskId}`, store.version());
  if (patch.order !== undefined) {
    // Moved: every label is renumbered 0…n-1 with this one at its new place. Tasks keep their labels in
    // the project's order, so theirs follow the next time they are written (chips read the project's order).
    const others = listLabels(store).filter((l) => l.id !== id);
    const at = Math.min(patch.order, others.length);
    for (const [i, l] of [...others.slice(0, at), next, ...others.slice(at)].entries())
      store.sql.exec("UPDATE labels SET ord = ? WHERE id = ?", i, l.id);
    next.order = at;
  }
  return next;
}

function tasksWithLabel(store: BoardStore, labelId: string): string[] {
  return store.sql
    .exec<{ id: string }>(
      "SELECT items.id FROM items, json_each(items.label_ids) WHERE items.label_ids IS NOT NULL AND json_each.value = ?",
      labelId,
    )
    .toArray()
    .map((r) => r.id);
}

/** Deletes a label and takes it off every task that has it, each as a task edit (so it can be undone task by task). */
export function deleteLabel(cs: Changeset, id: string): void {
  const { store } = cs;
  getLabel(store, id);
  for (const taskId of tasksWithLabel(store, id)) {
    const current = must(store.get(taskId), "a task found by its label is on the board");
    const next: Task = {
      ...current,
      labelIds: (current.labelIds ?? []).filter((l) => l !== id),
      version: current.version + 1,
      updatedAt: cs.now,
    };
    store.replace(next);
    cs.record("updated", { labelIds: next.labelIds }, current, next);
  }
  store.sql.exec("DELETE FROM labels WHERE id = ?", id);
}

/** A task's labels as written: each must be one of the project's; kept in the project's label order. */
export function checkedLabelIds(store: BoardStore, ids: string[]): string[] {
  if (ids.length === 0) return [];
  const labels = listLabels(store);
  const known = new Set(labels.map((l) => l.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new BoardRejection(400, "A label on this task is not one of this project's labels.");
  const wanted = new Set(ids);
  return labels.filter((l) => wanted.has(l.id)).map((l) => l.id);
}
