import { describe, expect, it } from "vitest";
import { dayFromNumber, dayFromParts } from "../../core/dates";
import { generateEmbeddedPlan } from "../../core/planner";
import { applyFeedback } from "../../core/planner/feedback";
import { findDateMentions } from "../../core/planner/parse-dates";
import { parseIdea } from "../../core/planner/parse-idea";

// Issue 27, the twenty-third planner sample (`--every 50 --across --offset 3` at 224948e,
// scripts/mutation/README.md): the survivors this file answers, each case failing on its mutant.

const TODAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);

describe("a 【bracketed】 heading", () => {
  // parse-idea.ts `classifyLine`: up to sixty characters, the brackets included.
  it("heads its list at sixty characters", () => {
    const heading = "【Kitchen renovation, phase one: cabinets, floors and lights】";
    expect(heading).toHaveLength(60);
    const parsed = parseIdea(`Home projects\n${heading}\n- order the cabinets\n- lay the floor\n【Garden】\n- plant the roses`);
    expect(parsed.items.map((item) => [item.text, item.section?.title ?? null])).toEqual([
      ["order the cabinets", "Kitchen renovation, phase one: cabinets, floors and lights"],
      ["lay the floor", "Kitchen renovation, phase one: cabinets, floors and lights"],
      ["plant the roses", "Garden"],
    ]);
    // Over prose too: the line is a heading, not a colon list ("cabinets", "floors", "lights】").
    expect(
      parseIdea(`Home projects\n${heading}\nOrder the cabinets. Lay the floor.`).items.map((item) => [item.text, item.section?.title]),
    ).toEqual([
      ["Order the cabinets", "Kitchen renovation, phase one: cabinets, floors and lights"],
      ["Lay the floor", "Kitchen renovation, phase one: cabinets, floors and lights"],
    ]);
  });
});

describe("a long entry's name", () => {
  // task-names.ts `compact`: a clause break up to the 110th character ends the name there.
  it("keeps its first clause when the break is at the 110th character", () => {
    const clause = "Rewrite the onboarding guide for new warehouse staff with photos of every shelf and every scanner in our depot";
    expect(clause).toHaveLength(110);
    const handbook = plan(`Warehouse handbook\n- ${clause} so that the night shift can find things alone\n- print the guide`);
    expect(handbook.tasks[0]?.name).toBe(clause);
  });

  // build-tasks.ts `itemDescription`: the entry's own words, up to 1,500 characters.
  it("is described in at most 1,500 characters", () => {
    const refresh = plan(`Website refresh\n- Update the readme ${"x".repeat(1501)}\n- Fix the footer links`);
    const description = refresh.tasks.find((t) => t.name.startsWith("Update the readme"))?.description ?? "";
    expect(description).toHaveLength(1500);
    expect(description.endsWith("…")).toBe(true);
  });
});

describe("one short change", () => {
  // domain-change.ts `smallChangeKind`: fourteen words are still one change.
  it("is planned as a change at fourteen words, not at fifteen", () => {
    const change = "Fix the login button that does nothing on Safari when the user taps it";
    expect(change.split(" ")).toHaveLength(14);
    expect(plan(change).tasks.map((t) => t.name)).toContain("Review the change before it goes live");
    expect(plan(`${change} twice`).tasks.map((t) => t.name)).not.toContain("Review the change before it goes live");
  });
});

describe("a date at the planning horizon", () => {
  // build-plan.ts `timeline`: a list's date three years (1,098 days) out still dates the plan.
  it("is kept on its day, a day past it is not", () => {
    const oak = plan("Tree planting\n- plant the oak on 2029-11-29\n- water it");
    expect(oak.tasks[0]?.dueDate).toBe("2029-11-29");
    expect(oak.timeline.endDate).toBe("2029-12-11");
    expect(plan("Tree planting\n- plant the oak on 2029-11-30\n- water it").timeline.endDate).toBe("2026-12-10");
  });
});

describe("feedback in German", () => {
  // feedback.ts: "Test-Phase hinzufügen" adds a phase named by the word before "Phase".
  it("adds the phase it names", () => {
    const move = plan("Office move\n- pack the boxes\n- book the van");
    expect(applyFeedback(move, "Test-Phase hinzufügen", TODAY).milestones.map((m) => m.name)).toContain("Test");
  });
});

describe("dates said on the edge of their span", () => {
  // parse-dates.ts: "next summer" said on the first day of summer is next year's; a season under way is
  // the next one.
  it("reads 'next summer' on June 1 as the summer after this one", () => {
    const june1 = dayFromParts(2027, 6, 1) ?? 0;
    const [summer] = findDateMentions("Hike the fjords next summer", june1);
    expect(summer ? dayFromNumber(summer.day) : null).toBe("2028-08-31");
  });

  // parse-dates.ts `startBefore`: a range of one day starts on that day, not a year before it.
  it.each(["Workshop Jan 4 - Jan 4", "Workshop from Jan 4 to Jan 4", "Sprint 14 (Jan 4-4)"])("%s is one day", (text) => {
    const [range] = findDateMentions(text, dayFromParts(2026, 11, 27) ?? 0);
    expect(range?.from).toBe(range?.day);
    expect(range ? dayFromNumber(range.day) : null).toBe("2027-01-04");
  });
});
