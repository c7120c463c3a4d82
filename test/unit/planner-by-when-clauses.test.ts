import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { PlanRefusal } from "../../core/planner/refusal";

// A sentence that opens with by when ("Before my parents visit this weekend, …", "By Friday, …") and then
// says the work is a plan: the clause is its deadline or occasion, the rest its tasks. Such texts were
// refused, or planned as one task named after the whole sentence. A guide's "Before you open a PR, run
// the linter", said to any reader, stays refused.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);
const own = (idea: string) => plan(idea).tasks.filter((t) => !t.suggested);

describe("a sentence that opens with by when", () => {
  it("plans the work after the clause, by the occasion it names", () => {
    const idea = "Before my parents visit this weekend, vacuum the flat, mow the lawn and clean the windows.";
    // The visit itself is the day the plan leads up to, Saturday.
    expect(own(idea).map((t) => `${t.name} @${t.dueDate}`)).toEqual([
      "Vacuum the flat @2026-11-27",
      "Mow the lawn @2026-11-27",
      "Clean the windows @2026-11-27",
      "My parents visit @2026-11-28",
    ]);
    // An occasion said with its verb keeps its "Before": "Parents Visit" would say less.
    expect(plan(idea).name).toBe("Before My Parents Visit");
  });

  it("names the plan after the occasion and ends it before the occasion's day", () => {
    const wedding = plan("Before the wedding on June 5, book the DJ, order flowers and send invitations.");
    expect(wedding.name).toBe("Wedding");
    expect(wedding.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual(["Book the DJ", "Order flowers", "Send invitations"]);
    const renewal = plan("Before the contract renewal on Feb 28, compare three offers.");
    expect(renewal.name).toBe("Contract Renewal");
    expect(renewal.timeline.endDate).toBe("2027-02-26");
  });

  it("names a plan that opens with 'By Friday,' after its work", () => {
    const idea = "By Friday, send the invoices and call the bank.";
    expect(own(idea).map((t) => t.name)).toEqual(["Send the invoices", "Call the bank"]);
    expect(plan(idea).name).toBe("Send the Invoices");
    expect(plan(idea).timeline.endDate).toBe("2026-12-04");
  });

  it("names an occasion said as a verb with its clause, and never with the clause's comma", () => {
    expect(plan("Before we launch, fix the login bug and update the docs.").name).toBe("Before We Launch");
    // It was named ", Retro Launch".
    expect(plan("Launch on March 3, retro two weeks after that").name).toBe("Launch");
  });

  it("names a list under an occasion's heading after the occasion", () => {
    expect(plan("Before the product launch: write the FAQ, record a demo").name).toBe("Product Launch");
    expect(plan("Before the family visits this weekend:\n- clean the guest room\n- buy groceries").name).toBe("Before the Family Visits");
  });

  it("still refuses a guide's instruction to any reader", () => {
    expect(() => plan("Before you open a PR, please run the linter.")).toThrow(PlanRefusal);
  });
});
