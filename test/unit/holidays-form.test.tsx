// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HolidaysEditor } from "../../app/components/time/holidays-editor";
import { ApiError } from "../../app/lib/api";
import { formatDay } from "../../app/lib/gantt-model";
import type { Holiday } from "../../core/schemas/capacity";

// Issue 23 #2: adding a holiday on Conform over the list item's schema (holidaySchema) and the route's
// (holidaysSchema): a bad value is refused on its input before sending, the server's refusal of the new
// holiday lands on the input it names, and a second submit while the first is on its way sends nothing.

const XMAS: Holiday = { date: "2026-12-25", name: "Christmas" };

afterEach(cleanup);

function renderForm(onSave: (holidays: Holiday[]) => Promise<void>) {
  render(<HolidaysEditor holidays={[XMAS]} editable onSave={onSave} />);
  const date = screen.getByLabelText("Holiday date") as HTMLInputElement;
  const name = screen.getByLabelText("Holiday name") as HTMLInputElement;
  return {
    date,
    name,
    fill: (d: string, n: string) =>
      act(async () => {
        fireEvent.input(date, { target: { value: d } });
        fireEvent.input(name, { target: { value: n } });
      }),
    add: () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Add holiday" }))),
  };
}

const messageOf = (input: HTMLElement) => document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent;

describe("HolidaysEditor on Conform", { timeout: 30_000 }, () => {
  it("sends the whole list with the new holiday, its name trimmed", async () => {
    const onSave = vi.fn(async () => {});
    const { fill, add } = renderForm(onSave);
    await fill("2027-01-01", "  New Year ");
    await add();
    expect(onSave).toHaveBeenCalledWith([XMAS, { date: "2027-01-01", name: "New Year" }]);
  });

  it("refuses a second holiday on a day, and a missing name, on their inputs before sending", async () => {
    const onSave = vi.fn(async () => {});
    const { date, name, fill, add } = renderForm(onSave);
    await fill("2026-12-25", "Boxing day eve");
    await add();
    expect(onSave).not.toHaveBeenCalled();
    expect(date.getAttribute("aria-invalid")).toBe("true");
    expect(messageOf(date)).toBe(`There is already a holiday on ${formatDay("2026-12-25")}.`);
    await fill("2026-12-26", "   ");
    await add();
    expect(onSave).not.toHaveBeenCalled();
    expect(messageOf(name)).toBe("Give the holiday a name.");
  });

  it("shows the server's refusal of the new holiday next to the input it names, the values kept", async () => {
    const refusal = "A holiday's name is at most 80 characters.";
    const onSave = vi.fn(async () => {
      throw new ApiError(refusal, 400, [{ path: "holidays.1.name", message: refusal }]);
    });
    const { name, fill, add } = renderForm(onSave);
    await fill("2027-01-01", "New Year");
    await add();
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(messageOf(name)).toBe(refusal);
    expect(name.value).toBe("New Year");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("sends once when Add holiday is pressed twice", async () => {
    let finish = () => {};
    const onSave = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { name, fill, add } = renderForm(onSave);
    await fill("2027-01-01", "New Year");
    await add();
    await act(async () => fireEvent.submit(name.closest("form") as HTMLFormElement));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect((screen.getByRole("button", { name: "Add holiday" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: /Remove holiday Christmas/ }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish());
  });
});
