import { app } from "./app";
import { runDaily } from "./notifications/daily";
import { handleJobBatch } from "./queue/consumer";
import type { QueueMessage } from "./queue/messages";

export type { AppType } from "./app";
export { BoardRoom } from "./board/board-room";
export { NotificationHub } from "./notifications/hub";

export default {
  fetch: app.fetch,
  queue: (batch: MessageBatch<QueueMessage>, env: Env) => handleJobBatch(batch, env),
  scheduled: async (_controller: ScheduledController, env: Env, ctx: ExecutionContext) => {
    ctx.waitUntil(runDaily(env));
  },
} satisfies ExportedHandler<Env, QueueMessage>;
