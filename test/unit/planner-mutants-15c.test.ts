import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { withTasks } from "../../core/planner/plan-tasks";

// Issue 27: survivors of the planner's fifteenth mutation sample (survivors-p26), answered by the lead.
// Each case states what the planner promises for a text a user could paste (issue 20). Friday 27 November 2026.

const TODAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);

describe("a season and a day inside it", () => {
  it("'early spring, everything ready by March 5' ends on March 5, not on the season's day", () => {
    // "Early spring" is March 10; the exact day in the season's months before it is the deadline.
    expect(plan("Garden centre relaunch in early spring, everything ready by March 5").timeline.endDate).toBe("2027-03-05");
  });
});

describe("a German count of weeks", () => {
  it("'in fünf Wochen' is five weeks", () => {
    expect(plan("Website in fünf Wochen: homepage, shop, blog").timeline.endDate).toBe("2027-01-01");
  });
});

describe("a title underlined with '='", () => {
  it("is the title over '##' sections, and the sentence under it is the plan's opening", () => {
    // Read as a second-level heading, the title was one more section and the sentence lost its place.
    const p = plan(
      "Shop relaunch\n=============\nWe are moving the shop online.\n\n## Photos\n- take new photos\n\n## Prices\n- update prices",
    );
    expect(p.description).toBe("We are moving the shop online. Planned over 3 weeks.");
  });
});

describe("an opening said without its day", () => {
  it("'Our restaurant opens.' is no launch day: the listed work is the plan", () => {
    expect(plan("Our restaurant opens. Hire staff, buy tables and print menus.").tasks.map((t) => t.name)).toEqual([
      "Hire staff",
      "Buy tables and print menus",
      "Review the result and fix gaps",
      "Deliver the restaurant opening",
    ]);
  });
});

describe("a team of one", () => {
  it("is planned for one person", () => {
    expect(plan("Team of 1: build the website and write the copy by March").description).toBe(
      "Team of 1: build the website and write the copy by March. Planned for one person over 18 weeks, finishing by 2027-03-31.",
    );
  });
});

describe("a task split in two", () => {
  it("keeps the links of the task it was split from on its first part", () => {
    const base = plan("Newsletter:\n- write the draft\n- send it to the list");
    const [draft, send] = base.tasks;
    expect([draft?.name, send?.name]).toEqual(["Write the draft", "Send it to the list"]);
    if (!draft || !send) throw new Error("the plan has its two tasks");
    const changed = withTasks({ ...base, tasks: [draft, send], dependencies: [{ predecessor: 0, successor: 1, type: "FS", lagDays: 0 }] }, [
      { task: { ...draft, name: "Write the draft: part one" }, from: 0 },
      { task: { ...draft, name: "Write the draft: part two" }, from: 0 },
      { task: send, from: 1 },
    ]);
    // Sending waits on the first part, as it waited on the whole draft.
    expect(changed.dependencies).toEqual([{ predecessor: 0, successor: 2, type: "FS", lagDays: 0 }]);
  });
});
