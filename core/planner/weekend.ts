import { type DayNumber, SATURDAY, weekdayOf } from "../dates";
import { findDateMentions } from "./parse-dates";
import { saidAsDeadline } from "./said-as-deadline";

// "Chores this weekend: vacuum, mow the lawn", "Clean out the garage with my brother this weekend": the work
// is done on that weekend. Read as a deadline, it was met on the Friday before, and every chore was due on
// a working day the author never gave it.

/**
 * The Saturday of the weekend the text holds its work on ("this weekend", "over the coming weekend"), when
 * that weekend is the plan's deadline, or, in a list of chores, the deadline is an item's own later day
 * ("fix the fence in 3 days"), which keeps it; null otherwise ("by this weekend" is a deadline like any other).
 */
export function weekendSaid(
  text: string,
  deadline: DayNumber | null,
  today: DayNumber,
  asked: Array<DayNumber | null>,
  // Only a list of chores: a project's usual steps would take the weekend's days before its later work.
  keepsLater: boolean,
): DayNumber | null {
  if (deadline === null) return null;
  const said = findDateMentions(text, today).find(
    (m) => weekdayOf(m.day) === SATURDAY && /\bweekend\b/i.test(text.slice(m.index, m.index + m.length)) && !saidAsDeadline(text, m),
  );
  if (!said) return null;
  const saturday = said.day;
  const later = asked.filter((day): day is DayNumber => day !== null && day > saturday + 1);
  if (later.length > 0 && !keepsLater) return null;
  // "This weekend: paint the fence on Saturday, clean the brushes on Sunday": a Sunday's work ends it too.
  if (deadline !== saturday && deadline !== saturday + 1 && !(later.length > 0 && deadline === Math.max(...later))) return null;
  // Work all dated after the weekend is not the weekend's.
  return later.length < asked.length ? saturday : null;
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

const WEEKDAY = "monday|tuesday|wednesday|thursday|friday|saturday|sunday";
/** "Saturday errands", "Tomorrow's chores": the day leads the label. */
const LEADING_DAY = new RegExp(`^(?:(?:my|our)\\s+)?(?:this\\s+)?(${WEEKDAY}|tomorrow|today)(?:['’]s)?\\s`, "i");
/**
 * "Errands on Tuesday", "Things to do this Saturday", "Errands for Saturday": the day ends the label. "For" is
 * read so only with a day off work or tomorrow: "Things to do for Monday" is as likely a deadline.
 */
const TRAILING_DAY = new RegExp(`\\b(?:(?:on|this|next)\\s+(?:${WEEKDAY})|for\\s+(?:this\\s+)?(?:saturday|sunday|tomorrow))$`, "i");

/**
 * The day a list of errands is labelled with ("Errands for Saturday: buy milk, …"): every errand is done on
 * it, not spread over the working days up to it (issue 20). Null when the label names no one day, says a
 * deadline ("Chores before the move on Dec 5") or another day ("Errands for the party on Saturday"), or an errand is dated on another day.
 */
export function errandDaySaid(label: string, today: DayNumber, asked: Array<DayNumber | null>): DayNumber | null {
  // "Errands for the party on Saturday": the day is the party's, and its errands come before it.
  if (/\b(?:for|before|by|until|till)\s+(?!(?:this\s+)?(?:saturday|sunday|tomorrow)$)/i.test(label)) return null;
  const lead = LEADING_DAY.exec(label);
  const tail = lead ? `on ${lead[1]}` : TRAILING_DAY.exec(label)?.[0];
  if (!tail) return null;
  const said = findDateMentions(tail, today).filter((m) => m.kind === "calendar" && !m.vague);
  const day = said.length === 1 ? (said[0]?.day ?? null) : null;
  if (day === null || day < today || asked.some((d) => d !== null && d !== day)) return null;
  return day;
}
