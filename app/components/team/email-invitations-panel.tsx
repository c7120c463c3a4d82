import { useState } from "react";
import type { ProjectInvitationView } from "../../../core/schemas/team";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { Mail } from "../ui/icons";
import { InvitationSendForm } from "./invitation-send-form";
import { InvitationsTable } from "./invitations-table";
import { LoadedList } from "./loaded-list";
import { TeamPanel } from "./team-panel";
import { useProjectInvitations } from "./use-project-invitations";

/** Spec §2.8 Email Invitations panel: send, list and withdraw a project's invitations (owners only). */
export function EmailInvitationsPanel({ projectId }: { projectId: number }) {
  const { invitations, loadError, reload, remove } = useProjectInvitations(projectId);
  const [deleting, setDeleting] = useState<ProjectInvitationView | null>(null);
  return (
    <TeamPanel
      id="email-invitations-title"
      icon={Mail}
      title="Email Invitations"
      description="Invite people by e-mail. They join with the chosen role when they accept."
    >
      <InvitationSendForm projectId={projectId} invitations={invitations} onSent={reload} />

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
