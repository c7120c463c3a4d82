import { describe, expect, it } from "vitest";
import type { GeneratedPlanInput } from "../../core/schemas/plan";
import { listTasks, uniqueEmail } from "../board/support";
import { api, json, signIn } from "../support/api";

// Issue 14: a plan's subtasks (parentIndex) are saved as board subtasks of the created parent task,
// and a plan whose subtasks are wrong is refused with what is wrong, before anything is saved.

const PLAN: GeneratedPlanInput = {
  name: "Bakery website",
  description: "",
  milestones: [
    { name: "Build", description: "", dueDate: "2031-02-14" },
    { name: "Launch", description: "", dueDate: "2031-03-31" },
  ],
  tasks: [
    { name: "Write copy", description: "", dueDate: "2031-03-10", priority: "medium", milestoneIndex: 1, parentIndex: 2 },
    { name: "Design the pages", description: "", dueDate: "2031-02-14", priority: "high", milestoneIndex: 0 },
    { name: "Launch site", description: "", dueDate: "2031-03-31", priority: "high", milestoneIndex: 1 },
    { name: "Pick hosting", description: "", dueDate: "2031-03-12", priority: "low", milestoneIndex: 1, parentIndex: 2 },
    { name: "Thank the testers", description: "", dueDate: null, priority: "low", milestoneIndex: null },
  ],
  timeline: { startDate: "2031-01-06", endDate: "2031-03-31" },
  dependencies: [{ predecessor: 0, successor: 3, type: "FS", lagDays: 0 }],
};

describe("plan subtasks on save", () => {
  it("become subtasks of the created parent task, which stays in its milestone", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const res = await api("POST", "/api/projects/from-plan", { as: ada, body: { plan: PLAN } });
    expect(res.status).toBe(201);
    const { id } = await json<{ id: number }>(res);
    const { tasks } = await listTasks(ada, id);
    const byName = (name: string) => tasks.find((t) => t.name === name)!;
    expect(tasks).toHaveLength(7);
    expect(byName("Launch site").parentTaskId).toBe(byName("Launch").id);
    // Listed before its parent in the plan: still created after it, under it.
    expect(byName("Write copy").parentTaskId).toBe(byName("Launch site").id);
    expect(byName("Pick hosting").parentTaskId).toBe(byName("Launch site").id);
    expect(byName("Design the pages").parentTaskId).toBe(byName("Build").id);
    expect(byName("Thank the testers").parentTaskId).toBeNull();
    // The plan's links still find their tasks by index.
    const deps = await json<Array<{ predecessorId: string; successorId: string }>>(
      await api("GET", `/api/projects/${id}/dependencies`, { as: ada }),
    );
    expect(deps.map((d) => [d.predecessorId, d.successorId])).toEqual([[byName("Write copy").id, byName("Pick hosting").id]]);
  });

  it("refuses a bad parentIndex with a 400 that says what is wrong, and saves nothing", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const before = await json<unknown[]>(await api("GET", "/api/projects", { as: ada }));
    const withParent = (i: number, parentIndex: number) => ({
      ...PLAN,
      tasks: PLAN.tasks.map((t, j) => (j === i ? { ...t, parentIndex } : t)),
    });
    const cases: Array<[GeneratedPlanInput, string]> = [
      [withParent(4, 9), "Task 4 “Thank the testers” is a subtask of task 9, which is not in the plan (it has 5 tasks)."],
      [withParent(4, 4), "Task 4 “Thank the testers” can't be a subtask of itself."],
      [
        withParent(2, 0),
        "Task 0 “Write copy” is a subtask of “Launch site”, which is itself a subtask: plans nest subtasks one level deep.",
      ],
      [withParent(1, 2), "Task 1 “Design the pages” must be in the same milestone as its parent “Launch site”."],
    ];
    for (const [plan, message] of cases) {
      const res = await api("POST", "/api/projects/from-plan", { as: ada, body: { plan } });
      expect(res.status, message).toBe(400);
      expect((await json<{ message: string }>(res)).message).toBe(message);
    }
    const negative = await api("POST", "/api/projects/from-plan", { as: ada, body: { plan: withParent(0, -1) } });
    expect(negative.status).toBe(400);
    expect(await json<unknown[]>(await api("GET", "/api/projects", { as: ada }))).toEqual(before);
  });

  it("refuses a feedback round on a plan whose subtasks are wrong", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const res = await api("POST", "/api/ai/generate-plan", {
      as: ada,
      body: { idea: "Bakery website", feedback: { text: "fewer tasks", plan: { ...PLAN, tasks: [{ ...PLAN.tasks[1], parentIndex: 0 }] } } },
    });
    expect(res.status).toBe(400);
    expect((await json<{ message: string }>(res)).message).toBe("Task 0 “Design the pages” can't be a subtask of itself.");
  });
});
