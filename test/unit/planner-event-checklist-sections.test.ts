import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20, from a public hackathon checklist read this stop (rewritten here as a docs sprint): its
// sections say when each item is done around the day ("Pre Event", "Last day checks (Monday and Tuesday
// before event)"), but a word moved items across it: "Create feedback survey" under the pre-event to-dos
// went to the wrap-up, after the event, and the last day's checks went to the venue booking three months
// ahead. "Announce the hackathon at the 7/10 staff meeting" and "… at the 7/24 staff meeting" lost their
// days (a month and day without the year was never read) and were folded into one task.
// Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);

const SPRINT = `# Docs sprint on March 12

## Before the event
### Announcements
- [ ] Announce the sprint at the 2/26 staff meeting
- [ ] Announce the sprint at the 3/11 staff meeting
- [ ] Send out invitations with an rsvp link

### To-do
- [ ] Create slides for the welcome session
- [ ] Create a feedback survey

## Last day checks (Tuesday and Wednesday before the event)
- [ ] Print the sign-in sheet
- [ ] Check the projector and the wifi

## After the event
- [ ] Send the survey
- [ ] Write a recap blog post`;

const task = (name: string) => {
  const p = plan(SPRINT);
  const t = p.tasks.find((x) => x.name === name);
  return { due: t?.dueDate, milestone: t ? p.milestones[t.milestoneIndex ?? -1]?.name : undefined };
};

describe("an event checklist's own sections", () => {
  it("keep what is done before the event before it, whatever its words", () => {
    expect(task("Create a feedback survey").due! < "2027-03-12").toBe(true);
    expect(task("Create a feedback survey").milestone).not.toBe("Wrap-up");
  });

  it("hold the last day's checks in the days just before the event, not months ahead", () => {
    for (const name of ["Print the sign-in sheet", "Check the projector and the wifi"]) {
      expect(task(name).due! >= "2027-03-01").toBe(true);
      expect(task(name).due! < "2027-03-12").toBe(true);
    }
  });

  it("put what follows the event after it", () => {
    expect(task("Send the survey").milestone).toBe("Wrap-up");
    expect(task("Send the survey").due! > "2027-03-12").toBe(true);
  });
});

describe("a month and day without the year", () => {
  it("dates the work after 'the' or 'by', and two such days are two tasks", () => {
    const announce = plan(SPRINT)
      .tasks.filter((t) => t.name === "Announce the sprint at the staff meeting")
      .map((t) => t.dueDate);
    expect(announce).toEqual(["2027-02-26", "2027-03-11"]);
    expect(plan("Docs sprint\n- Send the invites by 2/26\n- Book the room").tasks.find((t) => t.name === "Send the invites")?.dueDate).toBe(
      "2027-02-26",
    );
  });

  it("is never a share: '1/2 cup', 'in 2/3 of the cases', '24/7 support', 'the 50/50 split'", () => {
    for (const idea of [
      "Bake the cake\n- Add 1/2 cup of sugar\n- Preheat the oven",
      "Support rota\n- Set up 24/7 support\n- Agree on the 50/50 split",
      "Test plan\n- Rerun the flaky tests in 2/3 of the cases\n- Write the report",
    ])
      expect(plan(idea).tasks.every((t) => t.dueDate! < "2027-01-01")).toBe(true);
  });
});

describe("an event's programme", () => {
  it("is held on the day, each slot named without its times", () => {
    const p = plan(`# Docs sprint on March 12

**Agenda**
- 1:00pm - 1:30pm - Welcome, overview, pairing up
- 1:30pm - 1:45pm - Break / set up
- 5:00pm - 6:00pm - Show and tell & open feedback

## Before the event
- [ ] Send out invitations with an rsvp link
- [ ] Pick 3 - 4 pages of various length`);
    const slots = p.tasks.filter((t) =>
      ["Welcome, overview, pairing up", "Break / set up", "Show and tell & open feedback"].includes(t.name),
    );
    expect(slots.map((t) => [t.startDate, t.dueDate])).toEqual(Array(3).fill(["2027-03-12", "2027-03-12"]));
    // "3 - 4 pages" opens with no time of day: still work before the day.
    expect((p.tasks.find((t) => t.name === "Pick 3 - 4 pages of various length")?.dueDate ?? "9999") < "2027-03-12").toBe(true);
  });

  it("is held on the day when it is a table of times, and does not push the day earlier", () => {
    const p = plan(
      "# Meetup on March 3\n\n## Program\n\n| Time | Item |\n| --- | --- |\n| 18:30 | Mingle |\n| 19:00 | Welcome and updates |\n\n## To do\n- Book the venue\n- Publish the event",
    );
    expect(p.tasks.filter((t) => t.name === "Mingle" || t.name === "Welcome and updates").map((t) => t.dueDate)).toEqual([
      "2027-03-03",
      "2027-03-03",
    ]);
    expect(p.tasks.find((t) => t.name === "Host the event")?.dueDate).toBe("2027-03-03");
  });

  it("names a checklist titled by its day after what it is for: '3/12 Docs Sprint Checklist'", () => {
    expect(plan("# 3/12 Docs Sprint Checklist\n\n- Book the room\n- Send the invites").name).toBe("Docs Sprint Checklist");
    expect(plan("# 1/2 marathon training\n\n- Run 5 km\n- Rest").name).toBe("1/2 Marathon Training");
  });
});
