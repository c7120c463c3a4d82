import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { PlanRefusal } from "../../core/planner/refusal";
import type { GeneratedPlan } from "../../core/schemas/plan";

// Issue 27: survivors of the planner's mutation sample (survivors-p9), part 5c. Each case states what the
// planner promises for a text a user could paste (issue 20), not what the mutant did. Friday 27 November 2026.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const names = (idea: string) => plan(idea).tasks.map((t) => t.name);
const task = (p: GeneratedPlan, name: string) => p.tasks.find((t) => t.name === name);

describe("a list of short lines without bullets", () => {
  it("ends above a sign-off: 'Best,' right under the list is no task", () => {
    // The signature opens at "Best,", so the list is the three lines above it.
    expect(names("Launch plan:\n\nLanding page copy\nPricing table\nDemo video\nBest,\nAnna Smith")).toEqual([
      "Pricing table",
      "Run final QA on the product",
      "Landing page copy",
      "Demo video",
    ]);
  });

  it("may be three lines under a title naming the work: a wedding checklist of three is a plan", () => {
    // "Wedding checklist / Venue / Photographer / Flowers": three things to arrange, not a refusal.
    expect(names("Wedding checklist\nVenue\nPhotographer\nFlowers")).toEqual([
      "Book the venue",
      "Book the photographer",
      "Order flowers",
      "Host the event",
    ]);
  });
});

describe("a team's chat", () => {
  it("gives the first item asked for to whoever takes it by name, instead of a second task", () => {
    // "I'll take the pricing page" takes the thread's first ask: it adds no "Take the pricing page".
    expect(
      names(
        "[10:02] dana: we need to update the pricing page before Friday\n[10:03] dana: also someone has to redo the signup form\n[10:04] sam: I'll take the pricing page\n[10:05] dana: and let's archive the old blog posts",
      ),
    ).toEqual(["Redo the signup form", "Archive the old blog posts", "Update the pricing page", "Test across browsers and devices"]);
  });

  it("keeps a short remark after a list of work with the list's last item, not in the plan's summary", () => {
    // "It's urgent." right after "we need to book the hall, print flyers and order food" is about that ask.
    const p = plan(
      "[10:02] dana: the spring fair is on March 14\n[10:03] dana: we need to book the hall, print flyers and order food. It's urgent.\n[10:04] li: ok",
    );
    expect(task(p, "Order food")?.description).toBe("We need to book the hall, print flyers and order food. It's urgent. Raised by dana.");
    expect(p.description).toBe("The spring fair is on March 14. Planned for a team of 2 over 15 weeks, finishing by 2027-03-12.");
  });

  it("makes no task of a bare 'pls do' answering a request", () => {
    // "pls do" agrees to the export just asked for; "Do" is no work of its own.
    expect(
      names(
        "[10:02] dana: we need to move the newsletter to Buttondown before Feb\n[10:03] li: can you export the subscriber list?\n[10:04] dana: pls do\n[10:05] dana: and let's archive the old Mailchimp templates",
      ),
    ).toEqual([
      "Export the subscriber list",
      "Archive the old Mailchimp templates",
      "Move the newsletter to Buttondown",
      "Review the result and fix gaps",
    ]);
  });
});

describe("a list entry with sub-items", () => {
  it("is a task of its phase, and the phase keeps its own name", () => {
    // "Launch site" over "write the copy" and "pick hosting" is work, not a name for the Launch phase.
    const p = plan("Website relaunch\n\n- Launch site\n  - write the copy\n  - pick hosting\n- Tell the customers");
    expect(p.milestones.map((m) => m.name)).toEqual(["QA & testing", "Launch"]);
    expect(task(p, "Launch site")?.milestoneIndex).toBe(1);
  });
});

describe("the author's own phases", () => {
  it("puts an item under a loose heading in the phase its words name", () => {
    // "Design the app icon" under "Odds and ends" is design work: it goes to Phase 1, before the launch.
    const p = plan(
      "# Mobile app\n\n## Phase 1: Design\n- Sketch the main screens\n- Pick a color palette\n\n## Phase 2: Launch\n- Submit to the App Store\n- Announce on social media\n\n## Odds and ends\n- Design the app icon",
    );
    expect(p.milestones.map((m) => m.name)).toEqual(["Phase 1: Design", "Phase 2: Launch"]);
    expect(p.tasks.map((t) => [t.name, t.milestoneIndex])).toEqual([
      ["Sketch the main screens", 0],
      ["Pick a color palette", 0],
      ["Design the app icon", 0],
      ["Submit to the App Store", 1],
      ["Announce on social media", 1],
      ["Run a beta test on real devices", 1],
    ]);
  });
});

describe("what is not a plan", () => {
  it("refuses a courtesy line over a remark: 'Let me know if Tuesday works for the call'", () => {
    expect(() => plan("Let me know if Tuesday works for the call\nWe can go through the numbers then.")).toThrow(PlanRefusal);
  });

  it("refuses a bug's report whose thing comes first: 'Export button does nothing on Safari'", () => {
    expect(() => plan("Export button does nothing on Safari\nWe can go through it on Monday.")).toThrow(PlanRefusal);
  });
});

describe("a one-line idea named by its action noun", () => {
  it("plans 'Organisation of the summer party for the office.' as an event", () => {
    const p = plan("Organisation of the summer party for the office.");
    // A party has no program phase: no agenda of speakers, no run-of-show (planner-events, "a party").
    expect(p.name).toBe("Organisation of the Summer Party for the Office");
    expect(p.milestones.map((m) => m.name)).toEqual(["Planning", "Venue & vendors", "Invitations & promotion", "Event day", "Wrap-up"]);
  });
});

describe("a list item's name", () => {
  it("drops both the 'Then' and the person named: 'Then @sam update the pricing page'", () => {
    expect(names("Pricing page refresh\n\n- Write the new copy\n- Then @sam update the pricing page\n- Announce the new prices")).toEqual([
      "Update the pricing page",
      "Run final QA on the product",
      "Write the new copy",
      "Announce the new prices",
    ]);
  });
});
