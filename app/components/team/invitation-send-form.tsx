import type { ProjectInvitationView } from "../../../core/schemas/team";
import { textOf } from "../../lib/use-schema-form";
import { FormSelect, FormTextField } from "../ui/form-fields";
import { invitationFormSchema, inviteRefusal, pendingEmails, SEND_FALLBACK } from "./invitation-checks";
import { SendInvitationButton } from "./invite-fields";
import { ROLE_OPTIONS } from "./roles";
import { useInviteForm } from "./use-invite-form";

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
  const pending = pendingEmails(invitations);
  const emailOf = (data: FormData) => textOf(data.get("email"));
  const { form, fields, sending, onSubmit } = useInviteForm({
    schema: invitationFormSchema(projectId, pending),
    defaultValue: { email: "", role: "viewer" },
    fallback: SEND_FALLBACK,
    sent: { title: "Invitation sent" },
    onSent,
    isEmpty: (data) => !emailOf(data).trim(),
    refusal: (data) => inviteRefusal(emailOf(data), pending),
  });
  return (
    <form id={form.id} noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
      <FormTextField field={fields.email} label="Email address" type="email" placeholder="colleague@example.com" className="flex-1" />
      <FormSelect field={fields.role} label="Role" options={ROLE_OPTIONS} className="sm:w-40" />
      <div className="sm:pt-6">
        <SendInvitationButton sending={sending} />
      </div>
    </form>
  );
}
