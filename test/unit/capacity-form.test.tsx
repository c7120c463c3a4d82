// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CapacitySettings } from "../../app/components/time/capacity-settings";
import { ApiError } from "../../app/lib/api";
import { type MemberCapacity, standardCapacity } from "../../core/schemas/capacity";
import type { MemberView } from "../../core/schemas/team";

// Issue 23 #2: the capacity form on Conform over capacitySettingsSchema, the route's own schema: a value
// the route would refuse is refused on its input before sending, the server's refusal lands on the
// member's input it names, and a second submit while the first is on its way sends nothing.

const MEMBERS = [
  { userId: 7, role: "editor", user: { id: 7, username: "ana", firstName: "Ana", lastName: "Diaz", email: "ana@example.com" } },
] as unknown as MemberView[];
const CAPACITY: MemberCapacity[] = [standardCapacity(7)];

afterEach(cleanup);

function renderForm(onSave: (members: unknown) => Promise<void>) {
  render(<CapacitySettings members={MEMBERS} capacity={CAPACITY} editable onSave={onSave} />);
  return {
    hours: screen.getByLabelText("Weekly hours for Ana Diaz") as HTMLInputElement,
    save: () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Save capacity" }))),
  };
}

const type = (input: HTMLInputElement, value: string) => act(async () => fireEvent.input(input, { target: { value } }));

describe("CapacitySettings on Conform", { timeout: 30_000 }, () => {
  it("sends the payload the route takes and says it is saved", async () => {
    const onSave = vi.fn(async () => {});
    const { hours, save } = renderForm(onSave);
    await type(hours, "20");
    await act(async () => fireEvent.click(screen.getByRole("checkbox", { name: "Ana Diaz doesn't work Fri" })));
    await save();
    expect(onSave).toHaveBeenCalledWith([{ userId: 7, weeklyHours: 20, offWeekdays: ["fri"], daysOff: [] }]);
    expect(screen.getByRole("status").textContent).toBe("Capacity saved.");
  });

  it("refuses a value the route would refuse on its input, before sending", async () => {
    const onSave = vi.fn(async () => {});
    const { hours, save } = renderForm(onSave);
    await type(hours, "0");
    await save();
    expect(onSave).not.toHaveBeenCalled();
    expect(hours.getAttribute("aria-invalid")).toBe("true");
    const message = document.getElementById(hours.getAttribute("aria-describedby") ?? "");
    expect(message?.textContent).toBe("Weekly hours must be at least 1.");
  });

  it("shows the server's refusal next to the member's input it names, the value kept", async () => {
    const refusal = "Weekly hours must be at most 16 in this project.";
    const onSave = vi.fn(async () => {
      throw new ApiError(refusal, 400, [{ path: "members.0.weeklyHours", message: refusal }]);
    });
    const { hours, save } = renderForm(onSave);
    await type(hours, "20");
    await save();
    expect(onSave).toHaveBeenCalledTimes(1);
    const fieldset = screen.getByRole("group", { name: "Ana Diaz" });
    expect(within(fieldset).getByText(refusal).id).toBe(hours.getAttribute("aria-describedby"));
    expect(hours.value).toBe("20");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("sends once when Save is pressed twice", async () => {
    let finish = () => {};
    const onSave = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { hours } = renderForm(onSave);
    await type(hours, "30");
    const form = hours.closest("form") as HTMLFormElement;
    await act(async () => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await act(async () => fireEvent.submit(form));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect((screen.getByRole("button", { name: "Saving…" }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish());
    expect(screen.getByRole("status").textContent).toBe("Capacity saved.");
  });
});
