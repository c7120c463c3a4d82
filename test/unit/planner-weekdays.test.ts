import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { PlanRefusal } from "../../core/planner/refusal";
import type { GeneratedPlan } from "../../core/schemas/plan";

// Issue 20: the days a text gives its work, weekends included, and orders that name no project.
// Friday 27 November 2026: tomorrow is Saturday the 28th.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const due = (p: GeneratedPlan, name: string) => p.tasks.find((t) => t.name === name)?.dueDate;

describe("work the text puts on a weekend day", () => {
  it("keeps an errand on the Saturday or Sunday it is given, not the Friday before", () => {
    const p = plan("Errands:\n- groceries on Saturday\n- laundry on Sunday\n- call mum on Monday");
    expect(p.tasks.map((t) => [t.name, t.dueDate])).toEqual([
      ["Groceries", "2026-11-28"],
      ["Laundry", "2026-11-29"],
      ["Call mum", "2026-11-30"],
    ]);
  });

  it("reads 'Weekend errands:' as a list of errands, with no steps added, each on its day", () => {
    const p = plan("Weekend errands: buy paint on Saturday, clean the garage on Sunday");
    expect(p.name).toBe("Weekend Errands");
    expect(p.tasks.map((t) => [t.name, t.dueDate, t.suggested ?? false])).toEqual([
      ["Buy paint", "2026-11-28", false],
      ["Clean the garage", "2026-11-29", false],
    ]);
  });

  it("rehearses tomorrow when tomorrow is a Saturday", () => {
    const p = plan("Finish the slides tonight and rehearse tomorrow morning");
    expect(due(p, "Rehearse")).toBe("2026-11-28");
  });

  it("still meets a deadline said on a weekend day on the working day before it", () => {
    const p = plan("Launch the site by Saturday");
    expect(due(p, "Launch the site")).toBe("2026-11-27");
    const renewal = plan(
      "We need to migrate our auth from Firebase to Auth0 before the contract renewal on Feb 28. Steps: export users, map roles, switch the login.",
    );
    // 28 February 2027 is a Sunday.
    expect(renewal.tasks.map((t) => t.name)).toEqual(expect.arrayContaining(["Export users", "Map roles", "Switch the login"]));
    for (const t of renewal.tasks) expect(new Date(`${t.dueDate}T00:00:00Z`).getUTCDay()).not.toBe(0);
  });
});

describe("a weekday said with its date", () => {
  it("is that one day, with or without a comma ('on Saturday, December 12')", () => {
    for (const idea of [
      "Garden party on Saturday, December 12: buy drinks, set up the tables",
      "Garden party on Sat 12 Dec: buy drinks, set up the tables",
      "Garden party on Saturday 12 December: buy drinks, set up the tables",
    ]) {
      const p = plan(idea);
      expect(due(p, "Host the event"), idea).toBe("2026-12-12");
      expect(p.milestones.find((m) => m.name === "Event day")?.dueDate, idea).toBe("2026-12-12");
    }
  });

  it("keeps a weekday before a time of day ('by Friday 5pm' is next Friday)", () => {
    const p = plan("Send the report by Friday 5pm");
    expect(p.timeline.endDate).toBe("2026-12-04");
  });
});

describe("an event's checklist by weekday", () => {
  it("dates the weekdays in the event's own week, and the set-up on the day itself", () => {
    const p = plan(
      "Garden party on Saturday, December 12:\n- buy drinks on Thursday\n- clean the house on Friday\n- set up the tables on Saturday morning",
    );
    expect(p.tasks.filter((t) => !t.suggested).map((t) => [t.name, t.dueDate])).toEqual([
      ["Buy drinks", "2026-12-10"],
      ["Clean the house", "2026-12-11"],
      ["Set up the tables", "2026-12-12"],
    ]);
  });

  it("does not move a step's weekday when the event is this week or months away", () => {
    const soon = plan("Dinner party on Saturday, December 5:\n- buy wine on Thursday\n- cook on Saturday");
    expect(due(soon, "Buy wine")).toBe("2026-12-03");
    const far = plan("Charity gala on June 12 2027: call the caterer on Monday, book the band");
    expect(due(far, "Call the caterer")).toBe("2026-11-30");
  });

  it("leaves a weekday in a plan that is no event as the coming one", () => {
    const p = plan("Release on Dec 18: freeze the code on Monday, test on Wednesday");
    expect(due(p, "Freeze the code")).toBe("2026-11-30");
    expect(due(p, "Test")).toBe("2026-12-02");
  });
});

