import { describe, expect, it } from "vitest";
import { planOn } from "../support/plan-on";

// Issue 20: "# Shop / ## Design / - pick a theme / ## Build / - add products". In a plan of no known kind
// the general phases took each heading by a word of theirs, so "Design" (none of their words) fell into
// "Build" and the plan lost the author's first phase. The author's headings are now its phases.

const { plan } = planOn("2026-11-27");
const phaseOf = (p: ReturnType<typeof plan>, name: string) =>
  p.milestones[p.tasks.find((t) => t.name === name)?.milestoneIndex ?? -1]?.name;

describe("a list under headings of its own, in a plan of no known kind", () => {
  const shop = plan(
    "# Shop\n## Design\n- pick a theme\n- draw the logo\n## Build\n- add products\n- set up payments\n## Launch\n- announce it",
  );

  it("keeps each heading as a phase, in the author's order", () => {
    expect(shop.milestones.map((m) => m.name)).toEqual(["Design", "Build", "Launch"]);
    expect(["Pick a theme", "Add products", "Announce it"].map((name) => phaseOf(shop, name))).toEqual(["Design", "Build", "Launch"]);
  });

  it("makes the first heading's work no more urgent than the rest: topics, not stages", () => {
    expect(shop.tasks.filter((t) => !t.suggested).map((t) => t.priority)).toEqual(Array(5).fill("medium"));
  });

  it("names a tracking issue's part without how far along it is", () => {
    const epic = plan("# API follow-up\n## (40%) Docs\n- [ ] write the guide\n## (30%) Upgrades\n- [ ] warn on renamed flags");
    expect(epic.milestones.map((m) => m.name)).toEqual(["Docs", "Upgrades"]);
  });
});

describe("headings that are not phases of their own", () => {
  it("leave a list under 'Must' and 'Nice' to its priorities", () => {
    const release = plan("Ship v2.0 by end of Feb\n\n## Must\n- SSO\n- Audit log\n\n## Nice\n- Dark mode");
    expect(release.milestones.map((m) => m.name)).toEqual(["Execution", "Review"]);
    expect(release.tasks.find((t) => t.name === "SSO")?.priority).toBe("high");
  });

  it("leave topics whose dates interleave to the dates: January's gutters are not cleaned after March's beds", () => {
    const upkeep = plan(
      "Home upkeep\n\nGarden:\n- prune the roses in February\n- mulch the beds in March\n\nHouse:\n- clean the gutters in January\n- service the boiler",
    );
    expect(upkeep.tasks.find((t) => t.name === "Clean the gutters")?.dueDate?.startsWith("2027-01")).toBe(true);
    expect(upkeep.milestones.map((m) => m.name)).not.toContain("Garden");
  });

  it("keep dated topics whose dates follow the headings' order", () => {
    const upkeep = plan(
      "Home upkeep\n\nGarden:\n- prune the roses in January\n\nHouse:\n- clean the gutters in February\n- service the boiler",
    );
    expect(upkeep.milestones.map((m) => m.name)).toEqual(["Garden", "House"]);
    expect(upkeep.tasks.find((t) => t.name === "Clean the gutters")?.dueDate?.startsWith("2027-02")).toBe(true);
  });

  it("leave a list with items before the first heading to the general phases", () => {
    const p = plan("Shop\n- pick a name\n## Design\n- pick a theme\n## Build\n- add products");
    expect(p.milestones.map((m) => m.name)).not.toContain("Design");
  });

  it("leave a kind's own phases to the kind: an online shop's design is its design phase", () => {
    const p = plan("# Online shop\n## Design\n- pick a theme\n- draw the logo\n## Build\n- add products\n- set up payments");
    expect(p.milestones.map((m) => m.name)).toContain("QA & testing");
  });
});
