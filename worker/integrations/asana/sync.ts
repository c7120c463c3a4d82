import type { ProviderClient } from "../http";
import { normalText } from "../sync-text";
import type { ProviderSync, PulledItem } from "../sync-types";

// Task sync with Asana. A container is an Asana project; an item is a task in it. Asana knows only
// completed or not, so "in progress" is sent as not completed and read back as Kickoff has it.
// A project's task list holds its top-level tasks only: subtasks are read from each task that has
// some (num_subtasks), level by level, and come in as Kickoff subtasks.

const PAGE = 100;
type Wrapped<T> = { data: T };

interface AsanaTask {
  gid: string;
  name?: string;
  notes?: string;
  completed?: boolean;
  due_on?: string | null;
  assignee?: { email?: string } | null;
  parent?: { gid: string } | null;
  num_subtasks?: number;
}

const FIELDS = "name,notes,completed,due_on,assignee.email,parent,num_subtasks";
/** Tasks whose subtasks are read in one pull: a bound on requests (one per such task) under Asana's rate limit. */
const MAX_PARENTS = 500;

/** Every task of a list (a project's tasks, a task's subtasks), following offset paging. */
async function listAll(c: ProviderClient, path: string): Promise<AsanaTask[]> {
  const out: AsanaTask[] = [];
  let offset: string | undefined;
  for (let page = 0; page < 1000; page++) {
    const query = `opt_fields=${FIELDS}&limit=${PAGE}${offset ? `&offset=${encodeURIComponent(offset)}` : ""}`;
    const res = await c.request<Wrapped<AsanaTask[]> & { next_page?: { offset?: string } | null }>("GET", `${path}?${query}`);
    out.push(...(res.data ?? []));
    offset = res.next_page?.offset;
    if (!offset) break;
  }
  return out;
}

const pulled = (t: AsanaTask, parent: string | null): PulledItem => ({
  externalId: t.gid,
  name: (t.name ?? "").trim() || t.gid,
  description: normalText(t.notes),
  status: t.completed ? "done" : "todo",
  dueDate: t.due_on ?? null,
  assigneeEmail: t.assignee?.email ?? null,
  parentExternalId: parent,
});

export const asanaSync: ProviderSync = {
  twoStates: true,

  containerUrl(_c, containerId) {
    return `https://app.asana.com/0/${containerId}/list`;
  },

  async pushTask(c, containerId, task, externalId) {
    const data = { name: task.name, notes: normalText(task.description), due_on: task.dueDate, completed: task.status === "done" };
    if (externalId) {
      await c.request("PUT", `/tasks/${encodeURIComponent(externalId)}`, { data });
      return externalId;
    }
    const { due_on, ...rest } = data;
    const created = await c.request<Wrapped<{ gid: string }>>("POST", "/tasks", {
      data: { ...rest, projects: [containerId], ...(due_on ? { due_on } : {}) },
    });
    return created.data.gid;
  },

  async setStatus(c, _containerId, externalId, status) {
    await c.request("PUT", `/tasks/${encodeURIComponent(externalId)}`, { data: { completed: status === "done" } });
  },

  async pull(c, containerId) {
    const top = await listAll(c, `/projects/${encodeURIComponent(containerId)}/tasks`);
    // A subtask also added to the project is listed there too: it keeps its parent.
    const out = top.map((t) => pulled(t, t.parent?.gid ?? null));
    const queue = top.filter((t) => (t.num_subtasks ?? 0) > 0);
    const read = new Set<string>();
    while (queue.length > 0 && read.size < MAX_PARENTS) {
      const parent = queue.shift()!;
      if (read.has(parent.gid)) continue;
      read.add(parent.gid);
      for (const sub of await listAll(c, `/tasks/${encodeURIComponent(parent.gid)}/subtasks`)) {
        out.push(pulled(sub, parent.gid));
        if ((sub.num_subtasks ?? 0) > 0) queue.push(sub);
      }
    }
    return out;
  },
};
