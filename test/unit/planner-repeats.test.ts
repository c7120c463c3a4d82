import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { readRepeat, withoutRepeat } from "../../core/planner/repeats";
import { repeatSummary } from "../../core/recurrence/form-rule";
import { normalizeRule } from "../../core/recurrence/rule";
import { planShapeSchema } from "../../core/schemas/plan";

// Work an idea says repeats (issues 20 and 26): one task with its rule, due on its first occurrence,
// instead of a one-off task spread over the weeks with "every Monday" in its name.

const TODAY = new Date("2026-11-27T00:00:00Z"); // a Friday
const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const repeating = (idea: string) =>
  plan(idea)
    .tasks.filter((t) => t.recurrence)
    .map((t) => [t.name, t.recurrence, t.dueDate, t.startDate]);

describe("the planner's repeating tasks", () => {
  it("reads how often from the end of an item, and a meeting named by how often it is held", () => {
    expect(
      repeating(
        "Team rituals\n- weekly standup every Monday\n- retro every other Friday\n- monthly review with the board\n- 1:1s every other week\n- set up the sprint board",
      ),
    ).toEqual([
      ["Weekly standup", "FREQ=WEEKLY;BYDAY=MO", "2026-11-30", "2026-11-30"],
      ["Retro", "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR", "2026-11-27", "2026-11-27"],
      ["Monthly review with the board", "FREQ=MONTHLY", "2026-11-27", "2026-11-27"],
      ["1:1s", "FREQ=WEEKLY;INTERVAL=2", "2026-11-27", "2026-11-27"],
    ]);
    expect(repeating("Garden plan: water the tomatoes every morning, mow the lawn weekly, plant the bulbs by Dec 15")).toEqual([
      ["Water the tomatoes", "FREQ=DAILY", "2026-11-27", "2026-11-27"],
      ["Mow the lawn", "FREQ=WEEKLY", "2026-11-27", "2026-11-27"],
    ]);
  });

  it("takes no days from the one-off work, which is spread as if it were not there", () => {
    const p = plan(
      "Team rituals\n- weekly standup every Monday\n- retro every other Friday\n- set up the sprint board\n- write the team charter",
    );
    const due = (name: string) => p.tasks.find((t) => t.name === name)?.dueDate;
    // With a day's weight each, the two rituals pushed these to Dec 3 and Dec 7.
    expect([due("Set up the sprint board"), due("Write the team charter")]).toEqual(["2026-12-01", "2026-12-03"]);
  });

  it("guesses no estimate for a repeating task", () => {
    const p = plan("Team rituals\n- weekly standup every Monday\n- set up the sprint board");
    expect(p.tasks.find((t) => t.name === "Weekly standup")?.estimate).toBeUndefined();
    expect(p.tasks.find((t) => t.name === "Set up the sprint board")?.estimate).toBeGreaterThan(0);
  });

  it("starts with the quarter a plan 'for Q1' names", () => {
    const p = plan("Team rituals for Q1\n- weekly standup every Monday\n- set up the sprint board");
    expect(p.timeline).toEqual({ startDate: "2027-01-01", endDate: "2027-03-31" });
    expect(p.tasks.find((t) => t.name === "Weekly standup")?.dueDate).toBe("2027-01-04");
  });

  it("gives 'one every two weeks' to the entry before it, from the month it starts in", () => {
    const p = plan(
      "Podcast season 2: record 8 episodes starting in January, one every two weeks; book guests before that; new cover art; launch on Spotify and Apple",
    );
    expect(p.tasks.map((t) => t.name)).not.toContain("One");
    const record = p.tasks.find((t) => t.name === "Record 8 episodes");
    expect([record?.recurrence, record?.dueDate]).toEqual(["FREQ=WEEKLY;INTERVAL=2", "2027-01-01"]);
  });

  it("starts a series once the work listed before it is done", () => {
    const p = plan("Launch a weekly newsletter by Feb: design the template, write the first issue, send it every Friday");
    const written = p.tasks.find((t) => t.name === "Write the first issue")?.dueDate ?? "";
    const send = p.tasks.find((t) => t.recurrence);
    expect(send?.recurrence).toBe("FREQ=WEEKLY;BYDAY=FR");
    expect((send?.dueDate ?? "") > written).toBe(true);
    expect(new Date(`${send?.dueDate}T00:00:00Z`).getUTCDay()).toBe(5);
  });

  it("makes once a thing that works daily, and work on a single day", () => {
    for (const idea of [
      "Build a daily digest email and a monthly billing report",
      "Launch a weekly newsletter by Feb",
      "Team meeting on Monday: prepare the agenda, book the room",
    ])
      expect(repeating(idea)).toEqual([]);
  });

  it("links a repeating task to nothing, and keeps the phases in order", () => {
    const p = plan("Content calendar for Q1: a blog post every Tuesday, newsletter every other Friday, monthly webinar");
    const repeatIndexes = new Set(p.tasks.flatMap((t, i) => (t.recurrence ? [i] : [])));
    expect(repeatIndexes.size).toBe(3);
    for (const d of p.dependencies ?? []) expect(repeatIndexes.has(d.predecessor) || repeatIndexes.has(d.successor)).toBe(false);
    const dues = p.milestones.map((m) => m.dueDate ?? "");
    expect(dues).toEqual([...dues].sort());
    // A content calendar is marketing, whatever a webinar in it says: no venue, no "Host the event".
    expect(p.milestones.map((m) => m.name)).not.toContain("Venue & vendors");
  });

  it("gives only rules the recurrence form can build", () => {
    for (const text of ["every Monday", "every other Friday", "daily", "every weekday", "fortnightly", "quarterly", "monthly"]) {
      const rule = readRepeat(`Do it ${text}`)?.rule ?? "";
      expect(normalizeRule(rule)).toBe(rule);
    }
    expect(readRepeat("Do it every year")).toBeNull();
    expect(withoutRepeat("Retro every other Friday")).toBe("Retro");
    expect(withoutRepeat("Weekly standup")).toBe("Weekly standup");
  });
});

