import type { Role } from "../../../core/schemas/fields";
import { cell } from "../ui/table";
import { LocalDate } from "./local-date";
import { RoleBadge } from "./roles";

// The cells every invitations table shows the same way (a project's invitations, Your Invitations'
// pending and history tables): the role as its badge, a date in the reader's time zone, who invited.

export function RoleCell({ role }: { role: Role }) {
  return (
    <td className={cell}>
      <RoleBadge role={role} />
    </td>
  );
}

export function DateCell({ value }: { value: string | null }) {
  return (
    <td className={`${cell} text-slate-600`}>
      <LocalDate value={value} />
    </td>
  );
}

export function InvitedByCell({ name }: { name: string | null }) {
  return <td className={`${cell} text-slate-600`}>{name ?? "N/A"}</td>;
}
