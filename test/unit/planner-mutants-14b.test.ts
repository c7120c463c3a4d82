import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { planSignals } from "../../core/planner/plan-signals";
import { PlanRefusal } from "../../core/planner/refusal";
import { HASHED_BUCKETS, refusalFeatures } from "../../core/planner/refusal-features";
import type { GeneratedPlan } from "../../core/schemas/plan";

// Issue 27: survivors of the planner's mutants (list p1, helper 14b). Each case states what the planner
// promises for a text a user could paste (issue 20), not what the mutant did. Friday 27 November 2026.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const names = (p: GeneratedPlan) => p.tasks.map((t) => t.name);

describe("a text that is not a plan", () => {
  it("is refused when a short note names an idea and then doubts it", () => {
    // Only a one-line idea, or the line under a "Label: value" heading, is read alone as an idea.
    expect(() => plan("Ideas\nPaint the fence\nor maybe not")).toThrow(PlanRefusal);
  });

  it("is refused when a status update opens with a long sentence of news about a website", () => {
    // An eleven-word first line telling what happened names no piece of work, so its list is a report.
    expect(() =>
      plan("The new website went live for the client on Friday afternoon\n- Design is done\n- Testing finished\n- Docs\n- Photos"),
    ).toThrow(PlanRefusal);
  });

  it("is refused when it thanks someone for trip photos and lists what they show", () => {
    // A thank-you note: its one-word lines under the trip add no more than a checklist's would.
    expect(() => plan("Thanks for the Japan trip photos\n- Temples\n- Sushi")).toThrow(PlanRefusal);
  });
});

describe("a checklist under a title naming the work", () => {
  it("plans a trip's one-word lines as the bookings they stand for", () => {
    // "Japan trip / - Flights / - Hotels": two one-word lines under a trip are its things to book.
    const p = plan("Japan trip\n- Flights\n- Hotels");
    expect(p.name).toBe("Japan Trip");
    expect(names(p).slice(0, 2)).toEqual(["Book flights", "Book hotels"]);
  });

  it("sets up an onboarding's e-mail sign-up, keeping the verb the list implies", () => {
    // "Set up" does not say "sign-up" twice: only a repeat of "set" would call for another verb.
    const p = plan("New hire onboarding for Priya\n- Laptop\n- Email sign-up\n- Buddy");
    expect(names(p).slice(0, 3)).toEqual(["Order the laptop", "Set up the email sign-up", "Assign the buddy"]);
  });
});

describe("a plan's name", () => {
  it("keeps a brand written with a lower-case first letter, like eBay", () => {
    // Title Case leaves a word with a capital inside it as its owner writes it.
    expect(plan("Set up a shop on eBay by December 20").name).toBe("Shop on eBay");
  });
});

describe("the refusal model's hashed features", () => {
  it("have unit length even for a text that is a single emoji", () => {
    // "👍" has no words: its line's first-word token alone is its one hashed feature, worth 1.
    const features = refusalFeatures("👍", planSignals("👍"), false);
    const hashed = [...features].filter(([index]) => index < HASHED_BUCKETS).map(([, value]) => value);
    expect(hashed).toEqual([1]);
  });
});
