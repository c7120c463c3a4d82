import { Button, Dialog, DialogTrigger, Popover } from "react-aria-components";
import type { MyInvitationView } from "../../../core/schemas/team";
import { useNotifications } from "../../lib/use-notifications";
import { Bell } from "../ui/icons";
import { bellLabel, dotText, waitingInvitations } from "./bell-count";
import { NotificationsPanel } from "./notifications-panel";

/**
 * `pending`: invitations waiting for the person that have no notification (sent before they had an account).
 * The bell: the person's notifications (mentions, assignments, comments, invitations, exports and
 * imports, overdue tasks) with a live unread count, and the invitations waiting for them. The red dot
 * appears only when there is something new, and the label says how many.
 */
export function NotificationsButton({ pending, unread: initialUnread }: { pending: MyInvitationView[]; unread: number }) {
  const bell = useNotifications(initialUnread);
  const waiting = waitingInvitations(pending, bell.list.state === "ready" ? bell.list.items : []);
  const count = bell.unread + waiting.length;

  return (
    <DialogTrigger onOpenChange={bell.setOpen}>
      <Button
        aria-label={bellLabel(count)}
        className="relative rounded-md p-2 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-indigo-500"
      >
        <Bell className="h-5 w-5" aria-hidden />
        {count > 0 && (
          <span
            className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-red-500 px-1 text-center text-[10px] leading-4 font-semibold text-white"
            aria-hidden
            data-testid="notification-dot"
          >
            {dotText(count)}
          </span>
        )}
      </Button>
      <Popover placement="bottom end" className="w-96 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white shadow-lg">
        <Dialog className="relative max-h-[70vh] overflow-auto p-4 outline-none">
          {({ close }) => <NotificationsPanel bell={bell} waiting={waiting} close={close} />}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
