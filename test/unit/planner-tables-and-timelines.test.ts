import { describe, expect, it } from "vitest";
import { planOn } from "../support/plan-on";

// Issue 20, texts a user would type (planned on Friday 2026-11-27): a campaign table's tasks were named
// by its first column ("Email", "Instagram") and a row's "Jan 8-20" started on the 18th; a thesis timeline
// had "Literature review: finish" and "Analysis: May" due in June; a restaurant's "soft opening for friends
// and family" made a task "Family", and "liquor license (apply ASAP, takes 8 weeks)" kept a dangling comma.

const { plan } = planOn("2026-11-27");

describe("a table with a column for the work", () => {
  const campaign = plan(
    "Q1 campaign plan\n\n| Channel | What | When |\n|---|---|---|\n| Email | Winter sale announcement | Jan 5 |\n| Instagram | 3 reels about new collection | Jan 8-20 |\n| Blog | Styling guide post | Jan 15 |\n| Paid ads | Retargeting campaign | Feb 1 - Feb 28 |",
  );
  const task = (name: string) => campaign.tasks.find((t) => t.name === name);

  it("names each row by that column", () => {
    expect(campaign.tasks.map((t) => t.name)).toEqual(
      expect.arrayContaining(["Winter sale announcement", "3 reels about new collection", "Styling guide post", "Retargeting campaign"]),
    );
  });

  it("runs a row over the days its range gives", () => {
    expect([task("3 reels about new collection")?.startDate, task("3 reels about new collection")?.dueDate]).toEqual([
      "2027-01-08",
      "2027-01-20",
    ]);
    expect(task("Retargeting campaign")?.startDate).toBe("2027-02-01");
  });

  it("takes it wherever it stands", () => {
    const names = plan("Party prep\n\n| Owner | Task |\n|---|---|\n| Ana | Book the venue |\n| Ben | Send invites |").tasks.map(
      (t) => t.name,
    );
    expect(names).toEqual(expect.arrayContaining(["Book the venue", "Send invites"]));
  });

  it("keeps the first cell's name without such a column", () => {
    const names = plan("Party prep\n\n| Booking | Who |\n|---|---|\n| Book the venue | Ana |\n| Book the band | Ben |").tasks.map(
      (t) => t.name,
    );
    expect(names).toEqual(expect.arrayContaining(["Book the venue", "Book the band"]));
  });
});

describe("a thesis timeline", () => {
  const thesis = plan(
    "Thesis timeline:\n- Literature review: finish by end of January\n- Data collection: Feb - April\n- Analysis: May\n- Write chapters 3-5: June-July\n- Submit draft to advisor: August 15\n- Defense: late September",
  );
  const byName = new Map(thesis.tasks.map((t) => [t.name, t]));

  it("names a label's work with its verb first", () => {
    expect(byName.get("Finish literature review")?.dueDate).toBe("2027-01-29");
  });

  it("reads a month alone after a label as when", () => {
    expect(byName.get("Analysis")?.dueDate).toBe("2027-05-31");
    expect(byName.get("Write chapters 3-5")?.startDate).toBe("2027-06-01");
  });

  it("leaves a person's label alone", () => {
    expect(plan("Launch prep:\n- Sam: review\n- Ana: write the copy").tasks.map((t) => t.name)).not.toContain("Review sam");
  });
});

describe("a restaurant's still-needed list", () => {
  const restaurant = plan(
    "Opening the restaurant on March 1. Still need: liquor license (apply ASAP, takes 8 weeks), hire 2 line cooks and 4 servers, finalize the menu, soft opening for friends and family the week before, health inspection.",
  );
  const names = restaurant.tasks.map((t) => t.name);

  it("keeps a pair said as one thing together", () => {
    expect(names).toContain("Soft opening for friends and family");
    expect(names).not.toContain("Family");
    expect(restaurant.tasks.find((t) => t.name === "Soft opening for friends and family")?.dueDate).toBe("2027-02-22");
  });

  it("leaves no comma before a bracket's end", () => {
    expect(names).toContain("Liquor license (apply ASAP)");
  });
});
