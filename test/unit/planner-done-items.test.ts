import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20: a checklist's ticked lines ("- [x] Tag the build", "Venue ✔") were scheduled as work in the
// weeks ahead, each taking days the open items then lacked, and shown as done on a future day. Work
// ticked off is done: it is dated the plan's first day and takes none of the days ahead (decision 184).
// Monday 23 November 2026.

const MONDAY = new Date("2026-11-23T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, MONDAY);

describe("work ticked off in the text", () => {
  const idea = `# Release 5.2.1

- [x] Review the milestone issues
- [x] Update the changelog
- [ ] Ask for a volunteer to make the tag
- [ ] Build the packages
- [x] Update the website
- [ ] Advertise the new release`;

  it("is dated the plan's first day, today here, wherever it stands in the list", () => {
    const done = plan(idea).tasks.filter((t) =>
      ["Review the milestone issues", "Update the changelog", "Update the website"].includes(t.name),
    );
    expect(done.map((t) => [t.startDate, t.dueDate])).toEqual(Array(3).fill(["2026-11-23", "2026-11-23"]));
  });

  it("leaves the open work in the author's order, each starting after the one before", () => {
    const open = plan(idea).tasks.filter(
      (t) => !t.suggested && !["Review the milestone issues", "Update the changelog", "Update the website"].includes(t.name),
    );
    const due = open.map((t) => t.dueDate ?? "");
    expect(due).toEqual([...due].sort());
    expect(open.slice(1).filter((t, i) => (t.startDate ?? "") <= (open[i]?.dueDate ?? ""))).toEqual([]);
  });

  it("takes none of the days ahead: the open work is due when it would be without it", () => {
    const trip = plan("Trip to Lisbon (Mar 3-7)\n* flights - booked\n* travel insurance\n* pack adapters");
    const withDone = trip.tasks;
    const without = plan("Trip to Lisbon (Mar 3-7)\n* travel insurance\n* pack adapters").tasks;
    const spans = (tasks: typeof withDone) => tasks.filter((t) => /insurance|adapters/.test(t.name)).map((t) => t.dueDate);
    expect(spans(withDone)).toEqual(spans(without));
    // The plan starts weeks ahead of a trip in March: what is done is dated its first day.
    expect(withDone.find((t) => t.name === "Book flights")?.dueDate).toBe(trip.timeline.startDate);
    expect(trip.timeline.startDate > "2026-11-23").toBe(true);
  });
});
