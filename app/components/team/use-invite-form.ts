import type { ZodType } from "zod";
import { api, errorMessage, readJson } from "../../lib/api";
import { useSchemaForm } from "../../lib/use-schema-form";
import { type ToastInput, useToast } from "../ui/toast";
import { inviteFormErrors } from "./invitation-checks";
import { useSubmitGuard } from "./use-submit-guard";

type Payload = { projectId: number; email: string; role: "owner" | "editor" | "viewer" };

/**
 * What both invite forms (the Members tab's and the Team page's) share on Conform: POST /api/invitations
 * with the checked payload, the spec's toasts, the server's refusal placed on the inputs, the form emptied
 * after a send, and a double-click sending once (issue 15 #6).
 */
export function useInviteForm<Shape extends Record<string, string | undefined>>({
  schema,
  defaultValue,
  fallback,
  sent,
  onSent,
  isEmpty,
  refusal,
}: {
  schema: ZodType<Payload>;
  defaultValue: Shape;
  /** The failure toast's description when the server says nothing better. */
  fallback: string;
  sent: ToastInput;
  /** After a send (the panel reads its list again). */
  onSent?: () => Promise<void>;
  /** The form as submitted holds nothing (what a success leaves). */
  isEmpty: (data: FormData) => boolean;
  /** The toast for a form refused before sending, if the screen has one (spec §5). */
  refusal?: (data: FormData) => ToastInput | null;
}) {
  const toast = useToast();
  const guard = useSubmitGuard();
  const { form, fields, pending } = useSchemaForm({
    schema,
    defaultValue,
    fallback,
    errorsOf: (err) => inviteFormErrors(err, Object.keys(defaultValue), fallback),
    // As before Conform: nothing is marked until the person sends; then each input clears as it is fixed.
    shouldValidate: "onSubmit",
    onSubmit: async (payload) => {
      guard.start();
      let done = false;
      try {
        await readJson(api.invitations.$post({ json: payload }));
        done = true;
        toast(sent);
        form.reset();
        await onSent?.();
      } catch (err) {
        toast({ title: "Failed to send invitation", description: errorMessage(err, fallback), variant: "destructive" });
        throw err;
      } finally {
        guard.finish(done);
      }
    },
  });

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    // Conform's own submits (its reset after a send) come from a named hidden button: straight through.
    if ((e.nativeEvent as SubmitEvent).submitter?.getAttribute("name")) return form.onSubmit(e);
    const data = new FormData(e.currentTarget);
    // The second click of a double-click: dropped, so the success toast stays.
    if (guard.ignore(isEmpty(data))) return e.preventDefault();
    const refused = refusal?.(data);
    if (refused) toast({ ...refused, variant: "destructive" });
    form.onSubmit(e);
  };

  return { form, fields, sending: pending, onSubmit };
}
