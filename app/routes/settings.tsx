import { useState } from "react";
import { useRevalidator } from "react-router";
import { displayName } from "../../core/user-display";
import { CalendarFeedPanel } from "../components/calendar/calendar-feed-panel";
import { Page } from "../components/layout/page";
import { ApiTokens } from "../components/settings/api-tokens";
import { ConnectedAgents } from "../components/settings/connected-agents";
import { NotificationSettings } from "../components/settings/notification-settings";
import { TimeSettings } from "../components/settings/time-settings";
import { Avatar } from "../components/ui/avatar";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { useToast } from "../components/ui/toast";
import { api, errorMessage, readJson } from "../lib/api";
import { getUser } from "../lib/session.server";
import type { Route } from "./+types/settings";

export async function loader({ context }: Route.LoaderArgs) {
  return { user: getUser(context) };
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  const user = loaderData.user;
  const toast = useToast();
  const revalidator = useRevalidator();
  const [firstName, setFirstName] = useState(user?.firstName ?? "");
  const [lastName, setLastName] = useState(user?.lastName ?? "");
  const [saving, setSaving] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  if (!user) return null;

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

  async function signOutEverywhere() {
    setSigningOut(true);
    try {
      await api.auth["sign-out-everywhere"].$post();
      window.location.assign("/");
    } catch (err) {
      setSigningOut(false);
      toast({ title: "Sign out failed", description: errorMessage(err, "Please try again."), variant: "destructive" });
    }
  }

  return (
    <Page title="Settings">
      <div className="grid max-w-3xl gap-6">
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
        <NotificationSettings />
        <TimeSettings />
        <CalendarFeedPanel of={{ kind: "person" }} />
        <ApiTokens />
        <ConnectedAgents />
        <section aria-labelledby="security-heading" className="rounded-lg border border-slate-200 bg-white p-6">
          <h2 id="security-heading" className="text-lg font-semibold">
            Sessions
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Signed in on another device you no longer use? End every session, including this one.
          </p>
          <Button variant="danger" className="mt-4" onPress={signOutEverywhere} isDisabled={signingOut}>
            {signingOut ? "Signing out..." : "Sign out everywhere"}
          </Button>
        </section>
      </div>
    </Page>
  );
}
