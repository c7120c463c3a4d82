import type { Role } from "../../../core/schemas/fields";
import type { MemberView } from "../../../core/schemas/team";
import { displayName } from "../../../core/user-display";
import { Avatar } from "../ui/avatar";
import { Button } from "../ui/button";
import { Pencil, Trash2, X } from "../ui/icons";
import { cell } from "../ui/table";
import { LocalDate } from "./local-date";
import { RoleBadge, RoleSelect } from "./roles";

/** One row of the members table: the person, their role (or its editor), when they joined, and actions. */
export function MemberRow({
  member: m,
  isYou,
  canManage,
  isSoleOwner,
  isEditing,
  saving,
  onEdit,
  onCloseEdit,
  onRole,
  onRemove,
}: {
  member: MemberView;
  isYou: boolean;
  canManage: boolean;
  isSoleOwner: boolean;
  isEditing: boolean;
  saving: boolean;
  onEdit: () => void;
  onCloseEdit: () => void;
  onRole: (role: Role) => void;
  onRemove: () => void;
}) {
  const name = displayName(m.user);
  return (
    <tr>
      <td className={cell}>
        <div className="flex items-center gap-2.5">
          <Avatar user={m.user} size="sm" />
          <span dir="auto" className="font-medium text-slate-900">
            {name}
          </span>
          {isYou && <span className="text-xs text-slate-500">(you)</span>}
        </div>
      </td>
      <td className={`${cell} text-slate-600`}>@{m.user.username}</td>
      <td className={cell}>
        {isEditing ? (
          <div className="flex items-center gap-1">
            <RoleSelect label={`Role for ${name}`} hideLabel value={m.role} onChange={onRole} isDisabled={saving} className="w-32" />
            <Button variant="ghost" size="icon" aria-label="Close role editor" onPress={onCloseEdit} isDisabled={saving}>
              <X className="h-4 w-4" aria-hidden />
            </Button>
          </div>
        ) : (
          <RoleBadge role={m.role} />
        )}
      </td>
      <td className={`${cell} text-slate-600`}>
        <LocalDate value={m.addedAt} />
      </td>
      {canManage && (
        <td className={cell}>
          <div className="flex justify-end gap-1">
            <Button variant="ghost" size="icon" aria-label={`Change role of ${name}`} onPress={onEdit}>
              <Pencil className="h-4 w-4" aria-hidden />
            </Button>
            {isSoleOwner ? (
              <span className="self-center px-2 text-xs text-slate-600">Only owner: add another owner to remove</span>
            ) : (
              <Button variant="ghost" size="icon" className="text-red-600 hover:bg-red-50" aria-label={`Remove ${name}`} onPress={onRemove}>
                <Trash2 className="h-4 w-4" aria-hidden />
              </Button>
            )}
          </div>
        </td>
      )}
    </tr>
  );
}
