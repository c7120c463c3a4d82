import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20: a website plan's phases put design before content; an item the text lists and dates before one
// in an earlier phase joins that phase and keeps its day. "Write the copy by
// December 4" was due December 10, with a note that the 4th did not fit. Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const own = (idea: string) =>
  generateEmbeddedPlan(idea, FRIDAY)
    .tasks.filter((t) => !t.suggested)
    .map((t) => [t.name, t.dueDate, t.description.includes("does not fit")]);

describe("the text's dates over the kind's phases", () => {
  it("keeps the copy's December 4 though content follows design in a website plan", () => {
    expect(
      own(
        "Website relaunch by Wednesday December 16:\n- write the copy by December 4\n- design the pages by December 8\n- test the signup form by December 14\n- go live on December 16",
      ),
    ).toEqual([
      ["Write the copy", "2026-12-04", false],
      ["Design the pages", "2026-12-08", false],
      ["Test the signup form", "2026-12-14", false],
      ["Go live", "2026-12-16", false],
    ]);
  });

  it("puts the copy in the phase of the work dated after it", () => {
    const p = generateEmbeddedPlan(
      "Website relaunch by Wednesday December 16:\n- write the copy by December 4\n- design the pages by December 8\n- test the signup form by December 14\n- go live on December 16",
      FRIDAY,
    );
    const phaseOf = (name: string) => p.milestones[p.tasks.find((t) => t.name === name)?.milestoneIndex ?? -1]?.name;
    expect([phaseOf("Write the copy"), phaseOf("Design the pages")]).toEqual(["Design", "Design"]);
  });

  it("keeps the author's order where the dates disagree with it, as the kind does", () => {
    // "next Monday" said on a Friday is read as the 30th: the invites are not moved before the venue.
    expect(own("Book the venue by Friday, send invites by next Monday, order the cake by Dec 20.").map(([name]) => name)).toEqual([
      "Book the venue",
      "Send invites",
      "Order the cake",
    ]);
  });
});
