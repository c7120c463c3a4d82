import { Mail, Trash2 } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import type { Role } from "../../../core/schemas/fields";
import { emailField } from "../../../core/schemas/fields";
import type { ProjectInvitationView } from "../../../core/schemas/team";
import { api, errorMessage, readJson } from "../../lib/api";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { cell, Table } from "../ui/table";
import { useToast } from "../ui/toast";
import { InviteEmailField, SendInvitationButton } from "./invite-fields";
import { LoadedList } from "./loaded-list";
import { LocalDate } from "./local-date";
import { InvitationStatusBadge, RoleBadge, RoleSelect } from "./roles";
import { TeamPanel } from "./team-panel";
import { useSubmitGuard } from "./use-submit-guard";

/** Spec §2.8 Email Invitations panel: send, list and withdraw a project's invitations (owners only). */
export function EmailInvitationsPanel({ projectId }: { projectId: number }) {
  const toast = useToast();
  const [invitations, setInvitations] = useState<ProjectInvitationView[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("viewer");
  const [sending, setSending] = useState(false);
  const guard = useSubmitGuard();
  const [deleting, setDeleting] = useState<ProjectInvitationView | null>(null);

  const reload = useCallback(async () => {
    try {
      setInvitations(await readJson(api.projects[":id"].invitations.$get({ param: { id: String(projectId) } })));
      setLoadError(null);
    } catch (err) {
      setLoadError(errorMessage(err, "Failed to load invitations"));
    }
  }, [projectId]);

  useEffect(() => {
    setInvitations(null);
    void reload();
  }, [reload]);

  const send = async () => {
    const trimmed = email.trim();
    if (guard.ignore(!trimmed)) return;
    // Spec §5, in this order: empty, malformed, already invited. The server checks the same again.
    if (!trimmed) {
      toast({ title: "Email required", description: "Please enter an email address to send an invitation.", variant: "destructive" });
      return;
    }
    const parsed = emailField.safeParse(trimmed);
    if (!parsed.success) {
      toast({ title: "Invalid email", description: "Please enter a valid email address.", variant: "destructive" });
      return;
    }
    if (invitations?.some((i) => i.email === parsed.data && i.status === "pending")) {
      toast({ title: "Already invited", description: "This email has already been invited to the project.", variant: "destructive" });
      return;
    }
    setSending(true);
    guard.start();
    let sent = false;
    try {
      await readJson(api.invitations.$post({ json: { projectId, email: parsed.data, role } }));
      sent = true;
      toast({ title: "Invitation sent" });
      setEmail("");
      setRole("viewer");
      await reload();
    } catch (err) {
      toast({
        title: "Failed to send invitation",
        description: errorMessage(err, "Something went wrong while sending the invitation."),
        variant: "destructive",
      });
    } finally {
      guard.finish(sent);
      setSending(false);
    }
  };

  const remove = async (invitation: ProjectInvitationView) => {
    try {
      await readJson(api.invitations[":id"].$delete({ param: { id: String(invitation.id) } }));
      toast({ title: "Invitation deleted" });
      await reload();
    } catch (err) {
      toast({
        title: "Failed to delete invitation",
        description: errorMessage(err, "Something went wrong while deleting the invitation."),
        variant: "destructive",
      });
    }
  };

  return (
    <TeamPanel
      id="email-invitations-title"
      icon={Mail}
      title="Email Invitations"
      description="Invite people by e-mail. They join with the chosen role when they accept."
    >
      <form
        noValidate
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <InviteEmailField value={email} onChange={setEmail} className="flex-1" />
        <RoleSelect value={role} onChange={setRole} className="sm:w-40" />
        <div className="sm:pt-6">
          <SendInvitationButton sending={sending} />
        </div>
      </form>

      <div className="mt-5">
        <LoadedList
          items={invitations}
          error={loadError}
          loadingText="Loading invitations..."
          emptyText="No invitations sent for this project."
        >
          {(list) => <InvitationsTable invitations={list} onDelete={setDeleting} />}
        </LoadedList>
      </div>

      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete invitation?"
        message={
          deleting && (
            <>
              Are you sure you want to delete the invitation for <strong>{deleting.email}</strong>? Its link will stop working. This action
              cannot be undone.
            </>
          )
        }
        confirmLabel="Delete invitation"
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
    </TeamPanel>
  );
}

function InvitationsTable({
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
          <td className={cell}>
            <RoleBadge role={i.role} />
          </td>
          <td className={`${cell} text-slate-600`}>
            <LocalDate value={i.createdAt} />
          </td>
          <td className={`${cell} text-slate-600`}>
            <LocalDate value={i.expiresAt} />
          </td>
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
