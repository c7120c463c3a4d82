import type { MemberView } from "../../../core/schemas/team";
import { displayName } from "../../../core/user-display";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { Table } from "../ui/table";
import { MemberRow } from "./member-row";
import { soleOwnerOf, useMemberActions } from "./use-member-actions";

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
  const actions = useMemberActions({ projectId, currentUserId, onChanged, onRemovedSelf });
  const { removing } = actions;
  const soleOwnerId = soleOwnerOf(members);
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
        {members.map((m) => (
          <MemberRow
            key={m.id}
            member={m}
            isYou={m.userId === currentUserId}
            canManage={canManage}
            isSoleOwner={m.userId === soleOwnerId}
            isEditing={actions.editing === m.userId}
            saving={actions.saving}
            onEdit={() => actions.setEditing(m.userId)}
            onCloseEdit={() => actions.setEditing(null)}
            onRole={(role) => actions.changeRole(m, role)}
            onRemove={() => actions.setRemoving(m)}
          />
        ))}
      </Table>
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && actions.setRemoving(null)}
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
        onConfirm={() => (removing ? actions.remove(removing) : undefined)}
      />
    </>
  );
}
