import { describe, expect, it } from "vitest";
import { readsAsPlan } from "../../core/planner/plan-signals";
import { hasProject } from "../../core/planner/refusal";
import { DENSE_FEATURES, HASHED_BUCKETS, refusalFeatures } from "../../core/planner/refusal-features";
import { modelReadsAsPlan, planScore } from "../../core/planner/refusal-model";
import { REFUSAL_THRESHOLD, REFUSAL_VETO, REFUSAL_WEIGHTS } from "../../core/planner/refusal-weights";

// The refusal model (decision 147): numbers trained on tuning texts, read beside the hand-made rules.
// Texts here are our own, written for these tests.

const TEXTS = [
  "Price list page\nWe want a page that lists our prices per season.",
  "Photo upload for the gallery\n\nMembers should be able to upload photos and tag them.",
  "Nice catch, thanks for the quick fix.",
  "Is this still happening on the latest version?",
  "Try clearing the cache and restarting the app.",
  "You need to set the env variable first, then restart the server.",
  "Upgrade the database driver and drop Node 18 support",
  "Rebrand",
  "Sommerfest planen:\n- Bühne mieten\n- Getränke bestellen",
];

describe("refusal model", () => {
  it("holds one number per feature and no text", () => {
    const weights = REFUSAL_WEIGHTS.split(",");
    expect(weights).toHaveLength(HASHED_BUCKETS + DENSE_FEATURES.length);
    expect(weights.every((w) => /^-?\d+(?:\.\d+)?(?:e-?\d+)?$/.test(w))).toBe(true);
    expect(REFUSAL_VETO).toBeLessThan(REFUSAL_THRESHOLD);
  });

  it("reads features within the model's size, the same way every time", () => {
    const reading = planScore(TEXTS[1] as string);
    expect(reading).not.toBeNull();
    const features = refusalFeatures(TEXTS[1] as string, { ask: 4, chat: 0, structured: true, short: false }, true);
    expect([...features.keys()].every((i) => i >= 0 && i < HASHED_BUCKETS + DENSE_FEATURES.length)).toBe(true);
    expect(planScore(TEXTS[1] as string)).toEqual(reading);
  });

  it("refuses what the rules plan only when the model is sure, and plans what they refuse when it reads a plan", () => {
    for (const text of TEXTS) {
      const read = planScore(text);
      expect(read?.rules).toBe(readsAsPlan(text));
      const expected = read?.rules ? (read?.score ?? 0) >= REFUSAL_VETO : (read?.score ?? 0) >= REFUSAL_THRESHOLD;
      expect(modelReadsAsPlan(text), text).toBe(expected);
    }
  });

  it("plans a short brief the hand-made rules alone turned away", () => {
    const brief = TEXTS[0] as string;
    expect(readsAsPlan(brief)).toBe(false);
    expect(hasProject(brief)).toBe(true);
  });

  it("still refuses replies and plans short ideas", () => {
    expect(hasProject("Nice catch, thanks for the quick fix.")).toBe(false);
    expect(hasProject("Is this still happening on the latest version?")).toBe(false);
    expect(hasProject("Rebrand")).toBe(true);
    expect(hasProject("Upgrade the database driver and drop Node 18 support")).toBe(true);
  });

  it("leaves Japanese, Chinese and Korean to the planner", () => {
    expect(planScore("ウェブサイトを作りたいです")).toBeNull();
    expect(modelReadsAsPlan("ウェブサイトを作りたいです")).toBe(true);
  });
});
