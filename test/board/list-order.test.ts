import { describe, expect, it } from "vitest";
import { listOrder } from "../../app/lib/board-state";
import type { Task } from "../../core/schemas/task";
import { api, json, listTasks, signIn, uniqueEmail } from "./support";

// Issue 15 #1: ticking a task's status circle must not move its row. A saved plan creates every item
// in one batch; the list keeps the plan's order however statuses change.

const names = (tasks: Task[]) => listOrder(Object.fromEntries(tasks.map((t) => [t.id, t]))).map((t) => t.name);

describe("list order", () => {
  it("keeps a saved plan's rows in place when statuses change", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const tasks = Array.from({ length: 15 }, (_, i) => ({
      name: `Step ${i + 1}`,
      description: "",
      dueDate: null,
      priority: "medium",
      milestoneIndex: null,
    }));
    const res = await api("POST", "/api/projects/from-plan", {
      as: ada,
      body: {
        plan: { name: "Plan", description: "", milestones: [], tasks, timeline: { startDate: "2031-01-06", endDate: "2031-05-30" } },
      },
    });
    expect(res.status).toBe(201);
    const { id: projectId } = await json<{ id: number }>(res);
    const before = await listTasks(ada, projectId);
    const expected = tasks.map((t) => t.name);
    expect(names(before.tasks)).toEqual(expected);

    // Done, then in progress, then back, on rows far apart.
    for (const [name, status] of [
      ["Step 14", "done"],
      ["Step 15", "in-progress"],
      ["Step 3", "done"],
      ["Step 14", "todo"],
    ] as const) {
      const task = (await listTasks(ada, projectId)).tasks.find((t) => t.name === name) as Task;
      const patch = await api("PATCH", `/api/tasks/${task.id}`, {
        as: ada,
        body: { status, isCompleted: status === "done", version: task.version },
      });
      expect(patch.status).toBe(200);
      expect(names((await listTasks(ada, projectId)).tasks)).toEqual(expected);
    }
  });
});
