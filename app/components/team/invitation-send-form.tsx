import type { ProjectInvitationView } from "../../../core/schemas/team";
import { api, errorMessage, readJson } from "../../lib/api";
import { textOf, useSchemaForm } from "../../lib/use-schema-form";
import { FormSelect, FormTextField } from "../ui/form-fields";
import { useToast } from "../ui/toast";
import { invitationErrors, invitationFormSchema, inviteRefusal, pendingEmails, SEND_FALLBACK } from "./invitation-checks";
import { SendInvitationButton } from "./invite-fields";
import { ROLE_OPTIONS } from "./roles";
import { useSubmitGuard } from "./use-submit-guard";

/**
 * The Email Invitations panel's send form (spec §2.8, §5), on Conform and POST /api/invitations' own
 * schema: a refused address is marked on its input and told in the spec's toast; the server's field
 * errors land next to their inputs. After a send the form is emptied, the role back to Viewer.
 */
export function InvitationSendForm({
  projectId,
  invitations,
  onSent,
}: {
  projectId: number;
  invitations: ProjectInvitationView[] | null;
  onSent: () => Promise<void>;
}) {
  const toast = useToast();
  const guard = useSubmitGuard();
  const pending = pendingEmails(invitations);
  const {
    form,
    fields,
    pending: sending,
  } = useSchemaForm({
    schema: invitationFormSchema(projectId, pending),
    defaultValue: { email: "", role: "viewer" },
    fallback: SEND_FALLBACK,
    errorsOf: invitationErrors,
    // As before Conform: nothing is marked until the person sends; then each input clears as it is fixed.
    shouldValidate: "onSubmit",
    onSubmit: async (payload) => {
      guard.start();
      let sent = false;
      try {
        await readJson(api.invitations.$post({ json: payload }));
        sent = true;
        toast({ title: "Invitation sent" });
        form.reset();
        await onSent();
      } catch (err) {
        toast({ title: "Failed to send invitation", description: errorMessage(err, SEND_FALLBACK), variant: "destructive" });
        throw err;
      } finally {
        guard.finish(sent);
      }
    },
  });

  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    // Conform's own submits (its reset after a send) come from a named hidden button: straight through.
    if ((e.nativeEvent as SubmitEvent).submitter?.getAttribute("name")) return form.onSubmit(e);
    const email = textOf(new FormData(e.currentTarget).get(fields.email.name));
    // The second click of a double-click: dropped, so the success toast stays (issue 15 #6).
    if (guard.ignore(!email.trim())) return e.preventDefault();
    const refusal = inviteRefusal(email, pending);
    if (refusal) toast({ ...refusal, variant: "destructive" });
    form.onSubmit(e);
  };

  return (
    <form id={form.id} noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
      <FormTextField field={fields.email} label="Email address" type="email" placeholder="colleague@example.com" className="flex-1" />
      <FormSelect field={fields.role} label="Role" options={ROLE_OPTIONS} className="sm:w-40" />
      <div className="sm:pt-6">
        <SendInvitationButton sending={sending} />
      </div>
    </form>
  );
}
