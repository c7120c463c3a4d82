import { describe, expect, it } from "vitest";
import { planOn } from "../support/plan-on";

// Issue 20, from a public meetup checklist read this stop (rewritten here): its sections are headings
// ("# Promote", "# Day of the meetup") with the countdown said aside, in bold under each ("**(T-3 weeks)**")
// or after an item ("send the newsletter (T-1 week)"). Given the meetup's day in a first heading of its
// own, the plan still ignored that day, set up the chairs and cleaned the venue six weeks early, and read
// "(T-2 weeks)" as two weeks of work (80 hours) kept in the name. Undated, its "Day of the meetup" work
// came first in the plan, weeks before the meetup. Friday 27 November 2026.

const { plan } = planOn("2026-11-27");

const CHECKLIST = `# Meetup checklist: Thursday, January 21
# Details
**(T-3 weeks)**
- [x] lock in a sponsor
- [ ] lock in speakers

# Promote
- [ ] click "announce" on the meetup page (T-2 weeks)
- [ ] send the email newsletter (T-1 week)
- [ ] post in the chat server (T-3 days)

# Before the meetup
**(T-5 days)**
- [ ] confirm with the venue

# Day of the meetup
**(T-0 days)**
- [ ] set up chairs
- [ ] clean up the venue

# After the meetup
**(T+1 day)**
- [ ] send the invoice to the sponsor
`;

const byName = () => new Map(plan(CHECKLIST).tasks.map((t) => [t.name, t]));

describe("a countdown said aside", () => {
  it("reads the day from a first heading that heads no list of its own", () => {
    const p = plan(CHECKLIST);
    expect(p.name).toBe("Meetup Checklist");
    expect(p.tasks.find((t) => t.name === "Host the event")?.dueDate).toBe("2027-01-21");
  });

  it("dates each list by the step in bold under its heading, and each item by its own step", () => {
    const tasks = byName();
    const due = (name: string) => tasks.get(name)?.dueDate;
    expect(due("Lock in speakers")).toBe("2026-12-31");
    expect(due('Click "announce" on the meetup page')).toBe("2027-01-07");
    expect(due("Send the email newsletter")).toBe("2027-01-14");
    expect(due("Post in the chat server")).toBe("2027-01-18");
    // Five days before a Thursday is a Saturday: the working day before it.
    expect(due("Confirm with the venue")).toBe("2027-01-15");
    expect(due("Set up chairs")).toBe("2027-01-21");
    expect(due("Clean up the venue")).toBe("2027-01-21");
    expect(due("Send the invoice to the sponsor")).toBe("2027-01-22");
  });

  it("keeps an item's step out of its name and its effort, and names the heading it is from", () => {
    const tasks = byName();
    expect([...tasks.keys()].filter((name) => /T-\d/.test(name))).toEqual([]);
    expect(tasks.get("Send the email newsletter")?.estimate).toBe(8);
    expect(tasks.get('Click "announce" on the meetup page')?.estimate).toBe(8);
    expect(tasks.get("Lock in speakers")?.description).toBe("Lock in speakers. From “Details”.");
    expect(tasks.get("Set up chairs")?.description).toBe("Set up chairs. From “Day of the meetup”.");
  });

  it("still reads a stated effort that is no countdown step", () => {
    const tasks = plan("# Offsite on March 12\n- book the venue (2 days)\n- plan the agenda").tasks;
    expect(tasks.find((t) => t.name === "Book the venue")?.estimate).toBe(16);
  });
});

describe("a day-of heading", () => {
  it("holds its work on the event's day, in the day's phase, dated or not", () => {
    const dated = plan(CHECKLIST);
    const day = dated.milestones.findIndex((m) => m.name === "Event day");
    expect(dated.tasks.filter((t) => t.milestoneIndex === day).map((t) => t.name)).toEqual([
      "Host the event",
      "Set up chairs",
      "Clean up the venue",
    ]);
    const undated = plan(
      "# Meetup checklist\n# T-3 weeks\n- lock in speakers\n# T-1 week\n- send the newsletter\n# Day of the meetup\n- set up chairs\n- clean up the venue\n# After the meetup\n- send the invoice",
    ).tasks;
    const hosted = undated.find((t) => t.name === "Host the event")?.dueDate;
    expect(hosted).toBeDefined();
    expect(undated.filter((t) => t.dueDate === hosted).map((t) => t.name)).toEqual([
      "Host the event",
      "Set up chairs",
      "Clean up the venue",
    ]);
    expect((undated.find((t) => t.name === "Send the invoice")?.dueDate ?? "") > (hosted ?? "")).toBe(true);
  });
});

describe("a first heading", () => {
  it("that heads nothing names the page, and its day is the event's", () => {
    const party = plan("# Launch party: Friday, February 5\n# Before\n- book the bar\n# After\n- send the photos");
    expect(party.name).toBe("Launch Party");
    expect(party.tasks.find((t) => t.name === "Send the photos")?.dueDate).toBe("2027-02-08");
  });

  it("that heads a list of its own is still a section, not the page's name", () => {
    const p = plan("# Venue\n- book the bar\n# Food\n- order the pizza");
    // Each heading is a phase of a plan of no known kind (phases.ts ownSections).
    expect(p.tasks.filter((t) => !t.suggested).map((t) => [t.name, p.milestones[t.milestoneIndex ?? -1]?.name])).toEqual([
      ["Book the bar", "Venue"],
      ["Order the pizza", "Food"],
    ]);
  });
});
