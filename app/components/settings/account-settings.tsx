import { useState } from "react";
import { useRevalidator } from "react-router";
import { displayName } from "../../../core/user-display";
import type { SessionUser } from "../../../worker/auth/session";
import { api, errorMessage, readJson } from "../../lib/api";
import { Avatar } from "../ui/avatar";
import { Button } from "../ui/button";
import { TextField } from "../ui/text-field";
import { useToast } from "../ui/toast";

/** Who the person is, and the form that changes their first and last name. */
export function AccountSettings({ user }: { user: SessionUser }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [firstName, setFirstName] = useState(user.firstName ?? "");
  const [lastName, setLastName] = useState(user.lastName ?? "");
  const [saving, setSaving] = useState(false);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setSaving(true);
    try {
      await readJson(api.auth.user.$patch({ json: { firstName, lastName } }));
      toast({ title: "Profile updated", description: "Your changes have been saved." });
      revalidator.revalidate();
    } catch (err) {
      toast({ title: "Update failed", description: errorMessage(err, "Failed to update your profile"), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

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
      <form onSubmit={save} className="mt-6 grid gap-4 sm:grid-cols-2">
        <TextField label="First name" value={firstName} onChange={setFirstName} limit={60} autoComplete="given-name" />
        <TextField label="Last name" value={lastName} onChange={setLastName} limit={60} autoComplete="family-name" />
        <div className="sm:col-span-2">
          <Button type="submit" isDisabled={saving}>
            {saving ? "Saving..." : "Save profile"}
          </Button>
        </div>
      </form>
    </section>
  );
}
