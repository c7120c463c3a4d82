import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { MyInvitationView } from "../../../core/schemas/team";
import { api, errorMessage, readJson } from "../../lib/api";
import { Button, ButtonLink } from "../ui/button";
import { Check, FolderKanban, Inbox } from "../ui/icons";
import { cell, Table } from "../ui/table";
import { useToast } from "../ui/toast";
import { DateCell, InvitedByCell, RoleCell } from "./invitation-cells";
import { InvitationHistoryBadge } from "./roles";
import { TeamPanel } from "./team-panel";

/** Spec §2.11 Your Invitations: pending ones with Accept, then the history, then where to manage teams. */
export function MyInvitations({ invitations }: { invitations: MyInvitationView[] }) {
  const pending = invitations.filter((i) => i.status === "pending");
  const past = invitations.filter((i) => i.status !== "pending");
  return (
    <div className="grid gap-6">
      <TeamPanel id="pending-title" title="Pending Invitations">
        {pending.length === 0 ? (
          <div className="mt-4 flex flex-col items-center rounded-lg border border-dashed border-slate-300 py-8 text-center">
            <Inbox className="h-8 w-8 text-slate-400" aria-hidden />
            <p className="mt-2 font-medium text-slate-800">No Pending Invitations.</p>
            <p className="mt-1 text-sm text-slate-600">You have no pending project invitations.</p>
          </div>
        ) : (
          <PendingTable invitations={pending} />
        )}
      </TeamPanel>

      <TeamPanel id="history-title" title="Invitation History">
        {past.length === 0 ? (
          <p className="mt-4 rounded-lg border border-dashed border-slate-300 py-6 text-center text-sm text-slate-600">
            You have no past invitations.
          </p>
        ) : (
          <HistoryTable invitations={past} />
        )}
      </TeamPanel>

      <TeamPanel
        id="manage-title"
        icon={FolderKanban}
        title="Manage Existing Teams"
        description="Open a project and use its Members tab to view members, change roles and assign tasks."
      >
        <ButtonLink to="/projects" variant="secondary" className="mt-4">
          Go to Projects
        </ButtonLink>
      </TeamPanel>
    </div>
  );
}

function PendingTable({ invitations }: { invitations: MyInvitationView[] }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [accepting, setAccepting] = useState<number | null>(null);

  const accept = async (invitation: MyInvitationView) => {
    setAccepting(invitation.id);
    try {
      await readJson(api.invitations[":id"].accept.$post({ param: { id: String(invitation.id) } }));
      toast({ title: "Invitation accepted", description: "You have successfully joined the project." });
      await revalidator.revalidate();
    } catch (err) {
      toast({
        title: "Failed to accept invitation",
        description: errorMessage(err, "Something went wrong while accepting the invitation."),
        variant: "destructive",
      });
      // An expired or withdrawn invitation moves to the history on the next read.
      await revalidator.revalidate();
    } finally {
      setAccepting(null);
    }
  };

  return (
    <Table
      className="mt-4"
      minWidth="min-w-[600px]"
      columns={[
        { label: "Project" },
        { label: "Invited By" },
        { label: "Role" },
        { label: "Expires" },
        { label: "Action", align: "right" },
      ]}
    >
      {invitations.map((i) => (
        <tr key={i.id}>
          <td className={`${cell} font-medium text-slate-900`}>{i.projectName}</td>
          <InvitedByCell name={i.invitedByName} />
          <RoleCell role={i.role} />
          <DateCell value={i.expiresAt} />
          <td className={`${cell} text-right`}>
            <Button
              size="sm"
              onPress={() => accept(i)}
              isDisabled={accepting !== null}
              aria-label={`Accept invitation to ${i.projectName}`}
            >
              <Check className="h-4 w-4" aria-hidden />
              {accepting === i.id ? "Accepting..." : "Accept"}
            </Button>
          </td>
        </tr>
      ))}
    </Table>
  );
}

function HistoryTable({ invitations }: { invitations: MyInvitationView[] }) {
  return (
    <Table
      className="mt-4"
      minWidth="min-w-[600px]"
      columns={[{ label: "Project" }, { label: "Invited By" }, { label: "Role" }, { label: "Status" }, { label: "Date" }]}
    >
      {invitations.map((i) => (
        <tr key={i.id}>
          <td className={`${cell} font-medium text-slate-900`}>
            {i.status === "accepted" ? (
              <Link to={`/projects/${i.projectId}`} className="text-indigo-700 hover:underline">
                {i.projectName}
              </Link>
            ) : (
              i.projectName
            )}
          </td>
          <InvitedByCell name={i.invitedByName} />
          <RoleCell role={i.role} />
          <td className={cell}>
            <InvitationHistoryBadge status={i.status} />
          </td>
          <DateCell value={i.status === "accepted" ? i.acceptedAt : i.expiresAt} />
        </tr>
      ))}
    </Table>
  );
}
