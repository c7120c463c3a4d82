import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { applyFeedback } from "../../core/planner/feedback";
import type { GeneratedPlan } from "../../core/schemas/plan";

// Issue 27: survivors of the planner's mutants (survivors-p4, commit cddbee6), part 7a. Each case states
// what the planner promises for a text a user could paste (issue 20), not what the mutant did.
// Friday 27 November 2026.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const task = (p: GeneratedPlan, name: string) => p.tasks.find((t) => t.name === name);

describe("an event's own day", () => {
  it("is the date said right after the season the line names", () => {
    // "this spring, March 13": the season and the date are one phrase, and the day is the last one said.
    const p = plan("Team offsite this spring, March 13. Book the cabin, plan the hikes, and send the photos by March 19.");
    expect(task(p, "Host the event")).toMatchObject({ startDate: "2027-03-13", dueDate: "2027-03-13" });
    expect(task(p, "Send the photos")?.dueDate).toBe("2027-03-19");
    expect(p.timeline.endDate).toBe("2027-03-19");
  });

  it("keeps the wrap-up the text lists after an item it dates after the event", () => {
    // Returning the suits (June 15) follows the wedding; the thank-you cards still close the plan.
    const p = plan(
      "Wedding on June 12. Book the venue, hire a photographer, send invitations, return the suits by June 15, and write thank-you cards.",
    );
    expect(p.tasks.map((t) => [t.name, t.dueDate])).toEqual([
      ["Book the venue", "2026-12-30"],
      ["Hire a photographer", "2027-02-01"],
      ["Send invitations", "2027-03-05"],
      ["Host the event", "2027-06-12"],
      ["Return the suits", "2027-06-15"],
      ["Write thank-you cards", "2027-06-15"],
    ]);
    expect(p.milestones.map((m) => m.name)).toEqual(["Venue & vendors", "Invitations & promotion", "Event day", "Wrap-up"]);
  });
});

describe("a repeating task", () => {
  it("is never said not to fit the timeline when the brief dates it", () => {
    // The beta's opening day dates the weekly update; a series runs on its own days, so nothing is out of place.
    const p = plan(
      "Mobile app. The beta opens on January 11.\n- fix the login bugs\n- send the beta testers an update every Friday\n- prepare the store listing",
    );
    const update = task(p, "Send the beta testers an update");
    expect(update?.recurrence).toBe("FREQ=WEEKLY;BYDAY=FR");
    expect(update?.dueDate).toBe("2027-01-15");
    expect(update?.description).not.toContain("does not fit this timeline");
  });
});

describe("a date in a section's heading", () => {
  it("is the due day of the section's only item, the first of the list", () => {
    // "Venue (by December 11)" holds one entry: booking the hall is due that day.
    const p = plan(
      "Wedding prep\n\nVenue (by December 11):\n- book the hall\n\nFood:\n- order the catering\n- taste the cake\n- pick the wine",
    );
    expect(task(p, "Book the hall")?.dueDate).toBe("2026-12-11");
    expect(task(p, "Order the catering")?.dueDate).toBe("2026-12-16");
  });
});

describe("an item's priority", () => {
  it("is medium for a 'Should have' list, even for groundwork the planner would rank high", () => {
    // MoSCoW: a design system is foundational work, but the author files it under "should", not "must".
    const p = plan(
      "Habit tracker app by March.\nMust have: habit creation and reminders.\nShould have: a design system, dark mode and offline sync.",
    );
    expect(p.tasks.slice(0, 4).map((t) => [t.name, t.priority])).toEqual([
      ["Build habit creation and reminders", "high"],
      ["Build a design system", "medium"],
      ["Add dark mode", "medium"],
      ["Add offline sync", "medium"],
    ]);
  });
});

describe("what users do in an app", () => {
  it("reads 'them' as the short thing named before, not as a long phrase in between", () => {
    // "delete them" is about the habits, not about "the premium dark theme pack".
    const p = plan("Habit tracker app by March. Users create habits, buy the premium dark theme pack, and delete them.");
    expect(p.tasks.slice(0, 3).map((t) => t.name)).toEqual([
      "Habit creation",
      "Let users buy the premium dark theme pack",
      "Habit deletion",
    ]);
  });
});

describe("an effort the text states", () => {
  it("reads 'three days' as 24 hours", () => {
    // A day is 8 hours: "three days" of gathering is 24, and the words are cited.
    const p = plan(
      "Write the annual report by January 29:\n- gather the figures (three days)\n- draft the chapters (two weeks)\n- proofread",
    );
    expect(task(p, "Gather the figures")).toMatchObject({ estimate: 24, estimateText: "three days" });
    expect(task(p, "Draft the chapters")).toMatchObject({ estimate: 80, estimateText: "two weeks" });
  });
});

describe("feedback on a plan", () => {
  it("splits a Sunday chore into two parts both done that Sunday", () => {
    // Laundry and the bathroom are both Sunday's: the first draft is not due on the Friday before the weekend.
    const p = plan("Weekend chores: groceries on Saturday, laundry on Sunday, clean the bathroom on Sunday.");
    const edited = applyFeedback(p, "split the bathroom", TODAY);
    expect(edited.tasks.map((t) => [t.name, t.dueDate])).toEqual([
      ["Groceries", "2026-11-28"],
      ["Laundry", "2026-11-29"],
      ["Clean the bathroom: first draft", "2026-11-29"],
      ["Clean the bathroom: final version", "2026-11-29"],
    ]);
  });
});

describe("the plan's name", () => {
  it("keeps a title typed in capitals as the author typed it", () => {
    // "REDUCE CHURN" is shouted, not an acronym to recase word by word: the verb keeps its capitals too.
    expect(plan("REDUCE CHURN BY 20% by March").name).toBe("REDUCE CHURN by 20%");
    expect(plan("MOVE TO BERLIN in March:\n- find a flat\n- register the address").name).toBe("MOVE to BERLIN");
  });
});
