import { byName, setsLabels } from "../carry";
import { type ProviderClient, ProviderError } from "../http";
import type { PulledField } from "../pull-fields";
import { normalText } from "../sync-text";
import type { ProviderSync, PulledItem, PullWants } from "../sync-types";
import { asanaCustomFields, asanaStatusOption, STATUS_FIELD, syncTags, tagGids } from "./carry";
import { listAll as listPages } from "./index";

// Task sync with Asana. A container is an Asana project; an item is a task in it. Asana knows only
// completed or not, so "in progress" is sent as not completed and read back as Kickoff has it.
// A project's task list holds its top-level tasks only: subtasks are read from each task that has
// some (num_subtasks), level by level, and come in as Kickoff subtasks.

type Wrapped<T> = { data: T };

interface AsanaTask {
  gid: string;
  name?: string;
  notes?: string;
  completed?: boolean;
  due_on?: string | null;
  assignee?: { gid: string } | null;
  parent?: { gid: string } | null;
  num_subtasks?: number;
  tags?: Array<{ gid: string; name?: string }>;
  custom_fields?: AsanaFieldValue[];
}

/** A task's custom field value in Asana's published forms (CustomFieldCompact). */
interface AsanaFieldValue {
  gid: string;
  name?: string;
  resource_subtype?: string;
  text_value?: string | null;
  number_value?: number | null;
  enum_value?: { name?: string } | null;
  multi_enum_values?: Array<{ name?: string }>;
  date_value?: { date?: string } | null;
  display_value?: string | null;
}

// The task list gives an assignee as a compact user (no e-mail): e-mails are looked up once per person.
const FIELDS = "name,notes,completed,due_on,assignee,parent,num_subtasks,tags.name";
/** Always read: a "Status" single select carries the task's status name (decision 132). */
const STATUS_FIELDS = ["custom_fields.name", "custom_fields.resource_subtype", "custom_fields.enum_value.name"];
/** Asked for only when the project has fields to read (decision 132): each value in its typed form. */
const CUSTOM_FIELDS = [
  "name",
  "resource_subtype",
  "text_value",
  "number_value",
  "enum_value.name",
  "multi_enum_values.name",
  "date_value.date",
  "display_value",
].map((f) => `custom_fields.${f}`);
/** Tasks whose subtasks are read in one pull: a bound on requests (one per such task) under Asana's rate limit. */
const MAX_PARENTS = 500;

/** Every task of a list (a project's tasks, a task's subtasks), following offset paging. */
const listAll = (c: ProviderClient, path: string, optFields: string) => listPages<AsanaTask>(c, path, { opt_fields: optFields });

/** An Asana value in the export's carried form: option names, a number, a day, else the text Asana shows. */
function carriedValue(v: AsanaFieldValue): PulledField["value"] {
  switch (v.resource_subtype) {
    case "text":
      return v.text_value ?? null;
    case "number":
      return v.number_value ?? null;
    case "enum":
      return v.enum_value?.name ?? null;
    case "multi_enum":
      return (v.multi_enum_values ?? []).map((o) => o.name ?? "").filter(Boolean);
    case "date":
      return v.date_value?.date ?? null;
    case "people":
      return null;
    default:
      return v.display_value ?? null;
  }
}

/** The wanted fields' values of a task, by Asana's field name (the export's match). */
function pulledValues(t: AsanaTask, wants: PullWants | undefined): { fields?: PulledField[] } {
  if (!wants?.fields.length) return {};
  const fields: PulledField[] = [];
  for (const name of wants.fields) {
    const found = byName(t.custom_fields ?? [], name, (v) => v.name);
    if (found) fields.push({ name: found.name ?? name, value: carriedValue(found) });
  }
  return { fields };
}

