import { describe, expect, it } from "vitest";
import { api, json, listTasks, signIn, uniqueEmail } from "../board/support";

// Issue 26: saving a plan carries each task's estimate to the board, and the plan's unit to the project.

const plan = (estimateUnit: "hours" | "points") => ({
  name: "Estimated plan",
  description: "",
  milestones: [],
  tasks: [
    { name: "Stated", description: "", dueDate: null, priority: "low", milestoneIndex: null, estimate: 5, estimateText: "5 pts" },
    { name: "Guessed", description: "", dueDate: null, priority: "low", milestoneIndex: null, estimate: 2, estimateGuess: true },
    { name: "None", description: "", dueDate: null, priority: "low", milestoneIndex: null },
  ],
  timeline: { startDate: "2031-01-06", endDate: "2031-02-28" },
  estimateUnit,
});

describe("a saved plan's estimates", () => {
  it.each(["points", "hours"] as const)("become the tasks' estimates, in %s", async (unit) => {
    const owner = await signIn(uniqueEmail("estimates"));
    const res = await api("POST", "/api/projects/from-plan", { as: owner, body: { plan: plan(unit) } });
    expect(res.status).toBe(201);
    const { id } = await json<{ id: number }>(res);
    const { tasks } = await listTasks(owner, id);
    expect(tasks.map((t) => [t.name, t.estimate]).sort()).toEqual([
      ["Guessed", 2],
      ["None", null],
      ["Stated", 5],
    ]);
    const settings = await json(await api("GET", `/api/projects/${id}/time-settings`, { as: owner }));
    expect(settings.estimateUnit).toBe(unit);
  });
});