describe("a plan's repeat rule", () => {
  it("is checked like the recurrence form's, and said in a few words on the review step", () => {
    const base = plan("Team rituals\n- weekly standup every Monday\n- set up the sprint board");
    const withRule = (recurrence: string | null) => ({ ...base, tasks: base.tasks.map((t, i) => (i === 0 ? { ...t, recurrence } : t)) });
    expect(planShapeSchema.safeParse(withRule("FREQ=HOURLY")).success).toBe(false);
    expect(planShapeSchema.safeParse(withRule(null)).success).toBe(true);
    expect(planShapeSchema.safeParse(withRule("FREQ=WEEKLY;BYDAY=MO")).success).toBe(true);
    expect(repeatSummary("FREQ=WEEKLY;BYDAY=MO")).toBe("Repeats every week on Mon");
    expect(repeatSummary("FREQ=WEEKLY;INTERVAL=2;BYDAY=FR")).toBe("Repeats every 2 weeks on Fri");
    expect(repeatSummary("FREQ=DAILY")).toBe("Repeats every day");
    expect(repeatSummary("FREQ=MONTHLY;INTERVAL=3")).toBe("Repeats every 3 months");
    expect(repeatSummary("FREQ=WEEKLY")).toBe("Repeats every week");
  });
});

describe("a series that starts on a date after the work before it", () => {
  it("starts the plan now and the series on its date: 'starting December 18' is when the sending starts", () => {
    const p = plan("Newsletter: write the draft, review it, then send it every Friday starting December 18");
    expect(p.tasks.map((t) => [t.name, t.startDate, t.recurrence ?? null])).toEqual([
      ["Write the draft", "2026-11-27", null],
      ["Review it", expect.any(String), null],
      ["Send it", "2026-12-18", "FREQ=WEEKLY;BYDAY=FR"],
    ]);
    // The review is done before the first send, and the sending is the delivery: no "Deliver the newsletter".
    expect(p.tasks[1]?.dueDate && p.tasks[1].dueDate < "2026-12-18").toBe(true);
    expect(p.tasks.some((t) => t.suggested)).toBe(false);
  });

  it("still starts the plan on a start date that is the plan's own, before a series", () => {
    const p = plan("Kitchen renovation starting January 11, done by March 1st: cabinets, worktops, tiling, then clean up every Friday");
    expect(p.timeline.startDate).toBe("2027-01-11");
  });
});
