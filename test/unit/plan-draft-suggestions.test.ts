import { describe, expect, it } from "vitest";
import { fromDraft, toDraft } from "../../app/components/ai/plan-draft";
import type { GeneratedPlan } from "../../core/schemas/plan";

// The review step keeps the planner's suggestions apart (issue 20): ticked by default only when the
// text listed fewer than three items of its own, and left out of the saved plan unless ticked.

const task = (name: string, suggested = false) => ({
  name,
  description: "",
  dueDate: "2027-01-15",
  priority: "medium" as const,
  milestoneIndex: null,
  sourceText: suggested ? null : name,
  parentIndex: null,
  ...(suggested ? { suggested: true, reason: "A usual step of a website project." } : {}),
});

const plan = (tasks: ReturnType<typeof task>[]): GeneratedPlan => ({
  name: "Bakery site",
  description: "",
  milestones: [],
  tasks,
  timeline: { startDate: "2026-11-23", endDate: "2027-01-29" },
  notices: [],
  dependencies: [{ predecessor: 0, successor: tasks.length - 1, type: "FS", lagDays: 0 }],
});

describe("suggestions on the review step", () => {
  it("leaves suggestions unticked when the text listed three or more items, and out of the saved plan", () => {
    const draft = toDraft(plan([task("Homepage"), task("Menu page"), task("Contact form"), task("Test across browsers", true)]));
    expect(draft.tasks.find((t) => t.suggested)?.included).toBe(false);
    const saved = fromDraft(draft);
    expect(saved.tasks.map((t) => t.name)).toEqual(["Homepage", "Menu page", "Contact form"]);
    // A link to a suggestion left out goes with it.
    expect(saved.dependencies).toEqual([]);
  });

  it("keeps a suggestion the user ticks, still marked as one with its reason", () => {
    const draft = toDraft(plan([task("Homepage"), task("Menu page"), task("Contact form"), task("Test across browsers", true)]));
    const ticked = { ...draft, tasks: draft.tasks.map((t) => (t.suggested ? { ...t, included: true } : t)) };
    const saved = fromDraft(ticked);
    expect(saved.tasks.at(-1)).toMatchObject({
      name: "Test across browsers",
      suggested: true,
      reason: "A usual step of a website project.",
    });
    expect(saved.tasks.at(-1)).not.toHaveProperty("included");
  });

  it("ticks suggestions by default for a one-line idea", () => {
    const draft = toDraft(plan([task("Open a bakery website"), task("Define goals", true), task("Test across browsers", true)]));
    expect(draft.tasks.filter((t) => t.suggested).every((t) => t.included === true)).toBe(true);
    expect(fromDraft(draft).tasks).toHaveLength(3);
  });
});
