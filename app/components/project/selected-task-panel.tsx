import { memo } from "react";
import type { Role } from "../../../core/schemas/fields";
import type { Task } from "../../../core/schemas/task";
import type { MemberView } from "../../../core/schemas/team";
import type { CommentFeed } from "../../lib/comments-api";
import type { ProjectDetail } from "../../lib/project-data.server";
import { ToolRecommendationsPanel } from "../ai/tool-recommendations-panel";
import { TaskComments } from "../comments/task-comments";

/** The selected task's tool recommendations and comments; memoised, so a render for anything else skips it. */
export const SelectedTaskPanel = memo(function SelectedTaskPanel({
  task,
  canEdit,
  initialTools,
  members,
  currentUserId,
  role,
  commentFeed,
  live,
  canWrite,
}: {
  task: Task | null;
  canEdit: boolean;
  initialTools: { taskId: string; items: NonNullable<NonNullable<ProjectDetail["firstTask"]>["tools"]> } | null;
  members: MemberView[];
  currentUserId: number;
  role: Role;
  commentFeed: CommentFeed;
  live: boolean;
  canWrite: boolean;
}) {
  return (
    <div className="space-y-6">
      <ToolRecommendationsPanel task={task} canEdit={canEdit} initial={initialTools} />
      {task && (
        <TaskComments
          key={task.id}
          task={task}
          members={members}
          currentUserId={currentUserId}
          role={role}
          feed={commentFeed}
          live={live}
          canWrite={canWrite}
        />
      )}
    </div>
  );
});
