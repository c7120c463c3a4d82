import { describe, expect, it } from "vitest";
import { choiceOf, nthWeekdayLabel, ruleOf } from "../../core/recurrence/form-rule";
import { describeRule } from "../../core/recurrence/rule";
import { followingOccurrence, latestOccurrenceBy, shiftDay } from "../../core/recurrence/series";

// Issue 26: the series moves from occurrence to occurrence (COUNT carried down), and the form's
// choices round-trip through the RRULE it stores.

describe("repeating series", () => {
  it("the next occurrence carries what is left of a COUNT, and none follows the last", () => {
    // 2031-05-05 is a Monday.
    expect(followingOccurrence("FREQ=WEEKLY;BYDAY=MO;COUNT=3", "2031-05-05")).toEqual({
      day: "2031-05-12",
      rule: "FREQ=WEEKLY;BYDAY=MO;COUNT=2",
    });
    expect(followingOccurrence("FREQ=WEEKLY;BYDAY=MO;COUNT=1", "2031-05-12")).toBeNull();
    // A due date off the rule is not an occurrence: the first date on the rule is the first of COUNT.
    expect(followingOccurrence("FREQ=WEEKLY;BYDAY=MO;COUNT=2", "2031-05-06")).toEqual({
      day: "2031-05-12",
      rule: "FREQ=WEEKLY;BYDAY=MO;COUNT=2",
    });
    expect(followingOccurrence("FREQ=DAILY;UNTIL=20310506T000000Z", "2031-05-05")?.day).toBe("2031-05-06");
    expect(followingOccurrence("FREQ=DAILY;UNTIL=20310506T000000Z", "2031-05-06")).toBeNull();
    // Every 2 weeks on Mon and Wed keeps its fortnight from a Wednesday occurrence.
    expect(followingOccurrence("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE", "2031-05-07")?.day).toBe("2031-05-19");
  });

  it("catches up to the latest occurrence by a day, never one on or before the due date", () => {
    expect(latestOccurrenceBy("FREQ=WEEKLY;BYDAY=MO;COUNT=5", "2031-05-05", "2031-05-20")).toEqual({
      day: "2031-05-19",
      rule: "FREQ=WEEKLY;BYDAY=MO;COUNT=3",
    });
    expect(latestOccurrenceBy("FREQ=WEEKLY;BYDAY=MO", "2031-05-05", "2031-05-11")).toBeNull();
    expect(latestOccurrenceBy("FREQ=WEEKLY;BYDAY=MO", "2031-05-05", "2031-05-05")).toBeNull();
    expect(shiftDay("2031-05-03", "2031-05-05", "2031-05-12")).toBe("2031-05-10");
  });

  it("builds the rule the form describes and reads it back", () => {
    const weekly = { ...choiceOf(null, "2031-05-05"), frequency: "weekly" as const, interval: 2, weekdays: ["WE" as const, "MO" as const] };
    const rule = ruleOf(weekly, "2031-05-05")!;
    expect(rule).toBe("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE");
    expect(describeRule(rule)).toBe("Every 2 weeks on Monday, Wednesday");
    expect(choiceOf(rule, "2031-05-05")).toMatchObject({ frequency: "weekly", interval: 2, weekdays: ["MO", "WE"], end: "never" });

    // 2031-05-13 is the second Tuesday of May.
    const monthly = {
      ...choiceOf(null, "2031-05-13"),
      frequency: "monthly" as const,
      monthlyBy: "weekday" as const,
      end: "count" as const,
      count: 4,
    };
    expect(ruleOf(monthly, "2031-05-13")).toBe("FREQ=MONTHLY;BYDAY=TU;BYSETPOS=2;COUNT=4");
    expect(nthWeekdayLabel("2031-05-13")).toBe("the second Tuesday");
    expect(ruleOf({ ...monthly, monthlyBy: "date", end: "until", until: "2031-12-31" }, "2031-05-13")).toBe(
      "FREQ=MONTHLY;BYMONTHDAY=13;UNTIL=20311231T000000Z",
    );
    expect(choiceOf("FREQ=MONTHLY;BYMONTHDAY=13;UNTIL=20311231T000000Z", "2031-05-13")).toMatchObject({
      monthlyBy: "date",
      end: "until",
      until: "2031-12-31",
    });
    expect(ruleOf({ ...monthly, frequency: "daily", end: "never" }, "2031-05-13")).toBe("FREQ=DAILY");
    expect(ruleOf({ ...monthly, frequency: "off" }, "2031-05-13")).toBeNull();
  });
});

// Issue 27: the form's edges the mutation bench found unchecked.
describe("the repeat form: edges", () => {
  it("names the nth weekday of the month, and a fifth one as the last", () => {
    expect(nthWeekdayLabel("2026-11-01")).toBe("the first Sunday");
    expect(nthWeekdayLabel("2026-11-08")).toBe("the second Sunday");
    expect(nthWeekdayLabel("2026-11-28")).toBe("the fourth Saturday");
    expect(nthWeekdayLabel("2026-11-29")).toBe("the last Sunday");
    const monthly = { ...choiceOf(null, "2026-11-29"), frequency: "monthly" as const, monthlyBy: "weekday" as const };
    expect(ruleOf(monthly, "2026-11-29")).toBe("FREQ=MONTHLY;BYDAY=SU;BYSETPOS=-1");
  });

  it("repeats weekly on the due date's weekday when no day is chosen, and on the one day chosen", () => {
    const weekly = { ...choiceOf(null, "2026-11-26"), frequency: "weekly" as const, weekdays: [] };
    expect(ruleOf(weekly, "2026-11-26")).toBe("FREQ=WEEKLY;BYDAY=TH");
    expect(ruleOf({ ...weekly, weekdays: ["TU"] }, "2026-11-26")).toBe("FREQ=WEEKLY;BYDAY=TU");
  });

  it("reads a monthly rule's weekday as the monthly choice, not as chosen weekdays, and keeps the default count", () => {
    expect(choiceOf("FREQ=MONTHLY;BYDAY=TU;BYSETPOS=2", "2026-11-26")).toMatchObject({
      frequency: "monthly",
      monthlyBy: "weekday",
      weekdays: ["TH"],
      end: "never",
      count: 10,
    });
  });
});

describe("catching up a series: edges", () => {
  it("takes an occurrence that falls on today", () => {
    expect(latestOccurrenceBy("FREQ=DAILY", "2026-11-20", "2026-11-26")).toEqual({ day: "2026-11-26", rule: "FREQ=DAILY" });
  });

  it("leaves one occurrence when it catches up to a counted series' last", () => {
    expect(latestOccurrenceBy("FREQ=DAILY;COUNT=3", "2026-11-20", "2026-11-26")).toEqual({ day: "2026-11-22", rule: "FREQ=DAILY;COUNT=1" });
  });
});
