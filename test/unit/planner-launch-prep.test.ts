import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20, from public Product Hunt launch checklists read this stop: "Best days: Tuesday, Wednesday" under
// "Timing" was a task; "Marketing: Product Hunt launch preparation" was named "Marketing"; "Demo video
// (60s) — assign to Claire" kept "assign to Claire" in its name and was nobody's. Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);

describe("a launch checklist", () => {
  it("holds no tasks under 'Timing', and its tracker's category names nothing", () => {
    const p = plan(
      "Marketing: Product Hunt launch preparation\n## Steps\n- Write the tagline\n- Record the demo video\n## Timing\n- Best days: Tuesday, Wednesday\n- Best time: 12:01 AM PT",
    );
    expect(p.name).toBe("Product Hunt Launch Preparation");
    expect(p.tasks.map((t) => t.name).filter((name) => name.startsWith("Best"))).toEqual([]);
  });

  it("gives the work to whom it is assigned", () => {
    const p = plan("Launch prep\n- Demo video (60s) — assign to Claire\n- Maker profile complete — assign to Sam\n- Write the tagline");
    expect(p.tasks.slice(0, 2).map((t) => [t.name, t.description])).toEqual([
      ["Demo video (60s)", "Demo video (60s): assign to Claire. For Claire."],
      ["Maker profile complete", "Maker profile complete: assign to Sam. For Sam."],
    ]);
  });
});
