import { type Action, scopeAllows, scopeRefusal, type TokenScope } from "../../core/policy";
import type { SessionUser } from "../auth/session";
import { TASK_NOT_FOUND } from "../board/rules";
import { forbidden, notFound } from "../http/errors";
import { LIMITED_TOKEN } from "../http/policy-guard";
import { PROJECT_NOT_FOUND } from "../services/access";

// Who an MCP request acts for: the person, with what their credential lets them reach. Today that
// credential is a personal API token; an OAuth grant would fill in the same fields.

export interface McpCaller {
  /** The person; `viaToken` names the token in the activity ("via API token <name>"). */
  user: SessionUser;
  scopes: readonly TokenScope[];
  /** null: every project of the person. */
  projectIds: readonly number[] | null;
}

/** Where a tool's project is: the project itself, a task of it (ids embed their project), or none. */
export type ToolTarget = { projectId: number } | { taskId: string; projectId: number | null } | null;

/**
 * The credential's part of a tool's permission, asked of the policy exactly as the /api guard asks
 * it for a route (worker/http/policy-guard.ts): the action's scope, and a project-limited token only
 * on its projects (another project answers 404, like one the person is not in). The person's role is
 * then checked by the business function the tool calls, as for the route.
 */
export function allowTool(caller: McpCaller, action: Action, target: ToolTarget, worksUnlimitedOnly: boolean): void {
  if (!scopeAllows(action, caller.scopes)) throw forbidden(scopeRefusal(action));
  if (caller.projectIds === null) return;
  if (target === null) {
    if (worksUnlimitedOnly) throw forbidden(LIMITED_TOKEN);
    return;
  }
  if (target.projectId === null || !caller.projectIds.includes(target.projectId)) {
    throw notFound("taskId" in target ? TASK_NOT_FOUND : PROJECT_NOT_FOUND);
  }
}
