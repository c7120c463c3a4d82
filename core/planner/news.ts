// "Checkout redesign shipped last week", "We shipped the beta": news of work done, which asks for nothing.
// The refusal gate does not read such a line as an idea (plan-signals), and a text that opens with it and
// then asks for work ("We shipped the beta last week. Now plan the public launch in January.") is named
// after the ask, not after the news (parse-idea).

const DONE_VERB = "shipped|launched|released|deployed|merged|published|rolled out|went out|went live";
const WHEN_PAST =
  "last (?:week|month|night|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|yesterday|this morning|earlier today|(?:a few|two|three|\\d+) (?:days|weeks) ago";

/** "… shipped last week", "… launched yesterday": work done, and when. */
const DONE_WHEN = `(?:${DONE_VERB}) (?:${WHEN_PAST})`;

const NEWS = new RegExp(`\\b${DONE_WHEN}\\b|^(?:we|i|they|the team)\\s+(?:just\\s+|finally\\s+)?(?:${DONE_VERB})\\b`, "i");

/** True when the sentence tells of work already done. */
export function isNews(sentence: string): boolean {
  return NEWS.test(sentence.trim());
}
