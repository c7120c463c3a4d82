import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

// The D1 catalog: the single source of the database. Boards (tasks, milestones, ordering, event log)
// live in each project's BoardRoom Durable Object; D1 keeps only their projection (counters, task index).

const createdAt = () => text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);
const updatedAt = () => text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);

export const users = sqliteTable("users", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  username: text("username").notNull().unique(),
  email: text("email").notNull().unique(),
  firstName: text("first_name"),
  lastName: text("last_name"),
  bio: text("bio"),
  profileImageUrl: text("profile_image_url"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Only the SHA-256 of the session token is stored, so a leaked table cannot be replayed. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** E-mailed magic links: hashed, single use, short-lived. */
export const signInTokens = sqliteTable("sign_in_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  email: text("email").notNull(),
  redirectTo: text("redirect_to"),
  expiresAt: integer("expires_at").notNull(),
  usedAt: integer("used_at"),
  createdAt: createdAt(),
});

export const oauthAccounts = sqliteTable(
  "oauth_accounts",
  {
    provider: text("provider").notNull(),
    providerUserId: text("provider_user_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerUserId] })],
);

/** Fixed-window counters for rate limits; the key carries the window index, old rows are swept. */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
  expiresAt: integer("expires_at").notNull(),
});

export const projects = sqliteTable(
  "projects",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    description: text("description"),
    dueDate: text("due_date"),
    status: text("status").notNull().default("active"),
    progress: integer("progress").notNull().default(0),
    totalTasks: integer("total_tasks").notNull().default(0),
    completedTasks: integer("completed_tasks").notNull().default(0),
    icon: text("icon").notNull().default("folder-open"),
    iconBg: text("icon_bg").notNull().default("blue"),
    ownerId: integer("owner_id").references(() => users.id, { onDelete: "set null" }),
    externalId: text("external_id"),
    /** Where the project lives in its provider (an exported plan's epic, board, sheet…). */
    externalUrl: text("external_url"),
    source: text("source").notNull().default("manual"),
    sourceData: text("source_data", { mode: "json" }),
    aiGenerated: integer("ai_generated", { mode: "boolean" }).notNull().default(false),
    /** Board version the counters reflect: the projection only moves forward. */
    boardVersion: integer("board_version").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("projects_owner_idx").on(t.ownerId),
    // A saved AI plan carries the client's request id: one project per (owner, request id), so a save
    // that arrives twice at once (double click, retry) cannot make two.
    uniqueIndex("projects_owner_request_uq")
      .on(t.ownerId, sql`json_extract(${t.sourceData}, '$.requestId')`)
      .where(sql`json_extract(${t.sourceData}, '$.requestId') IS NOT NULL`),
  ],
);

export const projectMembers = sqliteTable(
  "project_members",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["owner", "editor", "viewer"] })
      .notNull()
      .default("viewer"),
    addedAt: text("added_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [uniqueIndex("project_members_project_user_uq").on(t.projectId, t.userId), index("project_members_user_idx").on(t.userId)],
);

export const projectInvitations = sqliteTable(
  "project_invitations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role", { enum: ["owner", "editor", "viewer"] })
      .notNull()
      .default("viewer"),
    tokenHash: text("token_hash").notNull().unique(),
    status: text("status").notNull().default("pending"),
    invitedBy: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: text("expires_at").notNull(),
    acceptedAt: text("accepted_at"),
  },
  (t) => [index("invitations_project_idx").on(t.projectId), index("invitations_email_idx").on(t.email)],
);

