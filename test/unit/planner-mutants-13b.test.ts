import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { readGate } from "../../core/planner/plan-signals";
import { DENSE_FEATURES, HASHED_BUCKETS, refusalFeatures } from "../../core/planner/refusal-features";

// Issue 27: survivors in planner files never measured before (due-states, domain-change, one-errand,
// plan-sentences, refusal-features, repeats). Each case states what the planner promises for a text a user
// could paste (issue 20), not what the mutant did. Friday 27 November 2026.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const dated = (idea: string) => plan(idea).tasks.map((t) => [t.name, t.dueDate]);

/** The refusal model's features of a text, read with the gate's own signals. */
function features(text: string): Map<number, number> {
  const reading = readGate(text);
  if (!reading) throw new Error(`no gate reading for ${text}`);
  return refusalFeatures(text, reading.signals, reading.plan);
}
const hashedCount = (f: Map<number, number>) => [...f.keys()].filter((k) => k < HASHED_BUCKETS).length;

describe("a state with a deadline", () => {
  it("keeps an order that already names its work as said, not a second verb in front of it", () => {
    // "Get the slides sent by April 30" is already the work: no task "Send get the slides".
    const tasks = dated("Conference talk in May. Get the slides sent by April 30.");
    expect(tasks).toContainEqual(["Send the slides", "2027-04-30"]);
    expect(tasks.map(([name]) => name)).not.toContain("Send get the slides");
  });

  it("leaves a sentence that goes on past its deadline in the plan's words", () => {
    // "Venue booked by January 15, then we plan the agenda" is more than a deadline: the description keeps it.
    expect(plan("Team offsite in March. Venue booked by January 15, then we plan the agenda.").description).toBe(
      "Team offsite in March. Venue booked by January 15, then we plan the agenda. Planned over 19 weeks, finishing by 2027-04-07.",
    );
  });
});

describe("a small change to a site", () => {
  it("plans three fixes and their check, in twenty-eight words, as a change over a week", () => {
    // Three items (the most a change holds) and 28 words (its longest) are still one change, not a site build.
    const p = plan(
      "Website fixes:\n- update the footer with the new office address\n- fix the broken link on the contact form page\n- review it on mobile before launch",
    );
    expect(p.milestones.map((m) => m.name)).toEqual(["Prepare", "Make the change", "Review & publish"]);
    expect(p.tasks.map((t) => t.name)).toEqual([
      "Agree on exactly what changes and who approves it",
      "Update the footer with the new office address",
      "Fix the broken link on the contact form page",
      "Review it on mobile before launch",
    ]);
  });

  it("is not how a new app with its features under a heading is planned", () => {
    // "# Recipe app / ## Features": a document with sections is a project of its kind, here an app built.
    const p = plan("# Recipe app\n## Features\n- Add a login page to the app\n- Add search to the app");
    expect(p.tasks[0]?.name).toBe("Define the MVP scope and user stories");
    expect(p.milestones.map((m) => m.name)).not.toContain("Make the change");
  });
});

describe("one errand", () => {
  it("is no more than fifteen words: a club's kit order with names and numbers is planned up to its delivery", () => {
    // Sixteen words: the order is planned in steps and ends with the uniforms delivered.
    const p = plan("Order new uniforms for the whole football club with names and numbers printed on each shirt");
    expect(p.name).toBe("New Uniforms for the Whole Football Club");
    expect(p.tasks.map((t) => t.name)).toContain("Deliver the new uniforms");
  });
});

describe("the summary of a list", () => {
  it("quotes a line that says who will do it with its capital", () => {
    // "Everyone will bring a dish" names who does it: the summary keeps "Everyone" as written.
    expect(plan("Potluck party:\n- Everyone will bring a dish\n- set up the tables\n- buy drinks").description).toBe(
      "Covers Everyone will bring a dish, buy drinks and set up the tables. Planned over 4 weeks.",
    );
  });
});

describe("work that repeats", () => {
  it("starts a weekly update said for Thursdays on a Thursday", () => {
    // The beta opens Monday January 11: the first Thursday update is January 14.
    const p = plan(
      "Mobile app. The beta opens on January 11.\n- fix the login bugs\n- send the beta testers an update every Thursday\n- prepare the store listing",
    );
    const update = p.tasks.find((t) => t.name === "Send the beta testers an update");
    expect([update?.dueDate, update?.recurrence]).toEqual(["2027-01-14", "FREQ=WEEKLY;BYDAY=TH"]);
  });
});

describe("the refusal model's reading of a text", () => {
  it("reads a code block only where the text has one", () => {
    // A plain request has no code feature; a pasted ``` block has it.
    const code = HASHED_BUCKETS + DENSE_FEATURES.indexOf("code");
    expect(features("Fix the login bug on the settings page").get(code)).toBe(undefined);
    expect(features("Fix the login bug:\n```\nTypeError: user is undefined\n```").get(code)).toBe(1);
  });

  it("reads what each line opens with: the same words on two lines read one more kind of line", () => {
    // "Fix the bug" then "Thanks" on its own line opens two lines; on one line, only "Fix" opens one.
    expect(hashedCount(features("Fix the bug\nThanks")) - hashedCount(features("Fix the bug thanks"))).toBe(1);
  });
});
