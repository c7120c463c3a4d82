import { displayName } from "../../../core/user-display";
import { Avatar } from "../ui/avatar";
import { Button } from "../ui/button";
import type { FoundUser } from "./use-member-search";

/** Spec §2.8 found-user card: who was found, with Add Team Member and Cancel. */
export function FoundUserCard({
  user,
  adding,
  onAdd,
  onCancel,
}: {
  user: FoundUser;
  adding: boolean;
  onAdd: () => void;
  onCancel: () => void;
}) {
  return (
    <section aria-label="Found user" className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <Avatar user={user} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900">{displayName(user)}</p>
        <p className="truncate text-sm text-slate-600">@{user.username}</p>
      </div>
      <div className="flex gap-2">
        <Button size="sm" onPress={onAdd} isDisabled={adding}>
          {adding ? "Adding..." : "Add Team Member"}
        </Button>
        <Button size="sm" variant="secondary" onPress={onCancel} isDisabled={adding}>
          Cancel
        </Button>
      </div>
    </section>
  );
}
