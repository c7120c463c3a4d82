import type { DayNumber } from "../dates";
import { type DateMention, findDateMentions } from "./parse-dates";

// Whether a date is said as a deadline ("by May 1", "before the contract renewal on Feb 28"): met before
// it, not held on it. Read by the passes that keep work on the day the text gives it (build-plan's
// heldOnItsDay) and the weekend said as the time of the work (weekend.ts).

/** The date's own words open with a deadline word: "by May 1". */
// "bis zum 20. Februar", "avant le 20 février", "antes del 20 de febrero", "entro il 20 febbraio", "até 20 de fevereiro".
const WORDS = "by|before|until|till|due|no later than|bis|vor|avant|d['’]ici|jusqu['’](?:au|à)|antes|hasta|até|entro|prima";
export const DEADLINE_WORD = new RegExp(`^(?:${WORDS})(?![\\p{L}])`, "iu");
/** The same word earlier in the clause: "before the contract renewal on Feb 28". */
const DEADLINE_BEFORE = new RegExp(`(?<![\\p{L}])(?:${WORDS}|deadline)(?![\\p{L}])[^,.;:\\n]*$`, "iu");

/** True when the mention is a deadline, in its own words or earlier in its clause. */
export function saidAsDeadline(text: string, mention: DateMention): boolean {
  return (
    DEADLINE_WORD.test(text.slice(mention.index, mention.index + mention.length)) ||
    DEADLINE_BEFORE.test(text.slice(Math.max(0, mention.index - 60), mention.index))
  );
}

/**
 * "Everything has to be done by the 15th", "We need all of this by March 1st", "Alles muss bis Ende
 * Februar fertig sein": the sentence asks for the whole plan by then, the wrap-up included. Said of an
 * event's plan, the event comes before it ("Event day" had taken the day, and the thank-yous the week after).
 */
const EVERYTHING =
  /(?<![\p{L}])(?:everything|all of (?:this|it|that|them|the above)|the whole (?:thing|project|plan)|alles|todo(?=\s+(?:tiene|debe|ha de|tendr[áa]|estar|est[áa]|esté|listo|lo)\b)|tudo|tutto|tout)(?![\p{L}])/iu;

/** True when a line that says the deadline's day also says it is for everything. */
export function wholePlanBy(lines: readonly string[], deadline: DayNumber, today: DayNumber): boolean {
  return lines.some((line) => {
    const all = EVERYTHING.exec(line);
    if (!all) return false;
    // The date the same clause gives after it: "Ski trip this winter, everything booked by November 30" is
    // not said of the winter.
    const at = all.index + all[0].length;
    return findDateMentions(line, today).some((m) => m.day === deadline && m.index >= at && !/[,;.!?]/.test(line.slice(at, m.index)));
  });
}

/** "Finish … See you in July!": a meetup's farewell dates the next one, not this plan or its work. */
const SEE_YOU = /\bsee (?:you|y['’]?all|everyone)(?: again| all)?\s*(?:in|on|at|next|this)?\s*$/i;

export function saidAsFarewell(text: string, mention: DateMention): boolean {
  return SEE_YOU.test(text.slice(Math.max(0, mention.index - 40), mention.index));
}
