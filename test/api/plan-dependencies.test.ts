import { describe, expect, it } from "vitest";
import type { Dependency } from "../../core/schemas/dependency";
import type { GeneratedPlanInput } from "../../core/schemas/plan";
import { listTasks, uniqueEmail } from "../board/support";
import { api, json, signIn } from "../support/api";

// Issue 12: a plan's links survive the save and land on the new board as dependencies.

const PLAN: GeneratedPlanInput = {
  name: "Bakery website",
  description: "",
  milestones: [
    { name: "Design", description: "", dueDate: "2031-02-14" },
    { name: "Launch", description: "", dueDate: "2031-03-31" },
  ],
  tasks: [
    { name: "Design the pages", description: "", dueDate: "2031-02-14", priority: "high", milestoneIndex: 0 },
    { name: "Build checkout", description: "", dueDate: "2031-03-14", priority: "medium", milestoneIndex: 1 },
    { name: "Launch the site", description: "", dueDate: "2031-03-31", priority: "medium", milestoneIndex: 1 },
  ],
  timeline: { startDate: "2031-01-06", endDate: "2031-03-31" },
  dependencies: [
    { predecessor: 0, successor: 1, type: "FS", lagDays: 0 },
    { predecessor: 1, successor: 2, type: "SS", lagDays: 3 },
  ],
};

describe("plan dependencies on save", () => {
  it("become board dependencies between the saved tasks", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const res = await api("POST", "/api/projects/from-plan", { as: ada, body: { plan: PLAN } });
    expect(res.status).toBe(201);
    const { id } = await json<{ id: number }>(res);
    const { tasks } = await listTasks(ada, id);
    const idOf = (name: string) => tasks.find((t) => t.name === name)!.id;
    const deps = await json<Dependency[]>(await api("GET", `/api/projects/${id}/dependencies`, { as: ada }));
    expect(deps.map((d) => [d.predecessorId, d.successorId, d.type, d.lagDays])).toEqual([
      [idOf("Design the pages"), idOf("Build checkout"), "FS", 0],
      [idOf("Build checkout"), idOf("Launch the site"), "SS", 3],
    ]);
  });

  it("a plan whose links are broken is refused, and nothing is saved", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const before = await json<unknown[]>(await api("GET", "/api/projects", { as: ada }));
    const cyclic = { ...PLAN, dependencies: [...PLAN.dependencies!, { predecessor: 2, successor: 0, type: "FS", lagDays: 0 }] };
    const res = await api("POST", "/api/projects/from-plan", { as: ada, body: { plan: cyclic } });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe("Invalid plan: dependencies.2: closes a cycle");
    const outOfRange = { ...PLAN, dependencies: [{ predecessor: 0, successor: 7, type: "FS", lagDays: 0 }] };
    expect((await api("POST", "/api/projects/from-plan", { as: ada, body: { plan: outOfRange } })).status).toBe(400);
    expect(await json<unknown[]>(await api("GET", "/api/projects", { as: ada }))).toEqual(before);
  });
});
