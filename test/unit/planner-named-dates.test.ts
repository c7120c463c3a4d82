import { describe, expect, it } from "vitest";
import { utcDayNumberOf as dayOf, dayFromNumber as toIsoDay } from "../../core/dates";
import { generateEmbeddedPlan } from "../../core/planner";
import { easterSunday, thanksgiving } from "../../core/planner/named-dates";
import { findDateMentions, removeMentions } from "../../core/planner/parse-dates";
import { type GeneratedPlan, generatedPlanSchema } from "../../core/schemas/plan";

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

function plan(idea: string, today = TODAY): GeneratedPlan {
  return generateEmbeddedPlan(idea, today);
}

function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** Schema-valid, with every due date a working day inside the timeline and in order. */
function expectValidPlan(p: GeneratedPlan): void {
  expect(() => generatedPlanSchema.parse(p)).not.toThrow();
  const { startDate, endDate } = p.timeline;
  expect(startDate <= endDate).toBe(true);
  expect([1, 2, 3, 4, 5]).toContain(weekday(endDate));
  let previous = startDate;
  for (const t of [...p.tasks, ...p.milestones]) {
    const due = t.dueDate as string;
    expect(due >= startDate && due <= endDate, `${t.name} due ${due} outside ${startDate}..${endDate}`).toBe(true);
    expect([1, 2, 3, 4, 5], `${t.name} due on a weekend`).toContain(weekday(due));
  }
  for (const t of p.tasks) {
    expect((t.dueDate as string) >= previous, `${t.name} goes backwards`).toBe(true);
    previous = t.dueDate as string;
  }
}

const iso = (day: number | null) => (day === null ? null : toIsoDay(day));

describe("named days of a year", () => {
  it("computes Western Easter Sunday", () => {
    expect(iso(easterSunday(2027))).toBe("2027-03-28");
    expect(iso(easterSunday(2028))).toBe("2028-04-16");
    expect(iso(easterSunday(2026))).toBe("2026-04-05");
    expect(iso(easterSunday(2024))).toBe("2024-03-31");
    expect(iso(easterSunday(2025))).toBe("2025-04-20");
    expect(iso(easterSunday(2011))).toBe("2011-04-24");
    expect(iso(easterSunday(2038))).toBe("2038-04-25");
    expect(iso(easterSunday(2285))).toBe("2285-03-22");
  });

  it("computes US Thanksgiving as the fourth Thursday of November, even in a month with five", () => {
    expect(iso(thanksgiving(2026))).toBe("2026-11-26");
    expect(iso(thanksgiving(2027))).toBe("2027-11-25");
    expect(iso(thanksgiving(2028))).toBe("2028-11-23");
    // 1 November 2029 is a Thursday, so the last Thursday (the 29th) is the fifth.
    expect(iso(thanksgiving(2029))).toBe("2029-11-22");
  });
});

describe("named dates in text", () => {
  it.each([
    ["by Christmas", "2026-12-25"],
    ["by Christmas Day", "2026-12-25"],
    ["before Xmas", "2026-12-24"],
    ["on Christmas Eve", "2026-12-24"],
    ["by Boxing Day", "2026-12-26"],
    ["by New Year's Eve", "2026-12-31"],
    ["by New Year’s Day", "2027-01-01"],
    ["by new years", "2027-01-01"],
    ["before the new year", "2026-12-31"],
    ["before Valentine's Day", "2027-02-13"],
    ["by valentines day", "2027-02-14"],
    ["in time for Valentine's", "2027-02-14"],
    ["by St Patrick's Day", "2027-03-17"],
    ["for St. Paddy's", "2027-03-17"],
    ["by Easter", "2027-03-28"],
    ["by Easter 2028", "2028-04-16"],
    ["for Mother's Day", "2027-05-09"],
    ["by mothers day", "2027-05-09"],
    ["by Father's Day", "2027-06-20"],
    ["by Independence Day", "2027-07-04"],
    ["before the Fourth of July", "2027-07-03"],
    ["by the 4th of July", "2027-07-04"],
    ["by Halloween", "2027-10-31"],
    ["BY HALLOWEEN", "2027-10-31"],
    ["ahead of Thanksgiving", "2026-11-25"],
    ["by Christmas 2027", "2027-12-25"],
    ["this Easter", "2027-03-28"],
    ["the deadline is Christmas", "2026-12-25"],
  ])("%s → %s", (text, expected) => {
    expect(dates(text)).toEqual([expected]);
  });

  it("finds Thanksgiving, Black Friday and Cyber Monday of this year when they are still ahead", () => {
    const november = new Date("2026-11-01T09:00:00Z");
    expect(dates("for Thanksgiving", november)).toEqual(["2026-11-26"]);
    expect(dates("by Black Friday", november)).toEqual(["2026-11-27"]);
    // "before" is the day before, as "before March 3" is March 2.
    expect(dates("before Black Friday", november)).toEqual(["2026-11-26"]);
    expect(dates("by Cyber Monday", november)).toEqual(["2026-11-30"]);
  });

  it("rolls a named date that has passed this year into next year", () => {
    expect(dates("by Halloween")).toEqual(["2027-10-31"]);
    expect(dates("by Halloween", new Date("2026-10-01T09:00:00Z"))).toEqual(["2026-10-31"]);
    expect(dates("for Thanksgiving", new Date("2026-11-27T09:00:00Z"))).toEqual(["2027-11-25"]);
    // On the day itself "by Christmas" is today, but "before Christmas" has gone.
    const christmas = new Date("2026-12-25T09:00:00Z");
    expect(dates("by Christmas", christmas)).toEqual(["2026-12-25"]);
    expect(dates("before Christmas", christmas)).toEqual(["2027-12-24"]);
    // A named year in the past is not a deadline.
    expect(dates("by Christmas 2025")).toEqual([]);
  });

  it("does not read 'after' a named date as a date, nor let another rule read it", () => {
    expect(dates("after Christmas")).toEqual([]);
    expect(dates("from Black Friday")).toEqual([]);
    expect(dates("after the 4th of July")).toEqual([]);
    expect(dates("after Easter, finish by March 3")).toEqual(["2027-03-03"]);
  });

  it("leaves holiday names used as themes alone", () => {
    for (const text of [
      "A Christmas tree farm website",
      "Valentine's Day gift boxes",
      "Our Black Friday sale",
      "Send the Cyber Monday email",
      "A New Year's resolution tracker app",
      "Marketing goals for the new year",
      "before the Christmas rush",
      "ready for the holiday season",
      "dinner at Patrick's",
    ]) {
      expect(dates(text), text).toEqual([]);
    }
  });

  it("counts 'a week before that' from a named date and cuts it from names", () => {
    expect(dates("Launch by Christmas, with the ads a week before that")).toEqual(["2026-12-25", "2026-12-18"]);
    const text = "Launch the store before Valentine's Day";
    expect(removeMentions(text, findDateMentions(text, dayOf(TODAY)))).toBe("Launch the store");
  });
});

