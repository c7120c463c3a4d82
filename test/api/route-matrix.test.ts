import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Task } from "../../core/schemas/task";
import { api, type Caller, json, newTask, signIn, team, uniqueEmail } from "../board/support";
import { routeTable } from "../support/route-table";

// Issue 27: the permission matrix, generated from the route table. Every route the Hono app has is
// called as owner, editor, viewer, outsider and signed out, and each answer is the exact status its
// row names, with the row's message on a refusal. A route added without its row fails the first test.

type Who = "anonymous" | "outsider" | "viewer" | "editor" | "owner";
// Refused callers first and the owner last, so a write that succeeds cannot hide a later refusal.
const CALLERS: Who[] = ["anonymous", "outsider", "viewer", "editor", "owner"];

interface World {
  owner: Caller;
  editor: Caller;
  viewer: Caller;
  outsider: Caller;
  projectId: number;
  task: Task;
  other: Task;
  commentId: number;
  timeEntryId?: number;
  repeatingId?: string;
  dependencyId: number;
  labelId: string;
  statusId: string;
  recommendationId: number;
  invitationId: number;
  webhookId?: string;
  deliveryId?: string;
  fieldId?: string;
  viewId?: number;
  /** Issue 26: the owner's feed paths (the secret in them is the only credential). */
  feedPath?: string;
  projectFeedPath?: string;
}

type Expected = Record<Who, number>;

interface Row {
  expected: Expected;
  call(w: World, as: Caller | null, who: Who): Promise<Response>;
  /** Runs before each caller's attempt: a fresh object for a call that uses one up. */
  prepare?(w: World, as: Caller | null): Promise<void>;
  /** The refusal's message when it is not the role rule's own (comments have their authors'). */
  refusal?: string;
}

const SIGN_IN = "Please sign in to continue.";
const READ_ONLY = "You have read-only access to this project.";
const OWNERS_ONLY = "Only project owners can do that.";
const DELETE_COMMENT = "Only the author or a project owner can delete a comment.";

/** Same answer for everyone signed in; 401 signed out. For the caller's own things (no project role). */
const mine = (status: number): Expected => ({ anonymous: 401, outsider: status, viewer: status, editor: status, owner: status });
/** Same answer for everyone, signed in or not. */
const open = (status: number): Expected => ({ anonymous: status, outsider: status, viewer: status, editor: status, owner: status });
const READ: Expected = { anonymous: 401, outsider: 404, viewer: 200, editor: 200, owner: 200 };
const write = (ok: number): Expected => ({ anonymous: 401, outsider: 404, viewer: 403, editor: ok, owner: ok });
const manage = (ok: number): Expected => ({ anonymous: 401, outsider: 404, viewer: 403, editor: 403, owner: ok });

/** The message a refusal carries: who is refused decides it. */
function refusalMessage(row: Row, status: number): string | null {
  if (status !== 401 && status !== 403) return null;
  if (status === 401) return SIGN_IN;
  if (row.refusal) return row.refusal;
  return row.expected.editor === 403 && row.expected.owner < 400 ? OWNERS_ONLY : READ_ONLY;
}

/** The message of a 401 or 403 answer; null for any other. */
const refusalIn = (status: number, text: string): string | null => (status === 401 || status === 403 ? JSON.parse(text).message : null);

const PLAN = {
  name: "Matrix plan",
  description: "",
  milestones: [],
  tasks: [{ name: "Only task", description: "", dueDate: null, priority: "low", milestoneIndex: null }],
  timeline: { startDate: "2031-01-06", endDate: "2031-05-30" },
};

const pid = (w: World) => w.projectId;
const get = (path: string) => (_w: World, as: Caller | null) => api("GET", path, { as });

