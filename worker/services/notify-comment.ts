import type { SessionUser } from "../auth/session";
import type { CommentAnswer } from "../board/comment-calls";

/** Who hears about a comment: filled in by the notifications step. */
export async function notifyAboutComment(_env: Env, _projectId: number, _author: SessionUser, _answer: CommentAnswer): Promise<void> {}