export const integrations = sqliteTable(
  "integrations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    /** AES-GCM ciphertext; never stored in clear. */
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    tokenExpiry: text("token_expiry"),
    isConnected: integer("is_connected", { mode: "boolean" }).notNull().default(false),
    /** "oauth" or "token": how the credentials were obtained (the UI says which). */
    mode: text("mode", { enum: ["oauth", "token"] })
      .notNull()
      .default("token"),
    /** The provider account's display name, from its who-am-I call. */
    account: text("account"),
    connectedAt: text("connected_at"),
    /** The export target last picked in the wizard, so the next export offers it first. */
    lastTarget: text("last_target"),
    lastSynced: text("last_synced"),
    workspaceId: text("workspace_id"),
    additionalData: text("additional_data", { mode: "json" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("integrations_user_provider_uq").on(t.userId, t.provider)],
);

export const insights = sqliteTable(
  "insights",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    type: text("type").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    severity: text("severity").notNull().default("info"),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    isResolved: integer("is_resolved", { mode: "boolean" }).notNull().default(false),
    resolvedAt: text("resolved_at"),
    suggestedAction: text("suggested_action"),
    /** The full analysis this insight came from (JSON), so the Analytics tab can show the last run. */
    data: text("data", { mode: "json" }),
  },
  (t) => [index("insights_project_idx").on(t.projectId)],
);

export const aiTools = sqliteTable("ai_tools", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  category: text("category").notNull(),
  description: text("description").notNull(),
  website: text("website").notNull(),
  freePlanAvailable: integer("free_plan_available", { mode: "boolean" }).notNull().default(false),
  pricing: text("pricing"),
  logoUrl: text("logo_url"),
  useCase: text("use_case"),
  idealFor: text("ideal_for"),
  keywords: text("keywords"),
});

export const taskToolRecommendations = sqliteTable(
  "task_tool_recommendations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    taskId: text("task_id").notNull(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    toolId: integer("tool_id")
      .notNull()
      .references(() => aiTools.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["suggested", "saved", "ignored", "used"] })
      .notNull()
      .default("suggested"),
    reason: text("reason"),
    rank: integer("rank").notNull().default(0),
    /** Which AI provider chose this tool ("Built-in planner" or a model name): the UI names it. */
    provider: text("provider"),
    /** The board task's version when it was analysed: a newer version means analyse again. */
    taskVersion: integer("task_version"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("task_tool_uq").on(t.taskId, t.toolId)],
);

/**
 * The last tool analysis of a task, whatever it found: "nothing fits" is an answer too, and without this
 * row every selection of such a task would ask the AI provider again.
 */
export const taskToolAnalyses = sqliteTable("task_tool_analyses", {
  taskId: text("task_id").primaryKey(),
  projectId: integer("project_id")
    .notNull()
    .references(() => projects.id, { onDelete: "cascade" }),
  taskVersion: integer("task_version").notNull(),
  provider: text("provider").notNull(),
  updatedAt: updatedAt(),
});

/** Background work (AI, exports, syncs). The id is the queue message's idempotency key. */
export const jobs = sqliteTable(
  "jobs",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    status: text("status", { enum: ["queued", "running", "done", "failed"] })
      .notNull()
      .default("queued"),
    input: text("input", { mode: "json" }),
    result: text("result", { mode: "json" }),
    /** What a running job has produced so far (a model's partial plan), shown while the user waits. */
    progress: text("progress", { mode: "json" }),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    /** Progress a redelivered job resumes from (an export's created ids), so a retry never repeats work. */
    checkpoint: text("checkpoint", { mode: "json" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("jobs_user_idx").on(t.userId)],
);

/** Every e-mail the product sends is recorded here; in development this is the dev mailbox. */
export const mailOutbox = sqliteTable("mail_outbox", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html").notNull(),
  transport: text("transport").notNull().default("dev-mailbox"),
  sentAt: text("sent_at"),
  createdAt: createdAt(),
});

