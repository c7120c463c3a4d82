import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import type { GeneratedPlan } from "../../core/schemas/plan";

// Issue 27: survivors of the planner's mutants (survivors-p41, part c). Each case states what the planner
// promises for a text a user could paste (issue 20), not what the mutant did. Friday 27 November 2026.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const names = (idea: string) => plan(idea).tasks.map((t) => t.name);
const task = (p: GeneratedPlan, name: string) => p.tasks.find((t) => t.name === name);

describe("a line ending in a colon above a list", () => {
  it("heads its list even when it is long, so the date it gives dates every item under it", () => {
    // The heading is 80 characters and 8 words: still a heading, and its "before February 15th" holds.
    const p = plan(
      "Family trip to Japan in April\n\nAccommodation, transportation and insurance confirmations, before February 15th:\n- book the ryokan in Kyoto\n- reserve the rail passes\n- buy travel insurance",
    );
    expect(p.tasks.map((t) => [t.name, t.dueDate])).toEqual([
      ["Book the ryokan in Kyoto", "2027-02-08"],
      ["Reserve the rail passes", "2027-02-10"],
      ["Buy travel insurance", "2027-02-12"],
      ["Family trip to Japan", "2027-04-30"],
    ]);
  });
});

describe("a heading that marks its items as optional", () => {
  it("makes the items under 'Ideas' low priority, and those under 'Must do' high", () => {
    // "Ideas" is a heading word for optional work even though "ideas" alone says nothing of priority in a line.
    const p = plan(
      "Website refresh\n\n## Must do\n- update the pricing page\n- rewrite the about page\n\n## Ideas\n- add a dark mode\n- start a blog",
    );
    expect(task(p, "Update the pricing page")?.priority).toBe("high");
    expect(task(p, "Rewrite the about page")?.priority).toBe("high");
    expect(task(p, "Add a dark mode")?.priority).toBe("low");
    expect(task(p, "Start a blog")?.priority).toBe("low");
  });
});

describe("a list under headings that are phases", () => {
  it("keeps an item under a later plain heading in the phase written above it", () => {
    // "Odds and ends" comes after Week 2: its work is done in Week 2, not pulled back into Week 1.
    const p = plan(
      "Kitchen renovation\n\n## Week 1\n- rip out the old cabinets\n- fix the wiring\n\n## Week 2\n- install the new cabinets\n- tile the backsplash\n\n## Odds and ends\n- replace the light switches",
    );
    expect(p.milestones.map((m) => m.name)).toEqual(["Week 1", "Week 2"]);
    expect(p.tasks.map((t) => [t.name, t.milestoneIndex])).toEqual([
      ["Rip out the old cabinets", 0],
      ["Fix the wiring", 0],
      ["Install the new cabinets", 1],
      ["Tile the backsplash", 1],
      ["Replace the light switches", 1],
      ["Review the result and fix gaps", 1],
    ]);
  });
});

describe("a task's name", () => {
  it("never ends on the colon of a request's label left empty in a list", () => {
    // "- Action item for the whole team:" with nothing after it: the name keeps the label's words, not its
    // punctuation. A short one ("- Action item:", "- Date:") is a template's blank field and no task at all
    // (planner-meeting-templates), as "- TODO:" alone is a placeholder.
    expect(
      names("Website refresh by December 18:\n- update the pricing page\n- Action item for the whole team:\n- fix the footer links"),
    ).toEqual(["Update the pricing page", "Action item for the whole team", "Fix the footer links", "Test across browsers and devices"]);
  });
});

describe("a sentence naming the work", () => {
  it("keeps a 15-word sentence's 'with my partner' as company, not as a feature to build", () => {
    // Long enough to be a clause: "with" tells who helps, and the steps after it are the work.
    expect(names("Paint the nursery with my partner, then assemble the crib and wash the baby clothes.")).toEqual([
      "Paint the nursery with my partner",
      "Assemble the crib",
      "Wash the baby clothes",
      "Review the result and fix gaps",
    ]);
  });

  it("books each thing after 'book flights to Tokyo', one task per thing", () => {
    // "a rail pass" is the next thing to book, not a second destination of the flights.
    expect(names("Japan trip in April: book flights to Tokyo, a rail pass, and a hotel near the station in Shinjuku.")).toEqual([
      "Book flights to Tokyo",
      "Book a rail pass",
      "Book a hotel near the station in Shinjuku",
      "Japan trip",
    ]);
  });

  it("hires the second thing of 'hire movers and a cleaner' with the verb written", () => {
    // One action and the second thing it is done to: the author's verb goes with it.
    expect(names("Office move: hire movers and a cleaner.")).toEqual(["Hire movers", "Hire a cleaner", "Review the result and fix gaps"]);
  });
});
