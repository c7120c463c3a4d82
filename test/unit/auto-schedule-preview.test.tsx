// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AutoSchedulePreview, type SchedulePreview } from "../../app/components/timeline/auto-schedule-preview";
import type { AutoScheduleResult } from "../../core/schedule";
import { storedTask } from "../support/stored-task";

// Auto-schedule's preview on the Timeline (issue 21 #6): what would move and where the project would
// end, and nothing changes until Apply.

const TASKS = [
  storedTask("design", { name: "Design", startDate: "2026-03-02", dueDate: "2026-03-04" }),
  storedTask("build", { name: "Build", dueDate: "2026-03-05" }),
  storedTask("launch", { name: "Launch", kind: "milestone", dueDate: "2026-03-06" }),
];
const result = (over: Partial<AutoScheduleResult> = {}): AutoScheduleResult => ({
  changes: [
    { id: "design", startDate: "2026-03-09", dueDate: "2026-03-11" },
    { id: "launch", startDate: null, dueDate: "2026-03-13" },
  ],
  projectStart: "2026-03-02",
  projectEnd: "2026-03-13",
  previousProjectEnd: "2026-03-06",
  unlevelledProjectEnd: "2026-03-11",
  capacityDelayDays: 2,
  delayed: [],
  passedMilestones: [],
  ...over,
});
const preview = (r: AutoScheduleResult, respectCapacity = true): SchedulePreview => ({ result: r, respectCapacity, moveMilestones: false });

function renderPreview(p: SchedulePreview) {
  const handlers = { onMoveMilestones: vi.fn(async () => {}), onApply: vi.fn(async () => {}), onCancel: vi.fn() };
  render(<AutoSchedulePreview preview={p} tasks={TASKS} {...handlers} />);
  return { ...handlers, region: screen.getByRole("region", { name: "Auto-schedule preview" }) };
}

afterEach(cleanup);

describe("auto-schedule preview", () => {
  it("says what would move, where the project would end and what capacity adds", () => {
    const { region } = renderPreview(preview(result()));
    expect(within(region).getByRole("status").textContent).toBe(
      "Auto-schedule would move 1 task and 1 milestone; the project would end Mar 13, 2026 (now Mar 6, 2026). Dashed outlines show the new dates." +
        " Capacity pushes the end 2 working days past what the links alone allow.",
    );
    const changes = within(region).getByRole("list", { name: "Dates that would change" });
    expect(
      within(changes)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Design: Mar 2, 2026 – Mar 4, 2026 → Mar 9, 2026 – Mar 11, 2026", "Launch: Mar 6, 2026 → Mar 13, 2026"]);
    expect(within(region).getByText(/Nobody is booked beyond their hours\./)).toBeTruthy();
  });

  it("names a milestone its tasks would pass, and offers nothing to apply when nothing moves", () => {
    const { region } = renderPreview(
      preview(
        result({
          changes: [],
          capacityDelayDays: 0,
          passedMilestones: [{ id: "launch", dueDate: "2026-03-06", passedBy: "build", finish: "2026-03-09" }],
        }),
        false,
      ),
    );
    expect(within(region).getByRole("status").textContent).toBe(
      "Auto-schedule would change nothing: every task already starts as early as its links allow.",
    );
    expect(within(region).queryByRole("list", { name: "Dates that would change" })).toBeNull();
    expect(within(region).getByRole("list", { name: "Milestones passed" }).textContent).toBe(
      "Milestone “Launch” stays on Mar 6, 2026, but “Build” would finish Mar 9, 2026.",
    );
    expect(within(region).getByText(/Tasks may overlap for the same person\./)).toBeTruthy();
    expect(within(region).getByRole("button", { name: "Apply" }).hasAttribute("disabled")).toBe(true);
  });

  it("applies, cancels, and asks again with milestones moved", async () => {
    const { region, onApply, onCancel, onMoveMilestones } = renderPreview(preview(result()));
    await userEvent.click(within(region).getByRole("checkbox", { name: "Move milestones too" }));
    expect(onMoveMilestones).toHaveBeenCalledWith(true);
    await userEvent.click(within(region).getByRole("button", { name: "Apply" }));
    expect(onApply).toHaveBeenCalledTimes(1);
    await userEvent.click(within(region).getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
