import type { PresenceUser } from "../../../core/schemas/board-protocol";
import type { ConnectionState } from "../../lib/use-live-board";
import { Avatar } from "../ui/avatar";

const MAX_SHOWN = 5;

const connectionText: Record<ConnectionState, { label: string; dot: string }> = {
  connecting: { label: "Connecting…", dot: "bg-slate-400" },
  live: { label: "Live", dot: "bg-green-500" },
  reconnecting: { label: "Reconnecting…", dot: "bg-amber-500 animate-pulse" },
  offline: { label: "Offline", dot: "bg-slate-400" },
  closed: { label: "Offline", dot: "bg-red-500" },
};

/** A presence user as a displayable one: "First Last" split for initials, a one-word name read as a username. */
function asDisplayable(u: PresenceUser) {
  const [firstName, ...rest] = u.name.trim().split(/\s+/);
  if (rest.length === 0) return { username: u.name, profileImageUrl: u.profileImageUrl };
  return { firstName, lastName: rest.join(" "), username: u.name, profileImageUrl: u.profileImageUrl };
}

/** Who is on the board now, and whether this browser is receiving live changes. */
export function PresenceBar({ users, connection, waiting = 0 }: { users: PresenceUser[]; connection: ConnectionState; waiting?: number }) {
  const shown = users.slice(0, MAX_SHOWN);
  const extra = users.length - shown.length;
  const status = connectionText[connection];
  return (
    // As tall as the avatars from the start: their arrival (once the socket is up) must not push the page down.
    <div className="flex min-h-7 items-center gap-3">
      {users.length > 0 && (
        <ul className="flex gap-1" aria-label={`On this board now: ${users.map((u) => u.name).join(", ")}`}>
          {shown.map((u) => (
            <li key={u.id} title={u.name}>
              <Avatar user={asDisplayable(u)} size="sm" className="ring-2 ring-white" />
            </li>
          ))}
          {extra > 0 && (
            <li className="inline-flex h-7 w-7 items-center justify-center rounded-full bg-slate-200 text-xs font-medium text-slate-700 ring-2 ring-white">
              +{extra}
            </li>
          )}
        </ul>
      )}
      <span className="inline-flex items-center gap-1.5 text-xs font-medium text-slate-600" role="status" data-testid="live-status">
        <span className={`h-2 w-2 rounded-full ${status.dot}`} aria-hidden />
        {status.label}
      </span>
      {waiting > 0 && (
        // This browser's edits not yet confirmed by the server: kept across reloads, sent on reconnect.
        <span className="text-xs font-medium text-amber-700" role="status" data-testid="changes-waiting">
          {waiting === 1 ? "1 change waiting" : `${waiting} changes waiting`}
        </span>
      )}
    </div>
  );
}
