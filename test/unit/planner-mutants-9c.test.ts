import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { PlanRefusal } from "../../core/planner/refusal";

// Issue 27: survivors of the planner's mutants (list p21, lines of 1a99d39). Each case states what the
// planner promises for a text a user could paste (issue 20), not what the mutant did. Friday 27 November 2026.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const names = (idea: string) => plan(idea).tasks.map((t) => t.name);

describe("the plan's description", () => {
  it("quotes all three opening sentences when together they fill the 400 characters exactly", () => {
    // Three sentences of 136, 139 and 122 characters: with the spaces between them, 399 characters fit.
    const opening = [
      "The council has agreed to lend our street the empty lot behind the town's public library on Mill Road until the new school is built there.",
      "Around thirty neighbours signed up at the last residents' meeting, and most of them have never grown any vegetables or herbs before.",
      "The council will pay the water bill, but the tools, the seeds, the compost and the raised beds all come out of our own pockets.",
    ];
    const p = plan(`Community garden\n\n${opening.join(" ")}\n\n- build the raised beds\n- buy tools and seeds\n- set up a watering rota`);
    expect(opening.join(" ").length).toBe(399);
    expect(p.description).toBe(`${opening.join(" ")} Planned over 2 weeks.`);
  });
});

describe("a table of work", () => {
  it("reads a table drawn with a border line above its header, and the header is no task", () => {
    // The top border, the header row and the line under it frame the table: the rows below are the work.
    const p = plan(
      "Team offsite plan:\n\n|--------------------|--------|\n| Task               | Due    |\n|--------------------|--------|\n| Book the venue     | Dec 5  |\n| Order the catering | Dec 8  |\n| Send invitations   | Dec 10 |\n|--------------------|--------|",
    );
    expect(p.tasks.map((t) => [t.name, t.dueDate])).toEqual([
      ["Book the venue", "2026-12-05"],
      ["Order the catering", "2026-12-08"],
      ["Send invitations", "2026-12-10"],
      ["Host the event", "2026-12-10"],
    ]);
  });
});

describe("a hope the text voices beside its list", () => {
  it("is part of the description, not a task, once the list has three items", () => {
    // Three listed items are the plan; "We are hoping to get her old band together" says what the author wishes for.
    const p = plan(
      "Surprise party for Anna\n\nIt is her 40th birthday on December 19.\n- book the room\n- order the cake\n- invite her friends\n\nWe are hoping to get her old band together.",
    );
    expect(p.tasks.map((t) => t.name)).toEqual(["Book the room", "Order the cake", "Invite her friends", "Host the event"]);
    expect(p.description).toBe(
      "It is her 40th birthday on December 19. We are hoping to get her old band together. Planned over 3 weeks, finishing by 2026-12-18.",
    );
  });
});

describe("a question about code", () => {
  it("is refused, though the code block it shows lists steps", () => {
    // The lines inside ``` are the code asked about, not the author's own list of work.
    expect(() =>
      plan(
        "Why does our deploy fail on the last step?\n```yaml\nsteps:\n  - build the image\n  - push the image\n  - restart the pods\n```",
      ),
    ).toThrow(PlanRefusal);
  });

  it("is refused when the code block is SQL", () => {
    // "Can someone look at this?" over two SQL statements asks for help, not for a plan.
    expect(() => plan("Can someone look at this?\n```\ncreate table users (id int);\ninsert into users values (1);\n```")).toThrow(
      PlanRefusal,
    );
  });
});

describe("a listed deliverable whose verb the name already says", () => {
  it("is created without 'the' when it is plural: 'Create logo designs'", () => {
    // "Logo designs" would read "Design logo designs"; a plural thing takes no article ("Create the logo designs" was wrong).
    expect(names("Here is what we will deliver: logo designs, a style guide and business cards.")).toEqual([
      "Create logo designs",
      "Write a style guide",
      "Design business cards",
      "Review the result and fix gaps",
    ]);
  });
});

describe("a long task with a quotation", () => {
  it("keeps the quoted subject line whole, comma and all", () => {
    // The name is over 90 characters, but the ", and" inside the quoted subject is no place to cut it.
    expect(
      names(
        'Pricing change rollout:\n- Email every customer on the old plan with the subject "Your price stays the same, and here is why" before the switch next month\n- update the pricing page\n- brief the support team',
      ),
    ).toEqual([
      "Update the pricing page",
      "Brief the support team",
      "Run final QA on the product",
      'Email every customer on the old plan with the subject "Your price stays the same, and here is why" before the switch',
    ]);
  });
});
