import { describe, expect, it } from "vitest";
import { planOn } from "../support/plan-on";

// Issue 20: "Kitchen renovation: get three quotes by mid-December, pick a contractor before Christmas,
// demolition starts January 11, cabinets arrive Feb 1, done by end of February." The demolition's day
// started the whole plan, so the quotes and the contractor, asked for in December, were put in January;
// the demolition itself was read as a fact and lost, and "done by end of February" became a task "Done".

const { plan } = planOn("2026-11-27");
const own = (p: ReturnType<typeof plan>) => p.tasks.filter((t) => !t.suggested);
const kitchen = plan(
  "Kitchen renovation: get three quotes by mid-December, pick a contractor before Christmas, demolition starts January 11, cabinets arrive Feb 1, done by end of February.",
);

describe("a stage of the work said with the day it starts", () => {
  it("is a step started that day, not the plan's start", () => {
    expect(own(kitchen).map((t) => t.name)).toEqual(["Get three quotes", "Pick a contractor", "Start demolition", "Cabinets arrive"]);
    expect(kitchen.tasks.find((t) => t.name === "Start demolition")?.dueDate).toBe("2027-01-11");
    expect(kitchen.timeline.startDate).toBe("2026-11-27");
    expect(kitchen.tasks.find((t) => t.name === "Get three quotes")?.dueDate?.slice(0, 7)).toBe("2026-12");
    expect(kitchen.tasks.find((t) => t.name === "Pick a contractor")?.dueDate?.slice(0, 7)).toBe("2026-12");
  });

  it("ends the plan on the last working day of February", () => {
    expect(kitchen.timeline.endDate).toBe("2027-02-26");
  });

  it.each(["done", "finished", "ready"])("reads '%s by March 20' at a list's end as its deadline", (word) => {
    const garden = plan(`Garden: dig the beds, plant the roses, ${word} by March 20.`);
    expect(own(garden).map((t) => t.name)).toEqual(["Dig the beds", "Plant the roses"]);
    expect(garden.timeline.endDate).toBe("2027-03-19");
  });

  it("keeps someone starting, and the work as a whole starting, as facts", () => {
    const bathroom = plan("Bathroom refit. Budget 8k, contractor starts Jan 11, must be done by Feb 26. Order the tiles, choose the taps.");
    expect(own(bathroom).map((t) => t.name)).toEqual(["Order the tiles", "Choose the taps"]);
    const whole = plan("Kitchen renovation, work starts January 11:\n- order the cabinets\n- install the cabinets\n- paint the walls");
    expect(whole.timeline.startDate).toBe("2027-01-11");
  });
});
