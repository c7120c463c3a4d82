import { describe, expect, it } from "vitest";
import { dayFromNumber } from "../../core/dates";
import { generateEmbeddedPlan } from "../../core/planner";
import { easterSunday } from "../../core/planner/named-dates";
import type { GeneratedPlan } from "../../core/schemas/plan";

// Issue 27: survivors of the planner's mutants listed against 20d4633 (survivors-p41, part 4a). Each case
// states what the planner promises for a text a user could paste (issue 20), not what the mutant did.
// Friday 27 November 2026.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const names = (idea: string) => plan(idea).tasks.map((t) => t.name);
const task = (p: GeneratedPlan, name: string) => p.tasks.find((t) => t.name === name);
/** The plan's links as [predecessor name, successor name]. */
const links = (p: GeneratedPlan) => (p.dependencies ?? []).map((d) => [p.tasks[d.predecessor]?.name, p.tasks[d.successor]?.name]);

describe("an inline list of features", () => {
  it("splits entries separated by a bare comma, without a space after it", () => {
    // "search,export,sharing" is three features, each its own task.
    expect(names("Website relaunch in January. Features: search,export,sharing").slice(0, 3)).toEqual([
      "Add search",
      "Add export",
      "Add sharing",
    ]);
  });

  it("keeps a comma inside brackets within its entry", () => {
    // "(by name, by tag)" says how search works; it is no feature of its own.
    expect(names("Website relaunch in January. Features: search (by name, by tag), export, sharing").slice(0, 3)).toEqual([
      "Add search (by name, by tag)",
      "Add export",
      "Add sharing",
    ]);
  });
});

describe("a series written as 'one every two weeks'", () => {
  it("repeats the entry before it when it ends the list", () => {
    // The last entry is how often the recordings happen, not a task called "One".
    const p = plan("Podcast season 2: book guests, new cover art, record 8 episodes starting in January, one every two weeks");
    expect(p.tasks.map((t) => t.name)).toEqual(["Book guests", "New cover art", "Record 8 episodes", "Review the result and fix gaps"]);
    expect(task(p, "Record 8 episodes")?.recurrence).toBe("FREQ=WEEKLY;INTERVAL=2");
  });
});

describe("a usual step the author also wrote", () => {
  it("keeps the author's words as the task's description", () => {
    // "Optimise pages for search" is also a website's usual step: the one task left is the author's.
    const p = plan("Website relaunch for the bakery in February.\nAfter launch:\n- optimise pages for search");
    const seo = p.tasks.filter((t) => t.name === "Optimise pages for search");
    expect(seo.length).toBe(1);
    expect(seo[0]?.description).toBe("Optimise pages for search.");
    expect(seo[0]?.suggested).toBeUndefined();
  });
});

describe("links between phases", () => {
  it("has the next phase's first task wait for the last work of the phase before, not for a later series", () => {
    // The announcement (the Launch phase's first work) follows the welcome e-mail; the weekly send
    // starting in February runs beside it and links to nothing.
    const p = plan(
      "Newsletter relaunch by February\nPreparation:\n- design the new template\n- write the welcome email\nLaunch:\n- send it every Friday starting February 5\n- announce it on Instagram",
    );
    expect(task(p, "Send it")?.recurrence).toBe("FREQ=WEEKLY;BYDAY=FR");
    expect(links(p)).toContainEqual(["Write the welcome email", "Announce it on Instagram"]);
  });
});

describe("a mobile app's own features", () => {
  it("estimates each listed feature at two days' work", () => {
    // A mobile app's listed feature is 2 days (16 hours) of work; its usual steps are larger.
    const p = plan("Habit tracker app for iOS and Android:\n- streaks screen\n- daily reminders\n- sign in with Apple");
    expect(["Streaks screen", "Add daily reminders", "Sign in with Apple"].map((name) => task(p, name)?.estimate)).toEqual([16, 16, 16]);
  });
});

describe("an idea in Spanish", () => {
  it("names its phases in Spanish when it has as many Portuguese-looking words as Spanish ones", () => {
    // "dos", "o" and "no" are Spanish too: a move to Madrid written in Spanish gets Spanish phase names.
    const p = plan(
      "Mudanza a Madrid en enero:\n- Comprar dos cajas grandes\n- Alquilar la furgoneta o el coche\n- No olvidar llaves\n- Pintar salón\n- Limpiar piso viejo",
    );
    expect(p.milestones.map((m) => m.name)).toEqual(["Preparación", "Ejecución"]);
  });
});

describe("Easter", () => {
  it.each([
    [1886, "1886-04-25"],
    [2326, "2326-04-25"],
  ])("falls on its latest possible day, 25 April, in %i", (year, day) => {
    // No text can date a plan so far off (three years at most); the holiday's own rule is checked directly.
    const easter = easterSunday(year);
    expect(easter === null ? null : dayFromNumber(easter)).toBe(day);
  });
});

describe("a goal with the steps written after it", () => {
  it("keeps the author's order after the goal when one of those steps is dated past the deadline", () => {
    // The survey is dated after the beta is out, so the beta is no last step: it ships, then the survey, then thanks.
    const p = plan(
      "Can we get the beta out by December 18?\nLaunch:\n- ship the beta on December 18\n- send the survey to the testers within 6 weeks\n- thank the testers",
    );
    expect(p.tasks.map((t) => t.name)).toEqual([
      "Define the target audience and positioning",
      "Ship the beta",
      "Send the survey to the testers",
      "Thank the testers",
    ]);
  });
});

describe("an event's day", () => {
  it("is not the day of a step written first: 'Book the offsite cabin on January 8' books, it holds nothing", () => {
    // The offsite is not dated, so it is held when everything must be wrapped up, not the day the cabin is booked.
    const p = plan(
      "Book the offsite cabin on January 8, then order lunch and plan the workshops. Everything must be wrapped up by January 29.",
    );
    expect(task(p, "Book the offsite cabin")?.dueDate).toBe("2027-01-08");
    expect(task(p, "Host the event")?.dueDate).toBe("2027-01-29");
    expect(task(p, "Host the event")?.startDate).toBe("2027-01-29");
  });
});
