// `\b` only knows ASCII letters, so "olá", "à" or "étude" never matched at their accented end. `uw()` turns
// each `\b` into a one-sided look-around on letters of any Latin script: before a word it asks for no letter
// behind, after a word for no letter ahead (one side each keeps the patterns small and quick to compile).

/** Letters of the six languages read here (Latin script with its accents), digits and "_". */
const LATIN_WORD_CHAR = "[\\w\\u00C0-\\u024F]";

/** Index of the "(" that opens the group whose ")" is at `close`, or -1. */
function groupStart(source: string, close: number): number {
  let depth = 0;
  for (let i = close; i >= 0; i--) {
    if (source[i - 1] === "\\" && !escapedBackslash(source, i - 1)) continue;
    if (source[i] === ")") depth++;
    else if (source[i] === "(" && --depth === 0) return i;
  }
  return -1;
}

/** Index of the "[" that opens the class whose "]" is at `close`, or -1. */
function classStart(source: string, close: number): number {
  for (let i = close - 1; i >= 0; i--) {
    if (source[i] === "[" && !(source[i - 1] === "\\" && !escapedBackslash(source, i - 1))) return i;
  }
  return -1;
}

/** True when the backslash at `at` is itself escaped ("\\\\"). */
function escapedBackslash(source: string, at: number): boolean {
  let count = 0;
  for (let i = at - 1; i >= 0 && source[i] === "\\"; i--) count++;
  return count % 2 === 1;
}

/**
 * Whether the pattern just before `at` ends on a word character, so a `\b` there closes a word. A
 * quantifier is skipped to its atom; a look-around is zero-width, so what stands before it decides; a
 * group or a letter class ends a word, a class of spaces or punctuation ("[,!:]", "[^.!?]") does not.
 */
function endsWord(source: string, at: number): boolean {
  let i = at - 1;
  // A quantifier ("?", "+", "{3,}") is skipped to its atom.
  if (source[i] === "?" || source[i] === "*" || source[i] === "+") i--;
  else if (source[i] === "}" && !/\\[pP]\{[^}]*$/.test(source.slice(0, i))) i = source.lastIndexOf("{", i) - 1;
  const ch = source[i];
  if (i < 0 || ch === undefined) return false;
  // "\p{L}" ends words; "\P{L}" does not.
  if (ch === "}" && /\\[pP]\{[^}]*$/.test(source.slice(0, i))) return source[source.lastIndexOf("{", i) - 1] === "p";
  if (ch === ")") {
    const open = groupStart(source, i);
    if (/^\(\?<?[=!]/.test(source.slice(open, open + 4))) return endsWord(source, open);
    return true;
  }
  if (ch === "]") {
    const body = source.slice(classStart(source, i) + 1, i);
    return !body.startsWith("^") && /[\p{L}\p{N}_]|\\[wp]/u.test(body.replace(/\\[sdbWSDB]/g, ""));
  }
  if (ch === "(" || ch === "|" || ch === "^") return false;
  // "\s", "\W": an escape names a class; "\w" and "\d" end words, the others do not.
  if (source[i - 1] === "\\" && !escapedBackslash(source, i - 1)) return ch === "w" || ch === "d";
  return /[\p{L}\p{N}_'’.]/u.test(ch);
}

/** The pattern with each `\b` read on Latin letters of any accent, on the side of the word it stands. */
export function uw(pattern: RegExp): RegExp {
  const source = pattern.source.replace(/\\b/g, (match, at: number, whole: string) => {
    if (escapedBackslash(whole, at)) return match;
    return endsWord(whole, at) ? `(?!${LATIN_WORD_CHAR})` : `(?<!${LATIN_WORD_CHAR})`;
  });
  return new RegExp(source, pattern.flags);
}
