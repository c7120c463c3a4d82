import { formatDistanceToNow } from "date-fns";
import { MessageSquare } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { CommentView } from "../../../core/schemas/comment";
import type { Role } from "../../../core/schemas/fields";
import type { Task } from "../../../core/schemas/task";
import type { MemberView } from "../../../core/schemas/team";
import { ApiError, errorMessage } from "../../lib/api";
import { applyCommentEvent, type CommentFeed, listComments, patchComment, postComment, removeComment } from "../../lib/comments-api";
import { soon } from "../../lib/soon";
import { Avatar } from "../ui/avatar";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { Skeleton } from "../ui/skeleton";
import { useToast } from "../ui/toast";
import { CommentBody } from "./comment-body";
import { MentionComposer } from "./mention-composer";

type View = { state: "loading" } | { state: "error"; message: string } | { state: "ready"; comments: CommentView[] };

/**
 * The server answers 404 for a task of a project the caller is no longer in (it never says which
 * projects exist). Here that is almost always an access change, so the panel says so (issue 21).
 */
export const NO_ACCESS = "The comments can't be shown: this task was deleted, or you no longer have access to this project.";

function commentError(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.status === 404 && err.message === "Task not found" ? NO_ACCESS : errorMessage(err, fallback);
}

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
  const toast = useToast();
  const [view, setView] = useState<View>({ state: "loading" });
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CommentView | null>(null);
  const [attempt, setAttempt] = useState(0);
  const shown = useRef(task.id);
  shown.current = task.id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `live` and `attempt` are reload triggers (reconnect, Try again).
  useEffect(() => {
    const id = task.id;
    // A reconnect reloads behind the list on screen; Try again shows the loading state.
    setView((v) => (v.state === "ready" ? v : { state: "loading" }));
    return soon(() => {
      listComments(id)
        .then((comments) => shown.current === id && setView({ state: "ready", comments }))
        .catch((err) => shown.current === id && setView({ state: "error", message: commentError(err, "Failed to load comments") }));
    });
  }, [task.id, live, attempt]);

  useEffect(
    () =>
      feed.subscribe((e) =>
        setView((v) => (v.state === "ready" ? { state: "ready", comments: applyCommentEvent(v.comments, shown.current, e) } : v)),
      ),
    [feed],
  );

  const merge = useCallback((saved: CommentView) => {
    setView((v) =>
      v.state === "ready"
        ? { state: "ready", comments: applyCommentEvent(v.comments, saved.taskId, { action: "added", comment: saved }) }
        : v,
    );
  }, []);

  const add = async (body: string, mentions: number[]) => {
    try {
      merge(await postComment(task.id, { body, mentions }));
      return true;
    } catch (err) {
      toast({ title: "Comment not sent", description: commentError(err, "Failed to add the comment"), variant: "destructive" });
      return false;
    }
  };

  const edit = async (comment: CommentView, body: string, mentions: number[]) => {
    try {
      merge(await patchComment(comment.id, { body, mentions }));
      setEditing(null);
      return true;
    } catch (err) {
      toast({ title: "Comment not saved", description: commentError(err, "Failed to save the comment"), variant: "destructive" });
      return false;
    }
  };

  const remove = async (comment: CommentView) => {
    try {
      await removeComment(comment.id);
      setView((v) => (v.state === "ready" ? { state: "ready", comments: v.comments.filter((c) => c.id !== comment.id) } : v));
      toast({ title: "Comment deleted" });
    } catch (err) {
      toast({ title: "Comment not deleted", description: commentError(err, "Failed to delete the comment"), variant: "destructive" });
    }
  };

  return (
    <section aria-labelledby={`comments-${task.id}`} className="space-y-3" data-testid="task-comments">
      <h3 id={`comments-${task.id}`} className="flex items-center gap-2 font-semibold text-slate-900">
        <MessageSquare className="h-4 w-4" aria-hidden />
        Comments on “{task.name}”
      </h3>
      {view.state === "loading" && (
        <div className="space-y-2" role="status" aria-label="Loading comments">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-2/3" />
        </div>
      )}
      {view.state === "error" && (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {view.message}{" "}
          <Button variant="ghost" size="sm" onPress={() => setAttempt((a) => a + 1)}>
            Try again
          </Button>
        </div>
      )}
      {view.state === "ready" &&
        (view.comments.length === 0 ? (
          <p className="text-sm text-slate-500">No comments yet. Start the discussion below.</p>
        ) : (
          <ol className="space-y-3" aria-live="polite">
            {view.comments.map((c) => {
              const mine = c.author.id === currentUserId;
              return (
                <li key={c.id} className="flex gap-2" data-testid="comment">
                  <Avatar
                    user={{ firstName: c.author.name, username: c.author.username, profileImageUrl: c.author.profileImageUrl }}
                    size="sm"
                  />
                  <div className="min-w-0 flex-1 rounded-md border border-slate-200 bg-white p-2">
                    <div className="flex flex-wrap items-baseline gap-x-2 text-xs text-slate-500">
                      <span className="font-medium text-slate-800">{c.author.name}</span>
                      <time dateTime={c.createdAt} title={new Date(c.createdAt).toLocaleString()}>
                        {formatDistanceToNow(new Date(c.createdAt), { addSuffix: true })}
                      </time>
                      {c.editedAt && <span>(edited)</span>}
                    </div>
                    {editing === c.id ? (
                      <MentionComposer
                        members={members}
                        initial={c.body}
                        label="Edit comment"
                        submitLabel="Save"
                        pendingLabel="Saving..."
                        autoFocus
                        onCancel={() => setEditing(null)}
                        onSubmit={(body, mentions) => edit(c, body, mentions)}
                      />
                    ) : (
                      <CommentBody comment={c} />
                    )}
                    {canWrite && editing !== c.id && (mine || role === "owner") && (
                      <div className="mt-1 flex gap-1">
                        {mine && (
                          <Button
                            variant="ghost"
                            size="sm"
                            onPress={() => setEditing(c.id)}
                            aria-label={`Edit comment by ${c.author.name}`}
                          >
                            Edit
                          </Button>
                        )}
                        <Button variant="ghost" size="sm" onPress={() => setDeleting(c)} aria-label={`Delete comment by ${c.author.name}`}>
                          Delete
                        </Button>
                      </div>
                    )}
                  </div>
                </li>
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
          onSubmit={add}
        />
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this comment?"
        message="The comment is removed for everyone on the project."
        onConfirm={() => deleting && remove(deleting)}
      />
    </section>
  );
}
