import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20, from public refactoring issues and pull requests read this stop: "Split settings/page.tsx" was
// planned as a website build (wireframes, hosting, a launch); "refactor: split settings into smaller
// components" was named "Refactor"; "Part of the production epic, Track 2." was the only task, then the
// Problem's "The settings page is 1,265 lines long." once that was background, and the title's own action
// was lost. Texts paraphrased. Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);
const own = (idea: string) =>
  plan(idea)
    .tasks.filter((t) => !t.suggested)
    .map((t) => t.name);

const SPLIT =
  "# Split settings/page.tsx (1,265 lines in one client component)\n\nPart of the production instance epic, Track 2.\n\n## Problem\n\nThe settings page is 1,265 lines in a single client component.\n\n## Done when\n\nThe page is decomposed into components per settings section, with no behaviour change.";

describe("reworking code that exists", () => {
  it("is no website or app build", () => {
    const milestones = plan(SPLIT).milestones.map((m) => m.name);
    expect(milestones).not.toContain("Design");
    expect(milestones).not.toContain("Launch");
  });

  it("is the title's work when the text under it only says why", () => {
    expect(own(SPLIT)).toEqual(["Split settings/page.tsx (1,265 lines in one client component)"]);
    expect(own("# Split the settings page\n\nThe settings page is 1,265 lines long.")).toEqual(["Split the settings page"]);
  });

  it("keeps the text's own want over a title that reads like a verb", () => {
    expect(own("Price list page\nWe want a page that lists our prices per season.")).toContain(
      "We want a page that lists our prices per season",
    );
  });

  it("is named without its commit type", () => {
    expect(
      plan(
        "# refactor: split settings into smaller components\n\nSplit our growing Settings component into smaller components.\n\n- Appearance settings\n- Notification settings\n- System settings",
      ).name,
    ).toBe("Split Settings into Smaller Components");
    expect(plan("feat(board): drag cards between columns\n- Add drop zones\n- Save the new order").name).toBe("Drag Cards Between Columns");
  });
});
