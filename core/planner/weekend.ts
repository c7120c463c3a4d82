import { type DayNumber, SATURDAY, weekdayOf } from "../dates";
import { findDateMentions } from "./parse-dates";
import { saidAsDeadline } from "./said-as-deadline";

// "Chores this weekend: vacuum, mow the lawn", "Clean out the garage with my brother this weekend": the work
// is done on that weekend. Read as a deadline, it was met on the Friday before, and every chore was due on
// a working day the author never gave it.

/**
 * The Saturday of the weekend the text holds its work on ("this weekend", "over the coming weekend"), when
 * that weekend is the plan's deadline and nothing is dated after it; null otherwise ("by this weekend" is a
 * deadline like any other).
 */
export function weekendSaid(text: string, deadline: DayNumber | null, today: DayNumber, asked: Array<DayNumber | null>): DayNumber | null {
  if (deadline === null || weekdayOf(deadline) !== SATURDAY || asked.some((day) => day !== null && day > deadline + 1)) return null;
  const said = findDateMentions(text, today).some(
    (m) => m.day === deadline && /\bweekend\b/i.test(text.slice(m.index, m.index + m.length)) && !saidAsDeadline(text, m),
  );
  return said ? deadline : null;
}

/** The weekend's two days shared by weight, in order: the first half of the work on Saturday, the rest on Sunday. */
export function onTheWeekend(weights: number[], saturday: DayNumber): DayNumber[] {
  const total = weights.reduce((sum, w) => sum + w, 0) || 1;
  let before = 0;
  return weights.map((w) => {
    // Where the item starts in the work decides its day, so one big item never pushes a small first one to Sunday.
    const day = before / total < 0.5 ? saturday : saturday + 1;
    before += w;
    return day;
  });
}
