import { describe, expect, it } from "vitest";
import { dayFromNumber, dayNumber } from "../../core/dates";
import { generateEmbeddedPlan } from "../../core/planner";
import { dedupeTasks } from "../../core/planner/dedupe";
import { readEmail } from "../../core/planner/email";
import { statedEstimate } from "../../core/planner/estimates";
import { applyFeedback } from "../../core/planner/feedback";
import { detectLanguage } from "../../core/planner/language";
import { easterSunday } from "../../core/planner/named-dates";
import { nameFrom } from "../../core/planner/naming";
import { planSignals, readsAsPlan } from "../../core/planner/plan-signals";
import { PlanRefusal } from "../../core/planner/refusal";
import { trimEnds } from "../../core/planner/task-names";
import type { DraftTask } from "../../core/planner/types";
import type { GeneratedPlan } from "../../core/schemas/plan";

// Issue 27: the survivors of a fresh sample of the planner's mutants (`--every 50 --across --offset
// 25`, 2026-11-27): indices none of the two earlier samples held. Each case states what the planner promises
// for a text a user could paste (issue 20), not what the mutant did. Friday 27 November 2026.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const names = (idea: string) => plan(idea).tasks.map((t) => t.name);
const task = (p: GeneratedPlan, name: string) => p.tasks.find((t) => t.name === name);

describe("each task's bar on the Gantt", () => {
  it("is one working day for a one-day item dated the day after the one before it", () => {
    // Nothing is estimated: each item is a day's work (8 hours), so its bar starts on its own due day.
    const p = plan(
      "Garage sale to-do:\n- put up signs on December 10\n- set out the tables on December 10\n- sell everything on December 11",
    );
    for (const name of ["Set out the tables", "Sell everything"]) {
      const t = task(p, name);
      expect(t?.estimate).toBe(8);
      expect(t?.startDate).toBe(t?.dueDate);
    }
    expect(task(p, "Sell everything")?.dueDate).toBe("2026-12-11");
  });
});

describe("an idea in another language", () => {
  it("splits a German list of five into its two phases in order, the first half first", () => {
    const p = plan(
      "Umzug nach Berlin im März:\n- Kartons besorgen\n- Wohnung kündigen\n- Umzugswagen mieten\n- Strom ummelden\n- Nachsendeauftrag stellen",
    );
    expect(p.milestones.map((m) => m.name)).toEqual(["Vorbereitung", "Umsetzung"]);
    expect(p.tasks.map((t) => [t.name, t.milestoneIndex])).toEqual([
      ["Kartons besorgen", 0],
      ["Wohnung kündigen", 0],
      ["Umzugswagen mieten", 0],
      ["Strom ummelden", 1],
      ["Nachsendeauftrag stellen", 1],
    ]);
    // The first phase ends with its last task.
    expect(p.milestones[0]?.dueDate).toBe(p.tasks[2]?.dueDate);
  });
});

describe("near-identical tasks", () => {
  it("keeps two items that share only their verb", () => {
    expect(names("Conference talk in February:\n- prepare slides\n- prepare budget\n- rehearse the talk")).toEqual(
      expect.arrayContaining(["Prepare slides", "Prepare budget", "Rehearse the talk"]),
    );
  });

  it("hands a suggested step the author also wrote to the author, without the suggestion's reason", () => {
    const base = { description: "", priority: "medium", milestone: 0, weight: 1, requestedDay: null } as const;
    const suggested: DraftTask = {
      ...base,
      name: "Test on mobile",
      rank: 0,
      fromText: false,
      source: null,
      suggested: true,
      reason: "Most apps…",
    };
    const written: DraftTask = { ...base, name: "Test on mobile", rank: 1, fromText: true, source: "- test on mobile" };
    const [merged, ...rest] = dedupeTasks([suggested, written]);
    expect(rest).toEqual([]);
    expect(merged).toMatchObject({ fromText: true, suggested: false, source: "- test on mobile" });
    expect(merged?.reason).toBeUndefined();
  });
});

