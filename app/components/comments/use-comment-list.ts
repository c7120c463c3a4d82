import { useCallback, useEffect, useRef, useState } from "react";
import type { CommentView } from "../../../core/schemas/comment";
import { applyCommentEvent, type CommentFeed, listComments } from "../../lib/comments-api";
import { soon } from "../../lib/soon";
import { commentError } from "./comment-error";

export type CommentListView = { state: "loading" } | { state: "error"; message: string } | { state: "ready"; comments: CommentView[] };

/**
 * A task's comments: loaded when the task changes, on a reconnect (`live`: events were missed) and on
 * Try again, then kept current by the board's comment events.
 */
export function useCommentList(taskId: string, feed: CommentFeed, live: boolean) {
  const [view, setView] = useState<CommentListView>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const shown = useRef(taskId);
  shown.current = taskId;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `live` and `attempt` are reload triggers (reconnect, Try again).
  useEffect(() => {
    const id = taskId;
    // A reconnect reloads behind the list on screen; Try again shows the loading state.
    setView((v) => (v.state === "ready" ? v : { state: "loading" }));
    return soon(() => {
      listComments(id)
        .then((comments) => shown.current === id && setView({ state: "ready", comments }))
        .catch((err) => shown.current === id && setView({ state: "error", message: commentError(err, "Failed to load comments") }));
    });
  }, [taskId, live, attempt]);

  useEffect(
    () =>
      feed.subscribe((e) =>
        setView((v) => (v.state === "ready" ? { state: "ready", comments: applyCommentEvent(v.comments, shown.current, e) } : v)),
      ),
    [feed],
  );

  /** A comment the server saved (added or edited), put in its place. */
  const merge = useCallback((saved: CommentView) => {
    setView((v) =>
      v.state === "ready"
        ? { state: "ready", comments: applyCommentEvent(v.comments, saved.taskId, { action: "added", comment: saved }) }
        : v,
    );
  }, []);

  const drop = useCallback((commentId: string) => {
    setView((v) => (v.state === "ready" ? { state: "ready", comments: v.comments.filter((c) => c.id !== commentId) } : v));
  }, []);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);

  return { view, merge, drop, retry };
}
