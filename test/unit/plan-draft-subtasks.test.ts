import { describe, expect, it } from "vitest";
import { applyAll, diffPlans } from "../../app/components/ai/plan-diff";
import { fromDraft, nestDraftTasks, toDraft, withoutTask } from "../../app/components/ai/plan-draft";
import { type GeneratedPlan, generatedPlanSchema } from "../../core/schemas/plan";

// The review step's in-memory plan (issue 14): subtasks follow their parent by key, so deleting or
// reordering tasks never re-targets one, and what is sent on save passes the server's rules.

const PLAN: GeneratedPlan = generatedPlanSchema.parse({
  name: "Bakery website",
  description: "",
  milestones: [
    { name: "Build", description: "", dueDate: "2031-02-14" },
    { name: "Launch", description: "", dueDate: "2031-03-31" },
  ],
  tasks: [
    { name: "Design the pages", description: "", dueDate: "2031-02-14", priority: "high", milestoneIndex: 0 },
    { name: "Write copy", description: "", dueDate: "2031-03-10", priority: "medium", milestoneIndex: 1, parentIndex: 3 },
    { name: "Set up newsletter", description: "", dueDate: "2031-03-11", priority: "low", milestoneIndex: 1 },
    { name: "Launch site", description: "", dueDate: "2031-03-31", priority: "high", milestoneIndex: 1 },
    { name: "Pick hosting", description: "", dueDate: "2031-03-12", priority: "low", milestoneIndex: 1, parentIndex: 3 },
  ],
  timeline: { startDate: "2031-01-06", endDate: "2031-03-31" },
  dependencies: [{ predecessor: 1, successor: 4, type: "FS", lagDays: 0 }],
});

const names = (plan: GeneratedPlan) =>
  plan.tasks.map((t) => [t.name, t.parentIndex === null ? null : plan.tasks[t.parentIndex]?.name, t.milestoneIndex]);

describe("plan draft subtasks", () => {
  it("round-trips the nesting", () => {
    expect(fromDraft(toDraft(PLAN))).toMatchObject({ tasks: PLAN.tasks.map((t) => ({ ...t, userAdded: false })) });
  });

  it("lists each subtask right under its parent", () => {
    expect(nestDraftTasks(toDraft(PLAN)).map(({ task, parent }) => [task.name, parent?.name ?? null])).toEqual([
      ["Design the pages", null],
      ["Set up newsletter", null],
      ["Launch site", null],
      ["Write copy", "Launch site"],
      ["Pick hosting", "Launch site"],
    ]);
  });

  it("keeps the subtasks of a deleted parent, as tasks of the parent's milestone, and re-indexes the rest", () => {
    const draft = toDraft(PLAN);
    const launch = draft.tasks.find((t) => t.name === "Launch site")!;
    const saved = generatedPlanSchema.parse(fromDraft(withoutTask(draft, launch.key)));
    expect(names(saved)).toEqual([
      ["Design the pages", null, 0],
      ["Write copy", null, 1],
      ["Set up newsletter", null, 1],
      ["Pick hosting", null, 1],
    ]);
    expect(saved.dependencies).toEqual([{ predecessor: 1, successor: 3, type: "FS", lagDays: 0 }]);
  });

  it("saves a subtask in its parent's milestone whatever the draft says, and re-points after a removal before it", () => {
    const draft = toDraft(PLAN);
    const first = draft.tasks[0]!;
    const moved = { ...draft, tasks: draft.tasks.map((t) => (t.name === "Write copy" ? { ...t, milestoneKey: null } : t)) };
    const saved = generatedPlanSchema.parse(fromDraft(withoutTask(moved, first.key)));
    expect(names(saved)).toEqual([
      ["Write copy", "Launch site", 1],
      ["Set up newsletter", null, 1],
      ["Launch site", null, 1],
      ["Pick hosting", "Launch site", 1],
    ]);
  });

  it("proposes a feedback round's new parent as a change and applies it by key", () => {
    const draft = toDraft(PLAN);
    const proposed = { ...PLAN, tasks: PLAN.tasks.map((t, i) => (i === 2 ? { ...t, parentIndex: 3 } : t)) };
    const changes = diffPlans(draft, proposed);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ type: "changed", kind: "task", name: "Set up newsletter", fields: ["parent"] });
    const next = generatedPlanSchema.parse(fromDraft(applyAll(draft, changes)));
    expect(names(next)[2]).toEqual(["Set up newsletter", "Launch site", 1]);
  });

  it("adds a proposed subtask under its parent, and removes a parent keeping its subtasks", () => {
    const draft = toDraft(PLAN);
    const proposed = {
      ...PLAN,
      tasks: [
        ...PLAN.tasks.filter((t) => t.name !== "Launch site"),
        { ...PLAN.tasks[0]!, name: "Test the contact form", milestoneIndex: 0, parentIndex: 0 },
      ],
      dependencies: [],
    };
    const next = generatedPlanSchema.parse(fromDraft(applyAll(draft, diffPlans(draft, proposed))));
    expect(names(next).filter(([, parent]) => parent !== null)).toEqual([["Test the contact form", "Design the pages", 0]]);
    expect(next.tasks.map((t) => t.name)).toEqual(expect.arrayContaining(["Write copy", "Pick hosting"]));
  });
});
