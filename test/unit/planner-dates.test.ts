import { describe, expect, it } from "vitest";
import {
  addWorkingDays,
  dayFromParts,
  utcDayNumberOf as dayOf,
  isWorkingDay,
  nextWorkingDay,
  previousWorkingDay,
  dayFromNumber as toIsoDay,
  workingDaysBetween,
} from "../../core/dates";
import { generateEmbeddedPlan } from "../../core/planner";
import { findDateMentions, removeMentions } from "../../core/planner/parse-dates";
import { scheduleTasks } from "../../core/planner/schedule";

const TODAY = dayOf(new Date("2026-11-23T09:00:00Z")); // Monday
const iso = (day: number) => toIsoDay(day);
const day = (text: string) => dayFromParts(Number(text.slice(0, 4)), Number(text.slice(5, 7)), Number(text.slice(8, 10))) as number;

function firstDate(text: string, today = TODAY): string | null {
  const found = findDateMentions(text, today)[0];
  return found ? iso(found.day) : null;
}

describe("working-day calendar", () => {
  it("reads the UTC day of an instant", () => {
    expect(iso(dayOf(new Date("2026-11-23T23:59:59Z")))).toBe("2026-11-23");
    expect(iso(dayOf(new Date("2026-11-23T00:00:00+05:00")))).toBe("2026-11-22");
  });

  it("skips weekends", () => {
    const saturday = day("2026-11-28");
    expect(isWorkingDay(saturday)).toBe(false);
    expect(iso(nextWorkingDay(saturday))).toBe("2026-11-30");
    expect(iso(previousWorkingDay(saturday))).toBe("2026-11-27");
    expect(iso(addWorkingDays(TODAY, 4))).toBe("2026-11-27");
    expect(iso(addWorkingDays(TODAY, 5))).toBe("2026-11-30");
    expect(iso(addWorkingDays(day("2026-11-27"), 1))).toBe("2026-11-30");
    expect(iso(addWorkingDays(saturday, 0))).toBe("2026-11-30");
  });

  it("counts working days in a range", () => {
    expect(workingDaysBetween(TODAY, day("2026-11-29"))).toBe(5);
    expect(workingDaysBetween(TODAY, day("2026-12-04"))).toBe(10);
    expect(workingDaysBetween(day("2026-11-28"), day("2026-11-29"))).toBe(0);
    expect(workingDaysBetween(day("2026-12-04"), TODAY)).toBe(0);
  });

  it("rejects impossible dates", () => {
    expect(dayFromParts(2027, 2, 29)).toBeNull();
    expect(dayFromParts(2028, 2, 29)).not.toBeNull();
    expect(dayFromParts(2027, 13, 1)).toBeNull();
  });
});

