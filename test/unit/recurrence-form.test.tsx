// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RecurrenceForm } from "../../app/components/time/recurrence-form";
import type { Task } from "../../core/schemas/task";
import { storedTask } from "../support/stored-task";

// Issue 23 #2: the repeat form on Conform over the task route's own fields (updateTaskSchema's
// recurrence and recurrenceMode). It sits inside the task editor's form, so its own form lives apart:
// a refusal is shown on its input, the server's on the input it names, and one save goes at a time.

// 2031-05-05 is a Monday.
const TASK: Task = storedTask("t1", { dueDate: "2031-05-05", recurrence: "FREQ=WEEKLY;BYDAY=MO", recurrenceMode: "completion" });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
let patch: (body: unknown) => Promise<Response>;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (url.includes("/time-settings")) return json({ reminderLeadDays: 1, recurrenceMode: "completion", timeZone: "UTC" });
  if (init?.method === "PATCH") return patch(JSON.parse(String(init.body)));
  return json({ message: "Not found" }, 404);
});
const patches = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "PATCH");

// happy-dom has no global Option, which Conform's hidden select (for a react-aria Select) is built with.
function option(text = "", value = text, defaultSelected = false, selected = false) {
  const o = document.createElement("option");
  o.text = text;
  o.value = value;
  o.defaultSelected = defaultSelected;
  o.selected = selected;
  return o;
}

beforeEach(() => {
  if (typeof globalThis.Option === "undefined") vi.stubGlobal("Option", option);
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(console, "error").mockImplementation(() => {});
  fetchMock.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// In the app the section sits inside the task editor's form and its inputs name their own form
// (form=…); happy-dom gives an input its ancestor form even then (browsers follow the attribute, as the
// recurring-task e2e shows), so here the section is rendered on its own.
async function renderForm() {
  render(<RecurrenceForm task={TASK} canEdit />);
  await act(async () => {});
  const region = screen.getByRole("region", { name: "Repeat" });
  return {
    region,
    every: within(region).getByRole("spinbutton", { name: /Every/ }) as HTMLInputElement,
    save: () => act(async () => fireEvent.click(within(region).getByRole("button", { name: "Save repeat" }))),
  };
}

const type = (input: HTMLInputElement, value: string) => act(async () => fireEvent.input(input, { target: { value } }));

describe("RecurrenceForm on Conform", { timeout: 30_000 }, () => {
  it("sends the rule the inputs make", async () => {
    patch = async () => json({ ...TASK, recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE" });
    const { region, every, save } = await renderForm();
    await type(every, "2");
    await act(async () => fireEvent.click(within(region).getByRole("checkbox", { name: "Wed" })));
    expect(within(region).getByTestId("recurrence-summary").textContent).toContain("Every 2 weeks on Monday, Wednesday");
    await save();
    expect(patches().map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE", recurrenceMode: "completion" },
    ]);
  });

  it("refuses an interval the rule can't hold on its input, before sending", async () => {
    patch = async () => json(TASK);
    const { every, save } = await renderForm();
    await type(every, "0");
    await save();
    expect(patches()).toEqual([]);
    expect(every.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(every.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Every is a whole number from 1 to 366.",
    );
  });

  it("shows the server's refusal on the input it names, the value kept", async () => {
    const refusal = 'recurrenceMode is "completion" or "date".';
    patch = async () => json({ message: refusal, details: [{ path: "recurrenceMode", message: refusal }] }, 400);
    const { region, every, save } = await renderForm();
    await type(every, "3");
    await save();
    expect(patches()).toHaveLength(1);
    const mode = within(region).getByText("Next one appears").closest("[data-rac]") as HTMLElement;
    expect(within(mode).getByText(refusal)).toBeTruthy();
    expect(within(region).queryByRole("alert")).toBeNull();
    expect(every.value).toBe("3");
  });

  it("sends once when Save repeat is pressed twice", async () => {
    let answer = (_r: Response) => {};
    patch = () => new Promise<Response>((resolve) => (answer = resolve));
    const { every, save } = await renderForm();
    await type(every, "4");
    await save();
    expect(patches()).toHaveLength(1);
    await save();
    const form = document.getElementById(every.getAttribute("form") ?? "") as HTMLFormElement;
    await act(async () => fireEvent.submit(form));
    expect(patches()).toHaveLength(1);
    await act(async () => answer(json(TASK)));
  });
});
