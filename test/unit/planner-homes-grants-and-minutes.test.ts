import { describe, expect, it } from "vitest";
import { dayFromNumber } from "../../core/dates";
import { findDateMentions } from "../../core/planner/parse-dates";
import { planOn } from "../support/plan-on";

// Issue 20, texts a user would type (planned on Friday 2026-11-27): a backyard project and a grant
// application were refused as "no project"; a house purchase, a seed round and a marathon kept one task
// of their five; a podcast's "Launch target: first week of February" was a task due in December; minutes
// planned a postponed item, the next meeting and a topic's owner as "API rate limits: Kevin investigating,
// update"; an e-mail was named "Call Yesterday".

const { plan } = planOn("2026-11-27");
const names = (text: string) => plan(text).tasks.map((t) => t.name);

describe("a plan whose verbs the planner did not know", () => {
  const backyard =
    "Backyard project this spring: tear out the old deck, level the ground, lay a patio (need to pick pavers first), build raised beds along the fence, plant tomatoes and herbs once it's warm enough (mid-May). Want it all done before Jake's graduation party on June 6.";

  it("is planned, each step in its words", () => {
    expect(names(backyard)).toEqual(
      expect.arrayContaining([
        "Tear out the old deck",
        "Level the ground",
        "Lay a patio (need to pick pavers first)",
        "Build raised beds along the fence",
        "Plant tomatoes and herbs once it's warm enough",
      ]),
    );
  });

  it("reads a need said in brackets as a note on its step, not the sentence's work", () => {
    expect(names(backyard)).not.toContain("Pick pavers");
  });
});

describe("a list under 'Need:'", () => {
  const grant =
    "Grant application for the community library program. Due January 31. Need: project narrative (5 pages), budget and budget justification, two letters of support (ask the school district and the mayor's office), board list, last year's audited financials.";

  it("is planned, with a thing and its own kind as one task", () => {
    const tasks = names(grant);
    expect(tasks).toEqual(
      expect.arrayContaining([
        "Project narrative (5 pages)",
        "Budget and budget justification",
        "Board list",
        "Last year's audited financials",
      ]),
    );
    expect(plan(grant).tasks.at(-1)?.dueDate).toBe("2027-01-29");
  });
});

describe("a sentence listing longer steps", () => {
  it("keeps each dated step of a house purchase", () => {
    const house = plan(
      "We're buying our first house! Get pre-approved for a mortgage this month, look at houses in January, make an offer by February, inspection and appraisal, then close and move in by April 30.",
    );
    const byName = new Map(house.tasks.map((t) => [t.name, t.dueDate]));
    expect(byName.get("Get pre-approved for a mortgage")).toBe("2026-11-30");
    expect(byName.get("Look at houses")).toBe("2027-01-29");
    expect(byName.get("Make an offer")).toBe("2027-02-26");
  });

  it("keeps each deliverable that says when", () => {
    const seed = plan(
      "Seed round prep. Pitch deck v2 by Dec 12, data room ready (cap table, financials, contracts) by Dec 19, warm intros to 30 investors in January, aim to close by end of March.",
    );
    const byName = new Map(seed.tasks.map((t) => [t.name, t.dueDate]));
    expect(byName.get("Pitch deck v2")).toBe("2026-12-11");
    expect(byName.get("Data room ready (cap table, financials, contracts)")).toBe("2026-12-18");
    expect(byName.get("Warm intros to 30 investors")).toBe("2027-01-29");
  });

  it("keeps a training plan's routines", () => {
    expect(
      names(
        "Training for the Chicago marathon (Oct 11). Run 4x a week, long run on Sundays building up to 20 miles by mid-September, strength training twice a week, taper the last 3 weeks.",
      ),
    ).toEqual(expect.arrayContaining(["Run 4x a week", "Strength training twice a week", "Taper the last 3 weeks"]));
  });

  it("leaves clauses between semicolons to take the verb before them", () => {
    expect(
      names(
        "Our wedding is on 12 September 2027 in Lisbon. Book venue, photographer, catering; send save-the-dates in January; invitations by June.",
      ),
    ).toEqual(expect.arrayContaining(["Send save-the-dates", "Send invitations"]));
  });
});

describe("the week of a month", () => {
  it.each([
    ["launch in the first week of February", "2027-02-07"],
    ["by the second week of January", "2027-01-14"],
    ["the last week of March", "2027-03-31"],
  ])("%s", (text, day) => {
    const [mention] = findDateMentions(text, 20784);
    expect(mention ? dayFromNumber(mention.day) : null).toBe(day);
  });

  it("dates a podcast's launch target, and names the launch", () => {
    const podcast = plan(
      "Starting a podcast about urban gardening. Need a name, cover art, a decent mic, record 3 episodes before launch, set up hosting (Buzzsprout?) and submit to Apple and Spotify. Launch target: first week of February.",
    );
    expect(podcast.tasks.at(-1)).toMatchObject({ name: "Launch", dueDate: "2027-02-05" });
    expect(podcast.tasks.map((t) => t.name)).toEqual(expect.arrayContaining(["Design cover art", "Buy a decent mic"]));
  });
});

describe("meeting minutes", () => {
  const minutes = plan(
    "Notes from Monday's sync:\n- Onboarding flow: Dana to finish designs by Thursday\n- API rate limits: Kevin investigating, update next week\n- Pricing page copy still needs legal review (Sarah)\n- We agreed to postpone the referral program to Q2\n- Next sync Monday 10am",
  );

  it("plan no postponed item and no next meeting", () => {
    const tasks = minutes.tasks.map((t) => t.name.toLowerCase());
    expect(tasks.some((t) => t.includes("referral") || t.includes("sync"))).toBe(false);
  });

  it("do not stretch the plan to the postponed item's date", () => {
    expect(minutes.milestones.at(-1)?.dueDate).toBe("2026-12-09");
  });

  it("name a topic's work after it, given to the person on it", () => {
    expect(minutes.tasks.find((t) => t.name === "Investigate API rate limits")?.description).toContain("For Kevin");
  });
});

describe("an e-mail's opening courtesy", () => {
  it("does not name the plan, nor does a reason after the launch", () => {
    const bakery = plan(
      "Hi Sam,\n\nThanks for the call yesterday. As discussed, here's what we need for the new bakery website:\n\n1. Homepage with our story and opening hours\n2. Online ordering for cakes (pickup only, no delivery for now)\n3. A gallery of past wedding cakes\n4. Contact form that emails orders@sweetcrumb.com\n\nWe'd love to launch before Valentine's Day since that's our busiest week. Budget is around $4,000. Could you send a first design by mid-December?\n\nBest,\nMaria",
    );
    expect(bakery.name).toBe("New Bakery Website");
    expect(bakery.tasks.map((t) => t.name)).toContain("Launch");
  });
});
