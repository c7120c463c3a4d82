import { describe, expect, it } from "vitest";
import { planOn } from "../support/plan-on";

// Issue 20: "We need a venue by January, sponsors by February, auction items by March, and volunteers
// confirmed two weeks before." The venue's verb went to every thing ("Book sponsors", "Book volunteers
// confirmed"). "We need the flyers printed by Friday and the banner ordered" was one task, "Design the flyers
// printed and the banner ordered". "Moving to Berlin on March 1st! …, register at the Bürgeramt within 2
// weeks of arriving" registered in December, before the move.

const { plan } = planOn("2026-11-27");
const own = (p: ReturnType<typeof plan>) => p.tasks.filter((t) => !t.suggested).map((t) => t.name);

describe("the things a 'need' names", () => {
  it("each take their own verb", () => {
    const fundraiser = plan(
      "Our nonprofit's annual fundraiser is April 18. We need a venue by January, sponsors by February, auction items by March, and volunteers confirmed two weeks before.",
    );
    expect(own(fundraiser)).toEqual(["Book a venue", "Find sponsors", "Auction items", "Confirm volunteers"]);
    expect(fundraiser.tasks.find((t) => t.name === "Confirm volunteers")?.dueDate).toBe("2027-04-02");
  });

  it("are the work of reaching the state they are named in", () => {
    expect(own(plan("We need the flyers printed by Friday and the banner ordered."))).toEqual(["Print the flyers", "Order the banner"]);
  });
});

describe("work said to follow an arrival", () => {
  it("comes after the move", () => {
    const move = plan(
      "Moving to Berlin on March 1st! Need to: find an apartment, register at the Bürgeramt within 2 weeks of arriving, open a bank account, get health insurance, ship my stuff.",
    );
    const names = own(move);
    expect(names.slice(-2)).toEqual(["Move to Berlin", "Register at the Bürgeramt within 2 weeks of arriving"]);
    expect(move.tasks.find((t) => t.name === "Move to Berlin")?.dueDate).toBe("2027-03-01");
    expect((move.tasks.at(-1)?.dueDate ?? "") > "2027-03-01").toBe(true);
  });
});