describe("plans with named deadlines", () => {
  const bakery = "Launch a new online store for our bakery before Valentine's Day.";

  it("plans the bakery store up to Valentine's Day with the work spread over the time", () => {
    const p = plan(bakery);
    expectValidPlan(p);
    // Saturday 13 February is the day before; the last working day before it is Friday the 12th.
    expect(p.timeline).toEqual({ startDate: "2026-11-23", endDate: "2027-02-12" });
    expect(p.description).toContain("2027-02-12");
    expect(p.name.toLowerCase()).not.toContain("valentine");
    const due = p.tasks.map((t) => t.dueDate as string);
    expect((due[0] as string) <= "2026-12-11").toBe(true);
    expect(due.at(-1)).toBe("2027-02-12");
    for (const month of ["2026-12", "2027-01", "2027-02"]) {
      expect(
        due.some((d) => d.startsWith(month)),
        month,
      ).toBe(true);
    }
    expect(new Set(due.map((d) => d.slice(0, 7))).size).toBeGreaterThanOrEqual(4);
  });

  it("gives a named date the same plan as the date written out, weekend deadlines included", () => {
    const pairs: Array<[string, string, Date]> = [
      [bakery, "Launch a new online store for our bakery before February 14.", TODAY],
      ["Plan our holiday catering menu by Christmas.", "Plan our holiday catering menu by December 25.", TODAY],
      ["Open a pop-up costume shop by Halloween.", "Open a pop-up costume shop by October 31.", TODAY],
      ["Launch the gift shop by Father's Day.", "Launch the gift shop by June 20.", TODAY],
      ["Get the online shop ready for Thanksgiving.", "Get the online shop ready by November 26.", new Date("2026-11-01T09:00:00Z")],
    ];
    for (const [named, written, today] of pairs) {
      const a = plan(named, today);
      const b = plan(written, today);
      expectValidPlan(a);
      expect(a.timeline, named).toEqual(b.timeline);
      expect(
        a.tasks.map((t) => t.dueDate),
        named,
      ).toEqual(b.tasks.map((t) => t.dueDate));
    }
  });

  it("ends 'by Christmas' on Christmas Day and 'before Black Friday' the day before it", () => {
    const christmas = plan("Plan our holiday catering menu by Christmas.");
    expectValidPlan(christmas);
    expect(christmas.timeline.endDate).toBe("2026-12-25");
    const blackFriday = plan("Get the online shop ready before Black Friday.", new Date("2026-11-01T09:00:00Z"));
    expectValidPlan(blackFriday);
    expect(blackFriday.timeline).toEqual({ startDate: "2026-11-02", endDate: "2026-11-26" });
  });

  it("rolls Halloween into next year and plans up to its last working day", () => {
    const p = plan("Open a pop-up costume shop by Halloween.");
    expectValidPlan(p);
    // 31 October 2027 is a Sunday.
    expect(p.timeline.endDate).toBe("2027-10-29");
  });

  it("does not end the plan at a named date it is meant to follow", () => {
    const after = plan("Run a winter sale for the shop after Christmas.");
    expectValidPlan(after);
    expect(after.timeline).toEqual(plan("Run a winter sale for the shop.").timeline);
    expect(after.timeline.endDate).not.toBe("2026-12-25");
    expect(after.description).not.toMatch(/finishing by/);
  });

  it("pins listed steps to the named dates they give", () => {
    const p = plan(
      [
        "Holiday push for the shop",
        "",
        "- Finish the gift guide for Thanksgiving",
        "- Send the Cyber Monday email by Cyber Monday",
        "- Ship last orders by Christmas Eve",
      ].join("\n"),
      new Date("2026-11-01T09:00:00Z"),
    );
    expectValidPlan(p);
    const dueOf = (fragment: string) => p.tasks.find((t) => t.name.toLowerCase().includes(fragment))?.dueDate;
    expect(dueOf("gift guide")).toBe("2026-11-26");
    expect(dueOf("cyber monday email")).toBe("2026-11-30");
    expect(dueOf("last orders")).toBe("2026-12-24");
  });
});
