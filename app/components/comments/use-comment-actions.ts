import { useState } from "react";
import type { CommentView } from "../../../core/schemas/comment";
import { patchComment, postComment, removeComment } from "../../lib/comments-api";
import { useToast } from "../ui/toast";
import { commentError } from "./comment-error";

/**
 * Adding, editing and deleting a task's comments: each saved comment goes into the list at once, and a
 * refusal is told in a toast and thrown, so the composer keeps the text and shows why under it.
 */
export function useCommentActions(taskId: string, list: { merge: (saved: CommentView) => void; drop: (commentId: string) => void }) {
  const toast = useToast();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CommentView | null>(null);

  const add = async (body: string, mentions: number[]) => {
    try {
      list.merge(await postComment(taskId, { body, mentions }));
    } catch (err) {
      toast({ title: "Comment not sent", description: commentError(err, "Failed to add the comment"), variant: "destructive" });
      throw err;
    }
  };

  const edit = async (comment: CommentView, body: string, mentions: number[]) => {
    try {
      list.merge(await patchComment(comment.id, { body, mentions }));
      setEditing(null);
    } catch (err) {
      toast({ title: "Comment not saved", description: commentError(err, "Failed to save the comment"), variant: "destructive" });
      throw err;
    }
  };

  const remove = async (comment: CommentView) => {
    try {
      await removeComment(comment.id);
      list.drop(comment.id);
      toast({ title: "Comment deleted" });
    } catch (err) {
      toast({ title: "Comment not deleted", description: commentError(err, "Failed to delete the comment"), variant: "destructive" });
    }
  };

  return { editing, setEditing, deleting, setDeleting, add, edit, remove };
}
