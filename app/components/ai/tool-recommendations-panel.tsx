import type { Task } from "../../../core/schemas/task";

/** Right pane of the task list (spec §2.10). Filled in by the AI work. */
export function ToolRecommendationsPanel(_props: { task: Task | null; canEdit: boolean }) {
  return null;
}