/** Projection of board items for cross-project views; written idempotently by each BoardRoom's outbox. */
export const taskIndex = sqliteTable(
  "task_index",
  {
    taskId: text("task_id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    kind: text("kind").notNull().default("task"),
    name: text("name").notNull(),
    status: text("status").notNull(),
    priority: text("priority").notNull(),
    dueDate: text("due_date"),
    assigneeId: integer("assignee_id"),
    version: integer("version").notNull(),
    updatedAt: text("updated_at").notNull(),
    /** Issue 26: a task repeating on dates ("date" mode): the day its next occurrence is due to be made. */
    nextOccurrence: text("next_occurrence"),
    /** Issue 25: the names of the task's labels, one per line, so search finds a task by its labels (null: none). */
    labelNames: text("label_names"),
  },
  (t) => [
    index("task_index_project_idx").on(t.projectId),
    index("task_index_assignee_idx").on(t.assigneeId),
    index("task_index_next_occurrence_idx").on(t.nextOccurrence).where(sql`${t.nextOccurrence} IS NOT NULL`),
  ],
);

/**
 * What a person hears about (issue 14). `url` is the app path that opens the subject; `dedupeKey`
 * makes a source that may run twice (the overdue sweep) notify once. A row naming a project is only
 * shown while its user is still a member (invitations excepted), so nothing leaks after a removal.
 */
export const notifications = sqliteTable(
  "notifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", {
      enum: ["mention", "assignment", "comment", "invitation", "export", "import", "overdue", "webhook", "reminder"],
    }).notNull(),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "cascade" }),
    taskId: text("task_id"),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    body: text("body"),
    url: text("url").notNull(),
    dedupeKey: text("dedupe_key"),
    readAt: text("read_at"),
    /** Set once the row went out by e-mail (or was settled without one): the digest skips it. */
    emailedAt: text("emailed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.readAt, t.id),
    index("notifications_digest_idx").on(t.emailedAt, t.userId),
    uniqueIndex("notifications_user_dedupe_uq").on(t.userId, t.dedupeKey).where(sql`${t.dedupeKey} IS NOT NULL`),
  ],
);

/** Per-person e-mail choices: the kinds they turned off, and the secret of their unsubscribe links. */
export const notificationSettings = sqliteTable("notification_settings", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  emailOff: text("email_off", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
  unsubscribeToken: text("unsubscribe_token").notNull().unique(),
  /** Where the person last used the app: the base of the links in their digest when APP_URL is unset. */
  origin: text("origin"),
  updatedAt: updatedAt(),
});

/**
 * A project's link to a container in a provider (a Jira project or epic, an Asana project, a monday
 * board, a Smartsheet sheet): where task sync writes and pull reads. One per project and provider.
 */
export const projectLinks = sqliteTable(
  "project_links",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    containerId: text("container_id").notNull(),
    containerUrl: text("container_url"),
    lastSynced: text("last_synced"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("project_links_project_provider_uq").on(t.projectId, t.provider)],
);

/**
 * A task's counterpart in a provider and the fields as both sides agreed at the last sync: a field
 * that differs from `base` on both sides is a conflict (docs/decisions/022-task-sync-and-pull.md).
 */
export const taskLinks = sqliteTable(
  "task_links",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    taskId: text("task_id").notNull(),
    externalId: text("external_id").notNull(),
    base: text("base", { mode: "json" }),
    lastSynced: text("last_synced").notNull(),
  },
  (t) => [
    uniqueIndex("task_links_external_uq").on(t.projectId, t.provider, t.externalId),
    uniqueIndex("task_links_task_uq").on(t.projectId, t.provider, t.taskId),
  ],
);

/** One sync job at a time per external container: a row here is held by `jobId` until `until` (ms). */
export const syncLocks = sqliteTable("sync_locks", {
  key: text("key").primaryKey(),
  jobId: text("job_id").notNull(),
  until: integer("until").notNull(),
});

// ── Webhooks (issue 24): an owner's subscriptions to a project's events, and what was sent ──────────

/**
 * A URL subscribed to some of a project's events. `secret` signs every delivery (Standard Webhooks,
 * "whsec_…"), sealed under INTEGRATIONS_KEY and bound to the row's id (worker/webhooks/secret.ts,
 * decision 141; a row from before that holds it plain until its next delivery). Times in ms since epoch:
 * `failingSince` starts at the first failed attempt of a run of failures (a day of it disables the
 * subscription), `leaseUntil` holds the one consumer sending its deliveries, `wakeAt` is the delayed
 * queue message already on its way (so a backoff does not send one per event).
 */
