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

/** What "make sure … are submitted" asks done: a state's participle and the verb that reaches it. */
const MADE_SURE_VERBS: Record<string, string> = {
  ...STATE_VERBS,
  submitted: "Submit",
  uploaded: "Upload",
  filed: "File",
  updated: "Update",
  reviewed: "Review",
  returned: "Return",
  posted: "Post",
  shared: "Share",
  cleaned: "Clean",
  finished: "Finish",
  completed: "Complete",
  tested: "Test",
  backed: "Back",
  installed: "Install",
  renewed: "Renew",
  packed: "Pack",
  printed: "Print",
};
const MADE_SURE = /^(?:please\s+)?(?:make\s+sure|ensure)\s+(?:that\s+)?(.+?)[.!]?$/iu;
const SURE_STATE = new RegExp(
  `^((?:(?:the|your|our|my|all|all the|all your|every)\\s+)?\\p{L}[\\p{L}\\s'’-]{1,50}?)\\s+(?:is|are|have been|has been|get|gets)\\s+(${Object.keys(MADE_SURE_VERBS).join("|")})(\\s+(?:up|in|out))?(\\s+(?:by|before|on)\\s+.+)?$`,
  "iu",
);

/**
 * "Please make sure your expense reports are submitted by Dec 10 and all receipts are uploaded": the states
 * a team is asked to reach, as the work that reaches them ("Submit your expense reports by Dec 10", "Upload
 * all receipts"); null for any other sentence.
 */
export function readMadeSure(sentence: string): string[] | null {
  const asked = MADE_SURE.exec(sentence.trim())?.[1];
  if (!asked) return null;
  const tasks: string[] = [];
  for (const clause of asked.split(/\s*,\s*(?:and\s+)?|\s+and\s+/)) {
    const m = SURE_STATE.exec(clause.trim());
    const verb = m ? MADE_SURE_VERBS[(m[2] ?? "").toLowerCase()] : undefined;
    if (!m?.[1] || !verb) return null;
    tasks.push(`${verb}${m[3] ?? ""} ${m[1].trim()}${m[4] ?? ""}`);
  }
  return tasks.length > 0 ? tasks : null;
}
