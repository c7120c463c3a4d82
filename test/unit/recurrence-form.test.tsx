// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RecurrenceForm } from "../../app/components/time/recurrence-form";
import type { Task } from "../../core/schemas/task";
import { storedTask } from "../support/stored-task";

// The task editor's repeat section, split into its choices, its writes and its inputs: the rule the
// inputs make is read out and saved as one PATCH, Save is off until something changed, and a refusal
// is said in the section.

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

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(console, "error").mockImplementation(() => {});
  fetchMock.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderForm() {
  render(<RecurrenceForm task={TASK} canEdit />);
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
    await act(async () => fireEvent.change(every, { target: { value: "2" } }));
    await act(async () => fireEvent.click(within(region).getByRole("checkbox", { name: "Wed" })));
    expect(within(region).getByTestId("recurrence-summary").textContent).toContain("Every 2 weeks on Monday, Wednesday");
    expect(saveButton().disabled).toBe(false);
    await act(async () => fireEvent.click(saveButton()));
    expect(patches()).toEqual([{ recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE", recurrenceMode: "completion" }]);
  });

  it("says a refusal in the section", async () => {
    patch = async () => json({ message: "You can't change this task." }, 403);
    const { every, saveButton } = await renderForm();
    await act(async () => fireEvent.change(every, { target: { value: "3" } }));
    await act(async () => fireEvent.click(saveButton()));
    expect(screen.getByRole("alert").textContent).toBe("You can't change this task.");
  });
});
