import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { applyFeedback } from "../../core/planner/feedback";
import { generatedPlanSchema } from "../../core/schemas/plan";
import { planSubtaskProblems, sanitizePlanSubtasks } from "../../core/schemas/plan-subtasks";

// Subtasks from the built-in planner (issue 14): entries the author nested under a piece of work
// become its subtasks, in their own words; groups that are only labels keep their old reading.

const TODAY = new Date("2026-11-23T00:00:00Z");
const plan = (idea: string) => generatedPlanSchema.parse(generateEmbeddedPlan(idea, TODAY));
/** Each task of the user's as [name, parent name or null]. */
const nesting = (idea: string) => {
  const p = plan(idea);
  return new Map(p.tasks.map((t) => [t.name, t.parentIndex === null ? null : (p.tasks[t.parentIndex]?.name ?? "?")]));
};

describe("built-in planner subtasks", () => {
  it("nests markdown sub-bullets under the item above them and keeps the next item at the top", () => {
    const n = nesting("Website for my bakery\n- Launch site\n  - write copy\n  - pick hosting\n- Set up newsletter");
    expect(n.get("Launch site")).toBeNull();
    expect(n.get("Write copy")).toBe("Launch site");
    expect(n.get("Pick hosting")).toBe("Launch site");
    expect(n.get("Set up newsletter")).toBeNull();
    // The parent is shown with the subtask; its description does not repeat it as a heading.
    const p = plan("Website for my bakery\n- Launch site\n  - write copy\n  - pick hosting\n- Set up newsletter");
    expect(p.tasks.find((t) => t.name === "Write copy")?.description ?? "").not.toContain("Launch site");
    expect(p.tasks.find((t) => t.name === "Write copy")?.sourceText).toBe("write copy");
  });

  it("reads outline numbers (1.1 under 1.) as subtasks", () => {
    const n = nesting(
      "Podcast launch\n1. Record the pilot\n1.1 Book the studio\n1.2 Write the script\n2. Publish on Spotify\n2.1 Design cover art",
    );
    expect(n.get("Book the studio")).toBe("Record the pilot");
    expect(n.get("Write the script")).toBe("Record the pilot");
    expect(n.get("Design cover art")).toBe("Publish on Spotify");
    expect(n.get("Record the pilot")).toBeNull();
  });

  it("keeps a decimal in prose as prose", () => {
    const p = plan("Grow the newsletter\n1. Write a welcome email\n2. Run a referral contest\n3.5 million readers is the long-term dream");
    expect(p.tasks.every((t) => t.parentIndex === null)).toBe(true);
  });

  it("nests indented bullets inside a chat message", () => {
    const n = nesting(
      "[09:12] Alice: ok so for the spring meetup we still have to sort out a few things\n- Book the venue\n  - compare three halls\n  - sign the contract\n- Order badges\n[09:14] Bob: I'll handle catering\n[09:15] Alice: great, thanks!",
    );
    expect(n.get("Compare three halls")).toBe("Book the venue");
    expect(n.get("Sign the contract")).toBe("Book the venue");
    expect(n.get("Order badges")).toBeNull();
    expect(n.get("Handle catering")).toBeNull();
  });

  it("nests one level deep: a sub-sub-item belongs to the outermost task", () => {
    const n = nesting(
      "# Mobile app\n## Features\n- Build onboarding\n  - design screens\n    - pick colours\n  - write copy\n- Add dark mode",
    );
    expect(n.get("Design screens")).toBe("Build onboarding");
    expect(n.get("Pick colours")).toBe("Build onboarding");
    expect(n.get("Write copy")).toBe("Build onboarding");
    expect(n.get("Add dark mode")).toBeNull();
  });

  // Issue 20: "a subtask structure in the text stays a subtask structure", so a group entry such as
  // "Visual identity" is now a task with its items as subtasks (before, only actionable entries were).
  it("keeps a group entry that is not a verb (Visual identity) as a task with its items as subtasks", () => {
    const p = plan(
      "Rebrand for our cleaning company\n- Visual identity\n  - New logo\n  - Business cards\n- Physical\n  - Van signage\n  - Staff uniforms",
    );
    const parent = p.tasks.findIndex((t) => /visual identity/i.test(t.name));
    expect(parent).toBeGreaterThanOrEqual(0);
    expect(p.tasks.filter((t) => t.parentIndex === parent).map((t) => t.name)).toEqual(["New logo", "Business cards"]);
  });

  it("puts each subtask in its parent's milestone and yields a plan the server accepts", () => {
    const p = plan(
      "Open a pop-up shop in March\n- Find a location\n  - visit three shops\n  - sign the lease\n- Test the card reader\n  - run ten test payments\n- Launch the opening weekend",
    );
    const subtasks = p.tasks.filter((t) => t.parentIndex !== null);
    expect(subtasks.length).toBeGreaterThanOrEqual(3);
    for (const t of subtasks) expect(t.milestoneIndex).toBe(p.tasks[t.parentIndex as number]?.milestoneIndex);
    expect(planSubtaskProblems(p)).toEqual([]);
  });
});

