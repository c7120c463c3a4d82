import { describe, expect, it } from "vitest";
import { planOn } from "../support/plan-on";

// Issue 20: "Bathroom renovation: new tiles, a new sink, a walk-in shower and better lighting". A room's
// renovation lists what goes in, and each was a task named by the thing alone ("A new sink", "Better
// lighting"), where an event's list gets its verbs ("Venue" → "Book the venue"): tiles and floors are laid,
// fittings installed (build-tasks.ts RENOVATION_VERBS).

const { plan } = planOn("2026-11-27");
const names = (idea: string) =>
  plan(idea)
    .tasks.filter((t) => !t.suggested)
    .map((t) => t.name);

describe("a renovation's list of things", () => {
  it("lays tiles and installs fittings", () => {
    expect(names("Bathroom renovation: new tiles, a new sink, a walk-in shower and better lighting.")).toEqual([
      "Lay new tiles",
      "Install a new sink",
      "Install a walk-in shower",
      "Install better lighting",
    ]);
    expect(names("Kitchen remodel\n- new cabinets\n- paint the walls\n- a new oak floor")).toEqual([
      "Install new cabinets",
      "Paint the walls",
      "Lay a new oak floor",
    ]);
  });

  it("leaves what is no fitting as written", () => {
    expect(names("Kitchen renovation: cabinets, worktops, tiling.")).toEqual(["Install cabinets", "Install worktops", "Tiling"]);
  });

  it("gives no verb to the same things outside a renovation", () => {
    expect(names("Shopping list: new tiles, a new sink, a mirror")).not.toContain("Install a new sink");
  });
});
