import { describe, expect, it } from "vitest";
import { describeRule, firstOccurrences, nextOccurrence, normalizeRule } from "../../core/recurrence/rule";

describe("recurrence rules (issue 26)", () => {
  it("accepts what the form builds and normalizes the prefix and case", () => {
    expect(normalizeRule("RRULE:freq=weekly;byday=mo,we")).toBe("FREQ=WEEKLY;BYDAY=MO,WE");
    expect(normalizeRule("FREQ=MONTHLY;BYDAY=TU;BYSETPOS=2;COUNT=5")).toBe("FREQ=MONTHLY;BYDAY=TU;BYSETPOS=2;COUNT=5");
    expect(normalizeRule("FREQ=DAILY;INTERVAL=3;UNTIL=20270101T000000Z")).toBe("FREQ=DAILY;INTERVAL=3;UNTIL=20270101T000000Z");
  });

  it("refuses rules the form can't build", () => {
    for (const bad of [
      "",
      "FREQ=HOURLY",
      "FREQ=SECONDLY",
      "FREQ=DAILY;BYHOUR=3",
      "FREQ=DAILY;COUNT=2;UNTIL=20270101T000000Z",
      "nonsense",
      "FREQ=DAILY\nX",
    ]) {
      expect(normalizeRule(bad), bad).toBeNull();
    }
  });

  it("finds the next occurrence after a day, on calendar days", () => {
    // 2026-12-01 is a Tuesday.
    expect(nextOccurrence("FREQ=WEEKLY;BYDAY=TU,TH", "2026-12-01", "2026-12-01")).toBe("2026-12-03");
    expect(nextOccurrence("FREQ=MONTHLY;BYDAY=TU;BYSETPOS=2", "2026-12-08", "2026-12-08")).toBe("2027-01-12");
    expect(nextOccurrence("FREQ=DAILY;COUNT=2", "2026-12-01", "2026-12-02")).toBeNull();
  });

  it("lists the first occurrences and reads as words", () => {
    expect(firstOccurrences("FREQ=MONTHLY;BYMONTHDAY=31", "2027-01-31", 3)).toEqual(["2027-01-31", "2027-03-31", "2027-05-31"]);
    expect(describeRule("FREQ=WEEKLY;BYDAY=MO")).toBe("Every week on Monday");
  });
});

// Issue 27: the limits of a stored rule, which the mutation bench found unchecked.
describe("a repeat rule's limits", () => {
  it("takes every 1 to 366, and 1 to 1,000 times", () => {
    expect(normalizeRule("FREQ=DAILY;INTERVAL=366")).toBe("FREQ=DAILY;INTERVAL=366");
    expect(normalizeRule("FREQ=DAILY;INTERVAL=367")).toBeNull();
    expect(normalizeRule("FREQ=DAILY;COUNT=1")).toBe("FREQ=DAILY;COUNT=1");
    expect(normalizeRule("FREQ=DAILY;COUNT=1000")).toBe("FREQ=DAILY;COUNT=1000");
    expect(normalizeRule("FREQ=DAILY;COUNT=1001")).toBeNull();
  });

  it("refuses a rule over 300 characters, a part named twice, and a part without a value", () => {
    const long = `FREQ=WEEKLY;BYDAY=${Array.from({ length: 100 }, () => "MO").join(",")}`;
    expect(long.length).toBeGreaterThan(300);
    expect(normalizeRule(long)).toBeNull();
    expect(normalizeRule("FREQ=DAILY;FREQ=WEEKLY")).toBeNull();
    expect(normalizeRule("FREQ=DAILY;COUNT=")).toBeNull();
  });
});

// Issue 27: the two survivors of the bench's re-run of rule.ts's sample.
describe("a repeat rule's limits, at their edges", () => {
  it("takes a rule of exactly 300 characters and refuses one of 301", () => {
    const of = (zeros: number) => `FREQ=DAILY;INTERVAL=${"0".repeat(zeros)}1`;
    expect(of(279)).toHaveLength(300);
    expect(normalizeRule(of(279))).toBe(of(279));
    expect(normalizeRule(of(280))).toBeNull();
  });

  it("refuses an empty part even where the repeat library would read the rule without it", () => {
    expect(normalizeRule("FREQ=WEEKLY;WKST=")).toBeNull();
    expect(normalizeRule("FREQ=MONTHLY;BYMONTHDAY=")).toBeNull();
    expect(normalizeRule("FREQ=MONTHLY;BYMONTHDAY=15")).toBe("FREQ=MONTHLY;BYMONTHDAY=15");
  });
});