describe("date phrases", () => {
  it.each([
    ["Launch by March 3", "2027-03-03"],
    ["due 2027-01-15", "2027-01-15"],
    ["by 15.03.2027", "2027-03-15"],
    ["on 3/15/2027", "2027-03-15"],
    ["by 3rd of March", "2027-03-03"],
    ["bis 3. März", "2027-03-03"],
    ["le 3 mars", "2027-03-03"],
    ["3月3日まで", "2027-03-03"],
    ["in Q2", "2027-06-30"],
    ["by end of Q1 2027", "2027-03-31"],
    ["end of June", "2027-06-30"],
    ["mid-July", "2027-07-16"],
    ["before June", "2027-05-31"],
    ["next month", "2026-12-31"],
    ["by the end of the month", "2026-11-30"],
    ["this week", "2026-11-27"],
    ["by Friday", "2026-11-27"],
    ["next Friday", "2026-12-04"],
    ["in 6 weeks", "2027-01-04"],
    ["within 3 months", "2027-02-23"],
    ["in a couple of weeks", "2026-12-07"],
    ["2 sprints", "2026-12-21"],
    ["a 6-week campaign", "2027-01-04"],
    ["in 10 working days", "2026-12-07"],
    ["en 6 semaines", "2027-01-04"],
    ["6週間で", "2027-01-04"],
    ["weeks 1-2: discovery", "2026-12-06"],
    ["the first Tuesday of next month", "2026-12-01"],
    ["first Tuesday of March", "2027-03-02"],
    ["last Friday in March 2027", "2027-03-26"],
    ["by the first Monday of December", "2026-12-07"],
  ])("%s → %s", (text, expected) => {
    expect(firstDate(text)).toBe(expected);
  });

  it("rolls month-and-day dates that have passed into next year", () => {
    expect(firstDate("by November 1")).toBe("2027-11-01");
    expect(firstDate("by November 30")).toBe("2026-11-30");
    expect(firstDate("in January")).toBe("2027-01-31");
  });

  it("ignores past years, verbs and non-deadline spans", () => {
    for (const text of [
      "We opened in March 2019",
      "we may need help",
      "2-week sprints",
      "3 months of data",
      "5 days a week",
      "we have been at it for 3 months",
      "5 journalists",
      "the Q&A",
    ]) {
      expect(findDateMentions(text, TODAY), text).toEqual([]);
    }
  });

  it("counts 'after that', 'later' and 'before then' from the date before them", () => {
    const all = (text: string) => findDateMentions(text, TODAY).map((m) => iso(m.day));
    expect(all("We want a closed beta with 50 testers in 8 weeks and the store release 4 weeks after that.")).toEqual([
      "2027-01-18",
      "2027-02-15",
    ]);
    expect(all("Launch day is the first Tuesday of next month; sales should get a battle card before then.")).toEqual([
      "2026-12-01",
      "2026-11-30",
    ]);
    expect(all("Beta by March 3 and the release two weeks later")).toEqual(["2027-03-03", "2027-03-17"]);
    expect(all("Final copy by March 3, the proofs a week before that")).toEqual(["2027-03-03", "2027-02-24"]);
    // With nothing to count from, there is no date.
    expect(all("two weeks later")).toEqual([]);
    expect(all("before then")).toEqual([]);
  });

  it("keeps the month in 'first Tuesday of March' and leaves text without dates alone", () => {
    const strip = (text: string) => removeMentions(text, findDateMentions(text, TODAY));
    expect(strip("Ship the beta on the first Tuesday of March")).toBe("Ship the beta");
    expect(strip("a hackathon the day before")).toBe("a hackathon the day before");
  });

  it("cuts date phrases out of names", () => {
    const strip = (text: string) => removeMentions(text, findDateMentions(text, TODAY));
    expect(strip("Beta by March 3")).toBe("Beta");
    expect(strip("Send invites (due Dec 1)")).toBe("Send invites");
    expect(strip("By March 3, finish the deck")).toBe("finish the deck");
    expect(strip("Launch the site – March 3")).toBe("Launch the site");
  });
});

describe("scheduling", () => {
  const start = TODAY;
  const end = addWorkingDays(TODAY, 19);

  it("spreads tasks to the end on working days in order", () => {
    const { due } = scheduleTasks(
      start,
      end,
      Array.from({ length: 7 }, () => ({ weight: 1, requested: null })),
    );
    expect(due).toHaveLength(7);
    expect(due.at(-1)).toBe(end);
    for (let i = 0; i < due.length; i++) {
      expect(isWorkingDay(due[i] as number)).toBe(true);
      expect(due[i]).toBeGreaterThanOrEqual(start);
    }
    for (let i = 1; i < due.length; i++) expect(due[i]).toBeGreaterThanOrEqual(due[i - 1] as number);
  });

  it("pins requested dates and fits the rest around them", () => {
    const requested = day("2026-12-02");
    const { due, honored } = scheduleTasks(start, end, [
      { weight: 1, requested: null },
      { weight: 1, requested },
      { weight: 1, requested: null },
      { weight: 1, requested: null },
    ]);
    expect(due[1]).toBe(requested);
    expect(honored[1]).toBe(true);
    expect(due[0]).toBeLessThanOrEqual(requested);
    expect(due[2]).toBeGreaterThanOrEqual(requested);
  });

  it("moves weekend requests to Friday and refuses out-of-order or out-of-range ones", () => {
    const { due, honored } = scheduleTasks(start, end, [
      { weight: 1, requested: day("2026-12-06") },
      { weight: 1, requested: day("2026-11-30") },
      { weight: 1, requested: day("2027-06-01") },
    ]);
    expect(iso(due[0] as number)).toBe("2026-12-04");
    expect(honored).toEqual([true, false, false]);
    expect(due[1]).toBeGreaterThanOrEqual(due[0] as number);
  });
});

