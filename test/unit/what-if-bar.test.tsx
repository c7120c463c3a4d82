// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WhatIfBar } from "../../app/components/timeline/what-if-bar";
import { ApiError } from "../../app/lib/api";
import type { WhatIfResult } from "../../core/schedule";
import { describedBy } from "../support/form-server";
import { storedTask } from "../support/stored-task";

// "What if it slips" on the Timeline (issue 12): preview a slip, read its consequences, apply or cancel.
// On Conform over the route's schema (issue 23 #2): refused at its input before sending, the server's
// refusal next to the input it names with the values kept, one preview at a time.

const TASKS = [storedTask("design", { name: "Design" }), storedTask("build", { name: "Build" })];
const RESULT: WhatIfResult = {
  taskId: "build",
  slipDays: 2,
  projectEnd: "2026-03-13",
  previousProjectEnd: "2026-03-11",
  projectEndSlipDays: 2,
  moved: [
    { id: "build", from: "2026-03-09", to: "2026-03-11", days: 2 },
    { id: "design", from: "2026-03-02", to: "2026-03-04", days: 2 },
  ],
  criticalPathChanged: true,
  criticalPath: ["build"],
  previousCriticalPath: ["design"],
};

/** The bar as the Timeline holds it: a preview shows the result, Cancel goes back to the form. */
function Harness({
  editable,
  onApply,
  refuse,
}: {
  editable: boolean;
  onApply: () => Promise<void>;
  /** Stands in the server: the refusal to throw, or nothing to show the preview. */
  refuse?: (taskId: string, slipDays: number) => Promise<ApiError | undefined>;
}) {
  const [result, setResult] = useState<WhatIfResult | null>(null);
  const onPreview = async (taskId: string, slipDays: number) => {
    const refusal = await refuse?.(taskId, slipDays);
    if (refusal) throw refusal;
    setResult({ ...RESULT, taskId, slipDays });
  };
  return (
    <WhatIfBar
      tasks={TASKS}
      selectedId="design"
      result={result}
      editable={editable}
      onPreview={onPreview}
      onApply={onApply}
      onCancel={() => setResult(null)}
    />
  );
}

/** A form control's value, read through a cast: the Workers types in the tsconfig clash with the DOM's form controls. */
const controlValue = (el: HTMLElement) => (el as unknown as { value: string }).value;

afterEach(cleanup);

describe("what-if bar", () => {
  it("previews a slip of the chosen task, says what follows, and keeps the choice after Cancel", async () => {
    const onApply = vi.fn(async () => {});
    render(<Harness editable onApply={onApply} />);
    const task = screen.getByRole("combobox", { name: "What if" });
    // The task selected on the chart is the default.
    expect(controlValue(task)).toBe("design");
    await userEvent.selectOptions(task, "build");
    const days = screen.getByRole("spinbutton", { name: "slips by (working days)" });
    await userEvent.clear(days);
    await userEvent.type(days, "2");
    await userEvent.click(screen.getByRole("button", { name: "Preview slip" }));
    expect(screen.getByRole("status").textContent).toContain(
      "If “Build” slips 2 working days: the project ends Mar 13, 2026 (2 working days later); 1 other task moves; the critical path changes.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(onApply).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(controlValue(screen.getByRole("combobox", { name: "What if" }))).toBe("build");
    expect(controlValue(screen.getByRole("spinbutton", { name: "slips by (working days)" }))).toBe("2");
  });

  it("lets viewers preview but not apply, and refuses a slip outside 1 to 260 working days at its input", async () => {
    const refuse = vi.fn(async () => undefined);
    render(<Harness editable={false} onApply={vi.fn(async () => {})} refuse={refuse} />);
    const days = screen.getByRole("spinbutton", { name: "slips by (working days)" });
    await userEvent.clear(days);
    await userEvent.type(days, "261");
    await userEvent.click(screen.getByRole("button", { name: "Preview slip" }));
    expect(refuse).not.toHaveBeenCalled();
    expect(days.getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(days)).toBe("A slip is a whole number of working days, from 1 to 260.");
    await userEvent.clear(days);
    await userEvent.type(days, "1");
    await userEvent.click(screen.getByRole("button", { name: "Preview slip" }));
    expect(screen.getByRole("status").textContent).toContain("If “Design” slips 1 working day:");
    expect(screen.queryByRole("button", { name: "Apply" })).toBeNull();
  });

  it("asks for a task before sending when none is chosen", async () => {
    const refuse = vi.fn(async () => undefined);
    render(<WhatIfBar tasks={TASKS} selectedId={null} result={null} editable onPreview={refuse} onApply={vi.fn()} onCancel={vi.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: "Preview slip" }));
    expect(refuse).not.toHaveBeenCalled();
    expect(describedBy(screen.getByRole("combobox", { name: "What if" }))).toBe("Choose a task.");
  });

  it("shows the server's refusal next to the input it names, the values kept", async () => {
    const refusal = "slipDays is at most 260.";
    const refuse = vi.fn(async () => new ApiError(refusal, 400, [{ path: "slipDays", message: refusal }]));
    render(<Harness editable onApply={vi.fn(async () => {})} refuse={refuse} />);
    const days = screen.getByRole("spinbutton", { name: "slips by (working days)" });
    await userEvent.clear(days);
    await userEvent.type(days, "5");
    await userEvent.click(screen.getByRole("button", { name: "Preview slip" }));
    expect(refuse).toHaveBeenCalledWith("design", 5);
    expect(describedBy(days)).toBe(refusal);
    expect(controlValue(days)).toBe("5");
    expect(controlValue(screen.getByRole("combobox", { name: "What if" }))).toBe("design");
    expect(screen.queryByTestId("what-if-result")).toBeNull();
  });

  it("shows a refusal that names no input under the form", async () => {
    const refuse = vi.fn(async () => new ApiError("Task not found", 404));
    render(<Harness editable onApply={vi.fn(async () => {})} refuse={refuse} />);
    await userEvent.click(screen.getByRole("button", { name: "Preview slip" }));
    expect(screen.getByRole("alert").textContent).toBe("Task not found");
  });

  it("on a big board lists every task only once the person reaches for the select, the chosen one kept (issue 22)", async () => {
    const many = Array.from({ length: 301 }, (_, i) => storedTask(`t${i}`, { name: `Task ${i}` }));
    const onPreview = vi.fn(async () => {});
    render(<WhatIfBar tasks={many} selectedId="t250" result={null} editable onPreview={onPreview} onApply={vi.fn()} onCancel={vi.fn()} />);
    const task = screen.getByRole("combobox", { name: "What if" });
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Choose a task…", "Task 250"]);
    expect(controlValue(task)).toBe("t250");
    fireEvent.focus(task);
    expect(screen.getAllByRole("option")).toHaveLength(302);
    expect(controlValue(screen.getByRole("combobox", { name: "What if" }))).toBe("t250");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "What if" }), "t7");
    await userEvent.click(screen.getByRole("button", { name: "Preview slip" }));
    expect(onPreview).toHaveBeenCalledWith("t7", 3);
  });

  it("previews once when Preview slip is pressed twice", async () => {
    let finish = () => {};
    const onPreview = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <WhatIfBar tasks={TASKS} selectedId="build" result={null} editable onPreview={onPreview} onApply={vi.fn()} onCancel={vi.fn()} />,
    );
    const form = screen.getByRole("button", { name: "Preview slip" }).closest("form") as HTMLFormElement;
    await act(async () => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await act(async () => fireEvent.submit(form));
    expect(onPreview).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Preview slip" }).hasAttribute("disabled")).toBe(true);
    await act(async () => finish());
  });
});
