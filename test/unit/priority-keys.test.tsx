// @vitest-environment happy-dom
import { cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { shortcutHandlers } from "../../app/components/keyboard/keyboard-context";
import { useSelectedTaskShortcuts } from "../../app/components/project/project-key-shortcuts";
import type { Task } from "../../core/schemas/task";

// 1, 2 and 3 set the selected task's priority; a milestone's row shows none, so it gets a message, not a write.

afterEach(cleanup);

function press(key: "1" | "3", selected: Partial<Task>) {
  const quickUpdate = vi.fn(async () => undefined);
  const completeParent = { guard: vi.fn(), dialog: null };
  renderHook(() =>
    useSelectedTaskShortcuts({
      selected: () => ({ id: "t1", name: "Launch", kind: "task", ...selected }) as Task,
      canEdit: true,
      quickUpdate: quickUpdate as never,
      completeParent: completeParent as never,
    }),
  );
  const handlers = shortcutHandlers.get(key) ?? [];
  const said = handlers[handlers.length - 1]?.();
  return { said, quickUpdate };
}

describe("the priority keys", () => {
  it("set a task's priority", () => {
    const { said, quickUpdate } = press("1", { kind: "task" });
    expect(quickUpdate).toHaveBeenCalledWith(expect.objectContaining({ id: "t1" }), { priority: "high" });
    expect(said).toBe("High priority: Launch");
  });

  it("leave a milestone alone and say why", () => {
    const { said, quickUpdate } = press("3", { kind: "milestone" });
    expect(quickUpdate).not.toHaveBeenCalled();
    expect(said).toBe("Launch is a milestone: milestones have no priority.");
  });
});
