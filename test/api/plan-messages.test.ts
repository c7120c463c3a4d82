import { describe, expect, it } from "vitest";
import { api, json, signIn, uniqueEmail } from "../board/support";

// Issue 15 #3: a refused plan says what is wrong in words, never the validator's raw text.
const plan = (over: Record<string, unknown>) => ({
  plan: { name: "Plan", description: "", milestones: [], tasks: [], timeline: { startDate: "2031-01-06", endDate: "2031-05-30" }, ...over },
});

describe("POST /api/projects/from-plan messages", () => {
  it("explains a project name that is too long", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const res = await api("POST", "/api/projects/from-plan", { as: ada, body: plan({ name: "x".repeat(5000) }) });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe("Project name is too long (max 120 characters).");
  });
  it("explains a task name that is too long", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const task = { name: "y".repeat(201), description: "", dueDate: null, priority: "medium", milestoneIndex: null };
    const res = await api("POST", "/api/projects/from-plan", { as: ada, body: plan({ tasks: [task] }) });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe("Task name is too long (max 200 characters).");
  });
});
