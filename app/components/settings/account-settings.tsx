import { useRevalidator } from "react-router";
import { updateProfileSchema } from "../../../core/schemas/user";
import { displayName } from "../../../core/user-display";
import type { SessionUser } from "../../../worker/auth/session";
import { api, errorMessage, readJson } from "../../lib/api";
import { formSchema, textOf, useSchemaForm } from "../../lib/use-schema-form";
import { Avatar } from "../ui/avatar";
import { Button } from "../ui/button";
import { FormErrors, FormTextField } from "../ui/form-fields";
import { useToast } from "../ui/toast";

const NOT_UPDATED = "Failed to update your profile";

/** What the inputs hold, as PATCH /api/auth/user takes it (updateProfileSchema). */
const profileFormSchema = formSchema(updateProfileSchema, (v) => ({ firstName: textOf(v.firstName), lastName: textOf(v.lastName) }));

/**
 * Who the person is, and the form that changes their first and last name, on Conform over the route's
 * own schema (issue 23 #2): the spec's toasts stay, and a refused name is shown under its input.
 */
export function AccountSettings({ user }: { user: SessionUser }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const { form, fields, pending } = useSchemaForm({
    schema: profileFormSchema,
    defaultValue: { firstName: user.firstName ?? "", lastName: user.lastName ?? "" },
    fallback: NOT_UPDATED,
    onSubmit: async (json) => {
      try {
        await readJson(api.auth.user.$patch({ json }));
      } catch (err) {
        toast({ title: "Update failed", description: errorMessage(err, NOT_UPDATED), variant: "destructive" });
        // Refused: the form keeps what was typed and shows why next to its input.
        throw err;
      }
      toast({ title: "Profile updated", description: "Your changes have been saved." });
      revalidator.revalidate();
    },
  });

  return (
    <section aria-labelledby="account-heading" className="rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="account-heading" className="text-lg font-semibold">
        Account Settings
      </h2>
      <div className="mt-4 flex items-center gap-4">
        <Avatar user={user} size="lg" />
        {/* min-w-0 and break-all: a long address wraps instead of pushing the page wider than a phone. */}
        <div className="min-w-0">
          <p className="break-words font-semibold" data-testid="settings-name">
            {displayName(user)}
          </p>
          <p className="break-all text-sm text-slate-600">{user.email}</p>
          <p className="break-all text-sm text-slate-500">@{user.username}</p>
        </div>
      </div>
      <form id={form.id} onSubmit={form.onSubmit} noValidate className="mt-6 grid gap-4 sm:grid-cols-2">
        <FormTextField field={fields.firstName} label="First name" limit={60} autoComplete="given-name" />
        <FormTextField field={fields.lastName} label="Last name" limit={60} autoComplete="family-name" />
        <div className="sm:col-span-2">
          <FormErrors form={form} />
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" isDisabled={pending}>
            {pending ? "Saving..." : "Save profile"}
          </Button>
        </div>
      </form>
    </section>
  );
}
