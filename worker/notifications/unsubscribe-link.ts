import type { NotificationKind } from "../../core/schemas/notification";

/**
 * The one unsubscribe URL (path and query) of a digest: its links, its List-Unsubscribe header and
 * the confirmation page's form all name it, so a mail client's one-click POST and the page's button
 * hit the same route. With a kind, only that kind stops.
 */
export const unsubscribePath = (token: string, kind?: NotificationKind | null) =>
  `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}${kind ? `&kind=${kind}` : ""}`;
