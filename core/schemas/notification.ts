import { z } from "zod";

// Notifications (issue 14): what a person hears about, in the app (the bell) and by e-mail.

export const NOTIFICATION_KINDS = [
  "mention",
  "assignment",
  "comment",
  "invitation",
  "export",
  "import",
  "overdue",
  "webhook",
  "reminder",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Settings labels, one switch per kind. */
export const KIND_LABEL: Record<NotificationKind, string> = {
  mention: "Someone mentions you",
  assignment: "A task is assigned to you",
  comment: "New comments on tasks you are assigned to or follow",
  invitation: "You are invited to a project",
  export: "An export finished or failed",
  import: "An import finished or failed",
  overdue: "A task of yours is overdue",
  webhook: "A webhook of your project was turned off",
  reminder: "A task of yours is due soon",
};

/** Invitations are e-mailed at once (the e-mail carries the link to accept), so they have no switch. */
export const ALWAYS_EMAILED: readonly NotificationKind[] = ["invitation"];

export const NOTIFICATION_PAGE_MAX = 50;

/** GET /api/notifications?cursor=&limit= : unread first, newest first within each. */
export const listNotificationsQuery = z.strictObject({
  cursor: z
    .string()
    .regex(/^[01]\.[1-9][0-9]{0,15}$/, "Invalid cursor.")
    .optional(),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int()
    .min(1, "limit must be at least 1")
    .max(NOTIFICATION_PAGE_MAX, `limit must be at most ${NOTIFICATION_PAGE_MAX}`)
    .default(20),
});

/** POST /api/notifications/read: some by id, or all of them. */
export const readNotificationsSchema = z.union(
  [
    z.strictObject({ ids: z.array(z.number().int().positive()).min(1, "Give at least one id.").max(200, "At most 200 ids at once.") }),
    z.strictObject({ all: z.literal(true) }),
  ],
  { error: 'Send {"ids": [...]} or {"all": true}.' },
);
export type ReadNotificationsInput = z.infer<typeof readNotificationsSchema>;

/** PUT /api/notifications/settings: the kinds not to e-mail about. */
export const notificationSettingsSchema = z.strictObject({
  emailOff: z.array(z.enum(NOTIFICATION_KINDS, { error: "Unknown notification kind." })).max(NOTIFICATION_KINDS.length),
});
export type NotificationSettingsInput = z.infer<typeof notificationSettingsSchema>;

export interface NotificationView {
  id: number;
  kind: NotificationKind;
  title: string;
  body: string | null;
  /** App path that opens the subject (a task, the invitations list). */
  url: string;
  projectId: number | null;
  taskId: string | null;
  actor: { id: number; name: string; profileImageUrl: string | null } | null;
  read: boolean;
  createdAt: string;
}

export interface NotificationPage {
  items: NotificationView[];
  unread: number;
  nextCursor: string | null;
}

export interface NotificationSettingsView {
  emailOff: NotificationKind[];
}

/**
 * A job of this person's as GET /api/jobs/:id shows it (worker/services/jobs.ts), pushed over their
 * socket when it makes progress or ends. A `done` event without `result` was too big to push: read it.
 */
export const jobEventSchema = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.enum(["queued", "running", "done", "failed"]),
  result: z.unknown().optional(),
  progress: z.unknown().optional(),
  error: z.string().optional(),
});
export type JobEvent = z.infer<typeof jobEventSchema>;

/** The person's socket (GET /api/notifications/live): the bell's unread count, and their jobs' progress. */
export type NotificationServerMessage = { type: "unread"; count: number } | { type: "job"; job: JobEvent };
