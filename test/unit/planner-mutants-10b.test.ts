import { describe, expect, it } from "vitest";
import { dayFromNumber, dayNumber } from "../../core/dates";
import { generateEmbeddedPlan } from "../../core/planner";
import { inTheEventWeek } from "../../core/planner/event-week";
import type { DraftTask } from "../../core/planner/types";
import type { GeneratedPlan } from "../../core/schemas/plan";

// Issue 27: the survivors of the tenth sample of the planner's mutants (offset 29) given to this helper:
// chat.ts:78, enumerations.ts:274, estimates.ts:26 and event-week.ts:21. Each case states what the
// planner promises for a text a user could paste (issue 20), not what the mutant did. Friday 27 November 2026.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const task = (p: GeneratedPlan, name: string) => p.tasks.find((t) => t.name === name);
const dated = (p: GeneratedPlan) => p.tasks.map((t) => [t.name, t.dueDate]);

describe("a pasted chat", () => {
  it("reads two people taking turns without timestamps as a conversation, not as speaker labels", () => {
    // Ana speaks twice and Ben twice: people talking, so the plan is the party and the messages are its tasks.
    const p = plan(
      "Ana: holiday party on December 18, who does what?\nBen: order the cake\nAna: book the venue\nBen: send the invitations",
    );
    expect(p.name).toBe("Holiday Party");
    expect(dated(p)).toEqual([
      ["Order the cake", "2026-12-01"],
      ["Book the venue", "2026-12-04"],
      ["Send the invitations", "2026-12-08"],
      ["Host the event", "2026-12-18"],
    ]);
  });
});

describe("what users do, read from a sentence", () => {
  it("gives each kind of user who acts in their own words a feature of their own", () => {
    // "buyers pay and admins approve": each clause has its own subject and verb, even with nothing after the verb.
    const p = plan("Marketplace app for second-hand bikes. Sellers list bikes, buyers pay and admins approve.");
    expect(p.tasks.map((t) => t.name)).toEqual([
      "Let sellers list bikes",
      "Let buyers pay",
      "Let admins approve",
      "Review the result and fix gaps",
    ]);
  });

  it("keeps the admins' approval apart from the users' cancelling", () => {
    // "admins approve refunds" is a new subject's clause, not more of "cancel a booking".
    const p = plan("Class booking app for a yoga studio. Users book a class, cancel a booking and admins approve refunds.");
    expect(p.tasks.map((t) => t.name)).toEqual([
      "Class booking",
      "Let users cancel a booking",
      "Let admins approve refunds",
      "Review the result and fix gaps",
    ]);
  });
});

describe("an effort written in words", () => {
  it("reads 'eight hours' as 8 hours of work", () => {
    // The item states its own size in words; "two hours" beside it reads as 2.
    const p = plan(
      "Website refresh:\n- rewrite the homepage copy (eight hours)\n- update the team photos (two hours)\n- fix the contact form",
    );
    expect(task(p, "Rewrite the homepage copy")?.estimate).toBe(8);
    expect(task(p, "Update the team photos")?.estimate).toBe(2);
  });

  it("reads 'eight days' as eight working days of 8 hours", () => {
    // 8 days × 8 hours = 64 hours.
    const p = plan("Kitchen renovation:\n- tear out the old cabinets, eight days\n- install the new cabinets\n- paint the walls");
    expect(task(p, "Tear out the old cabinets")?.estimate).toBe(64);
  });
});

describe("an event's checklist of weekdays", () => {
  it("moves only the text's own items to the event's week, never a usual step of the plan", () => {
    // The planner's own steps carry no words of the text; even one given a weekday's words keeps its day.
    // Only reachable by calling inTheEventWeek: the planner passes it the text's items alone.
    const today = dayNumber("2026-11-27");
    const party = dayNumber("2026-12-19"); // a Saturday, three weeks off
    const thursday = dayNumber("2026-12-03"); // "on Thursday" read from today
    const draft = (fromText: boolean): DraftTask => ({
      name: "Buy drinks",
      description: "",
      priority: "medium",
      milestone: 0,
      rank: 0,
      weight: 1,
      requestedDay: thursday,
      fromText,
      source: "buy drinks on Thursday",
    });
    const own = draft(true);
    const step = draft(false);
    inTheEventWeek([own, step], party, today);
    expect(dayFromNumber(own.requestedDay ?? 0)).toBe("2026-12-17");
    expect(dayFromNumber(step.requestedDay ?? 0)).toBe("2026-12-03");
  });
});
