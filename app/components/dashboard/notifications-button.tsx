import { Bell, MailOpen } from "lucide-react";
import { Button, Dialog, DialogTrigger, Heading, Popover } from "react-aria-components";
import { Link } from "react-router";
import type { MyInvitationView } from "../../../core/schemas/team";

/**
 * The bell shows what is waiting for the user: pending project invitations. The red dot appears only
 * when there is something new, and the label says how many.
 */
export function NotificationsButton({ pending }: { pending: MyInvitationView[] }) {
  const label = pending.length ? `Notifications (${pending.length} new)` : "Notifications";
  return (
    <DialogTrigger>
      <Button
        aria-label={label}
        className="relative rounded-md p-2 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-indigo-500"
      >
        <Bell className="h-5 w-5" aria-hidden />
        {pending.length > 0 && (
          <span className="absolute top-1.5 right-1.5 h-2 w-2 rounded-full bg-red-500" aria-hidden data-testid="notification-dot" />
        )}
      </Button>
      <Popover placement="bottom end" className="w-80 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white shadow-lg">
        <Dialog className="p-4 outline-none">
          <Heading slot="title" className="font-semibold">
            Notifications
          </Heading>
          {pending.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">You're all caught up.</p>
          ) : (
            <ul className="mt-2 space-y-2">
              {pending.map((inv) => (
                <li key={inv.id} className="flex items-start gap-2 text-sm">
                  <MailOpen className="mt-0.5 h-4 w-4 shrink-0 text-indigo-600" aria-hidden />
                  <span>
                    <span className="font-medium">{inv.invitedByName ?? "Someone"}</span> invited you to{" "}
                    <span className="font-medium">{inv.projectName}</span> as {inv.role}.
                  </span>
                </li>
              ))}
            </ul>
          )}
          <Link to="/team?tab=invitations" className="mt-3 inline-block text-sm font-medium text-indigo-600 hover:underline">
            View your invitations
          </Link>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
