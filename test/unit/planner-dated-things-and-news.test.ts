import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { normalizeText } from "../../core/planner/text";

// Issue 20, from the last stop's list of bugs left: two features with two dates ("Push notifications by
// January 15, dark mode by March 1") were one task and lost both dates; news of work done ("Checkout
// redesign shipped last week") was planned as a project, and named a plan that asked for other work.
// Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);
const own = (idea: string) =>
  plan(idea)
    .tasks.filter((t) => !t.suggested)
    .map((t) => [t.name, t.dueDate]);

describe("things listed with a date each", () => {
  it("are a task each, due when it says", () => {
    expect(own("Push notifications by January 15, dark mode by March 1")).toEqual([
      ["Push notifications", "2027-01-15"],
      ["Dark mode", "2027-03-01"],
    ]);
    // A Sunday's deadline is met the Friday before.
    expect(own("Chapter 3 by Jan 31, chapter 4 by Feb 28")).toEqual([
      ["Chapter 3", "2027-01-29"],
      ["Chapter 4", "2027-02-26"],
    ]);
  });

  it("splits two dated parts joined by 'and' alone", () => {
    expect(own("Add push notifications by January 15 and dark mode by March 1")).toEqual([
      ["Add push notifications", "2027-01-15"],
      ["Dark mode", "2027-03-01"],
    ]);
  });

  it("leaves days things happen on to the event that holds them", () => {
    // "on December 10" is when the pitch is held, not a deadline: the deck is polished before it.
    const p = plan("Investor pitch on December 10, dry run on December 8. Polish the deck and send follow-ups by December 17.");
    expect(p.tasks.map((t) => [t.name, t.dueDate])).toEqual([
      ["Polish the deck", "2026-12-02"],
      ["Investor pitch", "2026-12-10"],
      ["Send follow-ups", "2026-12-17"],
    ]);
  });
});

describe("a thing, then the state it needs by a day", () => {
  it("is the work to reach that state, and the thing's own day stays its own", () => {
    // It was one task, "Ski trip, everything booked".
    const p = plan("Ski trip this winter, everything booked by November 30");
    expect(p.name).toBe("Ski Trip");
    expect(own("Ski trip this winter, everything booked by November 30")).toEqual([
      ["Book everything", "2026-11-30"],
      ["Ski trip", "2027-02-26"],
    ]);
    expect(own("Ski trip to Whistler in February, flights and hotel booked by December 15")).toEqual([
      ["Book the flights and hotel", "2026-12-15"],
      ["Ski trip to Whistler", "2027-02-26"],
    ]);
  });

  it("leaves a head over a list to its list", () => {
    const p = plan("Ski trip this winter, everything booked by December 1:\n- pick the resort\n- book the chalet\n- rent skis");
    expect(p.tasks.map((t) => t.name)).toEqual(["Pick the resort", "Book the chalet", "Rent skis", "Ski trip"]);
  });
});

describe("a series starting a month", () => {
  it("repeats from that month's first day, without the month in its name", () => {
    const publish = plan("Podcast season 2: record 8 episodes, edit, publish weekly starting January").tasks.at(-1);
    expect([publish?.name, publish?.dueDate, publish?.recurrence]).toEqual(["Publish", "2027-01-01", "FREQ=WEEKLY"]);
    const episode = plan("Publish an episode weekly starting January").tasks.find((t) => t.name === "Publish an episode");
    expect([episode?.dueDate, episode?.recurrence]).toEqual(["2027-01-01", "FREQ=WEEKLY"]);
  });
});

describe("a head and its orders after a dash", () => {
  it("reads the dash as the colon it stands for", () => {
    // It was refused as asking for nothing.
    const idea = "Quarterly board meeting on January 14 — prepare the financials, the deck and send the pre-read a week before";
    expect(plan(idea).name).toBe("Quarterly Board Meeting");
    expect(plan(idea).tasks.map((t) => [t.name, t.dueDate])).toEqual([
      ["Prepare the financials", "2026-12-10"],
      ["Prepare the deck", "2026-12-24"],
      ["Send the pre-read", "2027-01-07"],
      ["Quarterly board meeting", "2027-01-14"],
    ]);
  });

  it("leaves a dash alone before a name, or after an order", () => {
    expect(normalizeText("Board meeting – prepare the deck")).toBe("Board meeting: prepare the deck");
    expect(normalizeText("Book venue — Raj — Dec 11")).toBe("Book venue — Raj — Dec 11");
    expect(normalizeText("Fix the login bug — test it on Safari")).toBe("Fix the login bug — test it on Safari");
  });
});

describe("news of work done", () => {
  it("is refused on its own", () => {
    for (const news of ["Checkout redesign shipped last week", "The pricing page launched yesterday.", "We launched the app"])
      expect(() => plan(news), news).toThrow("We couldn't find a project in that text.");
  });

  it("is background before an ask, which names the plan", () => {
    for (const text of [
      "We shipped the beta last week. Now plan the public launch in January.",
      "We shipped the beta. Now plan the public launch in January.",
    ]) {
      const p = plan(text);
      expect(p.name, text).toBe("Public Launch");
      expect(
        p.tasks.filter((t) => !t.suggested).map((t) => t.name),
        text,
      ).toEqual(["Plan the public launch"]);
    }
    expect(plan("The API was deployed yesterday. Please add the login screen and the signup form.").description).toMatch(
      /^Please add the login screen and the signup form\./,
    );
  });
});
