import type { ProjectInvitationView } from "../../../core/schemas/team";
import { Button } from "../ui/button";
import { Trash2 } from "../ui/icons";
import { cell, Table } from "../ui/table";
import { DateCell, RoleCell } from "./invitation-cells";
import { InvitationStatusBadge } from "./roles";

/** Spec §2.8: a project's invitations, each with Delete. */
export function InvitationsTable({
  invitations,
  onDelete,
}: {
  invitations: ProjectInvitationView[];
  onDelete: (i: ProjectInvitationView) => void;
}) {
  return (
    <Table
      minWidth="min-w-[640px]"
      columns={[
        { label: "Email" },
        { label: "Status" },
        { label: "Role" },
        { label: "Invited On" },
        { label: "Expires" },
        { label: "Actions", align: "right" },
      ]}
    >
      {invitations.map((i) => (
        <tr key={i.id}>
          <td className={`${cell} font-medium break-all text-slate-900`}>{i.email}</td>
          <td className={cell}>
            <InvitationStatusBadge status={i.status} />
          </td>
          <RoleCell role={i.role} />
          <DateCell value={i.createdAt} />
          <DateCell value={i.expiresAt} />
          <td className={`${cell} text-right`}>
            <Button
              variant="ghost"
              size="icon"
              className="text-red-600 hover:bg-red-50"
              aria-label={`Delete invitation for ${i.email}`}
              onPress={() => onDelete(i)}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
            </Button>
          </td>
        </tr>
      ))}
    </Table>
  );
}
