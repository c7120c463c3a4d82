import { describe, expect, it } from "vitest";
import type { HistoryCall } from "../../worker/board/history-calls";
import { PROJECT_NOT_FOUND } from "../../worker/services/access";
import { boardStub, newTask, team } from "./support";

// Issue 27: the BoardRoom checks roles on its history calls itself (worker/board/history-calls.ts),
// behind the API's own gate (worker/services/history.ts). Through the API the first gate answers, so
// the route × role matrix cannot tell whether the room's gate holds; this test calls the room at its
// own door, as every caller inside the Worker does.

const READ_ONLY = "You have read-only access to this project.";

describe("the BoardRoom's history gate", () => {
  it("refuses a non-member every call with the project's 404, a viewer undo, redo and restore; lets members read", async () => {
    const t = await team();
    const task = await newTask(t.editor, t.projectId, { name: "Gate task" });
    const room = boardStub(t.projectId);
    const activity: HistoryCall = { type: "activity", filter: { limit: 10 } };
    const writes: HistoryCall[] = [{ type: "undo" }, { type: "redo" }, { type: "restore", taskId: task.id }];

    for (const call of [activity, ...writes]) {
      expect(await room.history(t.projectId, t.outsider.userId, call), call.type).toEqual({
        ok: false,
        status: 404,
        message: PROJECT_NOT_FOUND,
      });
    }
    for (const call of writes) {
      expect(await room.history(t.projectId, t.viewer.userId, call), call.type).toEqual({ ok: false, status: 403, message: READ_ONLY });
    }

    // Members read the activity: the task's creation is there, whoever asks.
    for (const who of [t.viewer, t.editor, t.owner]) {
      const answer = await room.history(t.projectId, who.userId, activity);
      expect(answer.ok).toBe(true);
      expect(answer.ok && answer.value.type === "activity" ? answer.value.items.map((i) => i.taskId) : null).toContain(task.id);
    }

    // An editor undoes their own creation of the task.
    const undo = await room.history(t.projectId, t.editor.userId, { type: "undo" });
    expect(undo).toMatchObject({ ok: true, value: { type: "step" } });
  });
});