describe("what reads as an e-mail", () => {
  it("reads headers only among the first six lines: notes with a 'From:' line further down are no e-mail", () => {
    const notes =
      "Date: 3 December\nTeam offsite\n- book the venue\n- order lunch\n- plan the workshops\n- send the agenda\nFrom: the budget we have left\n- print name tags";
    expect(readEmail(notes)).toBeNull();
    // The same two headers on top are a mail.
    expect(readEmail("Date: 3 December\nFrom: Ana\nTeam offsite\n- book the venue")).toBe("Team offsite\n- book the venue");
  });
});

describe("stated estimates", () => {
  it("does not read 'an HR' as an hour: 'Schedule an HR meeting' gets the planner's guess", () => {
    expect(statedEstimate("Schedule an HR meeting")).toBeNull();
    const p = plan("Onboarding for the new hire:\n- schedule an HR meeting\n- order a laptop");
    expect(task(p, "Schedule an HR meeting")).toMatchObject({ estimate: 8, estimateGuess: true });
    expect(task(p, "Schedule an HR meeting")?.estimateText).toBeUndefined();
  });
});

describe("review feedback", () => {
  const garden = () => plan("Garden makeover by March 31:\n- dig the beds\n- plant roses\n- build a fence");

  it("dates an added task that names no date and no task halfway through the plan", () => {
    const p = garden();
    expect(p.timeline).toEqual({ startDate: "2026-11-27", endDate: "2027-03-31" });
    // November 27 to March 31 is 124 days; its middle is Thursday January 28.
    expect(applyFeedback(p, "add a task to order flyers", TODAY).tasks.at(-1)).toMatchObject({
      name: "Order flyers",
      dueDate: "2027-01-28",
    });
  });

  it("moves the deadline of a plan where the user cleared one task's date, which stays undated", () => {
    const p = garden();
    const edited = { ...p, tasks: p.tasks.map((t) => (t.name === "Plant roses" ? { ...t, dueDate: null } : t)) };
    const moved = applyFeedback(edited, "deadline Feb 26", TODAY);
    expect(moved.timeline.endDate).toBe("2027-02-26");
    expect(task(moved, "Plant roses")?.dueDate).toBeNull();
    expect(task(moved, "Build a fence")?.dueDate).toBe("2027-01-21");
  });
});

describe("named days", () => {
  it.each([
    [2027, "2027-03-28"],
    [2028, "2028-04-16"],
    // The years whose correction term (m) is 1: the algorithm's rarely taken branch.
    [2049, "2049-04-18"],
    [2076, "2076-04-19"],
  ])("Easter Sunday %i is %s", (year, day) => {
    const easter = easterSunday(year);
    expect(easter === null ? null : dayFromNumber(easter)).toBe(day);
  });
});

describe("the plan's name", () => {
  it.each([
    ["A cookbook of recipes and stories our family loves", "Cookbook of Recipes and Stories Our Family Loves"],
    ["A podcast about books and films my friends love", "Podcast About Books and Films My Friends Love"],
  ])("keeps a noun after 'and': %s", (idea, name) => {
    expect(nameFrom(idea, dayNumber("2026-11-27"), false)).toBe(name);
    expect(plan(idea).name).toBe(name);
  });
});

describe("the idea's language", () => {
  it("is read from its first 400 words only, so a long paste costs no more", () => {
    // 400 words no language marks, then German: only what comes first is read, and English wins a tie.
    const long = `${"lorem ".repeat(400)}der die das und wir sollen`;
    expect(detectLanguage(long)).toBe("en");
    expect(detectLanguage(`${"lorem ".repeat(399)}der die das und wir sollen`)).toBe("de");
  });
});

describe("a month named with 'next'", () => {
  it("said in that same month means the one a year from now", () => {
    // Today is November 27, 2026: "next November" is November 2027, not the one ending on Monday.
    const p = plan("Run the charity gala next November: book the hall, find sponsors, sell tickets");
    expect(p.timeline.endDate).toBe("2027-11-30");
  });
});

