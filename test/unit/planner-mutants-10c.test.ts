import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { applyFeedback } from "../../core/planner/feedback";
import { PlanRefusal } from "../../core/planner/refusal";
import type { GeneratedPlan } from "../../core/schemas/plan";

// Issue 27: the survivors of the tenth sample of the planner's mutants (offset 29), read at 1601bac. Each
// case states what the planner promises for a text a user could paste (issue 20), not what the mutant did.
// Friday 27 November 2026.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const placed = (p: GeneratedPlan) => p.tasks.map((t) => [t.name, t.milestoneIndex]);

describe("adding a phase on review", () => {
  it("puts the new phase before a one-phase plan's only phase, whose work follows it", () => {
    // A plain errand list is one phase; "add a planning phase" comes before the list, not after it.
    const errands = plan("Errands:\n- buy milk\n- pick up the dry cleaning\n- return the library books");
    expect(errands.milestones.map((m) => m.name)).toEqual(["To do"]);
    const next = applyFeedback(errands, "add a planning phase", TODAY);
    expect(next.milestones.map((m) => m.name)).toEqual(["Planning", "To do"]);
    expect(placed(next)).toEqual([
      ["Plan the planning phase", 0],
      ["Complete the planning work", 0],
      ["Buy milk", 1],
      ["Pick up the dry cleaning", 1],
      ["Return the library books", 1],
    ]);
  });
});

describe("a chat message with a list", () => {
  it("keeps bullets indented alike as sibling tasks, none a subtask of another", () => {
    // Slack indents the bullets of a message: three at the same depth are three tasks side by side.
    const p = plan(
      "[10:02] Mia: before the launch we need a few things\n  - update the pricing page\n  - take new screenshots for the app store\n  - write the release notes\n[10:05] Tom: I'll take the release notes",
    );
    expect(p.tasks.map((t) => [t.name, t.parentIndex])).toEqual([
      ["Update the pricing page", null],
      ["Run final QA on the product", null],
      ["Take new screenshots for the app store", null],
      ["Write the release notes", null],
    ]);
  });
});

describe("the author's own phases", () => {
  it("puts the review in the phase whose heading names the polishing, before the launch", () => {
    // "Build and polish" is a build phase that also holds the polish: the check of the work belongs
    // there, not after the open day.
    const p = plan(
      "Community garden project\n\nPhase 1: Planning\n- find a plot\n- get permission from the council\n\nPhase 2: Build and polish\n- build raised beds\n- lay the paths\n\nPhase 3: Launch\n- open day for the neighbours\n- announce it in the newsletter",
    );
    expect(p.milestones.map((m) => m.name)).toEqual(["Phase 1: Planning", "Phase 2: Build and polish", "Phase 3: Launch"]);
    expect(placed(p)).toEqual([
      ["Find a plot", 0],
      ["Get permission from the council", 0],
      ["Build raised beds", 1],
      ["Lay the paths", 1],
      ["Review the result and fix gaps", 1],
      ["Open day for the neighbours", 2],
      ["Announce it in the newsletter", 2],
    ]);
  });
});

describe("replies that ask for nothing", () => {
  it("refuses a bug report's 'same here' that lists the browsers it happens in", () => {
    // "In Chrome, in Firefox and Safari" says where the bug shows, not three things to make.
    expect(() => plan("Same problem here. In Chrome, in Firefox and Safari.")).toThrow(PlanRefusal);
  });
});

describe("a request closed with thanks", () => {
  it("is planned: the thanks after the ask does not make it a reply", () => {
    // "…to the settings screen of the app. Thanks!": the thanks closes a request, it thanks for nothing done.
    const p = plan("Please add a dark mode and a bigger font option to the settings screen of the app. Thanks!");
    expect(p.tasks.map((t) => t.name)).toContain("Add a dark mode and a bigger font option to the settings screen of the app");
  });
});

describe("headings that leave work out", () => {
  it("leaves out the items under a five-word 'Out of scope for now' heading", () => {
    // What the author puts out of scope is no task, however the heading goes on.
    const p = plan(
      "Recipe sharing website\n\n## Features\n- user accounts\n- recipe upload with photos\n- search by ingredient\n\n## Out of scope for now\n- mobile app\n- meal planning",
    );
    expect(p.milestones.map((m) => m.name)).toEqual(["Build", "Content", "QA & testing"]);
    expect(p.tasks.map((t) => t.name)).toEqual([
      "User accounts",
      "Search by ingredient",
      "Recipe upload with photos",
      "Test across browsers and devices",
    ]);
  });
});
