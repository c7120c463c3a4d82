import type { TaskStatus } from "./schemas/fields";

// The done toggle (a row's checkbox, the `d` key): one rule, so the two never disagree on what a click
// on a task in progress does.

/** The change a status makes: the status, and `isCompleted` kept in step with it. */
export function withCompletion<S extends TaskStatus>(status: S): { status: S; isCompleted: boolean } {
  return { status, isCompleted: status === "done" };
}

/** What toggling `task` writes: a done task goes back to do, any other (to do or in progress) is done. */
export function toggledDone(task: { status: TaskStatus }): { status: "todo" | "done"; isCompleted: boolean } {
  return withCompletion(task.status === "done" ? "todo" : "done");
}
