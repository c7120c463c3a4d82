import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 27: survivors of the seventeenth planner sample (`--every 50 --across --offset 19`, at b51b005).
// parse-team.ts: "cinq" read as 6 went unseen; only "quatre" was counted by a test. Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);

describe("a team of five counted in French and German", () => {
  it("is five people", () => {
    expect(
      plan("Déménagement du bureau avec une équipe de cinq : trier les archives, réserver le camion, prévenir les clients").description,
    ).toContain("équipe de 5");
    expect(plan("Website-Relaunch mit fünf Entwicklern: Design abstimmen, Seiten bauen, testen").description).toContain("Team von 5");
  });
});
