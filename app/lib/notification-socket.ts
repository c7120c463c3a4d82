import { LiveSocket } from "./live-socket";

// The signed-in person's own socket (/api/notifications/live, worker/notifications/hub.ts), one per
// tab however many listen: the bell hears its unread count, and a screen waiting for a job hears that
// job's progress and end (wait-for-job.ts). Opened by the first listener, closed after the last.

export interface NotificationListener {
  /** A frame from the server (the listener picks the types it knows). */
  message?(message: Record<string, unknown>): void;
  /** The socket (re)opened: whatever was sent while it was away is lost, so read it once now. */
  open?(): void;
}

/** Close code of a signed-out session: no point reconnecting (worker/notifications/hub.ts). */
const SIGNED_OUT = 4401;

const listeners = new Set<NotificationListener>();
let socket: LiveSocket | null = null;

/** Starts listening; returns the function that stops. */
export function listenToNotifications(listener: NotificationListener): () => void {
  listeners.add(listener);
  if (!socket) {
    socket = new LiveSocket({
      path: "/api/notifications/live",
      finalCodes: [SIGNED_OUT],
      onOpen: () => {
        for (const l of [...listeners]) l.open?.();
      },
      onMessage: (message) => {
        for (const l of [...listeners]) l.message?.(message);
      },
    });
    socket.start();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0 || !socket) return;
    socket.stop();
    socket = null;
  };
}

/** Whether the socket is open now: a new listener then reads what it needs once, itself. */
export function notificationsOpen(): boolean {
  return socket?.isOpen ?? false;
}
