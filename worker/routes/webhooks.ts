import { Hono } from "hono";
import { createWebhookSchema, deliveryParam, webhookIdParam } from "../../core/schemas/webhook";
import type { AppEnv } from "../http/app-env";
import { requireUser } from "../http/middleware";
import { numericIdParam } from "../http/params";
import { validate } from "../http/validate";
import { createWebhook, deleteWebhook, listDeliveries, listWebhooks, redeliver } from "../webhooks/service";

/** Webhook subscriptions and their delivery logs (issue 24): the project's owners only. */
export const webhookRoutes = new Hono<AppEnv>()
  .delete("/:id", requireUser, validate("param", webhookIdParam), async (c) => {
    await deleteWebhook(c.env, c.req.valid("param").id, c.get("user").id);
    return c.body(null, 204);
  })
  .get("/:id/deliveries", requireUser, validate("param", webhookIdParam), async (c) => {
    return c.json(await listDeliveries(c.env, c.req.valid("param").id, c.get("user").id));
  })
  .post("/:id/deliveries/:deliveryId/redeliver", requireUser, validate("param", deliveryParam), async (c) => {
    const { id, deliveryId } = c.req.valid("param");
    return c.json(await redeliver(c.env, id, deliveryId, c.get("user").id), 202);
  });

export const projectWebhookRoutes = new Hono<AppEnv>()
  .post("/:id/webhooks", requireUser, validate("param", numericIdParam), validate("json", createWebhookSchema), async (c) => {
    const { id } = c.req.valid("param");
    return c.json(await createWebhook(c.env, id, c.get("user").id, c.req.valid("json")), 201);
  })
  .get("/:id/webhooks", requireUser, validate("param", numericIdParam), async (c) => {
    const { id } = c.req.valid("param");
    return c.json(await listWebhooks(c.env, id, c.get("user").id));
  });
