import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { applyFeedback } from "../../core/planner/feedback";
import type { GeneratedPlan } from "../../core/schemas/plan";

// Issue 27: the survivors of the sample of the planner's mutants read at 379eaff (survivors-p37, the
// second helper's share). Each case states what the planner promises for a text a user could paste
// (issue 20), not what the mutant did. Friday 27 November 2026.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const phases = (p: GeneratedPlan) => p.milestones.map((m) => [m.name, m.dueDate]);
const dated = (p: GeneratedPlan) => p.tasks.map((t) => [t.name, t.dueDate, t.milestoneIndex]);

// Every item has its own date, and each lands in a phase of its own.
const RELAUNCH =
  "Website relaunch by Wednesday December 16:\n- design the pages by December 4\n- write the copy by December 8\n- test the signup form by December 14\n- go live on December 16";

describe("feedback on a plan", () => {
  it("dates a phase added on review the working day before the last phase, not earlier", () => {
    // The launch phase is due Wednesday December 16: the new phase ends Tuesday the 15th.
    const p = applyFeedback(plan(RELAUNCH), "add a translation phase", TODAY);
    expect(phases(p)).toEqual([
      ["Discovery", "2026-12-02"],
      ["Design", "2026-12-04"],
      ["Content", "2026-12-08"],
      ["QA & testing", "2026-12-14"],
      ["Translation", "2026-12-15"],
      ["Launch", "2026-12-16"],
    ]);
    expect(dated(p).slice(4, 6)).toEqual([
      ["Plan the translation phase", "2026-12-15", 4],
      ["Complete the translation work", "2026-12-15", 4],
    ]);
  });

  it("moves a phase's date to its one task left after a split and a removal", () => {
    // Splitting "Design the pages" (due December 4) and dropping its final version leaves the first draft, due the 3rd.
    const p = applyFeedback(plan(RELAUNCH), "split design the pages; remove the final version", TODAY);
    expect(dated(p)[1]).toEqual(["Design the pages: first draft", "2026-12-03", 1]);
    expect(p.milestones[1]).toMatchObject({ name: "Design", dueDate: "2026-12-03" });
  });
});

describe("an idea's language", () => {
  it("stays English for an English party plan that names a German guest", () => {
    // One "ü" in a name does not outweigh the English words around it: the steps and phases are English.
    const p = plan("Book a venue for Jürgen's birthday party");
    // A party has no program phase: no agenda of speakers, no run-of-show (planner-events, "a party").
    expect(p.milestones.map((m) => m.name)).toEqual(["Planning", "Venue & vendors", "Invitations & promotion", "Event day", "Wrap-up"]);
    expect(p.tasks[2]?.name).toBe("Book a venue for Jürgen's birthday party");
  });
});

describe("deadlines in words", () => {
  it("reads a Portuguese 'em quatro semanas' as four weeks from today", () => {
    // Four weeks from Friday November 27 is Friday December 25.
    const p = plan("Precisamos lançar o novo site em quatro semanas");
    expect(p.timeline).toEqual({ startDate: "2026-11-27", endDate: "2026-12-25" });
    expect(p.milestones.map((m) => m.dueDate)).toEqual(["2026-12-25"]);
  });

  it("ends the plan this month when 'this month' follows the subject of the sentence", () => {
    // "Our launch is planned this month": the month is the deadline (Monday November 30), not the subject.
    const p = plan("Our launch is planned this month: write the copy, design the pages, test the signup form");
    expect(p.timeline).toEqual({ startDate: "2026-11-27", endDate: "2026-11-30" });
    expect(dated(p)).toEqual([
      ["Write the copy", "2026-11-27", 0],
      ["Design the pages", "2026-11-27", 0],
      ["Test the signup form", "2026-11-30", 1],
      ["Deliver the result", "2026-11-30", 2],
    ]);
  });
});
