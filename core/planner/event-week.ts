import { type DayNumber, weekdayOf } from "../dates";
import { findDateMentions } from "./parse-dates";
import type { DraftTask } from "./types";

// "Garden party on Saturday, December 12: buy drinks on Thursday, set up the tables on Saturday
// morning": a checklist for an event names the days of the event's week. Read from today, "on Saturday"
// was tomorrow, and the set-up pulled the party two weeks early.

/** A weekday said plainly ("on Thursday", "Saturday morning"), not "next Thursday" or "by Friday". */
const PLAIN_WEEKDAY = /^(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/i;
/** "on Thursday, December 3", "Friday 4th": the weekday of a date written in full, which is that date. */
const DATE_AFTER = /^(?:[\s,]*(?:the\s+)?(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))/i;
/** How far off an event may be for its checklist's weekdays to be read in its week. */
const EVENT_WEEKS_AHEAD = 4;

/** Moves each task dated by a plain weekday a week or more before the event to that weekday of the event's week. */
export function inTheEventWeek(drafts: DraftTask[], day: DayNumber | null, today: DayNumber): void {
  if (day === null || day - today < 7 || day - today > EVENT_WEEKS_AHEAD * 7) return;
  for (const draft of drafts) {
    const asked = draft.requestedDay;
    if (!draft.fromText || asked === null || asked > day - 7 || !draft.source) continue;
    const source = draft.source;
    const plain = findDateMentions(source, today).some((m) => {
      const said = source.slice(m.index, m.index + m.length);
      const weekday = PLAIN_WEEKDAY.exec(said);
      // That day, or the same weekday a week later: the list reads it after the entry before it.
      return (
        (asked === m.day || asked === m.day + 7) &&
        weekday !== null &&
        !DATE_AFTER.test(said.slice(weekday[0].length) || source.slice(m.index + m.length))
      );
    });
    if (plain) draft.requestedDay = day - ((weekdayOf(day) - weekdayOf(asked) + 7) % 7);
  }
}
