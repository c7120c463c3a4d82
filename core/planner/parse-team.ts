// Reads team size from phrases like "team of 4", "3 developers and a designer", "just me".
// Attendee counts ("150 people", "200 guests") are deliberately not team members.

// biome-ignore format: compact lookup table
const WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  a: 1, an: 1, un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, ein: 1, eine: 1, zwei: 2, drei: 3, vier: 4, fünf: 5,
};

const NUM = "(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|deux|trois|quatre|cinq|zwei|drei|vier|fünf)";
const ROLE =
  "(?:full-?stack |front-?end |back-?end |mobile |ios |android |senior |junior |freelance |part-?time |full-?time |ux |ui |qa )?(?:developers?|devs?|engineers?|programmers?|designers?|marketers?|writers?|copywriters?|researchers?|analysts?|product managers?|pms?|project managers?|data scientists?|volunteers?|freelancers?|contractors?|interns?|co-?founders?|founders?|teammates?|team members?|organi[sz]ers?|planners?|entwickler(?:innen|n)?|développeurs?|développeuses?|personnes dans l'équipe)";

const EXPLICIT: RegExp[] = [
  new RegExp(`\\bteam of ${NUM}\\b`, "i"),
  new RegExp(`\\b${NUM}[- ](?:person|people|member|man|woman|strong)[- ]team\\b`, "i"),
  new RegExp(`\\bteam (?:is|has|of|with|size(?: is|:)?) ${NUM}(?: people| members| of us)?\\b`, "i"),
  new RegExp(`\\b(?:we(?:'re| are)|there(?:'re| are)) ${NUM}(?: of us| people(?: on the team)?|(?=[,.;!]|$))`, "i"),
  new RegExp(`\\b${NUM} of us\\b`, "i"),
  new RegExp(`(?:équipe de|team von|equipo de) ${NUM}\\b`, "i"),
  /(\d{1,2})\s*人(?:の)?(?:チーム|体制|で)/u,
  /チーム(\d{1,2})\s*人/u,
];

const ROLE_COUNT = new RegExp(
  `(?<![a-z0-9\\u00c0-\\u024f$€£])(\\d{1,2}|an?|one|two|three|four|five|six|seven|eight|nine|ten|deux|trois|quatre|cinq|zwei|drei|vier|fünf)\\s+${ROLE}(?![a-z\\u00c0-\\u024f])`,
  "gi",
);

const SOLO =
  /\b(?:solo|just me|only me|by myself|on my own|myself only|one-(?:person|man|woman) (?:team|show|band)|single developer|indie hacker|side project|i'm the only|i am the only|alone)\b|\bseul(?:e)?\b|\ballein\b|一人で|ひとりで|個人開発/i;

function toNumber(word: string): number {
  return WORDS[word.toLowerCase()] ?? Number.parseInt(word, 10);
}

/** The team size stated in the text, or null when it says nothing about it. */
export function detectTeamSize(text: string): number | null {
  for (const pattern of EXPLICIT) {
    const m = pattern.exec(text);
    if (m?.[1]) return clamp(toNumber(m[1]));
  }
  let numeric = 0;
  let articles = 0;
  for (const m of text.matchAll(ROLE_COUNT)) {
    const value = toNumber(m[1] ?? "");
    if (/^an?$/i.test(m[1] ?? "")) articles += 1;
    else numeric += value;
  }
  // "a designer" alone is ambiguous ("I'm a designer"); next to "2 developers" it is a headcount.
  if (numeric > 0) return clamp(numeric + articles);
  if (SOLO.test(text)) return 1;
  return null;
}

/** "We" and "our team" suggest more than one person even when no number is given. */
export function soundsLikeTeam(text: string): boolean {
  return /\b(?:we|we're|we'll|our|us|team|colleagues|nous|notre|nos|wir|unser\w*|nosotros|nuestr[oa]s?)\b|私たち|弊社|チーム/iu.test(text);
}

function clamp(size: number): number {
  return Number.isFinite(size) ? Math.min(50, Math.max(1, Math.round(size))) : 1;
}
