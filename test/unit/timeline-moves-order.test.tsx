// @vitest-environment happy-dom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useTaskMoves } from "../../app/components/timeline/use-task-moves";
import type { LiveBoard } from "../../app/lib/use-live-board";
import { STANDARD_WEEK } from "../../core/dates/calendar";
import type { Task } from "../../core/schemas/task";
import { storedTask } from "../support/stored-task";

// Two moves of a bar in a row (two arrow presses) are two requests. The server keeps the last one it
// receives, so the timeline must send the second only once the first is answered: were they to
// overtake each other, the board would end where the first press put it.

const answers: Array<{ json: { dueDate: string }; resolve: (tasks: Task[]) => void }> = [];
vi.mock("../../app/lib/timeline-api", () => ({
  moveTask: (_projectId: number, json: { dueDate: string }) =>
    new Promise<{ tasks: Task[] }>((resolve) => answers.push({ json, resolve: (tasks) => resolve({ tasks }) })),
}));

const design = storedTask("design", { name: "Design", startDate: "2026-03-02", dueDate: "2026-03-03" });
const live = { tasks: [design], dispatch: vi.fn() } as unknown as LiveBoard;

afterEach(() => {
  cleanup();
  answers.length = 0;
});

describe("moving a bar twice in a row", () => {
  it("sends the second move only after the first is answered, in the order they were made", async () => {
    const { result } = renderHook(() => useTaskMoves(1, live, [], "2026-03-01", STANDARD_WEEK));
    let first: Promise<void> = Promise.resolve();
    let second: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.save({ id: "design", startDate: "2026-03-02", dueDate: "2026-03-04" });
      second = result.current.save({ id: "design", startDate: "2026-03-02", dueDate: "2026-03-05" });
    });
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    expect(answers[0].json.dueDate).toBe("2026-03-04");

    await act(async () => {
      answers[0].resolve([{ ...design, dueDate: "2026-03-04", version: 2 }]);
      await first;
    });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    expect(answers[1].json.dueDate).toBe("2026-03-05");
    await act(async () => {
      answers[1].resolve([{ ...design, dueDate: "2026-03-05", version: 3 }]);
      await second;
    });
  });
});
