import { Hono } from "hono";
import { capacitySettingsSchema, holidaysSchema } from "../../core/schemas/capacity";
import type { AppEnv } from "../http/app-env";
import { requireUser } from "../http/middleware";
import { numericIdParam } from "../http/params";
import { validate } from "../http/validate";
import { getCapacity, getHolidays, saveCapacity, saveHolidays } from "../services/capacity";

/** Issue 26 #3: members' weekly hours and days off, and the project's holidays. Members read; editors set. */
export const capacityRoutes = new Hono<AppEnv>()
  .get("/:id/capacity", requireUser, validate("param", numericIdParam), async (c) => {
    return c.json(await getCapacity(c.env, c.get("user"), c.req.valid("param").id));
  })
  .put("/:id/capacity", requireUser, validate("param", numericIdParam), validate("json", capacitySettingsSchema), async (c) => {
    return c.json(await saveCapacity(c.env, c.get("user"), c.req.valid("param").id, c.req.valid("json")));
  })
  .get("/:id/holidays", requireUser, validate("param", numericIdParam), async (c) => {
    return c.json(await getHolidays(c.env, c.get("user"), c.req.valid("param").id));
  })
  .put("/:id/holidays", requireUser, validate("param", numericIdParam), validate("json", holidaysSchema), async (c) => {
    return c.json(await saveHolidays(c.env, c.get("user"), c.req.valid("param").id, c.req.valid("json")));
  });
