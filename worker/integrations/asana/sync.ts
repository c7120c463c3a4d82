import { normalText } from "../sync-text";
import type { ProviderSync, PulledItem } from "../sync-types";

// Task sync with Asana. A container is an Asana project; an item is a task in it. Asana knows only
// completed or not, so "in progress" is sent as not completed and read back as Kickoff has it.

const PAGE = 100;
type Wrapped<T> = { data: T };

interface AsanaTask {
  gid: string;
  name?: string;
  notes?: string;
  completed?: boolean;
  due_on?: string | null;
  assignee?: { email?: string } | null;
}

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
    const out: PulledItem[] = [];
    let offset: string | undefined;
    for (let page = 0; page < 1000; page++) {
      const query = `opt_fields=name,notes,completed,due_on,assignee.email&limit=${PAGE}${offset ? `&offset=${encodeURIComponent(offset)}` : ""}`;
      const res = await c.request<Wrapped<AsanaTask[]> & { next_page?: { offset?: string } | null }>(
        "GET",
        `/projects/${encodeURIComponent(containerId)}/tasks?${query}`,
      );
      for (const t of res.data ?? []) {
        out.push({
          externalId: t.gid,
          name: (t.name ?? "").trim() || t.gid,
          description: normalText(t.notes),
          status: t.completed ? "done" : "todo",
          dueDate: t.due_on ?? null,
          assigneeEmail: t.assignee?.email ?? null,
        });
      }
      offset = res.next_page?.offset;
      if (!offset) break;
    }
    return out;
  },
};
