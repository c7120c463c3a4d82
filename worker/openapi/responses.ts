import { z } from "zod";
import { calendarFeedStatusSchema, rotatedFeedSchema } from "../../core/schemas/calendar";
import { connectedAgentSchema } from "../../core/schemas/connected-agent";
import { taskStatus } from "../../core/schemas/fields";
import { planShapeSchema } from "../../core/schemas/plan";
import { viewQuerySchema } from "../../core/schemas/saved-view";
import { createdWebhookSchema, deliverySchema, webhookSchema } from "../../core/schemas/webhook";

// What each route answers on success, for /api/openapi.json (decision 067). Requests are described by
// the routes' own validators; answers are typed in TypeScript across the code, so their schemas are
// written here, once per route, keyed like the route table ("METHOD /api/path"). A route missing
// from this table fails test/api/openapi.test.ts, and the test checks real answers against these.

export type Answer =
  | { status: number; kind: "json"; description: string; schema: z.ZodType }
  | { status: number; kind: "empty" | "html" | "redirect" | "websocket" | "file"; description: string };

const json = (status: number, description: string, schema: z.ZodType): Answer => ({ status, kind: "json", description, schema });
const empty = (description: string): Answer => ({ status: 204, kind: "empty", description });
const html = (status: number, description: string): Answer => ({ status, kind: "html", description });
const redirect = (description: string): Answer => ({ status: 302, kind: "redirect", description });

const day = z.string().describe("YYYY-MM-DD");
const when = z.string().describe("ISO 8601 timestamp");

export const taskSchema = z.object({
  id: z.string(),
  projectId: z.number().int(),
  kind: z.enum(["task", "milestone"]),
  name: z.string(),
  description: z.string(),
  status: z.enum(["todo", "in-progress", "done"]),
  isCompleted: z.boolean(),
  startDate: day.nullable(),
  dueDate: day.nullable(),
  priority: z.enum(["low", "medium", "high"]),
  assigneeId: z.number().int().nullable(),
  parentTaskId: z.string().nullable(),
  externalId: z.string().nullable(),
  source: z.string(),
  origin: z.string().optional(),
  sourceText: z.string().nullable(),
  estimate: z.number().nullable(),
  recurrence: z.string().nullable(),
  recurrenceMode: z.enum(["completion", "date"]),
  order: z.string(),
  version: z.number().int(),
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])).optional(),
  labelIds: z.array(z.string()).optional(),
  statusId: z.string().optional(),
  createdAt: when,
  updatedAt: when,
});

// Issue 25: saved views (the query's shape is core/schemas/saved-view's).
const savedViewSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  name: z.string(),
  shared: z.boolean(),
  query: viewQuerySchema,
  createdBy: z.number().int(),
  createdAt: when,
  updatedAt: when,
});

// Issue 25: a project's own fields.
const customFieldSchema = z.object({
  id: z.string(),
  projectId: z.number().int(),
  name: z.string(),
  type: z.enum(["text", "number", "date", "single-select", "multi-select", "person", "url", "checkbox"]),
  options: z.array(z.object({ id: z.string(), name: z.string() })),
  position: z.number().int(),
  createdAt: when,
  updatedAt: when,
});

const timeEntry = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  taskId: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  date: day,
  minutes: z.number().int(),
  note: z.string(),
  source: z.enum(["manual", "timer"]),
  createdAt: when,
  updatedAt: when,
});
const timer = z.object({ taskId: z.string(), projectId: z.number().int(), taskName: z.string(), startedAt: when });
const personTimeSettings = z.object({
  reminderLeadDays: z.number().int().nullable(),
  recurrenceMode: z.enum(["completion", "date"]),
  timeZone: z.string(),
});
const timeSettings = z.object({ estimateUnit: z.enum(["hours", "points"]) });
const capacityView = z.object({
  members: z.array(
    z.object({
      userId: z.number().int(),
      weeklyHours: z.number(),
      offWeekdays: z.array(z.enum(["mon", "tue", "wed", "thu", "fri"])),
      daysOff: z.array(day),
      hoursPerDay: z.number(),
      custom: z.boolean(),
    }),
  ),
  estimateUnit: z.enum(["hours", "points"]),
});
const holidayList = z.object({ holidays: z.array(z.object({ date: day, name: z.string() })) });
const labelSchema = z.object({ id: z.string(), projectId: z.number().int(), name: z.string(), color: z.string(), order: z.number().int() });
const templateSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  builtIn: z.boolean(),
  taskCount: z.number().int(),
  milestoneCount: z.number().int(),
  durationDays: z.number().int(),
  createdAt: when.nullable(),
});
const statusSchema = labelSchema.extend({ category: taskStatus });

