import { useState } from "react";
import type { Role } from "../../../core/schemas/fields";
import { teamInviteFormSchema } from "../../../core/schemas/team";
import { api, errorMessage, readJson } from "../../lib/api";
import { useToast } from "../ui/toast";
import { useSubmitGuard } from "./use-submit-guard";

export type TeamInviteErrors = Partial<Record<"email" | "projectId" | "role", string>>;

/**
 * The Team page invite form's values, errors and send (spec §5): checked with teamInviteFormSchema,
 * each input's first problem shown on it; after a send the form is emptied, the role back to Viewer.
 */
export function useTeamInvite() {
  const toast = useToast();
  const [email, setEmail] = useState("");
  const [projectId, setProjectId] = useState<string | null>(null);
  const [role, setRole] = useState<Role>("viewer");
  const [errors, setErrors] = useState<TeamInviteErrors>({});
  const [sending, setSending] = useState(false);
  const guard = useSubmitGuard();

  const submit = async () => {
    if (guard.ignore(email.trim() === "" && projectId === null)) return;
    const parsed = teamInviteFormSchema.safeParse({ email, projectId: projectId ?? "", role });
    if (!parsed.success) {
      const next: TeamInviteErrors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof TeamInviteErrors] ??= issue.message;
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

  /** A changed input drops its error. */
  const changeEmail = (v: string) => {
    setEmail(v);
    setErrors((e) => ({ ...e, email: undefined }));
  };
  const changeProject = (v: string | null) => {
    setProjectId(v);
    setErrors((e) => ({ ...e, projectId: undefined }));
  };

  return { email, projectId, role, setRole, errors, sending, submit, changeEmail, changeProject };
}
