import { randomId } from "../auth/tokens";

// A task id embeds its project id (docs/decisions/001-task-ids-embed-project.md): `/api/tasks/:id`
// reaches the right BoardRoom without reading the task index, which lags behind the board.

const TASK_ID = /^([1-9][0-9]{0,14})-([a-z2-7]{8,40})$/;

export function newTaskId(projectId: number): string {
  return `${projectId}-${randomId()}`;
}

/** The project a task id belongs to, or null when the id is not one we could have issued. */
export function projectIdOfTask(taskId: string): number | null {
  const m = TASK_ID.exec(taskId);
  if (!m) return null;
  const id = Number(m[1]);
  return Number.isSafeInteger(id) ? id : null;
}

const BOARD_SCOPED_ID = /^([1-9][0-9]{0,14})-[a-z0-9-]{2,40}$/;

/** The project of an id a board issues for its own things (labels, statuses: `<projectId>-<key>`), or null. */
export function projectIdOfBoardId(id: string): number | null {
  const m = BOARD_SCOPED_ID.exec(id);
  if (!m) return null;
  const n = Number(m[1]);
  return Number.isSafeInteger(n) ? n : null;
}
