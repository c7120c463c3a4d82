import { describe, expect, it } from "vitest";
import { DONE_MARK, type FeedItem, feedEvents, MAX_FEED_EVENTS, MILESTONE_MARK } from "../../core/calendar/feed-events";

// Issue 26 (calendar feeds), checked in Node for issue 27's mutation bench: what a feed shows for an
// item. test/api/calendar-feeds.test.ts checks the same through the feed's route.

const item = (over: Partial<FeedItem>): FeedItem => ({
  id: "t1",
  projectId: 7,
  projectName: "Launch",
  kind: "task",
  name: "Write copy",
  status: "todo",
  dueDate: "2027-03-10",
  ...over,
});

describe("calendar feed events", () => {
  it("makes an open task an all-day event on its due date that opens the task", () => {
    expect(feedEvents([item({ id: "a/b c" })])).toEqual([
      {
        uid: "a/b c@kickoff",
        day: "2027-03-10",
        summary: "Write copy",
        categories: ["Task"],
        description: "Due in Launch",
        path: "/projects/7?task=a%2Fb%20c",
      },
    ]);
  });

  it("marks milestones and done work in the summary, the categories and the description", () => {
    const [milestone] = feedEvents([item({ kind: "milestone", name: "Beta" })]);
    expect(milestone).toMatchObject({ summary: `${MILESTONE_MARK}Beta`, categories: ["Milestone"], description: "Milestone in Launch" });
    const [done] = feedEvents([item({ status: "done" })]);
    expect(done).toMatchObject({ summary: `${DONE_MARK}Write copy`, categories: ["Task", "Done"], description: "Due in Launch (done)" });
    const [both] = feedEvents([item({ kind: "milestone", status: "done", name: "Beta" })]);
    expect(both).toMatchObject({
      summary: `${DONE_MARK}${MILESTONE_MARK}Beta`,
      categories: ["Milestone", "Done"],
      description: "Milestone in Launch (done)",
    });
  });

  it("leaves out items without a due date or with one that is not a day", () => {
    const events = feedEvents([
      item({ id: "none", dueDate: null }),
      item({ id: "stamp", dueDate: "2027-03-10T09:00:00Z" }),
      item({ id: "short", dueDate: "2027-3-10" }),
      item({ id: "kept" }),
    ]);
    expect(events.map((e) => e.uid)).toEqual(["kept@kickoff"]);
  });

  it("lists the newest due dates first, and items due the same day by id", () => {
    const events = feedEvents([
      item({ id: "b", dueDate: "2027-03-10" }),
      item({ id: "old", dueDate: "2027-01-01" }),
      item({ id: "a", dueDate: "2027-03-10" }),
      item({ id: "new", dueDate: "2027-05-01" }),
    ]);
    expect(events.map((e) => e.uid)).toEqual(["new@kickoff", "a@kickoff", "b@kickoff", "old@kickoff"]);
  });

  it(`keeps the ${MAX_FEED_EVENTS} newest when a feed would be longer`, () => {
    const many = Array.from({ length: MAX_FEED_EVENTS + 1 }, (_, i) =>
      item({ id: `t${String(i).padStart(5, "0")}`, dueDate: i === 0 ? "2020-01-01" : "2027-03-10" }),
    );
    const events = feedEvents(many);
    expect(events).toHaveLength(MAX_FEED_EVENTS);
    expect(events.some((e) => e.uid === "t00000@kickoff")).toBe(false);
    expect(MAX_FEED_EVENTS).toBe(2000);
  });
});
