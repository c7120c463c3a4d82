// Markdown-lite for comments (issue 14) and task descriptions (issue 21: Trello and Jira write
// markdown there): paragraphs, bullet and numbered lists, fenced code blocks, `inline code`,
// **bold**, # headings (shown bold), [links](https://…), bare links and @mentions. It parses to plain data that the app
// renders as React elements, so no text ever becomes HTML; only http(s) and mailto links are links.

export type Inline =
  | { type: "text"; text: string }
  | { type: "code"; text: string }
  | { type: "strong"; text: string }
  | { type: "link"; text: string; href: string }
  | { type: "mention"; text: string; userId: number };

export type Block =
  | { type: "paragraph"; lines: Inline[][] }
  | { type: "list"; ordered: boolean; items: Inline[][] }
  | { type: "code"; text: string };

/** A link target we are willing to render: absolute http(s) or mailto, nothing else (no javascript:). */
export function safeHref(raw: string): string | null {
  try {
    const url = new URL(raw);
    return url.protocol === "http:" || url.protocol === "https:" || url.protocol === "mailto:" ? url.href : null;
  } catch {
    return null;
  }
}

const INLINE =
  /`([^`\n]+)`|\[([^\]\n]+)\]\(([^)\s]+)\)|(https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"])|(^|[^\w@])@([A-Za-z0-9_.-]*[A-Za-z0-9_])|\*\*([^*\n]+)\*\*/g;

export function parseInline(text: string, mentions: ReadonlyMap<string, number> = new Map()): Inline[] {
  const out: Inline[] = [];
  const pushText = (t: string) => {
    if (!t) return;
    const last = out[out.length - 1];
    if (last?.type === "text") last.text += t;
    else out.push({ type: "text", text: t });
  };
  let at = 0;
  for (const m of text.matchAll(INLINE)) {
    const start = m.index ?? 0;
    pushText(text.slice(at, start));
    at = start + m[0].length;
    if (m[1] !== undefined) out.push({ type: "code", text: m[1] });
    else if (m[2] !== undefined) {
      const href = safeHref(m[3]);
      if (href) out.push({ type: "link", text: m[2], href });
      else pushText(m[0]);
    } else if (m[4] !== undefined) {
      const href = safeHref(m[4]);
      if (href) out.push({ type: "link", text: m[4], href });
      else pushText(m[4]);
    } else if (m[7] !== undefined) {
      out.push({ type: "strong", text: m[7] });
    } else {
      pushText(m[5]);
      const userId = mentions.get(m[6].toLowerCase());
      if (userId !== undefined) out.push({ type: "mention", text: `@${m[6]}`, userId });
      else pushText(`@${m[6]}`);
    }
  }
  pushText(text.slice(at));
  return out;
}

const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;

/** `mentions`: lower-cased username → user id of the people the comment mentions. */
export function parseMarkdownLite(source: string, mentions: ReadonlyMap<string, number> = new Map()): Block[] {
  const blocks: Block[] = [];
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (line.trimStart().startsWith("```")) {
      const body: string[] = [];
      i++;
      while (i < lines.length && !lines[i].trimStart().startsWith("```")) body.push(lines[i++]);
      i++; // the closing fence (or the end of an unclosed block)
      blocks.push({ type: "code", text: body.join("\n") });
      continue;
    }
    if (!line.trim()) {
      i++;
      continue;
    }
    const bullet = BULLET.test(line);
    if (bullet || NUMBERED.test(line)) {
      const pattern = bullet ? BULLET : NUMBERED;
      const items: Inline[][] = [];
      for (let m = pattern.exec(lines[i]); m; m = i < lines.length ? pattern.exec(lines[i]) : null) {
        items.push(parseInline(m[1], mentions));
        i++;
      }
      blocks.push({ type: "list", ordered: !bullet, items });
      continue;
    }
    const paragraph: Inline[][] = [];
    while (
      i < lines.length &&
      lines[i].trim() &&
      !BULLET.test(lines[i]) &&
      !NUMBERED.test(lines[i]) &&
      !lines[i].trimStart().startsWith("```")
    ) {
      const heading = HEADING.exec(lines[i]);
      if (heading) {
        i++;
        paragraph.push([{ type: "strong", text: heading[1] }]);
      } else paragraph.push(parseInline(lines[i++], mentions));
    }
    blocks.push({ type: "paragraph", lines: paragraph });
  }
  return blocks;
}

/** The comment as plain text for e-mails and notifications: markup removed, one line. */
export function plainText(source: string, max = 140): string {
  const flat = source
    .replace(/```/g, "")
    .replace(/`([^`]+)`/g, "$1")
    .replace(/\*\*([^*\n]+)\*\*/g, "$1")
    .replace(/\[([^\]]+)\]\(([^)]+)\)/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
