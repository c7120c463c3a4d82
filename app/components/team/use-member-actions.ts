import { useState } from "react";
import type { Role } from "../../../core/schemas/fields";
import type { MemberView } from "../../../core/schemas/team";
import { api, errorMessage, readJson } from "../../lib/api";
import { useToast } from "../ui/toast";

/**
 * The members table's writes (owners only): a role changed in place (the editor closes on success) and
 * a member removed; removing oneself leaves the project.
 */
export function useMemberActions({
  projectId,
  currentUserId,
  onChanged,
  onRemovedSelf,
}: {
  projectId: number;
  currentUserId: number;
  onChanged: () => Promise<void>;
  onRemovedSelf: () => void;
}) {
  const toast = useToast();
  const [editing, setEditing] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [removing, setRemoving] = useState<MemberView | null>(null);
  const param = (userId: number) => ({ id: String(projectId), userId: String(userId) });

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

  return { editing, setEditing, saving, removing, setRemoving, changeRole, remove };
}

/** A project always keeps an owner (the server refuses otherwise): its only owner is not offered Remove. */
export function soleOwnerOf(members: MemberView[]): number | undefined {
  const owners = members.filter((m) => m.role === "owner");
  return owners.length === 1 ? owners[0].userId : undefined;
}
