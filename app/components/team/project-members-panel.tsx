import { useNavigate } from "react-router";
import { canManageMembers } from "../../../core/permissions";
import type { Role } from "../../../core/schemas/fields";
import { Users } from "../ui/icons";
import { EmailInvitationsPanel } from "./email-invitations-panel";
import { LoadedList } from "./loaded-list";
import { MemberSearch } from "./member-search";
import { MembersTable } from "./members-table";
import { RolesInfo } from "./roles";
import { TeamPanel } from "./team-panel";
import { useMembers } from "./use-members";

/**
 * Members tab of a project (spec §2.8): the Team Members panel, then the Email Invitations panel.
 * Managing the team is an owner's job (spec §6): everyone else gets the members table read-only.
 */
export function ProjectMembersPanel({ projectId, role, currentUserId }: { projectId: number; role: Role; currentUserId: number }) {
  const navigate = useNavigate();
  const { members, error, reload } = useMembers(projectId);
  // The freshest word on our own role is the list itself: an owner who just demoted themselves
  // loses the controls at once, without reloading the page.
  const myRole = members?.find((m) => m.userId === currentUserId)?.role ?? role;
  const isOwner = canManageMembers(myRole);

  return (
    <div className="space-y-6">
      <TeamPanel
        id="team-members-title"
        icon={Users}
        title="Team Members"
        description={isOwner ? "Add people by username, change their roles or remove them." : "The people working on this project."}
      >
        {isOwner && members && (
          <div className="mt-4">
            <MemberSearch projectId={projectId} members={members} onAdded={reload} />
          </div>
        )}

        <div className="mt-5">
          <LoadedList items={members} error={error} loadingText="Loading members..." emptyText="No members found for this project.">
            {(list) => (
              <MembersTable
                projectId={projectId}
                members={list}
                currentUserId={currentUserId}
                canManage={isOwner}
                onChanged={reload}
                onRemovedSelf={() => navigate("/projects")}
              />
            )}
          </LoadedList>
        </div>

        <div className="mt-5">
          <RolesInfo />
        </div>
      </TeamPanel>

      {isOwner && <EmailInvitationsPanel projectId={projectId} />}
    </div>
  );
}
