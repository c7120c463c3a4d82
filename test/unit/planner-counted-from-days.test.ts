import { describe, expect, it } from "vitest";
import { planOn } from "../support/plan-on";

// Issue 20: "- We owe them 3 logo concepts by Dec 4 / - Feedback round 1 week after" put the feedback after
// the client's trade show in February; "send the final files 2 weeks before the show" and "send the
// invitations 3 months before the wedding" were not counted back from the day, and kept the count in their
// names.

const { plan } = planOn("2026-11-27");
const due = (p: ReturnType<typeof plan>, name: string) => p.tasks.find((t) => t.name === name)?.dueDate;

describe("a count after the line above", () => {
  it("is counted from the line above's day", () => {
    const notes = plan(
      "Notes from kickoff 11/24\n- Client wants the new brand live before their trade show (Feb 10)\n- We owe them 3 logo concepts by Dec 4\n- Feedback round 1 week after\n- Final files + brand guide 2 weeks before the show",
    );
    expect(due(notes, "Feedback round")).toBe("2026-12-11");
  });

  it("after the event is counted from the event", () => {
    const gala = plan("Charity gala on June 12: book the venue, hire a caterer, send invitations, and send thank-you notes 2 days after");
    expect(due(gala, "Host the event")).toBe("2027-06-12");
    expect(due(gala, "Send thank-you notes")).toBe("2027-06-14");
  });
});

describe("a count before the named day", () => {
  it.each([
    [
      "Our trade show is on Feb 10. Print the banners, ship the booth, send the final files 2 weeks before the show.",
      "Send the final files",
      "2027-01-27",
    ],
    ["Wedding on June 6. Book the venue. Send the invitations 3 months before the wedding.", "Send the invitations", "2027-03-05"],
  ])("%s", (text, name, day) => {
    expect(due(plan(text), name)).toBe(day);
  });
});
