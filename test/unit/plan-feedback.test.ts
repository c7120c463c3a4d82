import { describe, expect, it } from "vitest";
import { applyAll, applyChange, describeChange, diffPlans } from "../../app/components/ai/plan-diff";
import { fromDraft, toDraft } from "../../app/components/ai/plan-draft";
import { readPartialPlan } from "../../core/ai/partial-plan";
import { generateEmbeddedPlan } from "../../core/planner";
import { applyFeedback } from "../../core/planner/feedback";
import { PlanRefusal } from "../../core/planner/refusal";
import { type GeneratedPlan, generatedPlanSchema } from "../../core/schemas/plan";

// Feedback rounds on the review step: the built-in planner's answer to feedback, the diff against
// the edited plan, and accepting or rejecting each change. Monday 23 November 2026.
const TODAY = new Date("2026-11-23T09:00:00Z");
const IDEA =
  "Website redesign for our bakery, live by end of March 2027.\n1. New sitemap\n2. Design the homepage\n3. Blog section\n4. Contact form with map";
const base = (): GeneratedPlan => generateEmbeddedPlan(IDEA, TODAY);
const names = (p: GeneratedPlan) => p.tasks.map((t) => t.name);

describe("the built-in planner's feedback round", () => {
  it("adds a QA phase before the last milestone, with its tasks, and keeps everything else", () => {
    const plan = base();
    const next = applyFeedback(plan, "Add a QA phase", TODAY);
    expect(generatedPlanSchema.parse(next)).toBeTruthy();
    const qa = next.milestones.findIndex((m) => m.name === "QA");
    expect(qa).toBe(plan.milestones.length - 1);
    expect(next.tasks.filter((t) => t.milestoneIndex === qa).map((t) => t.name)).toEqual([
      "Write test cases for the main flows",
      "Run QA testing",
      "Fix the bugs found in QA",
    ]);
    // Every old task is still there, pointing at the same milestone by name.
    for (const task of plan.tasks) {
      const kept = next.tasks.find((t) => t.name === task.name);
      expect(kept?.dueDate).toBe(task.dueDate);
      expect(next.milestones[kept?.milestoneIndex ?? -1]?.name).toBe(plan.milestones[task.milestoneIndex ?? -1]?.name);
    }
  });

  it("moves the deadline and keeps every date inside the new timeline", () => {
    const next = applyFeedback(base(), "deadline Feb 1", TODAY);
    expect(next.timeline.endDate).toBe("2027-02-01");
    for (const t of next.tasks) expect(t.dueDate && t.dueDate <= "2027-02-01" && t.dueDate >= next.timeline.startDate).toBe(true);
    expect(() => applyFeedback(base(), "deadline Nov 1 2026", TODAY)).toThrow(PlanRefusal);
  });

  it("makes fewer tasks by dropping the planner's own steps first, never the user's items", () => {
    const plan = base();
    const next = applyFeedback(plan, "fewer tasks", TODAY);
    expect(next.tasks.length).toBeLessThan(plan.tasks.length);
    for (const t of plan.tasks.filter((task) => task.sourceText !== null)) expect(names(next)).toContain(t.name);
  });

  it("drops half of the planner's own steps, one of two (issue 27, a mutant of the count)", () => {
    const plan = generateEmbeddedPlan("Write the annual report: collect the numbers, draft the summary", TODAY);
    expect(plan.tasks.filter((t) => t.sourceText === null).map((t) => t.name)).toEqual([
      "Review the result and fix gaps",
      "Deliver the annual report",
    ]);
    const next = applyFeedback(plan, "fewer tasks", TODAY);
    expect(next.tasks.filter((t) => t.sourceText === null).map((t) => t.name)).toEqual(["Deliver the annual report"]);
  });

  it("moves every date to the new deadline's span on working days only", () => {
    const next = applyFeedback(base(), "deadline Feb 5", TODAY);
    const weekend = next.tasks
      .flatMap((t) => [t.startDate, t.dueDate])
      .filter((d) => d && [0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()));
    expect(weekend).toEqual([]);
    expect(next.tasks.every((t) => (t.dueDate ?? "") <= "2027-02-05")).toBe(true);
  });

  it("splits a task in two and removes one by its words", () => {
    const split = applyFeedback(base(), "split the homepage task", TODAY);
    expect(names(split)).toEqual(expect.arrayContaining(["Design the homepage: first draft", "Design the homepage: final version"]));
    expect(names(split)).not.toContain("Design the homepage");
    const removed = applyFeedback(base(), "remove the blog task", TODAY);
    expect(names(removed).some((n) => /blog/i.test(n))).toBe(false);
  });

  it("refuses feedback it cannot act on, naming what it understands", () => {
    expect(() => applyFeedback(base(), "make it pop", TODAY)).toThrow(
      /could not act on “make it pop”.*“fewer tasks”, “add a QA phase”, “deadline Feb 1”/,
    );
    expect(() => applyFeedback(base(), "split the unicorn task", TODAY)).toThrow(/No task matches “unicorn”/);
  });
});

