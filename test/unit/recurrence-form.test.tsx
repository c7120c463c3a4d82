// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RecurrenceForm } from "../../app/components/time/recurrence-form";
import type { Task } from "../../core/schemas/task";
import { standInFormAttribute, stubOption } from "../support/happy-dom-forms";
import { storedTask } from "../support/stored-task";

// The task editor's repeat section, split into its choices, its writes and its inputs: the rule the
// inputs make is read out and saved as one PATCH, Save is off until something changed, and a refusal
// is said in the section. On Conform over the PATCH route's schema (issue 23 #2) with its own <form>
// outside the task editor's (decision 138): refused at its input before sending, the server's refusal
// next to its input with the values kept, one save at a time, and never the task editor's submit.

// 2031-05-05 is a Monday.
const TASK: Task = storedTask("t1", { dueDate: "2031-05-05", recurrence: "FREQ=WEEKLY;BYDAY=MO", recurrenceMode: "completion" });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
let patch: (body: unknown) => Promise<Response>;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  if (String(input).includes("/time-settings")) return json({ reminderLeadDays: 1, recurrenceMode: "completion", timeZone: "UTC" });
  if (init?.method === "PATCH") return patch(JSON.parse(String(init.body)));
  return json({ message: "Not found" }, 404);
});
const patches = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "PATCH").map(([, init]) => JSON.parse(String(init?.body)));

let undoFormAttribute = () => {};
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  stubOption();
  undoFormAttribute = standInFormAttribute();
  vi.spyOn(console, "error").mockImplementation(() => {});
  fetchMock.mockClear();
});
afterEach(() => {
  undoFormAttribute();
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The section as the task editor holds it: inside the editor's own form, whose submit saves the task. */
async function renderForm(saveTask = vi.fn()) {
  render(
    <form
      aria-label="Edit task"
      onSubmit={(e) => {
        e.preventDefault();
        saveTask();
      }}
    >
      <RecurrenceForm task={TASK} canEdit />
    </form>,
  );
  await act(async () => {});
  const region = screen.getByRole("region", { name: "Repeat" });
  return {
    region,
    every: within(region).getByRole("spinbutton", { name: /Every/ }) as HTMLInputElement,
    saveButton: () => within(region).getByRole("button", { name: "Save repeat" }) as HTMLButtonElement,
  };
}

describe("RecurrenceForm", { timeout: 30_000 }, () => {
  it("reads the rule out as it is made and saves it in one write", async () => {
    patch = async () => json({ ...TASK, recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE" });
    const { region, every, saveButton } = await renderForm();
    expect(saveButton().disabled).toBe(true);
    await act(async () => fireEvent.input(every, { target: { value: "2" } }));
    await act(async () => fireEvent.click(within(region).getByRole("checkbox", { name: "Wed" })));
    expect(within(region).getByTestId("recurrence-summary").textContent).toContain("Every 2 weeks on Monday, Wednesday");
    expect(saveButton().disabled).toBe(false);
    await act(async () => fireEvent.click(saveButton()));
    expect(patches()).toEqual([{ recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE", recurrenceMode: "completion" }]);
  });

  it("says a refusal in the section", async () => {
    patch = async () => json({ message: "You can't change this task." }, 403);
    const { every, saveButton } = await renderForm();
    await act(async () => fireEvent.input(every, { target: { value: "3" } }));
    await act(async () => fireEvent.click(saveButton()));
    expect(screen.getByRole("alert").textContent).toBe("You can't change this task.");
  });

  it("saves the repeat, not the task, and keeps its form out of the task editor's", async () => {
    patch = async () => json({ ...TASK, recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO" });
    const saveTask = vi.fn();
    const { every, saveButton } = await renderForm(saveTask);
    const editor = screen.getByRole("form", { name: "Edit task" });
    expect(editor.querySelector("form")).toBeNull();
    const own = saveButton().getAttribute("form") ?? "";
    expect(document.getElementById(own)?.tagName).toBe("FORM");
    expect(every.getAttribute("form")).toBe(own);
    await act(async () => fireEvent.input(every, { target: { value: "2" } }));
    await act(async () => fireEvent.click(saveButton()));
    expect(patches()).toEqual([{ recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO", recurrenceMode: "completion" }]);
    expect(saveTask).not.toHaveBeenCalled();
  });

  it("refuses an interval the rule can't take at its input, before sending", async () => {
    const { every, saveButton } = await renderForm();
    await act(async () => fireEvent.input(every, { target: { value: "0" } }));
    await act(async () => fireEvent.click(saveButton()));
    expect(patches()).toEqual([]);
    expect(every.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(every.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Choose a whole number from 1 to 366.");
  });

  it("shows the server's refusal next to the input it names, the values kept", async () => {
    const refusal = 'recurrenceMode is "completion" or "date".';
    patch = async () => json({ message: "Invalid input", details: [{ path: "recurrenceMode", message: refusal }] }, 400);
    const { region, every, saveButton } = await renderForm();
    await act(async () => fireEvent.input(every, { target: { value: "4" } }));
    await act(async () => fireEvent.click(saveButton()));
    expect(patches()).toHaveLength(1);
    expect(within(region).getByText(refusal)).toBeTruthy();
    expect(every.value).toBe("4");
    expect(within(region).getByTestId("recurrence-summary").textContent).toContain("Every 4 weeks");
  });

  it("saves once when Save repeat is pressed twice", async () => {
    let finish = () => {};
    patch = () => new Promise<Response>((resolve) => (finish = () => resolve(json(TASK))));
    const { every, saveButton } = await renderForm();
    await act(async () => fireEvent.input(every, { target: { value: "5" } }));
    const own = document.getElementById(saveButton().getAttribute("form") ?? "") as HTMLFormElement;
    await act(async () => {
      fireEvent.submit(own);
      fireEvent.submit(own);
    });
    await act(async () => fireEvent.submit(own));
    expect(patches()).toHaveLength(1);
    expect(saveButton().disabled).toBe(true);
    await act(async () => finish());
  });
});
