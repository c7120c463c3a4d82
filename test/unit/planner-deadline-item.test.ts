import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20, from the last stop's list of bugs left: "Build a website with a blog in January and a shop by
// March 1" put the shop on March 1 and squeezed every step after it (templates, copy, testing, launch)
// onto February 25 to March 1. Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);
const dates = (idea: string) => new Map(plan(idea).tasks.map((t) => [t.name, [t.startDate, t.dueDate]]));

describe("the last item dated the plan's deadline", () => {
  it("takes its place before the kind's steps that follow it, which keep their days", () => {
    const site = dates("Build a website with a blog in January and a shop by March 1");
    expect(site.get("Build a blog")).toEqual(["2027-01-26", "2027-01-29"]);
    expect(site.get("Build a shop")?.[1]).toBe("2027-02-02");
    expect(site.get("Test across browsers and devices")).toEqual(["2027-02-17", "2027-02-19"]);
    expect(site.get("Launch the site and monitor it")).toEqual(["2027-02-23", "2027-02-25"]);
  });

  it("keeps the author's date in a general plan, whose review and delivery would take its days", () => {
    expect(dates("Clean the garage this weekend and sell the bikes by December 10").get("Sell the bikes")?.[1]).toBe("2026-12-10");
    expect(dates("Pay the deposit by the 15th, book the band by end of March, 2028.").get("Book the band")?.[1]).toBe("2028-03-31");
  });

  it("keeps an event's steps on the days its own passes give them", () => {
    const party = dates("Party on Saturday, December 19\n- Buy drinks on Thursday, December 3\n- Set up the tables on Saturday morning");
    expect(party.get("Buy drinks")?.[1]).toBe("2026-12-03");
    expect(party.get("Set up the tables")?.[1]).toBe("2026-12-18");
  });
});
