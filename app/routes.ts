import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // Reachable signed out (spec §2.1): checked before authentication.
  layout("routes/query-layout.tsx", { id: "routes/query-layout-public" }, [route("accept-invitation", "routes/accept-invitation.tsx")]),
  route("dev/mailbox", "routes/dev-mailbox.tsx"),
  // Everything else: the landing page for visitors, the app for members.
  layout("routes/app-layout.tsx", [
    index("routes/dashboard.tsx"),
    route("dashboard", "routes/dashboard.tsx", { id: "routes/dashboard-alias" }),
    route("projects/:id", "routes/project-detail.tsx"),
    route("project/:id", "routes/project-detail.tsx", { id: "routes/project-detail-alias" }),
    // Pages outside the first-load budget: the query cache with their first render (decision 177).
    layout("routes/query-layout.tsx", [
      route("projects", "routes/projects.tsx"),
      route("my-tasks", "routes/my-tasks.tsx"),
      route("create-project", "routes/create-project.tsx"),
      route("timeline", "routes/timeline.tsx"),
      route("analytics", "routes/analytics.tsx"),
      route("team", "routes/team.tsx"),
      route("import-data", "routes/import-data.tsx"),
      route("settings", "routes/settings.tsx"),
    ]),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
