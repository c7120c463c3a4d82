import type { ParsedIdea } from "./parse-idea";
import { doneAsVerb } from "./task-names";

// "Call the bank", "Send the invoice to Anna", "Open a bank account", "Back up my laptop", "Sign up for the
// marathon", "Set up the new printer": one errand is done, not
// run as a project. It was planned over three weeks with "Define goals and what done looks like",
// "Complete the core work on the landlord" and "Deliver the landlord" (issue 20: the planner plans small
// talk and small jobs alike).

const ERRAND_VERB =
  /^(?:please\s+)?(?:call|phone|ring|e-?mail|text|message|send|pay|buy|sell(?=\s+(?:my|our|the|an?|his|her)\s)|order|return|borrow|lend|renew|cancel|post|mail|pick\s+up|drop\s+off|collect|print|back\s+up|(?:follow\s+up|check\s+in|catch\s+up|touch\s+base)\s+with|give(?=\s+(?:(?:the|a|an|my|our)\s+)?(?:[a-z-]+\s+){1,3}(?:to|back)\b)|hand\s+over|(?:sign\s+up|register|enrol?l)\s+for|set\s+up(?=\s+(?:a|an|the|my|our)\s+(?:new\s+)?(?:printer|router|modem|phone|laptop|computer|tv|wi-?fi|direct\s+debit|standing\s+order|appointment|call)\b)|sign(?![\s-]*(?:in|up|on|out)\b)|remind|reply\s+to|respond\s+to|book|reschedule|confirm|ask|tell|thank|invite|submit|open(?=\s+(?:a|an|my|the|our)\s+(?:[a-z-]+\s+){0,2}account\b)|get(?=\s+(?:a\s+(?:haircut|flu\s+(?:shot|jab)|check-?up|quote)\b|(?:the|my|our|a|an)\s+(?:[a-z-]+\s+){1,3}(?:serviced|fixed|repaired|cleaned|washed|checked|inspected|renewed|signed|notari[sz]ed)\b)))\b/i;
/**
 * "Buy a house", "Order a franchise", "Sell the flat": a purchase or sale that is a project of its own. "Sign in with Apple" is a
 * feature. Only a purchase: "Return the rental car" and "Open a business bank account" are errands.
 */
const BIG_PURCHASE =
  /^(?:please\s+)?(?:buy|order|sell)\b.*\b(?:house|home|flat|apartment|condo|car|property|land|plot|business|company|franchise|boat)\b/i;
/** "Submit my thesis", "Submit the grant application": the work is writing it, and submitting is its last step. */
const WRITTEN_WORK =
  /^(?:please\s+)?submit\b.*\b(?:thesis|dissertation|application|proposal|paper|manuscript|bid|tender|book|novel|abstract|portfolio)\b/i;
const MAX_WORDS = 15;

/** True when the whole text is one errand of the kind no phase or standard step helps with. */
export function isOneErrand(parsed: ParsedIdea, text: string): boolean {
  const item = parsed.items[0]?.text.trim() ?? "";
  // "Das Boot screening night: book the hall": a label names the project the errand is part of.
  if (parsed.items.length !== 1 || parsed.sections.length > 0 || /\n|[:：]\s/u.test(text.trim())) return false;
  if (text.trim().split(/\s+/).length > MAX_WORDS) return false;
  // The text itself opens with the errand: "Build sign-up with email or Apple/Google" is read as an item "Email or …".
  // "Get the flights booked" is booking them.
  return ERRAND_VERB.test(item) && ERRAND_VERB.test(doneAsVerb(text.trim())) && !BIG_PURCHASE.test(item) && !WRITTEN_WORK.test(text.trim());
}