const ROWS: Record<string, Row> = {
  // ── Signing in and the caller's own account ──
  "GET /api/login": { expected: { ...open(302), anonymous: 200 }, call: get("/api/login") },
  "GET /api/logout": { expected: open(302), call: (_w, as) => api("GET", "/api/logout", { as }) },
  "GET /api/auth/user": { expected: mine(200), call: get("/api/auth/user") },
  "PATCH /api/auth/user": { expected: mine(200), call: (_w, as) => api("PATCH", "/api/auth/user", { as, body: { firstName: "Ada" } }) },
  "POST /api/auth/sign-out-everywhere": { expected: mine(204), call: (_w, as) => api("POST", "/api/auth/sign-out-everywhere", { as }) },
  "POST /api/auth/magic-link": {
    expected: open(204),
    call: (_w, as) =>
      api("POST", "/api/auth/magic-link", { as, body: { email: uniqueEmail("link") }, headers: { "cf-connecting-ip": "10.27.0.1" } }),
  },
  "POST /api/auth/magic-link/form": {
    expected: open(200),
    call: (_w, as) =>
      api("POST", "/api/auth/magic-link/form", {
        as,
        rawBody: `email=${encodeURIComponent(uniqueEmail("form"))}`,
        headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": "10.27.0.2" },
      }),
  },
  "GET /api/auth/magic-link/verify": { expected: open(400), call: get("/api/auth/magic-link/verify?token=not-a-token") },
  // No OAuth sign-in is configured in tests: an unknown provider for everyone.
  "GET /api/auth/:provider": { expected: open(404), call: get("/api/auth/github") },
  "GET /api/auth/:provider/callback": { expected: open(404), call: get("/api/auth/github/callback?code=x&state=y") },
  "GET /api/users/username/:username": { expected: mine(404), call: get("/api/users/username/nobody-here-27") },
  // Suggestions for one project's members are the owner's (adding members is theirs).
  "GET /api/users/suggest": { expected: manage(200), call: (w, as) => api("GET", `/api/users/suggest?q=a&projectId=${pid(w)}`, { as }) },
  // API tokens (issue 24): each person's own; another's token (or none) is a 404.
  "GET /api/tokens": { expected: mine(200), call: get("/api/tokens") },
  "POST /api/tokens": {
    expected: mine(201),
    call: (_w, as) => api("POST", "/api/tokens", { as, body: { name: "Script", scopes: ["read"] } }),
  },
  "DELETE /api/tokens/:id": { expected: mine(404), call: (_w, as) => api("DELETE", "/api/tokens/987654", { as }) },
  "GET /api/agents": { expected: mine(200), call: get("/api/agents") },
  "DELETE /api/agents/:id": { expected: mine(404), call: (_w, as) => api("DELETE", "/api/agents/no-such-grant", { as }) },
  "GET /api/dev/mailbox": { expected: open(200), call: get("/api/dev/mailbox") },
  // The API described (issue 24): public, like any API's reference.
  "GET /api/openapi.json": { expected: open(200), call: get("/api/openapi.json") },
  "GET /api/docs": { expected: open(200), call: get("/api/docs") },
  "GET /api/dev/boards/:id/d1-queries": {
    expected: open(200),
    call: (w, as) => api("GET", `/api/dev/boards/${pid(w)}/d1-queries`, { as }),
  },

  // ── Portfolio and the caller's lists ──
  "GET /api/projects": { expected: mine(200), call: get("/api/projects") },
  "POST /api/projects": { expected: mine(201), call: (_w, as) => api("POST", "/api/projects", { as, body: { name: "Mine" } }) },
  "GET /api/projects/recent": { expected: mine(200), call: get("/api/projects/recent") },
  "GET /api/metrics": { expected: mine(200), call: get("/api/metrics") },
  "GET /api/analytics": { expected: mine(200), call: get("/api/analytics") },
  "GET /api/search": { expected: mine(200), call: get("/api/search?q=task") },
  "POST /api/ai/generate-plan": {
    expected: mine(200),
    call: (_w, as) =>
      api("POST", "/api/ai/generate-plan", { as, body: { idea: "A bakery website with online ordering and a menu page." } }),
  },
  "GET /api/jobs/:id": { expected: mine(404), call: get("/api/jobs/no-such-job") },
  "POST /api/projects/from-plan": {
    expected: mine(201),
    call: (_w, as) => api("POST", "/api/projects/from-plan", { as, body: { plan: PLAN } }),
  },
  "POST /api/import/file": {
    expected: mine(201),
    call: (_w, as) =>
      api("POST", "/api/import/file", {
        as,
        body: {
          projectName: "Imported",
          requestId: crypto.randomUUID(),
          format: "csv",
          content: "Name,Due\nImported task,2031-01-10\n",
          mapping: { name: "Name", description: null, status: null, dueDate: "Due", assignee: null, priority: null, parent: null },
        },
      }),
  },
  "POST /api/import/assignees": {
    expected: mine(200),
    call: (_w, as) => api("POST", "/api/import/assignees", { as, body: { values: ["Nobody We Know"] } }),
  },
  "POST /api/import/:provider": {
    expected: mine(409),
    call: (_w, as) => api("POST", "/api/import/jira", { as, body: { containers: [{ id: "X", name: "X" }] } }),
  },

  // ── Notifications ──
  "GET /api/notifications": { expected: mine(200), call: get("/api/notifications") },
  "POST /api/notifications/read": {
    expected: mine(200),
    call: (_w, as) => api("POST", "/api/notifications/read", { as, body: { all: true } }),
  },
  "GET /api/notifications/settings": { expected: mine(200), call: get("/api/notifications/settings") },
  "PUT /api/notifications/settings": {
    expected: mine(200),
    call: (_w, as) => api("PUT", "/api/notifications/settings", { as, body: { emailOff: [] } }),
  },
  "GET /api/notifications/unsubscribe": { expected: open(400), call: get("/api/notifications/unsubscribe?token=") },
  "POST /api/notifications/unsubscribe": {
    expected: open(400),
    call: (_w, as) => api("POST", "/api/notifications/unsubscribe?token=", { as }),
  },
  "POST /api/notifications/resubscribe": {
    expected: open(400),
    call: (_w, as) =>
      api("POST", "/api/notifications/resubscribe", {
        as,
        rawBody: "token=",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
  },
  "GET /api/notifications/live": { expected: mine(426), call: get("/api/notifications/live") },

  // ── Integrations: the caller's own connections ──
  "GET /api/integrations": { expected: mine(200), call: get("/api/integrations") },
  "POST /api/integrations/export/:integration": {
    expected: mine(409),
    call: (_w, as) => api("POST", "/api/integrations/export/jira", { as, body: { plan: PLAN, target: { id: "KO" } } }),
  },
  "POST /api/integrations/export/:integration/retry/:jobId": {
    expected: mine(404),
    call: (_w, as) => api("POST", "/api/integrations/export/jira/retry/no-such-job", { as }),
  },
  "POST /api/integrations/:provider/connect": {
    expected: mine(400),
    call: (_w, as) => api("POST", "/api/integrations/jira/connect", { as, body: { token: "" } }),
  },
  "DELETE /api/integrations/:provider": { expected: mine(204), call: (_w, as) => api("DELETE", "/api/integrations/asana", { as }) },
  "GET /api/integrations/:provider/targets": { expected: mine(409), call: get("/api/integrations/jira/targets") },
  "GET /api/integrations/:provider/containers": { expected: mine(409), call: get("/api/integrations/jira/containers") },
  "GET /api/integrations/jira/sites": { expected: mine(409), call: get("/api/integrations/jira/sites") },
  "PUT /api/integrations/jira/site": {
    expected: mine(409),
    call: (_w, as) => api("PUT", "/api/integrations/jira/site", { as, body: { cloudId: "cloud-acme" } }),
  },
  "GET /api/integrations/:provider/authorize": { expected: mine(400), call: get("/api/integrations/jira/authorize") },
  "GET /api/integrations/:provider/callback": { expected: mine(302), call: get("/api/integrations/jira/callback?code=x&state=y") },

  // ── A project and its board ──
  "GET /api/projects/:id": { expected: READ, call: (w, as) => api("GET", `/api/projects/${pid(w)}`, { as }) },
  "PATCH /api/projects/:id": {
    expected: write(200),
    call: (w, as) => api("PATCH", `/api/projects/${pid(w)}`, { as, body: { name: "Renamed" } }),
  },
  "DELETE /api/projects/:id": { expected: manage(204), call: (w, as) => api("DELETE", `/api/projects/${pid(w)}`, { as }) },
  "GET /api/projects/:id/tasks": { expected: READ, call: (w, as) => api("GET", `/api/projects/${pid(w)}/tasks`, { as }) },
  "GET /api/projects/:id/live": {
    expected: { anonymous: 401, outsider: 404, viewer: 101, editor: 101, owner: 101 },
    call: (w, as) => api("GET", `/api/projects/${pid(w)}/live`, { as, headers: { upgrade: "websocket" } }),
  },
  "GET /api/projects/:id/activity": { expected: READ, call: (w, as) => api("GET", `/api/projects/${pid(w)}/activity`, { as }) },
  "POST /api/projects/:id/undo": {
    expected: write(200),
    // Undo is the caller's own: each caller first makes a change of their own (a refused one makes none).
    prepare: async (w, as) => {
      await api("PATCH", `/api/tasks/${w.task.id}`, { as, body: { name: `Undo me ${Math.random()}` } });
    },
    call: (w, as) => api("POST", `/api/projects/${pid(w)}/undo`, { as }),
  },
  "POST /api/projects/:id/redo": {
    expected: write(200),
    prepare: async (w, as) => {
      await api("PATCH", `/api/tasks/${w.task.id}`, { as, body: { name: `Redo me ${Math.random()}` } });
      await api("POST", `/api/projects/${pid(w)}/undo`, { as });
    },
    call: (w, as) => api("POST", `/api/projects/${pid(w)}/redo`, { as }),
  },
  "POST /api/projects/:id/restore/:taskId": {
    expected: write(200),
    prepare: async (w) => {
      w.other = await newTask(w.owner, pid(w), { name: "Restore me" });
      await api("DELETE", `/api/tasks/${w.other.id}`, { as: w.owner });
    },
    call: (w, as) => api("POST", `/api/projects/${pid(w)}/restore/${w.other.id}`, { as }),
  },
  "GET /api/projects/:id/insights": { expected: READ, call: (w, as) => api("GET", `/api/projects/${pid(w)}/insights`, { as }) },
  "GET /api/projects/:id/deep-analysis": {
    expected: { ...READ, viewer: 202, editor: 202, owner: 202 },
    call: (w, as) => api("GET", `/api/projects/${pid(w)}/deep-analysis`, { as }),
  },
  "GET /api/projects/:id/analytics": { expected: READ, call: (w, as) => api("GET", `/api/projects/${pid(w)}/analytics`, { as }) },
  "GET /api/projects/:id/sync-state": { expected: READ, call: (w, as) => api("GET", `/api/projects/${pid(w)}/sync-state`, { as }) },

  // ── Tasks, comments, links, the schedule ──
  "POST /api/tasks": { expected: write(201), call: (w, as) => api("POST", "/api/tasks", { as, body: { projectId: pid(w), name: "New" } }) },
  "PATCH /api/tasks/:id": {
    expected: write(200),
    call: (w, as) => api("PATCH", `/api/tasks/${w.task.id}`, { as, body: { name: `Edited ${Math.random()}` } }),
  },
  "DELETE /api/tasks/:id": {
    expected: write(204),
    prepare: async (w) => {
      w.other = await newTask(w.owner, pid(w), { name: "Delete me" });
    },
    call: (w, as) => api("DELETE", `/api/tasks/${w.other.id}`, { as }),
  },
  "POST /api/projects/:id/tasks/batch": {
    expected: write(200),
    call: (w, as) =>
      api("POST", `/api/projects/${pid(w)}/tasks/batch`, {
        as,
        body: {
          operations: [
            { op: "create", task: { name: "Batched" } },
            { op: "update", id: w.task.id, patch: { priority: "high" } },
          ],
        },
      }),
  },
  "GET /api/tasks/:id/comments": { expected: READ, call: (w, as) => api("GET", `/api/tasks/${w.task.id}/comments`, { as }) },
  // Viewers comment too (decision 018).
  "POST /api/tasks/:id/comments": {
    expected: { ...READ, viewer: 201, editor: 201, owner: 201 },
    call: (w, as) => api("POST", `/api/tasks/${w.task.id}/comments`, { as, body: { body: "A word" } }),
  },
  // The owner's own comment: only its author edits it; its author or a project owner deletes it.
  "PATCH /api/comments/:id": {
    expected: { anonymous: 401, outsider: 404, viewer: 403, editor: 403, owner: 200 },
    refusal: "Only the author can edit a comment.",
    call: (w, as) => api("PATCH", `/api/comments/${w.commentId}`, { as, body: { body: "Edited" } }),
  },
  "DELETE /api/comments/:id": {
    expected: manage(204),
    refusal: DELETE_COMMENT,
    call: async (w, as, who) => {
      // Authors delete their own comment whatever their role (the rule is "author, or an owner"): a
      // viewer and an editor first delete one of their own, then try the owner's.
      if (as && (who === "viewer" || who === "editor")) {
        const own = await api("POST", `/api/tasks/${w.task.id}/comments`, { as, body: { body: `${who}'s own` } });
        const gone = await api("DELETE", `/api/comments/${(await json<{ id: number }>(own)).id}`, { as });
        if (gone.status !== 204) throw new Error(`the ${who} could not delete their own comment: ${gone.status} ${await gone.text()}`);
      }
      return api("DELETE", `/api/comments/${w.commentId}`, { as });
    },
  },
  "GET /api/tasks/:id/tools": { expected: READ, call: (w, as) => api("GET", `/api/tasks/${w.task.id}/tools`, { as }) },
  "GET /api/tasks/:id/analyze": { expected: READ, call: (w, as) => api("GET", `/api/tasks/${w.task.id}/analyze`, { as }) },
  // A real recommendation of the project's task, so the role rule answers, not a missing id.
  "PATCH /api/tool-recommendations/:id/status": {
    expected: write(200),
    prepare: async (w) => {
      if (w.recommendationId) return;
      const task = await newTask(w.owner, pid(w), { name: "Write the launch blog post" });
      const res = await api("GET", `/api/tasks/${task.id}/analyze`, { as: w.owner });
      const [pair] = await json<Array<{ recommendation: { id: number } }>>(res);
      w.recommendationId = pair.recommendation.id;
    },
    call: (w, as) => api("PATCH", `/api/tool-recommendations/${w.recommendationId}/status`, { as, body: { status: "used" } }),
  },
  // Issue 25: custom fields. Members read them; editors add, change and remove them.
  "GET /api/projects/:id/fields": { expected: READ, call: (w, as) => api("GET", `/api/projects/${pid(w)}/fields`, { as }) },
  "POST /api/projects/:id/fields": {
    expected: write(201),
    call: (w, as, who) => api("POST", `/api/projects/${pid(w)}/fields`, { as, body: { name: `Estimate ${who}`, type: "number" } }),
  },
  "PATCH /api/fields/:id": {
    expected: write(200),
    prepare: async (w) => {
      w.fieldId ??= await newField(w);
    },
    call: (w, as, who) => api("PATCH", `/api/fields/${w.fieldId}`, { as, body: { name: `Renamed by ${who}` } }),
  },
  "DELETE /api/fields/:id": {
    expected: write(204),
    prepare: async (w) => {
      w.fieldId = await newField(w);
    },
    call: (w, as) => api("DELETE", `/api/fields/${w.fieldId}`, { as }),
  },
  // Saved views: any member keeps views for themselves; only the creator or an owner changes one.
  "GET /api/projects/:id/views": { expected: READ, call: (w, as) => api("GET", `/api/projects/${pid(w)}/views`, { as }) },
  "POST /api/projects/:id/views": {
    expected: { ...READ, viewer: 201, editor: 201, owner: 201 },
    call: (w, as, who) => api("POST", `/api/projects/${pid(w)}/views`, { as, body: { name: `Mine ${who}`, query: {} } }),
  },
  "PATCH /api/views/:id": {
    expected: manage(200),
    refusal: "Only the view's creator or a project owner can change it.",
    prepare: async (w) => {
      w.viewId ??= await newSharedView(w);
    },
    call: (w, as) => api("PATCH", `/api/views/${w.viewId}`, { as, body: { name: "Renamed" } }),
  },
  "DELETE /api/views/:id": {
    expected: manage(204),
    refusal: "Only the view's creator or a project owner can change it.",
    prepare: async (w) => {
      w.viewId = await newSharedView(w);
    },
    call: (w, as) => api("DELETE", `/api/views/${w.viewId}`, { as }),
  },
  "GET /api/templates": { expected: mine(200), call: get("/api/templates") },
  "POST /api/projects/from-template": {
    expected: mine(201),
    call: (_w, as) =>
      api("POST", "/api/projects/from-template", {
        as,
        body: { templateId: "builtin:website", startDate: "2031-03-03", name: "From template" },
      }),
  },
  "POST /api/projects/:id/template": {
    expected: { anonymous: 401, outsider: 404, viewer: 201, editor: 201, owner: 201 },
    call: (w, as) => api("POST", `/api/projects/${pid(w)}/template`, { as, body: { name: "Matrix template" } }),
  },
  // Issue 25: labels and statuses. A fresh one per caller for the writes that use one up.
  "GET /api/projects/:id/labels": { expected: READ, call: (w, as) => api("GET", `/api/projects/${pid(w)}/labels`, { as }) },
  "POST /api/projects/:id/labels": {
    expected: write(201),
    call: (w, as) => api("POST", `/api/projects/${pid(w)}/labels`, { as, body: { name: `Label ${Math.random()}`, color: "red" } }),
  },
  "PATCH /api/labels/:id": {
    expected: write(200),
    call: (w, as) => api("PATCH", `/api/labels/${w.labelId}`, { as, body: { name: `Renamed ${Math.random()}` } }),
  },
  "DELETE /api/labels/:id": {
    expected: write(204),
    prepare: async (w) => {
      const res = await api("POST", `/api/projects/${pid(w)}/labels`, { as: w.owner, body: { name: `Gone ${Math.random()}` } });
      w.labelId = (await json<{ id: string }>(res)).id;
    },
    call: (w, as) => api("DELETE", `/api/labels/${w.labelId}`, { as }),
  },
  "GET /api/projects/:id/statuses": { expected: READ, call: (w, as) => api("GET", `/api/projects/${pid(w)}/statuses`, { as }) },
  "POST /api/projects/:id/statuses": {
    expected: write(201),
    call: (w, as) =>
      api("POST", `/api/projects/${pid(w)}/statuses`, { as, body: { name: `Status ${Math.random()}`, category: "in-progress" } }),
  },
  "PATCH /api/statuses/:id": {
    expected: write(200),
    call: (w, as) => api("PATCH", `/api/statuses/${w.projectId}-todo`, { as, body: { name: `Backlog ${Math.random()}` } }),
  },
  "DELETE /api/statuses/:id": {
    expected: write(204),
    prepare: async (w) => {
      const res = await api("POST", `/api/projects/${pid(w)}/statuses`, {
        as: w.owner,
        body: { name: `Gone ${Math.random()}`, category: "todo" },
      });
      w.statusId = (await json<{ id: string }>(res)).id;
    },
    call: (w, as) => api("DELETE", `/api/statuses/${w.statusId}`, { as }),
  },
  "GET /api/projects/:id/dependencies": { expected: READ, call: (w, as) => api("GET", `/api/projects/${pid(w)}/dependencies`, { as }) },
  "POST /api/projects/:id/dependencies": {
    expected: write(201),
    prepare: async (w) => {
      w.other = await newTask(w.owner, pid(w), { name: "Successor" });
    },
    call: (w, as) =>
      api("POST", `/api/projects/${pid(w)}/dependencies`, { as, body: { predecessorId: w.task.id, successorId: w.other.id } }),
  },
  "DELETE /api/projects/:id/dependencies/:dependencyId": {
    expected: write(204),
    prepare: async (w) => {
      const next = await newTask(w.owner, pid(w), { name: "Linked" });
      const res = await api("POST", `/api/projects/${pid(w)}/dependencies`, {
        as: w.owner,
        body: { predecessorId: w.task.id, successorId: next.id },
      });
      w.dependencyId = (await json<{ id: number }>(res)).id;
    },
    call: (w, as) => api("DELETE", `/api/projects/${pid(w)}/dependencies/${w.dependencyId}`, { as }),
  },
  // ── Issue 26: time ──
  "GET /api/projects/:id/time-settings": { expected: READ, call: (w, as) => api("GET", `/api/projects/${pid(w)}/time-settings`, { as }) },
  "PUT /api/projects/:id/time-settings": {
    expected: write(200),
    call: (w, as) => api("PUT", `/api/projects/${pid(w)}/time-settings`, { as, body: { estimateUnit: "points" } }),
  },
  "GET /api/projects/:id/time-entries": { expected: READ, call: (w, as) => api("GET", `/api/projects/${pid(w)}/time-entries`, { as }) },
  "GET /api/projects/:id/time-entries.csv": {
    expected: READ,
    call: (w, as) => api("GET", `/api/projects/${pid(w)}/time-entries.csv`, { as }),
  },
  "GET /api/projects/:id/time-summary": { expected: READ, call: (w, as) => api("GET", `/api/projects/${pid(w)}/time-summary`, { as }) },
  "GET /api/tasks/:id/time-entries": { expected: READ, call: (w, as) => api("GET", `/api/tasks/${w.task.id}/time-entries`, { as }) },
  "POST /api/tasks/:id/time-entries": {
    expected: write(201),
    call: (w, as) => api("POST", `/api/tasks/${w.task.id}/time-entries`, { as, body: { date: "2031-01-06", minutes: 30 } }),
  },
  // The owner's own entry: only its author changes or deletes it.
  "PATCH /api/time-entries/:id": {
    expected: { anonymous: 401, outsider: 404, viewer: 403, editor: 403, owner: 200 },
    refusal: "Only the person who logged this time can change it.",
    prepare: async (w) => {
      w.timeEntryId ??= (
        await json(await api("POST", `/api/tasks/${w.task.id}/time-entries`, { as: w.owner, body: { date: "2031-01-06", minutes: 5 } }))
      ).id;
    },
    call: (w, as) => api("PATCH", `/api/time-entries/${w.timeEntryId}`, { as, body: { minutes: 15 } }),
  },
  "DELETE /api/time-entries/:id": {
    expected: { anonymous: 401, outsider: 404, viewer: 403, editor: 403, owner: 204 },
    refusal: "Only the person who logged this time can change it.",
    prepare: async (w) => {
      w.timeEntryId = (
        await json(await api("POST", `/api/tasks/${w.task.id}/time-entries`, { as: w.owner, body: { date: "2031-01-06", minutes: 5 } }))
      ).id;
    },
    call: (w, as) => api("DELETE", `/api/time-entries/${w.timeEntryId}`, { as }),
  },
  "GET /api/timer": { expected: mine(200), call: get("/api/timer") },
  "GET /api/time-settings": { expected: mine(200), call: get("/api/time-settings") },
  "PUT /api/time-settings": {
    expected: mine(200),
    call: (_w, as) =>
      api("PUT", "/api/time-settings", { as, body: { reminderLeadDays: 2, recurrenceMode: "date", timeZone: "Europe/Paris" } }),
  },
  // A repeating task of its own: each allowed skip moves it a week on.
  "POST /api/tasks/:id/skip-occurrence": {
    expected: write(200),
    prepare: async (w) => {
      w.repeatingId ??= (
        await json(
          await api("POST", "/api/tasks", {
            as: w.owner,
            body: { projectId: pid(w), name: "Weekly", dueDate: "2031-01-06", recurrence: "FREQ=WEEKLY;BYDAY=MO" },
          }),
        )
      ).id;
    },
    call: (w, as) => api("POST", `/api/tasks/${w.repeatingId}/skip-occurrence`, { as }),
  },
  "POST /api/timer": { expected: write(201), call: (w, as) => api("POST", "/api/timer", { as, body: { taskId: w.task.id } }) },
  // Stopping needs a running timer: those who may start one have one; the others have none to stop.
  "DELETE /api/timer": {
    expected: { anonymous: 401, outsider: 404, viewer: 404, editor: 200, owner: 200 },
    prepare: async (w, as) => {
      if (as) await api("POST", "/api/timer", { as, body: { taskId: w.task.id } });
    },
    call: (_w, as) => api("DELETE", "/api/timer", { as }),
  },
  // Issue 26: calendar feeds. Every member may have their own feed of a project; the .ics answers
  // whoever holds the secret, signed in or not (a calendar app sends no cookie).
  "GET /api/calendar": { expected: mine(200), call: get("/api/calendar") },
  "POST /api/calendar/rotate": { expected: mine(200), call: (_w, as) => api("POST", "/api/calendar/rotate", { as }) },
  "GET /api/calendar/:secret.ics": {
    expected: open(200),
    prepare: async (w) => {
      w.feedPath ??= new URL((await json(await api("POST", "/api/calendar/rotate", { as: w.owner }))).url).pathname;
    },
    call: (w, as) => api("GET", w.feedPath ?? "", { as }),
  },
  "GET /api/projects/:id/calendar": { expected: READ, call: (w, as) => api("GET", `/api/projects/${pid(w)}/calendar`, { as }) },
  "POST /api/projects/:id/calendar/rotate": {
    expected: READ,
    call: (w, as) => api("POST", `/api/projects/${pid(w)}/calendar/rotate`, { as }),
  },
  "GET /api/projects/:id/calendar/:secret.ics": {
    expected: open(200),
    prepare: async (w) => {
      w.projectFeedPath ??= new URL(
        (await json(await api("POST", `/api/projects/${pid(w)}/calendar/rotate`, { as: w.owner }))).url,
      ).pathname;
    },
    call: (w, as) => api("GET", w.projectFeedPath ?? "", { as }),
  },
  "GET /api/projects/:id/schedule": { expected: READ, call: (w, as) => api("GET", `/api/projects/${pid(w)}/schedule`, { as }) },
  "POST /api/projects/:id/schedule/what-if": {
    expected: READ,
    call: (w, as) => api("POST", `/api/projects/${pid(w)}/schedule/what-if`, { as, body: { taskId: w.task.id, slipDays: 2 } }),
  },
  "POST /api/projects/:id/schedule/apply": {
    expected: write(200),
    call: (w, as) => api("POST", `/api/projects/${pid(w)}/schedule/apply`, { as, body: {} }),
  },
  "POST /api/projects/:id/schedule/preview": {
    expected: write(200),
    call: (w, as) => api("POST", `/api/projects/${pid(w)}/schedule/preview`, { as, body: {} }),
  },
  "POST /api/projects/:id/schedule/move": {
    expected: write(200),
    call: (w, as) =>
      api("POST", `/api/projects/${pid(w)}/schedule/move`, {
        as,
        body: { taskId: w.task.id, startDate: "2031-01-06", dueDate: "2031-01-08" },
      }),
  },
  // Issue 26 #3: members' working time and holidays (decision 109).
  "GET /api/projects/:id/capacity": { expected: READ, call: (w, as) => api("GET", `/api/projects/${pid(w)}/capacity`, { as }) },
  "PUT /api/projects/:id/capacity": {
    expected: write(200),
    call: (w, as) =>
      api("PUT", `/api/projects/${pid(w)}/capacity`, { as, body: { members: [{ userId: w.editor.userId, weeklyHours: 30 }] } }),
  },
  "GET /api/projects/:id/holidays": { expected: READ, call: (w, as) => api("GET", `/api/projects/${pid(w)}/holidays`, { as }) },
  "PUT /api/projects/:id/holidays": {
    expected: write(200),
    call: (w, as) => api("PUT", `/api/projects/${pid(w)}/holidays`, { as, body: { holidays: [{ date: "2031-01-01", name: "New Year" }] } }),
  },

  // ── Members and invitations (owners manage) ──
  "GET /api/projects/:id/members": { expected: READ, call: (w, as) => api("GET", `/api/projects/${pid(w)}/members`, { as }) },
  "POST /api/projects/:id/members": {
    expected: manage(201),
    call: async (w, as) => {
      const newcomer = await signIn(uniqueEmail("newcomer"));
      return api("POST", `/api/projects/${pid(w)}/members`, { as, body: { userId: newcomer.userId, role: "viewer" } });
    },
  },
  "PATCH /api/projects/:id/members/:userId": {
    expected: manage(200),
    call: (w, as) => api("PATCH", `/api/projects/${pid(w)}/members/${w.viewer.userId}`, { as, body: { role: "viewer" } }),
  },
  "DELETE /api/projects/:id/members/:userId": {
    expected: manage(204),
    call: async (w, as) => {
      const leaving = await signIn(uniqueEmail("leaving"));
      await api("POST", `/api/projects/${pid(w)}/members`, { as: w.owner, body: { userId: leaving.userId, role: "viewer" } });
      return api("DELETE", `/api/projects/${pid(w)}/members/${leaving.userId}`, { as });
    },
  },
  "GET /api/projects/:id/invitations": {
    expected: manage(200),
    call: (w, as) => api("GET", `/api/projects/${pid(w)}/invitations`, { as }),
  },
  "POST /api/invitations": {
    expected: manage(201),
    call: (w, as) => api("POST", "/api/invitations", { as, body: { projectId: pid(w), email: uniqueEmail("invitee"), role: "viewer" } }),
  },
  "DELETE /api/invitations/:id": {
    expected: manage(204),
    prepare: async (w) => {
      const res = await api("POST", "/api/invitations", {
        as: w.owner,
        body: { projectId: pid(w), email: uniqueEmail("revoked"), role: "viewer" },
      });
      w.invitationId = (await json<{ id: number }>(res)).id;
    },
    call: (w, as) => api("DELETE", `/api/invitations/${w.invitationId}`, { as }),
  },
  "GET /api/invitations": { expected: mine(200), call: get("/api/invitations") },
  // An invitation addressed to someone else: nobody but its invitee may take it.
  "POST /api/invitations/:id/accept": {
    expected: mine(404),
    call: (w, as) => api("POST", `/api/invitations/${w.invitationId}/accept`, { as }),
  },
  "POST /api/invitations/accept": {
    expected: mine(404),
    call: (_w, as) => api("POST", "/api/invitations/accept", { as, body: { token: "not-a-token" } }),
  },

  // ── Webhooks (issue 24): owners only; a receiver on a closed local port, allowed in development ──
  "POST /api/projects/:id/webhooks": {
    expected: manage(201),
    call: (w, as) => api("POST", `/api/projects/${pid(w)}/webhooks`, { as, body: { url: HOOK_URL, events: ["task.created"] } }),
  },
  "GET /api/projects/:id/webhooks": { expected: manage(200), call: (w, as) => api("GET", `/api/projects/${pid(w)}/webhooks`, { as }) },
  "DELETE /api/webhooks/:id": {
    expected: manage(204),
    prepare: async (w) => {
      w.webhookId = await newWebhook(w);
    },
    call: (w, as) => api("DELETE", `/api/webhooks/${w.webhookId}`, { as }),
  },
  "GET /api/webhooks/:id/deliveries": {
    expected: manage(200),
    prepare: async (w) => {
      w.webhookId ??= await newWebhook(w);
    },
    call: (w, as) => api("GET", `/api/webhooks/${w.webhookId}/deliveries`, { as }),
  },
  "POST /api/webhooks/:id/deliveries/:deliveryId/redeliver": {
    expected: manage(202),
    prepare: async (w) => {
      w.webhookId ??= await newWebhook(w);
      w.deliveryId ??= await deliveredEvent(w.webhookId);
    },
    call: (w, as) => api("POST", `/api/webhooks/${w.webhookId}/deliveries/${w.deliveryId}/redeliver`, { as }),
  },

  // ── Sync with a provider: the caller's connection, on a project they may edit ──
  "POST /api/tasks/:id/sync/:integration": {
    expected: write(409),
    call: (w, as) => api("POST", `/api/tasks/${w.task.id}/sync/jira`, { as, body: {} }),
  },
  "POST /api/tasks/:id/sync-status/:integration": {
    expected: write(400),
    call: (w, as) => api("POST", `/api/tasks/${w.task.id}/sync-status/jira`, { as, body: { externalId: "KO-1", status: "done" } }),
  },
  "POST /api/projects/:id/sync/:integration": {
    expected: write(409),
    call: (w, as) => api("POST", `/api/projects/${pid(w)}/sync/jira`, { as, body: {} }),
  },
  "POST /api/projects/:id/pull-tasks/:integration": {
    expected: write(409),
    call: (w, as) => api("POST", `/api/projects/${pid(w)}/pull-tasks/jira`, { as, body: {} }),
  },
};

const HOOK_URL = "http://127.0.0.1:9/kickoff-hook";

/** A view the owner shared with the team: every member sees it, only the owner (its creator) changes it. */
async function newSharedView(w: World): Promise<number> {
  const res = await api("POST", `/api/projects/${pid(w)}/views`, { as: w.owner, body: { name: "Team view", shared: true, query: {} } });
  if (res.status !== 201) throw new Error(`view: ${res.status} ${await res.text()}`);
  return (await json<{ id: number }>(res)).id;
}

let fieldSeq = 0;
async function newField(w: World): Promise<string> {
  const res = await api("POST", `/api/projects/${pid(w)}/fields`, { as: w.owner, body: { name: `Field ${++fieldSeq}`, type: "text" } });
  if (res.status !== 201) throw new Error(`field: ${res.status} ${await res.text()}`);
  return (await json<{ id: string }>(res)).id;
}

async function newWebhook(w: World): Promise<string> {
  const res = await api("POST", `/api/projects/${pid(w)}/webhooks`, { as: w.owner, body: { url: HOOK_URL, events: ["comment.added"] } });
  if (res.status !== 201) throw new Error(`webhook: ${res.status} ${await res.text()}`);
  return (await json<{ id: string }>(res)).id;
}

/** A delivery as the sender leaves it once the receiver took it. */
async function deliveredEvent(webhookId: string): Promise<string> {
  const id = `dlv_matrix${Math.random().toString(36).slice(2, 10)}`;
  await env.DB.prepare(
    "INSERT INTO webhook_deliveries (id, webhook_id, message_id, type, payload, status, attempts, next_attempt_at, created_at) VALUES (?, ?, ?, 'comment.added', '{}', 'delivered', 1, ?, ?)",
  )
    .bind(id, webhookId, `msg_${id}`, Date.now(), Date.now())
    .run();
  return id;
}

async function world(): Promise<World> {
  const t = await team();
  const task = await newTask(t.owner, t.projectId, { name: "Matrix task", startDate: "2031-01-06", dueDate: "2031-01-10" });
  const other = await newTask(t.owner, t.projectId, { name: "Other task" });
  const comment = await api("POST", `/api/tasks/${task.id}/comments`, { as: t.owner, body: { body: "The owner's comment" } });
  const invitation = await api("POST", "/api/invitations", {
    as: t.owner,
    body: { projectId: t.projectId, email: uniqueEmail("invited"), role: "viewer" },
  });
  if (comment.status !== 201 || invitation.status !== 201) throw new Error(`world: ${comment.status} ${invitation.status}`);
  return {
    ...t,
    task,
    other,
    commentId: (await json(comment)).id,
    dependencyId: 0,
    labelId: await (async () => {
      const res = await api("POST", `/api/projects/${t.projectId}/labels`, { as: t.owner, body: { name: "Matrix label" } });
      return (await json<{ id: string }>(res)).id;
    })(),
    statusId: "",
    recommendationId: 0,
    invitationId: (await json(invitation)).id,
  };
}

describe("the route × role matrix", () => {
  it("has a row for every route in the route table, and no row for a route that is gone", () => {
    const routes = routeTable().map((r) => `${r.method} ${r.path}`);
    expect(
      routes.filter((r) => !(r in ROWS)),
      "routes without a row",
    ).toEqual([]);
    expect(
      Object.keys(ROWS).filter((r) => !routes.includes(r)),
      "rows without a route",
    ).toEqual([]);
  });

  for (const [route, row] of Object.entries(ROWS)) {
    it(route, async () => {
      const w = await world();
      // Signing out ends a session: each caller signs in afresh for the routes that do.
      const ends = /logout|sign-out/.test(route);
      for (const who of CALLERS) {
        const caller = who === "anonymous" ? null : ends ? await signIn(uniqueEmail(who)) : w[who];
        await row.prepare?.(w, caller);
        const res = await row.call(w, caller, who);
        const expected = row.expected[who];
        const text = res.webSocket ? "" : await res.text();
        expect(res.status, `${route} as ${who}: ${text.slice(0, 200)}`).toBe(expected);
        res.webSocket?.accept();
        res.webSocket?.close(1000, "done");
        // A refusal says why; any other answer carries no refusal.
        expect(refusalIn(res.status, text), `${route} as ${who}`).toBe(refusalMessage(row, expected));
      }
    });
  }
});
