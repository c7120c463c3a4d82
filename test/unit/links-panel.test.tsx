// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LinksPanel } from "../../app/components/timeline/links-panel";
import type { Dependency } from "../../core/schemas/dependency";
import { storedTask } from "../support/stored-task";

// The selected task's links on the Timeline, read and edited without a pointer (issue 12).

const TASKS = [storedTask("design", { name: "Design" }), storedTask("build", { name: "Build" }), storedTask("test", { name: "Test" })];
const link = (id: string, predecessorId: string, successorId: string, over: Partial<Dependency> = {}): Dependency => ({
  id,
  projectId: 1,
  predecessorId,
  successorId,
  type: "FS",
  lagDays: 0,
  createdAt: "2026-01-01T00:00:00Z",
  ...over,
});
const LINKS = [link("d1", "design", "build", { lagDays: 2 }), link("d2", "build", "gone", { type: "SS" }), link("d3", "design", "test")];

function renderPanel(editable = true) {
  const onAdd = vi.fn(async () => {});
  const onRemove = vi.fn(async () => {});
  const build = TASKS[1] as (typeof TASKS)[number];
  render(<LinksPanel task={build} tasks={TASKS} dependencies={LINKS} editable={editable} onAdd={onAdd} onRemove={onRemove} />);
  return { onAdd, onRemove, panel: screen.getByRole("region", { name: "Links of “Build”" }) };
}

/** A form control's value, read through a cast: the Workers types in the tsconfig clash with the DOM's form controls. */
const controlValue = (el: HTMLElement) => (el as unknown as { value: string }).value;

afterEach(cleanup);

describe("links panel", () => {
  it("lists what the task waits for and what waits for it, with type and lag", () => {
    const { panel } = renderPanel(false);
    expect(
      within(panel)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Waits for “Design” · Finish → start, +2 working days", "“a deleted task” waits for it · Start → start"]);
    // Viewers get neither the remove buttons nor the form.
    expect(within(panel).queryByRole("button")).toBeNull();
  });

  it("removes a link by its named button", async () => {
    const { panel, onRemove } = renderPanel();
    await userEvent.click(within(panel).getByRole("button", { name: "Remove link between “Design” and “Build”" }));
    expect(onRemove).toHaveBeenCalledWith(LINKS[0]);
  });

  it("adds a predecessor with its type and lag, then clears the form", async () => {
    const { panel, onAdd } = renderPanel();
    const add = within(panel).getByRole("button", { name: "Add link" });
    expect(add.hasAttribute("disabled")).toBe(true);
    const waitsFor = within(panel).getByRole("combobox", { name: "Waits for" });
    // The task itself is not offered.
    expect(
      within(waitsFor)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Choose a task…", "Design", "Test"]);
    await userEvent.selectOptions(waitsFor, "test");
    await userEvent.selectOptions(within(panel).getByRole("combobox", { name: "Type" }), "FF");
    const lag = within(panel).getByRole("spinbutton", { name: "Lag (working days)" });
    await userEvent.clear(lag);
    await userEvent.type(lag, "-3");
    await userEvent.click(add);
    expect(onAdd).toHaveBeenCalledWith({ predecessorId: "test", successorId: "build", type: "FF", lagDays: -3 });
    expect(controlValue(waitsFor)).toBe("");
    expect(controlValue(lag)).toBe("0");
  });

  it("refuses a lag that is not a whole number of working days within a year", async () => {
    const { panel, onAdd } = renderPanel();
    await userEvent.selectOptions(within(panel).getByRole("combobox", { name: "Waits for" }), "design");
    const lag = within(panel).getByRole("spinbutton", { name: "Lag (working days)" });
    await userEvent.clear(lag);
    await userEvent.type(lag, "261");
    expect(lag.getAttribute("aria-invalid")).toBe("true");
    expect(within(panel).getByText("A lag is a whole number of working days, at most 260 either way.")).toBeTruthy();
    expect(within(panel).getByRole("button", { name: "Add link" }).hasAttribute("disabled")).toBe(true);
    await userEvent.click(within(panel).getByRole("button", { name: "Add link" }));
    expect(onAdd).not.toHaveBeenCalled();
  });
});
