import { setsLabels } from "../carry";
import { type ProviderClient, ProviderError } from "../http";
import { normalText } from "../sync-text";
import type { ProviderSync, PulledItem } from "../sync-types";
import { asanaCustomFields, syncTags, tagGids } from "./carry";
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
}

// The task list gives an assignee as a compact user (no e-mail): e-mails are looked up once per person.
const FIELDS = "name,notes,completed,due_on,assignee,parent,num_subtasks,tags.name";
/** Tasks whose subtasks are read in one pull: a bound on requests (one per such task) under Asana's rate limit. */
const MAX_PARENTS = 500;

/** Every task of a list (a project's tasks, a task's subtasks), following offset paging. */
const listAll = (c: ProviderClient, path: string) => listPages<AsanaTask>(c, path, { opt_fields: FIELDS });

const pulled = (t: AsanaTask, parent: string | null, emails: Map<string, string | null>): PulledItem => ({
  externalId: t.gid,
  name: (t.name ?? "").trim() || t.gid,
  description: normalText(t.notes),
  status: t.completed ? "done" : "todo",
  dueDate: t.due_on ?? null,
  assigneeEmail: t.assignee ? (emails.get(t.assignee.gid) ?? null) : null,
  parentExternalId: parent,
  labels: (t.tags ?? []).map((tag) => tag.name ?? "").filter(Boolean),
});

export const asanaSync: ProviderSync = {
  twoStates: true,

  containerUrl(_c, containerId) {
    return `https://app.asana.com/0/${containerId}/list`;
  },

  async pushTask(c, containerId, task, externalId, extras) {
    const data = { name: task.name, notes: normalText(task.description), due_on: task.dueDate, completed: task.status === "done" };
    const custom = extras ? await asanaCustomFields(c, containerId, extras, externalId !== null) : {};
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

  async setStatus(c, _containerId, externalId, status) {
    await c.request("PUT", `/tasks/${encodeURIComponent(externalId)}`, { data: { completed: status === "done" } });
  },

  async pull(c, containerId) {
    const top = await listAll(c, `/projects/${encodeURIComponent(containerId)}/tasks`);
    // A subtask also added to the project is listed there too: it keeps its parent.
    const found: Array<[AsanaTask, string | null]> = top.map((t) => [t, t.parent?.gid ?? null]);
    const queue = top.filter((t) => (t.num_subtasks ?? 0) > 0);
    const read = new Set<string>();
    while (queue.length > 0 && read.size < MAX_PARENTS) {
      const parent = queue.shift()!;
      if (read.has(parent.gid)) continue;
      read.add(parent.gid);
      for (const sub of await listAll(c, `/tasks/${encodeURIComponent(parent.gid)}/subtasks`)) {
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
    return found.map(([t, parent]) => pulled(t, parent, emails));
  },
};
