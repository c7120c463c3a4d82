import { Suspense, useState } from "react";
import { Await } from "react-router";
import type { Role } from "../../../core/schemas/fields";
import { teamInviteFormSchema } from "../../../core/schemas/team";
import { api, errorMessage, readJson } from "../../lib/api";
import { Select } from "../ui/select";
import { useToast } from "../ui/toast";
import { InviteEmailField, SendInvitationButton } from "./invite-fields";
import { RoleSelect } from "./roles";
import { useSubmitGuard } from "./use-submit-guard";

type OwnedProject = { id: number; name: string };
type Errors = Partial<Record<"email" | "projectId" | "role", string>>;

/** Spec §2.11 invite form: e-mail, one of the projects the user owns, a role (default Viewer). */
export function TeamInviteForm({ projects }: { projects: Promise<OwnedProject[]> }) {
  const toast = useToast();
  const [email, setEmail] = useState("");
  const [projectId, setProjectId] = useState<string | null>(null);
  const [role, setRole] = useState<Role>("viewer");
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const guard = useSubmitGuard();

  const submit = async () => {
    if (guard.ignore(email.trim() === "" && projectId === null)) return;
    const parsed = teamInviteFormSchema.safeParse({ email, projectId: projectId ?? "", role });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setSending(true);
    guard.start();
    let sent = false;
    try {
      await readJson(api.invitations.$post({ json: parsed.data }));
      sent = true;
      toast({
        title: "Invitation sent!",
        description: "Your team member has been invited to the project and will receive an email with instructions.",
      });
      setEmail("");
      setProjectId(null);
      setRole("viewer");
    } catch (err) {
      toast({
        title: "Failed to send invitation",
        description: errorMessage(err, "Something went wrong. Please try again."),
        variant: "destructive",
      });
    } finally {
      guard.finish(sent);
      setSending(false);
    }
  };

  const projectSelect = (options: OwnedProject[] | null, placeholder: string) => (
    <Select
      label="Project"
      options={(options ?? []).map((p) => ({ id: String(p.id), label: p.name }))}
      value={projectId}
      onChange={(v) => {
        setProjectId(v);
        setErrors((e) => ({ ...e, projectId: undefined }));
      }}
      placeholder={placeholder}
      isDisabled={!options || options.length === 0}
      errorMessage={errors.projectId}
      description="Only projects you own are listed."
    />
  );

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <InviteEmailField
        value={email}
        onChange={(v) => {
          setEmail(v);
          setErrors((e) => ({ ...e, email: undefined }));
        }}
        errorMessage={errors.email}
      />
      <Suspense fallback={projectSelect(null, "Loading projects...")}>
        <Await resolve={projects} errorElement={projectSelect(null, "Projects could not be loaded")}>
          {(list) => projectSelect(list, list.length ? "Select a project" : "No projects found")}
        </Await>
      </Suspense>
      <RoleSelect value={role} onChange={setRole} errorMessage={errors.role} />
      <div>
        <SendInvitationButton sending={sending} />
      </div>
    </form>
  );
}
