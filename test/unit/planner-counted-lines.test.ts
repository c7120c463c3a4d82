import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// A list line dated "before that" or "after that" counts from the line above. When it counts the other
// way from that line, which itself counted from a day, it counts from the same day: the thank-you notes
// "2 days after that" follow the gala, not the invitations sent "3 weeks before that".

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);
const dueOf = (idea: string, name: string) => plan(idea).tasks.find((t) => t.name === name)?.dueDate;

describe("lines counted from the line above", () => {
  it("count on from the day when the line above counted back from it", () => {
    const idea =
      "Charity gala:\n- hold the gala on December 30\n- send the invitations 3 weeks before that\n- send thank-you notes 2 days after that";
    expect(dueOf(idea, "Send the invitations")).toBe("2026-12-09");
    expect(dueOf(idea, "Send thank-you notes")).toBe("2027-01-01");
    expect(plan(idea).notices).toEqual([]);
  });

  it("count back from the day when the line above counted on from it", () => {
    const idea =
      "Charity gala:\n- hold the gala on December 30\n- send thank-you notes 2 days after that\n- send the invitations 3 weeks before that";
    expect(dueOf(idea, "Send the invitations")).toBe("2026-12-09");
  });

  it("follow each other when they count the same way", () => {
    const build =
      "House build:\n- pour the foundation on January 11\n- frame the walls 2 weeks after that\n- put on the roof 1 week after that";
    expect(dueOf(build, "Frame the walls")).toBe("2027-01-25");
    expect(dueOf(build, "Put on the roof")).toBe("2027-02-01");
    const launch = "Launch:\n- release on March 1\n- freeze the code 2 weeks before that\n- write release notes 3 days before that";
    expect(dueOf(launch, "Freeze the code")).toBe("2027-02-15");
    expect(dueOf(launch, "Write release notes")).toBe("2027-02-12");
  });
});