describe("dates as people write them in several languages", () => {
  const today = dayOf(new Date("2026-11-23T09:00:00Z"));
  const found = (text: string) => findDateMentions(text, today).map((m) => toIsoDay(m.day));
  it.each([
    ["el 18 de septiembre de 2027", "2027-09-18"],
    ["antes del 30 de abril de 2027", "2027-04-29"],
    ["lista en 10 semanas", "2027-02-01"],
    ["fin mars 2027", "2027-03-31"],
    ["Ende Mai 2027", "2027-05-31"],
    ["Das Fest ist im Juli 2027", "2027-07-31"],
    ["fertig bis Oktober 2027", "2027-10-31"],
    ["lancement en juillet 2027", "2027-07-31"],
    ["la tienda abre en mayo de 2027", "2027-05-31"],
    ["by end of quarter", "2026-12-31"],
    ["the fair is 3 weeks away", "2026-12-14"],
    ["in 6 meses", "2027-05-23"],
  ])("reads %j as %s", (text, day) => {
    expect(found(text)).toEqual([day]);
  });
});

describe("a bare weekday or weekend after the work it dates", () => {
  const today = dayOf(new Date("2026-11-23T09:00:00Z")); // Monday
  const found = (text: string) => findDateMentions(text, today).map((m) => toIsoDay(m.day));
  it.each([
    ["Tweet the demo Friday", ["2026-11-27"]],
    ["Write the blog post Wednesday.", ["2026-11-25"]],
    ["Ship the fix Friday and update the docs Tuesday", ["2026-11-27", "2026-11-24"]],
    ["Standup every Monday", []],
    ["Plan the Cyber Monday sale", []],
    ["Prepare the Monday standup", []],
    ["Sales are down since Tuesday", []],
    ["Plan the Super Tuesday coverage", []],
    ["Clean up the garage this weekend", ["2026-11-28"]],
    ["Paint the fence next weekend", ["2026-12-05"]],
  ])("reads %j as %j", (text, days) => {
    expect(found(text)).toEqual(days);
  });

  it("dates a launch list's items and leaves the day out of their names", () => {
    const p = generateEmbeddedPlan(
      "Launch checklist:\n- Post on Product Hunt today\n- Email the waitlist today\n- Tweet the demo Monday\n- Write the blog post Wednesday",
      new Date("2026-11-27T09:00:00Z"), // a Friday
    );
    const due = Object.fromEntries(p.tasks.filter((t) => !t.suggested).map((t) => [t.name, t.dueDate]));
    expect(due).toEqual({
      "Post on Product Hunt": "2026-11-27",
      "Email the waitlist": "2026-11-27",
      "Tweet the demo": "2026-11-30",
      "Write the blog post": "2026-12-02",
    });
  });
});

describe("a plan titled by its quarter", () => {
  const TODAY_FRIDAY = new Date("2026-11-27T09:00:00Z");
  it.each([
    ["Q2 roadmap\n- Improve search relevance\n- Reduce page load time below 2s\n- SOC 2 audit", "2027-04-01", "2027-06-30"],
    ["Our Q1 goals: hire 2 engineers, launch the partner program, cut churn to 3%", "2027-01-01", "2027-03-31"],
  ])("%j runs over that quarter", (idea, start, end) => {
    const p = generateEmbeddedPlan(idea, TODAY_FRIDAY);
    expect(p.timeline).toEqual({ startDate: start, endDate: end });
  });

  it("a quarter naming a report inside the text is still no date", () => {
    expect(generateEmbeddedPlan("Prepare the Q4 report for the board by January 15", TODAY_FRIDAY).timeline.endDate).toBe("2027-01-15");
  });
});

describe("a one-item text dated its deadline", () => {
  const TODAY_FRIDAY = new Date("2026-11-27T09:00:00Z");
  it("spreads the suggested steps before the deadline instead of squeezing them onto it", () => {
    const p = generateEmbeddedPlan("Prepare the Q4 report for the board by January 15", TODAY_FRIDAY);
    expect(p.timeline.endDate).toBe("2027-01-15");
    const onTheDay = p.tasks.filter((t) => t.dueDate === "2027-01-15");
    expect(onTheDay.length).toBeLessThanOrEqual(1);
    expect((p.tasks.find((t) => t.name === "Prepare the Q4 report for the board")?.dueDate ?? "9999-12-31") < "2027-01-15").toBe(true);
  });

  it("an action's name is no thing to deliver: 'Deliver the result', never 'Deliver the send the report'", () => {
    const names = generateEmbeddedPlan("Send the report by end of day Tuesday", TODAY_FRIDAY).tasks.map((t) => t.name);
    expect(names.filter((n) => /the send the/i.test(n))).toEqual([]);
  });
});

