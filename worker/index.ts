import { app } from "./app";
import { withOAuth } from "./mcp/oauth";
import { runCron } from "./notifications/cron";
import { handleJobBatch } from "./queue/consumer";
import type { QueueMessage } from "./queue/messages";

export type { AppType } from "./app";
export { BoardRoom } from "./board/board-room";
export { NotificationHub } from "./notifications/hub";

export default {
  // OAuth 2.1 for MCP clients (decision 076): the provider sees only its endpoints and OAuth bearers on /mcp.
  fetch: withOAuth({ fetch: (request, env, ctx) => app.fetch(request, env, ctx) }).fetch,
  queue: (batch: MessageBatch<QueueMessage>, env: Env) => handleJobBatch(batch, env),
  scheduled: async (controller: ScheduledController, env: Env, ctx: ExecutionContext) => {
    ctx.waitUntil(runCron(env, controller.cron, new Date(controller.scheduledTime)));
  },
} satisfies ExportedHandler<Env, QueueMessage>;
