import { Suspense } from "react";
import { Await, useRevalidator } from "react-router";
import { portfolio } from "../../worker/services/analytics";
import { PortfolioSkeleton, PortfolioView } from "../components/analytics/portfolio-view";
import { Page } from "../components/layout/page";
import { Button } from "../components/ui/button";
import { getUser } from "../lib/session.server";
import type { Route } from "./+types/analytics";

export async function loader({ context }: Route.LoaderArgs) {
  const user = getUser(context);
  // Not awaited: the page shows its skeleton at once and the figures stream in, rendered on the server.
  return { portfolio: user ? portfolio(context.cloudflare.env, user.id) : Promise.resolve(null) };
}

export default function AnalyticsScreen({ loaderData }: Route.ComponentProps) {
  return (
    <Page title="Analytics">
      <Suspense fallback={<PortfolioSkeleton />}>
        <Await resolve={loaderData.portfolio} errorElement={<LoadError />}>
          {(data) => (data ? <PortfolioView data={data} /> : <LoadError />)}
        </Await>
      </Suspense>
    </Page>
  );
}

function LoadError() {
  const revalidator = useRevalidator();
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-red-800">
      <p>The analytics could not be loaded. Please try again.</p>
      <Button variant="secondary" className="mt-4" onPress={() => revalidator.revalidate()} isDisabled={revalidator.state === "loading"}>
        Try again
      </Button>
    </div>
  );
}
