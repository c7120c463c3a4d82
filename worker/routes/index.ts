import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { describeApp } from "../openapi/document";
import { agentRoutes } from "./agents";
import { aiRoutes, projectAiRoutes } from "./ai";
import { analyticsRoutes, metricsRoutes, projectAnalyticsRoutes } from "./analytics";
import { authRoutes, signInRoutes } from "./auth";
import { calendarRoutes, projectCalendarRoutes } from "./calendar";
import { capacityRoutes } from "./capacity";
import { commentRoutes, taskCommentRoutes } from "./comments";
import { fieldRoutes, projectFieldRoutes } from "./custom-fields";
import { dependencyRoutes } from "./dependencies";
import { devRoutes } from "./dev";
import { docsRoutes } from "./docs";
import { historyRoutes } from "./history";
import { integrationRoutes } from "./integrations";
import { invitationRoutes, projectInvitationRoutes } from "./invitations";
import { jobRoutes } from "./jobs";
import { labelRoutes, projectLabelRoutes } from "./labels";
import { liveRoutes } from "./live";
import { memberRoutes } from "./members";
import { notificationRoutes } from "./notifications";
import { projectsRoutes } from "./projects";
import { projectViewRoutes, viewRoutes } from "./saved-views";
import { scheduleRoutes } from "./schedule";
import { searchRoutes } from "./search";
import { projectStatusRoutes, statusRoutes } from "./statuses";
import { importRoutes, projectSyncRoutes, taskSyncRoutes } from "./sync";
import { taskBatchRoutes } from "./task-batch";
import { tasksRoutes } from "./tasks";
import { projectTemplateRoutes, templateRoutes } from "./templates";
import { personTimeSettingsRoutes, projectTimeRoutes, taskTimeRoutes, timeEntryRoutes, timerRoutes } from "./time";
import { tokenRoutes } from "./tokens";
import { taskToolRoutes, toolRecommendationRoutes } from "./tool-recommendations";
import { userRoutes } from "./users";
import { projectWebhookRoutes, webhookRoutes } from "./webhooks";

/**
 * Every API resource, mounted under /api at its own prefix. Sub-apps under one prefix (a project's
 * labels, members, schedule, … all under /projects) never claim the same method and path, and none
 * uses a bare `use`, so the order below does not matter: test/api/route-order.test.ts checks that no
 * route hides another. The chained type is what the app's typed client sees.
 */
export const apiRoutes = new Hono<AppEnv>()
  // Fixed paths at the root: the sign-in page and sign-out link, and the API described
  // (/api/openapi.json and /api/docs; the document reads this very table).
  .route("/", signInRoutes)
  .route("/", docsRoutes)
  .route("/auth", authRoutes)
  .route("/dev", devRoutes)
  // The signed-in person's own things.
  .route("/users", userRoutes)
  .route("/tokens", tokenRoutes)
  .route("/agents", agentRoutes)
  .route("/invitations", invitationRoutes)
  .route("/notifications", notificationRoutes)
  .route("/calendar", calendarRoutes)
  .route("/time-settings", personTimeSettingsRoutes)
  .route("/timer", timerRoutes)
  .route("/search", searchRoutes)
  .route("/analytics", analyticsRoutes)
  .route("/metrics", metricsRoutes)
  .route("/templates", templateRoutes)
  // AI, background jobs and the providers (issue 11: integrations, sync, import).
  .route("/ai", aiRoutes)
  .route("/jobs", jobRoutes)
  .route("/integrations", integrationRoutes)
  .route("/import", importRoutes)
  // Projects, and each project's resources.
  .route("/projects", projectsRoutes)
  .route("/projects", liveRoutes)
  .route("/projects", memberRoutes)
  .route("/projects", projectInvitationRoutes)
  .route("/projects", projectLabelRoutes)
  .route("/projects", projectStatusRoutes)
  .route("/projects", projectFieldRoutes)
  .route("/projects", projectViewRoutes)
  .route("/projects", dependencyRoutes)
  .route("/projects", scheduleRoutes)
  .route("/projects", capacityRoutes)
  .route("/projects", taskBatchRoutes)
  .route("/projects", historyRoutes)
  .route("/projects", projectTimeRoutes)
  .route("/projects", projectCalendarRoutes)
  .route("/projects", projectWebhookRoutes)
  .route("/projects", projectTemplateRoutes)
  .route("/projects", projectAnalyticsRoutes)
  .route("/projects", projectAiRoutes)
  .route("/projects", projectSyncRoutes)
  // Tasks, and each task's resources.
  .route("/tasks", tasksRoutes)
  .route("/tasks", taskCommentRoutes)
  .route("/tasks", taskTimeRoutes)
  .route("/tasks", taskToolRoutes)
  .route("/tasks", taskSyncRoutes)
  // Resources with their own ids, reached without their project's.
  .route("/comments", commentRoutes)
  .route("/labels", labelRoutes)
  .route("/statuses", statusRoutes)
  .route("/fields", fieldRoutes)
  .route("/views", viewRoutes)
  .route("/time-entries", timeEntryRoutes)
  .route("/tool-recommendations", toolRecommendationRoutes)
  .route("/webhooks", webhookRoutes);

// /api/openapi.json describes this table (worker/openapi/document.ts).
describeApp(apiRoutes);
