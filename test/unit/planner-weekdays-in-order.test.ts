import { describe, expect, it } from "vitest";
import { planOn } from "../support/plan-on";

// Issue 20: weekdays said in a row, and dates said out of the kind's order. Read on Monday November 23,
// "Ship the fix Friday and update the docs Tuesday" put the docs first (this Tuesday), and "Plan for the
// week: Mon - finish the slides, Tue - rehearse, …" put the slides after the pitch (next Monday). On Friday
// November 27, "Order the cake by Wednesday, send invites this week, …" sent the invites a week late (their
// phase came after the cake's) and left "Friday night" in a task's name, undated.

const onMonday = planOn("2026-11-23");
const onFriday = planOn("2026-11-27");
const days = (p: ReturnType<typeof onMonday.plan>) => p.tasks.filter((t) => !t.suggested).map((t) => [t.name, t.dueDate]);

describe("weekdays said in a row", () => {
  it("follow each other", () => {
    expect(days(onMonday.plan("Ship the fix Friday and update the docs Tuesday"))).toEqual([
      ["Ship the fix", "2026-11-27"],
      ["Update the docs", "2026-12-01"],
    ]);
    expect(days(onMonday.plan("Fix the login bug by Monday, deploy on Wednesday."))).toEqual([
      ["Fix the login bug", "2026-11-30"],
      ["Deploy", "2026-12-02"],
    ]);
  });

  it("start today when the first is today's", () => {
    expect(
      days(onMonday.plan("Plan for the week:\nMon - finish the slides\nTue - rehearse\nWed - client pitch\nThu - follow-up emails")),
    ).toEqual([
      ["Finish the slides", "2026-11-23"],
      ["Rehearse", "2026-11-24"],
      ["Client pitch", "2026-11-25"],
      ["Follow-up emails", "2026-11-26"],
    ]);
    expect(days(onMonday.plan("Release on Dec 18: freeze the code on Monday, test on Wednesday"))).toEqual([
      ["Freeze the code", "2026-11-23"],
      ["Test", "2026-11-25"],
    ]);
  });
});

describe("a date said out of the kind's order", () => {
  const party = onFriday.plan(
    "Birthday party for Mia on Saturday Dec 12. Order the cake by Wednesday, send invites this week, buy decorations, and clean the house Friday night.",
  );

  it("is kept", () => {
    expect(party.tasks.find((t) => t.name === "Send invites")?.dueDate).toBe("2026-11-27");
    expect(party.tasks.find((t) => t.name === "Order the cake")?.dueDate).toBe("2026-12-02");
  });

  it("reads 'Friday night' as the day, the Friday before the party", () => {
    expect(party.tasks.find((t) => t.name === "Clean the house")?.dueDate).toBe("2026-12-11");
  });

  it("keeps a count back from the day", () => {
    const shower = onMonday.plan("Baby shower on May 8. Order the cake the week before, send invitations 4 weeks before.");
    expect(shower.tasks.find((t) => t.name === "Send invitations")?.dueDate).toBe("2027-04-09");
    expect(shower.tasks.find((t) => t.name === "Order the cake")?.dueDate).toBe("2027-04-30");
  });
});

describe("a step named with its date among actions", () => {
  it("is a step of its own", () => {
    const hiring = onFriday.plan(
      "Hiring a backend engineer. Post the job Monday, screen CVs for two weeks, first interviews the week of Dec 14, offer out before Christmas.",
    );
    expect(hiring.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual(
      expect.arrayContaining(["Post the job", "Screen CVs", "First interviews", "Offer out"]),
    );
    expect(hiring.tasks.find((t) => t.name === "Offer out")?.dueDate).toBe("2026-12-24");
  });
});
