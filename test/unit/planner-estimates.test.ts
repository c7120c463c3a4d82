import { describe, expect, it } from "vitest";
import { fromDraft, toDraft } from "../../app/components/ai/plan-draft";
import { generateEmbeddedPlan } from "../../core/planner";
import { guessEstimate, planEstimateUnit, statedEstimate } from "../../core/planner/estimates";
import { generatedPlanSchema } from "../../core/schemas/plan";

// Issue 26: a plan's estimates come from the text when it states them, else they are marked guesses.

const TODAY = new Date("2026-01-05T12:00:00Z");

describe("estimates the text states", () => {
  it.each([
    ["Write the API docs (~3h)", 3, "hours", "~3h"],
    ["Design the logo - 2 days", 16, "hours", "2 days"],
    ["Interview five users, half a day", 4, "hours", "half a day"],
    ["Review the contract, about an hour", 1, "hours", "about an hour"],
    ["QA pass, 2-3 days", 24, "hours", "2-3 days"],
    ["Migrate the database: 1 week", 40, "hours", "1 week"],
    ["Plan the sprint 1.5h", 1.5, "hours", "1.5h"],
    ["Set up CI, 3 pts", 3, "points", "3 pts"],
    ["Checkout flow (8 story points)", 8, "points", "8 story points"],
    ["Tests schreiben (2 Tage)", 16, "hours", "2 Tage"],
    ["Texte übersetzen, 3 Stunden", 3, "hours", "3 Stunden"],
    ["Traducir los textos: 3 horas", 3, "hours", "3 horas"],
    ["Rédiger la FAQ (2 jours)", 16, "hours", "2 jours"],
  ])("%s → %s %s", (text, value, unit, span) => {
    expect(statedEstimate(text)).toEqual({ value, unit, span });
  });

  it.each([
    "Launch in 2 days",
    "Send the invites within 3 weeks",
    "Run the ads for 2 weeks",
    "Deploy 2 days before launch",
    "A 3-day workshop for the team",
    "Fix 2 bugs in the checkout",
    "Call a dentist",
    "Build the checkout",
  ])("%s states no estimate", (text) => {
    expect(statedEstimate(text)).toBeNull();
  });

  it("counts in points only when the text states more points than hours", () => {
    const h = { value: 1, unit: "hours" as const, span: "1h" };
    const p = { value: 3, unit: "points" as const, span: "3 pts" };
    expect(planEstimateUnit([p, p, h, null])).toBe("points");
    expect(planEstimateUnit([p, h, null])).toBe("hours");
    expect(planEstimateUnit([null])).toBe("hours");
    expect(guessEstimate(2, "hours")).toBe(16);
    expect(guessEstimate(4, "points")).toBe(5);
  });
});

describe("the built-in planner's estimates", () => {
  it("cites the text's estimates and marks the rest as guesses", () => {
    const plan = generateEmbeddedPlan(
      "Company blog relaunch by June.\n- Write the style guide (~3h)\n- Design new templates, 2 days\n- Migrate old posts, half a day\n- Set up analytics",
      TODAY,
    );
    expect(generatedPlanSchema.safeParse(plan).success).toBe(true);
    expect(plan.estimateUnit).toBe("hours");
    const byName = (part: string) => plan.tasks.find((t) => t.name.toLowerCase().includes(part));
    expect(byName("style guide")).toMatchObject({ estimate: 3, estimateText: "~3h" });
    expect(byName("style guide")?.estimateGuess).toBeUndefined();
    expect(byName("templates")).toMatchObject({ estimate: 16, estimateText: "2 days" });
    expect(byName("migrate")).toMatchObject({ estimate: 4, estimateText: "half a day" });
    const analytics = byName("analytics");
    expect(analytics?.estimateGuess).toBe(true);
    expect(analytics?.estimate).toBeGreaterThan(0);
    expect(analytics?.estimateText).toBeUndefined();
    // Every task without subtasks carries an estimate.
    const parents = new Set(plan.tasks.map((t) => t.parentIndex).filter((i) => i !== null));
    expect(plan.tasks.filter((t, i) => !parents.has(i) && typeof t.estimate !== "number")).toEqual([]);
  });

  it("counts in points when the text does, and keeps the unit and estimates through the review draft", () => {
    const plan = generateEmbeddedPlan("Sprint plan for the shop app:\n- Login screen (3 pts)\n- Cart (5 pts)\n- Payments (8 pts)", TODAY);
    expect(plan.estimateUnit).toBe("points");
    expect(plan.tasks.filter((t) => t.estimateText).map((t) => t.estimate)).toEqual([3, 5, 8]);
    // With three items of its own, the planner's suggested steps are left unticked: the save keeps the text's.
    const saved = fromDraft(toDraft(plan));
    const own = plan.tasks.filter((t) => !t.suggested);
    expect(saved.estimateUnit).toBe("points");
    expect(saved.tasks.map((t) => [t.estimate, t.estimateGuess ?? false])).toEqual(own.map((t) => [t.estimate, t.estimateGuess ?? false]));
  });
});
