// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FieldValueForm } from "../../app/components/bulk/field-value-form";
import { ApiError } from "../../app/lib/api";
import type { CustomField } from "../../core/schemas/custom-field";
import type { MemberView } from "../../core/schemas/team";

// Bulk edit's Field form (issue 25) on Conform (issue 23 #2): the value is checked by the board's own
// rule (checkFieldValue) before anything is sent, the board's refusal naming the field lands under the
// value, and pressing Apply twice sends one batch.

const field = (id: string, name: string, type: CustomField["type"]): CustomField => ({
  id,
  projectId: 1,
  name,
  type,
  options: [],
  position: 0,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});

const BUDGET = field("f-budget", "Budget", "number");
const SITE = field("f-site", "Site", "url");
const OWNER = field("f-owner", "Owner", "person");
const ADA = { userId: 7, role: "editor", user: { id: 7, username: "ada", name: "Ada Lovelace" } } as unknown as MemberView;

afterEach(cleanup);

function show(fields: CustomField[], onApply = vi.fn(async () => undefined)) {
  render(<FieldValueForm fields={fields} members={[ADA]} onApply={onApply} />);
  return onApply;
}
const apply = () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Apply to all" })));

// The first render loads react-aria and Conform: slow on a loaded machine.
describe("bulk Field form", { timeout: 30_000 }, () => {
  it("refuses what the board would, in its words, next to the value, and sends nothing", async () => {
    const onApply = show([SITE]);
    fireEvent.change(screen.getByLabelText("Value"), { target: { value: "example.com" } });
    await apply();
    const input = screen.getByLabelText("Value");
    const message = document.getElementById(input.getAttribute("aria-describedby") ?? "");
    expect(message?.textContent).toBe("Site: enter a web address starting with http:// or https://.");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(onApply).not.toHaveBeenCalled();
  });

  it("sends the value once when Apply is pressed twice", async () => {
    let finish: () => void = () => {};
    const onApply = show(
      [BUDGET],
      vi.fn(() => new Promise<undefined>((resolve) => (finish = () => resolve(undefined)))),
    );
    fireEvent.change(screen.getByLabelText("Value"), { target: { value: "1500" } });
    await apply();
    await apply();
    await act(async () => finish());
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledWith(BUDGET, 1500);
  });

  it("shows the board's refusal of the batch under the value", async () => {
    const refusal = new ApiError("Nothing was applied: 1 of 2 operations were refused.", 422, {
      errors: [{ index: 0, status: 422, message: "Owner: the person must be a member of this project." }],
    });
    const onApply = show(
      [OWNER],
      vi.fn(async () => {
        throw refusal;
      }),
    );
    fireEvent.change(screen.getByLabelText("Value"), { target: { value: "7" } });
    await apply();
    expect(onApply).toHaveBeenCalledWith(OWNER, 7);
    const select = screen.getByLabelText("Value");
    const message = document.getElementById(select.getAttribute("aria-describedby") ?? "");
    expect(message?.textContent).toBe("Owner: the person must be a member of this project.");
    expect(select).toHaveProperty("value", "7");
  });

  it("drops the last field's message when another field is chosen", async () => {
    show([SITE, BUDGET]);
    fireEvent.change(screen.getByLabelText("Value"), { target: { value: "example.com" } });
    await apply();
    expect(screen.getByText("Site: enter a web address starting with http:// or https://.")).toBeTruthy();
    await act(async () => fireEvent.change(screen.getByLabelText("Field"), { target: { value: BUDGET.id } }));
    expect(screen.queryByText("Site: enter a web address starting with http:// or https://.")).toBeNull();
    expect(screen.getByLabelText("Value").getAttribute("aria-invalid")).toBeNull();
  });
});
