// "Plan for the week:\nMon - finish the slides\nTue - rehearse": a week written day by day. Each line is
// an item due on its day, read as "- finish the slides on Monday". The day before the dash was taken for
// a person ("For Mon") or a thing ("Rehearse the tue"), and such a plan was refused as no list at all.

const DAYS: Record<string, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

const DAY_LINE = /^(\s*)(?:[-*+•]\s+)?(mon|tue|wed|thu|fri|sat|sun)(?:day|sday|nesday|rsday|urday|s|t|r|rs)?\.?\s*[-–—:]\s+(\S.*?)\s*$/gim;
/** The same, for testing one line: a global pattern keeps its position between tests. */
const ONE_DAY_LINE = new RegExp(DAY_LINE.source, "i");

/** The text with each line that opens on a weekday and a dash written as a list line dated that day. */
export function withDayLines(text: string): string {
  const lines = text.split("\n").filter((line) => line.trim() !== "");
  // Two such lines at least: one "Fri - demo" alone may be a title.
  if (lines.filter((line) => ONE_DAY_LINE.test(line)).length < 2) return text;
  return text.replace(
    DAY_LINE,
    (_, indent: string, day: string, rest: string) => `${indent}- ${rest} on ${DAYS[day.toLowerCase()] ?? day}`,
  );
}
