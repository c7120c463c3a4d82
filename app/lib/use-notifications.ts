import { useCallback, useEffect, useRef, useState } from "react";
import type { NotificationView } from "../../core/schemas/notification";
import { api, errorMessage, readJson } from "./api";
import { listenToNotifications } from "./notification-socket";

// The bell's data: the unread count kept live over /api/notifications/live, and the list, loaded
// when the bell opens (unread first, a page at a time).

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
      const page = await readJson(api.notifications.$get({ query: {} }, { init: { cache: "no-store" } }));
      setUnread(page.unread);
      setList({ state: "ready", items: page.items, next: page.nextCursor });
    } catch (err) {
      setList({ state: "error", message: errorMessage(err, "Failed to load notifications") });
    }
  }, []);

  // The unread count, live over the person's socket (shared with job progress: notification-socket.ts).
  useEffect(
    () =>
      listenToNotifications({
        message: (msg) => {
          if (msg.type !== "unread" || typeof msg.count !== "number") return;
          const count = msg.count;
          setUnread((was) => {
            // Something new arrived while the list is open: show it.
            if (count > was && openRef.current) void load();
            return count;
          });
        },
      }),
    [load],
  );

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
      const page = await readJson(api.notifications.$get({ query: { cursor: list.next } }));
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
      const res = await readJson(api.notifications.read.$post({ json: ids === "all" ? { all: true } : { ids } }));
      setUnread(res.unread);
    } catch {
      // The socket's next count, or the next open, puts the truth back on screen.
    }
  }, []);

  return { unread, list, loadMore, loadingMore, markRead, setOpen, reload: load };
}
