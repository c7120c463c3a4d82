import type { Role } from "../../../core/schemas/fields";
import { type InvitationStatus, ROLES } from "../../../core/schemas/team";
import { Badge, type BadgeTone } from "../ui/badge";
import { Select, type SelectOption } from "../ui/select";

// Spec §6 and §4: how roles and invitation statuses look everywhere on the team screens.

export const ROLE_LABEL: Record<Role, string> = { owner: "Owner", editor: "Editor", viewer: "Viewer" };

export const ROLE_OPTIONS: SelectOption<Role>[] = ROLES.map((role) => ({ id: role, label: ROLE_LABEL[role] }));

/** The role choice of the invite and add-member forms and the members table. */
export function RoleSelect({
  value,
  onChange,
  label = "Role",
  hideLabel,
  errorMessage,
  isDisabled,
  className,
}: {
  value: Role;
  onChange: (role: Role) => void;
  label?: string;
  hideLabel?: boolean;
  errorMessage?: string;
  isDisabled?: boolean;
  className?: string;
}) {
  return (
    <Select
      label={label}
      hideLabel={hideLabel}
      options={ROLE_OPTIONS}
      value={value}
      onChange={onChange}
      errorMessage={errorMessage}
      isDisabled={isDisabled}
      className={className}
    />
  );
}

/** Spec §6: what each role may do, worded once for the members panel and the Team page. */
export const ROLE_DESCRIPTIONS: Array<{ role: Role; text: string }> = [
  { role: "owner", text: "Full control, including adding or removing members and deleting the project." },
  { role: "editor", text: "Can edit project details and tasks, and create tasks, but cannot manage team members." },
  { role: "viewer", text: "Read-only access to the project and its tasks." },
];

const roleTone: Record<Role, BadgeTone> = { owner: "violet", editor: "blue", viewer: "gray" };

export function RoleBadge({ role }: { role: Role }) {
  return <Badge tone={roleTone[role] ?? "gray"}>{ROLE_LABEL[role] ?? role}</Badge>;
}

/** Members panel (spec §2.8): pending yellow, accepted green, expired red. */
export function InvitationStatusBadge({ status }: { status: InvitationStatus }) {
  const tone: BadgeTone = status === "pending" ? "yellow" : status === "accepted" ? "green" : "red";
  return <Badge tone={tone}>{status.charAt(0).toUpperCase() + status.slice(1)}</Badge>;
}

/** Team page history (spec §4): Accepted green, Expired amber, any other non-pending value Rejected red. */
export function InvitationHistoryBadge({ status }: { status: InvitationStatus }) {
  if (status === "accepted") return <Badge tone="green">Accepted</Badge>;
  if (status === "expired") return <Badge tone="amber">Expired</Badge>;
  return <Badge tone="red">Rejected</Badge>;
}

export function RolesInfo({ title = "About roles and permissions" }: { title?: string }) {
  return (
    <section aria-labelledby="roles-info-title" className="rounded-lg border border-indigo-100 bg-indigo-50/60 p-4 text-sm">
      <h3 id="roles-info-title" className="font-semibold text-slate-900">
        {title}
      </h3>
      <ul className="mt-2 space-y-1.5 text-slate-700">
        {ROLE_DESCRIPTIONS.map((r) => (
          <li key={r.role} className="flex flex-wrap items-baseline gap-2">
            <RoleBadge role={r.role} />
            <span>{r.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
