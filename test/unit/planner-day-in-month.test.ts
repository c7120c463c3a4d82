import { describe, expect, it } from "vitest";
import { dayFromParts } from "../../core/dates";
import { generateEmbeddedPlan } from "../../core/planner";
import { findDateMentions } from "../../core/planner/parse-dates";

// A day said without its month right after a month ("Team offsite in March, on the 13th") is that day of
// that month. It was read as the next 13th to come (December's), and the month as its last day.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);
const dueOf = (idea: string, name: string) => plan(idea).tasks.find((t) => t.name === name)?.dueDate;

describe("a day of the month just named", () => {
  it("holds the event on that day, and ends the plan there", () => {
    const idea = "Team offsite in March, on the 13th. Book the venue, plan the agenda and send invitations.";
    expect(dueOf(idea, "Host the event")).toBe("2027-03-13");
    expect(plan(idea).description).toMatch(/finishing by 2027-03-12\.$/);
  });

  it("reads 'before the 10th' after the month as the 9th of that month", () => {
    const idea = "Garden party in June, before the 10th: buy plants, build the benches.";
    expect(dueOf(idea, "Host the event")).toBe("2027-06-09");
  });

  it("reaches across a dash but not into the next sentence", () => {
    expect(dueOf("Conference in May - it's on the 20th. Book the hall, invite speakers.", "Host the event")).toBe("2027-05-20");
    const today = dayFromParts(2026, 11, 27) ?? 0;
    // A new sentence's "by the 15th" is this month's 15th to come, not March's.
    expect(findDateMentions("Offsite in March. Send the survey by the 15th.", today).map((m) => m.day)).toEqual([
      dayFromParts(2027, 3, 31),
      dayFromParts(2026, 12, 15),
    ]);
  });

  it("leaves a date said before the month as it was", () => {
    const today = dayFromParts(2026, 11, 27) ?? 0;
    // The kickoff stays January 5; the month just before "the 13th" becomes March 13.
    expect(findDateMentions("Kickoff on Jan 5, team offsite in March, on the 13th.", today).map((m) => [m.day, m.vague])).toEqual([
      [dayFromParts(2027, 1, 5), undefined],
      [dayFromParts(2027, 3, 13), undefined],
      [dayFromParts(2027, 3, 13), undefined],
    ]);
  });

  it("keeps a day said alone as the next one to come", () => {
    expect(dueOf("Pay the rent by the 5th. Clean the kitchen on Saturday.", "Pay the rent")).toBe("2026-12-04");
  });
});

describe("a day of the month said with 'for the'", () => {
  it("is the day a thing is for: 'Blog post for the 17th' ends on the 17th", () => {
    // It was no date: the plan ended on December 10.
    expect(plan("Blog Post For the 17th\n- [x] Choose topic\n- [ ] Post\n- [ ] Boost").timeline.endDate).toBe("2026-12-17");
  });

  it("but an anniversary or a floor is no day", () => {
    const today = dayFromParts(2026, 11, 27) ?? 0;
    expect(findDateMentions("Party for the 10th anniversary of the shop", today)).toEqual([]);
    expect(findDateMentions("Move the servers on the 5th floor", today)).toEqual([]);
  });
});
