import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import type { GeneratedPlan } from "../../core/schemas/plan";

// Issue 27: the survivors of the sample of the planner's mutants at 379eaff (survivors-p37, first share).
// Each case states what the planner promises for a text a user could paste (issue 20), not what the
// mutant did. Friday 27 November 2026.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const task = (p: GeneratedPlan, name: string) => p.tasks.find((t) => t.name === name);

describe("a weekend day the text gives an item", () => {
  it("is not kept when it does not fit the timeline: the item is scheduled in sequence", () => {
    // A fence dated four years off does not fit: it is the next step after the groceries, with a note.
    const p = plan("Weekend chores:\n- do the laundry\n- buy groceries\n- repaint the fence on Saturday, March 1, 2031");
    expect(task(p, "Repaint the fence")).toMatchObject({
      startDate: "2026-12-03",
      dueDate: "2026-12-03",
      description:
        "Repaint the fence on Saturday, March 1, 2031. The brief mentions 2031-03-01, which does not fit this timeline, so it is scheduled in sequence.",
    });
    expect(p.timeline.endDate).toBe("2026-12-03");
  });

  it("is met on the working day before when it is a deadline ('by Saturday')", () => {
    // Work submitted "by Saturday, December 12" is due on Friday the 11th, not on the weekend.
    const p = plan("Chores:\n- buy paint\n- submit the report by Saturday, December 12\n- clean the garage");
    expect(task(p, "Submit the report")?.dueDate).toBe("2026-12-11");
  });
});

describe("a trip's preparations", () => {
  it("start today when the text dates the first of them today", () => {
    // Lisbon in March: the passport renewed today is kept on today, and the plan starts with it.
    const p = plan("Trip to Lisbon on March 5:\n- renew my passport on November 27\n- book the flights\n- book the hotel");
    expect(p.timeline.startDate).toBe("2026-11-27");
    expect(task(p, "Renew my passport")).toMatchObject({ startDate: "2026-11-27", dueDate: "2026-11-27" });
    expect(task(p, "Renew my passport")?.description).not.toContain("does not fit this timeline");
    expect(task(p, "Book the hotel")?.dueDate).toBe("2027-01-15");
  });
});

describe("months in lists under two headings", () => {
  it("read the second list's January as the coming one, not the one after the first list's March", () => {
    // The house list stands on its own: its gutters are cleaned this January, before the garden's February.
    const p = plan(
      "Home upkeep\n\nGarden:\n- prune the roses in February\n- mulch the beds in March\n\nHouse:\n- clean the gutters in January\n- service the boiler",
    );
    expect(task(p, "Clean the gutters")).toMatchObject({ startDate: "2026-11-27", dueDate: "2027-01-29" });
    expect(p.tasks.map((t) => t.name)).toEqual([
      "Clean the gutters",
      "Prune the roses",
      "Mulch the beds",
      "Service the boiler",
      "Review the result and fix gaps",
    ]);
  });
});

describe("a database migration that mentions data and a report", () => {
  it("is planned as the migration it is, not as a study with data collection and analysis phases", () => {
    // Analyzing tables, a findings report and a benchmark are steps of the move, not research.
    const p = plan(
      "Data migration: move nine years of production data from the legacy MySQL server into Postgres.\n- analyze the data in every table\n- write a report of the findings\n- benchmark the new database\n- copy the data over",
    );
    expect(p.milestones.map((m) => m.name)).toEqual(["Execution", "Review"]);
    expect(p.tasks.map((t) => t.name)).toEqual([
      "Move nine years of production data from the legacy MySQL server into Postgres",
      "Analyze the data in every table",
      "Write a report of the findings",
      "Benchmark the new database",
      "Copy the data over",
      "Review the result and fix gaps",
    ]);
  });
});

describe("an app's feature list", () => {
  it("reads a bracketed 'optional' or 'nice to have' as a remark, not as part of the feature", () => {
    // "streaks (optional)" is the streaks feature; "widgets (home screen)" are home-screen widgets.
    const p = plan(
      "Habit tracker app by March. Features: streaks (optional), reminders (iOS), dark mode (nice to have), widgets (home screen)",
    );
    expect(p.tasks.map((t) => t.name)).toEqual([
      "Build streaks",
      "Add reminders (iOS)",
      "Add dark mode",
      "Add widgets with home screen",
      "Run a beta test on real devices",
    ]);
  });
});

describe("a bullet that names a topic and its actions", () => {
  it("gives each action its own verb: 'SEO: keep the old URLs, add redirects' is two tasks as written", () => {
    // The second action starts with its own verb, so nothing is put before it.
    const p = plan(
      "Website relaunch by February:\n- SEO: keep the old URLs, add redirects for the moved pages\n- Design: pick the fonts, draw the new logo\n- write the launch post",
    );
    expect(p.tasks.filter((t) => t.milestoneIndex === 1).map((t) => t.name)).toEqual([
      "Keep the old URLs",
      "Add redirects for the moved pages",
    ]);
  });
});

describe("an estimate stated in French", () => {
  it("reads 'un jour' as one day of work (8 hours), citing the words", () => {
    // A move to Lyon: sorting is a day, the van two hours, painting three days.
    const p = plan(
      "Déménagement à Lyon en janvier :\n- trier les affaires (un jour)\n- réserver le camion (deux heures)\n- peindre le salon (trois jours)",
    );
    expect(p.tasks.map((t) => [t.estimate, t.estimateText, t.estimateGuess])).toEqual([
      [8, "un jour", undefined],
      [2, "deux heures", undefined],
      [24, "trois jours", undefined],
    ]);
  });
});
