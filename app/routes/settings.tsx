import { CalendarFeedPanel } from "../components/calendar/calendar-feed-panel";
import { Page } from "../components/layout/page";
import { AccountSettings } from "../components/settings/account-settings";
import { ApiTokens } from "../components/settings/api-tokens";
import { ConnectedAgents } from "../components/settings/connected-agents";
import { NotificationSettings } from "../components/settings/notification-settings";
import { SessionsPanel } from "../components/settings/sessions-panel";
import { TimeSettings } from "../components/settings/time-settings";
import { getUser } from "../lib/session.server";
import type { Route } from "./+types/settings";

export async function loader({ context }: Route.LoaderArgs) {
  return { user: getUser(context) };
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  const user = loaderData.user;
  if (!user) return null;
  return (
    <Page title="Settings">
      <div className="grid max-w-3xl gap-6">
        <AccountSettings user={user} />
        <NotificationSettings />
        <TimeSettings />
        <CalendarFeedPanel of={{ kind: "person" }} />
        <ApiTokens />
        <ConnectedAgents />
        <SessionsPanel />
      </div>
    </Page>
  );
}