describe("the diff against the edited plan", () => {
  it("lists added, removed and changed items, and keeps user edits the feedback did not touch", () => {
    const draft = toDraft(base());
    // The user's own edits before asking: a renamed task and a changed priority.
    draft.tasks[0] = { ...draft.tasks[0]!, name: "Agree the goals with Maria" };
    draft.tasks[1] = { ...draft.tasks[1]!, priority: "low" };
    const proposal = applyFeedback(fromDraft(draft), "add a QA phase, remove the blog task, deadline Feb 1", TODAY);
    const changes = diffPlans(draft, proposal);
    const added = changes.filter((c) => c.type === "added");
    const removed = changes.filter((c) => c.type === "removed");
    expect(added.map(describeChange)).toEqual(["QA", "Write test cases for the main flows", "Run QA testing", "Fix the bugs found in QA"]);
    expect(removed.map(describeChange)).toEqual([expect.stringMatching(/blog/i)]);
    expect(changes.some((c) => c.kind === "timeline")).toBe(true);
    // Nothing proposes to undo the user's edits.
    expect(changes.some((c) => c.type !== "added" && "key" in c && c.key === draft.tasks[0]?.key && c.type === "removed")).toBe(false);

    // Accept all but the removal: the blog task stays, everything else is the proposal.
    const rejected = removed[0]!;
    const accepted = applyAll(
      draft,
      changes.filter((c) => c !== rejected),
    );
    expect(accepted.tasks.map((t) => t.name)).toContain("Agree the goals with Maria");
    expect(accepted.tasks.find((t) => t.key === draft.tasks[1]?.key)?.priority).toBe("low");
    expect(accepted.tasks.some((t) => /blog/i.test(t.name))).toBe(true);
    expect(accepted.milestones.map((m) => m.name)).toContain("QA");
    expect(accepted.tasks.find((t) => t.name === "Run QA testing")?.milestoneKey).toBe(
      accepted.milestones.find((m) => m.name === "QA")?.key,
    );
    expect(accepted.timeline.endDate).toBe("2027-02-01");
  });

  it("drops a new task's milestone when that milestone was rejected", () => {
    const draft = toDraft(base());
    const changes = diffPlans(draft, applyFeedback(fromDraft(draft), "add a QA phase", TODAY));
    const task = changes.find((c) => c.type === "added" && c.kind === "task");
    const after = applyChange(draft, task!);
    expect(after.tasks.find((t) => t.name === "Write test cases for the main flows")?.milestoneKey).toBeNull();
  });

  it("finds nothing to change when the proposal is the plan", () => {
    const draft = toDraft(base());
    expect(diffPlans(draft, fromDraft(draft))).toEqual([]);
  });
});

describe("partial plans from a streaming model", () => {
  it("reads the name and each complete item, ignoring the one still being written", () => {
    const text =
      '{"name":"Harbour {Festival}","description":"x","milestones":[{"name":"Bookings done","description":"","dueDate":null}],"tasks":[{"name":"Book the \\"stage\\"","description":"a } b"},{"name":"Sign ba';
    expect(readPartialPlan(text)).toEqual({ name: "Harbour {Festival}", milestones: ["Bookings done"], tasks: ['Book the "stage"'] });
    expect(readPartialPlan('{"na')).toEqual({ name: null, milestones: [], tasks: [] });
  });
});
