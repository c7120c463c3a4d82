import { describe, expect, it } from "vitest";
import { findTool, GENERAL_ASSISTANT_SLUGS, TOOL_CATALOG, TOOL_CATEGORIES } from "../../core/ai/tool-catalog";

describe("tool catalog", () => {
  it("lists at least 65 tools", () => {
    expect(TOOL_CATALOG.length).toBeGreaterThanOrEqual(65);
  });

  it("has unique kebab-case slugs and unique names", () => {
    const slugs = TOOL_CATALOG.map((t) => t.slug);
    const names = TOOL_CATALOG.map((t) => t.name.toLowerCase());
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(names).size).toBe(names.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("points every tool at an https home page", () => {
    for (const tool of TOOL_CATALOG) {
      const url = new URL(tool.website);
      expect(url.protocol, tool.slug).toBe("https:");
      expect(url.hostname, tool.slug).toContain(".");
    }
  });

  it("uses only the fixed categories, and uses every one of them", () => {
    const fixed = new Set<string>(TOOL_CATEGORIES);
    for (const tool of TOOL_CATALOG) expect(fixed.has(tool.category), tool.slug).toBe(true);
    const used = new Set(TOOL_CATALOG.map((t) => t.category));
    for (const category of TOOL_CATEGORIES) expect(used.has(category), category).toBe(true);
  });

  it("fills every field", () => {
    for (const tool of TOOL_CATALOG) {
      expect(tool.name.trim(), tool.slug).not.toBe("");
      for (const field of ["description", "pricing", "useCase", "idealFor"] as const) {
        expect(tool[field].trim().length, `${tool.slug}.${field}`).toBeGreaterThan(10);
      }
      expect(typeof tool.freePlanAvailable).toBe("boolean");
      expect(tool.keywords.length, tool.slug).toBeGreaterThanOrEqual(3);
      for (const keyword of tool.keywords) expect(keyword, tool.slug).toBe(keyword.trim().toLowerCase());
      expect(new Set(tool.keywords).size, tool.slug).toBe(tool.keywords.length);
    }
  });

  it("covers the kinds of work a project plan has", () => {
    const count = (category: string) => TOOL_CATALOG.filter((t) => t.category === category).length;
    for (const category of ["Design", "Development", "Testing & QA", "Video", "Writing", "Marketing", "Meetings & Notes"]) {
      expect(count(category), category).toBeGreaterThanOrEqual(3);
    }
  });

  it("contains the general assistants used as a fallback, and finds tools by slug", () => {
    for (const slug of GENERAL_ASSISTANT_SLUGS) expect(findTool(slug)?.category).toBe("Assistants");
    expect(findTool("figma")?.name).toBe("Figma");
    expect(findTool("not-a-tool")).toBeUndefined();
  });
});
