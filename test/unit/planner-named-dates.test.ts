import { describe, expect, it } from "vitest";
import { dayOf, toIsoDay } from "../../core/planner/dates";
import { findDateMentions } from "../../core/planner/parse-dates";

// Monday 23 November 2026, 09:00 UTC, like the other planner tests.
const TODAY = new Date("2026-11-23T09:00:00Z");

function dates(text: string, today = TODAY): string[] {
  return findDateMentions(text, dayOf(today)).map((m) => toIsoDay(m.day));
}

describe("end of the year and of a quarter", () => {
  it.each([
    ["by the end of the year", "2026-12-31"],
    ["by year end", "2026-12-31"],
    ["by year-end", "2026-12-31"],
    ["by end of Q1", "2027-03-31"],
    ["by the end of Q4", "2026-12-31"],
    // "Before the end of" stays inside the period, one day early, as "before March 3" is March 2.
    ["before the end of the year", "2026-12-30"],
    ["before year-end", "2026-12-30"],
    ["before end of Q1", "2027-03-30"],
    ["before the end of June", "2027-06-29"],
    ["before the end of the month", "2026-11-29"],
    // Before the start of a period, or the period itself, is the day before it begins.
    ["before the start of June", "2027-05-31"],
    ["before June", "2027-05-31"],
  ])("%s → %s", (text, expected) => {
    expect(dates(text)).toEqual([expected]);
  });
});
