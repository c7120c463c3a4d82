// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { AddFilterButton } from "../../app/components/views/filter-popover";
import type { ViewKeyInfo } from "../../app/components/views/view-keys";

// The view bar's Add filter form (issue 25) on Conform (issue 23 #2): what a key still needs is said
// next to its input, and a filter is added once however often Add is pressed.

const info = (over: Partial<ViewKeyInfo>): ViewKeyInfo => ({
  key: "priority",
  label: "Priority",
  kind: "choice",
  ops: ["is", "isNot", "empty", "notEmpty"],
  choices: [],
  groupable: true,
  sortable: true,
  ...over,
});

const PRIORITY = info({
  choices: [
    { value: "high", label: "High" },
    { value: "low", label: "Low" },
  ],
});
const ASSIGNEE = info({
  key: "assignee",
  label: "Assignee",
  choices: [
    { value: 7, label: "Ada" },
    { value: null, label: "Unassigned" },
  ],
});
const ESTIMATE = info({ key: "field:est", label: "Estimate", kind: "number", ops: ["gt", "lt", "is", "empty", "notEmpty"] });

async function open(catalogue: ViewKeyInfo[]) {
  const onAdd = vi.fn();
  render(<AddFilterButton catalogue={catalogue} onAdd={onAdd} />);
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Add filter" })));
  return { onAdd };
}

/** The popover's dialog, read afresh each time (react-aria may put a new node in place while it opens). */
function dialog() {
  return screen.getByRole("dialog", { name: "Add a filter" });
}

const press = async (name: string) => act(async () => fireEvent.click(within(dialog()).getByRole("button", { name })));

// happy-dom's Option is no constructor here; Conform's hidden select (for the Condition) makes its options with it.
beforeAll(() => {
  Object.assign(globalThis, {
    Option: function Option(text: string, value: string, defaultSelected: boolean, selected: boolean) {
      const option = document.createElement("option");
      Object.assign(option, { text, value, defaultSelected, selected });
      return option;
    },
  });
});
afterEach(cleanup);

// The first render loads react-aria and Conform: slow on a loaded machine.
describe("Add filter", { timeout: 30_000 }, () => {
  it("asks for a value next to the choices and adds nothing until one is ticked", async () => {
    const { onAdd } = await open([PRIORITY]);
    await press("Add");
    expect(within(dialog()).getByRole("alert").textContent).toBe("Tick at least one value.");
    expect(onAdd).not.toHaveBeenCalled();
  });

  it("adds the ticked values once, even when Add is pressed twice", async () => {
    const { onAdd } = await open([PRIORITY]);
    await act(async () => fireEvent.click(within(dialog()).getByRole("checkbox", { name: "High" })));
    const add = within(dialog()).getByRole("button", { name: "Add" });
    await act(async () => {
      fireEvent.click(add);
      fireEvent.click(add);
    });
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd).toHaveBeenCalledWith({ key: "priority", op: "is", value: ["high"] });
  });

  it("keeps a person's id a number and none a null", async () => {
    const { onAdd } = await open([ASSIGNEE]);
    await act(async () => fireEvent.click(within(dialog()).getByRole("checkbox", { name: "Ada" })));
    await act(async () => fireEvent.click(within(dialog()).getByRole("checkbox", { name: "Unassigned" })));
    await press("Add");
    expect(onAdd).toHaveBeenCalledWith({ key: "assignee", op: "is", value: [7, null] });
  });

  it("ties a missing number's message to its input, then adds the number", async () => {
    const { onAdd } = await open([ESTIMATE]);
    await press("Add");
    const input = within(dialog()).getByRole("spinbutton", { name: "Value" });
    expect(within(dialog()).getByRole("alert").textContent).toBe("Enter a value.");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe(within(dialog()).getByRole("alert").id);
    fireEvent.change(input, { target: { value: "3" } });
    await press("Add");
    expect(onAdd).toHaveBeenCalledWith({ key: "field:est", op: "gt", value: 3 });
  });
});
