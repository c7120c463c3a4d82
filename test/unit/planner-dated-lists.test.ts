import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { readDatedList } from "../../core/planner/dated-list";

// One sentence listing work with a deadline on every part is that many tasks, each due when it says
// (core/planner/dated-list.ts); a clause that only dates the thing before it is no part of its name.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);
const own = (idea: string) =>
  plan(idea)
    .tasks.filter((t) => !t.suggested)
    .map((t) => `${t.name} @${t.dueDate}`);

describe("a sentence of dated parts", () => {
  it("makes each chapter of a thesis a task due on its own date, the weekend's dates on the Friday before", () => {
    expect(own("write thesis chapter 3 by jan 31, chapter 4 by feb 28, submit by march 31")).toEqual([
      "Write thesis chapter 3 @2027-01-29",
      "Chapter 4 @2027-02-26",
      "Submit @2027-03-31",
    ]);
  });

  it("splits the last part at its 'and'", () => {
    expect(own("Write chapter 3 by Jan 31, chapter 4 by Feb 28 and submit by March 31")).toEqual([
      "Write chapter 3 @2027-01-29",
      "Chapter 4 @2027-02-26",
      "Submit @2027-03-31",
    ]);
  });

  it("keeps a party's three errands in their order, each by its day", () => {
    const names = own("Book the venue by Friday, send invites by next Monday, order the cake by Dec 20.").map((t) => t.split(" @")[0]);
    expect(names).toEqual(["Book the venue", "Send invites", "Order the cake"]);
  });

  it("reads only lists whose every part ends on a date, the first an action or every part a thing due by it", () => {
    expect(readDatedList("Write chapter 3 by Jan 31, chapter 4 by Feb 28 and submit by March 31")).toEqual([
      "Write chapter 3 by Jan 31",
      "chapter 4 by Feb 28",
      "submit by March 31",
    ]);
    // A year after a comma stays with its date.
    expect(readDatedList("Pay the deposit by the 15th, book the band by end of March, 2028")).toEqual([
      "Pay the deposit by the 15th",
      "book the band by end of March, 2028",
    ]);
    // A part that says who does what is a fact, not a task.
    expect(readDatedList("Draft the report by Friday, we review it on Monday")).toBeNull();
    // Not an action first, but short things each due by a day (2026-11-28: it was one task with no date).
    expect(readDatedList("Chapter 3 by Jan 31, chapter 4 by Feb 28")).toEqual(["Chapter 3 by Jan 31", "chapter 4 by Feb 28"]);
    // Things on the days they happen, not due by them.
    expect(readDatedList("Investor pitch on December 10, dry run on December 8")).toBeNull();
    // Not an action first, and more than a short thing.
    expect(readDatedList("The whole second chapter of the new book by Jan 31, chapter 4 by Feb 28")).toBeNull();
    // A part without its own date.
    expect(readDatedList("Write chapter 3 by Jan 31, chapter 4 and the appendix")).toBeNull();
    expect(readDatedList("Write chapter 3 by Jan 31")).toBeNull();
  });

  it("reads a month's year after a comma", () => {
    expect(own("Pay the deposit by the 15th, book the band by end of March, 2028")).toEqual([
      "Pay the deposit @2026-12-15",
      "Book the band @2028-03-31",
    ]);
  });

  it("leaves a head and its colon list to the list readers", () => {
    expect(readDatedList("Release on Dec 18: freeze the code on Monday, test on Wednesday.")).toBeNull();
    expect(own("Release on Dec 18: freeze the code on Monday, test on Wednesday.").map((t) => t.split(" @")[0])).toEqual([
      "Freeze the code",
      "Test",
    ]);
  });
});

