import { modelReadsAsPlan } from "./refusal-model";
import { LOWER_ACRONYMS } from "./text";

// Text with no recognisable project is refused with a message that asks for what is missing,
// instead of a confident plan made of standard steps.

export class PlanRefusal extends Error {
  override readonly name = "PlanRefusal";
}

export const VAGUE_IDEA_MESSAGE =
  "We couldn't find a project in that text. Tell us what you want to make or achieve, and if you can, the main items and a deadline - for example: “Open a coffee shop by May 2027: sign the lease, get permits, hire two baristas.”";

/** Greetings, fillers and placeholder words that say nothing about a project. */
const EMPTY_WORDS = new Set(
  `hello hi hey there how are you thanks thank ok okay yes no test testing tests lorem ipsum dolor sit amet foo bar baz asdf qwerty
  something anything stuff things thing idea project plan please help me my a an the is it this that what do can we i good morning
  hallo hola bonjour salut merci gracias danke bitte`
    .split(/\s+/)
    .filter(Boolean),
);

/** "sdkjh", "zxmcn": letters no language strings together. */
function looksRandom(word: string): boolean {
  // "CRM", "SEO": acronyms are written in capitals.
  if (/^\p{Lu}{2,5}$/u.test(word)) return false;
  const lower = word.toLowerCase();
  // "Learn html and css": the trade's acronyms are often typed in lower case, and have no vowel.
  if (LOWER_ACRONYMS.has(lower)) return false;
  if (!/[aeiouyäöüéèêàáíóúñ]/.test(lower)) return true;
  return /[bcdfghjklmnpqrstvwxz]{5,}/.test(lower.replace(/(?:ngths|tchst|nstr|rstr)/g, "")) || /q[^u]|x[^aeiouyptcshl\s]/.test(lower);
}

/**
 * True when the text names something to plan: real words, not greetings or noise, that ask for some
 * work (issue 20: small talk, replies, questions and complaints are refused in every language read).
 * The hand-made rules' signals and the text's words are weighed by the refusal model (decision 147).
 */
export function hasProject(text: string): boolean {
  return hasWords(text) && modelReadsAsPlan(text);
}

/** A few real words that are not greetings or noise. */
function hasWords(text: string): boolean {
  // Japanese and Chinese are written without spaces: enough characters carry a whole idea.
  if ((text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu) ?? []).length >= 4) return true;
  const words = text.match(/\p{L}{2,}/gu) ?? [];
  // "Set up CI", "Redo my CV": a two-letter acronym is a word of the idea.
  const meaningful = words.filter((w) => !EMPTY_WORDS.has(w.toLowerCase()) && (w.length >= 3 || /^\p{Lu}{2}$/u.test(w)));
  if (meaningful.length === 0) return false;
  const random = meaningful.filter(looksRandom).length;
  if (random / meaningful.length >= 0.5) return false;
  // One real word is enough when it names work ("Rebrand", "Wedding"); otherwise ask for more.
  return meaningful.length >= 2 || meaningful.some((w) => w.length >= 5);
}
