import { describe, expect, it } from "vitest";
import { rankToolsForTask, tokenize } from "../../core/ai/rank-tools";
import { type CatalogTool, findTool, GENERAL_ASSISTANT_SLUGS, TOOL_CATALOG } from "../../core/ai/tool-catalog";

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
    expect(result[0].reason).toMatch(/^Matches '.+' in this task$/);
    expect(result[0].reason).toContain("'wireframes'");
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
    expect(result[0].reason).toBe("'GDPR' in this task suggests legal work");
  });

  it("falls back to general assistants, honestly, for gibberish", () => {
    const result = rank("Zxqv blorf wug", "Qwertyuiop");
    expect(result).toHaveLength(3);
    expect(result.map((r) => r.slug)).toEqual(GENERAL_ASSISTANT_SLUGS.slice(0, 3));
    for (const r of result) {
      expect(r.score).toBe(0);
      expect(r.reason).toBe("General-purpose assistant; no specialised tool matched this task's wording");
    }
  });

  it("pads a thin match up to three with assistants, saying why", () => {
    const small = TOOL_CATALOG.filter((t) => ["figma", "deepl", "chatgpt", "claude", "gemini"].includes(t.slug));
    const result = rankToolsForTask({ name: "Wireframe the zxqv", description: "" }, small);
    expect(result.map((r) => r.slug)).toEqual(["figma", "chatgpt", "claude"]);
    expect(result[0].reason).toBe("Matches 'Wireframe' in this task");
    expect(result[1].reason).toBe("General-purpose assistant; few specialised tools matched this task's wording");
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
    expect(recipe.map((r) => r.slug)).toEqual(GENERAL_ASSISTANT_SLUGS.slice(0, 3));
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

  it("respects the limit and always returns at least three when allowed", () => {
    expect(rank("Design homepage wireframes and prototype").length).toBeLessThanOrEqual(5);
    expect(rank("Design homepage wireframes and prototype", "", 2)).toHaveLength(2);
    expect(rank("Zxqv", "", 1)).toHaveLength(1);
    expect(rank("Zxqv", "", 10)).toHaveLength(3);
    expect(rank("Design homepage wireframes and prototype mockup UI screen", "", 8).length).toBeLessThanOrEqual(8);
    for (const name of ["Weekly standup", "Plan Q3 budget", "Hire a frontend developer", "Security audit"]) {
      const n = rank(name).length;
      expect(n, name).toBeGreaterThanOrEqual(3);
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

  it("still fills to three from a catalog without assistants, without calling them assistants", () => {
    const tiny: CatalogTool[] = TOOL_CATALOG.filter((t) => ["figma", "descript", "deepl", "zapier"].includes(t.slug));
    const result = rankToolsForTask({ name: "Zxqv", description: "" }, tiny);
    expect(result.map((r) => r.slug)).toEqual(["deepl", "descript", "figma"]);
    for (const r of result) expect(r.reason).not.toContain("assistant");
  });
});
