import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  addWorkingDays,
  dayFromNumber,
  dayFromParts,
  dayIn,
  dayNumber,
  daysBetween,
  daysInMonth,
  isDay,
  isTimeZone,
  isWorkingDay,
  MONDAY,
  makeCalendar,
  nextWorkingDay,
  nthWeekday,
  previousWorkingDay,
  SATURDAY,
  STANDARD_WEEK,
  SUNDAY,
  todayIn,
  utcDayNumberOf,
  type WorkCalendar,
  weekdayOf,
  weekStart,
  workingDaysBetween,
} from "../../core/dates";

// Issue 23 #4: the one date model (decision 122). Property-style checks over several years.

const FROM = dayNumber("2023-12-25");
const TO = dayNumber("2029-01-07"); // five years, with the leap days of 2024 and 2028
const everyDay = Array.from({ length: TO - FROM + 1 }, (_, k) => dayFromNumber(FROM + k));

const calendars: Record<string, WorkCalendar> = {
  "Monday to Friday": STANDARD_WEEK,
  "with holidays, some on weekends and a leap day": makeCalendar([
    "2024-02-29",
    "2024-12-25",
    "2024-12-26",
    "2024-12-28", // a Saturday
    "2025-01-01",
    "2026-12-25",
    "2027-12-25", // a Saturday
    "2027-12-26", // a Sunday
    "2028-02-29",
    "2028-12-25",
  ]),
  "Sunday to Thursday": makeCalendar(["2026-04-05" /* a Sunday, worked here */], [0, 1, 2, 3, 4]),
  "four days, Monday to Thursday": makeCalendar(["2025-05-01"], [1, 2, 3, 4]),
};

