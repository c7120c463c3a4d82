// "Hi all! Organize our party: …", "Buenos días. Organizar …", "Hallo zusammen! Wir planen …": a greeting
// said as a sentence of its own names nothing, so the plan is read from what follows it. Left in, it
// became the plan's name ("All", "Zusammen") or its only task ("Buenos días"), and the work after it was
// lost. A letter's greeting on a line of its own is the e-mail reader's (email.ts); the refusal gate
// still sees the greeting, since a text that is only a greeting and talk must be refused.

import { ADDRESSEES } from "./vocabulary";

const GREETING_WORDS =
  "hi|hello|hey|hiya|howdy|dear|good (?:morning|afternoon|evening|day)|morning|hallo|moin|servus|guten (?:morgen|tag|abend)|liebe[rs]?|hola|buenos d[íi]as|buenas(?: tardes| noches)?|querid[oa]s?|estimad[oa]s?|bonjour|bonsoir|salut|coucou|cher|chère|chers|ciao|salve|buongiorno|buonasera|car[oa]|car[ie]|ol[áa]|oi|bom dia|boa (?:tarde|noite)|prezad[oa]s?";

const HEAD = new RegExp(`^\\s*(?:${GREETING_WORDS})(?![\\p{L}])`, "iu");
const ADDRESSEE = new RegExp(`^\\s+(?:${ADDRESSEES})(?![\\p{L}])`, "iu");
// Without the i flag: under it \p{Lu} would match any letter.
const NAMED = /^\s+\p{Lu}[\p{L}'’-]+/u;
/** "Hi all and welcome!", "Hello, welcome back!": a welcome is part of the greeting (it was the plan's name). */
const WELCOME = /^\s*,?\s*(?:and\s+)?welcome(?:\s+(?:back|aboard))?(?![\p{L}])/iu;
/** What joins two of the names: "Sam and Alex", "Sam, Alex", "Sam & Alex", "Sam und Alex". */
const AND = /^\s*(?:,|&|and|und|y|et|e)(?=\s)/iu;
/**
 * The mark that ends the greeting's sentence, before a new sentence on the same line. A greeting on a
 * line of its own opens a letter, which the e-mail reader takes apart with its sign-off.
 */
const END = /^[ \t]*[!.:]+[ \t]+(?=[\p{Lu}\p{N}])/u;

/**
 * The greeting and the names it is said to that open a text ("Hello Sam and Alex", "Hi team"), or null.
 * Every word of the names: "Anna Maria Lopez" (of "Hi Anna Maria Lopez!") was the plan's name, and the
 * work after "Hello Sam and Alex!" was refused as chat.
 */
export function openingGreeting(text: string): string | null {
  const head = HEAD.exec(text);
  if (!head) return null;
  let rest = text.slice(head[0].length);
  for (let named = false; ; ) {
    const who = ADDRESSEE.exec(rest) ?? NAMED.exec(rest);
    if (who) {
      rest = rest.slice(who[0].length);
      named = true;
      continue;
    }
    const and = named ? AND.exec(rest) : null;
    const next = and ? rest.slice(and[0].length) : "";
    if (!and || !(ADDRESSEE.test(next) || NAMED.test(next))) break;
    rest = next;
  }
  rest = rest.slice(WELCOME.exec(rest)?.[0].length ?? 0);
  return text.slice(0, text.length - rest.length);
}

/** The text without a greeting that opens it as a sentence of its own. */
export function withoutOpeningGreeting(text: string): string {
  const greeting = openingGreeting(text);
  if (greeting === null) return text;
  const rest = text.slice(greeting.length);
  const end = END.exec(rest);
  return end && rest.slice(end[0].length).trim() !== "" ? rest.slice(end[0].length) : text;
}
