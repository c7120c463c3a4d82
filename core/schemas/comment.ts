import { z } from "zod";

// Comments on board items (issue 14). Kept with the board (the project's BoardRoom), live for every
// socket of the project. Mentions name project members by id: the body carries "@username" for
// people to read, the ids are what the server checks and notifies.

export const COMMENT_MAX = 5_000;
export const MAX_MENTIONS = 20;

const body = z
  .string({ error: "Please write a comment." })
  .trim()
  .min(1, "Please write a comment.")
  .max(COMMENT_MAX, `Comment is too long (max ${COMMENT_MAX.toLocaleString("en-US")} characters).`);

const mentions = z
  .array(z.number().int().positive(), { error: "Mentions must be a list of user ids." })
  .max(MAX_MENTIONS, `At most ${MAX_MENTIONS} people can be mentioned in one comment.`)
  .default([]);

/** POST /api/tasks/:id/comments */
export const createCommentSchema = z.strictObject({ body, mentions });
export type CreateCommentInput = z.infer<typeof createCommentSchema>;

/** PATCH /api/comments/:id */
export const updateCommentSchema = z.strictObject({ body, mentions });
export type UpdateCommentInput = z.infer<typeof updateCommentSchema>;

export interface CommentPerson {
  id: number;
  name: string;
  username: string;
}

export interface CommentView {
  id: string;
  projectId: number;
  taskId: string;
  author: CommentPerson & { profileImageUrl: string | null };
  body: string;
  mentions: CommentPerson[];
  createdAt: string;
  /** Set once the author edited the comment. */
  editedAt: string | null;
}

/** A comment's mentions and author as the board stores them (JSON columns), read back through these (decision 134). */
export const storedMentions: z.ZodType<CommentPerson[]> = z.array(z.object({ id: z.number(), name: z.string(), username: z.string() }));
export const storedCommentAuthor: z.ZodType<CommentView["author"]> = z.object({
  id: z.number(),
  name: z.string(),
  username: z.string(),
  profileImageUrl: z.string().nullable(),
});

/** What the board pushes to its sockets when a comment changes (not a board op: no board version). */
export type CommentEvent = { action: "added" | "edited"; comment: CommentView } | { action: "deleted"; id: string; taskId: string };