describe("a clause that only dates the thing", () => {
  it("names the task by the thing and still ends the plan on the date", () => {
    const result = plan("New website for the bakery, we want it live by March 1.");
    expect(result.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual(["New website for the bakery"]);
    expect(result.timeline.endDate).toBe("2027-03-01");
  });

  it("keeps what the clause says the thing comes before", () => {
    const result = plan("Landing page for the app, we need it done before the launch on May 4.");
    expect(result.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual(["Landing page for the app before the launch"]);
    expect(result.timeline.endDate).toBe("2027-05-04");
  });
});

describe("a sentence that only says when the work starts and ends", () => {
  it.each([
    "Move the blog from WordPress to Astro. Start January 5, finish by end of January.",
    "Move the blog from WordPress to Astro. We start January 5 and finish by end of January.",
  ])("%s starts the plan then and holds no 'Start' or 'Finish' task", (idea) => {
    const result = plan(idea);
    expect(result.timeline).toEqual({ startDate: "2027-01-05", endDate: "2027-01-29" });
    expect(result.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual(["Move the blog from WordPress to Astro"]);
  });

  it("keeps work that starts or finishes a thing", () => {
    expect(own("Start the migration on Monday, finish the docs by Friday.").map((t) => t.split(" @")[0])).toEqual([
      "Start the migration",
      "Finish the docs",
    ]);
    expect(own("Finish the deck").map((t) => t.split(" @")[0])).toEqual(["Finish the deck"]);
  });
});

describe("a week written day by day", () => {
  it.each([
    "Plan for the week:\nMon - finish the slides\nTue - rehearse\nWed - client pitch\nThu - follow-up emails",
    "Plan for the week:\nMonday: finish the slides\nTuesday - rehearse\nWednesday – client pitch\nThursday - follow-up emails",
  ])("is planned, each line due on its day: %s", (idea) => {
    expect(own(idea)).toEqual([
      "Finish the slides @2026-11-30",
      "Rehearse @2026-12-01",
      "Client pitch @2026-12-02",
      "Follow-up emails @2026-12-03",
    ]);
  });

  it("leaves a single line that opens on a day as it is", () => {
    expect(plan("Fri - demo day").tasks.map((t) => t.name)).toContain("Demo day");
  });
});

describe("a start said as a length from today", () => {
  it("starts the work then: 'starting in 3 weeks'", () => {
    const result = plan("Website redesign starting in 3 weeks, launch by April 30.\n- Wireframes\n- Design\n- Build");
    expect(result.timeline).toEqual({ startDate: "2026-12-18", endDate: "2027-04-30" });
    expect(result.tasks[0]?.startDate).toBe("2026-12-18");
  });

  it("names the task without the dates' leftovers", () => {
    const result = plan("Kitchen remodel, starting in 2 weeks, done by March 1");
    expect(result.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual(["Kitchen remodel"]);
    expect(result.timeline).toEqual({ startDate: "2026-12-11", endDate: "2027-03-01" });
  });

  it("is not a person's start", () => {
    expect(plan("Our new designer, who starts in three weeks, needs a laptop, an email account and a desk.").timeline.startDate).toBe(
      "2026-11-27",
    );
  });
});

describe("a line counted from 'it'", () => {
  const dated = (idea: string) =>
    plan(idea)
      .tasks.filter((t) => !t.suggested)
      .map((t) => [t.name, t.dueDate]);

  it("counts from the thing the list is for, not from the line above", () => {
    // "two weeks before it" named the task and dated nothing: the freeze came after the release.
    expect(dated("Launch:\n- release on March 1\n- two weeks before it freeze the code\n- one day before it write release notes")).toEqual([
      ["Freeze the code", "2027-02-15"],
      // The day before March 1 is a Sunday: the Friday before it.
      ["Write release notes", "2027-02-26"],
      ["Release", "2027-03-01"],
    ]);
  });

  it("counts from the day the title names when no line has one", () => {
    expect(
      dated("Meetup on January 14\n- get speakers\n- one week before it send an email reminder\n- one day before it tweet about it").slice(
        1,
      ),
    ).toEqual([
      ["Send an email reminder", "2027-01-07"],
      ["Tweet about it", "2027-01-13"],
    ]);
  });

  it("leaves 'before that' counting from the line above", () => {
    expect(dated("Launch:\n- release on March 1\n- freeze the code 2 weeks before that\n- write release notes 3 days before that")).toEqual(
      [
        ["Write release notes", "2027-02-12"],
        ["Freeze the code", "2027-02-15"],
        ["Release", "2027-03-01"],
      ],
    );
  });
});
