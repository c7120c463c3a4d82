import { describe, expect, it } from "vitest";
import { uw } from "../../core/planner/word-boundary";

// Issue 27: the survivors in `uw()` (core/planner/word-boundary.ts) of the sample `--every 50 --across
// --offset 9`. No text a user pastes reaches these edges of a pattern (escaped backslashes, a class or a
// property at the very start, escaped parentheses inside a look-around), so each case calls `uw` on a
// crafted pattern and states what the rewritten pattern promises to match on accented words.

const first = (pattern: RegExp, text: string) => pattern.exec(text)?.[0] ?? null;

describe("uw: a word boundary after a quantified atom", () => {
  it("closes a four-digit year after `\\d{4}`", () => {
    // "{4}" repeats the `\d` just before it: the year ends a word, so "2026" is found and "20261" is not.
    expect(first(uw(/\b\d{4}\b/u), "due in 2026, not 20261")).toBe("2026");
    expect(uw(/\b\d{4}\b/u).test("20261")).toBe(false);
  });

  it("closes an accented word after a letter repeated with `{2}`", () => {
    // "é{2}" ends on a letter: the boundary after it asks for no letter ahead.
    expect(uw(/\bé{2}\b/u).test("éé")).toBe(true);
    expect(uw(/\bé{2}\b/u).test("ééa")).toBe(false);
  });

  it("closes a word after `\\w+` and after `\\d+`", () => {
    // An escape that names word characters ends a word: "\w+\b" and "\d+\b" both take "12" whole.
    expect(first(uw(/\w+\b/u), "12 items")).toBe("12");
    expect(first(uw(/\d+\b/u), "12 items")).toBe("12");
  });
});

describe("uw: a word boundary at the pattern's own start", () => {
  it("closes a word after a single letter that opens the pattern", () => {
    // "é\b" is a word ending in é: it is found in "café au lait" and not inside "éa".
    expect(first(uw(/é\b/u), "café au lait")).toBe("é");
    expect(uw(/é\b/u).test("éa")).toBe(false);
  });

  it("closes a word after a `\\p{L}` property that opens the pattern", () => {
    // "\p{L}+\b" is a run of letters, accented ones included: it takes "ça" whole.
    expect(first(uw(/\p{L}+\b/u), "ça va")).toBe("ça");
    expect(first(uw(/\p{L}\b/u), "à")).toBe("à");
  });

  it("opens a word after a negated class that opens the pattern", () => {
    // "[^0-9]" stands for the space before the word, so the boundary after it opens "été".
    expect(first(uw(/[^0-9]\bété\b/u), "un été chaud")).toBe(" été");
  });
});

describe("uw: which class stands before a word boundary", () => {
  it("opens a word after a negated class of digits", () => {
    // "[^0-9]" is no word's last letter: after it the boundary asks for no letter behind.
    expect(first(uw(/,[^0-9]\bà\b/u), "oui, à demain")).toBe(", à");
  });

  it("closes a word after a class of one accented letter", () => {
    // "caf[é]" ends on a letter: "café" is found, "caféine" is not.
    expect(uw(/\bcaf[é]\b/u).test("un café")).toBe(true);
    expect(uw(/\bcaf[é]\b/u).test("caféine")).toBe(false);
  });

  it("opens a word after a class of spaces or commas whose first item is an escape", () => {
    // "[\s,]" is spaces or a comma, so the word after it ("bar", "été") is opened, not closed.
    expect(uw(/\bfoo[\s,]\bbar/u).test("foo bar")).toBe(true);
    expect(uw(/\bun[\s,]\bété/u).test("un été")).toBe(true);
  });

  it("opens a word after a class that follows a literal backslash", () => {
    // "\\" is a backslash in the text; the class after it still opens the next word.
    expect(uw(/x\\[\s,]\bbar/u).test("x\\ bar")).toBe(true);
    expect(uw(/x\\y[\s,]\bbar/u).test("x\\y bar")).toBe(true);
  });
});

describe("uw: escapes and look-arounds", () => {
  it("leaves a literal backslash followed by b untouched", () => {
    // "\\b" is a backslash then the letter b, not a word boundary: it still matches "a\b".
    expect(uw(/a\\b/u).test("a\\b")).toBe(true);
    expect(uw(/a\\b/u).source).toBe("a\\\\b");
  });

  it("opens a word after a look-behind that holds an escaped parenthesis", () => {
    // "(?<!\()" only refuses a "(" before the word; the boundary after it opens "word".
    expect(uw(/(?<!\()\bword\b/u).test("a word")).toBe(true);
    expect(uw(/(?<!\()\bword\b/u).test("(word")).toBe(false);
    expect(uw(/(?<!\()\bété\b/u).test("un été")).toBe(true);
  });
});
