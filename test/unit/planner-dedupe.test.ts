import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { dedupeTasks } from "../../core/planner/dedupe";
import type { DraftTask } from "../../core/planner/types";
import type { Priority } from "../../core/schemas/fields";

const draft = (name: string, priority: Priority, rank: number): DraftTask => ({
  name,
  description: "",
  priority,
  milestone: 0,
  rank,
  weight: 1,
  requestedDay: null,
  fromText: true,
  source: null,
});

describe("merged duplicates", () => {
  it.each([
    ["low", "high"],
    ["high", "low"],
    ["medium", "high"],
    ["low", "medium"],
  ] as const)("keep the higher priority (%s then %s)", (first, second) => {
    const merged = dedupeTasks([draft("Add dark mode", first, 0), draft("Add dark mode", second, 1)]);
    expect(merged).toHaveLength(1);
    const rank = { low: 0, medium: 1, high: 2 };
    expect(merged[0]?.priority).toBe(rank[first] > rank[second] ? first : second);
  });

  it.each([
    ["Must have: dark mode, offline mode with sync. Nice to have: dark mode, a home-screen widget."],
    ["Nice to have: dark mode, a home-screen widget. Must have: dark mode, offline mode with sync."],
  ])("an item under both 'Must have' and 'Nice to have' comes out high, once: %s", (list) => {
    const plan = generateEmbeddedPlan(`Build a habit tracker app for iOS and Android. ${list}`, new Date("2026-11-23T09:00:00Z"));
    const { tasks } = plan;
    const dark = tasks.filter((t) => /dark mode/i.test(t.name));
    expect(dark).toHaveLength(1);
    expect(dark[0]?.priority).toBe("high");
    expect(tasks.find((t) => /widget/i.test(t.name))?.priority).toBe("low");
  });
});

// From the planner's mutation sample (2026-11-27): the similarity bound.
describe("near-identical tasks", () => {
  const kept = (...tasks: string[]) => dedupeTasks(tasks.map((name, rank) => draft(name, "medium", rank))).map((d) => d.name);

  it("merges a task named twice, even in one word", () => {
    expect(kept("Deploy", "Deploy")).toEqual(["Deploy"]);
  });

  it("merges two names when four of five words are the same, and not three of five", () => {
    // write, onboard, email, user against the same and trial: 4 shared of 5, 80%.
    expect(kept("Write onboarding emails for users", "Write onboarding emails for trial users")).toEqual([
      "Write onboarding emails for users",
    ]);
    // write, onboard, email and trial or paying, user: 4 shared of 6.
    expect(kept("Write onboarding emails for trial users", "Write onboarding emails for paying users")).toHaveLength(2);
  });
});
