import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { PlanRefusal } from "../../core/planner/refusal";

// The planner's baseline (decision 181): every text in test/golden/planner-baseline.txt planned on one
// fixed day, each plan reduced to a short hash beside its text. A rule change that changes any of these
// plans turns this red and lists the texts whose plans moved, with their new plans, so that each change
// is seen and accepted on purpose: `npx vitest run --config vitest.unit.config.ts planner-baseline -u`
// rewrites the hashes, and the commit's diff names every text whose plan changed. The other planner
// tests say what a plan must hold; this one says that nothing else moved.

const BASELINE = new URL("../golden/planner-baseline.txt", import.meta.url);
const TODAY = new Date("2026-11-23T00:00:00Z");

/** JSON with keys sorted and undefined left out, so a refactor that builds a field in another order is not a change. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== "object" || Array.isArray(v)) return v;
    return Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  });
}

/** The whole plan, or the refusal; any other throw is a crash and shows as one. */
function planned(idea: string): string {
  try {
    return canonical(generateEmbeddedPlan(idea, TODAY));
  } catch (error) {
    if (error instanceof PlanRefusal) return `refused: ${error.message}`;
    return `crashed: ${String(error)}`;
  }
}

const hashOf = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 12);

const lines = readFileSync(BASELINE, "utf8").split("\n").filter(Boolean);
const entries = lines.map((line) => {
  const tab = line.indexOf("\t");
  return { hash: line.slice(0, tab), idea: String(JSON.parse(line.slice(tab + 1))) };
});

describe("the planner's baseline", () => {
  it("holds over 3,000 texts, none twice", () => {
    expect(entries.length).toBeGreaterThan(3000);
    expect(new Set(entries.map((e) => e.idea)).size).toBe(entries.length);
  });

  // Over 5,000 plans: 12–16 s on a quiet host, twice that beside a mutation run; a slower host needs room.
  it("plans every text as it did when the baseline was last accepted", { timeout: 120_000 }, async () => {
    const now = entries.map((e) => ({ ...e, plan: planned(e.idea) }));
    const moved = now.filter((e) => hashOf(e.plan) !== e.hash);
    // The texts whose plans moved, with the new plan, for the person deciding whether to accept them.
    if (moved.length > 0)
      console.log(
        `${moved.length} plan(s) changed:\n${moved
          .slice(0, 20)
          .map((e) => `--- ${JSON.stringify(e.idea).slice(0, 200)}\n${e.plan.slice(0, 1500)}`)
          .join("\n")}`,
      );
    expect(now.filter((e) => e.plan.startsWith("crashed")).map((e) => e.idea)).toEqual([]);
    await expect(`${now.map((e) => `${hashOf(e.plan)}\t${JSON.stringify(e.idea)}`).join("\n")}\n`).toMatchFileSnapshot(BASELINE.pathname);
  });
});
