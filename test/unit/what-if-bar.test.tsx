// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WhatIfBar } from "../../app/components/timeline/what-if-bar";
import type { WhatIfResult } from "../../core/schedule";
import { storedTask } from "../support/stored-task";

// "What if it slips" on the Timeline (issue 12): preview a slip, read its consequences, apply or cancel.

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
function Harness({ editable, onApply }: { editable: boolean; onApply: () => Promise<void> }) {
  const [result, setResult] = useState<WhatIfResult | null>(null);
  const onPreview = vi.fn(async (taskId: string, slipDays: number) => setResult({ ...RESULT, taskId, slipDays }));
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

  it("lets viewers preview but not apply, and refuses a slip outside 1 to 260 working days", async () => {
    render(<Harness editable={false} onApply={vi.fn(async () => {})} />);
    const days = screen.getByRole("spinbutton", { name: "slips by (working days)" });
    await userEvent.clear(days);
    await userEvent.type(days, "261");
    expect(screen.getByRole("button", { name: "Preview slip" }).hasAttribute("disabled")).toBe(true);
    await userEvent.clear(days);
    await userEvent.type(days, "1");
    await userEvent.click(screen.getByRole("button", { name: "Preview slip" }));
    expect(screen.getByRole("status").textContent).toContain("If “Design” slips 1 working day:");
    expect(screen.queryByRole("button", { name: "Apply" })).toBeNull();
  });
});