describe("an order whose only object is 'it'", () => {
  it("is refused: it names no project", () => {
    for (const idea of ["Make it happen", "Get it done by Friday", "Make it work", "Just ship it!", "Get it all done", "Build it"]) {
      expect(() => plan(idea), idea).toThrow(PlanRefusal);
    }
  });

  it("plans the same orders with a thing to do", () => {
    expect(plan("Get the taxes done").tasks.length).toBeGreaterThan(0);
    expect(plan("Make the website").name).toBe("Website");
  });

  it("names a plan after its work when the opening is such an order", () => {
    expect(plan("Make it happen: launch the shop by May").name).toBe("Shop Launch");
  });
});

describe("a line that reports work done", () => {
  it("drops who reported it: 'Maria says the venue is booked' is booking the venue, done", () => {
    const p = plan("Summer party on June 12:\n- Maria says the venue is booked\n- Order the cake\n- Send the invitations");
    const venue = p.tasks[0];
    expect(venue?.name).toBe("Book the venue");
    expect(venue?.done).toBe(true);
  });
});

describe("a list line dated from the line above it", () => {
  it("counts 'before that' from the date the line above gives", () => {
    const p = plan(
      "Product launch checklist:\n- hold the launch party on December 18\n- freeze the code 3 working days before that\n- write the release notes",
    );
    expect(due(p, "Freeze the code")).toBe("2026-12-15");
    expect(due(p, "Hold the launch party")).toBe("2026-12-18");
    const move = plan("Office move:\n- sign the lease by December 11\n- hire movers 2 business days before that");
    expect(due(move, "Hire movers")).toBe("2026-12-09");
  });
});

describe("the nth weekday of a month written with digits", () => {
  it("is that weekday, not the 1st of this month ('on the 1st Monday of February')", () => {
    const p = plan("Team offsite on the 1st Monday of February:\n- book the venue\n- plan the agenda\n- send invites");
    expect(p.name).toBe("Team Offsite");
    expect(p.milestones.at(-1)?.dueDate).toBe("2027-02-01");
  });
});

describe("work the text dates after its event", () => {
  it("comes after the event, which is held on its own day ('pay the bill by December 23')", () => {
    const p = plan("Team dinner on Friday, December 18. Book a table, send the invites, and pay the bill by December 23.");
    expect(p.tasks.map((t) => [t.name, t.dueDate])).toEqual([
      ["Book a table", "2026-12-02"],
      ["Send the invites", "2026-12-08"],
      ["Team dinner", "2026-12-18"],
      ["Pay the bill", "2026-12-23"],
    ]);
    const pitch = plan("Investor pitch on December 10, dry run on December 8. Polish the deck and send follow-ups by December 17.");
    expect(due(pitch, "Investor pitch")).toBe("2026-12-10");
    expect(due(pitch, "Send follow-ups")).toBe("2026-12-17");
  });
});

describe("'this month' as the subject of a line", () => {
  it("is no deadline: 'This month is organized by Ana' does not squeeze a meetup into four days", () => {
    const p = plan(
      "# Meetup checklist\n\nThis month is organized by Ana.\n- [ ] get a venue\n- [ ] get speakers\n- [ ] announce it\n- [ ] book a bar",
    );
    expect(p.timeline.endDate > "2026-12-14").toBe(true);
    // Said as when, it still is one.
    expect(plan("Finish the report this month").timeline.endDate).toBe("2026-11-30");
  });
});

describe("a line dated 'a month and a half after that'", () => {
  it("loses the whole phrase from its name, decimals and 'half a' included", () => {
    for (const shift of ["1.5 months", "half a month", "2 weeks"]) {
      const p = plan(`Kitchen remodel:\n- order the cabinets by December 4\n- install the cabinets ${shift} after that\n- paint the walls`);
      expect(p.tasks.map((t) => t.name).slice(0, 3), shift).toEqual(["Order the cabinets", "Install the cabinets", "Paint the walls"]);
    }
  });
});

describe("a deadline on the weekend it is typed in", () => {
  const saturday = new Date("2026-11-28T09:00:00Z");
  it("is met that day: 'by November 28' typed on Saturday the 28th ends today, not on Monday", () => {
    const p = generateEmbeddedPlan("Launch the bakery's new website by November 28: design the pages, build the online menu.", saturday);
    expect(p.timeline).toEqual({ startDate: "2026-11-28", endDate: "2026-11-28" });
    expect(new Set(p.tasks.map((t) => t.dueDate))).toEqual(new Set(["2026-11-28"]));
  });

  it("runs from today to Sunday when it is due tomorrow", () => {
    const p = generateEmbeddedPlan("Paint the fence by tomorrow: buy the paint, sand the boards.", saturday);
    expect(p.timeline).toEqual({ startDate: "2026-11-28", endDate: "2026-11-29" });
    expect(p.tasks.map((t) => t.name)).toEqual(expect.arrayContaining(["Buy the paint", "Sand the boards"]));
    expect(new Set(p.tasks.map((t) => t.dueDate))).toEqual(new Set(["2026-11-29"]));
  });
});
