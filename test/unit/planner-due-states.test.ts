import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20: a state with a deadline is the work to reach it. "Ski trip to Whistler in February. Flights
// and hotel booked by November 30." planned nothing due by November 30; "The slides need to be sent by
// April 30" became the task "Be sent". Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const own = (idea: string) =>
  generateEmbeddedPlan(idea, FRIDAY)
    .tasks.filter((t) => !t.suggested)
    .map((t) => [t.name, t.dueDate]);

describe("a state with a deadline", () => {
  it("is the booking to make by then", () => {
    expect(own("Ski trip to Whistler in February. Flights and hotel booked by November 30.")[0]).toEqual([
      "Book the flights and hotel",
      "2026-11-30",
    ]);
  });

  it("keeps the step said after it with 'then'", () => {
    // The whole sentence was dropped: the plan was the ski trip alone.
    expect(own("Ski trip in February. Flights booked by December 15 and then pack.").map(([name]) => name)).toEqual([
      "Book flights",
      "Pack",
      "Ski trip",
    ]);
    expect(own("Ski trip in February. Flights booked by December 15 and then pack.")[0]).toEqual(["Book flights", "2026-12-15"]);
  });

  it("is one task per state, each by its own day", () => {
    // Friday 15 January and Friday 19 February (the 20th is a Saturday).
    expect(own("Team offsite in March. Venue booked by January 15, catering ordered by February 20.").slice(0, 2)).toEqual([
      ["Book the venue", "2027-01-15"],
      ["Order catering", "2027-02-19"],
    ]);
  });

  it("is the sending, not 'Be sent', when it needs to be done", () => {
    expect(own("Conference talk in May. The slides need to be sent by April 30.")[0]).toEqual(["Send the slides", "2027-04-30"]);
  });
});

describe("a state with no deadline", () => {
  it("stays a fact", () => {
    // "Venue booked." says what is done; it asks for nothing more.
    const names = own("Team offsite in March. Venue booked. Plan the agenda and send the invites.").map(([name]) => name);
    expect(names).not.toContain("Book the venue");
  });
});

describe("one verb after 'then'", () => {
  it("is a step of its own", () => {
    // "Book the flights and then pack" was one task.
    expect(own("Ski trip in February. Book the flights by December 15 and then pack.").map(([name]) => name)).toEqual([
      "Book the flights",
      "Pack",
      "Ski trip",
    ]);
    expect(own("Write the speech and then rehearse").map(([name]) => name)).toEqual(["Write the speech", "Rehearse"]);
  });

  it("is no part of the project's name", () => {
    // "Login Bug Then Deploy".
    expect(generateEmbeddedPlan("Fix the login bug then deploy", FRIDAY).name).toBe("Login Bug");
  });

  it("but a thing after 'and' is still the verb's second object", () => {
    expect(own("Paint the fence and the shed, then clean the gutters").map(([name]) => name)).toEqual([
      "Paint the fence and the shed",
      "Clean the gutters",
    ]);
  });
});
