import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { PlanRefusal } from "../../core/planner/refusal";
import type { GeneratedPlan } from "../../core/schemas/plan";

// Issue 27: survivors of the sample p13 (parse-idea, plan-signals, said-as-deadline, task-names,
// work-lists). Each case states what the planner promises for a text a user could paste (issue 20), not
// what the mutant did. Friday 27 November 2026.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const names = (idea: string) => plan(idea).tasks.map((t) => t.name);
const task = (p: GeneratedPlan, name: string) => p.tasks.find((t) => t.name === name);

describe("the title and the opening of a text", () => {
  it("reads a '######' heading over the text as its title, so the sentence under it describes the plan", () => {
    // Markdown's smallest heading is a heading all the same: the prose right under it is the idea's statement.
    const p = plan(
      "###### Garage sale\nWe are clearing out the garage before the move.\n- put up signs\n- set out tables\n- sell everything",
    );
    expect(p.name).toBe("Garage Sale");
    expect(p.description).toBe("We are clearing out the garage before the move. Planned over 2 weeks.");
  });

  it("splits a list under two headings of the same level into those two phases, not a title and one phase", () => {
    // "## Week 1" is not the title when "## Week 2" stands beside it: each heads its own part of the work.
    const p = plan("## Week 1\n- pick a date\n- book the venue\n## Week 2\n- send invitations\n- order the cake");
    expect(p.milestones.map((m) => m.name)).toEqual(["Week 1", "Week 2"]);
    expect(p.tasks.filter((t) => !t.suggested).map((t) => [t.name, t.milestoneIndex])).toEqual([
      ["Pick a date", 0],
      ["Book the venue", 0],
      ["Send invitations", 1],
      ["Order the cake", 1],
    ]);
  });

  it("keeps the plan's name from the opening line when a later sentence lists work with a deadline on each part", () => {
    // "Novel draft." names the plan; the dated list after it is its work, not a second opening.
    const p = plan("Novel draft. Write chapter 3 by Jan 31, write chapter 4 by Feb 28 and send it to the editor by March 31.");
    expect(p.name).toBe("Novel Draft");
    expect(p.tasks.filter((t) => !t.suggested).map((t) => [t.name, t.dueDate])).toEqual([
      ["Write chapter 3", "2027-01-29"],
      ["Write chapter 4", "2027-02-26"],
      ["Send it to the editor", "2027-03-31"],
    ]);
  });
});

describe("tables", () => {
  it("skips the header row of a second table after a blank line, as it skips the first one's", () => {
    // "| Task | Owner |" names the columns, in every table of the text: it is never a task called "Task".
    const written = names(
      "Bake sale\n\n| Task | Owner |\n|---|---|\n| Bake cookies | Ann |\n| Make signs | Bob |\n\n| Task | Owner |\n|---|---|\n| Set up the table | Cat |\n| Count the money | Dan |",
    );
    expect(written).toEqual(["Bake cookies", "Make signs", "Set up the table", "Count the money", "Review the result and fix gaps"]);
  });
});

describe("work said in prose", () => {
  it("plans a hope said between two steps in the order the text gives it", () => {
    // "We are hoping to plant an apple tree" comes after digging up the lawn and before the shed.
    const p = plan("Garden makeover. Dig up the old lawn. We are hoping to plant an apple tree and a pear tree. Build a small shed.");
    expect(p.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual([
      "Dig up the old lawn",
      "Plant an apple tree and a pear tree",
      "Build a small shed",
    ]);
  });

  it("turns the work a 'we need to' sentence lists into one task each", () => {
    // "We need to sign the lease, get the permits and hire two baristas": three tasks, in the author's words.
    expect(names("Coffee shop. We need to sign the lease, get the permits and hire two baristas.")).toEqual(
      expect.arrayContaining(["Sign the lease", "Get the permits", "Hire two baristas"]),
    );
  });

  it("gives the verb of a labelled list's first item to the three-word things after it", () => {
    // "Plan: buy white paint, new paint brushes and wide masking tape": each thing is bought, not a task called "Wide masking tape".
    const p = plan("Bedroom makeover. Plan: buy white paint, new paint brushes and wide masking tape.");
    expect(p.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual([
      "Buy white paint",
      "Buy new paint brushes",
      "Buy wide masking tape",
    ]);
  });
});

describe("task names", () => {
  it("names a list entry by its first sentence of three words, leaving the explanation after it out", () => {
    // "Fix the login. It times out after a minute.": the task is "Fix the login"; the rest says why.
    const written = names(
      "Website fixes:\n- Fix the login. It times out after a minute.\n- Update the footer links\n- Compress the hero images",
    );
    expect(written).toContain("Fix the login");
    expect(written.filter((name) => name.includes("times out"))).toEqual([]);
  });
});

describe("what the planner refuses and what it plans", () => {
  it("refuses a monthly report's topics written one to a line: a report is no plan", () => {
    // "Monthly report / new customers / support tickets / server costs" reports; it asks for no work.
    expect(() => plan("Monthly report\nnew customers\nsupport tickets\nserver costs")).toThrow(PlanRefusal);
  });

  it("plans a one-line repair signed off with a smiley", () => {
    // ":)" after the sentence adds no words: the text is still a one-line ask.
    expect(names("Replace the broken window in the kitchen. :)")).toContain("Replace the broken window in the kitchen");
  });
});

describe("chores before a visit this weekend", () => {
  it("has the chores done by Friday when the text says they come before the guests arrive this weekend", () => {
    // "Before the guests arrive this weekend" is a deadline: the chores are not held on the weekend itself.
    const p = plan("Before the guests arrive this weekend: vacuum the flat, mow the lawn, clean the windows.");
    expect(["Vacuum the flat", "Mow the lawn", "Clean the windows"].map((name) => task(p, name)?.dueDate)).toEqual([
      "2026-11-27",
      "2026-11-27",
      "2026-11-27",
    ]);
  });
});
