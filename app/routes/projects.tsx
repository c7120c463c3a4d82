import { Suspense, useEffect } from "react";
import { Await, Link, useRevalidator } from "react-router";
import { searchQuerySchema } from "../../core/schemas/search";
import { search } from "../../worker/services/search";
import { Page } from "../components/layout/page";
import { ProjectGrid, ProjectGridSkeleton } from "../components/projects/project-grid";
import { TaskSearchResults } from "../components/projects/task-search-results";
import { StartFromTemplateButton } from "../components/templates/start-from-template";
import { Button, ButtonLink } from "../components/ui/button";
import { Plus, Sparkles, X } from "../components/ui/icons";
import { useToast } from "../components/ui/toast";
import { listProjectsForUser } from "../lib/project-data.server";
import { getUser } from "../lib/session.server";
import type { Route } from "./+types/projects";

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = context.cloudflare.env;
  const user = getUser(context);
  const query = searchQuerySchema.safeParse({ q: new URL(request.url).searchParams.get("q") ?? "" });
  // Not awaited: the page renders at once with skeleton cards and the list streams in.
  const projects = user ? listProjectsForUser(env, user.id) : Promise.resolve([]);
  if (!user || !query.success) return { query: null, projects, tasks: null };
  // The dashboard's search box lands here: the matching projects as cards, and matching tasks below.
  const results = search(env, user.id, query.data.q);
  return {
    query: query.data.q,
    projects: Promise.all([projects, results]).then(([all, hits]) => all.filter((p) => hits.projects.some((h) => h.id === p.id))),
    tasks: results.then((hits) => hits.tasks),
  };
}

export default function ProjectsScreen({ loaderData }: Route.ComponentProps) {
  return (
    <Page
      title="Projects"
      actions={
        <>
          <StartFromTemplateButton />
          <ButtonLink to="/create-project" variant="secondary">
            <Plus className="h-4 w-4" aria-hidden />
            Create Project Manually
          </ButtonLink>
          <ButtonLink to="/dashboard">
            <Sparkles className="h-4 w-4" aria-hidden />
            Create Project with AI
          </ButtonLink>
        </>
      }
    >
      {loaderData.query && (
        <div className="mb-4 flex flex-wrap items-center gap-3">
          <p className="text-slate-700">
            Results for <span className="font-semibold">“{loaderData.query}”</span>
          </p>
          <Link to="/projects" className="inline-flex items-center gap-1 text-sm text-indigo-600 hover:underline">
            <X className="h-4 w-4" aria-hidden /> Clear search
          </Link>
        </div>
      )}
      <Suspense fallback={<ProjectGridSkeleton />}>
        <Await resolve={loaderData.projects} errorElement={<ProjectsLoadError />}>
          {(projects) => (
            <ProjectGrid projects={projects} emptyText={loaderData.query ? `No projects match “${loaderData.query}”.` : undefined} />
          )}
        </Await>
      </Suspense>
      {loaderData.query && loaderData.tasks && (
        <Suspense fallback={null}>
          <Await resolve={loaderData.tasks} errorElement={<ProjectsLoadError />}>
            {(tasks) => <TaskSearchResults tasks={tasks} query={loaderData.query ?? ""} />}
          </Await>
        </Suspense>
      )}
    </Page>
  );
}

function ProjectsLoadError() {
  const toast = useToast();
  const revalidator = useRevalidator();
  useEffect(() => {
    toast({ title: "Error loading projects", description: "Failed to load projects data", variant: "destructive" });
  }, [toast]);
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
      <p>Failed to load projects data</p>
      <Button variant="secondary" className="mt-4" onPress={() => revalidator.revalidate()} isDisabled={revalidator.state === "loading"}>
        Try again
      </Button>
    </div>
  );
}
