import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { docsPage } from "../openapi/docs-page";
import { apiDocument } from "../openapi/document";

/** The API described (issue 24): the OpenAPI 3.1 document and its reference page, open to anyone. */
export const docsRoutes = new Hono<AppEnv>()
  .get("/openapi.json", async (c) => c.json(await apiDocument()))
  .get("/docs", async (c) => c.html(docsPage(await apiDocument())));
