import { describe, expect, it } from "vitest";
import { parseInline, parseMarkdownLite, plainText, safeHref } from "../../core/markdown-lite";

describe("markdown-lite", () => {
  it("parses paragraphs, lists and fenced code", () => {
    const blocks = parseMarkdownLite("Hello\nthere\n\n- one\n- two\n\n1. first\n2. second\n```\n<b>x</b>\n```");
    expect(blocks).toEqual([
      { type: "paragraph", lines: [[{ type: "text", text: "Hello" }], [{ type: "text", text: "there" }]] },
      { type: "list", ordered: false, items: [[{ type: "text", text: "one" }], [{ type: "text", text: "two" }]] },
      { type: "list", ordered: true, items: [[{ type: "text", text: "first" }], [{ type: "text", text: "second" }]] },
      { type: "code", text: "<b>x</b>" },
    ]);
  });

  it("keeps only safe links; HTML stays text", () => {
    expect(parseInline("see [docs](https://example.com/a) and `x<y>` <script>")).toEqual([
      { type: "text", text: "see " },
      { type: "link", text: "docs", href: "https://example.com/a" },
      { type: "text", text: " and " },
      { type: "code", text: "x<y>" },
      { type: "text", text: " <script>" },
    ]);
    expect(parseInline("[bad](javascript:alert(1))")).toEqual([{ type: "text", text: "[bad](javascript:alert(1))" }]);
    expect(parseInline("go to https://kickoff.dev/x.")).toEqual([
      { type: "text", text: "go to " },
      { type: "link", text: "https://kickoff.dev/x", href: "https://kickoff.dev/x" },
      { type: "text", text: "." },
    ]);
    expect(safeHref("data:text/html,hi")).toBeNull();
  });

  it("marks mentions of the mentioned people only; e-mail addresses stay text", () => {
    const mentions = new Map([["bob", 7]]);
    expect(parseInline("@bob and @carol, mail bob@example.com", mentions)).toEqual([
      { type: "mention", text: "@bob", userId: 7 },
      { type: "text", text: " and @carol, mail bob@example.com" },
    ]);
  });

  it("flattens to plain text for e-mails", () => {
    expect(plainText("see [docs](https://x.y)\n`code`")).toBe("see docs code");
    expect(plainText("a".repeat(200), 10)).toBe("aaaaaaaaa…");
  });
});

describe("descriptions from other tools", () => {
  it("reads **bold** and # headings, as Trello and Jira write them", () => {
    expect(parseMarkdownLite("## Plan\nDo the **first** part")).toEqual([
      {
        type: "paragraph",
        lines: [
          [{ type: "strong", text: "Plan" }],
          [
            { type: "text", text: "Do the " },
            { type: "strong", text: "first" },
            { type: "text", text: " part" },
          ],
        ],
      },
    ]);
    expect(plainText("A **bold** move")).toBe("A bold move");
  });
});
