import { portfolioTimeline } from "../../worker/services/timeline";
import { Page } from "../components/layout/page";
import { PortfolioTimelineView } from "../components/timeline/portfolio-timeline";
import { getUser } from "../lib/session.server";
import type { Route } from "./+types/timeline";

export async function loader({ context }: Route.LoaderArgs) {
  const user = getUser(context);
  return { timeline: user ? await portfolioTimeline(context.cloudflare.env, user.id) : { projects: [], items: [] } };
}

export default function TimelineScreen({ loaderData }: Route.ComponentProps) {
  return (
    <Page title="Timeline">
      <PortfolioTimelineView timeline={loaderData.timeline} />
    </Page>
  );
}
