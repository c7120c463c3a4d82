import { metricsOf } from "../../core/analytics";
import { portfolio, recentProjects } from "../../worker/services/analytics";
import { island } from "../lib/island";
import { getUser } from "../lib/session.server";
import { withQueries } from "../lib/with-queries";
import type { Route } from "./+types/dashboard";

// `/` is also the landing page for visitors, who never see the dashboard: its code is not in this route's
// bundle but fetched when a member's dashboard hydrates (docs/decisions/009-first-load-budget.md).
const DashboardScreen = island(withQueries(() => import("../components/dashboard/dashboard-screen").then((m) => m.DashboardScreen)));

export async function loader({ context }: Route.LoaderArgs) {
  const env = context.cloudflare.env;
  const user = getUser(context);
  if (!user) return { glance: null };
  // Not awaited: "At a glance" (GET /api/metrics and /api/projects/recent) streams in after the page.
  const glance = Promise.all([portfolio(env, user.id), recentProjects(env, user.id)]).then(([p, recent]) => ({
    metrics: metricsOf(p),
    recent,
  }));
  await DashboardScreen.preload();
  return { glance };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardScreen glance={loaderData.glance} />;
}
