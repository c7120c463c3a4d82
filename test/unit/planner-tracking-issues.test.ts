import { describe, expect, it } from "vitest";
import { planOn } from "../support/plan-on";

// Issue 20, from a public meetup tracking issue read this stop (rewritten here): "# March meetup [tracking
// issue]" was named "March Meetup [Tracking Issue" (the heading lost its closing bracket); its day, said
// in bold under the title ("**Date: March 8th, 6.30pm**"), was read as a heading and ignored, so the meetup
// was planned a month early; "(2 weeks prior)" after an item stayed in its name and dated nothing, and
// "raise the RSVP limit 2 weeks out" was two weeks of work. Friday 27 November 2026.

const { plan } = planOn("2026-11-27");

const TRACKING = `# February meetup [tracking issue]
**Date: February 18th, 6.30pm**
**Venue: tbc**

## Tracking
- [ ] **Speaker prep**
  - [ ] Send a calendar invite with time and location
  - [ ] Draft panel questions and share them with the speakers (2 weeks prior)
  - [ ] Run through the talks with the speakers (1 week prior)
- [ ] **Reminders**
  - [ ] Raise the RSVP limit 2 weeks out
  - [ ] Post a reminder 1 week before the event
`;

describe("a meetup's tracking issue", () => {
  it("is named without its tag", () => {
    expect(plan(TRACKING).name).toBe("February Meetup");
    expect(plan("# Search rewrite [WIP]\n- profile the slow queries\n- add an index").name).toBe("Search Rewrite");
  });

  it("holds the meetup on the day said in bold under the title", () => {
    expect(plan(TRACKING).tasks.find((t) => t.name === "Host the event")?.dueDate).toBe("2027-02-18");
  });

  it("dates an item by its step in brackets, out of its name, and reads no effort in 'weeks out'", () => {
    const tasks = new Map(plan(TRACKING).tasks.map((t) => [t.name, t]));
    expect(tasks.get("Draft panel questions and share them with the speakers")?.dueDate).toBe("2027-02-04");
    expect(tasks.get("Run through the talks with the speakers")?.dueDate).toBe("2027-02-11");
    expect(tasks.get("Raise the RSVP limit 2 weeks out")?.estimate).toBe(8);
    expect([...tasks.keys()].filter((name) => /prior\b/.test(name))).toEqual([]);
  });

  it("still reads an effort taken out of a day, and a bold heading that is no fact", () => {
    expect(
      plan("# Offsite on March 12\n- write the agenda, 2 hours out of the week").tasks.find((t) => t.name.startsWith("Write the agenda"))
        ?.estimate,
    ).toBe(2);
    const bold = plan("# Office move\n**Packing**\n- pack the books\n**Moving day**\n- load the van");
    const packing = bold.tasks.find((t) => t.name === "Pack the books");
    expect(bold.milestones[packing?.milestoneIndex ?? -1]?.name).toBe("Packing");
  });
});
