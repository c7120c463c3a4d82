import { Outlet, type ShouldRevalidateFunctionArgs, useNavigation } from "react-router";
import { listConnectedProviders } from "../../worker/services/integrations";
import { SkipLink } from "../components/layout/skip-link";
import { Spinner } from "../components/ui/spinner";
import { island } from "../lib/island";
import { getUser } from "../lib/session.server";
import type { Route } from "./+types/app-layout";

// A visitor gets the landing page, a member the sidebar: neither loads the other's code, and neither is in
// the first-load bundle of the pages below (docs/decisions/009-first-load-budget.md).
const LandingPage = island(() => import("../components/landing/landing-page").then((m) => m.LandingPage));
const Sidebar = island(() => import("../components/layout/sidebar").then((m) => m.Sidebar));
const KeyboardHost = island(() => import("../components/keyboard/keyboard-host").then((m) => m.KeyboardHost));

export async function loader({ context }: Route.LoaderArgs) {
  const env = context.cloudflare.env;
  const user = getUser(context);
  if (!user) {
    await LandingPage.preload();
    return { user: null, connected: [] as string[] };
  }
  await Promise.all([Sidebar.preload(), KeyboardHost.preload()]);
  return { user, connected: await listConnectedProviders(env, user.id) };
}

// Revalidate the shell only when the session may have changed, not on every task edit.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate, currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return currentUrl.pathname === nextUrl.pathname ? defaultShouldRevalidate : false;
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
          {navigation.state === "loading" && (
            <div className="absolute top-3 right-3 z-20" aria-live="polite">
              <Spinner label="Loading" />
            </div>
          )}
          <Outlet />
        </main>
      </div>
      <KeyboardHost />
    </>
  );
}
