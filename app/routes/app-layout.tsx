import { Outlet, type ShouldRevalidateFunctionArgs, useNavigation } from "react-router";
import { listConnectedProviders } from "../../worker/services/integrations";
import { listMyInvitations } from "../../worker/services/invitations";
import { invitationNotifiedProjects, unreadCount } from "../../worker/services/notifications";
import { SkipLink } from "../components/layout/skip-link";
import { Spinner } from "../components/ui/spinner";
import { onlyViewChanged } from "../components/views/only-view-changed";
import { island } from "../lib/island";
import { getUser } from "../lib/session.server";
import { withQueries } from "../lib/with-queries";
import type { Route } from "./+types/app-layout";

// A visitor gets the landing page, a member the sidebar: neither loads the other's code, and neither is in
// the first-load bundle of the pages below (docs/decisions/009-first-load-budget.md).
const LandingPage = island(() => import("../components/landing/landing-page").then((m) => m.LandingPage));
const Sidebar = island(withQueries(() => import("../components/layout/sidebar").then((m) => m.Sidebar)));
const KeyboardHost = island(withQueries(() => import("../components/keyboard/keyboard-host").then((m) => m.KeyboardHost)));
const NotificationsButton = island(
  withQueries(() => import("../components/dashboard/notifications-button").then((m) => m.NotificationsButton)),
);

export async function loader({ context }: Route.LoaderArgs) {
  const env = context.cloudflare.env;
  const user = getUser(context);
  if (!user) {
    await LandingPage.preload();
    const connected: string[] = [];
    return { user: null, connected, pending: [], unread: 0 };
  }
  const [connected, invitations, unread, notified] = await Promise.all([
    listConnectedProviders(env, user.id),
    listMyInvitations(env, user),
    unreadCount(env, user.id),
    invitationNotifiedProjects(env, user.id),
    Sidebar.preload(),
    KeyboardHost.preload(),
    NotificationsButton.preload(),
  ]);
  // Invitations already in the notifications list are not listed (or counted) twice.
  const pending = invitations.filter((i) => i.status === "pending" && !notified.includes(i.projectId));
  return { user, connected, pending, unread };
}

// Revalidate the shell only when the session may have changed, not on every task edit.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate, currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  // A project page's view or tab changing (issue 25) is not a reason either.
  return currentUrl.pathname === nextUrl.pathname && !onlyViewChanged(currentUrl, nextUrl) ? defaultShouldRevalidate : false;
}

export default function AppLayout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (!loaderData.user) return <LandingPage signedIn={false} />;
  return (
    <>
      <SkipLink />
      <div className="flex min-h-screen flex-col md:flex-row">
        <Sidebar user={loaderData.user} connected={loaderData.connected} />
        <main id="main" tabIndex={-1} className="relative min-w-0 flex-1 outline-none">
          {/* The bell on every signed-in screen (issue 21 #4): a bar above the page on wide screens, the
              right end of the phone's top bar below 768px. One bell, so one live connection. */}
          <header className="fixed top-0 right-0 z-30 flex h-14 items-center gap-2 px-3 md:static md:h-14 md:justify-end md:border-b md:border-slate-200 md:bg-white md:px-4">
            {navigation.state === "loading" && (
              <div aria-live="polite">
                <Spinner label="Loading" />
              </div>
            )}
            <NotificationsButton pending={loaderData.pending} unread={loaderData.unread} />
          </header>
          <Outlet />
        </main>
      </div>
      <KeyboardHost />
    </>
  );
}
