import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LiveSocket, type LiveStatus, RECONNECT_CAP_MS, reconnectDelay, watchPageLeaving } from "../../app/lib/live-socket";
import { type FakeBrowser, FakeWebSocket, installFakeBrowser } from "../support/fake-browser-socket";

// The one reconnecting socket of the app (app/lib/live-socket.ts), used by the board and by the
// notifications socket (the bell and job progress): back-off with jitter, reset only once the server
// spoke, offline and online, final close codes, and leaving cleanly. Fake timers and a fake browser.

let browser: FakeBrowser;
let socket: LiveSocket;
let statuses: LiveStatus[];
let messages: Array<Record<string, unknown>>;
let downs: Array<number | null>;
let opens: number;

function start(finalCodes: number[] = [4403]) {
  statuses = [];
  messages = [];
  downs = [];
  opens = 0;
  socket = new LiveSocket({
    path: "/api/projects/7/live",
    finalCodes,
    onStatus: (s) => statuses.push(s),
    onOpen: () => opens++,
    onMessage: (m) => messages.push(m),
    onDown: (code) => downs.push(code),
  });
  socket.start();
}

beforeEach(() => {
  vi.useFakeTimers();
  browser = installFakeBrowser();
});
afterEach(() => {
  socket?.stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("reconnectDelay", () => {
  it("doubles from 1 s up to a 15 s cap, each wait between half and all of it", () => {
    expect([0, 1, 2, 3, 4, 5, 10].map((a) => reconnectDelay(a, () => 1))).toEqual([1000, 2000, 4000, 8000, 15_000, 15_000, 15_000]);
    expect([0, 1, 2, 3, 4, 10].map((a) => reconnectDelay(a, () => 0))).toEqual([500, 1000, 2000, 4000, 7500, 7500]);
    expect(reconnectDelay(2, () => 0.5)).toBe(3000);
  });
});

describe("LiveSocket", () => {
  it("opens the same-origin wss URL, reports live, and hands over JSON object frames only", () => {
    start();
    expect(browser.last().url).toBe("wss://kickoff.test/api/projects/7/live");
    browser.last().accept();
    expect(statuses).toEqual(["live"]);
    expect(opens).toBe(1);
    browser.last().deliver({ type: "op", version: 2 });
    browser.last().deliver("not json");
    browser.last().deliver("null");
    browser.last().deliver("42");
    browser.last().deliver("[1,2]");
    expect(messages).toEqual([{ type: "op", version: 2 }]);
    expect(socket.send("hello")).toBe(true);
    expect(browser.last().sent).toEqual(["hello"]);
  });

  it("backs off with jitter between attempts, and resets only once the server has sent a message", () => {
    vi.spyOn(Math, "random").mockReturnValue(1);
    start();
    browser.last().serverClosed(1006);
    expect(statuses).toEqual(["reconnecting"]);
    expect(downs).toEqual([null]);
    // First retry after 1 s, not before.
    vi.advanceTimersByTime(999);
    expect(browser.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(browser.sockets).toHaveLength(2);
    // Accepted and closed again without a word: the back-off keeps growing (2 s).
    browser.last().accept();
    browser.last().serverClosed(1011);
    vi.advanceTimersByTime(1999);
    expect(browser.sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(browser.sockets).toHaveLength(3);
    // This one speaks: the next drop waits 1 s again.
    browser.last().accept();
    browser.last().deliver({ type: "presence", users: [] });
    browser.last().serverClosed(1006);
    vi.advanceTimersByTime(1000);
    expect(browser.sockets).toHaveLength(4);
  });

  it("never waits more than the cap, and spreads the waits with jitter", () => {
    vi.spyOn(Math, "random").mockReturnValue(0);
    start();
    for (let i = 0; i < 8; i++) {
      browser.last().serverClosed(1006);
      vi.advanceTimersByTime(RECONNECT_CAP_MS / 2);
    }
    // With random() = 0 each wait is half its ceiling: 0.5, 1, 2, 4, 7.5, 7.5… all within 7.5 s.
    expect(browser.sockets).toHaveLength(9);
  });

  it("gives the socket up at once when the browser goes offline, and reconnects at once when back", () => {
    start();
    browser.last().accept();
    const first = browser.last();
    browser.goOffline();
    expect(statuses).toEqual(["live", "offline"]);
    expect(downs).toEqual([null]);
    expect(first.closedWith).toEqual({ code: 1000, reason: "offline" });
    expect(socket.send("x")).toBe(false);
    // Its late close and late frames are ignored.
    first.deliver({ type: "late" });
    first.serverClosed(1006);
    expect(messages).toEqual([]);
    expect(downs).toEqual([null]);
    vi.advanceTimersByTime(60_000);
    expect(browser.sockets).toHaveLength(1);
    browser.goOnline();
    expect(browser.sockets).toHaveLength(2);
    browser.last().accept();
    expect(opens).toBe(2);
  });

  it("does not connect while offline, and says so", () => {
    (navigator as { onLine: boolean }).onLine = false;
    start();
    expect(browser.sockets).toHaveLength(0);
    expect(statuses).toEqual(["offline"]);
    browser.goOnline();
    expect(browser.sockets).toHaveLength(1);
  });

  it("skips the rest of a back-off when the tab is shown again", () => {
    vi.spyOn(Math, "random").mockReturnValue(1);
    start();
    for (let i = 0; i < 4; i++) {
      browser.last().serverClosed(1006);
      vi.runOnlyPendingTimers();
    }
    browser.last().serverClosed(1006);
    expect(browser.sockets).toHaveLength(5);
    browser.hide();
    expect(browser.sockets).toHaveLength(5);
    browser.show();
    expect(browser.sockets).toHaveLength(6);
    // Shown while a socket is open or opening: nothing new.
    browser.show();
    expect(browser.sockets).toHaveLength(6);
  });

  it("stops for good on a final close code, until asked to reconnect", () => {
    start([4403, 4404]);
    browser.last().accept();
    browser.last().serverClosed(4403);
    expect(statuses).toEqual(["live", "closed"]);
    expect(downs).toEqual([4403]);
    vi.advanceTimersByTime(120_000);
    browser.goOnline();
    browser.show();
    expect(browser.sockets).toHaveLength(1);
    socket.reconnect();
    expect(statuses.at(-1)).toBe("connecting");
    expect(browser.sockets).toHaveLength(2);
  });

  it("drop() closes the current socket and the close brings a reconnect after the back-off", () => {
    vi.spyOn(Math, "random").mockReturnValue(1);
    start();
    browser.last().accept();
    socket.drop(4000, "no answer");
    expect(browser.last().closedWith).toEqual({ code: 4000, reason: "no answer" });
    browser.last().serverClosed(4000);
    vi.advanceTimersByTime(1000);
    expect(browser.sockets).toHaveLength(2);
  });

  it("stop() closes an open socket, waits for a connecting one to open before closing it, and reconnects no more", () => {
    start();
    browser.last().accept();
    socket.stop();
    expect(browser.last().closedWith).toEqual({ code: 1000, reason: "leaving" });

    start();
    const connecting = browser.last();
    socket.stop();
    expect(connecting.closedWith).toBeNull();
    connecting.accept();
    expect(connecting.closedWith).toEqual({ code: 1000, reason: "leaving" });
    expect(opens).toBe(0);
    connecting.serverClosed(1000);
    browser.goOnline();
    vi.advanceTimersByTime(60_000);
    expect(browser.sockets).toHaveLength(2);
    expect(FakeWebSocket.opened).toBe(browser.sockets);
  });

  it("opens no socket once the page is leaving (Logout clicked while it hydrated), and again once shown back", () => {
    watchPageLeaving(window);
    window.dispatchEvent(new Event("beforeunload"));
    start();
    expect(FakeWebSocket.opened).toHaveLength(0);
    window.dispatchEvent(new Event("pageshow"));
    socket.reconnect();
    expect(FakeWebSocket.opened.map((ws) => ws.url)).toEqual(["wss://kickoff.test/api/projects/7/live"]);
  });

  it("connects again when a page that began leaving is still there seconds later (a file download)", () => {
    watchPageLeaving(window);
    window.dispatchEvent(new Event("beforeunload"));
    start();
    vi.advanceTimersByTime(4000);
    socket.reconnect();
    expect(FakeWebSocket.opened).toHaveLength(0);
    vi.advanceTimersByTime(1000);
    socket.reconnect();
    expect(FakeWebSocket.opened).toHaveLength(1);
  });
});