export const projectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  dueDate: day.nullable(),
  status: z.string(),
  progress: z.number(),
  totalTasks: z.number().int(),
  completedTasks: z.number().int(),
  icon: z.string(),
  iconBg: z.string(),
  ownerId: z.number().int().nullable(),
  externalId: z.string().nullable(),
  externalUrl: z.string().nullable(),
  source: z.string(),
  aiGenerated: z.boolean(),
  createdAt: when,
  updatedAt: when,
  role: z.enum(["owner", "editor", "viewer"]),
});

const dependencySchema = z.object({
  id: z.string(),
  projectId: z.number().int(),
  predecessorId: z.string(),
  successorId: z.string(),
  type: z.enum(["FS", "SS", "FF", "SF"]),
  lagDays: z.number().int(),
  createdAt: when,
});

const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});

const publicUserSchema = z.looseObject({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});

const memberSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  role: z.enum(["owner", "editor", "viewer"]),
  addedAt: when,
  user: z.object({
    id: z.number().int(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    username: z.string(),
    profileImageUrl: z.string().nullable(),
  }),
});

const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.string(),
  role: z.enum(["owner", "editor", "viewer"]),
  createdAt: when,
  expiresAt: when,
  acceptedAt: when.nullable(),
});

const person = z.object({ id: z.number().int(), name: z.string(), username: z.string() });
const commentSchema = z.object({
  id: z.string(),
  projectId: z.number().int(),
  taskId: z.string(),
  author: person.extend({ profileImageUrl: z.string().nullable() }),
  body: z.string(),
  mentions: z.array(person),
  createdAt: when,
  editedAt: when.nullable(),
});

const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string().nullable(),
  url: z.string(),
  projectId: z.number().int().nullable(),
  taskId: z.string().nullable(),
  actor: z.object({ id: z.number().int(), name: z.string(), profileImageUrl: z.string().nullable() }).nullable(),
  read: z.boolean(),
  createdAt: when,
});

const jobStarted = z.object({ jobId: z.string() });
const jobStartedWithMessage = z.object({ message: z.string(), jobId: z.string() });
const jobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.enum(["queued", "running", "done", "failed"]),
  result: z.unknown().optional(),
  progress: z.unknown().optional(),
  error: z.string().optional(),
});

const historyState = { undo: z.string().nullable(), redo: z.string().nullable() };
const activityPage = z.object({
  ...historyState,
  items: z.array(
    z.looseObject({
      version: z.number().int(),
      at: when,
      actor: z.object({ id: z.number().int(), name: z.string() }),
      kind: z.enum(["created", "updated", "deleted", "linked", "unlinked", "scheduled"]),
      taskId: z.string(),
      taskName: z.string(),
      history: z.enum(["undo", "redo", "restore"]).nullable(),
      changes: z.array(z.looseObject({})),
      restorable: z.boolean(),
    }),
  ),
  nextBefore: z.number().int().nullable(),
});

const integrationSchema = z.object({
  provider: z.string(),
  connected: z.boolean(),
  mode: z.enum(["oauth", "token"]),
  account: z.string().nullable(),
  connectedAt: when.nullable(),
  lastSynced: when.nullable(),
  lastTarget: z.looseObject({}).nullable(),
});
const namedThing = z.looseObject({ id: z.string(), name: z.string(), detail: z.string().optional() });

const scheduledTasks = z.looseObject({ tasks: z.array(taskSchema) });
/** Aggregates whose every field is not spelled out here: their main keys, and more may come. */
const analyticsSchema = z
  .looseObject({})
  .describe("Charts and figures of one project (burndown, burnup, throughput, cycle time, forecast).");
const portfolioSchema = z.looseObject({}).describe("Figures across the caller's projects.");

