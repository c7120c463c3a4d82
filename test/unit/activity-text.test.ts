import { describe, expect, it } from "vitest";
import { boardChangeText } from "../../core/activity-text";
import type { ActivityDates, ActivityLink } from "../../core/schemas/activity";

// The Activity view's words for board-wide changes (issue 14).

const link: ActivityLink = {
  predecessorId: "1-a",
  predecessorName: "Design",
  successorId: "1-b",
  successorName: "Build",
  type: "FS",
  lagDays: 0,
};
const moved = (name: string): ActivityDates => ({
  taskId: name,
  taskName: name,
  before: { startDate: null, dueDate: "2030-01-08" },
  after: { startDate: null, dueDate: "2030-01-10" },
});

describe("boardChangeText", () => {
  it("words links with their type and lag or lead", () => {
    expect(boardChangeText({ kind: "linked", link, schedule: null })).toBe("linked “Design” → “Build” (finish-to-start)");
    expect(boardChangeText({ kind: "unlinked", link: { ...link, type: "SS", lagDays: 2 }, schedule: null })).toBe(
      "removed the link “Design” → “Build” (start-to-start, 2 working days lag)",
    );
    expect(boardChangeText({ kind: "linked", link: { ...link, type: "FF", lagDays: -1 }, schedule: null })).toBe(
      "linked “Design” → “Build” (finish-to-finish, 1 working day lead)",
    );
  });

  it("words schedules by where they came from", () => {
    const two = [moved("Build"), moved("Test")];
    expect(boardChangeText({ kind: "scheduled", link: null, schedule: { source: "auto", tasks: two } })).toBe("auto-scheduled 2 tasks");
    expect(boardChangeText({ kind: "scheduled", link: null, schedule: { source: "auto", tasks: [moved("Build")] } })).toBe(
      "auto-scheduled “Build”",
    );
    expect(boardChangeText({ kind: "scheduled", link: null, schedule: { source: "move", tasks: two } })).toBe(
      "moved the dates of “Build” and 1 following",
    );
    expect(boardChangeText({ kind: "scheduled", link: null, schedule: { source: "history", tasks: two } })).toBe("rescheduled 2 tasks");
  });

  it("leaves a task's own change to the panel", () => {
    expect(boardChangeText({ kind: "updated", link: null, schedule: null })).toBeNull();
  });
});

// Issue 27: the edges the mutation bench found unchecked.
describe("boardChangeText: edges", () => {
  it("words a lag of one working day", () => {
    expect(boardChangeText({ kind: "linked", link: { ...link, lagDays: 1 }, schedule: null })).toBe(
      "linked “Design” → “Build” (finish-to-start, 1 working day lag)",
    );
  });

  it("words a link only for a link's own change", () => {
    expect(boardChangeText({ kind: "updated", link, schedule: null })).toBeNull();
  });

  it("words one moved task as rescheduled, with nothing following", () => {
    expect(boardChangeText({ kind: "scheduled", link: null, schedule: { source: "move", tasks: [moved("Build")] } })).toBe(
      "rescheduled “Build”",
    );
  });
});
