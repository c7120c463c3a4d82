import { DurableObject } from "cloudflare:workers";
import type { NotificationServerMessage } from "../../core/schemas/notification";
import { unreadCount } from "../services/notifications";

// One per person: the open sockets (one per tab) of that person, told their unread count when it
// changes and their own jobs' progress (job-push.ts). Hibernatable sockets: an idle hub costs nothing. The Worker has checked the session.

export const HUB_USER_HEADER = "x-hub-user";

export class NotificationHub extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  async fetch(request: Request): Promise<Response> {
    const userId = Number(request.headers.get(HUB_USER_HEADER));
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket" || !Number.isSafeInteger(userId) || userId <= 0) {
      return new Response("Expected a WebSocket upgrade", { status: 426 });
    }
    const [client, server] = Object.values(new WebSocketPair());
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ userId });
    // The count as of now: the page's own may be older than the socket.
    this.send([server], await unreadCount(this.env, userId));
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Something changed for `userId`: read the count once and tell every open bell. */
  async changed(userId: number): Promise<void> {
    const sockets = this.ctx.getWebSockets();
    if (sockets.length === 0) return;
    this.send(sockets, await unreadCount(this.env, userId));
  }

  /** A job of this person's moved (worker/notifications/job-push.ts): every open tab hears it. */
  job(text: string): void {
    this.sendText(this.ctx.getWebSockets(), text);
  }

  /** Every socket of this person is closed (signed out). */
  closeAll(reason: string): void {
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.close(4401, reason);
      } catch {
        // already closed
      }
    }
  }

  async webSocketMessage(): Promise<void> {
    // The bell only listens; anything but the auto-answered ping is ignored.
  }

  async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, "");
    } catch {
      // already closed
    }
  }

  private send(sockets: WebSocket[], count: number): void {
    this.sendText(sockets, JSON.stringify({ type: "unread", count } satisfies NotificationServerMessage));
  }

  private sendText(sockets: WebSocket[], text: string): void {
    for (const ws of sockets) {
      try {
        ws.send(text);
      } catch {
        // closing
      }
    }
  }
}
