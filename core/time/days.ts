// Calendar days for time tracking: the day a moment falls on in a person's time zone, and the week
// (Monday first, ISO 8601) a day belongs to.

/** "1 h 30 min", "45 min", "2 h". */
export function formatMinutes(total: number): string {
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/**
 * What a person types as a duration: "1:30", "1h 30m", "90m", "1.5" (hours) or "2h"; whole minutes,
 * or null when it can't be read.
 */
export function parseDuration(text: string): number | null {
  const t = text.trim().toLowerCase();
  if (t === "") return null;
  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(t);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const parts = /^(?:(\d+(?:[.,]\d+)?)\s*h(?:ours?|rs?)?)?\s*(?:(\d+)\s*m(?:in(?:utes?)?)?)?$/.exec(t);
  if (parts && (parts[1] || parts[2])) {
    return Math.round(Number((parts[1] ?? "0").replace(",", ".")) * 60) + Number(parts[2] ?? 0);
  }
  const hours = /^(\d+(?:[.,]\d+)?)$/.exec(t);
  if (hours) return Math.round(Number(hours[1].replace(",", ".")) * 60);
  return null;
}
