import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { describeApp } from "../openapi/document";
import { agentRoutes } from "./agents";
import { aiRoutes } from "./ai";
import { analyticsRoutes } from "./analytics";
import { authRoutes } from "./auth";
import { calendarRoutes } from "./calendar";
import { capacityRoutes } from "./capacity";
import { commentRoutes } from "./comments";
import { fieldRoutes, projectFieldRoutes } from "./custom-fields";
import { dependencyRoutes } from "./dependencies";
import { devRoutes } from "./dev";
import { docsRoutes } from "./docs";
import { historyRoutes } from "./history";
import { integrationRoutes } from "./integrations";
import { invitationRoutes } from "./invitations";
import { jobRoutes } from "./jobs";
import { labelRoutes } from "./labels";
import { liveRoutes } from "./live";
import { memberRoutes } from "./members";
import { notificationRoutes } from "./notifications";
import { projectsRoutes } from "./projects";
import { projectViewRoutes, viewRoutes } from "./saved-views";
import { scheduleRoutes } from "./schedule";
import { searchRoutes } from "./search";
import { statusRoutes } from "./statuses";
import { syncRoutes } from "./sync";
import { taskBatchRoutes } from "./task-batch";
import { tasksRoutes } from "./tasks";
import { templateRoutes } from "./templates";
import { timeRoutes } from "./time";
import { tokenRoutes } from "./tokens";
import { toolRecommendationRoutes } from "./tool-recommendations";
import { userRoutes } from "./users";
import { webhookRoutes } from "./webhooks";

/** Every API resource, mounted under /api. The chained type is what the app's typed client sees. */
export const apiRoutes = new Hono<AppEnv>()
  .route("/", authRoutes)
  .route("/dev", devRoutes)
  // The API described: /api/openapi.json and /api/docs (the document reads this very table).
  .route("/", docsRoutes)
  // AI routes go before the projects routes: /projects/from-plan must not be read as /projects/:id.
  .route("/", aiRoutes)
  .route("/", jobRoutes)
  .route("/", integrationRoutes)
  .route("/", syncRoutes)
  .route("/", toolRecommendationRoutes)
  .route("/", memberRoutes)
  .route("/", invitationRoutes)
  .route("/", userRoutes)
  .route("/", tokenRoutes)
  .route("/", agentRoutes)
  .route("/", searchRoutes)
  .route("/", commentRoutes)
  .route("/", notificationRoutes)
  .route("/", historyRoutes)
  .route("/", webhookRoutes)
  .route("/", timeRoutes)
  // Issue 26: calendar feeds (the .ics routes need no sign-in: their secret is the credential).
  .route("/", calendarRoutes)
  .route("/", labelRoutes)
  .route("/", statusRoutes)
  // Before the projects routes: /projects/from-template must not be read as /projects/:id.
  .route("/", templateRoutes)
  // Before the projects routes: /projects/recent must not be read as /projects/:id.
  .route("/", analyticsRoutes)
  .route("/projects", projectsRoutes)
  .route("/projects", liveRoutes)
  .route("/projects", dependencyRoutes)
  .route("/projects", scheduleRoutes)
  // Issue 26 #3: capacity and holidays.
  .route("/projects", capacityRoutes)
  .route("/projects", taskBatchRoutes)
  // Issue 25: custom fields and saved views.
  .route("/projects", projectFieldRoutes)
  .route("/fields", fieldRoutes)
  .route("/projects", projectViewRoutes)
  .route("/views", viewRoutes)
  .route("/tasks", tasksRoutes);

// /api/openapi.json describes this table (worker/openapi/document.ts).
describeApp(apiRoutes);
