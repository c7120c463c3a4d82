import { startsWithVerb, verbOnThing } from "./task-names";

// "Flights and hotel booked by November 30", "Venue booked by January 15, catering ordered by February 20",
// "The slides need to be sent by April 30": a state with a deadline is the work to reach it (issue 20).
// The first was read as a fact and planned nothing; the last became the task "Be sent".

/** The work a state names: "Venue booked" was booking the venue, "the cake is ordered" ordering it. */
export const STATE_VERBS: Record<string, string> = {
  booked: "Book",
  sent: "Send",
  ordered: "Order",
  paid: "Pay",
  bought: "Buy",
  signed: "Sign",
  approved: "Approve",
};
const DUE_STATE = new RegExp(
  `((?:(?:the|our|my)\\s+)?\\p{L}[\\p{L}\\s&'’-]{1,60}?)\\s+(?:(?:needs?|has|have)\\s+to\\s+be\\s+|(?:must|should)\\s+be\\s+|(?:is|are)\\s+to\\s+be\\s+)?(${Object.keys(STATE_VERBS).join("|")})\\s+((?:by|before)\\s+[^,;]+?)\\s*(?:,\\s*(?:and\\s+)?|;\\s*|\\s+and\\s+|[.!]?$)`,
  "giu",
);

/** The tasks a sentence made only of states with deadlines asks for, or null for any other sentence. */
export function readDueStates(sentence: string): string[] | null {
  const text = sentence.trim();
  const tasks: string[] = [];
  let covered = 0;
  for (const m of text.matchAll(DUE_STATE)) {
    if (m.index !== covered) return null;
    const thing = (m[1] ?? "").trim();
    const verb = STATE_VERBS[(m[2] ?? "").toLowerCase()];
    if (!verb || startsWithVerb(thing)) return null;
    // "everything booked by November 30" is "Book everything", not "Book the everything".
    const named = /^(?:everything|all|it|them|both|the rest)$/i.test(thing) ? `${verb} ${thing.toLowerCase()}` : verbOnThing(verb, thing);
    tasks.push(`${named} ${m[3]}`);
    covered = m.index + m[0].length;
  }
  // "Flights booked by December 15 and then pack": a step after the states is a task of its own (the
  // whole sentence was dropped).
  const after = /^(?:then\s+)?(.+?)[.!]?$/u.exec(text.slice(covered))?.[1];
  if (tasks.length > 0 && covered > 0 && after && startsWithVerb(after)) return [...tasks, after];
  return tasks.length > 0 && covered === text.length ? tasks : null;
}

const MADE_SURE = /^(?:please\s+)?(?:make\s+sure|ensure)\s+(?:that\s+)?(.+?)[.!]?$/iu;
/** "your expense reports are submitted by Dec 10": a thing, the state it is to be in, and by when. */
const SURE_STATE =
  /^((?:(?:the|your|our|my|all|all the|all your|every)\s+)?\p{L}[\p{L}\s'’-]{1,50}?)\s+(?:is|are|have been|has been|gets?)\s+(\p{L}{2,}ed|done|written|made|built|sent|paid|bought|set up)(\s+(?:by|before|on)\s+.+)?$/iu;

/**
 * "Please make sure your expense reports are submitted by Dec 10 and all receipts are uploaded": the states
 * a team is asked to reach ("your expense reports submitted by Dec 10", "all receipts uploaded"), which
 * build-tasks' resultAsWork words as the work that reaches them; null for any other sentence.
 */
export function readMadeSure(sentence: string): string[] | null {
  const asked = MADE_SURE.exec(sentence.trim())?.[1];
  if (!asked) return null;
  const states: string[] = [];
  for (const clause of asked.split(/\s*,\s*(?:and\s+)?|\s+and\s+/)) {
    const m = SURE_STATE.exec(clause.trim());
    if (!m?.[1] || !m[2]) return null;
    states.push(`${m[1].trim()} ${m[2]}${m[3] ?? ""}`);
  }
  return states.length > 0 ? states : null;
}
