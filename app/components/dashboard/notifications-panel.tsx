import { Heading } from "react-aria-components";
import { Link, useNavigate } from "react-router";
import type { NotificationView } from "../../../core/schemas/notification";
import type { MyInvitationView } from "../../../core/schemas/team";
import type { useNotifications } from "../../lib/use-notifications";
import { Button } from "../ui/button";
import { Skeleton } from "../ui/skeleton";
import { NotificationItem, WaitingInvitation } from "./notification-item";

type Bell = ReturnType<typeof useNotifications>;

/** What the bell's popover shows: its heading, the list in whatever state it is, and links onward. */
export function NotificationsPanel({ bell, waiting, close }: { bell: Bell; waiting: MyInvitationView[]; close: () => void }) {
  const navigate = useNavigate();
  const items = bell.list.state === "ready" ? bell.list.items : [];
  const open = (n: NotificationView) => {
    if (!n.read) void bell.markRead([n.id]);
    close();
    navigate(n.url);
  };
  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <Heading slot="title" className="font-semibold">
          Notifications
        </Heading>
        {bell.unread > 0 && (
          <Button variant="ghost" size="sm" onPress={() => bell.markRead("all")}>
            Mark all as read
          </Button>
        )}
      </div>
      <ListProgress bell={bell} />
      {waiting.length > 0 && (
        <ul className="mt-2 space-y-2">
          {waiting.map((inv) => (
            <WaitingInvitation key={`inv-${inv.id}`} invitation={inv} />
          ))}
        </ul>
      )}
      {bell.list.state === "ready" && items.length === 0 && waiting.length === 0 && (
        <p className="mt-2 text-sm text-slate-600">You're all caught up.</p>
      )}
      {items.length > 0 && (
        <ul className="mt-2 divide-y divide-slate-100" aria-label="Your notifications">
          {items.map((n) => (
            <NotificationItem key={n.id} item={n} onOpen={open} />
          ))}
        </ul>
      )}
      {bell.list.state === "ready" && bell.list.next && (
        <Button variant="ghost" size="sm" className="mt-2" isDisabled={bell.loadingMore} onPress={() => bell.loadMore()}>
          {bell.loadingMore ? "Loading..." : "Show older"}
        </Button>
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
  );
}

/** The list's first load and its failure, with a way to try again. */
function ListProgress({ bell }: { bell: Bell }) {
  if (bell.list.state === "loading") {
    return (
      <div className="mt-3 space-y-2" role="status" aria-label="Loading notifications">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (bell.list.state === "error") {
    return (
      <p role="alert" className="mt-2 text-sm text-red-700">
        {bell.list.message}{" "}
        <Button variant="ghost" size="sm" onPress={() => bell.reload()}>
          Try again
        </Button>
      </p>
    );
  }
  return null;
}
