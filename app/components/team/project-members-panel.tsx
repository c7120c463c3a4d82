import { Users } from "lucide-react";
import { useNavigate } from "react-router";
import { canManageMembers } from "../../../core/permissions";
import type { Role } from "../../../core/schemas/fields";
import { EmailInvitationsPanel } from "./email-invitations-panel";
import { MemberSearch } from "./member-search";
import { MembersTable } from "./members-table";
import { RolesInfo } from "./roles";
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
      <section aria-labelledby="team-members-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="team-members-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Users className="h-5 w-5 text-indigo-600" aria-hidden />
          Team Members
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {isOwner ? "Add people by username, change their roles or remove them." : "The people working on this project."}
        </p>

        {isOwner && members && (
          <div className="mt-4">
            <MemberSearch projectId={projectId} members={members} onAdded={reload} />
          </div>
        )}

        <div className="mt-5">
          {error ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-700">
              {error}
            </p>
          ) : members === null ? (
            <p className="py-6 text-center text-sm text-slate-500">Loading members...</p>
          ) : members.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 py-6 text-center text-sm text-slate-500">
              No members found for this project.
            </p>
          ) : (
            <MembersTable
              projectId={projectId}
              members={members}
              currentUserId={currentUserId}
              canManage={isOwner}
              onChanged={reload}
              onRemovedSelf={() => navigate("/projects")}
            />
          )}
        </div>

        <div className="mt-5">
          <RolesInfo />
        </div>
      </section>

      {isOwner && <EmailInvitationsPanel projectId={projectId} />}
    </div>
  );
}
