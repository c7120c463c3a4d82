// A member's script could flood the room with writes that every other socket then receives. Each
// socket gets a token bucket: a burst big enough for a client replaying its offline queue, then a
// steady rate no person reaches by hand. The bucket lives in memory, not in the attachment: a socket
// that is flooding keeps the object awake, and after hibernation an idle socket's bucket would be full
// anyway.

/** Messages one socket may send at once (e.g. an offline queue replayed on reconnect). */
export const MESSAGE_BURST = 120;
/** Sustained messages per second per socket. */
export const MESSAGES_PER_SECOND = 20;

interface Bucket {
  tokens: number;
  at: number;
}

const buckets = new WeakMap<WebSocket, Bucket>();
/** Sockets refused once: they are being closed, and nothing more they send is handled. */
const refused = new WeakSet<WebSocket>();

/**
 * Takes one token for `ws`: true when the message may be handled, false when this one spends past the
 * budget (answer and close), "refused" for everything after that.
 */
export function takeMessageToken(ws: WebSocket, now = Date.now()): boolean | "refused" {
  if (refused.has(ws)) return "refused";
  const b = buckets.get(ws) ?? { tokens: MESSAGE_BURST, at: now };
  b.tokens = Math.min(MESSAGE_BURST, b.tokens + ((now - b.at) / 1000) * MESSAGES_PER_SECOND);
  b.at = now;
  buckets.set(ws, b);
  if (b.tokens < 1) {
    refused.add(ws);
    return false;
  }
  b.tokens -= 1;
  return true;
}