describe("plan subtask rules", () => {
  const task = (name: string, milestoneIndex: number | null, parentIndex: number | null) => ({ name, milestoneIndex, parentIndex });

  it("names every wrong parentIndex", () => {
    const problems = planSubtaskProblems({
      tasks: [
        task("Launch", 0, null),
        task("Self", 0, 1),
        task("Ghost", 0, 9),
        task("Write copy", 0, 0),
        task("Deep", 0, 3),
        task("Elsewhere", 1, 0),
      ],
    });
    expect(problems).toEqual([
      "tasks.1.parentIndex: Task 1 “Self” can't be a subtask of itself.",
      "tasks.2.parentIndex: Task 2 “Ghost” is a subtask of task 9, which is not in the plan (it has 6 tasks).",
      "tasks.4.parentIndex: Task 4 “Deep” is a subtask of “Write copy”, which is itself a subtask: plans nest subtasks one level deep.",
      "tasks.5.parentIndex: Task 5 “Elsewhere” must be in the same milestone as its parent “Launch”.",
    ]);
  });

  it("sanitises a model's guesses without losing a task", () => {
    const tasks = sanitizePlanSubtasks([
      task("Launch", 0, null),
      task("Self", 0, 1),
      task("Ghost", 0, 9),
      task("Write copy", 1, 0),
      task("Deep", 0, 3),
      task("A", 0, 6),
      task("B", 0, 5),
    ]);
    expect(tasks.map((t) => [t.name, t.parentIndex, t.milestoneIndex])).toEqual([
      ["Launch", null, 0],
      ["Self", null, 0],
      ["Ghost", null, 0],
      ["Write copy", 0, 0],
      ["Deep", null, 0],
      ["A", null, 0],
      ["B", null, 0],
    ]);
    expect(planSubtaskProblems({ tasks })).toEqual([]);
  });

  it("rejects a bad parentIndex through the shared plan schema", () => {
    const base = plan("Website for my bakery\n- Launch site\n  - write copy\n  - pick hosting");
    const bad = { ...base, tasks: base.tasks.map((t, i) => (i === 0 ? { ...t, parentIndex: base.tasks.length + 3 } : t)) };
    const parsed = generatedPlanSchema.safeParse(bad);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["tasks", 0, "parentIndex"]);
  });
});

describe("feedback keeps subtasks pointing at the right tasks", () => {
  const idea = "Website for my bakery\n- Launch site\n  - write copy\n  - pick hosting\n- Set up newsletter";

  it("promotes the subtasks of a removed parent and re-points the others after a removal", () => {
    const p = plan(idea);
    const next = generatedPlanSchema.parse(applyFeedback(p, "remove the launch site task", TODAY));
    expect(next.tasks.some((t) => t.name === "Launch site")).toBe(false);
    for (const name of ["Write copy", "Pick hosting"]) expect(next.tasks.find((t) => t.name === name)?.parentIndex).toBeNull();
    // The loop checks something: the plan still has links after the removal.
    const links = next.dependencies ?? [];
    expect(links.length).toBeGreaterThan(0);
    for (const d of links) {
      expect(d.predecessor).toBeLessThan(next.tasks.length);
      expect(d.successor).toBeLessThan(next.tasks.length);
    }
  });

  it("keeps nesting when tasks before a parent are removed or a phase is added", () => {
    const p = plan(idea);
    // Issue 20: the step before the parent is now a suggested one ("Test across browsers and devices").
    for (const feedback of ["remove the browsers task", "add a QA phase", "fewer tasks", "split the launch site task"]) {
      const next = generatedPlanSchema.parse(applyFeedback(p, feedback, TODAY));
      const parentOf = (name: string) => {
        const t = next.tasks.find((x) => x.name === name);
        return t?.parentIndex == null ? null : next.tasks[t.parentIndex]?.name;
      };
      expect(parentOf("Write copy"), feedback).toMatch(/^Launch site/);
      expect(parentOf("Pick hosting"), feedback).toMatch(/^Launch site/);
    }
  });
});

describe("suggested links and subtasks", () => {
  it("never links a task to its own subtask", () => {
    const p = plan("# Mobile app\n## Features\n- Design onboarding\n  - build screens\n  - test the flow\n- Add dark mode");
    const parentOf = (i: number) => p.tasks[i]?.parentIndex;
    expect(p.tasks.filter((t) => t.parentIndex !== null).length).toBeGreaterThanOrEqual(2);
    const links = p.dependencies ?? [];
    expect(links.length).toBeGreaterThan(0);
    for (const d of links) {
      expect(parentOf(d.successor)).not.toBe(d.predecessor);
      expect(parentOf(d.predecessor)).not.toBe(d.successor);
    }
  });
});
