import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20, from public home-renovation trackers read this stop: "the final budget should be approved by
// Matthew" became "Allow the final budget to be approved by Matthew", a software feature's wording, and
// "Kitchen No. 2" was named "Kitchen No". Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);

describe("someone's sign-off", () => {
  it("is to get, not a feature to allow", () => {
    expect(
      plan("Kitchen project\nWe need to agree the final design and the final budget should be approved by Matthew.").tasks.map(
        (t) => t.name,
      ),
    ).toContain("Get the final budget approved by Matthew");
  });

  it("while a spec's behaviour is still allowed", () => {
    expect(
      plan("Task list spec\n- Each item can be edited inline\n- Each item can be deleted\n- A back arrow returns to step 0").tasks.map(
        (t) => t.name,
      ),
    ).toContain("Allow each item to be edited inline");
  });
});

describe("a number's abbreviation", () => {
  it("stays in the name", () => {
    expect(plan("Kitchen No. 2\n- add the extractor fan\n- add the sockets\n- add the fire blanket").name).toBe("Kitchen No. 2");
  });
});
