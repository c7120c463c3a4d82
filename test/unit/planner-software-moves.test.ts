import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20, from public database-migration issues read this stop: "Migrate release and release-ee to Postgres
// db" said "release" three times and was planned as a product launch (positioning, the target audience, a
// launch day). Moving software onto another database is no product launch. "(which is forced in October)"
// lost its month to the plan's dates and left "(which is forced )" in the task's name. Texts paraphrased. Friday 27
// November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");

describe("moving software onto another database", () => {
  it("is no product launch, whatever it calls its releases", () => {
    const p = generateEmbeddedPlan(
      "# Migrate release and release-ee to Postgres db\n\n1. Create an RDS instance with proper specs\n2. Get buy-in from the QA team\n3. Tell the team about the buffer needed in the release timeline\n4. Update the workflows if required\n5. Take a data dump and migrate release and release-ee",
      FRIDAY,
    );
    expect(p.milestones.map((m) => m.name)).not.toContain("Positioning");
    expect(p.tasks.map((t) => t.name)).not.toContain("Define the target audience and positioning");
    expect(p.tasks.filter((t) => !t.suggested)).toHaveLength(5);
  });

  it("still plans a product's launch as one", () => {
    const p = generateEmbeddedPlan("Product launch for our new budgeting app: waitlist, press kit, launch day on Product Hunt", FRIDAY);
    expect(p.milestones.map((m) => m.name)).toContain("Launch readiness");
  });
});

describe("a date cut out of brackets", () => {
  it("leaves the brackets closed where the words end", () => {
    const p = generateEmbeddedPlan(
      "# Postgres database migration\n\nWe plan to move our postgres database to a new provider.\n\nKey outcomes:\n- avert downtime due to the version upgrade (which is forced in October)\n- less monthly downtime due to maintenance windows",
      FRIDAY,
    );
    expect(p.tasks.map((t) => t.name)).toContain("Avert downtime due to the version upgrade (which is forced)");
  });
});
