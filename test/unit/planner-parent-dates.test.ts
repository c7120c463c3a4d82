import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20: an entry with subtasks indented under it is done when they are. It was scheduled as an item of
// its own before them: "Design" was due December 4, its wireframes and mockups December 9.

const plan = (idea: string) => generateEmbeddedPlan(idea, new Date("2026-11-27T00:00:00Z"));

/** [parent, child, the child's days outside the parent's] for every subtask. */
function outside(idea: string) {
  const { tasks } = plan(idea);
  const pairs = tasks.flatMap((t) => (t.parentIndex != null ? [[tasks[t.parentIndex], t] as const] : []));
  return {
    pairs: pairs.length,
    wrong: pairs.filter(
      ([p, c]) => !p?.startDate || !p.dueDate || !c.startDate || !c.dueDate || c.startDate < p.startDate || c.dueDate > p.dueDate,
    ),
  };
}

describe("a task split into subtasks", () => {
  it("spans its subtasks' days", () => {
    const { pairs, wrong } = outside(
      "Website launch\n- Design\n  - wireframes\n  - mockups\n- Build\n  - frontend\n  - backend\n- Launch by December 18",
    );
    expect(pairs).toBe(4);
    expect(wrong).toEqual([]);
  });

  it("spans them through two levels of indentation", () => {
    const { pairs, wrong } = outside(
      "Launch the website by December 18:\n- Build the site\n - Write the copy\n  - draft the headline\n  - draft the about page\n - Pick hosting\n- Announce it",
    );
    expect(pairs).toBeGreaterThanOrEqual(3);
    expect(wrong).toEqual([]);
  });

  it("takes no days of its own: the next entry starts once its subtasks are done", () => {
    const { tasks } = plan("Move house\n- Pack\n  - kitchen\n  - books\n- Clean the old flat\n- Hand over the keys on December 15");
    const pack = tasks.find((t) => t.name === "Pack");
    const clean = tasks.find((t) => t.name === "Clean the old flat");
    expect(pack?.dueDate).toBe(tasks.find((t) => t.name === "Books")?.dueDate);
    expect((clean?.startDate ?? "") > (pack?.dueDate ?? "9")).toBe(true);
    expect(tasks.find((t) => t.name === "Hand over the keys")?.dueDate).toBe("2026-12-15");
  });
});
