import { Plus, Sparkles } from "lucide-react";
import { Suspense, useEffect } from "react";
import { Await, useRevalidator } from "react-router";
import { Page } from "../components/layout/page";
import { ProjectGrid, ProjectGridSkeleton } from "../components/projects/project-grid";
import { Button, ButtonLink } from "../components/ui/button";
import { useToast } from "../components/ui/toast";
import { listProjectsForUser } from "../lib/project-data.server";
import { getUser } from "../lib/session.server";
import type { Route } from "./+types/projects";

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = context.cloudflare.env;
  const user = await getUser(env, request);
  // Not awaited: the page renders at once with skeleton cards and the list streams in.
  return { projects: user ? listProjectsForUser(env, user.id) : Promise.resolve([]) };
}

export default function ProjectsScreen({ loaderData }: Route.ComponentProps) {
  return (
    <Page
      title="Projects"
      actions={
        <>
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
      <Suspense fallback={<ProjectGridSkeleton />}>
        <Await resolve={loaderData.projects} errorElement={<ProjectsLoadError />}>
          {(projects) => <ProjectGrid projects={projects} />}
        </Await>
      </Suspense>
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
