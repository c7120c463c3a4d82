// Recognises pasted chat threads (Slack, Teams, WhatsApp, IRC-style logs) and turns them into
// speaker + message pairs with timestamps removed, so dates in timestamps never read as deadlines.

export interface ChatMessage {
  speaker: string;
  text: string;
}

const TIME = "\\d{1,2}:\\d{2}(?::\\d{2})?\\s*(?:[aApP]\\.?[mM]\\.?)?";
const STAMP = `(?:\\[[^\\]\\n]{1,40}\\]|\\(${TIME}\\)|\\d{4}-\\d{2}-\\d{2}[ T]${TIME}|\\d{1,2}[./]\\d{1,2}[./]\\d{2,4},?\\s+${TIME}|${TIME})`;
const NAME = "[@\\p{L}][\\p{L}\\p{M}\\p{N}'’._-]*(?:\\s+[\\p{L}][\\p{L}\\p{M}'’.-]*){0,2}";

const SPEAKER_LINE = new RegExp(
  `^\\s*(?:(${STAMP})\\s*[-–—]?\\s*)?(?:<(${NAME})>\\s*[:：]?|(${NAME})\\s*(?:\\((?:${TIME})\\)|\\[(?:${TIME})\\])?\\s*[:：])\\s+(.+)$`,
  "iu",
);
/** Slack and Teams copy a "Name  10:42 AM" line above the message body. */
const SPEAKER_HEADER = new RegExp(`^\\s*(${NAME})\\s+(?:[-–—]\\s*)?\\[?${TIME}\\]?\\s*$`, "u");

/** "Goal: …" and "Budget: …" are spec labels, not people talking. */
const LABELS = new Set(
  `goal goals audience budget timeline deadline deadlines scope note notes summary overview context background problem solution status
  owner owners team target targets objective objectives requirements requirement deliverables deliverable risks risk phase step stage
  milestone milestones week day q a question answer answers todo to-do action actions next steps update date dates time location venue
  where when who what why how idea project title name subject description features feature stack platform platforms users pricing price
  cost costs result results outcome outcomes kpi kpis metrics success tldr tl;dr ps important warning tip example examples pros cons
  option options plan plans design build launch testing qa content discovery research marketing development strategy scope tasks task
  priority priorities must should could nice won't tech dependencies assumptions constraints stakeholders users personas why rationale
  approach method methods data analysis report deliverable context value mission vision tools links resources contact contacts email
  phone address url website site app event agenda guests theme format style tone voice channels channel kind type category tags`
    .split(/\s+/)
    .filter(Boolean),
);

const CHATTY =
  /(?:^|[^\p{L}])(?:i|i'm|i'll|i've|we|we're|we'll|you|u|can|could|let's|thanks|thx|ok|okay|sure|yes|yeah|lol|please|pls)(?![\p{L}])|[?!]\s*$|@\w/iu;

function isPerson(name: string): boolean {
  const lower = name.toLowerCase().replace(/^@/, "");
  if (LABELS.has(lower) || LABELS.has(lower.split(/\s+/)[0] ?? "")) return false;
  // "R1:", "US-3:", "FR12:": a requirement's number, not a person.
  // (Capitals only: "jo42: on it" is a handle.)
  if (/^\p{Lu}{1,4}-?\d+$/u.test(name.replace(/^@/, ""))) return false;
  return !/^\d/.test(lower) && !/^(?:phase|week|step|stage|sprint|part|milestone|day|month)\b/.test(lower);
}

interface SpeakerLine {
  speaker: string;
  text: string;
  stamped: boolean;
}

/** "[10:02] Ana: can we …", "<jo> on it": who speaks and what they say, or null for a line of no one's. */
export function readSpeakerLine(line: string): SpeakerLine | null {
  const m = SPEAKER_LINE.exec(line);
  if (!m) return null;
  const speaker = (m[2] ?? m[3] ?? "").trim();
  if (!speaker || !isPerson(speaker)) return null;
  return { speaker, text: (m[4] ?? "").trim(), stamped: Boolean(m[1]) };
}

/** Messages in order when the text reads as a conversation, otherwise null. */
export function readChat(lines: string[]): ChatMessage[] | null {
  const content = lines.filter((line) => line.trim() !== "");
  let speakerLines = 0;
  let stamped = 0;
  let chatty = 0;
  let repeated = false;
  const speakers = new Set<string>();
  for (const line of content) {
    const parsed = readSpeakerLine(line);
    const header = parsed ? null : SPEAKER_HEADER.exec(line);
    const speaker = parsed?.speaker ?? (header?.[1] && isPerson(header[1]) ? header[1] : null);
    if (!speaker) continue;
    speakerLines++;
    if (!parsed || parsed.stamped) stamped++;
    if (parsed && CHATTY.test(parsed.text)) chatty++;
    if (speakers.has(speaker.toLowerCase())) repeated = true;
    speakers.add(speaker.toLowerCase());
  }
  // "Homepage: hero and hours" lines look like speakers too; people talking repeat, timestamp
  // or address each other.
  const conversational = stamped >= 2 || (speakers.size >= 2 && (repeated || chatty >= speakerLines / 2));
  if (speakerLines < 2 || !conversational || speakerLines < content.length * 0.4) return null;

  const messages: ChatMessage[] = [];
  let current: ChatMessage | null = null;
  for (const line of content) {
    const parsed = readSpeakerLine(line);
    const header = parsed ? null : SPEAKER_HEADER.exec(line);
    if (parsed) {
      current = { speaker: parsed.speaker.replace(/^@/, ""), text: parsed.text };
      messages.push(current);
    } else if (header?.[1] && isPerson(header[1])) {
      current = { speaker: header[1].replace(/^@/, ""), text: "" };
      messages.push(current);
    } else if (current) {
      // An indented bullet keeps its indent: it is a sub-item of the bullet above it.
      const kept = /^\s+(?:[-*+•]|\d{1,3}[.)])\s/.test(line) ? line.trimEnd() : line.trim();
      current.text = current.text ? `${current.text}\n${kept}` : kept;
    } else {
      current = { speaker: "", text: line.trim() };
      messages.push(current);
    }
  }
  return messages.filter((message) => message.text.trim() !== "");
}
