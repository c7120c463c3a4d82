import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { PlanRefusal } from "../../core/planner/refusal";
import type { GeneratedPlan } from "../../core/schemas/plan";

// Issue 27: survivors of the sample p33 (plan-signals, refusal, task-names). Each case states what the
// planner promises for a text a user could paste (issue 20), not what the mutant did. Friday 27 November 2026.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const names = (idea: string) => plan(idea).tasks.map((t) => t.name);
const dated = (p: GeneratedPlan) => p.tasks.map((t) => [t.name, t.dueDate]);

describe("small talk and replies are refused", () => {
  it("refuses a suggestion to meet: 'Let's grab lunch on Friday' asks for no work", () => {
    // "Let's …" proposes something to the people in a conversation; it is not a piece of work to plan.
    expect(() => plan("Let's grab lunch on Friday and catch up.")).toThrow(PlanRefusal);
    expect(() => plan("Let's meet on Monday and go through the numbers.")).toThrow(PlanRefusal);
  });

  it("refuses a pull request's review remarks: a nit, a colleague asked to review", () => {
    // A one-line remark in a review thread reads like a one-line idea, but it answers the thread.
    expect(() => plan("Fix nit")).toThrow(PlanRefusal);
    expect(() => plan("@sam review the PR")).toThrow(PlanRefusal);
  });

  it("refuses a maintainer's reply that the bug is fixed, with the steps to get the fix", () => {
    // "The bug is fixed now" reports a state; the steps after it are what the reporter does, not a project.
    expect(() => plan("The bug is fixed now. Update to version 2.4 and clear the cache.")).toThrow(PlanRefusal);
  });

  it("refuses a bug report that asks for help: its steps to reproduce are no work to plan", () => {
    // The numbered steps are how to see the crash; the text ends asking why it happens.
    expect(() =>
      plan("Export crashes on Android 14.\n\nSteps to reproduce:\n1. Open the app\n2. Tap Export\n\nIt crashes every time. Any idea why?"),
    ).toThrow(PlanRefusal);
  });

  it("refuses keyboard mashing after a verb: 'sdfg' and 'hjkl' are no words", () => {
    // Letters without a vowel are no word in any language the planner reads.
    expect(() => plan("Build sdfg hjkl")).toThrow(PlanRefusal);
  });
});

describe("an idea in Spanish that opens with an infinitive", () => {
  it("plans a move under a title whose one sentence of fourteen words has no article after its verb", () => {
    // "Preparar nuestra mudanza …": an infinitive and its object, fourteen words, read as the work asked for.
    const p = plan("Mudanza\nPreparar nuestra mudanza a Valencia en marzo con cajas, camión, limpieza y contrato nuevo.");
    expect(p.name).toBe("Mudanza");
    expect(dated(p)).toEqual([["Preparar nuestra mudanza a Valencia con cajas, camión, limpieza y contrato nuevo", "2027-03-31"]]);
  });

  it("plans a Christmas party under a title whose one sentence runs to thirty words", () => {
    // "Organizar la fiesta …": an infinitive, an article and its object, however long (up to thirty words).
    const p = plan(
      "Fiesta de Navidad\nOrganizar la fiesta de Navidad de la empresa para cuarenta personas con cena en un restaurante del centro, música en directo, regalos para todos y un breve discurso del director.",
    );
    expect(p.name).toBe("Fiesta de Navidad");
    expect(p.tasks.map((t) => t.name)).toEqual([
      "Organizar la fiesta de Navidad de la empresa para cuarenta personas con cena en un restaurante del centro, música en directo, regalos para todos y un breve discurso del director",
    ]);
  });
});

describe("a short list under a title", () => {
  it("plans a German flea market's two items in order", () => {
    // Two lines under a title are a list of work, as three are.
    const p = plan("Flohmarkt organisieren:\n- Tische leihen\n- Plakate aufhängen");
    expect(p.tasks.map((t) => t.name)).toEqual(["Tische leihen", "Plakate aufhängen"]);
  });
});

describe("features wished for in a sentence", () => {
  it("keeps 'Online ordering and a newsletter would be nice' as one feature to add, not a task named 'A newsletter'", () => {
    // The wish gets its verb ("Add"); the thing after "and" has none, so it stays with the first.
    const found = names("Bakery website. Online ordering and a newsletter would be nice.").filter((name) => /newsletter/i.test(name));
    expect(found).toEqual(["Add online ordering and a newsletter"]);
  });
});

describe("what a teammate has to do", () => {
  it("plans 'Dev has to find what is slowing the checkout' as Dev's task, though 'what is' follows its verb", () => {
    // "<Name> has to <verb> …" hands the work to that person; "Find what is slowing …" is that work.
    const p = plan("Sprint goals for December. Dev has to find what is slowing the checkout. Ana needs to update the pricing page.");
    expect(p.tasks[0]?.description).toBe("Dev has to find what is slowing the checkout. For Dev.");
    expect(p.tasks.map((t) => t.name)).toEqual([
      "Find what is slowing the checkout",
      "Update the pricing page",
      "Review the result and fix gaps",
      "Deliver the sprint goals",
    ]);
  });
});
