import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { applyFeedback } from "../../core/planner/feedback";

// Issue 27: survivors of the planner's mutation sample (survivors-p9), part b. Each case states what the
// planner promises for a text a user could paste (issue 20), not what the mutant did. Friday 27 November 2026.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const due = (idea: string) => plan(idea).tasks.map((t) => [t.name, t.dueDate]);
const GARAGE_SALE = "Garage sale:\n- next Monday: put up signs\n- next Sunday: sell everything";

describe("an effort the idea states", () => {
  it("is not taken as the estimate when it is over a thousand hours", () => {
    // "1001 hours" on one item is a typo or a total, not a day's errand: the item keeps the planner's guess.
    const p = plan("Office move to-do:\n- pack the archive (1001 hours)\n- label the boxes (3 hours)\n- book the movers");
    expect(p.tasks.map((t) => [t.name, t.estimate])).toEqual([
      ["Pack the archive (1001 hours)", 8],
      ["Label the boxes", 3],
      ["Book the movers", 8],
      ["Review the result and fix gaps", 16],
    ]);
  });
});

describe("feedback on a plan", () => {
  it("adds a QA phase due no earlier than the phase before it", () => {
    // The garage sale's phases are all due on Friday 4 December: the new one cannot come before Review.
    const edited = applyFeedback(plan(GARAGE_SALE), "add a QA phase", TODAY);
    expect(edited.milestones.map((m) => [m.name, m.dueDate])).toEqual([
      ["Execution", "2026-12-04"],
      ["Review", "2026-12-04"],
      ["QA", "2026-12-04"],
      ["Delivery", "2026-12-04"],
    ]);
    expect(edited.tasks.find((t) => t.name === "Run QA testing")?.dueDate).toBe("2026-12-04");
  });

  it("splits a task into a first draft due halfway and a final version due when the task was", () => {
    // "Put up signs" is due Monday 30 November and "sell everything" Friday 4 December: the draft is due Wednesday.
    const edited = applyFeedback(plan(GARAGE_SALE), "split sell everything", TODAY);
    expect(edited.tasks.slice(0, 3).map((t) => [t.name, t.dueDate])).toEqual([
      ["Put up signs", "2026-11-30"],
      ["Sell everything: first draft", "2026-12-02"],
      ["Sell everything: final version", "2026-12-04"],
    ]);
  });
});

describe("an idea in German", () => {
  it("names its phases in German though it mentions São Paulo", () => {
    // A Portuguese city's name does not make a German move Portuguese.
    const p = plan(
      "Umzug nach São Paulo im März:\n- Kartons besorgen\n- Wohnung kündigen\n- Umzugswagen mieten\n- Strom ummelden\n- Nachsendeauftrag stellen",
    );
    expect(p.milestones.map((m) => m.name)).toEqual(["Vorbereitung", "Umsetzung"]);
  });
});

describe("the plan's description", () => {
  it("keeps a short exclamation of the idea", () => {
    // "Go!" is a sentence of the author's, three characters long.
    expect(
      plan("Office move. Go! We move into the new office on December 18.\n- buy boxes\n- pack the books\n- book the movers").description,
    ).toBe("Office move. Go! We move into the new office on December 18. Planned over 3 weeks, finishing by 2026-12-18.");
  });

  it("reads a shouted line of nine words under the title as a sentence about the project", () => {
    // Nine words in capitals are too many for a heading: the line is what the project is, with its date.
    const p = plan(
      "Bake sale\nBAKE SALE FOR THE SCHOOL TRIP NEXT FRIDAY AFTERNOON\n- bake cookies\n- print price tags\n- set up the table",
    );
    expect(p.description).toBe(
      "BAKE SALE FOR THE SCHOOL TRIP NEXT FRIDAY AFTERNOON. Planned over 6 working days, finishing by 2026-12-04.",
    );
    expect(p.tasks.map((t) => [t.name, t.dueDate])).toEqual([
      ["Bake cookies", "2026-11-30"],
      ["Print price tags", "2026-12-01"],
      ["Set up the table", "2026-12-02"],
      ["Review the result and fix gaps", "2026-12-04"],
    ]);
  });
});

describe("a weekday said with “next” on a Friday", () => {
  it("puts “next Monday” on the coming Monday, three days away", () => {
    // Said on Friday 27 November, next Monday is 30 November, not a week later.
    expect(due("Office move:\n- next Monday: book the movers\n- pack the books")[0]).toEqual(["Book the movers", "2026-11-30"]);
  });

  it("puts “next Sunday” on the Sunday after this weekend, and work due then on the Friday before it", () => {
    // Next Sunday is 6 December; nobody works on a Sunday, so selling is due Friday 4 December.
    expect(due(GARAGE_SALE).slice(0, 2)).toEqual([
      ["Put up signs", "2026-11-30"],
      ["Sell everything", "2026-12-04"],
    ]);
  });
});

describe("a deadline in the fall", () => {
  const launch = (when: string) => plan(`Launch the shop ${when}:\n- build the catalog\n- set up payments\n- announce it`);

  it("ends the plan with this fall, on 30 November, when said in November", () => {
    // The fall of 2026 runs to the end of November.
    const p = launch("this fall");
    expect(p.name).toBe("Shop Launch");
    expect(p.timeline.endDate).toBe("2026-11-30");
  });

  it("ends the plan with the fall of the year the idea names", () => {
    // "by fall 2027": the end of November 2027.
    expect(launch("by fall 2027").timeline.endDate).toBe("2027-11-30");
  });

  it("ends the plan at the end of the fall", () => {
    // "by the end of fall", said in November: 30 November 2026.
    expect(launch("by the end of fall").timeline.endDate).toBe("2026-11-30");
  });

  it("ends the plan before the next fall when the idea says “before the fall”", () => {
    // Said in the last days of the 2026 fall, "before the fall" is before September 2027.
    expect(launch("before the fall").timeline.endDate).toBe("2027-08-31");
  });
});

describe("headings marked with a symbol", () => {
  it("make the phases, and the headings with a colon under them stay inside their phase", () => {
    // "Research:" and "Design:" are parts of Phase 1, not phases of their own.
    const p = plan(
      "Website redesign\n■ Phase 1: Discovery\nResearch:\n- interview five customers\n- review the analytics\nDesign:\n- sketch the new homepage\n■ Phase 2: Build\n- build the homepage\n- launch the site",
    );
    expect(p.milestones.map((m) => [m.name, m.dueDate])).toEqual([
      ["Phase 1: Discovery", "2026-12-07"],
      ["Phase 2: Build", "2026-12-17"],
    ]);
    expect(p.tasks.map((t) => [t.name, t.milestoneIndex])).toEqual([
      ["Interview five customers", 0],
      ["Review the analytics", 0],
      ["Sketch the new homepage", 0],
      ["Build the homepage", 1],
      ["Launch the site", 1],
      ["Test across browsers and devices", 1],
    ]);
  });
});

describe("a list whose entries have sub-items", () => {
  it("makes the sub-items of the very first entry its subtasks", () => {
    // "Venue" on the idea's first line groups "book the hall" and "pay the deposit", as "Food" groups its own.
    const p = plan("- Venue\n  - book the hall\n  - pay the deposit\n- Food\n  - order the cake\n  - hire a caterer");
    expect(p.tasks.slice(0, 6).map((t) => [t.name, t.parentIndex])).toEqual([
      ["Venue", null],
      ["Book the hall", 0],
      ["Pay the deposit", 0],
      ["Food", null],
      ["Order the cake", 3],
      ["Hire a caterer", 3],
    ]);
  });
});
