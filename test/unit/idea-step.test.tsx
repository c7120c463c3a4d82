// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IdeaStep } from "../../app/components/ai/idea-step";
import { IDEA_MAX_CHARS, IDEA_REQUIRED } from "../../core/schemas/idea-text";
import { describedBy } from "../support/form-server";
import { standInRequestSubmit } from "../support/happy-dom-forms";

// The wizard's idea step on Conform over the route's idea schema (issue 23 #2): refused under the box
// before sending (a blank idea still gets the spec's toast, the wizard's), the route's refusal under the
// box with the idea kept, one generate at a time.

/** The step as the wizard holds it: the idea is the wizard's, `send` stands in its generate. */
function Wizard({ send, error = null }: { send: () => Promise<void>; error?: string | null }) {
  const [idea, setIdea] = useState("");
  return <IdeaStep idea={idea} error={error} onChange={setIdea} onSubmit={send} />;
}

let undoRequestSubmit = () => {};
beforeEach(() => {
  undoRequestSubmit = standInRequestSubmit();
});
afterEach(() => {
  undoRequestSubmit();
  cleanup();
});

const box = () => screen.getByRole("textbox", { name: "Your project idea" }) as HTMLTextAreaElement;
const type = (value: string) => act(async () => fireEvent.change(box(), { target: { value } }));
const ctrlEnter = () => act(async () => fireEvent.keyDown(box(), { key: "Enter", ctrlKey: true }));

describe("IdeaStep", { timeout: 30_000 }, () => {
  it("generates from the idea with the button and with Ctrl+Enter", async () => {
    const send = vi.fn(async () => {});
    render(<Wizard send={send} />);
    await type("A bakery's spring launch");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Generate Project Plan" })));
    expect(send).toHaveBeenCalledTimes(1);
    await ctrlEnter();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("refuses a blank idea under the box, and lets the wizard say it in the spec's toast", async () => {
    const send = vi.fn(async () => {});
    render(<Wizard send={send} />);
    await type("   ");
    expect(screen.getByRole("button", { name: "Generate Project Plan" }).hasAttribute("disabled")).toBe(true);
    await ctrlEnter();
    expect(box().getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(box())).toBe(IDEA_REQUIRED);
    // The wizard's generate sees the blank idea and shows the toast (spec §5); nothing is sent.
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("refuses an idea over the limit before sending", async () => {
    const send = vi.fn(async () => {});
    render(<Wizard send={send} />);
    await type("x".repeat(IDEA_MAX_CHARS + 1));
    await ctrlEnter();
    expect(send).not.toHaveBeenCalled();
    expect(describedBy(box())).toBe("Project idea is too long (max 20,000 characters).");
  });

  it("shows the route's refusal under the box, the idea kept", async () => {
    const refusal = "We couldn't find a project in that text.";
    render(<Wizard send={vi.fn(async () => {})} error={refusal} />);
    await type("hello");
    expect(describedBy(box())).toBe(refusal);
    expect(box().value).toBe("hello");
  });

  it("generates once when Ctrl+Enter is pressed twice", async () => {
    let finish = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Wizard send={send} />);
    await type("A bakery's spring launch");
    await act(async () => {
      fireEvent.keyDown(box(), { key: "Enter", ctrlKey: true });
      fireEvent.keyDown(box(), { key: "Enter", ctrlKey: true });
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Generate Project Plan" }).hasAttribute("disabled")).toBe(true);
    await act(async () => finish());
  });
});
