// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FeedbackPanel, type FeedbackRound } from "../../app/components/ai/feedback-panel";
import { ApiError } from "../../app/lib/api";
import { FEEDBACK_REQUIRED } from "../../core/schemas/plan";
import { describedBy } from "../support/form-server";
import { stubOption } from "../support/happy-dom-forms";

// The review step's "Regenerate with feedback" on Conform over the feedback's own schema (issue 23 #2):
// refused under the box before sending, the server's refusal there too with the text kept, one round at
// a time.

const round = (onSubmit: FeedbackRound["onSubmit"]): FeedbackRound => ({
  busy: false,
  partial: null,
  changes: null,
  onSubmit,
  onResolve: () => {},
  onResolveAll: () => {},
});

beforeEach(() => {
  stubOption();
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPanel(onSubmit: FeedbackRound["onSubmit"]) {
  render(<FeedbackPanel round={round(onSubmit)} />);
  const box = screen.getByRole("textbox", { name: "What should change?" }) as HTMLInputElement;
  return {
    box,
    type: (value: string) => act(async () => fireEvent.input(box, { target: { value } })),
    send: () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Regenerate" }))),
  };
}

describe("FeedbackPanel", { timeout: 30_000 }, () => {
  it("sends the trimmed text", async () => {
    const onSubmit = vi.fn(async () => {});
    const { type, send } = renderPanel(onSubmit);
    await type("  add a QA phase ");
    await send();
    expect(onSubmit).toHaveBeenCalledWith("add a QA phase");
  });

  it("refuses empty feedback under the box, before sending", async () => {
    const onSubmit = vi.fn(async () => {});
    const { box, type, send } = renderPanel(onSubmit);
    await type("   ");
    await send();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(box)).toBe(FEEDBACK_REQUIRED);
  });

  it("shows the server's refusal under the box and keeps the text", async () => {
    const refusal = "Feedback is too long (max 2,000 characters).";
    const onSubmit = vi.fn(async () => {
      throw new ApiError("Invalid input", 400, [{ path: "feedback.text", message: refusal }]);
    });
    const { box, type, send } = renderPanel(onSubmit);
    await type("split the design task");
    await send();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(describedBy(box)).toBe(refusal);
    expect(box.value).toBe("split the design task");
  });

  it("shows a refusal that names no input under the form", async () => {
    const { type, send } = renderPanel(async () => {
      throw new ApiError("The planner is busy. Try again in a minute.", 503);
    });
    await type("fewer tasks");
    await send();
    expect(screen.getByRole("alert").textContent).toBe("The planner is busy. Try again in a minute.");
  });

  it("sends once when Regenerate is pressed twice", async () => {
    let finish = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { box, type } = renderPanel(onSubmit);
    await type("fewer tasks");
    const form = box.closest("form") as HTMLFormElement;
    await act(async () => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await act(async () => fireEvent.submit(form));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect((screen.getByRole("button", { name: /Regenerate/ }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish());
  });
});
