import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import type { GeneratedPlan } from "../../core/schemas/plan";

// Issue 27: survivors of the planner's fifth mutation sample (build-plan, build-tasks, chat,
// dependencies, domain-other, estimates). Each case states what the planner promises for a text a
// user could paste (issue 20), not what the mutant did. Friday 27 November 2026.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const task = (p: GeneratedPlan, name: string) => p.tasks.find((t) => t.name === name);
const links = (p: GeneratedPlan) => (p.dependencies ?? []).map((d) => [p.tasks[d.predecessor]?.name, p.tasks[d.successor]?.name]);

describe("a date far in the future", () => {
  it("is read as a typo once it is more than three years away, and honoured up to then", () => {
    // Three years of 366 days from 27 Nov 2026 end on 29 Nov 2029; the day after is out of reach.
    const far = plan("Launch the new website by November 30, 2029\n- design the homepage\n- write the copy");
    expect(far.timeline.endDate).toBe("2027-01-28");
    expect(far.description).toBe("Covers design the homepage and write the copy. Planned over 9 weeks.");
    const near = plan("Launch the new website by November 29, 2029\n- design the homepage\n- write the copy");
    expect(near.timeline.endDate).toBe("2029-11-29");
  });
});

describe("a plan for a quarter or a year", () => {
  it("starts a Q2 roadmap on the first working day of April", () => {
    // Q2 runs April to June: its work starts on Thursday 1 April 2027 and ends on 30 June.
    const p = plan("Q2 2027 roadmap\n- ship dark mode\n- add offline sync\n- redesign onboarding");
    expect(p.timeline).toEqual({ startDate: "2027-04-01", endDate: "2027-06-30" });
  });

  it("starts work said to start in a year on that year's first day", () => {
    // "Work starts in 2027": from 1 January 2027, not from a later month, and as long as the work takes
    // (a start is no deadline: planner-stated-starts).
    const p = plan("Kitchen renovation\nWork starts in 2027.\n- tear out the old cabinets\n- install the new counters\n- paint the walls");
    expect(p.timeline).toEqual({ startDate: "2027-01-01", endDate: "2027-01-14" });
  });
});

describe("a spec with more phases than a plan shows", () => {
  it("names the phases folded into the last one in its description", () => {
    // Twelve phases at most: the thirteenth and fourteenth headings are covered by the twelfth.
    const headings = [
      "Research",
      "Design",
      "Prototype",
      "Content",
      "Build",
      "Testing",
      "Security review",
      "Legal",
      "Marketing",
      "Training",
      "Launch",
      "Support",
      "Retrospective",
      "Archive",
    ];
    const p = plan(
      `Company intranet\n${headings.map((h, i) => `## Phase ${i + 1}: ${h}\n- ${h.toLowerCase()} work for the intranet\n`).join("")}`,
    );
    expect(p.milestones.length).toBe(12);
    expect(p.milestones[11]?.description).toBe(
      "Everyone who needs the tool uses it; the old process is retired. Also covers: Phase 13: Retrospective, Phase 14: Archive.",
    );
  });
});

describe("the plan's description", () => {
  it("sums up the background the author gave when the text has no prose of its own", () => {
    // Background bullets say what the plan is about better than the list of tasks does.
    const p = plan(
      "Website refresh\n## Background\n- the old site loads slowly on phones\n- customers cannot find the opening hours\n## Tasks\n- redesign the homepage\n- move the blog to the new theme",
    );
    expect(p.description).toBe("The old site loads slowly on phones. Customers cannot find the opening hours. Planned over 11 weeks.");
  });
});

describe("a nested to-do list", () => {
  it("keeps each subtask in its parent's phase, right under its parent", () => {
    // "Send thank-you notes" is listed under Friday: it stays there, not moved to a wrap-up phase of its own.
    const p = plan("Team offsite\n- Friday\n  - book the venue\n  - send thank-you notes\n- Saturday\n  - hike");
    expect(p.milestones.map((m) => m.name)).toEqual(["Venue & vendors", "Event day"]);
    expect(p.tasks.map((t) => [t.name, t.milestoneIndex, t.parentIndex ?? null])).toEqual([
      ["Friday", 0, null],
      ["Book the venue", 0, 0],
      ["Send thank-you notes", 0, 0],
      ["Saturday", 0, null],
      ["Hike", 0, 3],
      ["Host the event", 1, null],
    ]);
  });
});

describe("a to-do list with one tagged line", () => {
  it("is not read as a chat: the place before the colon is not a person", () => {
    // One "[week 1]" tag and two areas of a garden are no conversation between "Front yard" and "Back yard".
    const p = plan("Garden makeover\n[week 1] Front yard: plant the hedge\nBack yard: build the raised beds");
    expect(task(p, "Plant the hedge")?.description).toBe("[Week 1] Front yard: plant the hedge.");
    expect(task(p, "Back yard: build the raised beds")?.sourceText).toBe("Back yard: build the raised beds");
    expect(p.timeline.endDate).toBe("2026-12-03");
  });
});

describe("links inside a phase", () => {
  it("has every piece of work that builds on a design wait for that design", () => {
    // The menu page and the contact form both follow the page layout.
    const p = plan(
      "Bakery website\n## Pages\n- design the page layout\n- write the menu page\n- build the contact form\n## Launch\n- publish the site",
    );
    expect(links(p)).toEqual([
      ["Design the page layout", "Write the menu page"],
      ["Design the page layout", "Build the contact form"],
      ["Build the contact form", "Test across browsers and devices"],
      ["Test across browsers and devices", "Publish the site"],
    ]);
  });
});

describe("a research project's usual steps", () => {
  it("gives each suggested step four working days", () => {
    // A research step is four days of work (32 hours); the author's own items are a day and a half.
    const p = plan("Research project on remote work and sleep quality\n- survey 200 employees\n- interview ten managers");
    expect(task(p, "Define research questions and hypotheses")?.estimate).toBe(32);
    expect(task(p, "Survey 200 employees")?.estimate).toBe(12);
    expect(p.timeline.endDate).toBe("2027-01-21");
  });
});

describe("an estimate written in words", () => {
  it("reads five days as five working days", () => {
    // "(five days)" is 40 hours of work, like "(5 days)".
    const p = plan("Quarterly report\n- collect the numbers (five days)\n- write the report (2 days)");
    expect(task(p, "Collect the numbers")?.estimate).toBe(40);
    expect(task(p, "Write the report")?.estimate).toBe(16);
  });
});
