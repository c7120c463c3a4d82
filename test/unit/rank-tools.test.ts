import { describe, expect, it } from "vitest";
import { rankToolsForTask, tokenize } from "../../core/ai/rank-tools";
import { findTool, TOOL_CATALOG } from "../../core/ai/tool-catalog";

const rank = (name: string, description = "", limit?: number) => rankToolsForTask({ name, description }, TOOL_CATALOG, limit);
const categoryOf = (slug: string) => findTool(slug)?.category;

describe("tokenize", () => {
  it("lowercases, drops stop-words and punctuation, and folds plurals and verb forms", () => {
    expect(tokenize("Testing the TESTS, tested!")).toEqual(["test", "test", "test"]);
    expect(tokenize("wireframes")).toEqual(tokenize("wireframe"));
    expect(tokenize("stories")).toEqual(tokenize("story"));
    expect(tokenize("Summarise")).toEqual(tokenize("summarize"));
    expect(tokenize("front-end")).toEqual(["frontend"]);
    expect(tokenize("and the for of with")).toEqual([]);
  });
});

describe("rankToolsForTask", () => {
  it("ranks a design tool first for wireframes and prototypes", () => {
    const result = rank("Design homepage wireframes and prototype");
    expect(categoryOf(result[0].slug)).toBe("Design");
    // One line: the task's own words, then what the tool does for them.
    expect(result[0].reason).toMatch(/^For '.+': .+$/);
    expect(result[0].reason).toContain("'wireframes'");
    expect(result[0].reason).not.toContain("\n");
  });

  it("ranks writing and marketing tools for blog posts for a launch", () => {
    const result = rank("Write blog posts for launch");
    expect(["Writing", "Marketing"]).toContain(categoryOf(result[0].slug));
    for (const r of result.slice(0, 3)) expect(["Writing", "Marketing", "SEO", "Social Media"]).toContain(categoryOf(r.slug));
    expect(result.some((r) => categoryOf(r.slug) === "Writing")).toBe(true);
  });

  it("ranks development and testing tools for a bug fix with unit tests", () => {
    const result = rank("Fix login bug and add unit tests");
    const categories = result.slice(0, 3).map((r) => categoryOf(r.slug));
    for (const c of categories) expect(["Development", "Code Review", "Testing & QA"]).toContain(c);
    expect(result.map((r) => categoryOf(r.slug))).toContain("Development");
  });

  it("ranks video tools for recording a product demo", () => {
    const result = rank("Record product demo video");
    expect(categoryOf(result[0].slug)).toBe("Video");
    expect(categoryOf(result[1].slug)).toBe("Video");
  });

  it("uses the synonym map for words no tool lists", () => {
    const result = rank("Prepare GDPR paperwork");
    expect(categoryOf(result[0].slug)).toBe("Legal");
    expect(result[0].reason).toMatch(/^For 'gdpr': /);
  });

  it("suggests nothing rather than something wrong when nothing serves the task", () => {
    expect(rank("Zxqv blorp")).toEqual([]);
    expect(rank("Sign the lease")).toEqual([]);
  });

  it("ignores words matched by chance: what is done, without what it is done to", () => {
    // Issue 9: a video editor for "edited inline", a voice generator for "disabled button".
    expect(rank("Allow each item to be edited inline (Save or Cancel) or deleted")).toEqual([]);
    expect(rank("Add a 'Generate Project Plan' button, disabled while the text is blank")).toEqual([]);
    const logo = rank("Design the logo");
    expect(logo[0]?.slug).toBe("canva");
    for (const r of logo) expect(["Design", "Images"]).toContain(categoryOf(r.slug));
  });

  it("does not repeat the words of a matched phrase in the reason", () => {
    const qodo = rank("Fix login bug and add unit tests").find((r) => r.slug === "qodo");
    expect(qodo?.reason).toContain("'unit test'");
    expect(qodo?.reason).not.toContain("'tests'");
  });

  it("does not let an ambiguous word alone pick a tool from another field", () => {
    const budget = rank("Settle invoices and review the budget");
    expect(categoryOf(budget[0].slug)).toBe("Finance");
    expect(budget.map((r) => categoryOf(r.slug))).not.toContain("Code Review");
    expect(budget.map((r) => categoryOf(r.slug))).not.toContain("Research");

    expect(rank("Design the event budget").map((r) => categoryOf(r.slug))).not.toContain("Design");
    expect(rank("Build the stage for the venue").map((r) => categoryOf(r.slug))).not.toContain("Development");
    const recipe = rank("Test the new oven recipe");
    expect(recipe).toEqual([]);
  });

  it("still reads ambiguous words in their own field", () => {
    expect(categoryOf(rank("Review the pull request")[0].slug)).toBe("Code Review");
    expect(categoryOf(rank("Review code changes before merge")[0].slug)).toBe("Code Review");
    expect(categoryOf(rank("Test the checkout on Safari")[0].slug)).toBe("Testing & QA");
    expect(categoryOf(rank("Design the landing page")[0].slug)).toBe("Design");
    expect(categoryOf(rank("Build the MVP of the app")[0].slug)).toBe("Development");
  });

  it("weights the task name above its description", () => {
    const result = rank("Record a demo video", "Mention the pricing deck in the intro");
    expect(categoryOf(result[0].slug)).toBe("Video");
  });

  it("respects the limit and never pads the list", () => {
    expect(rank("Design homepage wireframes and prototype").length).toBeLessThanOrEqual(5);
    expect(rank("Design homepage wireframes and prototype", "", 2)).toHaveLength(2);
    expect(rank("Zxqv", "", 10)).toEqual([]);
    expect(rank("Design homepage wireframes and prototype mockup UI screen", "", 8).length).toBeLessThanOrEqual(8);
    for (const name of ["Weekly standup", "Plan Q3 budget", "Hire a frontend developer", "Security audit"]) {
      const n = rank(name).length;
      expect(n, name).toBeGreaterThanOrEqual(1);
      expect(n, name).toBeLessThanOrEqual(5);
    }
  });

  it("orders by score, breaking ties by slug", () => {
    const result = rank("Write blog posts for launch", "", 10);
    for (let i = 1; i < result.length; i++) {
      const [a, b] = [result[i - 1], result[i]];
      expect(a.score > b.score || (a.score === b.score && a.slug < b.slug)).toBe(true);
    }
  });

  it("is deterministic, whatever the catalog order", () => {
    const task = { name: "Write API documentation and record a tutorial", description: "For the developer portal" };
    const first = rankToolsForTask(task, TOOL_CATALOG);
    expect(rankToolsForTask(task, TOOL_CATALOG)).toEqual(first);
    expect(rankToolsForTask(task, [...TOOL_CATALOG].reverse())).toEqual(first);
  });
});

// Issue 27: the stemmer's survivors in the mutation bench's sample of rank-tools.ts.
describe("tool ranking: word forms", () => {
  it("folds -es plurals onto their singular", () => {
    for (const [plural, singular] of [
      ["boxes", "box"],
      ["matches", "match"],
      ["wishes", "wish"],
      ["classes", "class"],
    ]) {
      expect(tokenize(singular)).toHaveLength(1);
      expect(tokenize(plural)).toEqual(tokenize(singular));
    }
  });

  it("drops a final e of a four-letter word, so its verb forms meet it", () => {
    const code = tokenize("code");
    expect(code).toHaveLength(1);
    expect(tokenize("coding")).toEqual(code);
    expect(tokenize("coded")).toEqual(code);
    expect(tokenize("codes")).toEqual(code);
  });
});
