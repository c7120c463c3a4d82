import type { Role } from "../../../core/schemas/fields";
import type { Task } from "../../../core/schemas/task";
import type { MemberView } from "../../../core/schemas/team";
import type { CommentFeed } from "../../lib/comments-api";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { MessageSquare } from "../ui/icons";
import { CommentItem } from "./comment-item";
import { CommentsError, CommentsLoading } from "./comment-list-states";
import { MentionComposer } from "./mention-composer";
import { useCommentActions } from "./use-comment-actions";
import { useCommentList } from "./use-comment-list";

/** The discussion of the selected task (keyed by task): live, and writable by every member (decision 018). */
export function TaskComments({
  task,
  members,
  currentUserId,
  role,
  feed,
  live,
  canWrite,
}: {
  task: Task;
  members: MemberView[];
  currentUserId: number;
  role: Role;
  feed: CommentFeed;
  /** True while the board socket is connected: a reconnect reloads the list (events were missed). */
  live: boolean;
  canWrite: boolean;
}) {
  const list = useCommentList(task.id, feed, live);
  const { view } = list;
  const actions = useCommentActions(task.id, list);
  return (
    <section aria-labelledby={`comments-${task.id}`} className="space-y-3" data-testid="task-comments">
      <h3 id={`comments-${task.id}`} className="flex items-center gap-2 font-semibold text-slate-900">
        <MessageSquare className="h-4 w-4" aria-hidden />
        Comments on “{task.name}”
      </h3>
      {view.state === "loading" && <CommentsLoading />}
      {view.state === "error" && <CommentsError message={view.message} onRetry={list.retry} />}
      {view.state === "ready" &&
        (view.comments.length === 0 ? (
          <p className="text-sm text-slate-500">No comments yet. Start the discussion below.</p>
        ) : (
          <ol className="space-y-3" aria-live="polite">
            {view.comments.map((c) => {
              const mine = c.author.id === currentUserId;
              return (
                <CommentItem
                  key={c.id}
                  comment={c}
                  members={members}
                  isEditing={actions.editing === c.id}
                  canEdit={canWrite && mine}
                  canDelete={canWrite && (mine || role === "owner")}
                  onEdit={() => actions.setEditing(c.id)}
                  onCancelEdit={() => actions.setEditing(null)}
                  onSave={(body, mentions) => actions.edit(c, body, mentions)}
                  onDelete={() => actions.setDeleting(c)}
                />
              );
            })}
          </ol>
        ))}
      {canWrite && (
        <MentionComposer
          members={members}
          label={`Comment on ${task.name}`}
          submitLabel="Comment"
          pendingLabel="Sending..."
          onSubmit={actions.add}
        />
      )}
      <ConfirmDialog
        isOpen={actions.deleting !== null}
        onOpenChange={(open) => !open && actions.setDeleting(null)}
        title="Delete this comment?"
        message="The comment is removed for everyone on the project."
        onConfirm={() => actions.deleting && actions.remove(actions.deleting)}
      />
    </section>
  );
}
