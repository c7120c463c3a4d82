import type { DayNumber } from "../dates";
import { findDateMentions, removeMentions } from "./parse-dates";
import { startsWithVerb } from "./task-names";
import type { TextItem } from "./types";

// What a text says of its project without naming a step of it: the project said again ("make it
// happen"), a request to the planner ("help me plan my thesis"), the opening said twice ("open by March").

/** "make the move itself happen", "get it all done": the project said again, not a step of it ("get the taxes done" is one). */
const RESTATEMENT =
  /^(?:make|get)\s+(?:it|this|that|everything|all of (?:it|this)|the (?:project|plan|whole thing)|(?:the|this|our)\s+(?:[\p{L}-]+\s+){0,2}itself)\s+(?:happen|done|over the line|across the line)[.!]?$/iu;

/** "Make it happen", "Get it done by Friday", "Just ship it": an order whose only object is "it" names no project. */
export const PRONOUN_ORDER =
  /^(?:(?:just|please|let['’]s|so|ok|okay)\s+)*\p{L}+\s+(?:it|this|that|them|everything|all of (?:it|this|them)|the whole thing)(?:\s+(?:all|happen|done|work|working|right|better|again|now|already|asap|live|out|up|over the line|across the line|finished|sorted|\p{L}+ed))*[\s.!]*$/iu;

export function onlyAPronoun(text: string, today: DayNumber): boolean {
  const line = text.trim();
  if (line.includes("\n") || line.length > 60) return false;
  return PRONOUN_ORDER.test(removeMentions(line, findDateMentions(line, today)).trim());
}

/** "can you help me plan my thesis?": a request to the planner itself, whose thing is the project. */
const PLANNER_ASK =
  /^(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:help|assist)\s+(?:me|us)\s+(?:to\s+)?(?:plan|organi[sz]e|structure|break down|schedule|map out|figure out|with)\b/i;

/** The text's items without one that restates the project or asks to plan it, when the text lists its steps besides. */
export function withoutRestatement(items: TextItem[]): TextItem[] {
  const kept = items.filter(
    (item, i) =>
      item.done ||
      !(
        RESTATEMENT.test(item.text.trim()) ||
        PLANNER_ASK.test(item.text.trim()) ||
        (i === 0 && item.source !== "list" && GERUND_TITLE.test(item.original.trim()))
      ),
  );
  return kept.length >= 2 ? kept : items;
}

/**
 * "Finishing my thesis.": the opening names the project in a gerund; the sentences after it are its steps.
 * Not a list's first entry ("Garden weekend: - Doing the weeding - Mowing the lawn"), which is one of them.
 */
const GERUND_TITLE = /^\p{L}+ing\s+(?:my|our|the|a|an)\s+[\p{L}\s'’-]{2,40}[.!]?$/iu;

/**
 * "We are opening a bakery in Leeds. … We want to open by March.": "open by March" is the opening said
 * again with its date (a task "Open" after "Open a bakery in Leeds"). The date still ends the plan.
 */
export function withoutBareVerbTwin(items: TextItem[], today: DayNumber): TextItem[] {
  const bare = (item: TextItem) => {
    const words = removeMentions(item.text, findDateMentions(item.text, today))
      .trim()
      .replace(/[.!]+$/u, "");
    return /^\p{L}+$/u.test(words) && startsWithVerb(words) ? words.toLowerCase() : null;
  };
  return items.filter((item) => {
    const verb = bare(item);
    return !verb || item.done || !items.some((other) => other !== item && other.text.toLowerCase().startsWith(`${verb} `));
  });
}
