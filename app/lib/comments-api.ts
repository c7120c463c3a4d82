import type { CommentEvent, CommentView, CreateCommentInput } from "../../core/schemas/comment";
import { api, readJson } from "./api";

// Comment calls through the typed client, and the page-wide feed of live comment events.

export const listComments = (taskId: string): Promise<CommentView[]> =>
  readJson(api.tasks[":id"].comments.$get({ param: { id: taskId } }, { init: { cache: "no-store" } }));

export const postComment = (taskId: string, json: CreateCommentInput): Promise<CommentView> =>
  readJson(api.tasks[":id"].comments.$post({ param: { id: taskId }, json }));

export const patchComment = (id: string, json: CreateCommentInput): Promise<CommentView> =>
  readJson(api.comments[":id"].$patch({ param: { id }, json }));

export const removeComment = (id: string) => readJson(api.comments[":id"].$delete({ param: { id } }));

export type CommentFeed = ReturnType<typeof createCommentFeed>;

/** The board socket hands comment events here; the open comment panel listens. */
export function createCommentFeed() {
  const listeners = new Set<(e: CommentEvent) => void>();
  return {
    emit: (e: CommentEvent) => {
      for (const l of listeners) l(e);
    },
    subscribe: (l: (e: CommentEvent) => void) => {
      listeners.add(l);
      return () => {
        listeners.delete(l);
      };
    },
  };
}

/** The list after a live event: added/edited replace by id (our own echo included), deleted removes. */
export function applyCommentEvent(list: CommentView[], taskId: string, e: CommentEvent): CommentView[] {
  if (e.action === "deleted") return list.filter((c) => c.id !== e.id);
  if (e.comment.taskId !== taskId) return list;
  const at = list.findIndex((c) => c.id === e.comment.id);
  if (at === -1) return [...list, e.comment].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const next = list.slice();
  next[at] = e.comment;
  return next;
}
