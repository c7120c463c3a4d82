import type { NotificationView } from "../../../core/schemas/notification";
import type { MyInvitationView } from "../../../core/schemas/team";

// The bell's count and label (pure, tested on their own).

/** Invitations with no notification yet: one that arrived while the page is open is in the list, not shown twice. */
export function waitingInvitations(pending: MyInvitationView[], items: NotificationView[]): MyInvitationView[] {
  const notified = new Set(items.filter((n) => n.kind === "invitation").map((n) => n.projectId));
  return pending.filter((inv) => !notified.has(inv.projectId));
}

/** The bell's accessible name: how many are new, when any are. */
export const bellLabel = (count: number) => (count ? `Notifications (${count} new)` : "Notifications");

/** The red dot's text: the count, capped at 99+. */
export const dotText = (count: number) => (count > 99 ? "99+" : String(count));