// Routes of issues 19, 21 and 24 (API tokens, batches, Jira sites, teammate suggestions).
const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.enum(["read", "write", "admin"])),
  projects: z
    .array(z.object({ id: z.number().int(), name: z.string() }))
    .nullable()
    .describe("null: every project of the person"),
  createdAt: when,
  lastUsedAt: when.nullable(),
  expiresAt: when.nullable(),
});
const jiraSiteSchema = z.object({ id: z.string(), name: z.string(), url: z.string(), current: z.boolean() });
const batchResultSchema = z.union([
  z.object({ op: z.enum(["create", "update"]), task: taskSchema }),
  z.object({ op: z.literal("delete"), id: z.string() }),
]);

export const RESPONSES: Record<string, Answer> = {
  "GET /api/login": html(200, "The sign-in page (a redirect when already signed in)."),
  "GET /api/logout": redirect("Signs out and goes to the home page."),
  "GET /api/auth/user": json(200, "The signed-in user.", userSchema),
  "PATCH /api/auth/user": json(200, "The updated profile.", userSchema),
  "POST /api/auth/sign-out-everywhere": empty("Every session of the user is ended."),
  "POST /api/auth/magic-link": empty("A sign-in link was e-mailed (always answered, so addresses are not revealed)."),
  "POST /api/auth/magic-link/form": html(200, "The sign-in form's answer page."),
  "GET /api/auth/magic-link/verify": redirect("Signs in and goes on to the app."),
  "GET /api/auth/:provider": redirect("Goes to the OAuth provider's consent page."),
  "GET /api/auth/:provider/callback": redirect("Signs in and goes on to the app."),
  "GET /api/users/username/:username": json(200, "The person's public profile.", publicUserSchema),
  "GET /api/users/suggest": json(
    200,
    "People whose username or name starts with q, among those who share a project with the caller.",
    z.array(publicUserSchema),
  ),
  "GET /api/tokens": json(200, "The caller's API tokens (never their secrets).", z.array(apiTokenSchema)),
  "POST /api/tokens": json(201, "The new token and its secret, shown only here.", z.object({ id: z.number().int(), token: z.string() })),
  "DELETE /api/tokens/:id": empty("The token is revoked."),
  "GET /api/agents": json(200, "The agents the caller approved for /mcp through OAuth.", z.array(connectedAgentSchema)),
  "DELETE /api/agents/:id": empty("The agent's access is revoked."),
  "POST /api/projects/:id/tasks/batch": json(
    200,
    "Every operation applied, in order, in one transaction.",
    z.object({ results: z.array(batchResultSchema) }),
  ),
  "GET /api/integrations/jira/sites": json(
    200,
    "The Jira sites the connection can reach; current marks the one in use.",
    z.array(jiraSiteSchema),
  ),
  "PUT /api/integrations/jira/site": json(200, "The connection, now on the chosen site.", integrationSchema),
  "GET /api/dev/mailbox": json(200, "Development only: mails sent.", z.array(z.looseObject({ to: z.string(), text: z.string() }))),
  "GET /api/dev/boards/:id/d1-queries": json(
    200,
    "Development only: D1 queries of a board.",
    z.object({ reads: z.number(), projection: z.number() }),
  ),

  "GET /api/projects": json(200, "The caller's projects.", z.array(projectSchema)),
  "POST /api/projects": json(201, "The new project.", projectSchema),
  "GET /api/projects/recent": json(
    200,
    "The caller's recently active projects.",
    z.array(z.looseObject({ id: z.number().int(), name: z.string() })),
  ),
  "GET /api/metrics": json(200, "The dashboard's figures.", z.looseObject({})),
  "GET /api/analytics": json(200, "Analytics across the caller's projects.", portfolioSchema),
  "GET /api/search": json(
    200,
    "Projects, tasks and people matching the query.",
    z.object({
      projects: z.array(z.object({ id: z.number().int(), name: z.string(), description: z.string().nullable() })),
      tasks: z.array(
        z.object({
          id: z.string(),
          projectId: z.number().int(),
          projectName: z.string(),
          kind: z.string(),
          name: z.string(),
          status: z.string(),
          dueDate: day.nullable(),
        }),
      ),
      people: z.array(publicUserSchema),
    }),
  ),
  "POST /api/ai/generate-plan": json(
    200,
    "The plan (or 202 with a job id when a model writes it).",
    z.union([z.object({ plan: planShapeSchema, provider: z.string() }), jobStarted]),
  ),
  "GET /api/jobs/:id": json(200, "The job's state, and its result once done.", jobSchema),
  "POST /api/projects/from-plan": json(
    201,
    "The project saved from the plan (200 when it was saved already).",
    z.object({ id: z.number().int() }),
  ),
  "POST /api/import/file": json(201, "The imported project.", z.looseObject({ message: z.string(), projectId: z.number().int() })),
  "POST /api/import/assignees": json(
    200,
    "Which assignee values match people.",
    z.looseObject({ matched: z.array(z.looseObject({})), unmatched: z.array(z.string()) }),
  ),
  "POST /api/import/:provider": json(202, "The import job.", jobStartedWithMessage),

  "GET /api/projects/:id": json(200, "The project.", projectSchema),
  "PATCH /api/projects/:id": json(200, "The updated project.", projectSchema),
  "DELETE /api/projects/:id": empty("The project and its board are deleted."),
  "GET /api/projects/:id/tasks": json(200, "The project's tasks and milestones.", z.array(taskSchema)),
  "GET /api/projects/:id/live": { status: 101, kind: "websocket", description: "The board's live socket (WebSocket upgrade)." },
  "GET /api/projects/:id/analytics": json(200, "The project's analytics.", analyticsSchema),
  "GET /api/projects/:id/deep-analysis": json(202, "The analysis job.", jobStarted),
  "GET /api/projects/:id/insights": json(200, "Saved insights of the project.", z.array(z.looseObject({ id: z.number().int() }))),
  "GET /api/projects/:id/activity": json(200, "The project's activity, newest first.", activityPage),
  "POST /api/projects/:id/undo": json(200, "What was undone.", z.object({ ...historyState, done: z.string() })),
  "POST /api/projects/:id/redo": json(200, "What was redone.", z.object({ ...historyState, done: z.string() })),
  "POST /api/projects/:id/restore/:taskId": json(200, "The restored task.", taskSchema),
  "GET /api/projects/:id/sync-state": json(200, "Sync links of the project.", z.looseObject({})),

  "POST /api/tasks": json(201, "The new task.", taskSchema),
  "PATCH /api/tasks/:id": json(200, "The updated task.", taskSchema),
  "DELETE /api/tasks/:id": empty("The task is deleted."),
  "GET /api/tasks/:id/comments": json(200, "The task's comments, oldest first.", z.array(commentSchema)),
  "POST /api/tasks/:id/comments": json(201, "The new comment.", commentSchema),
  "PATCH /api/comments/:id": json(200, "The edited comment.", commentSchema),
  "DELETE /api/comments/:id": empty("The comment is deleted."),
  "GET /api/tasks/:id/tools": json(200, "Tools recommended for the task.", z.array(z.looseObject({ id: z.number().int() }))),
  "GET /api/tasks/:id/analyze": json(
    200,
    "Tools recommended for the task, analysed now.",
    z.array(z.looseObject({ id: z.number().int() })),
  ),
  "PATCH /api/tool-recommendations/:id/status": json(
    200,
    "The recommendation.",
    z.looseObject({ id: z.number().int(), status: z.string() }),
  ),

  "GET /api/projects/:id/fields": json(200, "The project's own fields, in column order.", z.array(customFieldSchema)),
  "POST /api/projects/:id/fields": json(201, "The new field.", customFieldSchema),
  "PATCH /api/fields/:id": json(200, "The field as changed.", customFieldSchema),
  "DELETE /api/fields/:id": empty("The field is removed, and its values cleared from the tasks."),
  "GET /api/projects/:id/views": json(200, "The caller's personal views and the team's shared ones.", z.array(savedViewSchema)),
  "POST /api/projects/:id/views": json(201, "The saved view.", savedViewSchema),
  "PATCH /api/views/:id": json(200, "The view as changed.", savedViewSchema),
  "DELETE /api/views/:id": empty("The view is deleted."),
  "GET /api/templates": json(200, "The person's own templates, then the built-in ones.", z.array(templateSummarySchema)),
  "POST /api/projects/from-template": json(201, "The new project.", z.object({ id: z.number().int() })),
  "POST /api/projects/:id/template": json(201, "The saved template.", templateSummarySchema),
  "GET /api/projects/:id/labels": json(200, "The project's labels.", z.array(labelSchema)),
  "POST /api/projects/:id/labels": json(201, "The new label.", labelSchema),
  "PATCH /api/labels/:id": json(200, "The edited label.", labelSchema),
  "DELETE /api/labels/:id": empty("The label is deleted and taken off its tasks."),
  "GET /api/projects/:id/statuses": json(200, "The project's statuses, in Board order.", z.array(statusSchema)),
  "POST /api/projects/:id/statuses": json(201, "The new status.", statusSchema),
  "PATCH /api/statuses/:id": json(200, "The edited status.", statusSchema),
  "DELETE /api/statuses/:id": empty("The status is deleted; its tasks moved to moveTo."),
  "GET /api/projects/:id/dependencies": json(200, "The project's dependencies.", z.array(dependencySchema)),
  "POST /api/projects/:id/dependencies": json(201, "The new dependency.", dependencySchema),
  "DELETE /api/projects/:id/dependencies/:dependencyId": empty("The dependency is removed."),
  "GET /api/projects/:id/schedule": json(200, "The schedule: dates, critical path, slack.", z.looseObject({})),
  "POST /api/projects/:id/schedule/what-if": json(200, "What slipping a task would move.", z.looseObject({})),
  "POST /api/projects/:id/schedule/apply": json(200, "The tasks the schedule moved.", z.looseObject({})),
  "POST /api/projects/:id/schedule/preview": json(200, "What an auto-schedule would do, applied to nothing.", z.looseObject({})),
  "POST /api/projects/:id/schedule/move": json(200, "The tasks moved, the successors included.", scheduledTasks),
  "GET /api/projects/:id/capacity": json(200, "Every member's weekly hours and days off, and the estimate unit.", capacityView),
  "PUT /api/projects/:id/capacity": json(200, "The saved settings of every member.", capacityView),
  "GET /api/projects/:id/holidays": json(200, "The project's holidays, by date.", holidayList),
  "PUT /api/projects/:id/holidays": json(200, "The saved holidays, by date.", holidayList),

  // Issue 26: time
  "GET /api/projects/:id/time-settings": json(200, "Whether estimates are hours or points.", timeSettings),
  "PUT /api/projects/:id/time-settings": json(200, "The saved time settings.", timeSettings),
  "GET /api/projects/:id/time-entries": json(200, "The project's time entries, oldest first.", z.array(timeEntry)),
  "GET /api/projects/:id/time-entries.csv": { status: 200, kind: "file", description: "The project's time entries as CSV." },
  "GET /api/projects/:id/time-summary": json(200, "Estimate against actual per task, person and week.", z.looseObject({})),
  "GET /api/tasks/:id/time-entries": json(200, "The task's time entries, newest first.", z.array(timeEntry)),
  "POST /api/tasks/:id/time-entries": json(201, "The logged entry.", timeEntry),
  "PATCH /api/time-entries/:id": json(200, "The changed entry.", timeEntry),
  "DELETE /api/time-entries/:id": empty("The entry is deleted."),
  "GET /api/time-settings": json(200, "The caller's reminder lead time, default repeat mode and time zone.", personTimeSettings),
  "PUT /api/time-settings": json(200, "The saved settings.", personTimeSettings),
  "POST /api/tasks/:id/skip-occurrence": json(200, "The task, moved to its series' next date.", taskSchema),
  "GET /api/timer": json(200, "The caller's running timer, or null.", z.object({ timer: timer.nullable() })),
  "POST /api/timer": json(
    201,
    "The started timer (200 when it was already running on that task) and the entry of the one it stopped.",
    z.object({ timer, stopped: timeEntry.nullable() }),
  ),
  "DELETE /api/timer": json(
    200,
    "The entry the stopped timer logged (null when the task is gone).",
    z.object({ entry: timeEntry.nullable() }),
  ),
  // Issue 26: calendar feeds (the .ics routes need no sign-in: the secret in the path is the credential).
  "GET /api/calendar": json(200, "Whether the caller has a feed of their tasks.", calendarFeedStatusSchema),
  "POST /api/calendar/rotate": json(200, "A new secret URL for the caller's feed; the old one stops working.", rotatedFeedSchema),
  "GET /api/calendar/:secret.ics": { status: 200, kind: "file", description: "A person's tasks as iCalendar (text/calendar)." },
  "GET /api/projects/:id/calendar": json(200, "Whether the caller has a feed of this project.", calendarFeedStatusSchema),
  "POST /api/projects/:id/calendar/rotate": json(200, "A new secret URL for the caller's feed of the project.", rotatedFeedSchema),
  "GET /api/projects/:id/calendar/:secret.ics": {
    status: 200,
    kind: "file",
    description: "A project's tasks as iCalendar (text/calendar).",
  },

  "GET /api/projects/:id/members": json(200, "The project's members.", z.array(memberSchema)),
  "POST /api/projects/:id/members": json(201, "The new member.", memberSchema),
  "PATCH /api/projects/:id/members/:userId": json(200, "The member with the new role.", memberSchema),
  "DELETE /api/projects/:id/members/:userId": empty("The member is removed; their tasks are unassigned."),
  "GET /api/projects/:id/invitations": json(200, "The project's invitations.", z.array(invitationSchema)),
  "POST /api/invitations": json(201, "The invitation.", invitationSchema),
  "DELETE /api/invitations/:id": empty("The invitation is revoked."),
  "GET /api/invitations": json(
    200,
    "Invitations waiting for the caller.",
    z.array(
      invitationSchema.extend({
        projectId: z.number().int(),
        projectName: z.string(),
        invitedBy: z.number().int().nullable(),
        invitedByName: z.string().nullable(),
      }),
    ),
  ),
  "POST /api/invitations/:id/accept": json(200, "The project joined.", z.object({ projectId: z.number().int() })),
  "POST /api/invitations/accept": json(200, "The project joined.", z.object({ projectId: z.number().int() })),

  "GET /api/notifications": json(
    200,
    "The caller's notifications, unread first.",
    z.object({ items: z.array(notificationSchema), unread: z.number().int(), nextCursor: z.string().nullable() }),
  ),
  "POST /api/notifications/read": json(200, "The unread count after marking.", z.object({ unread: z.number().int() })),
  "GET /api/notifications/settings": json(200, "Which kinds are not e-mailed.", z.object({ emailOff: z.array(z.string()) })),
  "PUT /api/notifications/settings": json(200, "The saved settings.", z.object({ emailOff: z.array(z.string()) })),
  "GET /api/notifications/unsubscribe": html(200, "Asks to confirm the unsubscribe."),
  "POST /api/notifications/unsubscribe": html(200, "E-mails of that kind are off (RFC 8058 one-click)."),
  "POST /api/notifications/resubscribe": html(200, "E-mails are back on."),
  "GET /api/notifications/live": { status: 101, kind: "websocket", description: "The bell's live unread count (WebSocket upgrade)." },

  "GET /api/integrations": json(200, "The caller's connections.", z.array(integrationSchema)),
  "POST /api/integrations/export/:integration": json(202, "The export job.", jobStarted),
  "POST /api/integrations/export/:integration/retry/:jobId": json(202, "The new export job.", jobStarted),
  "POST /api/integrations/:provider/connect": json(200, "The connection.", integrationSchema),
  "DELETE /api/integrations/:provider": empty("The connection is removed."),
  "GET /api/integrations/:provider/targets": json(200, "Where an export can go.", z.array(namedThing)),
  "GET /api/integrations/:provider/containers": json(200, "Projects, boards or sheets in the target.", z.array(namedThing)),
  "GET /api/integrations/:provider/authorize": redirect("Goes to the provider's consent page."),
  "GET /api/integrations/:provider/callback": redirect("Back to the app, connected."),
  "POST /api/tasks/:id/sync/:integration": json(202, "The sync job.", jobStartedWithMessage),
  "POST /api/tasks/:id/sync-status/:integration": json(202, "The status sync job.", jobStartedWithMessage.extend({ task: taskSchema })),
  "POST /api/projects/:id/sync/:integration": json(202, "The sync job.", jobStartedWithMessage),
  "POST /api/projects/:id/pull-tasks/:integration": json(202, "The pull job.", jobStartedWithMessage),

  "POST /api/projects/:id/webhooks": json(201, "The webhook and its signing secret (shown only here).", createdWebhookSchema),
  "GET /api/projects/:id/webhooks": json(200, "The project's webhooks.", z.array(webhookSchema)),
  "DELETE /api/webhooks/:id": empty("The webhook and its delivery log are deleted."),
  "GET /api/webhooks/:id/deliveries": json(200, "The webhook's latest deliveries, newest first.", z.array(deliverySchema)),
  "POST /api/webhooks/:id/deliveries/:deliveryId/redeliver": json(202, "The delivery, queued to be sent again.", deliverySchema),

  "GET /api/openapi.json": json(200, "This document.", z.looseObject({ openapi: z.string() })),
  "GET /api/docs": html(200, "The API reference, as a page."),
};
