import { describe, expect, it } from "vitest";
import { firstPlanProblem } from "../../app/components/ai/plan-check";
import type { DraftPlan } from "../../app/components/ai/plan-draft";
import { sourceLabel } from "../../app/components/project/project-header";

const draft = (over: Partial<DraftPlan> = {}): DraftPlan => ({
  name: "Bakery website",
  description: "",
  timeline: { startDate: "2031-01-06", endDate: "2031-05-30" },
  notices: [],
  milestones: [{ key: "m1", name: "Launch", description: "", dueDate: null, sourceText: null }],
  tasks: [
    {
      key: "t1",
      name: "Draft the sitemap",
      description: "",
      dueDate: null,
      priority: "high",
      milestoneKey: "m1",
      parentKey: null,
      sourceText: null,
    },
    {
      key: "t2",
      name: "Build checkout",
      description: "",
      dueDate: null,
      priority: "medium",
      milestoneKey: null,
      parentKey: null,
      sourceText: null,
    },
    {
      key: "t3",
      name: "Write copy",
      description: "",
      dueDate: null,
      priority: "low",
      milestoneKey: null,
      parentKey: null,
      sourceText: null,
    },
  ],
  ...over,
});

describe("firstPlanProblem (issue 15 #3)", () => {
  it("passes a plan the server accepts", () => {
    expect(firstPlanProblem(draft())).toBeNull();
  });
  it("names the row with the empty name", () => {
    const d = draft();
    d.tasks[2] = { ...d.tasks[2], name: "   " };
    expect(firstPlanProblem(d)).toEqual({ message: "Task 3: Task name is required", item: { kind: "task", key: "t3" } });
    const m = draft({ milestones: [{ key: "m1", name: "", description: "", dueDate: null, sourceText: null }] });
    expect(firstPlanProblem(m)?.message).toBe("Milestone 1: Milestone name is required");
  });
  it("says a long project name in words, not the validator's", () => {
    expect(firstPlanProblem(draft({ name: "x".repeat(5000) }))?.message).toBe("Project name is too long (max 120 characters).");
  });
});

describe("sourceLabel", () => {
  it("names import sources and hides ours", () => {
    expect(sourceLabel("ai")).toBeNull();
    expect(sourceLabel("manual")).toBeNull();
    expect(sourceLabel("jira")).toBe("Jira");
    expect(sourceLabel("monday")).toBe("monday.com");
  });
});
