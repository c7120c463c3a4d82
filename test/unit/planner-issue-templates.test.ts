import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// GitHub's issue templates and task lists, as people paste them (issue 20's corpus is of this kind).

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);

describe("a feature request written in GitHub's template", () => {
  const request =
    "### Is your feature request related to a problem?\nUsers can't export their data.\n\n### Describe the solution you'd like\n- Export to CSV\n- Export to JSON\n- Schedule weekly exports\n\n### Describe alternatives you've considered\nA script.\n\n### Additional context\nSee #123";

  it("plans the solution's items, never the template's questions", () => {
    const result = plan(request);
    expect(result.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual([
      "Export to CSV",
      "Export to JSON",
      "Schedule weekly exports",
    ]);
    expect(result.name).toBe("CSV Export");
    expect(result.name).not.toMatch(/feature request|describe/i);
  });

  it("sums it up by its problem, not by its last line", () => {
    expect(plan(request).description).toMatch(/^Users can't export their data\./);
  });
});

describe("an epic with ticked-off lines", () => {
  it("is not made a research project by the research it has done", () => {
    const result = plan(
      "Epic: Onboarding v2\n\n- [ ] New welcome screen\n- [ ] Progress checklist\n  - [ ] Connect calendar\n  - [ ] Invite teammates\n- [ ] Email drip (3 emails)\n- [x] Research interviews",
    );
    expect(result.milestones.map((m) => m.name)).not.toEqual(expect.arrayContaining(["Data collection"]));
    expect(result.tasks.map((t) => t.name)).not.toEqual(expect.arrayContaining(["Analyse the data", "Write the report"]));
    expect(result.tasks.find((t) => t.name === "Research interviews")?.done).toBe(true);
  });
});

describe("a verb's 'to' in a name", () => {
  it.each([
    ["Migrate to Postgres", "Postgres Migration"],
    ["Plan:\n- export to CSV\n- export to JSON", "CSV Export"],
    ["export to PDF", "PDF Export"],
  ])("%s is named %s", (idea, name) => {
    expect(plan(idea).name).toBe(name);
  });
});

describe("words with an x before a consonant", () => {
  it.each([
    "Run the experiments",
    "export to PDF",
    "Plan:\n- export to CSV\n- export to JSON",
    "Fix the Excel import and the next steps text",
  ])("are real words, so %s is planned", (idea) => {
    expect(plan(idea).tasks.length).toBeGreaterThan(0);
  });

  it("still refuses letters strung at random", () => {
    expect(() => plan("xkcd qzxv bxkt")).toThrow(/couldn't find a project/);
  });
});
