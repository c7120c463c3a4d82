import { formatDistanceToNow } from "date-fns";
import type { NotificationKind, NotificationView } from "../../../core/schemas/notification";
import type { MyInvitationView } from "../../../core/schemas/team";
import { AlarmClock, AtSign, type Bell, CalendarClock, Download, MailOpen, MessageSquare, Unplug, Upload, UserCheck } from "../ui/icons";

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

/** One notification: a real link (new tab works), opened in place on a plain click. */
export function NotificationItem({ item: n, onOpen }: { item: NotificationView; onOpen: (n: NotificationView) => void }) {
  const Icon = ICON[n.kind];
  return (
    <li>
      <a
        href={n.url}
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
          e.preventDefault();
          onOpen(n);
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
}

/** An invitation sent before the person had an account, so with no notification of its own. */
export function WaitingInvitation({ invitation: inv }: { invitation: MyInvitationView }) {
  return (
    <li className="flex items-start gap-2 text-sm">
      <MailOpen className="mt-0.5 h-4 w-4 shrink-0 text-indigo-600" aria-hidden />
      <span>
        <span className="font-medium">{inv.invitedByName ?? "Someone"}</span> invited you to{" "}
        <span className="font-medium">{inv.projectName}</span> as {inv.role}.
      </span>
    </li>
  );
}
