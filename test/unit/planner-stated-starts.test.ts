import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// A start the text states for its work ("Website redesign starting December 14") is when the plan begins,
// not its deadline. A period's or an event's start ("Maternity leave starting March 1", "Trip to Japan
// starting April 3") is a day the plan prepares for, so the work still comes before it.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);
const own = (idea: string) => plan(idea).tasks.filter((t) => !t.suggested);
const firstStart = (idea: string) =>
  own(idea)
    .map((t) => t.startDate ?? "")
    .sort()[0];
const lastDue = (idea: string) =>
  plan(idea)
    .tasks.map((t) => t.dueDate ?? "")
    .sort()
    .at(-1);

describe("work that starts on a date", () => {
  it("begins on that date and ends after it", () => {
    const idea = "Website redesign starting December 14: audit the current site, write the new copy, design the pages, build and launch.";
    expect(firstStart(idea)).toBe("2026-12-14");
    expect(lastDue(idea)).toBe("2027-01-01");
    expect(plan(idea).description).not.toMatch(/finishing by/);
  });

  it("reads 'beginning', 'starts on' and 'from' the same way", () => {
    expect(firstStart("App rewrite beginning March 1: port the API, rebuild the screens, test on devices and release.")).toBe("2027-03-01");
    expect(firstStart("Database migration starts on February 1. Export the tables, convert the schema, switch the app over.")).toBe(
      "2027-02-01",
    );
    expect(firstStart("Thesis writing from January 4: literature review, methods chapter, results, discussion, submit.")).toBe(
      "2027-01-04",
    );
  });

  it("spreads the work from its start, not over the whole year it names", () => {
    const idea = "Work starts in 2027. Kitchen renovation: tear out the old cabinets, install the new counters, paint the walls.";
    expect(firstStart(idea)).toBe("2027-01-01");
    expect(lastDue(idea)).toBe("2027-01-14");
  });
});

describe("a period or an event that starts on a date", () => {
  it("is prepared for before it begins", () => {
    expect(lastDue("Maternity leave starting March 1: hand over my projects, write the docs, brief the team.")).toBe("2027-03-01");
    expect(lastDue("Semester starting January 12: buy the books, set up the calendar, register for classes.")).toBe("2027-01-12");
    expect(lastDue("Trip to Japan starting April 3: book flights, get a rail pass, reserve hotels.")).toBe("2027-04-03");
  });

  it("keeps a newcomer's first day as the day the onboarding is ready by", () => {
    const idea = "New hire onboarding for Priya starting Jan 6: laptop, accounts (Google, Slack, GitHub), buddy, first-week schedule.";
    expect(lastDue(idea)).toBe("2027-01-06");
    expect(firstStart(idea)).toBe("2026-11-27");
  });

  it("keeps one item's start for that item ('record 8 episodes starting in January')", () => {
    const idea = "Podcast season 2: book guests, new cover art, record 8 episodes starting in January, one every two weeks.";
    expect(lastDue(idea)).toBe("2027-01-29");
  });
});
