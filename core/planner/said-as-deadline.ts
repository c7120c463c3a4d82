import type { DateMention } from "./parse-dates";

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
