import { Hono } from "hono";
import { z } from "zod";
import { idParam } from "../../core/schemas/fields";
import { importAssigneesSchema, importFileSchema } from "../../core/schemas/import-file";
import { providerId } from "../../core/schemas/integrations";
import { importRequestSchema, statusSyncSchema, syncRequestSchema } from "../../core/schemas/sync";
import type { AppEnv } from "../http/app-env";
import { requireUser } from "../http/middleware";
import { validate } from "../http/validate";
import { requireProjectRole } from "../services/access";
import { startImport } from "../services/import-data";
import { importFile, previewAssignees } from "../services/import-file";
import { startPull } from "../services/pull";
import { syncState } from "../services/sync-state";
import { startProjectSync, startStatusSync, startTaskSync } from "../services/task-sync";

// Task sync, status sync, pull and Import Data (issue 11). Each answers 202 at once with a message
// and the job the client follows at GET /api/jobs/{jobId}: the provider work runs on the JOBS queue.

const taskParam = z.object({ id: z.string().min(1).max(64), integration: providerId });
const projectParam = z.object({ id: idParam, integration: providerId });

export const taskSyncRoutes = new Hono<AppEnv>()
  .post("/:id/sync/:integration", requireUser, validate("param", taskParam), validate("json", syncRequestSchema), async (c) => {
    const { id, integration } = c.req.valid("param");
    const jobId = await startTaskSync(c.env, c.get("user").id, id, integration, c.req.valid("json"));
    return c.json({ message: "Sync started.", jobId }, 202);
  })
  .post("/:id/sync-status/:integration", requireUser, validate("param", taskParam), validate("json", statusSyncSchema), async (c) => {
    const { id, integration } = c.req.valid("param");
    const { jobId, task } = await startStatusSync(c.env, c.get("user").id, id, integration, c.req.valid("json"));
    return c.json({ message: "Status sync started.", jobId, task }, 202);
  });

export const projectSyncRoutes = new Hono<AppEnv>()
  .post("/:id/sync/:integration", requireUser, validate("param", projectParam), validate("json", syncRequestSchema), async (c) => {
    const { id, integration } = c.req.valid("param");
    const jobId = await startProjectSync(c.env, c.get("user").id, id, integration, c.req.valid("json"));
    return c.json({ message: "Sync started.", jobId }, 202);
  })
  .post("/:id/pull-tasks/:integration", requireUser, validate("param", projectParam), validate("json", syncRequestSchema), async (c) => {
    const { id, integration } = c.req.valid("param");
    const jobId = await startPull(c.env, c.get("user").id, id, integration, c.req.valid("json"));
    return c.json({ message: "Pull started.", jobId }, 202);
  })
  .get("/:id/sync-state", requireUser, validate("param", z.object({ id: idParam })), async (c) => {
    const { id } = c.req.valid("param");
    await requireProjectRole(c.env, id, c.get("user").id, "project.read");
    c.header("Cache-Control", "no-store");
    return c.json(await syncState(c.env, id));
  });

export const importRoutes = new Hono<AppEnv>()
  // Before /import/:provider, so "file" is not read as a provider name.
  .post("/file", requireUser, validate("json", importFileSchema), async (c) => {
    const result = await importFile(c.env, c.get("user").id, c.req.valid("json"));
    return c.json({ message: "Data imported successfully", ...result }, 201);
  })
  .post("/assignees", requireUser, validate("json", importAssigneesSchema), async (c) => {
    return c.json(await previewAssignees(c.env, c.get("user").id, c.req.valid("json").values));
  })
  .post(
    "/:provider",
    requireUser,
    validate("param", z.object({ provider: providerId })),
    validate("json", importRequestSchema),
    async (c) => {
      const jobId = await startImport(c.env, c.get("user").id, c.req.valid("param").provider, c.req.valid("json"));
      return c.json({ message: "Import started.", jobId }, 202);
    },
  );
