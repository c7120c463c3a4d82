// A pasted e-mail (or a thread of them) reads as a document: the subject names it, the bodies and
// quoted replies hold the work, and headers, greetings and sign-offs are left out.

const HEADER = /^\s*(?:from|to|cc|bcc|date|sent|subject|betreff|asunto|objet|von|an|de|para|à)\s*:\s*(.*)$/i;
/** The prefixes a reply or a forward puts before a subject: "Re:", "Fwd:", "AW:", "WG:", "TR:", "SV:". */
const REPLY_PREFIX = String.raw`(?:re|fwd?|aw|wg|tr|sv)\s*:\s*`;
const SUBJECT = new RegExp(String.raw`^\s*(?:subject|betreff|asunto|objet)\s*:\s*(?:${REPLY_PREFIX})*(.*)$`, "i");
/** "Re: Q1 website refresh" as a thread's first line, its "Subject:" left out when pasted. */
export const REPLY_SUBJECT = new RegExp(String.raw`^\s*(?:${REPLY_PREFIX})+(\S.*)$`, "i");
const WROTE = /^\s*(?:on\s.+wrote|am\s.+schrieb|el\s.+escribió|le\s.+a écrit)\s*:?\s*$/i;
const GREETING = /^\s*(?:hi|hello|hey|dear|hallo|liebe|lieber|hola|estimad[oa]s?|bonjour|salut|cher|chère)\b[^.!?]{0,40}[,!:]?\s*$/i;
export const SIGN_OFF =
  /^\s*(?:thanks|thank you|cheers|best|best regards|regards|kind regards|viele grüße|vg|lg|gracias|saludos|un saludo|merci|cordialement|bien à vous)\b[^.!?]{0,20}[,!.]?\s*$/i;

/** The e-mail (with headers, or a letter's body under a greeting) as plain document text, or null when the text is not one. */
export function readEmail(text: string): string | null {
  const lines = text.split("\n");
  const firstLines = lines.filter((line) => line.trim() !== "").slice(0, 6);
  const headers = firstLines.filter((line) => HEADER.test(line)).length;
  // "Hi Sam," over a few lines: the body of a letter, pasted without its headers.
  const letter = firstLines.length > 1 && GREETING.test(firstLines[0] ?? "");
  // "On Tue, Nov 24, Anna wrote:" over a quote: a reply pasted with the mail it answers, which holds the work.
  const thread = lines.some((line) => WROTE.test(line.replace(/^\s*(?:>\s?)+/, "")));
  if (headers < 2 && !firstLines.some((line) => SUBJECT.test(line)) && !letter && !thread) return null;
  const replyTitle = REPLY_SUBJECT.exec(firstLines[0] ?? "");
  let subject: string | null = replyTitle?.[1]?.trim() || null;
  // Each "… wrote:" starts an older message. They are read oldest first: the mail answered holds the
  // work ("Can you migrate the blog…?"), the reply on top answers it ("Sounds good") and names nothing.
  const messages: string[][] = [[]];
  let skipName = false;
  for (const raw of lines) {
    if (replyTitle && raw === firstLines[0]) continue;
    const line = raw.replace(/^\s*(?:>\s?)+/, "");
    const subjectMatch = SUBJECT.exec(line);
    if (subjectMatch) {
      subject ??= subjectMatch[1]?.trim() || null;
      continue;
    }
    if (WROTE.test(line)) messages.push([]);
    if (HEADER.test(line) || WROTE.test(line) || GREETING.test(line)) continue;
    if (SIGN_OFF.test(line)) {
      // The name under "Thanks," signs the mail; it is not a task.
      skipName = true;
      continue;
    }
    if (skipName && /^\s*[\p{L} .'-]{1,40}\s*$/u.test(line) && line.trim().split(/\s+/).length <= 3) {
      skipName = false;
      continue;
    }
    skipName = false;
    messages[messages.length - 1]?.push(line);
  }
  return [subject ? `# ${subject}` : "", ...messages.reverse().flat()].join("\n").trim();
}
