import { z } from "zod";

// Webhooks (issue 24): an owner subscribes a URL to some of a project's events; each event is POSTed
// to it, signed per the Standard Webhooks spec (https://www.standardwebhooks.com).

export const WEBHOOK_EVENTS = [
  "task.created",
  "task.updated",
  "task.deleted",
  "task.completed",
  "comment.added",
  "dependency.changed",
  "member.changed",
  "label.created",
  "label.updated",
  "label.deleted",
  "status.created",
  "status.updated",
  "status.deleted",
  "field.created",
  "field.updated",
  "field.deleted",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** What the settings form shows next to each event. */
export const WEBHOOK_EVENT_LABEL: Record<WebhookEvent, string> = {
  "task.created": "Task created",
  "task.updated": "Task updated",
  "task.deleted": "Task deleted",
  "task.completed": "Task completed",
  "comment.added": "Comment added",
  "dependency.changed": "Dependency changed",
  "member.changed": "Member changed",
  "label.created": "Label created",
  "label.updated": "Label updated",
  "label.deleted": "Label deleted",
  "status.created": "Status created",
  "status.updated": "Status updated",
  "status.deleted": "Status deleted",
  "field.created": "Custom field created",
  "field.updated": "Custom field updated",
  "field.deleted": "Custom field deleted",
};

/** Issue 25: a change to the project's labels, statuses or custom fields (the board's definitions). */
export type DefinitionEvent = Extract<WebhookEvent, `label.${string}` | `status.${string}` | `field.${string}`>;

/** Subscriptions per project: enough for a few tools, few enough that one write never fans out widely. */
export const MAX_WEBHOOKS_PER_PROJECT = 10;

/** POST /api/projects/:id/webhooks. Where the URL may point is checked on the server (worker/webhooks/url.ts). */
export const createWebhookSchema = z.strictObject({
  url: z
    .string({ error: "Give the URL to send events to." })
    .trim()
    .min(1, "Give the URL to send events to.")
    .max(2000, "The URL is too long (max 2000 characters)."),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: `Unknown event. Use: ${WEBHOOK_EVENTS.join(", ")}.` }), {
      error: "Give the events to send as a list.",
    })
    .min(1, "Choose at least one event.")
    .max(WEBHOOK_EVENTS.length)
    .transform((events) => [...new Set(events)]),
});
export type CreateWebhookInput = z.infer<typeof createWebhookSchema>;

/** `/webhooks/:id/deliveries/:deliveryId` */
export const webhookIdParam = z.object({ id: z.string().regex(/^wh_[a-z0-9]{1,40}$/, "Invalid webhook id.") });
export const deliveryParam = webhookIdParam.extend({
  deliveryId: z.string().regex(/^dlv_[a-z0-9]{1,40}$/, "Invalid delivery id."),
});

export const webhookSchema = z.object({
  id: z.string(),
  projectId: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  /** Set when a day of failed deliveries turned the subscription off; a redelivery turns it back on. */
  disabledAt: z.string().nullable(),
  /** Since when deliveries have been failing (ISO), null while they succeed. */
  failingSince: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookView = z.infer<typeof webhookSchema>;

/** The answer to a create: the only time the secret is shown. */
export const createdWebhookSchema = z.object({ id: z.string(), secret: z.string() });

export const deliverySchema = z.object({
  id: z.string(),
  /** The `webhook-id` header: a redelivery repeats its original's. */
  messageId: z.string(),
  type: z.enum(WEBHOOK_EVENTS),
  status: z.enum(["pending", "delivered", "failed"]),
  attempts: z.number().int(),
  /** The receiver's HTTP status on the last attempt (null: none yet, or no answer). */
  responseStatus: z.number().int().nullable(),
  /** How long the last attempt took, in milliseconds. */
  durationMs: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type DeliveryView = z.infer<typeof deliverySchema>;

/** The signed body of every delivery. `version` is the board version the event belongs to. */
export interface WebhookPayload {
  type: WebhookEvent;
  timestamp: string;
  data: { projectId: number; version: number; actorId: number | null; op: unknown };
}