describe("a day's event, said with a possessive", () => {
  it.each([
    ["Fix the checkout bug before Friday's release", "Fix the checkout bug"],
    ["Update the docs before next week's launch", "Update the docs"],
    ["Send the agenda ahead of tomorrow’s standup", "Send the agenda"],
  ])("%j leaves %j: the day's event goes with its day", (text, left) => {
    expect(removeMentions(text, findDateMentions(text, TODAY))).toBe(left);
  });

  it("a recap's 'Dev needs to fix …' is the work, in its own words, with the person as who does it", () => {
    const p = generateEmbeddedPlan(
      "Quick recap from today's sync:\n- Maria will finalize the pricing page copy by Wednesday\n- Dev needs to fix the checkout bug before Friday's release\n- Sara has to book the venue",
      new Date("2026-11-27T09:00:00Z"),
    );
    const own = p.tasks.filter((t) => !t.suggested);
    expect(own.map((t) => t.name)).toEqual(["Finalize the pricing page copy", "Fix the checkout bug", "Book the venue"]);
    expect(own[1]?.description).toContain("For Dev.");
    expect(own[2]?.description).toContain("For Sara.");
  });

  it.each([
    ["Someone needs to fix the checkout bug", "Fix the checkout bug"],
    ["Everybody needs to update their profile", "Update their profile"],
    ["Performance needs to improve", "Performance needs to improve"],
    // Not an ask at all: never "Attend the standup".
    ["Nobody needs to attend the standup", "Nobody needs to attend the standup"],
  ])("%j names no person (%j)", (text, name) => {
    const own = generateEmbeddedPlan(`Sprint notes:\n- ${text}\n- Ship the beta`, new Date("2026-11-27T09:00:00Z")).tasks.filter(
      (t) => !t.suggested,
    );
    expect(own[0]?.name).toBe(name);
    expect(own[0]?.description).not.toMatch(/For (?:Someone|Everybody|Performance|Nobody)\./);
  });
});

describe("a range of days", () => {
  const range = (text: string) =>
    findDateMentions(text, TODAY).map((m) => ({
      from: m.from === undefined ? null : iso(m.from),
      to: iso(m.day),
      said: text.slice(m.index, m.index + m.length),
    }));

  it.each([
    ["Sprint 14 (Jan 4-15)", { from: "2027-01-04", to: "2027-01-15", said: "Jan 4-15" }],
    ["Holiday campaign Dec 28 - Jan 8: emails", { from: "2026-12-28", to: "2027-01-08", said: "Dec 28 - Jan 8" }],
    ["Trip Jan 28 – Feb 9, 2028", { from: "2028-01-28", to: "2028-02-09", said: "Jan 28 – Feb 9, 2028" }],
    ["Conference prep 11/5-2/24", { from: "2026-11-05", to: "2027-02-24", said: "11/5-2/24" }],
  ])("%j runs from its first day to its last", (text, expected) => {
    expect(range(text)).toEqual([expected]);
  });

  it("a time after a date is no range's end", () => {
    expect(range("Call on Jan 4 - 10:30 with the bank").map((r) => r.from)).toEqual([null]);
  });

  it("a work period's range starts the plan on its first day; a campaign's range is when it runs, with the work before it", () => {
    const sprint = generateEmbeddedPlan(
      "Sprint 14 (Jan 4-15): finish the billing page, migrate users to the new plan table, write the upgrade email, QA on staging.",
      new Date("2026-11-27T09:00:00Z"),
    );
    expect(sprint.timeline).toEqual({ startDate: "2027-01-04", endDate: "2027-01-15" });
    expect(sprint.tasks.every((t) => (t.startDate ?? "") >= "2027-01-04" && (t.dueDate ?? "") <= "2027-01-15")).toBe(true);
    const campaign = generateEmbeddedPlan(
      "Holiday campaign Dec 28 - Jan 8: write the emails, design the banners, schedule the posts",
      new Date("2026-11-27T09:00:00Z"),
    );
    expect(campaign.timeline.startDate < "2026-12-28").toBe(true);
    expect(campaign.timeline.endDate).toBe("2027-01-08");
  });
});

