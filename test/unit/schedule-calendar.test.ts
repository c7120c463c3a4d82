import { describe, expect, it } from "vitest";
import {
  addWorkingDays,
  dayAtIndex,
  dayFromNumber,
  dayNumber,
  isWorkingDay,
  makeCalendar,
  workIndex,
  workingDaysBetween as workingDaysInclusive,
} from "../../core/dates";

describe("working-day calendar", () => {
  it("skips weekends", () => {
    expect(addWorkingDays("2026-01-09", 1)).toBe("2026-01-12"); // Friday + 1 → Monday
    expect(addWorkingDays("2026-01-12", -1)).toBe("2026-01-09");
    expect(addWorkingDays("2026-01-05", 10)).toBe("2026-01-19");
    expect(isWorkingDay("2026-01-10")).toBe(false);
    expect(isWorkingDay("2026-01-12")).toBe(true);
  });

  it("snaps a weekend date to the next working day", () => {
    expect(addWorkingDays("2026-01-10", 0)).toBe("2026-01-12");
    expect(workIndex("2026-01-11")).toBe(workIndex("2026-01-12"));
  });

  it("counts working days inclusively", () => {
    expect(workingDaysInclusive("2026-01-05", "2026-01-09")).toBe(5);
    expect(workingDaysInclusive("2026-01-05", "2026-01-12")).toBe(6);
    expect(workingDaysInclusive("2026-01-05", "2026-01-11")).toBe(5);
    expect(workingDaysInclusive("2026-01-09", "2026-01-05")).toBe(0);
  });

  it("skips the project's holidays, including runs of them", () => {
    const cal = makeCalendar(["2026-01-12", "2026-01-13", "2026-01-17" /* a Saturday: ignored */]);
    expect(isWorkingDay("2026-01-12", cal)).toBe(false);
    expect(addWorkingDays("2026-01-09", 1, cal)).toBe("2026-01-14");
    expect(addWorkingDays("2026-01-14", -1, cal)).toBe("2026-01-09");
    expect(workingDaysInclusive("2026-01-05", "2026-01-16", cal)).toBe(8);
  });

  it("round-trips every day of two years through indexes", () => {
    const cal = makeCalendar(["2026-12-25", "2026-12-28", "2027-01-01"]);
    const days = Array.from({ length: 730 }, (_, k) =>
      new Date(Date.parse("2026-01-01T00:00:00Z") + k * 86_400_000).toISOString().slice(0, 10),
    );
    const worked = days.filter((day) => isWorkingDay(day, cal));
    // Two years of weekdays less the three holidays.
    expect(worked).toHaveLength(730 - 208 - 3);
    for (const day of worked) expect(dayAtIndex(workIndex(day, cal), cal)).toBe(day);
    expect(addWorkingDays("2026-12-24", 1, cal)).toBe("2026-12-29");
    expect(addWorkingDays("2026-12-31", 1, cal)).toBe("2027-01-04");
  });
});

// Issue 27 (mutation bench): the day arithmetic agrees with Date for every day a date field takes.
describe("day numbers", () => {
  it("match Date for every day from 1900 to 2200, both ways", () => {
    // Decision 122: day numbers count from 1970-01-01 (they counted from the Monday 1970-01-05).
    const epoch = Date.parse("1970-01-01T00:00:00Z");
    const wrong: string[] = [];
    for (let t = Date.parse("1900-01-01T00:00:00Z"); t <= Date.parse("2200-12-31T00:00:00Z"); t += 86_400_000) {
      const day = new Date(t).toISOString().slice(0, 10);
      const n = (t - epoch) / 86_400_000;
      if (dayNumber(day) !== n || dayFromNumber(n) !== day) wrong.push(day);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});
