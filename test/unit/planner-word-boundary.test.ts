import { describe, expect, it } from "vitest";
import { uw } from "../../core/planner/word-boundary";

// `uw()` reads `\b` on accented Latin letters. Which side of a word a `\b` stands on is decided by what
// precedes it; a class or a look-around before it was read wrongly (a class as a word start, a
// look-around as a word end), so such a pattern could never match.

describe("uw word boundaries", () => {
  it("matches accented words at both ends", () => {
    expect(uw(/\b(?:olá|à|étude)\b/iu).test("Olá pessoal")).toBe(true);
    expect(uw(/\bétude\b/iu).test("une étude rapide")).toBe(true);
    expect(uw(/\bfor\b/i).test("before")).toBe(false);
  });

  it("ends a word after a character class", () => {
    expect(uw(/\bobrigad[oa]\b/iu).test("Muito obrigado!")).toBe(true);
    expect(uw(/\bobrigad[oa]\b/iu).test("obrigadoss")).toBe(false);
    expect(uw(/\bcolou?r\b/i).test("the colour red")).toBe(true);
  });

  it("starts a word after a look-around", () => {
    expect(uw(/(?<!-)\bdone\b/i).test("all done")).toBe(true);
    expect(uw(/(?<!-)\bdone\b/i).test("half-done")).toBe(false);
    expect(uw(/(?!nowhere)\bnow\b/i).test("ship it now")).toBe(true);
  });

  it("ends a word after a group, a property or a quantified letter class", () => {
    expect(uw(/\b(?:ship|send)\b/i).test("send it")).toBe(true);
    expect(uw(/\b\p{L}{3,}\b/u).test("Éà")).toBe(false);
    expect(uw(/\b\p{L}+\b/u).test("ça")).toBe(true);
    expect(uw(/\b[a-zé]+\b/iu).test("café")).toBe(true);
  });

  it("starts a word after spaces or punctuation", () => {
    expect(uw(/[,;]\s*\bet\b/iu).test("pain, et beurre")).toBe(true);
    expect(uw(/[^.!?]{0,10}\bà\b/iu).test("aller à Paris")).toBe(true);
  });
});