describe("days", () => {
  it("agree with Date for every day from 1900 to 2200: numbers, weekdays and validity", () => {
    const wrong: string[] = [];
    for (let t = Date.parse("1900-01-01T00:00:00Z"); t <= Date.parse("2200-12-31T00:00:00Z"); t += 86_400_000) {
      const date = new Date(t);
      const day = date.toISOString().slice(0, 10);
      const n = t / 86_400_000;
      if (dayNumber(day) !== n || dayFromNumber(n) !== day || weekdayOf(day) !== date.getUTCDay() || !isDay(day)) wrong.push(day);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it("know leap days", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDays("2100-02-28", 1)).toBe("2100-03-01"); // not a leap year
    expect(addDays("2000-02-28", 1)).toBe("2000-02-29"); // a leap year
    expect(isDay("2027-02-29")).toBe(false);
    expect(isDay("2028-02-29")).toBe(true);
    expect(isDay("2026-13-01")).toBe(false);
    expect(isDay("2026-1-01")).toBe(false);
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonths("2027-11-30", 3)).toBe("2028-02-29");
    expect(daysBetween("2028-02-01", "2028-03-01")).toBe(29);
    expect(daysBetween("2028-03-01", "2028-02-01")).toBe(-29);
  });

  it("start weeks on Monday", () => {
    const wrong = everyDay.filter((day) => {
      const monday = weekStart(day);
      const back = daysBetween(monday, day);
      return weekdayOf(monday) !== 1 || back < 0 || back >= 7 || weekStart(dayNumber(day)) !== dayNumber(monday);
    });
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});

describe.each(Object.entries(calendars))("working-day calendar: %s", (_name, cal) => {
  const worked = everyDay.filter((day) => isWorkingDay(day, cal));

  it("adding N working days and counting back gives N", () => {
    const wrong: string[] = [];
    for (const day of worked) {
      for (const n of [0, 1, 2, 4, 5, 13, 61]) {
        const later = addWorkingDays(day, n, cal);
        if (
          !isWorkingDay(later, cal) ||
          workingDaysBetween(day, later, cal) - 1 !== n ||
          addWorkingDays(later, -n, cal) !== day ||
          addWorkingDays(dayNumber(day), n, cal) !== dayNumber(later) // the same on day numbers
        )
          wrong.push(`${day} + ${n} = ${later}`);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(worked.length).toBeGreaterThan(800);
  });

  it("never lands on a day off, and snaps days off forward or back", () => {
    const wrong: string[] = [];
    for (const day of everyDay) {
      const next = nextWorkingDay(day, cal);
      const previous = previousWorkingDay(day, cal);
      if (!isWorkingDay(next, cal) || !isWorkingDay(previous, cal)) wrong.push(`${day}: lands on a day off`);
      if (isWorkingDay(day, cal)) {
        if (next !== day || previous !== day) wrong.push(`${day}: a working day moved`);
      } else {
        // Nothing worked between the day and where it snaps to.
        for (let d = day; d < next; d = addDays(d, 1)) if (isWorkingDay(d, cal)) wrong.push(`${day}: skipped ${d}`);
        for (let d = day; d > previous; d = addDays(d, -1)) if (isWorkingDay(d, cal)) wrong.push(`${day}: skipped ${d}`);
        if (addWorkingDays(day, 0, cal) !== next) wrong.push(`${day}: + 0 is not the next working day`);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it("counts the working days of a range one by one", () => {
    for (let k = 0; k + 40 < everyDay.length; k += 17) {
      const from = everyDay[k];
      const to = everyDay[k + 40];
      expect(workingDaysBetween(from, to, cal)).toBe(everyDay.slice(k, k + 41).filter((d) => isWorkingDay(d, cal)).length);
      expect(workingDaysBetween(to, from, cal)).toBe(0);
    }
  });
});

describe("holidays", () => {
  it("on a weekend change nothing", () => {
    const cal = makeCalendar(["2027-12-25", "2027-12-26"]);
    expect(everyDay.filter((day) => isWorkingDay(day, cal) !== isWorkingDay(day, STANDARD_WEEK))).toEqual([]);
    expect(addWorkingDays("2027-12-24", 1, cal)).toBe("2027-12-27");
  });

  it("on a weekday are skipped by every function", () => {
    const cal = makeCalendar(["2026-12-25", "2026-12-28"]);
    expect(isWorkingDay("2026-12-25", cal)).toBe(false);
    expect(addWorkingDays("2026-12-24", 1, cal)).toBe("2026-12-29");
    expect(nextWorkingDay("2026-12-25", cal)).toBe("2026-12-29");
    expect(previousWorkingDay("2026-12-28", cal)).toBe("2026-12-24");
    expect(workingDaysBetween("2026-12-21", "2026-12-31", cal)).toBe(7);
  });

  it("a week with no working day is refused", () => {
    expect(() => makeCalendar([], [])).toThrow(RangeError);
  });
});

describe("a person's day in their time zone", () => {
  it("follows the zone across daylight-saving changes", () => {
    // New York springs forward on 2026-03-08 (UTC-5 → UTC-4) and falls back on 2026-11-01.
    expect(dayIn(new Date("2026-03-08T04:59:00Z"), "America/New_York")).toBe("2026-03-07");
    expect(dayIn(new Date("2026-03-08T05:00:00Z"), "America/New_York")).toBe("2026-03-08");
    expect(dayIn(new Date("2026-03-09T03:59:00Z"), "America/New_York")).toBe("2026-03-08");
    expect(dayIn(new Date("2026-03-09T04:00:00Z"), "America/New_York")).toBe("2026-03-09");
    expect(dayIn(new Date("2026-11-02T04:59:00Z"), "America/New_York")).toBe("2026-11-01");
    expect(dayIn(new Date("2026-11-02T05:00:00Z"), "America/New_York")).toBe("2026-11-02");
    // Berlin: UTC+1 → UTC+2 on 2026-03-29. Sydney: UTC+11 → UTC+10 on 2026-04-05.
    expect(dayIn(new Date("2026-03-28T22:59:00Z"), "Europe/Berlin")).toBe("2026-03-28");
    expect(dayIn(new Date("2026-03-28T23:00:00Z"), "Europe/Berlin")).toBe("2026-03-29");
    expect(dayIn(new Date("2026-03-29T21:59:00Z"), "Europe/Berlin")).toBe("2026-03-29");
    expect(dayIn(new Date("2026-03-29T22:00:00Z"), "Europe/Berlin")).toBe("2026-03-30");
    expect(dayIn(new Date("2026-04-04T12:59:00Z"), "Australia/Sydney")).toBe("2026-04-04");
    expect(dayIn(new Date("2026-04-04T13:00:00Z"), "Australia/Sydney")).toBe("2026-04-05");
    expect(dayIn(new Date("2026-04-05T13:59:00Z"), "Australia/Sydney")).toBe("2026-04-05");
    expect(dayIn(new Date("2026-04-05T14:00:00Z"), "Australia/Sydney")).toBe("2026-04-06");
  });

  it.each(["America/New_York", "Europe/Berlin", "Australia/Sydney", "Asia/Kolkata", "Pacific/Chatham", "UTC"])(
    "%s: hour by hour over a year, days advance one at a time and each lasts 23 to 25 hours",
    (zone) => {
      const hours = new Map<string, number>();
      let previous = dayIn(new Date(Date.parse("2026-01-01T00:00:00Z")), zone);
      const jumps: string[] = [];
      for (let t = Date.parse("2026-01-01T00:00:00Z"); t < Date.parse("2027-01-01T00:00:00Z"); t += 3_600_000) {
        const day = dayIn(new Date(t), zone);
        const step = daysBetween(previous, day);
        if (step < 0 || step > 1) jumps.push(`${previous} → ${day}`);
        hours.set(day, (hours.get(day) ?? 0) + 1);
        previous = day;
      }
      expect(jumps).toEqual([]);
      const whole = [...hours.entries()].slice(1, -1).map(([, h]) => h);
      expect(Math.min(...whole)).toBeGreaterThanOrEqual(23);
      expect(Math.max(...whole)).toBeLessThanOrEqual(25);
    },
  );

  it("today is the zone's today, not the machine's", () => {
    const now = new Date("2026-11-26T23:30:00Z");
    expect(todayIn("UTC", now)).toBe("2026-11-26");
    expect(todayIn("Asia/Tokyo", now)).toBe("2026-11-27");
    expect(todayIn("America/Los_Angeles", now)).toBe("2026-11-26");
    expect(todayIn("Pacific/Kiritimati", new Date("2026-11-26T10:30:00Z"))).toBe("2026-11-27");
    expect(todayIn("Pacific/Pago_Pago", new Date("2026-11-26T10:30:00Z"))).toBe("2026-11-25");
  });
});

// Issue 27: the survivors of the mutation bench's run of zone.ts.
describe("time zone names", () => {
  it("knows the runtime's IANA zones and refuses a name that is not one", () => {
    expect(isTimeZone("Europe/Paris")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });
});

// Issue 27: the survivors of the mutation bench's sample of day.ts (checked before only through the planner's tests).
describe("days at their edges", () => {
  it("numbers Sunday, Monday and Saturday as weekdayOf does", () => {
    expect(weekdayOf("2026-11-29")).toBe(SUNDAY);
    expect(weekdayOf("2026-11-30")).toBe(MONDAY);
    expect(weekdayOf("2026-11-28")).toBe(SATURDAY);
  });

  it("knows each month's length, and February's in a leap year", () => {
    const lengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    lengths.forEach((length, i) => {
      expect(daysInMonth(2027, i + 1)).toBe(length);
      expect(dayFromParts(2027, i + 1, length)).not.toBeNull();
      expect(dayFromParts(2027, i + 1, length + 1)).toBeNull();
    });
    expect(daysInMonth(2028, 2)).toBe(29);
  });

  it("reads an instant's UTC day number", () => {
    expect(utcDayNumberOf(new Date("2026-11-26T23:59:59.999Z"))).toBe(dayNumber("2026-11-26"));
    expect(utcDayNumberOf(new Date("2026-11-27T00:00:00Z"))).toBe(dayNumber("2026-11-27"));
  });

  it("finds the first, second, third and last weekday of a month, and no fifth where there is none", () => {
    const nth = (year: number, month: number, ordinal: number, weekday: number) => {
      const n = nthWeekday(year, month, ordinal, weekday);
      return n === null ? null : dayFromNumber(n);
    };
    expect(nth(2026, 12, 1, 2)).toBe("2026-12-01");
    expect(nth(2026, 12, 1, 5)).toBe("2026-12-04");
    expect(nth(2026, 12, 2, 5)).toBe("2026-12-11");
    expect(nth(2026, 12, 3, 3)).toBe("2026-12-16");
    expect(nth(2026, 12, -1, 5)).toBe("2026-12-25");
    expect(nth(2026, 12, -1, 4)).toBe("2026-12-31");
    expect(nth(2026, 2, -1, 1)).toBe("2026-02-23");
    expect(nth(2026, 2, 5, 5)).toBeNull();
  });
});
