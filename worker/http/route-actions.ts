import type { Action } from "../../core/policy";

// Issue 24: every API route names the policy action it performs (core/policy.ts). The guard
// (worker/http/policy-guard.ts) reads this table to hold API tokens to their scopes and projects, and
// test/api/route-actions.test.ts fails for a route of the app that is missing here (or a row left
// behind by a route that is gone). Project roles are checked by the route or service with the same
// action name; this table is how a route says which one it is.

export interface RouteAction {
  action: Action;
  /** Where the project is when the path does not name it (a `projectId` field of the JSON body). */
  projectIn?: "body";
}

const a = (action: Action, projectIn?: "body"): RouteAction => (projectIn ? { action, projectIn } : { action });

export const ROUTE_ACTIONS: Record<string, RouteAction> = {
  // Signing in, the account, API tokens
  "GET /api/login": a("auth.sign-in"),
  "GET /api/logout": a("auth.sign-in"),
  "GET /api/auth/user": a("account.read"),
  "PATCH /api/auth/user": a("account.edit"),
  "POST /api/auth/sign-out-everywhere": a("account.edit"),
  "POST /api/auth/magic-link": a("auth.sign-in"),
  "POST /api/auth/magic-link/form": a("auth.sign-in"),
  "GET /api/auth/magic-link/verify": a("auth.sign-in"),
  "GET /api/auth/:provider": a("auth.sign-in"),
  "GET /api/auth/:provider/callback": a("auth.sign-in"),
  "GET /api/users/username/:username": a("account.read"),
  // With a projectId the service also asks for members.manage on that project (adding members is the owner's).
  "GET /api/users/suggest": a("account.read"),
  "GET /api/tokens": a("tokens.manage"),
  "POST /api/tokens": a("tokens.manage"),
  "DELETE /api/tokens/:id": a("tokens.manage"),
  "GET /api/agents": a("agents.manage"),
  "DELETE /api/agents/:id": a("agents.manage"),
  "GET /api/dev/mailbox": a("dev.tools"),
  "GET /api/openapi.json": a("docs.read"),
  "GET /api/docs": a("docs.read"),
  "GET /api/dev/boards/:id/d1-queries": a("dev.tools"),

  // The person's projects, lists and imports
  "GET /api/projects": a("projects.list"),
  "POST /api/projects": a("projects.create"),
  "GET /api/projects/recent": a("projects.list"),
  "GET /api/metrics": a("projects.list"),
  "GET /api/analytics": a("projects.list"),
  "GET /api/search": a("projects.list"),
  "POST /api/ai/generate-plan": a("ai.plan"),
  "GET /api/jobs/:id": a("jobs.read"),
  "POST /api/projects/from-plan": a("projects.create"),
  "POST /api/import/file": a("projects.create"),
  "POST /api/import/assignees": a("projects.create"),
  "POST /api/import/:provider": a("projects.create"),

  // Notifications
  "GET /api/notifications": a("notifications.read"),
  "POST /api/notifications/read": a("notifications.edit"),
  "GET /api/notifications/settings": a("notifications.read"),
  "PUT /api/notifications/settings": a("notifications.edit"),
  "GET /api/notifications/unsubscribe": a("notifications.unsubscribe"),
  "POST /api/notifications/unsubscribe": a("notifications.unsubscribe"),
  "POST /api/notifications/resubscribe": a("notifications.unsubscribe"),
  "GET /api/notifications/live": a("notifications.live"),

  // The person's provider connections
  "GET /api/integrations": a("integrations.read"),
  "GET /api/integrations/jira/sites": a("integrations.read"),
  "PUT /api/integrations/jira/site": a("integrations.manage"),
  "POST /api/integrations/export/:integration": a("integrations.export"),
  "POST /api/integrations/export/:integration/retry/:jobId": a("integrations.export"),
  "POST /api/integrations/:provider/connect": a("integrations.manage"),
  "DELETE /api/integrations/:provider": a("integrations.manage"),
  "GET /api/integrations/:provider/targets": a("integrations.read"),
  "GET /api/integrations/:provider/containers": a("integrations.read"),
  "GET /api/integrations/:provider/authorize": a("integrations.manage"),
  "GET /api/integrations/:provider/callback": a("integrations.manage"),

  // One project and its board
  "GET /api/projects/:id": a("project.read"),
  "PATCH /api/projects/:id": a("project.edit"),
  "DELETE /api/projects/:id": a("project.delete"),
  "GET /api/projects/:id/tasks": a("project.read"),
  "GET /api/projects/:id/live": a("project.live"),
  "GET /api/projects/:id/activity": a("project.read"),
  "POST /api/projects/:id/undo": a("task.edit"),
  "POST /api/projects/:id/redo": a("task.edit"),
  "POST /api/projects/:id/restore/:taskId": a("task.edit"),
  "GET /api/projects/:id/insights": a("project.read"),
  "GET /api/projects/:id/deep-analysis": a("project.read"),
  "GET /api/projects/:id/analytics": a("project.read"),
  "GET /api/projects/:id/sync-state": a("project.read"),

  // Tasks, comments, links, the schedule
  "POST /api/tasks": a("task.edit", "body"),
  "POST /api/projects/:id/tasks/batch": a("task.edit"),
  // Issue 25: custom fields (their values are task edits) and saved views.
  "GET /api/projects/:id/fields": a("project.read"),
  "POST /api/projects/:id/fields": a("project.edit"),
  "PATCH /api/fields/:id": a("project.edit"),
  "DELETE /api/fields/:id": a("project.edit"),
  "GET /api/projects/:id/views": a("project.read"),
  "POST /api/projects/:id/views": a("view.save"),
  // The service finds the view's project and checks creator or owner.
  "PATCH /api/views/:id": a("view.save"),
  "DELETE /api/views/:id": a("view.save"),
  "PATCH /api/tasks/:id": a("task.edit"),
  "DELETE /api/tasks/:id": a("task.edit"),
  "GET /api/tasks/:id/comments": a("project.read"),
  "POST /api/tasks/:id/comments": a("comment.write"),
  "PATCH /api/comments/:id": a("comment.write"),
  "DELETE /api/comments/:id": a("comment.write"),
  "GET /api/tasks/:id/tools": a("project.read"),
  "GET /api/tasks/:id/analyze": a("project.read"),
  "PATCH /api/tool-recommendations/:id/status": a("task.edit"),
  "GET /api/templates": a("projects.list"),
  "POST /api/projects/from-template": a("projects.create"),
  "POST /api/projects/:id/template": a("templates.save"),
  "GET /api/projects/:id/labels": a("project.read"),
  "POST /api/projects/:id/labels": a("task.edit"),
  "PATCH /api/labels/:id": a("task.edit"),
  "DELETE /api/labels/:id": a("task.edit"),
  "GET /api/projects/:id/statuses": a("project.read"),
  "POST /api/projects/:id/statuses": a("task.edit"),
  "PATCH /api/statuses/:id": a("task.edit"),
  "DELETE /api/statuses/:id": a("task.edit"),
  "GET /api/projects/:id/dependencies": a("project.read"),
  "POST /api/projects/:id/dependencies": a("task.edit"),
  "DELETE /api/projects/:id/dependencies/:dependencyId": a("task.edit"),
  "GET /api/projects/:id/schedule": a("project.read"),
  "POST /api/projects/:id/schedule/what-if": a("project.read"),
  "POST /api/projects/:id/schedule/apply": a("task.edit"),
  "POST /api/projects/:id/schedule/preview": a("task.edit"),
  "POST /api/projects/:id/schedule/move": a("task.edit"),
  // Issue 26 #3: members' working time and the project's holidays (decision 109)
  "GET /api/projects/:id/capacity": a("project.read"),
  "PUT /api/projects/:id/capacity": a("project.edit"),
  "GET /api/projects/:id/holidays": a("project.read"),
  "PUT /api/projects/:id/holidays": a("project.edit"),

  // Issue 26: estimates' unit, time entries, the timer
  "GET /api/projects/:id/time-settings": a("project.read"),
  "PUT /api/projects/:id/time-settings": a("project.edit"),
  "GET /api/projects/:id/time-entries": a("project.read"),
  "GET /api/projects/:id/time-entries.csv": a("project.read"),
  "GET /api/projects/:id/time-summary": a("project.read"),
  "GET /api/tasks/:id/time-entries": a("project.read"),
  "POST /api/tasks/:id/time-entries": a("task.edit"),
  "PATCH /api/time-entries/:id": a("task.edit"),
  "DELETE /api/time-entries/:id": a("task.edit"),
  "GET /api/time-settings": a("account.read"),
  "PUT /api/time-settings": a("account.edit"),
  "POST /api/tasks/:id/skip-occurrence": a("task.edit"),
  "GET /api/timer": a("account.read"),
  "POST /api/timer": a("task.edit"),
  "DELETE /api/timer": a("task.edit"),
  // Issue 26: calendar feeds. Making a secret is the person's own (a session, never a token).
  "GET /api/calendar": a("account.read"),
  "POST /api/calendar/rotate": a("account.edit"),
  "GET /api/calendar/:secret.ics": a("calendar.feed"),
  "GET /api/projects/:id/calendar": a("project.read"),
  "POST /api/projects/:id/calendar/rotate": a("project.calendar"),
  "GET /api/projects/:id/calendar/:secret.ics": a("calendar.feed"),

  // Members and invitations
  "GET /api/projects/:id/members": a("project.read"),
  "POST /api/projects/:id/members": a("members.manage"),
  "PATCH /api/projects/:id/members/:userId": a("members.manage"),
  "DELETE /api/projects/:id/members/:userId": a("members.manage"),
  "GET /api/projects/:id/invitations": a("members.manage"),
  "POST /api/invitations": a("members.manage", "body"),
  "DELETE /api/invitations/:id": a("members.manage"),
  "GET /api/invitations": a("invitations.read-own"),
  "POST /api/invitations/:id/accept": a("invitations.accept"),
  "POST /api/invitations/accept": a("invitations.accept"),

  // Sync with a provider
  "POST /api/tasks/:id/sync/:integration": a("task.edit"),
  "POST /api/tasks/:id/sync-status/:integration": a("task.edit"),
  "POST /api/projects/:id/sync/:integration": a("task.edit"),
  "POST /api/projects/:id/pull-tasks/:integration": a("task.edit"),

  // Webhooks (issue 24): the project's owners (the service checks the role; ids name no project).
  "POST /api/projects/:id/webhooks": a("webhooks.manage"),
  "GET /api/projects/:id/webhooks": a("webhooks.manage"),
  "DELETE /api/webhooks/:id": a("webhooks.manage"),
  "GET /api/webhooks/:id/deliveries": a("webhooks.manage"),
  "POST /api/webhooks/:id/deliveries/:deliveryId/redeliver": a("webhooks.manage"),
};

/**
 * The Worker's routes outside /api, with their actions. /mcp is the MCP server for agents: JSON-RPC
 * over one POST, whose tools describe themselves (tools/list) and name their own actions
 * (worker/mcp/tools.ts). It is not a REST route, so it is not in /api's OpenAPI document
 * (decision 075); test/api/route-actions.test.ts checks this list is exactly the app's routes outside
 * /api, besides the pages. /authorize is the OAuth consent page for agents (decision 076): HTML with a
 * form, read and posted with the session cookie only; the OAuth provider's own endpoints (/token,
 * /register, /.well-known/oauth-*) answer before the app (worker/mcp/oauth.ts), so they are not here.
 */
export const OUTSIDE_API_ACTIONS: Record<string, RouteAction> = {
  "POST /mcp": a("mcp.connect"),
  "GET /mcp": a("mcp.connect"),
  "DELETE /mcp": a("mcp.connect"),
  "GET /authorize": a("mcp.authorize"),
  "POST /authorize": a("mcp.authorize"),
};
