import type { PushExtras } from "./carry";
import type { ProviderClient } from "./http";
import type { BaseValues, PulledField } from "./pull-fields";

// Part 2 of the provider interface: one task written to, moved in, or read from a linked container.

export type SyncStatus = "todo" | "in-progress" | "done";

/** The fields a sync carries both ways; the base of conflict detection is a record of these. */
export interface SyncFields {
  name: string;
  description: string;
  status: SyncStatus;
  dueDate: string | null;
}

/**
 * What both sides agreed at the last sync: the fields, and (issue 25) the labels' keys (carry.ts
 * labelKey) and the project fields' values by field id (pull-fields.ts).
 */
export type SyncBase = SyncFields & {
  labels?: string[];
  fields?: BaseValues;
  /** Decision 132: the provider's state name after the last sync (null when it did not say) … */
  statusName?: string | null;
  /** … and the task's own status then, so a pull tells who moved it within a category. */
  statusId?: string;
};

export const SYNC_FIELDS = ["name", "description", "status", "dueDate"] as const satisfies ReadonlyArray<keyof SyncFields>;

/** An item read from a container by a pull. */
export interface PulledItem extends SyncFields {
  externalId: string;
  /** The assignee's e-mail where the provider tells it: matched to a project member. */
  assigneeEmail: string | null;
  /**
   * The provider's id of the item this one is a subtask of (Jira sub-task, Asana subtask, monday
   * subitem, indented Smartsheet row); it becomes a Kickoff subtask when that item is on the board.
   */
  parentExternalId?: string | null;
  /** Issue 25: the item's labels (Jira labels, Asana tags, monday tags, Smartsheet Labels column), as the provider names them. */
  labels?: string[];
  /** Issue 25: the item's values of the fields the pull asked for (`PullWants`), by the provider's field name. */
  fields?: PulledField[];
  /**
   * Decision 132: the provider's own name of the item's state (Jira status, monday or Smartsheet
   * Status label, Asana's "Status" option); a project status of that name is taken with its category.
   */
  statusName?: string | null;
}

/** What a pull reads beyond the fixed fields: the project's own fields, by name (decision 124). */
export interface PullWants {
  fields: string[];
}

export interface ProviderSync {
  /** The fields the provider keeps (monday and Smartsheet have no description): only these are compared. */
  fields?: ReadonlyArray<keyof SyncFields>;
  /** Only done / not done (Asana's `completed`): in progress and to do read as the same state. */
  twoStates?: boolean;
  /**
   * Creates (externalId null) or updates the item in the container; returns its id in the provider.
   * `extras` (issue 25): the task's labels and field values, and where to list what cannot go.
   */
  pushTask(client: ProviderClient, containerId: string, task: SyncFields, externalId: string | null, extras?: PushExtras): Promise<string>;
  /**
   * Moves the item to the state named `name` where the provider has one (decision 132), else to the
   * state matching the category `status` (Jira: a transition found by status category). Returns the
   * provider's name of the state the item is in now, or null when it does not tell.
   */
  setStatus(client: ProviderClient, containerId: string, externalId: string, status: SyncStatus, name?: string): Promise<string | null>;
  /** Every item of the container, following the provider's own paging, with the wanted fields' values. */
  pull(client: ProviderClient, containerId: string, wants?: PullWants): Promise<PulledItem[]>;
  /** Where a container is opened in the provider. */
  containerUrl(client: ProviderClient, containerId: string): string;
}
