// "Write chapter 3 by Jan 31, chapter 4 by Feb 28 and submit by March 31": one sentence listing work,
// each part with its own deadline, is that many tasks, each due when it says. Read as one sentence it
// became one task, "Write chapter 3, chapter 4 and submit", and its dates were lost.
import { splitList } from "./enumerations";
import { EN_MONTH } from "./parse-dates";
import { startsWithVerb } from "./task-names";

const WEEKDAY = "(?:mon|tues|wednes|thurs|fri|satur|sun)day";
const DAY = "\\d{1,2}(?:st|nd|rd|th)?";

/** A part that ends on its deadline: "… by Jan 31", "… before the 15th", "… due Friday", "… by end of March". */
const DUE_AT_END = new RegExp(
  `\\s(?:by|before|until|due(?:\\s+(?:on|by))?|on)\\s+(?:the\\s+)?(?:(?:${EN_MONTH})\\.?\\s+${DAY}|${DAY}(?:\\s+of)?\\s+(?:${EN_MONTH})\\.?|\\d{1,2}[./]\\d{1,2}(?:[./]\\d{2,4})?|${DAY}|(?:next\\s+)?${WEEKDAY}|end\\s+of\\s+(?:the\\s+)?(?:${EN_MONTH}|week|month|year))(?:,?\\s+\\d{4})?$`,
  "i",
);

/** A part that says who or what, not what to do: "we launch on March 3", "the party is on the 10th". */
const SUBJECT_START = /^(?:i|we|you|they|he|she|it|this|that|the|our|my|their|everyone)\s/i;

/** A short thing with its date: "dark mode by March 1", "logo by Friday" (a feature or a deliverable). */
const SHORT_THING = 6;

/**
 * The parts of a sentence that lists work with a deadline on every part, the first part an action or every
 * part a short thing ("Push notifications by January 15, dark mode by March 1"); else null.
 */
export function readDatedList(sentence: string): string[] | null {
  // "Release on Dec 18: freeze the code on Monday, …": a head and its list, read by the colon's readers.
  if (/[:：]/u.test(sentence)) return null;
  const listed = splitList(sentence);
  // "Add push notifications by January 15 and dark mode by March 1": two parts joined by "and" alone,
  // which the list reader keeps whole; every part must still end on its own date.
  const parts = listed.length >= 2 ? listed : sentence.split(/\s*,\s*(?:and\s+)?|\s+and\s+/i);
  if (parts.length < 2 || !parts.every((part) => DUE_AT_END.test(` ${part}`) && !SUBJECT_START.test(part))) return null;
  // Things, each due by its day; "Investor pitch on December 10, dry run on December 8" are days things happen.
  const short = parts.every(
    (part) => part.replace(DUE_AT_END, "").trim().split(/\s+/).length <= SHORT_THING && /\s(?:by|before|until|due)\s/i.test(part),
  );
  return startsWithVerb(parts[0] ?? "") || short ? parts : null;
}
