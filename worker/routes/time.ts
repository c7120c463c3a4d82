import { Hono } from "hono";
import { personTimeSettingsSchema } from "../../core/schemas/person-time-settings";
import {
  createTimeEntrySchema,
  projectTimeSettingsSchema,
  startTimerSchema,
  timeEntriesQuery,
  updateTimeEntrySchema,
} from "../../core/schemas/time-entry";
import type { AppEnv } from "../http/app-env";
import { requireUser } from "../http/middleware";
import { numericIdParam, stringIdParam } from "../http/params";
import { validate } from "../http/validate";
import { getPersonTimeSettings, savePersonTimeSettings } from "../services/person-time-settings";
import {
  addEntry,
  deleteEntry,
  editEntry,
  getTimeSettings,
  listProjectEntries,
  listTaskEntries,
  projectEntriesCsv,
  saveTimeSettings,
  timeSummary,
} from "../services/time-tracking";
import { getTimer, startTimer, stopTimer } from "../services/timer";

/** Issue 26: estimates' unit, time entries, the timer and the totals. Members read; editors log; authors change their own. */
export const projectTimeRoutes = new Hono<AppEnv>()
  .get("/:id/time-settings", requireUser, validate("param", numericIdParam), async (c) => {
    return c.json(await getTimeSettings(c.env, c.get("user"), c.req.valid("param").id));
  })
  .put("/:id/time-settings", requireUser, validate("param", numericIdParam), validate("json", projectTimeSettingsSchema), async (c) => {
    return c.json(await saveTimeSettings(c.env, c.get("user"), c.req.valid("param").id, c.req.valid("json")));
  })
  .get("/:id/time-entries", requireUser, validate("param", numericIdParam), validate("query", timeEntriesQuery), async (c) => {
    return c.json(await listProjectEntries(c.env, c.get("user"), c.req.valid("param").id, c.req.valid("query")));
  })
  .get("/:id/time-entries.csv", requireUser, validate("param", numericIdParam), validate("query", timeEntriesQuery), async (c) => {
    const { id } = c.req.valid("param");
    const csv = await projectEntriesCsv(c.env, c.get("user"), id, c.req.valid("query"));
    return c.body(csv, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="project-${id}-time.csv"`,
    });
  })
  .get("/:id/time-summary", requireUser, validate("param", numericIdParam), validate("query", timeEntriesQuery), async (c) => {
    return c.json(await timeSummary(c.env, c.get("user"), c.req.valid("param").id, c.req.valid("query")));
  });

export const taskTimeRoutes = new Hono<AppEnv>()
  .get("/:id/time-entries", requireUser, validate("param", stringIdParam), async (c) => {
    return c.json(await listTaskEntries(c.env, c.get("user"), c.req.valid("param").id));
  })
  .post("/:id/time-entries", requireUser, validate("param", stringIdParam), validate("json", createTimeEntrySchema), async (c) => {
    return c.json(await addEntry(c.env, c.get("user"), c.req.valid("param").id, c.req.valid("json")), 201);
  });

export const timeEntryRoutes = new Hono<AppEnv>()
  .patch("/:id", requireUser, validate("param", numericIdParam), validate("json", updateTimeEntrySchema), async (c) => {
    return c.json(await editEntry(c.env, c.get("user"), c.req.valid("param").id, c.req.valid("json")));
  })
  .delete("/:id", requireUser, validate("param", numericIdParam), async (c) => {
    await deleteEntry(c.env, c.get("user"), c.req.valid("param").id);
    return c.body(null, 204);
  });

export const personTimeSettingsRoutes = new Hono<AppEnv>()
  /** The caller's own reminder lead time, default repeat mode and time zone (issue 26). */
  .get("/", requireUser, async (c) => c.json(await getPersonTimeSettings(c.env, c.get("user").id)))
  .put("/", requireUser, validate("json", personTimeSettingsSchema), async (c) => {
    return c.json(await savePersonTimeSettings(c.env, c.get("user").id, c.req.valid("json")));
  });

export const timerRoutes = new Hono<AppEnv>()
  .get("/", requireUser, async (c) => {
    return c.json({ timer: await getTimer(c.env, c.get("user")) });
  })
  .post("/", requireUser, validate("json", startTimerSchema), async (c) => {
    const { started, ...result } = await startTimer(c.env, c.get("user"), c.req.valid("json"));
    return c.json(result, started ? 201 : 200);
  })
  .delete("/", requireUser, async (c) => {
    return c.json(await stopTimer(c.env, c.get("user")));
  });
