import { describe, expect, it } from "vitest";
import { autoScheduleToast, previewGhosts, slipChange } from "../../app/components/timeline/schedule-outcome";
import type { Schedule, ScheduledTask, WhatIfResult } from "../../core/schedule";

// What the Timeline says and saves once a previewed change is applied (issue 23 split these out of the tab).

const scheduled = (id: string, start: string, end: string, milestone = false): ScheduledTask => ({
  id,
  start,
  end,
  earlyStart: start,
  earlyFinish: end,
  lateStart: start,
  lateFinish: end,
  totalFloat: 0,
  critical: true,
  duration: milestone ? 0 : 3,
  milestone,
  conflict: false,
});
const SCHEDULE: Schedule = {
  projectStart: "2026-03-02",
  projectEnd: "2026-03-06",
  // Monday to Wednesday, then a milestone on Friday.
  tasks: [scheduled("build", "2026-03-02", "2026-03-04"), scheduled("launch", "2026-03-06", "2026-03-06", true)],
  criticalPath: ["build", "launch"],
};
const slip = (taskId: string, slipDays: number, to: string): WhatIfResult => ({
  taskId,
  slipDays,
  projectEnd: "2026-03-11",
  previousProjectEnd: "2026-03-06",
  projectEndSlipDays: slipDays,
  moved: [{ id: taskId, from: "2026-03-02", to, days: slipDays }],
  criticalPathChanged: false,
  criticalPath: ["build", "launch"],
  previousCriticalPath: ["build", "launch"],
});

describe("auto-schedule toast", () => {
  it("counts tasks and milestones that moved, each by name", () => {
    const toast = autoScheduleToast({
      tasks: [{ kind: "task" }, { kind: "task" }, { kind: "milestone" }],
      projectEnd: "2026-03-20",
      capacityDelayDays: 0,
    });
    expect(toast).toEqual({ title: "2 tasks rescheduled, 1 milestone moved", description: "The project ends Mar 20, 2026." });
  });

  it("says when nothing moved, and how far capacity pushes the end", () => {
    const toast = autoScheduleToast({ tasks: [], projectEnd: "2026-03-20", capacityDelayDays: 4 });
    expect(toast.title).toBe("Already scheduled");
    expect(toast.description).toBe(
      "The project ends Mar 20, 2026. Capacity pushes the end 4 working days past what the links alone allow.",
    );
    expect(autoScheduleToast({ tasks: [{ kind: "task" }], projectEnd: "2026-03-20", capacityDelayDays: 0 }).title).toBe(
      "1 task rescheduled",
    );
  });
});

describe("applying a slip", () => {
  it("starts the task where the preview put it and ends it the slip's working days later", () => {
    // Wednesday + 3 working days is the next Monday.
    expect(slipChange(SCHEDULE, slip("build", 3, "2026-03-05"))).toEqual({ id: "build", startDate: "2026-03-05", dueDate: "2026-03-09" });
  });

  it("moves only a milestone's due date", () => {
    expect(slipChange(SCHEDULE, slip("launch", 1, "2026-03-09"))).toEqual({ id: "launch", startDate: null, dueDate: "2026-03-09" });
  });

  it("gives nothing to save when the task is gone", () => {
    expect(slipChange(SCHEDULE, slip("deleted", 2, "2026-03-05"))).toBeNull();
  });
});

describe("preview outlines", () => {
  it("draws the auto-schedule plan, or else the slip, or nothing", () => {
    const planned = {
      result: {
        changes: [
          { id: "build", startDate: "2026-03-09", dueDate: "2026-03-11" },
          { id: "launch", startDate: null, dueDate: "2026-03-12" },
        ],
      },
    };
    expect([...previewGhosts(planned, slip("build", 3, "2026-03-05"))]).toEqual([
      ["build", "2026-03-09"],
      ["launch", "2026-03-12"],
    ]);
    expect([...previewGhosts(null, slip("build", 3, "2026-03-05"))]).toEqual([["build", "2026-03-05"]]);
    expect(previewGhosts(null, null).size).toBe(0);
  });
});
