import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { planSignals, readsAsPlan } from "../../core/planner/plan-signals";
import { PlanRefusal } from "../../core/planner/refusal";

// Issue 27: the survivors of the planner's mutants read by helper 12c (survivors-p45). Each case states
// what the planner promises for a text a user could paste (issue 20), not what the mutant did. Friday 27
// November 2026.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);

describe("a heading underlined with = or -", () => {
  it("is the plan's heading up to 80 characters long, not a sentence of its description", () => {
    // An 80-character line over "===" heads the list: the description sums up the listed work.
    const heading = "Holiday party for the whole design team at the Brewhouse on Saturday December 12";
    expect(heading.length).toBe(80);
    const p = plan(`${heading}\n===\n- book the room by December 4\n- order the food by December 9`);
    expect(p.name).toBe("Holiday Party for the Whole Design Team at the Brewhouse");
    expect(p.description).toBe("Covers book the room and order the food. Planned over 3 weeks, finishing by 2026-12-18.");
  });
});

describe("a request that points back at something said before", () => {
  it("refuses “Could you design it?”: it names nothing to make", () => {
    // "it" is what an earlier message named; alone, the question asks for no project.
    expect(() => plan("Could you design it?")).toThrow(PlanRefusal);
  });
});

describe("the first line of a text as its title", () => {
  it("reads a first line of 80 characters without a full stop as the title, not as praise in a reply", () => {
    // The title is what the text is about; the list under it is the work asked for.
    const title = "Great work on the launch everyone, the new checkout page looks really good to me";
    expect(title.length).toBe(80);
    const text = `${title}\n- add a coupon field to the cart by December 10\n- show the sales tax before payment`;
    expect(planSignals(text).chat).toBe(0);
    expect(readsAsPlan(text)).toBe(true);
  });
});

describe("a labelled list in a sentence", () => {
  it("counts only the sentence after the label as the list, not a remark that follows it", () => {
    // "Trip to Spain: flights, hotels." lists the trip's work; "I think the tapas … were great" is a memory.
    const text = "Trip to Spain: flights, hotels. I think the tapas, museums and beaches were great last time.";
    expect(planSignals(text).ask).toBe(3);
  });
});

describe("what is already done, before the ask", () => {
  it("takes “The API was deployed yesterday. Please add the login screen and the signup form.” for work", () => {
    // One sentence of status weighs less than a request naming two things to build.
    const text = "The API was deployed yesterday. Please add the login screen and the signup form.";
    expect(planSignals(text)).toEqual({ ask: 3, chat: 2, structured: false, short: false });
    expect(readsAsPlan(text)).toBe(true);
  });
});
