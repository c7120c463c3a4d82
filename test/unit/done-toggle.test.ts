import { describe, expect, it } from "vitest";
import { toggledDone, withCompletion } from "../../core/done-toggle";

describe("the done toggle (row checkbox and the d key)", () => {
  it("marks a task to do or in progress done, and a done task to do", () => {
    expect(toggledDone({ status: "todo" })).toEqual({ status: "done", isCompleted: true });
    expect(toggledDone({ status: "in-progress" })).toEqual({ status: "done", isCompleted: true });
    expect(toggledDone({ status: "done" })).toEqual({ status: "todo", isCompleted: false });
  });

  it("keeps isCompleted in step with any status chosen", () => {
    expect(withCompletion("done")).toEqual({ status: "done", isCompleted: true });
    expect(withCompletion("in-progress")).toEqual({ status: "in-progress", isCompleted: false });
    expect(withCompletion("todo")).toEqual({ status: "todo", isCompleted: false });
  });
});
