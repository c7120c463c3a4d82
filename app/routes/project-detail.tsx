import { Suspense } from "react";
import { Await } from "react-router";
import { ProjectSkeleton } from "../components/project/project-skeleton";
import { looksLikePhone } from "../lib/device-hint.server";
import { island } from "../lib/island";
import { getProjectDetail } from "../lib/project-data.server";
import { getUser } from "../lib/session.server";
import type { Route } from "./+types/project-detail";

// The project screen (tabs, board, dialogs) is its own chunk: the skeleton and the streamed project paint
// from the server HTML while it loads, and it hydrates when it arrives (docs/decisions/009-first-load-budget.md).
const ProjectScreen = island(() => import("../components/project/project-screen").then((m) => m.ProjectScreen));
const ProjectLoadError = island(() => import("../components/project/project-load-error").then((m) => m.ProjectLoadError));

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const env = context.cloudflare.env;
  const user = getUser(context);
  // Spec §2.1: the id is parsed as an integer, 0 when absent (and 0 finds nothing).
  const id = Number.parseInt(params.id ?? "", 10) || 0;
  await Promise.all([ProjectScreen.preload(), ProjectLoadError.preload()]);
  // Not awaited: skeletons first, then the project streams in.
  return {
    currentUserId: user?.id ?? 0,
    phone: looksLikePhone(request),
    detail: user ? getProjectDetail(env, id, user.id) : Promise.resolve(null),
  };
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
            <LoadError />
          )
        }
      </Await>
    </Suspense>
  );
}

function LoadError() {
  return (
    <div className="px-4 py-10">
      <title>Error Loading Project | Kickoff</title>
      <ProjectLoadError />
    </div>
  );
}
