import ical, { ICalCalendarMethod } from "ical-generator";
import type { FeedEvent } from "../../core/calendar/feed-events";
import { addDays, utcMidnight } from "../../core/dates";

// Issue 26: a feed's iCalendar text, by ical-generator. Due dates are all-day events (DTSTART;VALUE=DATE,
// DTEND the next day, which RFC 5545 makes exclusive), each linking back to its task.

/** How often calendar apps are asked to look again (REFRESH-INTERVAL / X-PUBLISHED-TTL). */
export const FEED_TTL_SECONDS = 60 * 60;

const nextDay = (day: string) => utcMidnight(addDays(day, 1));

export function feedIcs(name: string, events: FeedEvent[], base: string): string {
  const calendar = ical({
    name,
    prodId: { company: "Kickoff", product: "Calendar feed", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    ttl: FEED_TTL_SECONDS,
  });
  for (const e of events) {
    calendar.createEvent({
      id: e.uid,
      allDay: true,
      start: utcMidnight(e.day),
      end: nextDay(e.day),
      // A stable DTSTAMP: the same board gives the same bytes, so the ETag holds between fetches.
      stamp: utcMidnight(e.day),
      summary: e.summary,
      description: e.description,
      categories: e.categories.map((c) => ({ name: c })),
      url: `${base}${e.path}`,
    });
  }
  // RFC 5545 ends every content line with CRLF, END:VCALENDAR included; ical-generator leaves the last one off.
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}