describe("a month alone in brackets after an item", () => {
  it("dates the item at that month's end and leaves its name; in a hiring plan each counted role is a hire", () => {
    const p = generateEmbeddedPlan(
      "Hiring plan Q1: 2 backend engineers (Jan), 1 designer (Feb), 1 PM (March). Write JDs, post on LinkedIn, run interviews.",
      new Date("2026-11-27T09:00:00Z"),
    );
    const due = (name: string) => p.tasks.find((t) => t.name === name)?.dueDate;
    expect(due("Hire 2 backend engineers")).toBe("2027-01-29");
    expect(due("Hire 1 designer")).toBe("2027-02-26");
    expect(due("Hire 1 PM")).toBe("2027-03-31");
    expect(p.tasks.map((t) => t.name)).toEqual(expect.arrayContaining(["Write JDs", "Post on LinkedIn", "Run interviews"]));
    // Counted things that are no people are not hired.
    const things = generateEmbeddedPlan(
      "Hiring plan: a job description, a careers page, 3 interviews a week",
      new Date("2026-11-27T09:00:00Z"),
    );
    expect(things.tasks.filter((t) => t.name.startsWith("Hire ")).map((t) => t.name)).toEqual([]);
  });

  it("counted things outside a hiring plan get no 'Hire', and their month in brackets leaves the name", () => {
    const own = generateEmbeddedPlan("Office move: 2 desks (May), 3 chairs (optional fit), a plant", new Date("2026-11-27T09:00:00Z"))
      .tasks.filter((t) => !t.suggested)
      .map((t) => t.name);
    expect(own.some((n) => n.startsWith("Hire "))).toBe(false);
    expect(own.some((n) => n.includes("(May)"))).toBe(false);
  });
});

describe("seasons", () => {
  const said = (text: string, today = "2026-11-27") =>
    findDateMentions(text, dayOf(new Date(`${today}T09:00:00Z`))).map((m) => [text.slice(m.index, m.index + m.length), iso(m.day)]);

  it.each([
    ["Lose 5 kg before summer", [["before summer", "2027-05-31"]]],
    ["Plan for the garden this spring", [["this spring", "2027-05-31"]]],
    ["Finish the thesis by spring 2028", [["by spring 2028", "2028-05-31"]]],
    ["Paint the house by the end of summer", [["by the end of summer", "2027-08-31"]]],
    ["Ski trip this winter", [["this winter", "2027-02-28"]]],
    ["Learn to surf next summer", [["next summer", "2027-08-31"]]],
    ["Open the terrace in the fall.", [["in the fall", "2026-11-30"]]],
  ])("%j", (text, expected) => {
    expect(said(text)).toEqual(expected);
  });

  it("'next summer' said in summer is a year on, and 'this winter' said in January is the one under way", () => {
    expect(said("Learn to surf next summer", "2027-07-10")).toEqual([["next summer", "2028-08-31"]]);
    expect(said("Ski trip this winter", "2027-01-10")).toEqual([["this winter", "2027-02-28"]]);
  });

  it.each([
    "Summer party for the team",
    "Redesign the site before the spring menu launch",
    "Don't fall behind on invoices",
    "Create a landing page for the spring sale",
  ])("%j names no season: a season before a noun describes it", (text) => {
    expect(said(text)).toEqual([]);
  });

  it("a day given beside a season is the deadline, and the season leaves the plan's name", () => {
    const p = generateEmbeddedPlan(
      "Lose 5 kg before summer: meal prep on Sundays, run 3x a week, no sugar on weekdays.",
      new Date("2026-11-27T09:00:00Z"),
    );
    expect(p.name).toBe("Lose 5 kg");
    expect(p.timeline.endDate).toBe("2027-05-31");
    const bakery = generateEmbeddedPlan(
      "Expanding the bakery this summer, everything ready by July 1 2027. We'll need a second oven and a delivery van.",
      new Date("2026-11-27T09:00:00Z"),
    );
    expect(bakery.timeline.endDate).toBe("2027-07-01");
  });
});
