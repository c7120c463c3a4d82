import type { Day } from "./day";

// A person's day. "Today" and "which day is this instant" depend on where someone is, so every
// function that needs them takes the IANA time zone (or the Day) as a parameter; nothing here, or in
// its callers, reads the machine's zone (a Worker runs in UTC, a browser wherever it is).

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    // en-CA writes dates as YYYY-MM-DD.
    f = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The day an instant falls on in `timeZone` (an IANA name the runtime knows; throws RangeError otherwise). */
export function dayIn(at: Date, timeZone: string): Day {
  return formatterFor(timeZone).format(at);
}

/** Today in a time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): Day {
  return dayIn(now, timeZone);
}

/** True when the runtime knows the IANA zone name. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}
