import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { authRoutes } from "./auth";
import { devRoutes } from "./dev";
import { invitationRoutes } from "./invitations";
import { memberRoutes } from "./members";
import { userRoutes } from "./users";

/** Every API resource, mounted under /api. The chained type is what the app's typed client sees. */
export const apiRoutes = new Hono<AppEnv>()
  .route("/", authRoutes)
  .route("/dev", devRoutes)
  .route("/", memberRoutes)
  .route("/", invitationRoutes)
  .route("/", userRoutes);
