import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20, found on 2026-11-28: a one-line goal with a month ("Move house in March") had its move in
// December and the steps after it spread to March; "Open the shop in April" kept the opening in the
// middle and squeezed review, delivery and a retrospective onto its last two days; "Open a bank account"
// was a three-week project with "Deliver the bank account". Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);
const taskNamed = (idea: string, name: string) => {
  const task = plan(idea).tasks.find((t) => t.name === name);
  if (!task) throw new Error(`no task "${name}" in the plan of "${idea}"`);
  return task;
};

describe("a goal said with a month is done in that month", () => {
  it("moves house in March, after the steps that prepare it", () => {
    const p = plan("Move house in March");
    const move = taskNamed("Move house in March", "Move house");
    expect([move.startDate, move.dueDate]).toEqual(["2027-03-01", "2027-03-10"]);
    // The planning steps take the months before it and end the working day before March.
    expect(p.tasks.filter((t) => t.milestoneIndex === 0).map((t) => t.dueDate)).toEqual(["2027-01-12", "2027-02-26"]);
    expect(p.timeline.endDate).toBe("2027-03-31");
  });

  it("renovates the kitchen in February, and the renovation is the core work", () => {
    const p = plan("Renovate the kitchen in February");
    const renovation = taskNamed("Renovate the kitchen in February", "Renovate the kitchen");
    expect([renovation.startDate, renovation.dueDate]).toEqual(["2027-02-01", "2027-02-09"]);
    expect(p.tasks.map((t) => t.name)).not.toContain("Complete the core work on the kitchen renovation");
  });

  it("keeps a deadline said with 'by' a deadline: the work is done before it, not in its month", () => {
    const report = taskNamed("Prepare the Q4 report for the board by January 15", "Prepare the Q4 report for the board");
    expect(report.dueDate).toBe("2026-12-22");
    // A month said as a deadline too: the renovation is done by February, not in it.
    expect(taskNamed("Renovate the kitchen by February", "Renovate the kitchen").dueDate).toBe("2027-01-12");
  });

  it("starts next month's work on its first day, and this month's today", () => {
    // December starts on Tuesday: the two planning steps take the two working days there are.
    const fence = taskNamed("Paint the fence in December", "Paint the fence");
    expect([fence.startDate, fence.dueDate]).toEqual(["2026-12-01", "2026-12-10"]);
    const thisMonth = taskNamed("Paint the fence in November", "Paint the fence");
    expect(thisMonth.startDate).toBe("2026-11-27");
  });
});

describe("opening a place of business is its delivery", () => {
  it("opens the shop at the end of April, after the work and the review", () => {
    const p = plan("Open the shop in April");
    expect(p.tasks.map((t) => t.name)).toEqual([
      "Define goals and what done looks like",
      "List the resources, budget and help needed",
      "Complete the core work on the shop",
      "Check progress at the halfway point",
      "Review the result and fix gaps",
      "Open the shop",
      "Hold a short retrospective",
    ]);
    expect(taskNamed("Open the shop in April", "Open the shop").dueDate).toBe("2027-04-30");
    expect(taskNamed("Open the shop in April", "Review the result and fix gaps").dueDate).toBe("2027-04-16");
  });

  it("opens a bakery or a restaurant last, with no 'Deliver' step after it", () => {
    for (const [idea, name] of [
      ["Open a bakery", "Open a bakery"],
      ["Open our restaurant", "Open our restaurant"],
    ]) {
      const names = plan(idea).tasks.map((t) => t.name);
      expect(names.at(-2), idea).toBe(name);
      expect(
        names.filter((n) => n.startsWith("Deliver")),
        idea,
      ).toEqual([]);
    }
  });

  it("opens a bank account as one errand done today", () => {
    const p = plan("Open a bank account");
    expect(p.tasks.map((t) => [t.name, t.dueDate])).toEqual([["Open a bank account", "2026-11-27"]]);
    // An account of the business is still an errand, and so is returning a car; buying one is not.
    expect(plan("Open a business bank account").tasks).toHaveLength(1);
    expect(plan("Return the rental car").tasks).toHaveLength(1);
    expect(plan("Buy a car").tasks.length).toBeGreaterThan(1);
    expect(plan("Open a bank branch").tasks.length).toBeGreaterThan(1);
  });
});

