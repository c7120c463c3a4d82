import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { PlanRefusal } from "../../core/planner/refusal";
import type { GeneratedPlan } from "../../core/schemas/plan";

// Issue 27: survivors of the fresh planner sample (`--every 50 --across --offset 25`), third share. Each
// case states what the planner promises for a text a user could paste (issue 20), not what the mutant
// did. Friday 27 November 2026.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const names = (idea: string) => plan(idea).tasks.map((t) => t.name);
const task = (p: GeneratedPlan, name: string) => p.tasks.find((t) => t.name === name);

describe("a day the work leads to", () => {
  it("holds an exam named before the colon of its revision list on its own day, as the plan's one-day end", () => {
    // "Final exam on Dec 14: review …": the exam is the day the listed revision leads to, sat in a day.
    const p = plan("Final exam on Dec 14: review chapters 1-6, do the past papers, make flashcards");
    expect(p.tasks.map((t) => t.name)).toEqual(["Review chapters 1-6", "Do the past papers", "Make flashcards", "Final exam"]);
    const exam = task(p, "Final exam");
    expect([exam?.startDate, exam?.dueDate, exam?.estimate, exam?.milestoneIndex]).toEqual(["2026-12-14", "2026-12-14", 8, 0]);
    expect(p.milestones.map((m) => [m.name, m.dueDate])).toEqual([["Execution", "2026-12-14"]]);
  });
});

describe("a nested list", () => {
  it("makes a sub-entry indented by one space, with items of its own, a subtask of the entry above it", () => {
    // Plans nest one level: "Write the copy" and its drafts all belong to "Build the site".
    const p = plan(
      "Launch the website by December 18:\n- Build the site\n - Write the copy\n  - draft the headline\n  - draft the about page\n - Pick hosting\n- Announce it",
    );
    expect(p.tasks.slice(0, 6).map((t) => [t.name, t.parentIndex])).toEqual([
      ["Build the site", null],
      ["Write the copy", 0],
      ["Draft the headline", 0],
      ["Draft the about page", 0],
      ["Pick hosting", 0],
      ["Announce it", null],
    ]);
  });
});

describe("the author's own phases", () => {
  it("put a usual step none of them names in the last phase, not in the research at the start", () => {
    // Testing across browsers needs a built site: with no phase of its own it comes last, after the build.
    const p = plan(
      "Bakery website, live by January 29\n\n## Phase 1: Research\n- Look at three competitor sites\n\n## Phase 2: Build\n- Build the menu page\n- Set up online ordering\n\n## Phase 3: Content\n- Photograph the cakes",
    );
    expect(p.milestones.map((m) => m.name)).toEqual(["Phase 1: Research", "Phase 2: Build", "Phase 3: Content"]);
    expect(p.tasks.map((t) => [t.name, t.milestoneIndex])).toEqual([
      ["Look at three competitor sites", 0],
      ["Build the menu page", 1],
      ["Set up online ordering", 1],
      ["Photograph the cakes", 2],
      ["Test across browsers and devices", 2],
    ]);
  });
});

describe("whether a text asks for a plan", () => {
  it("plans an idea whose second sentence opens with 'No' as one of its limits", () => {
    // "No more than 20 people" is a constraint of the offsite, not a reply saying no.
    const p = plan("Plan the team offsite in March. No more than 20 people, and a budget of 5k.");
    expect(p.name).toBe("Team Offsite");
    expect(task(p, "Team offsite")?.dueDate).toBe("2027-03-31");
  });

  it("refuses a reply that opens with a thank-you before its suggestion", () => {
    // "Thanks! We should also …" answers someone: a remark in a thread, not a project.
    expect(() => plan("Thanks! We should also redesign the checkout page.")).toThrow(PlanRefusal);
  });

  it("plans a text under a heading that names the feature, not a bug or a question", () => {
    // "# Dark theme" over how it should behave is the work to plan.
    const p = plan("# Dark theme\nThe app should follow the system setting, and the toggle goes in the profile menu.");
    expect(p.name).toBe("Dark Theme");
    expect(task(p, "Deliver the dark theme")?.milestoneIndex).toBe(3);
  });
});

describe("meeting notes' lines", () => {
  it("keep a person's wish in their words when its verb is no task ('Tom wants the logo in blue')", () => {
    // Only "Maria finalizes …" records a commitment; "wants" and "needs" are not work to rewrite as one.
    expect(
      names(
        "Website refresh, notes from Monday:\n- Tom wants the logo in blue\n- Priya needs the photos by Friday\n- Update the footer links",
      ),
    ).toEqual(["Tom wants the logo in blue", "Priya needs the photos", "Update the footer links", "Test across browsers and devices"]);
  });

  it("keep a line about the staff as written: 'Staff' is nobody's name", () => {
    // "Staff sets up the chairs" is not "Staff will set up the chairs", a person's promise.
    expect(names("Summer party on June 12:\n- Staff sets up the chairs\n- Order the cake\n- Send the invitations")).toEqual([
      "Staff sets up the chairs",
      "Order the cake",
      "Send the invitations",
      "Host the event",
    ]);
  });
});

describe("quoted list items", () => {
  it("lose the quote marks that wrap a whole item", () => {
    // '- "Write the press release"' names the task "Write the press release".
    expect(names('Launch checklist:\n- "Write the press release"\n- "Record the demo video"\n- Email the beta users')).toEqual([
      "Run final QA on the product",
      "Record the demo video",
      "Email the beta users",
      "Write the press release",
    ]);
  });
});

describe("a sentence that states a fact", () => {
  it("is no list of work because it lists things ('Our shop sells bread, cakes and coffee')", () => {
    // The products the shop sells are background; the tasks are the ones the next sentence asks for.
    expect(
      names(
        "Bakery website by March 12. Our shop sells bread, cakes and coffee. Build the menu page, set up online ordering and write the about page.",
      ),
    ).toEqual(["Build the menu page", "Set up online ordering", "Write the about page", "Test across browsers and devices"]);
  });
});
