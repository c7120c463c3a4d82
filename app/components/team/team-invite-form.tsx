import { Suspense } from "react";
import { Await } from "react-router";
import { Select } from "../ui/select";
import { InviteEmailField, SendInvitationButton } from "./invite-fields";
import { RoleSelect } from "./roles";
import { useTeamInvite } from "./use-team-invite";

type OwnedProject = { id: number; name: string };

/** Spec §2.11 invite form: e-mail, one of the projects the user owns, a role (default Viewer). */
export function TeamInviteForm({ projects }: { projects: Promise<OwnedProject[]> }) {
  const invite = useTeamInvite();
  const projectSelect = (options: OwnedProject[] | null, placeholder: string) => (
    <ProjectSelect
      options={options}
      placeholder={placeholder}
      value={invite.projectId}
      onChange={invite.changeProject}
      errorMessage={invite.errors.projectId}
    />
  );
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void invite.submit();
      }}
    >
      <InviteEmailField value={invite.email} onChange={invite.changeEmail} errorMessage={invite.errors.email} />
      <Suspense fallback={projectSelect(null, "Loading projects...")}>
        <Await resolve={projects} errorElement={projectSelect(null, "Projects could not be loaded")}>
          {(list) => projectSelect(list, list.length ? "Select a project" : "No projects found")}
        </Await>
      </Suspense>
      <RoleSelect value={invite.role} onChange={invite.setRole} errorMessage={invite.errors.role} />
      <div>
        <SendInvitationButton sending={invite.sending} />
      </div>
    </form>
  );
}

/** The projects the user owns (none to choose while they load, or when they could not be loaded). */
function ProjectSelect({
  options,
  placeholder,
  value,
  onChange,
  errorMessage,
}: {
  options: OwnedProject[] | null;
  placeholder: string;
  value: string | null;
  onChange: (v: string | null) => void;
  errorMessage?: string;
}) {
  return (
    <Select
      label="Project"
      options={(options ?? []).map((p) => ({ id: String(p.id), label: p.name }))}
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      isDisabled={!options || options.length === 0}
      errorMessage={errorMessage}
      description="Only projects you own are listed."
    />
  );
}