describe("features written as what users do", () => {
  it("names each by its object, whole, with what follows the object", () => {
    // The object ends before "with"; the first letter is part of it ("habit", not "abit").
    expect(names("A habit tracker app. Users create habits with a reminder, track streaks and share progress with friends.")).toEqual(
      expect.arrayContaining(["Habit creation with a reminder", "Streak tracking", "Progress sharing with friends"]),
    );
  });
});

describe("background under a context heading", () => {
  it("keeps a grouped list under 'Background' out of the tasks", () => {
    const p = plan(
      "Redesign the club website\n## Background\n- Current site\n  - built in 2012\n  - no mobile layout\n## Work\n- design the new pages\n- move the news archive\n- add online membership",
    );
    const own = p.tasks.filter((t) => !t.suggested).map((t) => t.name);
    expect(own).toEqual(["Design the new pages", "Move the news archive", "Add online membership"]);
  });
});

describe("texts with no project", () => {
  it("refuses a cheer of two-letter words", () => {
    expect(() => plan("go go go")).toThrow(PlanRefusal);
  });

  it("leaves Japanese, Chinese and Korean to the planner: the hand-made rules do not refuse them", () => {
    expect(readsAsPlan("東京で写真展を開く準備をする")).toBe(true);
  });
});

describe("quotation marks in a task's name", () => {
  it("adds no quote mark to a name that ends on its quotation, closed", () => {
    // One quotation, "Throwback", closes the text; the apostrophe of '90s opens nothing to close.
    expect(trimEnds(`Make a '90s playlist called "Throwback"`)).toBe(`Make a '90s playlist called "Throwback"`);
  });

  it("pairs typographic single quotes: ‘Save’ leaves no stray ’ on the name", () => {
    // Word processors and phones type ‘ ’; the name was "Rename the ‘Save’ button to "Done"’".
    const p = plan(`Checkout fixes:\n- rename the ‘Save’ button to "Done"\n- fix the coupon field\n- show the delivery date`);
    expect(p.tasks.map((t) => t.name)).toContain(`Rename the ‘Save’ button to "Done"`);
    expect(names("Website tweaks:\n- rename ‘Sign in’ to ‘Log in’\n- fix the footer links\n- add a cookie banner")).toContain(
      "Rename ‘Sign in’ to ‘Log in’",
    );
  });
});

describe("complaints that open with an infinitive", () => {
  it.each([
    "Esperar más de dos horas en la cola del banco para que al final te digan que vuelvas mañana es una vergüenza total.",
    "Attendre trois heures au guichet de la gare pour apprendre que le train est annulé, franchement c est vraiment pénible et inadmissible.",
    "Aspettare due ore in fila alla posta per sentirsi dire di tornare domani è davvero una cosa assurda e vergognosa.",
  ])("are refused, however long: %s", (text) => {
    // "Waiting two hours … is a disgrace": the infinitive is the sentence's subject, not work to do.
    expect(() => plan(text)).toThrow(PlanRefusal);
  });
});

describe("the gate's signals", () => {
  it("count a greeting opening the text as talk", () => {
    const ask = "Can you send me the report?";
    expect(planSignals(`Hi Sam, ${ask.toLowerCase()}`).chat).toBe(planSignals(ask).chat + 1);
  });

  it("read blank lines as nothing", () => {
    expect(planSignals("Rebrand the bakery\n\n")).toEqual(planSignals("Rebrand the bakery"));
    expect(planSignals("Website for the sports club\n\nWe need it by March.")).toEqual(
      planSignals("Website for the sports club\nWe need it by March."),
    );
  });

  it("count a title naming a thing over a text as one ask", () => {
    const body = "The caterer cancelled and the venue doubled its price.";
    expect(planSignals(`Problems with the wedding\n${body}`).ask).toBe(planSignals(body).ask + 1);
  });
});
