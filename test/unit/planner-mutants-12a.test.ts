import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { phaseLocale } from "../../core/planner/language";
import type { GeneratedPlan } from "../../core/schemas/plan";

// Issue 27: the survivors of a fresh sample of the planner's mutants (survivors-p45, read at eac47b5). Each
// case states what the planner promises for a text a user could paste (issue 20), not what the mutant
// did. Friday 27 November 2026.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const task = (p: GeneratedPlan, name: string) => p.tasks.find((t) => t.name === name);

describe("what users do in an app", () => {
  it("keeps a three-letter word ending in s whole when it names a feature", () => {
    // "log gas" is gas logging: "gas" is no plural, and a word that short is never cut to its singular.
    const p = plan("A car app for drivers. Users log gas, rate garages, share tips and see their history.");
    expect(p.tasks.slice(0, 4).map((t) => t.name)).toEqual(["Gas logging", "Garage ratings", "Tip sharing", "Let users see their history"]);
  });
});

describe("an opening that names the project", () => {
  it("is no task of its own when two steps follow it", () => {
    // "Finishing my thesis." names the project; the two sentences after it are its steps.
    const p = plan("Finishing my thesis.\nWrite the last chapter.\nSend it to my supervisor.");
    expect(p.tasks.map((t) => t.name)).toEqual([
      "Define research questions and hypotheses",
      "Review existing literature and data",
      "Design the study and method",
      "Recruit participants or source data",
      "Collect the data",
      "Analyse the data",
      "Synthesise findings and recommendations",
      "Write the last chapter",
      "Send it to my supervisor",
      "Write the report",
      "Present findings to stakeholders",
    ]);
  });
});

describe("a party's to-do list", () => {
  it("keeps a line dated after the party after it, in its own wrap-up phase", () => {
    // The thank-you notes are dated after the party: they are no preparation for it.
    const p = plan("Office party to-do:\n- host the party on December 12\n- book the caterer\n- send thank-you notes on December 15");
    expect(p.tasks.map((t) => [t.name, t.milestoneIndex, t.dueDate])).toEqual([
      ["Set goals, budget and date", 0, "2026-12-07"],
      ["Book the caterer", 1, "2026-12-09"],
      ["Host the party", 2, "2026-12-12"],
      ["Send thank-you notes", 3, "2026-12-15"],
    ]);
    expect(p.milestones.map((m) => [m.name, m.dueDate])).toEqual([
      ["Planning", "2026-12-07"],
      ["Venue & vendors", "2026-12-09"],
      ["Program", "2026-12-12"],
      ["Wrap-up", "2026-12-15"],
    ]);
  });
});

describe("features each given their own date", () => {
  it("keeps the last feature's date when an earlier feature has its own", () => {
    // "a blog in January and a shop by March 1": each feature says when it is due. March 1 is also the
    // whole site's, so the shop is built before the site's own steps (testing, launch) that follow it,
    // not squeezed with them onto its last days (planner-deadline-item).
    const p = plan("Build a website with a blog in January and a shop by March 1");
    expect(task(p, "Build a blog")?.dueDate).toBe("2027-01-29");
    expect(task(p, "Build a shop")?.dueDate).toBe("2027-02-02");
    expect(p.timeline.endDate).toBe("2027-03-01");
    // With no kind's steps after it, the last feature keeps the date it was given.
    const app = plan("Build an app with login in January and payments by March 1");
    expect(task(app, "Login")?.dueDate).toBe("2027-01-29");
    expect(task(app, "Payments")?.dueDate).toBe("2027-03-01");
  });
});

describe("the project's name", () => {
  it("ends before a long phrase that follows a name of twelve letters", () => {
    // "Garden Party for Grandparents Aunts Uncles …" is too long: the name is what comes before "for".
    const p = plan("Plan a garden party for grandparents aunts uncles cousins nephews nieces godchildren neighbours");
    expect(p.name).toBe("Garden Party");
  });
});

describe("the language phases are named in", () => {
  it("is read from the first 400 words of a long text", () => {
    // A Spanish guest list of 400 words: an Italian word after them does not make the plan Italian.
    // Only a text of over 400 words tells the limit apart, so the reader itself is asked.
    const guests = Array.from({ length: 200 }, (_, i) => `Invitado ${String.fromCharCode(97 + (i % 26))}x`).join(", ");
    expect(phaseLocale(`${guests}. Della nonna.`, "es")).toBe("es");
  });
});
