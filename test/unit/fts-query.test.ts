import { describe, expect, it } from "vitest";
import { ftsQuery } from "../../core/search/fts-query";

describe("ftsQuery", () => {
  it("quotes every word, so typed operators are plain words", () => {
    expect(ftsQuery('launch" OR NEAR(x')).toBe('"launch" "or" "near" "x"*');
  });
  it("makes only a last word still being typed a prefix", () => {
    expect(ftsQuery("print men")).toBe('"print" "men"*');
    expect(ftsQuery("print men.")).toBe('"print" "men"');
  });
  it("has nothing to match without a letter or digit", () => {
    expect(ftsQuery("%_ -*")).toBeNull();
  });
  it("keeps accented and non-Latin words whole", () => {
    expect(ftsQuery("Café 東京")).toBe('"café" "東京"*');
  });
});
