// Jira Cloud's v3 API takes rich text only as Atlassian Document Format: a JSON document of nodes,
// never a string. Plain text becomes one paragraph per blank-line-separated block, lines joined by
// hard breaks.

type Inline = { type: "text"; text: string } | { type: "hardBreak" };
export interface AdfDoc {
  type: "doc";
  version: 1;
  content: Array<{ type: "paragraph"; content: Inline[] }>;
}

export function adf(text: string): AdfDoc {
  const blocks = text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  return {
    type: "doc",
    version: 1,
    content: blocks.map((block) => ({
      type: "paragraph",
      content: block.split("\n").flatMap((line, i): Inline[] => {
        const text: Inline[] = line ? [{ type: "text", text: line }] : [];
        return i === 0 ? text : [{ type: "hardBreak" }, ...text];
      }),
    })),
  };
}
