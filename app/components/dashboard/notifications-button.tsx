import { formatDistanceToNow } from "date-fns";
import { AlarmClock, AtSign, Bell, CalendarClock, Download, MailOpen, MessageSquare, Unplug, Upload, UserCheck } from "lucide-react";
import { Button, Dialog, DialogTrigger, Heading, Popover } from "react-aria-components";
import { Link, useNavigate } from "react-router";
import type { NotificationKind, NotificationView } from "../../../core/schemas/notification";
import type { MyInvitationView } from "../../../core/schemas/team";
import { useNotifications } from "../../lib/use-notifications";
import { Button as UiButton } from "../ui/button";
import { Skeleton } from "../ui/skeleton";

const ICON: Record<NotificationKind, typeof Bell> = {
  mention: AtSign,
  assignment: UserCheck,
  comment: MessageSquare,
  invitation: MailOpen,
  export: Upload,
  import: Download,
  overdue: CalendarClock,
  webhook: Unplug,
  reminder: AlarmClock,
};

/**
 * `pending`: invitations waiting for the person that have no notification (sent before they had an account).
 * The bell: the person's notifications (mentions, assignments, comments, invitations, exports and
 * imports, overdue tasks) with a live unread count, and the invitations waiting for them. The red dot
 * appears only when there is something new, and the label says how many.
 */
export function NotificationsButton({ pending, unread: initialUnread }: { pending: MyInvitationView[]; unread: number }) {
  const bell = useNotifications(initialUnread);
  const navigate = useNavigate();
  const items = bell.list.state === "ready" ? bell.list.items : [];
  // An invitation that arrived while the page is open is in the list too: not shown twice.
  const notified = new Set(items.filter((n) => n.kind === "invitation").map((n) => n.projectId));
  const waiting = pending.filter((inv) => !notified.has(inv.projectId));
  const count = bell.unread + waiting.length;
  const label = count ? `Notifications (${count} new)` : "Notifications";

  const open = (n: NotificationView, close: () => void) => {
    if (!n.read) void bell.markRead([n.id]);
    close();
    navigate(n.url);
  };

  return (
    <DialogTrigger onOpenChange={bell.setOpen}>
      <Button
        aria-label={label}
        className="relative rounded-md p-2 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-indigo-500"
      >
        <Bell className="h-5 w-5" aria-hidden />
        {count > 0 && (
          <span
            className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-red-500 px-1 text-center text-[10px] leading-4 font-semibold text-white"
            aria-hidden
            data-testid="notification-dot"
          >
            {count > 99 ? "99+" : count}
          </span>
        )}
      </Button>
      <Popover placement="bottom end" className="w-96 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white shadow-lg">
        <Dialog className="relative max-h-[70vh] overflow-auto p-4 outline-none">
          {({ close }) => (
            <>
              <div className="flex items-center justify-between gap-2">
                <Heading slot="title" className="font-semibold">
                  Notifications
                </Heading>
                {bell.unread > 0 && (
                  <UiButton variant="ghost" size="sm" onPress={() => bell.markRead("all")}>
                    Mark all as read
                  </UiButton>
                )}
              </div>
              {bell.list.state === "loading" && (
                <div className="mt-3 space-y-2" role="status" aria-label="Loading notifications">
                  <Skeleton className="h-10 w-full" />
                  <Skeleton className="h-10 w-full" />
                </div>
              )}
              {bell.list.state === "error" && (
                <p role="alert" className="mt-2 text-sm text-red-700">
                  {bell.list.message}{" "}
                  <UiButton variant="ghost" size="sm" onPress={() => bell.reload()}>
                    Try again
                  </UiButton>
                </p>
              )}
              {waiting.length > 0 && (
                <ul className="mt-2 space-y-2">
                  {waiting.map((inv) => (
                    <li key={`inv-${inv.id}`} className="flex items-start gap-2 text-sm">
                      <MailOpen className="mt-0.5 h-4 w-4 shrink-0 text-indigo-600" aria-hidden />
                      <span>
                        <span className="font-medium">{inv.invitedByName ?? "Someone"}</span> invited you to{" "}
                        <span className="font-medium">{inv.projectName}</span> as {inv.role}.
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              {bell.list.state === "ready" && items.length === 0 && waiting.length === 0 && (
                <p className="mt-2 text-sm text-slate-600">You're all caught up.</p>
              )}
              {items.length > 0 && (
                <ul className="mt-2 divide-y divide-slate-100" aria-label="Your notifications">
                  {items.map((n) => {
                    const Icon = ICON[n.kind];
                    return (
                      <li key={n.id}>
                        <a
                          href={n.url}
                          onClick={(e) => {
                            if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                            e.preventDefault();
                            open(n, close);
                          }}
                          className={`flex items-start gap-2 rounded px-1 py-2 text-sm outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-indigo-500 ${n.read ? "text-slate-600" : "text-slate-900"}`}
                        >
                          <Icon className="mt-0.5 h-4 w-4 shrink-0 text-indigo-600" aria-hidden />
                          <span className="min-w-0 flex-1">
                            <span className={n.read ? "" : "font-medium"}>{n.title}</span>
                            {n.body && <span className="block truncate text-slate-500">{n.body}</span>}
                            <span className="block text-xs text-slate-400">
                              {formatDistanceToNow(new Date(n.createdAt), { addSuffix: true })}
                              {!n.read && <span className="sr-only">, unread</span>}
                            </span>
                          </span>
                          {!n.read && <span className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-indigo-500" aria-hidden />}
                        </a>
                      </li>
                    );
                  })}
                </ul>
              )}
              {bell.list.state === "ready" && bell.list.next && (
                <UiButton variant="ghost" size="sm" className="mt-2" isDisabled={bell.loadingMore} onPress={() => bell.loadMore()}>
                  {bell.loadingMore ? "Loading..." : "Show older"}
                </UiButton>
              )}
              <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-100 pt-3 text-sm">
                <Link to="/team?tab=invitations" className="font-medium text-indigo-600 hover:underline">
                  View your invitations
                </Link>
                <Link to="/settings#notifications" className="text-slate-600 hover:underline">
                  Notification settings
                </Link>
              </div>
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
