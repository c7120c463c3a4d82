import { and, eq, inArray, sql } from "drizzle-orm";
import { must } from "../../core/must";
import type { CommentPerson, CommentView, CreateCommentInput, UpdateCommentInput } from "../../core/schemas/comment";
import { displayName } from "../../core/user-display";
import type { SessionUser } from "../auth/session";
import { COMMENT_NOT_FOUND, type CommentAnswer, type CommentCall } from "../board/comment-calls";
import { projectIdOfComment } from "../board/comments";
import type { BoardResult } from "../board/types";
import { db } from "../db/client";
import { projectMembers, users } from "../db/schema";
import { ApiError, badRequest, notFound } from "../http/errors";
import { getProjectRole } from "./access";
import { requireTaskRole } from "./board";
import { notifyAboutComment } from "./notify-comment";

// Comments on board items (issue 14). Any member may read and write them, viewers included
// (docs/decisions/018-viewers-comment.md); authors edit and delete their own, owners delete any.

export const MENTION_NOT_MEMBER = "You can only mention members of this project.";

function room(env: Env, projectId: number) {
  return env.BOARD.get(env.BOARD.idFromName(String(projectId)));
}

function unwrap<T>(result: BoardResult<T>): T {
  if (result.ok) return result.value;
  throw new ApiError(result.status, result.message);
}

async function call(env: Env, projectId: number, c: CommentCall): Promise<CommentAnswer> {
  return unwrap(await room(env, projectId).comments(projectId, c));
}

/** The mentioned people, each a current member of the project; anyone else refuses the whole comment. */
async function resolveMentions(env: Env, projectId: number, ids: number[]): Promise<CommentPerson[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db(env.DB)
    .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(
      and(
        eq(projectMembers.projectId, projectId),
        inArray(projectMembers.userId, sql`(SELECT value FROM json_each(${JSON.stringify(unique)}))`),
      ),
    );
  if (rows.length !== unique.length) throw badRequest(MENTION_NOT_MEMBER);
  const byId = new Map(rows.map((r) => [r.id, { id: r.id, username: r.username, name: displayName(r) }]));
  return unique.map((id) => must(byId.get(id), "every mentioned id was found (counted above)"));
}

/** The project a comment id points at; a malformed id is a 404 like a missing comment. */
async function requireCommentProject(env: Env, commentId: string, userId: number) {
  const projectId = projectIdOfComment(commentId);
  const role = projectId === null ? null : await getProjectRole(env, projectId, userId);
  if (projectId === null || !role) throw notFound(COMMENT_NOT_FOUND);
  return { projectId, role };
}

export async function listComments(env: Env, user: SessionUser, taskId: string): Promise<CommentView[]> {
  const { projectId } = await requireTaskRole(env, taskId, user.id, "project.read");
  return (await call(env, projectId, { type: "list", taskId })).comments;
}

export async function addComment(env: Env, user: SessionUser, taskId: string, input: CreateCommentInput): Promise<CommentView> {
  const { projectId } = await requireTaskRole(env, taskId, user.id, "comment.write");
  const mentions = await resolveMentions(env, projectId, input.mentions);
  const author = { id: user.id, name: displayName(user), username: user.username, profileImageUrl: user.profileImageUrl };
  const answer = await call(env, projectId, { type: "add", taskId, author, body: input.body, mentions });
  await notifyAboutComment(env, projectId, user, answer);
  return answer.comments[0];
}

export async function editComment(env: Env, user: SessionUser, commentId: string, input: UpdateCommentInput): Promise<CommentView> {
  const { projectId } = await requireCommentProject(env, commentId, user.id);
  const mentions = await resolveMentions(env, projectId, input.mentions);
  const answer = await call(env, projectId, { type: "edit", id: commentId, actorId: user.id, body: input.body, mentions });
  await notifyAboutComment(env, projectId, user, answer);
  return answer.comments[0];
}

export async function deleteComment(env: Env, user: SessionUser, commentId: string): Promise<void> {
  const { projectId, role } = await requireCommentProject(env, commentId, user.id);
  await call(env, projectId, { type: "delete", id: commentId, actorId: user.id, role });
}