export const webhooks = sqliteTable(
  "webhooks",
  {
    id: text("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    url: text("url").notNull(),
    events: text("events", { mode: "json" }).$type<string[]>().notNull(),
    secret: text("secret").notNull(),
    disabledAt: text("disabled_at"),
    failingSince: integer("failing_since"),
    leaseUntil: integer("lease_until"),
    wakeAt: integer("wake_at"),
    createdAt: createdAt(),
  },
  (t) => [index("webhooks_project_idx").on(t.projectId)],
);

/**
 * One event for one subscription. `seq` is the board order the consumer sends in; `messageId` is the
 * `webhook-id` header, shared by a redelivery and its original so a receiver can drop the repeat.
 * `payload` is the exact body that is signed. Times in ms since epoch.
 */
export const webhookDeliveries = sqliteTable(
  "webhook_deliveries",
  {
    seq: integer("seq").primaryKey({ autoIncrement: true }),
    id: text("id").notNull().unique(),
    webhookId: text("webhook_id")
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    messageId: text("message_id").notNull(),
    type: text("type").notNull(),
    payload: text("payload").notNull(),
    status: text("status", { enum: ["pending", "delivered", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at").notNull(),
    lastAttemptAt: integer("last_attempt_at"),
    responseStatus: integer("response_status"),
    durationMs: integer("duration_ms"),
    error: text("error"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("webhook_deliveries_queue_idx").on(t.webhookId, t.status, t.seq)],
);

export type User = typeof users.$inferSelect;
export type Project = typeof projects.$inferSelect;
export type ProjectMember = typeof projectMembers.$inferSelect;
export type Invitation = typeof projectInvitations.$inferSelect;
export type Job = typeof jobs.$inferSelect;
export type AiTool = typeof aiTools.$inferSelect;

/**
 * Personal API tokens (issue 24): only the SHA-256 of the secret is stored; the secret is shown once.
 * `scopes` and `project_ids` are JSON arrays (project_ids null: every project of the person).
 * Times are ms since the epoch; `last_used_at` is written at most once a minute.
 */
export const apiTokens = sqliteTable(
  "api_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    scopes: text("scopes", { mode: "json" }).$type<Array<"read" | "write" | "admin">>().notNull(),
    projectIds: text("project_ids", { mode: "json" }).$type<number[] | null>(),
    createdAt: integer("created_at").notNull(),
    lastUsedAt: integer("last_used_at"),
    expiresAt: integer("expires_at"),
  },
  (t) => [index("api_tokens_user_idx").on(t.userId)],
);

/**
 * `Idempotency-Key` (issue 24): the first answer to a person's keyed POST, PATCH or DELETE, replayed
 * for a retry with the same key. `fingerprint` is the SHA-256 of method, path and body; `status` is
 * null while the first request is still running. Kept a day.
 */
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    fingerprint: text("fingerprint").notNull(),
    status: integer("status"),
    body: text("body"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);

// ── Issue 25 (custom fields, saved views, bulk edit) ────────────────────────────────────────────────
/**
 * A saved view of a project's tasks: `query` is the view (filters, group by, sort; core/schemas/saved-view).
 * Personal views (`shared` false) are seen by their creator only; shared ones by every member. Times
 * are ms since the epoch. Custom fields live on the board, not here (decision 090).
 */
export const savedViews = sqliteTable(
  "saved_views",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    createdBy: integer("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    shared: integer("shared", { mode: "boolean" }).notNull(),
    query: text("query", { mode: "json" }).notNull(),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [index("saved_views_project_idx").on(t.projectId, t.createdBy)],
);

// ── Issue 26: time (estimates, time tracking, recurring tasks, calendar feeds, reminders) ──────────

/** A project's time settings: whether its estimates are hours or points. */
export const projectTimeSettings = sqliteTable("project_time_settings", {
  projectId: integer("project_id")
    .primaryKey()
    .references(() => projects.id, { onDelete: "cascade" }),
  estimateUnit: text("estimate_unit", { enum: ["hours", "points"] })
    .notNull()
    .default("hours"),
  updatedAt: updatedAt(),
});

/**
 * Time a person spent on a task: by hand or when their timer stopped. `day` is the calendar day in
 * the person's own time zone; `minutes` the duration. Only the author edits or deletes an entry.
 */
export const timeEntries = sqliteTable(
  "time_entries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    taskId: text("task_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    minutes: integer("minutes").notNull(),
    note: text("note").notNull().default(""),
    /** "timer" when a stopped timer wrote it, "manual" otherwise. */
    source: text("source", { enum: ["manual", "timer"] })
      .notNull()
      .default("manual"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("time_entries_task_idx").on(t.taskId),
    index("time_entries_project_day_idx").on(t.projectId, t.day),
    index("time_entries_user_idx").on(t.userId, t.day),
  ],
);

/** The one running timer of a person (the primary key makes it one), kept here so it survives a reload. */
export const timers = sqliteTable("timers", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  projectId: integer("project_id")
    .notNull()
    .references(() => projects.id, { onDelete: "cascade" }),
  taskId: text("task_id").notNull(),
  /** ms since the epoch. */
  startedAt: integer("started_at").notNull(),
  /** The person's IANA time zone when they started it: the entry's day is the start's day there. */
  timeZone: text("time_zone").notNull().default("UTC"),
});

/** A person's time choices: the reminder lead time and when a recurring task's next occurrence appears. */
export const personTimeSettings = sqliteTable("person_time_settings", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Days before the due date for the "due soon" reminder; null turns reminders off. */
  reminderLeadDays: integer("reminder_lead_days").default(1),
  /** "completion": the next occurrence appears when one is done; "date": the cron creates it on its date. */
  recurrenceMode: text("recurrence_mode", { enum: ["completion", "date"] })
    .notNull()
    .default("completion"),
  timeZone: text("time_zone").notNull().default("UTC"),
  updatedAt: updatedAt(),
});

/**
 * Calendar feed secrets, only their SHA-256 stored: `scope` is "person" (their tasks across projects)
 * or "project:<id>" (one project's, served only while the person is still a member).
 */
export const calendarFeeds = sqliteTable(
  "calendar_feeds",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scope: text("scope").notNull(),
    secretHash: text("secret_hash").notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("calendar_feeds_user_scope_uq").on(t.userId, t.scope)],
);

// ── Templates (issue 25): a person's saved project shapes ────────────────────────────────────────

/**
 * A project saved as a template by its owner: statuses, labels, tasks, subtasks, milestones and links,
 * with dates as days from the project's start (core/templates). Built-in templates live in code.
 */
export const projectTemplates = sqliteTable(
  "project_templates",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    content: text("content", { mode: "json" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("project_templates_owner_idx").on(t.ownerId)],
);

// ── Capacity (issue 26 #3): members' working time and the project's holidays ────────────────────

/**
 * A member's working time in one project: weekly hours, weekdays not worked ("fri"…, JSON list) and
 * dated days off (JSON list of "YYYY-MM-DD"). No row: the standard week, 40 hours Monday to Friday.
 */
export const memberCapacities = sqliteTable(
  "member_capacities",
  {
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    weeklyHours: real("weekly_hours").notNull(),
    offWeekdays: text("off_weekdays", { mode: "json" }).$type<string[]>().notNull(),
    daysOff: text("days_off", { mode: "json" }).$type<string[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] })],
);

/** A project's holidays: nobody in it works that day, so the schedule skips it. */
export const projectHolidays = sqliteTable(
  "project_holidays",
  {
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.day] })],
);
