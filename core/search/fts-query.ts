/**
 * Turns what a person typed into an FTS5 MATCH expression. Only letters and digits make words (the
 * unicode61 tokenizer's rule), each word is quoted so FTS5 operators (AND, NEAR, -, *, quotes) typed
 * by the user are plain text, and every word must match. The last word also matches as a prefix while
 * it is still being typed ("croiss" finds "croissant"); a word followed by anything else is whole.
 * Returns null when the query has no word at all: nothing can match.
 */
export function ftsQuery(q: string): string | null {
  const words = q.match(/[\p{L}\p{N}\p{M}]+/gu);
  if (!words) return null;
  const typing = /[\p{L}\p{N}\p{M}]$/u.test(q.trim());
  // Repeated words add nothing to an AND query; a 100-character query has at most 50 words.
  const unique = [...new Set(words.map((w) => w.toLowerCase()))];
  const last = words[words.length - 1].toLowerCase();
  return unique.map((w) => (typing && w === last ? `"${w}"*` : `"${w}"`)).join(" ");
}
