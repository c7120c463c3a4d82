import { describe, expect, it } from "vitest";
import { planOn } from "../support/plan-on";

// Issue 27, the nineteenth planner sample (`--every 50 --across --offset 7`, scripts/mutation/README.md):
// the survivors this file answers, each case failing on its mutant.

describe("a quarter's roadmap at the planner's horizon", () => {
  // build-plan.ts `titleQuarter`: a quarter ending exactly 3 × 366 days ahead is still read (`>`, not `>=`).
  it("plans the quarter that ends on the horizon's last day, not the one a day past it", () => {
    const roadmap = "Q3 2029 roadmap\n- ship the API\n- launch the beta";
    const onTheEdge = planOn("2026-09-28").plan(roadmap);
    expect(onTheEdge.tasks.find((t) => t.name === "Launch the beta")?.dueDate).toBe("2029-09-28");
    const pastIt = planOn("2026-09-27").plan(roadmap);
    expect(pastIt.tasks.find((t) => t.name === "Launch the beta")?.dueDate?.startsWith("2026-")).toBe(true);
  });
});

describe("an event's own line", () => {
  // build-plan.ts `namesTheEvent`: a head of up to four words names the event; five say something else.
  it("does not hold the event on a day the text gives to something else", () => {
    const { plan } = planOn("2026-11-27");
    const offsite = plan(
      "Team offsite\nEveryone is back from holidays on January 4.\n- book the cabin\n- plan the games\n- send the survey by January 15",
    );
    expect(offsite.tasks.find((t) => t.name === "Host the event")?.dueDate).not.toBe("2027-01-04");
    const gala = plan("Charity gala on January 14.\n- book the venue\n- hire the band\n- send the thank-you survey by January 22");
    expect(gala.tasks.find((t) => t.name === "Host the event")?.dueDate).toBe("2027-01-14");
    // Four words still name it: the gala is held on its own day, not spread over the weeks before.
    const party = plan(
      "Our annual charity gala on January 14.\n- book the venue\n- hire the band\n- send the thank-you survey by January 22",
    );
    const hosted = party.tasks.find((t) => t.name === "Host the event");
    expect([hosted?.startDate, hosted?.dueDate]).toEqual(["2027-01-14", "2027-01-14"]);
  });
});

describe("a stated effort on work already done", () => {
  // build-plan.ts `statedEfforts`: done work takes none of the plan's days (decision 184), and its name
  // loses the figure like any other.
  it("names it without the figure and leaves the open work where it was", () => {
    const { plan } = planOn("2026-11-27");
    const refit = plan("Kitchen refit\n- [x] tear out the old cabinets, eight days\n- fit the new cabinets, three days");
    const done = refit.tasks.find((t) => t.done);
    expect([done?.name, done?.estimate]).toEqual(["Tear out the old cabinets", 8]);
    const open = refit.tasks.find((t) => t.name === "Fit the new cabinets");
    expect([open?.startDate, open?.dueDate, open?.estimate]).toEqual(["2026-11-30", "2026-12-03", 24]);
  });
});

describe("a name with a daily practice's length", () => {
  it("ends before the minutes", () => {
    const { plan } = planOn("2026-11-27");
    expect(plan("- practise the piano 30 minutes every day\n- book a teacher\n- learn the C major scale").name).toBe("Piano");
  });
});

describe("a weekend's work with its days", () => {
  // weekend.ts: a Sunday's work ends the weekend as a Saturday's does (`day > saturday + 1`); read as a
  // deadline instead, all of it was due on the Friday before, "on Saturday" and "on Sunday" lost.
  it("keeps each chore on the weekend day it is given", () => {
    const { plan } = planOn("2026-11-27");
    const due = (idea: string) => plan(idea).tasks.map((t) => [t.name, t.dueDate]);
    expect(due("This weekend: paint the fence on Saturday, clean the brushes on Sunday")).toEqual([
      ["Paint the fence", "2026-11-28"],
      ["Clean the brushes", "2026-11-29"],
    ]);
    expect(due("Fix the fence this weekend: buy the wood, paint it on Sunday").slice(0, 2)).toEqual([
      ["Buy the wood", "2026-11-28"],
      ["Paint it", "2026-11-29"],
    ]);
  });
});
