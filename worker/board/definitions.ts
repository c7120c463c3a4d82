import type { CreateLabelInput, Label, UpdateLabelInput } from "../../core/schemas/labels";
import type { BoardStatus, CreateStatusInput, UpdateStatusInput } from "../../core/schemas/statuses";
import { listLabels } from "./labels";
import { listStatuses } from "./statuses";
import type { BoardStore } from "./store";

/** What a board's tasks pick their labels and statuses from (issue 25): sent with every page and every hello. */
export interface BoardDefinitions {
  labels: Label[];
  statuses: BoardStatus[];
}

export function boardDefinitions(store: BoardStore): BoardDefinitions {
  return { labels: listLabels(store), statuses: listStatuses(store) };
}

/** A change to the labels, as the Worker asks the board for it. */
export type LabelCall =
  | { kind: "create"; input: CreateLabelInput }
  | { kind: "update"; id: string; patch: UpdateLabelInput }
  | { kind: "delete"; id: string };

export type StatusCall =
  | { kind: "create"; input: CreateStatusInput }
  | { kind: "update"; id: string; patch: UpdateStatusInput }
  | { kind: "delete"; id: string; moveTo?: string };
