import { vi } from "vitest";

// A browser's WebSocket, window, document, navigator and location, enough for app/lib/live-socket.ts
// to run in plain Node: each socket opened is recorded, and the test plays the server (open it, send
// it frames, close it with a code) and the network (online/offline, tab shown or hidden).

export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static opened: FakeWebSocket[] = [];

  readyState = FakeWebSocket.CONNECTING;
  sent: string[] = [];
  closedWith: { code: number; reason: string } | null = null;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.opened.push(this);
  }

  send(text: string): void {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error("not open");
    this.sent.push(text);
  }

  /** The browser's close(): the close event comes later, from the test (`serverClosed`) or `finishClose`. */
  close(code = 1000, reason = ""): void {
    this.closedWith = { code, reason };
    this.readyState = FakeWebSocket.CLOSING;
  }

  // The server's side.
  accept(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.({});
  }
  deliver(message: unknown): void {
    this.onmessage?.({ data: typeof message === "string" ? message : JSON.stringify(message) });
  }
  serverClosed(code: number): void {
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code });
  }
}

export interface FakeBrowser {
  sockets: FakeWebSocket[];
  last(): FakeWebSocket;
  goOffline(): void;
  goOnline(): void;
  show(): void;
  hide(): void;
}

export function installFakeBrowser(): FakeBrowser {
  FakeWebSocket.opened = [];
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: "visible" as "visible" | "hidden" });
  const nav = { onLine: true };
  vi.stubGlobal("WebSocket", FakeWebSocket);
  vi.stubGlobal("window", win);
  vi.stubGlobal("document", doc);
  vi.stubGlobal("navigator", nav);
  vi.stubGlobal("location", { protocol: "https:", host: "kickoff.test" });
  return {
    sockets: FakeWebSocket.opened,
    last: () => {
      const ws = FakeWebSocket.opened.at(-1);
      if (!ws) throw new Error("no socket opened yet");
      return ws;
    },
    goOffline: () => {
      nav.onLine = false;
      win.dispatchEvent(new Event("offline"));
    },
    goOnline: () => {
      nav.onLine = true;
      win.dispatchEvent(new Event("online"));
    },
    show: () => {
      doc.visibilityState = "visible";
      doc.dispatchEvent(new Event("visibilitychange"));
    },
    hide: () => {
      doc.visibilityState = "hidden";
      doc.dispatchEvent(new Event("visibilitychange"));
    },
  };
}
