import { describe, expect, it } from "vitest";
import { dayFromParts } from "../../core/dates";
import { findDateMentions } from "../../core/planner/parse-dates";
import { planOn } from "../support/plan-on";

// Issue 20: a weekday said with the time an event starts. On Friday November 27, "Kid's birthday party
// Saturday 2-5pm at the park. …" held the party on December 24, and "Team dinner Friday at 7pm: book a
// table, send the invite." delivered "the team dinner friday" on December 10.

const { plan } = planOn("2026-11-27");
const TODAY = dayFromParts(2026, 11, 27) ?? 0;
const due = (p: ReturnType<typeof plan>, name: string) => p.tasks.find((t) => t.name === name)?.dueDate;

describe("an event on a weekday at a time", () => {
  it("is held that weekday", () => {
    const party = plan("Kid's birthday party Saturday 2-5pm at the park. Buy balloons, pick up the cake Saturday morning, set up at 1:30.");
    expect(due(party, "Host the event")).toBe("2026-11-28");
    expect(party.timeline.endDate).toBe("2026-11-28");
    const dinner = plan("Team dinner Friday at 7pm: book a table, send the invite.");
    expect(due(dinner, "Team dinner")).toBe("2026-12-04");
    expect(dinner.name).toBe("Team Dinner");
  });

  it("is no day when it names a habit or a past", () => {
    expect(findDateMentions("Weekly review every Friday at 4pm", TODAY)).toEqual([]);
    expect(findDateMentions("since Monday at 9am the build is red", TODAY)).toEqual([]);
    expect(findDateMentions("Team dinner Friday at 7pm", TODAY).map((m) => m.day)).toEqual([TODAY + 7]);
  });
});
