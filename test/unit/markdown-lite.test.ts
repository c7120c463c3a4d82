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

// Issue 27 (mutation bench): each rule of the parser stated by a case.
describe("markdown-lite, rule by rule", () => {
  const text = (t: string) => ({ type: "text", text: t });

  it("links http, https and mailto targets only", () => {
    expect(safeHref("http://example.com")).toBe("http://example.com/");
    expect(safeHref("https://example.com/a?b=1")).toBe("https://example.com/a?b=1");
    expect(safeHref("mailto:ann@example.com")).toBe("mailto:ann@example.com");
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref("/relative")).toBeNull();
    expect(parseInline("[mail](mailto:ann@example.com)")).toEqual([{ type: "link", text: "mail", href: "mailto:ann@example.com" }]);
  });

  it("leaves a bare link that is not a valid URL as text", () => {
    expect(parseInline("at https://[oops now")).toEqual([text("at https://[oops now")]);
  });

  it("puts no empty text between marks that touch, and joins text around refused marks", () => {
    expect(parseInline("`a``b`**c**")).toEqual([
      { type: "code", text: "a" },
      { type: "code", text: "b" },
      { type: "strong", text: "c" },
    ]);
    expect(parseInline("x [no](ftp://h/f) y")).toEqual([text("x [no](ftp://h/f) y")]);
  });

  it("finds marks after the first one where they are", () => {
    expect(parseInline("ab `c` de **f** g")).toEqual([
      text("ab "),
      { type: "code", text: "c" },
      text(" de "),
      { type: "strong", text: "f" },
      text(" g"),
    ]);
  });

  it("matches mentions whatever their case, keeping what was typed, and the character before them", () => {
    expect(parseInline("(@Bob)", new Map([["bob", 7]]))).toEqual([text("("), { type: "mention", text: "@Bob", userId: 7 }, text(")")]);
  });

  it("reads CRLF and CR line ends as new lines, and blank lines of spaces as breaks", () => {
    expect(parseMarkdownLite("a\r\nb\rc\n   \nd")).toEqual([
      { type: "paragraph", lines: [[text("a")], [text("b")], [text("c")]] },
      { type: "paragraph", lines: [[text("d")]] },
    ]);
  });

  it("ends a paragraph at a list or a fence, and a list at a line that is not an item", () => {
    expect(parseMarkdownLite("Intro\n* one\n2) two\nAfter\n```ts\ncode\n```\nEnd")).toEqual([
      { type: "paragraph", lines: [[text("Intro")]] },
      { type: "list", ordered: false, items: [[text("one")]] },
      { type: "list", ordered: true, items: [[text("two")]] },
      { type: "paragraph", lines: [[text("After")]] },
      { type: "code", text: "code" },
      { type: "paragraph", lines: [[text("End")]] },
    ]);
  });

  it("keeps a list's items with their inline marks and mentions", () => {
    expect(parseMarkdownLite("- ask @ann about `x`", new Map([["ann", 3]]))).toEqual([
      {
        type: "list",
        ordered: false,
        items: [[text("ask "), { type: "mention", text: "@ann", userId: 3 }, text(" about "), { type: "code", text: "x" }]],
      },
    ]);
  });

  it("runs an unclosed fence to the end, keeping its lines as they are", () => {
    expect(parseMarkdownLite("```\n  **not bold**\n- not a list")).toEqual([{ type: "code", text: "  **not bold**\n- not a list" }]);
    expect(parseMarkdownLite("```\n```\nafter")).toEqual([
      { type: "code", text: "" },
      { type: "paragraph", lines: [[text("after")]] },
    ]);
  });

  it("reads a heading with closing hashes, but not a #hashtag", () => {
    expect(parseMarkdownLite("# Title ##\n#hashtag")).toEqual([
      { type: "paragraph", lines: [[{ type: "strong", text: "Title" }], [text("#hashtag")]] },
    ]);
  });

  it("flattens code fences and spacing, and cuts at exactly the limit", () => {
    expect(plainText("```\nx\n```\n  a   **b**  ")).toBe("x a b");
    expect(plainText("a".repeat(140))).toBe("a".repeat(140));
    expect(plainText("a".repeat(141))).toBe(`${"a".repeat(139)}…`);
  });
});
