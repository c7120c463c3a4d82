import { Pencil, Trash2, X } from "lucide-react";
import { useState } from "react";
import type { Role } from "../../../core/schemas/fields";
import type { MemberView } from "../../../core/schemas/team";
import { displayName } from "../../../core/user-display";
import { api, errorMessage, readJson } from "../../lib/api";
import { Avatar } from "../ui/avatar";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { cell, Table } from "../ui/table";
import { useToast } from "../ui/toast";
import { LocalDate } from "./local-date";
import { RoleBadge, RoleSelect } from "./roles";

/**
 * Spec §2.8 members table. Owners get inline role editing (the choice applies at once) and removal
 * behind a confirmation; everyone else sees the same table without the Actions column.
 */
export function MembersTable({
  projectId,
  members,
  currentUserId,
  canManage,
  onChanged,
  onRemovedSelf,
}: {
  projectId: number;
  members: MemberView[];
  currentUserId: number;
  canManage: boolean;
  onChanged: () => Promise<void>;
  onRemovedSelf: () => void;
}) {
  const toast = useToast();
  const [editing, setEditing] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [removing, setRemoving] = useState<MemberView | null>(null);
  const param = (userId: number) => ({ id: String(projectId), userId: String(userId) });
  // A project always keeps an owner (the server refuses otherwise): its only owner is not offered Remove.
  const soleOwnerId = members.filter((m) => m.role === "owner").length === 1 ? members.find((m) => m.role === "owner")?.userId : undefined;

  const changeRole = async (member: MemberView, role: Role) => {
    if (role === member.role) return;
    setSaving(true);
    try {
      await readJson(api.projects[":id"].members[":userId"].$patch({ param: param(member.userId), json: { role } }));
      toast({ title: "Role updated" });
      setEditing(null);
      await onChanged();
    } catch (err) {
      toast({ title: "Failed to update role", description: errorMessage(err, "") || undefined, variant: "destructive" });
    } finally {
      setSaving(false);
    }
  };

  const remove = async (member: MemberView) => {
    try {
      await readJson(api.projects[":id"].members[":userId"].$delete({ param: param(member.userId) }));
      toast({ title: "Member removed" });
      if (member.userId === currentUserId) onRemovedSelf();
      else await onChanged();
    } catch (err) {
      toast({ title: "Failed to remove member", description: errorMessage(err, "") || undefined, variant: "destructive" });
    }
  };

  return (
    <>
      <Table
        minWidth="min-w-[560px]"
        columns={[
          { label: "Member" },
          { label: "Username" },
          { label: "Role" },
          { label: "Joined" },
          canManage && { label: "Actions", align: "right" },
        ]}
      >
        {members.map((m) => {
          const name = displayName(m.user);
          return (
            <tr key={m.id}>
              <td className={cell}>
                <div className="flex items-center gap-2.5">
                  <Avatar user={m.user} size="sm" />
                  <span dir="auto" className="font-medium text-slate-900">
                    {name}
                  </span>
                  {m.userId === currentUserId && <span className="text-xs text-slate-500">(you)</span>}
                </div>
              </td>
              <td className={`${cell} text-slate-600`}>@{m.user.username}</td>
              <td className={cell}>
                {editing === m.userId ? (
                  <div className="flex items-center gap-1">
                    <RoleSelect
                      label={`Role for ${name}`}
                      hideLabel
                      value={m.role}
                      onChange={(role) => changeRole(m, role)}
                      isDisabled={saving}
                      className="w-32"
                    />
                    <Button variant="ghost" size="icon" aria-label="Close role editor" onPress={() => setEditing(null)} isDisabled={saving}>
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
                    <Button variant="ghost" size="icon" aria-label={`Change role of ${name}`} onPress={() => setEditing(m.userId)}>
                      <Pencil className="h-4 w-4" aria-hidden />
                    </Button>
                    {m.userId === soleOwnerId ? (
                      <span className="self-center px-2 text-xs text-slate-600">Only owner: add another owner to remove</span>
                    ) : (
                      <Button
                        variant="ghost"
                        size="icon"
                        className="text-red-600 hover:bg-red-50"
                        aria-label={`Remove ${name}`}
                        onPress={() => setRemoving(m)}
                      >
                        <Trash2 className="h-4 w-4" aria-hidden />
                      </Button>
                    )}
                  </div>
                </td>
              )}
            </tr>
          );
        })}
      </Table>
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove team member?"
        message={
          removing && (
            <>
              Are you sure you want to remove <strong>{displayName(removing.user)}</strong> from this project? Their tasks will be
              unassigned.
              {removing.userId === currentUserId && " You will lose access to this project."}
            </>
          )
        }
        confirmLabel="Remove member"
        pendingLabel="Removing..."
        onConfirm={() => (removing ? remove(removing) : undefined)}
      />
    </>
  );
}
