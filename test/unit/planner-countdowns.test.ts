import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20, from public texts read this stop: a meetup's checklist counted down to its day ("T-14 days",
// "T+1 day") and a wedding's by "8 weeks before", but the headings dated nothing; archiving a site got a
// site build's plan; a tag with a timebox named the plan "[Research"; a dash typed against its word was
// no bullet; a page of reasons that settles on the work ("the best thing to do would be to export the
// site") was refused. Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);
const due = (idea: string) => Object.fromEntries(plan(idea).tasks.map((t) => [t.name, t.dueDate]));

const MEETUP = `Meetup #4: Friday, 8 January 2027
T-60 days:
- [x] Book a venue, get it in writing

T-14 days
- [ ] Open the RSVPs
- [ ] Invite people on Slack

T-7 days
- [ ] Call the venue to confirm

T-2 days
- [ ] Send a reminder with the last details

T-30 minutes
- [ ] Set up at the venue

T+1 day
- [ ] Send a thank-you mail`;

describe("a checklist that counts down to its day", () => {
  it("dates each item by its heading, the nearest one counting", () => {
    const days = due(MEETUP);
    expect(days["Open the RSVPs"]).toBe("2026-12-25");
    expect(days["Invite people on Slack"]).toBe("2026-12-25");
    expect(days["Call the venue to confirm"]).toBe("2027-01-01");
    expect(days["Send a reminder with the last details"]).toBe("2027-01-06");
    expect(days["Set up at the venue"]).toBe("2027-01-08");
    // A Saturday after a Friday meetup is the Monday.
    expect(days["Send a thank-you mail"]).toBe("2027-01-11");
  });

  it("leaves a countdown day already gone undated, with no note that it did not fit", () => {
    const venue = plan(MEETUP).tasks.find((t) => t.name.startsWith("Book a venue"));
    expect(venue?.done).toBe(true);
    expect(venue?.description).not.toMatch(/does not fit/);
  });

  it("reads weeks before and the day after", () => {
    const days = due(
      "Wedding on June 12, 2027\n## 8 weeks before\n- send invitations\n- book the florist\n## 2 weeks before\n- final RSVP count\n## The day before\n- pick up the suits\n## Day after\n- return the suits",
    );
    expect(days["Send invitations"]).toBe("2027-04-16");
    expect(days["Book the florist"]).toBe("2027-04-16");
    expect(days["Final RSVP count"]).toBe("2027-05-28");
    expect(days["Pick up the suits"]).toBe("2027-06-11");
    expect(days["Return the suits"]).toBe("2027-06-14");
  });
});

describe("a countdown said as a range or around the event", () => {
  it("dates each item: by the nearer end of a range, on the day during it, the next working day after it", () => {
    const days = due(
      "Front End Lab, January 20\n## 2-3 weeks before\n- book the room\n- post the event\n## Week before the event\n- send a reminder\n## During the event\n- take photos\n## After the event\n- send thank-yous",
    );
    expect(days["Book the room"]).toBe("2027-01-06");
    expect(days["Send a reminder"]).toBe("2027-01-13");
    expect(days["Take photos"]).toBe("2027-01-20");
    expect(days["Send thank-yous"]).toBe("2027-01-21");
  });

  it("'actions that need to be done' is no task", () => {
    expect(
      plan("Lab event checklist\nCreate a checklist of actions that need to be done for each lab event.").tasks.map((t) => t.name),
    ).not.toContain("Be done for each lab event");
  });
});

describe("winding a site down", () => {
  it("is no site build", () => {
    const p = plan("archiving the old wordpress site\n- create a complete backup (database, wp folder)\n- create a static copy");
    expect(p.tasks.map((t) => t.name)).not.toContain("Create wireframes for the key pages");
    expect(
      plan("Shut down the old forum by January: export the posts, tell the members, redirect the domain").tasks.map((t) => t.name),
    ).not.toContain("Design the visual style and mockups");
    // Building one and archiving the old one still builds.
    expect(plan("Rebuild the website and archive the old one").tasks.map((t) => t.name)).toContain("Create wireframes for the key pages");
  });
});

describe("the text's own marks", () => {
  it("a tag with a timebox names nothing", () => {
    expect(plan("[research: 3 days] Generate a static site from our blog\n1. Try the export plugin\n2. Figure out hosting").name).toBe(
      "Static Site from Our Blog",
    );
    expect(plan("[P1] Fix the login bug!!").name).toBe("Login Bug");
  });

  it("a dash typed against its word is a bullet", () => {
    expect(
      plan("Rehearsal dinner\n-Make the guest list\n-Order the cake\n-Book the band")
        .tasks.filter((t) => !t.suggested)
        .map((t) => t.name),
    ).toEqual(["Make the guest list", "Order the cake", "Book the band", "Rehearsal dinner"]);
  });
});

describe("reasons that settle on the work", () => {
  it("are planned, and a particle keeps its verb", () => {
    const p = plan(
      "OLD SITE: move off Bluehost and onto GH, off WP and make it static\nThe old site never needs updating again. I don't want to pay for hosting anymore.\n\nSeems like the best thing to do would be to export the whole site as a static copy and put it on GH pages.",
    );
    expect(p.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual([
      "Move off Bluehost and onto GH",
      "Move off WP",
      "Make it static",
    ]);
  });
});
