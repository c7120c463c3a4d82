import { describe, expect, it } from "vitest";
import { planOn } from "../support/plan-on";

// Issue 20: "Deliverable: a 20-page report on the pilot by March 5. Interview the users, analyse the data,
// write it up." The labelled line was the only task, the plan was named "Users" (the object of the first
// step), and the steps after it were lost to suggested ones. The one thing the plan delivers names it and
// dates its end; the sentences after it are the work.

const { plan } = planOn("2026-11-27");

describe("a deliverable's line before the work", () => {
  const report = plan("Deliverable: a 20-page report on the pilot by March 5. Interview the users, analyse the data, write it up.");

  it("names the plan", () => {
    expect(report.name).toBe("20-Page Report on the Pilot");
    expect(plan("Deliverable: the new onboarding guide. Interview the users, draft the guide, review it with Sam.").name).toBe(
      "New Onboarding Guide",
    );
  });

  it("leaves the steps after it to be the work, ending on its day", () => {
    expect(report.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual(["Interview the users", "Analyse the data", "Write it up"]);
    expect(report.timeline.endDate).toBe("2027-03-05");
  });

  it("is still the work when nothing follows it", () => {
    const alone = plan("Deliverable: a 20-page report on the pilot by March 5.");
    expect(alone.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual(["Prepare a 20-page report on the pilot"]);
  });
});
