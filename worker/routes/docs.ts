import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { docsPage } from "../openapi/docs-page";
import { apiDocument } from "../openapi/document";

/** The API described (issue 24): the OpenAPI 3.1 document and its reference page, open to anyone. */
export const docsRoutes = new Hono<AppEnv>()
  // Typed loosely on purpose: the document's own type, inlined into AppType, is too large for the app's
  // typed client to carry (TS7056), and no client reads it through hc.
  .get("/openapi.json", async (c) => c.json((await apiDocument()) as Record<string, unknown>))
  .get("/docs", async (c) => c.html(docsPage(await apiDocument())));
