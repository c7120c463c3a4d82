import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20, from public texts read this stop (an office move, a prelaunch plan, a furniture hand-out):
// a sentence saying when something takes place became tasks ("Happen", "Occur on or as close"), an issue
// template's "Skills" and "Time Estimation" held tasks, a gerund naming a thing became an order ("File
// cabinets"), and two lines under a title that orders them lost one line. Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);
const own = (idea: string) =>
  plan(idea)
    .tasks.filter((t) => !t.suggested)
    .map((t) => t.name);

describe("a sentence of when", () => {
  it("is no task, and still dates the plan", () => {
    // It was "Happen, letting people know about the new office and what we are doing".
    const idea =
      "Office move\nPrelaunch will happen before March 8, letting people know about the new office and what we are doing.\n\nBook the movers.";
    expect(own(idea)).toEqual(["Book the movers"]);
    expect(plan(idea).tasks.at(-1)?.dueDate).toBe("2027-03-05");
  });

  it("nor is a move said to take place on a day", () => {
    const idea = "Move the team to the 5th floor. The move needs to take place on or close to Friday, February 26.";
    expect(own(idea)).toEqual(["Move the team to the 5th floor"]);
    expect(plan(idea).description).toContain("finishing by 2027-02-26");
  });

  it("a clause said with 'is' lends no verb", () => {
    expect(own("Plan the team dinner. Book the restaurant; the cake is ordered; deadline is 3 March.")).toEqual([
      "Plan the team dinner",
      "Book the restaurant",
      "Team dinner",
    ]);
  });
});

describe("an issue template's labels", () => {
  it("skills and a time estimate are no tasks", () => {
    expect(
      own(
        "Launch prep\n**Skills**\nMarketing\n\n**Time Estimation**\n2 days\n\n**Tasks**\n- Choose channels\n- Create the posting schedule",
      ),
    ).toEqual(["Choose channels", "Create the posting schedule"]);
  });
});

describe("things to put in place", () => {
  it("keeps a gerund that names a thing, and orders one that acts", () => {
    expect(own("Set up the new office\nFiling cabinets to the back room\nSewing machine to the studio")).toEqual([
      "Filing cabinets to the back room",
      "Sewing machine to the studio",
    ]);
    expect(own("Office move\n- Packing tape\n- Moving boxes\n- Packing the kitchen")).toEqual([
      "Packing tape",
      "Moving boxes",
      "Pack the kitchen",
    ]);
  });

  it("reads two lines under a title that orders them as its list", () => {
    expect(own("Distribute new furniture\nIKEA table to Studio B\nFiling cabinets and printer to the main office")).toEqual([
      "IKEA table to Studio B",
      "Filing cabinets and printer to the main office",
    ]);
  });
});
