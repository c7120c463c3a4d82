import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { withTasks } from "../../core/planner/plan-tasks";
import type { GeneratedPlan } from "../../core/schemas/plan";

// Issue 27: the survivors of the planner's mutation sample listed in survivors-p29 (helper 10a). Each case
// states what the planner promises for a text a user could paste (issue 20), not what the mutant did.
// Friday 27 November 2026.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const task = (p: GeneratedPlan, name: string) => p.tasks.find((t) => t.name === name);

describe("a season the text names", () => {
  it("'starting this summer' starts the work on June 1", () => {
    // Summer runs June to August: the work starts on its first day, a Tuesday.
    const p = plan("Garden makeover starting this summer:\n- design the beds\n- order the plants\n- plant them");
    expect(p.timeline).toEqual({ startDate: "2027-06-01", endDate: "2027-08-31" });
    expect(task(p, "Design the beds")?.startDate).toBe("2027-06-01");
  });

  it("'starting this winter' said in November starts the work on December 1, not today", () => {
    // The coming winter runs December to February: it begins on Tuesday 1 December.
    const p = plan("Office move starting this winter:\n- pack the archive\n- book the movers\n- set up the desks");
    expect(p.timeline).toEqual({ startDate: "2026-12-01", endDate: "2027-02-26" });
    expect(task(p, "Pack the archive")?.startDate).toBe("2026-12-01");
  });

  it("'this summer' beside 'by June 1' ends the plan on June 1, summer's first day", () => {
    // June 1 falls inside the summer, so it is the day the work is due, not the end of August.
    const p = plan("Garden makeover this summer, everything planted by June 1:\n- design the beds\n- order the plants\n- plant them");
    expect(p.timeline.endDate).toBe("2027-06-01");
  });

  it("'this winter' beside 'by December 1' ends the plan on December 1, winter's first day", () => {
    // December 1 falls inside the coming winter, so everything is booked by then.
    const p = plan("Ski trip this winter, everything booked by December 1:\n- pick the resort\n- book the chalet\n- rent skis");
    expect(p.timeline).toEqual({ startDate: "2026-11-27", endDate: "2026-12-01" });
    expect(task(p, "Ski trip")?.dueDate).toBe("2026-12-01");
  });
});

describe("a list of months in order", () => {
  it("reads a month after one that rolled into the next year as later still", () => {
    // January after September is January 2028; October after that January is October 2028, not 2027.
    const p = plan("My novel:\n- outline by March\n- first draft by September\n- edit it in January\n- query agents in October");
    expect(p.tasks.map((t) => [t.name, t.dueDate])).toEqual([
      ["Outline", "2027-03-31"],
      ["First draft", "2027-09-30"],
      ["Edit it", "2028-01-31"],
      ["Query agents", "2028-10-31"],
      ["Review the result and fix gaps", "2028-10-31"],
    ]);
  });
});

describe("a background sentence that dates the launch", () => {
  it("quotes a sentence of 201 characters shortened, as any over 200", () => {
    // The quote in the launch task's description is at most 200 characters, cut at a clause.
    const line =
      "The launch is on January 29, after the regulars have tried it in the shop for a few weeks and told us what confuses them, so that the first version customers see already works for how they order bread.";
    expect(line.length).toBe(201);
    const p = plan(`Bakery ordering app\n${line}\n- design the screens\n- build the order flow\n- launch the app`);
    expect(task(p, "Launch the app")).toMatchObject({
      dueDate: "2027-01-29",
      description:
        "Launch the app. The brief dates this 2027-01-29: “The launch is on January 29, after the regulars have tried it in the shop for a few weeks and told us what confuses them…”",
    });
  });
});

describe("a date that does not fit the timeline", () => {
  it("is scheduled in sequence, with a note, when it falls before the stated start", () => {
    // Work starts January 11: tiles picked on December 15 cannot be kept, so they are the first step.
    const p = plan(
      "Kitchen renovation, work starts January 11:\n- pick the tiles on December 15\n- order the cabinets\n- install the cabinets\n- paint the walls",
    );
    expect(task(p, "Pick the tiles")).toMatchObject({
      startDate: "2027-01-11",
      dueDate: "2027-01-12",
      description:
        "Pick the tiles on December 15. The brief mentions 2026-12-15, which does not fit this timeline, so it is scheduled in sequence.",
    });
  });

  it("is scheduled in sequence, with a note, when it lies years beyond the plan", () => {
    // A shed dated March 2031 lies past the horizon the plan is spread over.
    const p = plan("Garden plan:\n- plant the bulbs\n- prune the roses\n- build the shed on March 3, 2031");
    expect(task(p, "Build the shed")).toMatchObject({
      startDate: "2026-12-03",
      dueDate: "2026-12-04",
      description:
        "Build the shed on March 3, 2031. The brief mentions 2031-03-03, which does not fit this timeline, so it is scheduled in sequence.",
    });
  });
});

describe("a changed plan's tasks", () => {
  // No feedback request builds a new task with a parent today (addPhase's tasks have none), so the
  // promise of withTasks is checked on its own.
  it("never gives a new task copied from an old one that task's stale parent index", () => {
    const base = plan("Garage sale to-do:\n- put up signs\n- set out the tables\n- sell everything");
    const [first, second] = base.tasks;
    if (!first || !second) throw new Error("the plan has its tasks");
    const changed = withTasks({ ...base, tasks: [first, second] }, [
      { task: second, from: 1 },
      { task: first, from: 0 },
      { task: { ...second, name: "Sell everything: part two", parentIndex: 1 }, from: null },
    ]);
    expect(changed.tasks.map((t) => [t.name, t.parentIndex])).toEqual([
      [second.name, null],
      [first.name, null],
      ["Sell everything: part two", null],
    ]);
  });
});
