import { describe, expect, it } from "vitest";
import { planOn } from "../support/plan-on";

// Issue 20: "Prepare for my job interview at Google on Dec 9: review system design, …, research the team."
// was planned as a study (research and an interview among its words): "Analyse the data" came after the
// interview, and the plan ended nine days after it.

const { plan } = planOn("2026-11-27");

describe("getting ready for a day", () => {
  it("is no study because a step researches", () => {
    const prep = plan(
      "Prepare for my job interview at Google on Dec 9: review system design, practice 2 leetcode problems a day, prepare STAR stories, research the team.",
    );
    expect(prep.tasks.map((t) => t.name)).not.toContain("Analyse the data");
    expect(prep.tasks.at(-1)?.name).toBe("Job interview at Google");
    expect(prep.timeline.endDate).toBe("2026-12-09");
  });

  it("leaves a study that names itself one", () => {
    expect(
      plan("Research project: interview 8 customers about onboarding by Dec 18, synthesize findings.").tasks.map((t) => t.name),
    ).toContain("Analyse the data");
  });
});