describe("a one-line goal is its own core work", () => {
  it("plans 'Do my taxes' without a second 'Complete the core work on the taxes'", () => {
    const names = plan("Do my taxes").tasks.map((t) => t.name);
    expect(names).toContain("Do my taxes");
    expect(names.filter((n) => n.startsWith("Complete the core work"))).toEqual([]);
  });

  it("keeps the core work beside a goal that is only its planning or its opening", () => {
    // The shop's opening is its delivery: the work before it is still to be done.
    expect(plan("Open the shop in April").tasks.map((t) => t.name)).toContain("Complete the core work on the shop");
  });

  it("keeps the exam's month the exam's: the preparation comes before it", () => {
    const prep = taskNamed("Prepare for the AWS certification exam in February", "Prepare for the AWS certification exam");
    expect(prep.dueDate).toBe("2027-01-12");
    expect(taskNamed("Train for a half marathon in April", "Train for a half marathon").dueDate).toBe("2027-02-12");
  });
});

describe("small jobs and how people are", () => {
  it("plans 'Doing the taxes' as the work it names", () => {
    const p = plan("Doing the taxes by April 15");
    expect(p.tasks.map((t) => t.name)).toContain("Do the taxes");
    expect(p.timeline.endDate).toBe("2027-04-15");
  });

  it("refuses how someone is doing", () => {
    for (const text of ["Doing great, thanks for asking", "Doing well", "Doing pretty good today"])
      expect(() => plan(text), text).toThrow("We couldn't find a project in that text.");
  });

  it("does a job someone else does for you as one errand", () => {
    expect(plan("Get a haircut").tasks.map((t) => [t.name, t.dueDate])).toEqual([["Get a haircut", "2026-11-27"]]);
    expect(plan("Get the car serviced next week").tasks.map((t) => [t.name, t.dueDate])).toEqual([["Get the car serviced", "2026-12-04"]]);
    // Testing by real users is a piece of work with its own steps.
    expect(plan("Get the app tested by real users").tasks.length).toBeGreaterThan(1);
  });

  it("plans a baby shower, a bridal shower or a christening as an event held on its day", () => {
    const host = (idea: string) => plan(idea).tasks.find((t) => t.name === "Host the event")?.dueDate;
    expect(host("Plan my sister's baby shower on March 6")).toBe("2027-03-06");
    expect(host("Organise a bridal shower on May 8")).toBe("2027-05-08");
    expect(host("Organise a christening on June 12")).toBe("2027-06-12");
  });
});

describe("an event that is the whole text", () => {
  it("is held after the steps that prepare it, in its month", () => {
    for (const idea of ["Host the team offsite in March", "Plan and host the team offsite in March"]) {
      const p = plan(idea);
      // Its agenda, invitations and promotion came after it, in April.
      expect(p.tasks.map((t) => t.name).slice(-4), idea).toEqual([
        "Confirm final details with vendors and helpers",
        "Host the team offsite",
        "Send thank-yous and a feedback survey",
        "Settle invoices and review the budget",
      ]);
      expect(p.tasks.find((t) => t.name === "Host the team offsite")?.dueDate, idea).toBe("2027-03-31");
      // A team offsite is not promoted (planner-events: "a private gathering"); it is invited to.
      expect(p.tasks.find((t) => t.name === "Send invitations and open registration")?.dueDate, idea).toBe("2027-03-08");
    }
  });

  it("takes the place of the kind's own day, whatever it is called", () => {
    const names = plan("Host a webinar with a partner agency").tasks.map((t) => t.name);
    expect(names).not.toContain("Host the event");
    expect(names.slice(-3)).toEqual([
      "Host a webinar with a partner agency",
      "Send thank-yous and a feedback survey",
      "Settle invoices and review the budget",
    ]);
  });
});

describe("a talk given at an event", () => {
  it("is prepared, not hosted", () => {
    // It got the hosting steps: guest list, venue, catering, invitations, and a "Host the event".
    const talk = plan("Conference talk in May. The slides need to be sent by April 30.");
    expect(talk.tasks.map((t) => [t.name, t.dueDate])).toEqual([
      ["Send the slides", "2027-04-30"],
      ["Conference talk", "2027-05-31"],
    ]);
    expect(plan("Conference talk proposal, due Jan 20: abstract, bio, submit via the portal").tasks.map((t) => t.name)).not.toContain(
      "Host the event",
    );
    // A conference to run is still an event.
    expect(plan("Tech conference on May 20. Book the venue, find speakers.").tasks.map((t) => t.name)).toContain("Host the event");
  });
});
