import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// "The launch is in 2 weeks … publish an issue every Friday": the day the brief gives the repeating step
// starts its series. The series started today, two weeks before the launch, while the step's description
// said "The brief dates this 2026-12-11".

const FRIDAY = new Date("2026-11-27T00:00:00Z");

describe("a repeating step the brief dates", () => {
  it("starts its series on that day", () => {
    const plan = generateEmbeddedPlan(
      "Customer newsletter. The launch is in 2 weeks.\n- write the first three issues by December 18\n- publish an issue every Friday",
      FRIDAY,
    );
    const publish = plan.tasks.find((t) => t.name === "Publish an issue");
    expect([publish?.startDate, publish?.dueDate, publish?.recurrence]).toEqual(["2026-12-11", "2026-12-11", "FREQ=WEEKLY;BYDAY=FR"]);
    expect(publish?.description).toMatch(/The brief dates this 2026-12-11/);
  });
});
