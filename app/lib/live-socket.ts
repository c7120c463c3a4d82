import { closeSocket } from "./close-socket";

// One reconnecting WebSocket for every live channel of the app: the project board
// (/api/projects/:id/live) and the signed-in person's notifications (/api/notifications/live, which
// also carries their own jobs' progress). Decision 117 says why this is ours and not partysocket.
// - back-off with jitter between attempts, reset once the server has sent a message (not on open: a
//   server that accepts the upgrade and then closes at once must not be hammered);
// - offline: the socket is given up at once (its closing handshake can't complete without a network,
//   and writes must go to their queue now); back online, or the tab shown again while waiting out a
//   back-off, it reconnects at once;
// - a close code in `finalCodes` (signed out, removed, deleted) stops reconnecting until `reconnect()`.

export type LiveStatus = "connecting" | "live" | "reconnecting" | "offline" | "closed";

export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_CAP_MS = 15_000;

/**
 * The wait before reconnect attempt `attempt` (0 first): 1 s, 2 s, 4 s… capped at 15 s, each drawn
 * between half and all of that ("equal jitter"), so the tabs a deploy disconnected don't all come
 * back in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_BASE_MS * 2 ** Math.max(0, attempt), RECONNECT_CAP_MS);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

// A document navigation has begun (a plain link such as Logout, a reload): the page is going away, so
// no new socket is opened. Without this, a page still hydrating when the person clicked Logout opened its
// socket after the session had ended, and the browser logged a refused upgrade. Nothing in the app
// cancels beforeunload, so it always means leaving; pageshow undoes it for a page back from the cache.
let pageLeaving = false;
const STILL_HERE_MS = 5000;

/** Follows the window's leaving (run once in the browser; tests pass their fake window). */
export function watchPageLeaving(win: Pick<Window, "addEventListener">): void {
  win.addEventListener("beforeunload", () => {
    pageLeaving = true;
    // Still here a few seconds on: the navigation did not replace the page (a file download, say).
    setTimeout(() => {
      pageLeaving = false;
    }, STILL_HERE_MS);
  });
  win.addEventListener("pageshow", () => {
    pageLeaving = false;
  });
}
if (typeof window !== "undefined") watchPageLeaving(window);

export interface LiveSocketOptions {
  /** Same-origin path of the socket, e.g. /api/notifications/live. */
  path: string;
  /** Close codes after which reconnecting is pointless. */
  finalCodes?: readonly number[];
  onStatus?(status: LiveStatus): void;
  /** The socket is open (first time or after a reconnect): say hello, read what may have been missed. */
  onOpen?(): void;
  /** A frame that is a JSON object; anything else (not JSON, null, a number) is dropped here. */
  onMessage(message: Record<string, unknown>): void;
  /** The socket was lost: closed by either side, or given up on going offline. `finalCode` if for good. */
  onDown?(finalCode: number | null): void;
}

export class LiveSocket {
  private ws: WebSocket | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running = false;
  private final = false;

  constructor(private readonly options: LiveSocketOptions) {}

  /** Connects, and follows the browser's online/offline and visibility events until `stop()`. */
  start(): void {
    if (this.running) return;
    this.running = true;
    window.addEventListener("online", this.online);
    window.addEventListener("offline", this.offline);
    document.addEventListener("visibilitychange", this.visible);
    this.connect();
  }

  /** Leaves for good (unmount): no more events, and the socket closes (once open, if still connecting). */
  stop(): void {
    this.running = false;
    clearTimeout(this.timer);
    window.removeEventListener("online", this.online);
    window.removeEventListener("offline", this.offline);
    document.removeEventListener("visibilitychange", this.visible);
    const ws = this.ws;
    this.ws = null;
    closeSocket(ws);
  }

  /** Whether a socket is open or opening (not waiting out a back-off, offline or closed). */
  get connected(): boolean {
    return this.ws !== null;
  }

  get isOpen(): boolean {
    return this.ws?.readyState === WebSocket.OPEN;
  }

  /** Sends a frame if the socket is open; false otherwise (the caller keeps it for later). */
  send(text: string): boolean {
    const ws = this.ws;
    if (!ws || ws.readyState !== WebSocket.OPEN) return false;
    ws.send(text);
    return true;
  }

  /** Closes the current socket as if the server had: it reconnects after the back-off (e.g. no answer). */
  drop(code: number, reason: string): void {
    this.ws?.close(code, reason);
  }

  /** Connects now, with a fresh back-off, even after a final close (e.g. access given back). */
  reconnect(): void {
    if (!this.running || this.ws) return;
    clearTimeout(this.timer);
    this.final = false;
    this.attempt = 0;
    this.options.onStatus?.("connecting");
    this.connect();
  }

  private connect = (): void => {
    if (!this.running || this.final || pageLeaving) return;
    if (!navigator.onLine) {
      this.options.onStatus?.("offline");
      return;
    }
    const proto = location.protocol === "https:" ? "wss" : "ws";
    const ws = new WebSocket(`${proto}://${location.host}${this.options.path}`);
    this.ws = ws;
    ws.onopen = () => {
      if (this.ws !== ws) return;
      this.options.onStatus?.("live");
      this.options.onOpen?.();
    };
    ws.onmessage = (event) => {
      // A socket given up on (gone offline) may still deliver a late frame: only the current one counts.
      if (this.ws !== ws) return;
      let message: unknown;
      try {
        message = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (typeof message !== "object" || message === null || Array.isArray(message)) return;
      this.attempt = 0;
      this.options.onMessage(message as Record<string, unknown>);
    };
    ws.onclose = (event) => this.closed(ws, event.code);
  };

  private closed(ws: WebSocket, code: number): void {
    // A socket given up on already (gone offline) has been dealt with; its close may come much later.
    if (this.ws !== ws) return;
    this.ws = null;
    if (!this.running) return;
    if (this.options.finalCodes?.includes(code)) {
      this.final = true;
      this.options.onStatus?.("closed");
      this.options.onDown?.(code);
      return;
    }
    this.options.onDown?.(null);
    if (!navigator.onLine) {
      this.options.onStatus?.("offline");
      return;
    }
    this.options.onStatus?.("reconnecting");
    this.timer = setTimeout(this.connect, reconnectDelay(this.attempt++));
  }

  private online = (): void => {
    if (this.ws || this.final) return;
    clearTimeout(this.timer);
    this.attempt = 0;
    this.connect();
  };

  private offline = (): void => {
    if (this.final) return;
    const ws = this.ws;
    this.ws = null;
    clearTimeout(this.timer);
    this.options.onStatus?.("offline");
    this.options.onDown?.(null);
    ws?.close(1000, "offline");
  };

  /** The tab is shown again while waiting out a back-off: don't make the person wait for it. */
  private visible = (): void => {
    if (document.visibilityState === "visible" && navigator.onLine) this.online();
  };
}
