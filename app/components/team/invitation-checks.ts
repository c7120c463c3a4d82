import { emailField } from "../../../core/schemas/fields";
import { createInvitationSchema, type ProjectInvitationView } from "../../../core/schemas/team";
import { ApiError } from "../../lib/api";
import { type FormErrors, formErrorsFrom } from "../../lib/server-errors";
import { formSchema, textOf } from "../../lib/use-schema-form";
import type { ToastInput } from "../ui/toast";

// The Email Invitations form's checks (spec §5): the route's own payload schema, plus the one check only
// the screen can make before sending, that the address is not already waiting in the list below.

export const SEND_FALLBACK = "Something went wrong while sending the invitation.";
const ALREADY_INVITED = "This email has already been invited to the project.";

/** The addresses with an invitation still pending. */
export const pendingEmails = (invitations: ProjectInvitationView[] | null): ReadonlySet<string> =>
  new Set((invitations ?? []).filter((i) => i.status === "pending").map((i) => i.email));

/** The form's schema: its inputs (email, role) and the panel's project, as POST /api/invitations takes them. */
export function invitationFormSchema(projectId: number, pending: ReadonlySet<string>) {
  return formSchema(createInvitationSchema, (values) => ({
    projectId,
    email: textOf(values.email),
    role: textOf(values.role) || undefined,
  })).superRefine((payload, ctx) => {
    if (pending.has(payload.email)) ctx.addIssue({ code: "custom", path: ["email"], message: ALREADY_INVITED });
  });
}

/** Spec §5's toast for an address refused before sending, in its order: empty, malformed, already invited. */
export function inviteRefusal(typed: string, pending: ReadonlySet<string>): ToastInput | null {
  const email = typed.trim();
  if (!email) return { title: "Email required", description: "Please enter an email address to send an invitation." };
  const parsed = emailField.safeParse(email);
  if (!parsed.success) return { title: "Invalid email", description: "Please enter a valid email address." };
  if (pending.has(parsed.data)) return { title: "Already invited", description: ALREADY_INVITED };
  return null;
}

/**
 * The server's refusal, placed: a validation issue next to its input; a conflict (already invited, already
 * a member) is about the address, so next to the e-mail too.
 */
export function inviteFormErrors(err: unknown, inputs: readonly string[], fallback: string): FormErrors {
  const placed = formErrorsFrom(err, inputs, fallback);
  if (!(err instanceof ApiError) || err.status !== 409 || placed.formErrors.length === 0) return placed;
  return { fieldErrors: { ...placed.fieldErrors, email: placed.formErrors }, formErrors: [] };
}
