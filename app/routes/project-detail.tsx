import { Suspense } from "react";
import { Await, type ShouldRevalidateFunctionArgs } from "react-router";
import { ProjectSkeleton } from "../components/project/project-skeleton";
import { onlyViewChanged } from "../components/views/only-view-changed";
import { looksLikePhone } from "../lib/device-hint.server";
import { island } from "../lib/island";
import { getProjectDetail } from "../lib/project-data.server";
import { getUser } from "../lib/session.server";
import { withQueries } from "../lib/with-queries";
import type { Route } from "./+types/project-detail";

// The project screen (tabs, board, dialogs) is its own chunk: the server's HTML shows the project while it
// loads, and it hydrates when it arrives (docs/decisions/009-first-load-budget.md).
const ProjectScreen = island(
  withQueries(() => import("../components/project/project-screen").then((m) => m.ProjectScreen)),
  null,
  // react-aria's core, its dialogs, zod with the basic fields (not zod alone: a dynamic import of it would bundle
  // all of it), and the app's schemas: each evaluated in a task of its own
  // (docs/decisions/028-project-page-hydration.md).
  [
    () => import("../components/ui/button"),
    () => import("../components/ui/dialog"),
    () => import("../../core/schemas/fields"),
    () => import("../../core/schemas/task"),
    () => import("../../core/schemas/integrations"),
  ],
);
const ProjectLoadError = island(() => import("../components/project/project-load-error").then((m) => m.ProjectLoadError));

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const env = context.cloudflare.env;
  const user = getUser(context);
  // Spec §2.1: the id is parsed as an integer, 0 when absent (and 0 finds nothing).
  const id = Number.parseInt(params.id ?? "", 10) || 0;
  await Promise.all([ProjectScreen.preload(), ProjectLoadError.preload()]);
  // A task opened by link (?task=…) comes with the first rows even when it is further down the list.
  const linked = new URL(request.url).searchParams.get("task");
  const detail = user ? getProjectDetail(env, id, user.id, linked) : Promise.resolve(null);
  // A page load waits for the project, so it is in the document's first bytes and paints with them. A
  // streamed boundary would be revealed later (React batches such reveals for up to ~300 ms), and its
  // text would paint after the scripts had started. A navigation inside the app shows the skeleton at
  // once and the project as it arrives.
  let value: Awaited<typeof detail> | typeof detail = detail;
  if (isPageLoad(request)) {
    try {
      value = await detail;
    } catch {
      // Left as the rejected promise: <Await> shows the load error, as it does after a navigation.
    }
  }
  return {
    currentUserId: user?.id ?? 0,
    phone: looksLikePhone(request),
    detail: value,
  };
}

// A new view or tab (issue 25) is the browser's business: the project is not fetched again for it.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate, currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return onlyViewChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

/** A browser loading the page itself (not the app fetching a route's data), or a client that doesn't say. */
function isPageLoad(request: Request): boolean {
  const dest = request.headers.get("Sec-Fetch-Dest");
  return dest === null || dest === "document";
}

export default function ProjectDetailScreen({ loaderData }: Route.ComponentProps) {
  return (
    <Suspense
      fallback={
        <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
          <title>Project | Kickoff</title>
          <ProjectSkeleton />
        </div>
      }
    >
      <Await resolve={loaderData.detail} errorElement={<LoadError />}>
        {(detail) =>
          detail ? (
            <ProjectScreen key={detail.project.id} detail={detail} currentUserId={loaderData.currentUserId} phone={loaderData.phone} />
          ) : (
            <LoadError notFound />
          )
        }
      </Await>
    </Suspense>
  );
}

function LoadError({ notFound = false }: { notFound?: boolean }) {
  return (
    <div className="px-4 py-10">
      <title>{notFound ? "Project not found | Kickoff" : "Error Loading Project | Kickoff"}</title>
      <ProjectLoadError notFound={notFound} />
    </div>
  );
}
