import { useCallback, useEffect, useRef, useState } from "react";
import type { NotificationPage, NotificationServerMessage, NotificationView } from "../../core/schemas/notification";
import { api, errorMessage, readJson } from "./api";

// The bell's data: the unread count kept live over /api/notifications/live, and the list, loaded
// when the bell opens (unread first, a page at a time).

const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

type ListState =
  | { state: "idle" | "loading" }
  | { state: "error"; message: string }
  | { state: "ready"; items: NotificationView[]; next: string | null };

export function useNotifications(initialUnread: number) {
  const [unread, setUnread] = useState(initialUnread);
  const [list, setList] = useState<ListState>({ state: "idle" });
  const [loadingMore, setLoadingMore] = useState(false);
  const openRef = useRef(false);

  const load = useCallback(async () => {
    setList((l) => (l.state === "ready" ? l : { state: "loading" }));
    try {
      const page = (await readJson(api.notifications.$get({ query: {} }, { init: { cache: "no-store" } }))) as NotificationPage;
      setUnread(page.unread);
      setList({ state: "ready", items: page.items, next: page.nextCursor });
    } catch (err) {
      setList({ state: "error", message: errorMessage(err, "Failed to load notifications") });
    }
  }, []);

  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let socket: WebSocket | null = null;
    const connect = () => {
      if (stopped) return;
      const proto = location.protocol === "https:" ? "wss" : "ws";
      const ws = new WebSocket(`${proto}://${location.host}/api/notifications/live`);
      socket = ws;
      ws.onmessage = (event) => {
        attempt = 0;
        try {
          const msg = JSON.parse(String(event.data)) as NotificationServerMessage;
          if (msg?.type !== "unread" || typeof msg.count !== "number") return;
          setUnread((was) => {
            // Something new arrived while the list is open: show it.
            if (msg.count > was && openRef.current) void load();
            return msg.count;
          });
        } catch {
          // not ours
        }
      };
      ws.onclose = (event) => {
        if (stopped || event.code === 4401) return;
        timer = setTimeout(connect, retryDelay(attempt++));
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close(1000, "leaving");
    };
  }, [load]);

  const setOpen = useCallback(
    (open: boolean) => {
      openRef.current = open;
      if (open) void load();
    },
    [load],
  );

  const loadMore = useCallback(async () => {
    if (list.state !== "ready" || !list.next) return;
    setLoadingMore(true);
    try {
      const page = (await readJson(api.notifications.$get({ query: { cursor: list.next } }))) as NotificationPage;
      setList({ state: "ready", items: [...list.items, ...page.items], next: page.nextCursor });
    } catch (err) {
      setList({ state: "error", message: errorMessage(err, "Failed to load notifications") });
    } finally {
      setLoadingMore(false);
    }
  }, [list]);

  const markRead = useCallback(async (ids: number[] | "all") => {
    setList((l) =>
      l.state === "ready" ? { ...l, items: l.items.map((n) => (ids === "all" || ids.includes(n.id) ? { ...n, read: true } : n)) } : l,
    );
    try {
      const res = (await readJson(api.notifications.read.$post({ json: ids === "all" ? { all: true } : { ids } }))) as { unread: number };
      setUnread(res.unread);
    } catch {
      // The socket's next count, or the next open, puts the truth back on screen.
    }
  }, []);

  return { unread, list, loadMore, loadingMore, markRead, setOpen, reload: load };
}
