import { describe, expect, it } from "vitest";
import { rankToolsForTask, tokenize } from "../../core/ai/rank-tools";
import type { CatalogTool } from "../../core/ai/tool-catalog";

// Issue 27: the ranking's weights as rank-tools.ts states them (a keyword 3, the tool's prose 1.5, its
// category 1; the name 1, the description 0.6; a synonym half; an unsettled ambiguous word a quarter; a
// whole keyword phrase 1.5 × its weakest word), checked on made-up tools whose words touch nothing else.

function tool(slug: string, category: CatalogTool["category"], keywords: string[], useCase: string, idealFor: string): CatalogTool {
  return {
    slug,
    name: slug,
    category,
    description: "",
    website: "https://example.invalid",
    pricing: "",
    freePlanAvailable: true,
    useCase,
    idealFor,
    keywords,
  };
}
const ZORB = tool("zorb-ledger", "Finance", ["zorbex", "quill widget", "review"], "Tallies the ledgers.", "Bookkeepers");
const BILL = tool("bill-desk", "Legal", ["bill", "review", "edit", "writing"], "Files the bills.", "Clerks");
const rank = (catalog: CatalogTool[], name: string, description = "", limit?: number) =>
  rankToolsForTask({ name, description }, catalog, limit);

describe("tool ranking: the weights, on made-up tools", () => {
  it("weighs a keyword 3, the tool's prose 1.5 and its category 1, in the task's name", () => {
    expect(rank([ZORB], "Zorbex")).toEqual([{ slug: "zorb-ledger", score: 3, reason: "For 'zorbex': tallies the ledgers" }]);
    expect(rank([ZORB], "Ledgers")).toEqual([{ slug: "zorb-ledger", score: 1.5, reason: "For 'ledgers': tallies the ledgers" }]);
    // The category alone reaches the minimum of 1 exactly.
    expect(rank([ZORB], "Finance")).toEqual([{ slug: "zorb-ledger", score: 1, reason: "For 'finance': tallies the ledgers" }]);
  });

  it("weighs the description 0.6 of the name", () => {
    expect(rank([ZORB], "", "zorbex")).toEqual([{ slug: "zorb-ledger", score: 1.8, reason: "For 'zorbex': tallies the ledgers" }]);
    // 0.6 of the category is under the minimum.
    expect(rank([ZORB], "", "finance")).toEqual([]);
  });

  it("adds 1.5 × the weakest word when every word of a keyword phrase is there, and quotes the phrase", () => {
    // 3 + 3 + 1.5.
    expect(rank([ZORB], "Quill widget")).toEqual([{ slug: "zorb-ledger", score: 7.5, reason: "For 'quill widget': tallies the ledgers" }]);
    // The prose word in the name (1.5) and the phrase in the description: 1.5 + 3 × 0.6 × 2 + 1.5 × 0.6.
    // The reason names the two strongest: the name's word before the phrase.
    expect(rank([ZORB], "Ledger", "quill widget")).toEqual([
      { slug: "zorb-ledger", score: 6, reason: "For 'ledger' and 'quill widget': tallies the ledgers" },
    ]);
  });

  it("counts an ambiguous word in full when another word of the task names the tool, even its category", () => {
    // 'review' settled by 'finance' (the category, weight 1): 3 + 1, and only the specific word quoted.
    expect(rank([ZORB], "Review finance")).toEqual([{ slug: "zorb-ledger", score: 4, reason: "For 'finance': tallies the ledgers" }]);
  });

  it("counts an unsettled ambiguous word a quarter and a synonym half", () => {
    // 'review' (unsettled: 'edit' only says what is done) 3 × 0.25, 'edit' 3, 'bill' through 'invoice' 3 × 0.5.
    expect(rank([BILL], "Review edit invoice")).toEqual([
      { slug: "bill-desk", score: 5.25, reason: "For 'edit' and 'invoice': files the bills" },
    ]);
  });

  it("recommends a tool for a synonym of a word that only says what is done, never for such a word's own forms", () => {
    // 'copy' reaches 'writing' (a word that alone says what is done): the task's own word is specific.
    expect(rank([BILL], "Copy")).toEqual([{ slug: "bill-desk", score: 1.5, reason: "For 'copy': files the bills" }]);
    // 'edits' is 'edit' in another form: still only what is done.
    expect(rank([BILL], "Edits")).toEqual([]);
  });

  it("keeps a tool at a quarter of the leader's score and drops one below", () => {
    const other = tool("fin-other", "Finance", ["plonk"], "Counts coins.", "Misers");
    // 3 + 1 against 1: exactly a quarter.
    expect(rank([ZORB, other], "Zorbex finance").map((r) => [r.slug, r.score])).toEqual([
      ["zorb-ledger", 4],
      ["fin-other", 1],
    ]);
    // 7.5 + 1 against 1.
    expect(rank([ZORB, other], "Quill widget finance").map((r) => r.slug)).toEqual(["zorb-ledger"]);
  });

  it("returns at least one tool whatever the limit, and at most the limit", () => {
    const twin = { ...ZORB, slug: "zorb-twin" };
    expect(rank([ZORB, twin], "Zorbex", "", 1).map((r) => r.slug)).toEqual(["zorb-ledger"]);
    expect(rank([ZORB, twin], "Zorbex", "", 0).map((r) => r.slug)).toEqual(["zorb-ledger"]);
    expect(rank([ZORB, twin], "Zorbex", "", Number.NaN).map((r) => r.slug)).toEqual(["zorb-ledger", "zorb-twin"]);
  });
});

describe("tool ranking: the stemmer's edges", () => {
  it("leaves words of three letters and words with digits as they are", () => {
    expect(tokenize("ads")).toEqual(["ads"]);
    expect(tokenize("mp3s")).toEqual(["mp3s"]);
  });

  it("folds suffixes only on words long enough to keep a stem", () => {
    expect(tokenize("ties")).toEqual(["tie"]);
    expect(tokenize("station")).toEqual(["station"]);
    expect(tokenize("feed")).toEqual(["feed"]);
    expect(tokenize("axis")).toEqual(["axis"]);
  });

  it("meets nouns and their verbs", () => {
    expect(tokenize("localization")).toEqual(tokenize("localize"));
    expect(tokenize("localisation")).toEqual(tokenize("localize"));
    expect(tokenize("automation")).toEqual(tokenize("automate"));
    expect(tokenize("management")).toEqual(tokenize("manage"));
    expect(tokenize("designer")).toEqual(tokenize("design"));
    for (const word of ["localize", "automate", "manage", "design"]) expect(tokenize(word)).toHaveLength(1);
  });
});