const pulled = (t: AsanaTask, parent: string | null, emails: Map<string, string | null>, wants?: PullWants): PulledItem => ({
  externalId: t.gid,
  name: (t.name ?? "").trim() || t.gid,
  description: normalText(t.notes),
  status: t.completed ? "done" : "todo",
  dueDate: t.due_on ?? null,
  assigneeEmail: t.assignee ? (emails.get(t.assignee.gid) ?? null) : null,
  parentExternalId: parent,
  labels: (t.tags ?? []).map((tag) => tag.name ?? "").filter(Boolean),
  statusName:
    (t.custom_fields ?? []).find((f) => f.resource_subtype === "enum" && f.name?.trim().toLowerCase() === STATUS_FIELD.toLowerCase())
      ?.enum_value?.name ?? null,
  ...pulledValues(t, wants),
});

export const asanaSync: ProviderSync = {
  twoStates: true,

  containerUrl(_c, containerId) {
    return `https://app.asana.com/0/${containerId}/list`;
  },

  async pushTask(c, containerId, task, externalId, extras) {
    const data = { name: task.name, notes: normalText(task.description), due_on: task.dueDate, completed: task.status === "done" };
    const custom = extras ? await asanaCustomFields(c, containerId, extras, externalId !== null) : {};
    const status = extras ? await asanaStatusOption(c, containerId, extras.statusName, extras) : null;
    if (status) custom[status.field] = status.option;
    extras?.statusHeld?.(status?.name ?? null);
    const customFields = Object.keys(custom).length > 0 ? { custom_fields: custom } : {};
    if (externalId) {
      await c.request("PUT", `/tasks/${encodeURIComponent(externalId)}`, { data: { ...data, ...customFields } });
      if (extras && setsLabels(extras, true)) await syncTags(c, containerId, externalId, extras);
      return externalId;
    }
    const { due_on, ...rest } = data;
    const tags = extras ? await tagGids(c, containerId, extras) : [];
    const created = await c.request<Wrapped<{ gid: string }>>("POST", "/tasks", {
      data: { ...rest, projects: [containerId], ...(due_on ? { due_on } : {}), ...(tags.length > 0 ? { tags } : {}), ...customFields },
    });
    return created.data.gid;
  },

  async setStatus(c, containerId, externalId, status, name) {
    const named = await asanaStatusOption(c, containerId, name, { memo: new Map() });
    await c.request("PUT", `/tasks/${encodeURIComponent(externalId)}`, {
      data: { completed: status === "done", ...(named ? { custom_fields: { [named.field]: named.option } } : {}) },
    });
    return named?.name ?? null;
  },

  async pull(c, containerId, wants) {
    const optFields = [FIELDS, ...(wants?.fields.length ? CUSTOM_FIELDS : STATUS_FIELDS)].join(",");
    const top = await listAll(c, `/projects/${encodeURIComponent(containerId)}/tasks`, optFields);
    // A subtask also added to the project is listed there too: it keeps its parent.
    const found: Array<[AsanaTask, string | null]> = top.map((t) => [t, t.parent?.gid ?? null]);
    const queue = top.filter((t) => (t.num_subtasks ?? 0) > 0);
    const read = new Set<string>();
    for (let parent = queue.shift(); parent && read.size < MAX_PARENTS; parent = queue.shift()) {
      if (read.has(parent.gid)) continue;
      read.add(parent.gid);
      for (const sub of await listAll(c, `/tasks/${encodeURIComponent(parent.gid)}/subtasks`, optFields)) {
        found.push([sub, parent.gid]);
        if ((sub.num_subtasks ?? 0) > 0) queue.push(sub);
      }
    }
    const emails = new Map<string, string | null>();
    for (const [t] of found) {
      const gid = t.assignee?.gid;
      if (!gid || emails.has(gid)) continue;
      // A person who left the workspace (404) or hides their e-mail is simply not matched.
      const user = await c
        .request<Wrapped<{ email?: string }>>("GET", `/users/${encodeURIComponent(gid)}?opt_fields=email`)
        .catch((err: unknown) => {
          if (err instanceof ProviderError && !err.transient) return null;
          throw err;
        });
      emails.set(gid, user?.data?.email ?? null);
    }
    return found.map(([t, parent]) => pulled(t, parent, emails, wants));
  },
};
