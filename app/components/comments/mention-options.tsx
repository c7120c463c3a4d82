import type { MemberView } from "../../../core/schemas/team";
import { displayName } from "../../../core/user-display";
import { Avatar } from "../ui/avatar";

/** The members offered for the @mention being typed: the composer's listbox (focus stays in the text). */
export function MentionOptions({
  id,
  options,
  active,
  onPick,
}: {
  /** The composer's id: the list is `${id}-list`, its options `${id}-opt-${i}`. */
  id: string;
  options: MemberView[];
  active: number;
  onPick: (m: MemberView) => void;
}) {
  return (
    <div
      id={`${id}-list`}
      role="listbox"
      aria-label="Project members"
      className="absolute z-20 mt-1 max-h-56 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
    >
      {options.map((m, i) => (
        <div
          key={m.userId}
          tabIndex={-1}
          id={`${id}-opt-${i}`}
          role="option"
          aria-selected={i === active}
          className={`flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm ${i === active ? "bg-indigo-50" : ""}`}
          onMouseDown={(e) => {
            e.preventDefault();
            onPick(m);
          }}
        >
          <Avatar user={m.user} size="sm" />
          <span className="font-medium">{displayName(m.user)}</span>
          <span className="text-slate-500">@{m.user.username}</span>
        </div>
      ))}
    </div>
  );
}
