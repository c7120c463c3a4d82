import { describe, expect, it } from "vitest";
import { planOn } from "../support/plan-on";

// Issue 27, the twenty-fourth planner sample (`--every 50 --across --offset 11` at 82d105b,
// scripts/mutation/README.md): the survivors this file answers, each case failing on its mutant.

const { plan } = planOn("2026-11-27");

describe("'seven weeks before'", () => {
  // countdown.ts SMALL_COUNT, read by build-plan's count back from the day: seven is 7.
  it("is 49 days before the day", () => {
    const wedding = plan("Wedding on June 6. Book the venue. Send the invitations seven weeks before.");
    expect(wedding.tasks.find((t) => t.name === "Send the invitations")?.dueDate).toBe("2027-04-16");
  });
});

describe("a question in a list", () => {
  // task-names.ts QUESTION_PATTERNS: the question is kept whole after "Decide".
  it("is a decision, in the question's words", () => {
    const refresh = plan("Website refresh\n- Which CMS should we use?\n- Redo the homepage");
    expect(refresh.tasks.map((t) => t.name)).toContain("Decide which CMS should we use");
  });
});
