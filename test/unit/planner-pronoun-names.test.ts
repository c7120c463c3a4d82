import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20, from the last stop's list of bugs left: "The first draft is done. I think we should get it
// reviewed." was named "It Reviewed", after an order whose only object is "it"; a text under "Some notes"
// was named "Notes". Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);

describe("a plan's name", () => {
  it("comes from the thing an order's 'it' stands for, not from the order", () => {
    expect(plan("The first draft is done. I think we should get it reviewed.").name).toBe("First Draft");
    // Its date aside: "Get it signed by Friday" names nothing either.
    expect(plan("The contract is ready. Get it signed by Friday.").name).toBe("Contract");
  });

  it("leaves out a state the thing should reach", () => {
    expect(plan("Get slides ready").name).toBe("Slides");
    expect(plan("Get the online shop ready by November 26.").name).toBe("Online Shop");
  });

  it("comes from the text under a heading that only says notes follow", () => {
    // It was "Notes", and the offsite's day was still kept.
    for (const heading of ["Some notes", "Notes", "Brain dump", "Quick thoughts:"]) {
      const p = plan(`${heading}\n\nTeam offsite on March 5. Book the cabin, plan the hikes.`);
      expect(p.name, heading).toBe("Team Offsite");
      expect(p.tasks.find((t) => t.name === "Host the event")?.dueDate, heading).toBe("2027-03-05");
    }
  });

  it("takes two verbs joined by 'and' as one order, and leaves out how often", () => {
    expect(plan("Write and send the newsletter every Friday").name).toBe("Newsletter");
    expect(plan("Write and edit page copy").name).toBe("Page Copy");
    expect(plan("Print and bind two hundred copies of the annual report for the members meeting in March").name).toBe(
      "Two Hundred Copies of the Annual Report",
    );
    expect(plan("Add stock levels synced every hour from the warehouse system").name).toBe("Stock Levels Synced");
    // A thousands separator is no end of the name.
    expect(plan("Write and send an email sequence to our 8,000 subscribers").name).toBe("Email Sequence to Our 8,000 Subscribers");
    // A gerund's pair is a title already, and "every" before a thing is part of its name.
    expect(plan("Packing and moving to Palmers Road").name).toBe("Packing and Moving to Palmers Road");
    expect(plan("Shoot new photos of every bag and the roastery").name).toBe("New Photos of Every Bag and the Roastery");
  });

  it("comes from the work an order passes on, not from who it is passed to", () => {
    // They were "Team", "Agency" and "Have Sam Prepare the Quarterly Report"; the first was refused.
    expect(plan("Tell the agency to rebuild our online shop with a new checkout before summer").name).toBe("Online Shop Rebuild");
    expect(plan("Get the agency to rebuild our online shop").name).toBe("Online Shop Rebuild");
    const report = plan("Have Sam prepare the quarterly report by Friday");
    expect(report.name).toBe("Quarterly Report");
    expect(report.tasks.find((t) => !t.suggested)?.name).toBe("Prepare the quarterly report");
    expect(plan("Ask the team to redesign the onboarding flow of our mobile app by March").tasks.map((t) => t.name)).toContain(
      "Redesign the onboarding flow of our mobile app",
    );
  });

  it("refuses an order about 'it' alone", () => {
    expect(() => plan("Get it reviewed")).toThrow("We couldn't find a project in that text.");
  });
});

describe("a title over short lines", () => {
  it("is planned when a line borrows or lends something, and one such line alone is an errand", () => {
    // It was refused: "borrow" was no verb.
    expect(plan("Garage sale\nPrice tags\nSigns for the street\nBorrow tables from Jim").tasks.map((t) => t.name)).toEqual([
      "Price tags",
      "Signs for the street",
      "Borrow tables from Jim",
      "Review the result and fix gaps",
    ]);
    expect(plan("Borrow tables from Jim").tasks.map((t) => [t.name, t.dueDate])).toEqual([["Borrow tables from Jim", "2026-11-27"]]);
  });
});
