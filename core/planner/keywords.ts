// Builds word-matching regexes. Latin words must match whole words ("test" must not fire on
// "latest"); CJK has no spaces between words, so those terms match anywhere.

/**
 * Letters and digits of Latin scripts, spelled out instead of \p{L}. Regexes compile on first use,
 * and Unicode or case-insensitive classes make each of the planner's few hundred keyword patterns
 * several times slower to compile, a cost paid by the first plan every isolate makes. So patterns
 * are lower-case and case-sensitive, and `countMatches`/`matches` lower-case the text instead.
 */
const WORD_CHAR = "a-z0-9\\u00c0-\\u024f";

/** "check", "checking", "checklist": a check, but not a checkout or a check-in, which are things built. */
export const CHECK_WORD = "check(?!-?(?:outs?|ins?)\\b)\\w*";

/** `words` are lower-case regex fragments matched as whole words; `anywhere` are plain substrings. */
export function keywords(words: string[], anywhere: string[] = []): RegExp {
  const parts: string[] = [];
  if (words.length > 0) parts.push(`(?<![${WORD_CHAR}])(?:${words.join("|")})(?![${WORD_CHAR}])`);
  if (anywhere.length > 0) parts.push(anywhere.map(escapeRegex).join("|"));
  return new RegExp(parts.join("|") || "(?!)", "g");
}

export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A kind's launch words as what says the launch is the text's own: "write the release notes" is work before
 * the release, not the release (the launch step was dropped as covered).
 */
export function launchDone(words: readonly string[]): string[] {
  return words.map((word) => (word === "release\\w*" ? "release(?!\\s+notes?\\b)\\w*" : word));
}
