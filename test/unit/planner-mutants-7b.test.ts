import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { PlanRefusal } from "../../core/planner/refusal";

// Issue 27: survivors of the seventh sample (survivors-p4, commit cddbee6), second share. Each case
// states what the planner promises for a text a user could paste (issue 20), not what the mutant did.
// Friday 27 November 2026, unless a case says it is typed on another day.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string, today = TODAY) => generateEmbeddedPlan(idea, today);

describe("the team size the text states", () => {
  it("reads 'a team of nine' as nine people in the plan's description", () => {
    // The number written out is the team the plan is paced for, and the description says so.
    const p = plan("Fundraiser with a team of nine:\n- book venue\n- sell tickets");
    expect(p.description).toBe("Covers book venue and sell tickets. Planned for a team of 9 over 4 weeks.");
  });
});

describe("a deadline written in German", () => {
  it("reads 'in zwölf Wochen' as twelve weeks from today", () => {
    // Twelve weeks from Friday 27 November is Friday 19 February; the launch ends the plan that day.
    const p = plan("Website-Relaunch in zwölf Wochen:\n- Texte schreiben\n- Seiten gestalten\n- Livegang");
    expect(p.timeline.endDate).toBe("2027-02-19");
    expect(p.description).toBe("Umfasst Texte schreiben, Seiten gestalten und Livegang. Geplant über 12 Wochen, fertig bis 2027-02-19.");
    expect(p.tasks.map((t) => [t.name, t.dueDate])).toEqual([
      ["Texte schreiben", "2026-12-25"],
      ["Seiten gestalten", "2027-01-22"],
      ["Livegang", "2027-02-19"],
    ]);
  });
});

describe("a quarter as a deadline", () => {
  it("reads 'by the start of Q1' as the first week of January", () => {
    // The start of a quarter is its first seven days, counted from January 1: done by Thursday January 7.
    const p = plan("Migrate the mail server by the start of Q1");
    expect(p.timeline.endDate).toBe("2027-01-07");
    expect(p.milestones.at(-1)?.dueDate).toBe("2027-01-07");
  });

  it("reads 'by end of this quarter', said in November, as December 31", () => {
    // November is in the fourth quarter: this quarter ends with the year.
    const p = plan("Close the books by end of this quarter");
    expect(p.timeline.endDate).toBe("2026-12-31");
    expect(p.description).toBe("Close the books by end of this quarter. Planned over 5 weeks, finishing by 2026-12-31.");
  });

  it("reads 'by end of next quarter', said in November, as March 31", () => {
    // The quarter after the fourth is the first of next year.
    const p = plan("Hire a designer by end of next quarter");
    expect(p.timeline.endDate).toBe("2027-03-31");
    expect(p.milestones.at(-1)?.dueDate).toBe("2027-03-31");
  });

  it("reads 'by end of this quarter', said on the first Monday of October, as December 31", () => {
    // October opens the fourth quarter: said on 5 October, this quarter still runs to the year's end.
    const p = plan("Close the books by end of this quarter", new Date("2026-10-05T00:00:00Z"));
    expect(p.name).toBe("Books");
    expect(p.timeline).toEqual({ startDate: "2026-10-05", endDate: "2026-12-31" });
  });
});

describe("a holiday said with its year", () => {
  it("reads 'before Christmas 2026' as done by December 24", () => {
    // Before the day is the day before it: the cards go out by Christmas Eve, a Thursday.
    const p = plan("Send the holiday cards before Christmas 2026");
    expect(p.timeline.endDate).toBe("2026-12-24");
    expect(p.description).toBe("Send the holiday cards before Christmas 2026. Planned over 4 weeks, finishing by 2026-12-24.");
  });

  it("keeps 'before Thanksgiving 2026', said the day after it, in the item's words with a notice", () => {
    // Thanksgiving 2026 was yesterday: the date is not used, so the words stay for the author to see.
    const p = plan("Holiday prep:\n- order the turkey before Thanksgiving 2026\n- buy a tree\n- send the cards before Christmas 2026");
    expect(p.tasks.slice(0, 3).map((t) => t.name)).toEqual(["Order the turkey before Thanksgiving 2026", "Buy a tree", "Send the cards"]);
    expect(p.notices).toEqual([
      "The idea mentions “before Thanksgiving 2026” (2026-11-25), which has already passed, so the plan does not use it. Give a date in the future if it is a deadline.",
    ]);
  });
});

describe("a date typed against the next one", () => {
  it("cuts 'next month' and 'in 3 months' from items that add the month in brackets without a space", () => {
    // "next month(Dec)": both say when, and neither is part of what the work is called.
    // (A hire's own step, "Write the role description", comes before them.)
    const tasks = plan("Team growth:\n- hire a designer next month(Dec)\n- hire 2 engineers in 3 months(Feb)\n- onboard them").tasks;
    expect(tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual(["Hire a designer", "Hire 2 engineers", "Onboard them"]);
  });
});

describe("texts that ask for no plan", () => {
  it("refuses a reply that praises a design and points at one file", () => {
    // A thank-you with one bullet under it answers a message; it names no work to plan.
    expect(() => plan("Love it, thank you!\n- the final logo files")).toThrow(PlanRefusal);
    expect(() => plan("Love it!\n- the new homepage")).toThrow(PlanRefusal);
  });

  it("refuses a vote of one-word choices under a label that names no work", () => {
    // "My vote: pizza, sushi" answers a poll; single words under a title count as things only when the
    // title names the work ("Japan trip / - Flights / - Hotels").
    expect(() => plan("My vote:\n- pizza\n- sushi")).toThrow(PlanRefusal);
    expect(() => plan("Favourite colours\n- blue\n- green")).toThrow(PlanRefusal);
  });
});
