import { Hono } from "hono";
import { z } from "zod";
import {
  listNotificationsQuery,
  NOTIFICATION_KINDS,
  notificationSettingsSchema,
  readNotificationsSchema,
} from "../../core/schemas/notification";
import type { AppEnv } from "../http/app-env";
import { ApiError, forbidden } from "../http/errors";
import { isAllowedOrigin, requireUser } from "../http/middleware";
import { validate } from "../http/validate";
import { HUB_USER_HEADER } from "../notifications/hub";
import { badLinkPage, confirmUnsubscribePage, resubscribedPage, unsubscribedPage } from "../notifications/unsubscribe-page";
import {
  ensureSettings,
  getSettings,
  hub,
  listNotifications,
  markRead,
  resubscribe,
  saveSettings,
  unsubscribe,
  unsubscribeTokenKnown,
} from "../services/notifications";

const tokenField = z.string().min(16).max(128);
const unsubscribeQuery = z.object({ token: tokenField, kind: z.enum(NOTIFICATION_KINDS).optional() });

/** Notifications (issue 14): the caller's own, their e-mail settings, and the e-mails' unsubscribe links. */
export const notificationRoutes = new Hono<AppEnv>()
  .get("/", requireUser, validate("query", listNotificationsQuery), async (c) => {
    const user = c.get("user");
    // The origin the person uses is where their digest's links will point (unless APP_URL says otherwise).
    c.executionCtx.waitUntil(ensureSettings(c.env, user.id, new URL(c.req.url).origin).catch(() => {}));
    return c.json(await listNotifications(c.env, user.id, c.req.valid("query")));
  })
  .post("/read", requireUser, validate("json", readNotificationsSchema), async (c) => {
    return c.json({ unread: await markRead(c.env, c.get("user").id, c.req.valid("json")) });
  })
  .get("/settings", requireUser, async (c) => c.json(await getSettings(c.env, c.get("user").id)))
  .put("/settings", requireUser, validate("json", notificationSettingsSchema), async (c) => {
    return c.json(await saveSettings(c.env, c.get("user").id, c.req.valid("json").emailOff));
  })
  /**
   * The e-mail's link opens a page that asks: GET changes nothing, because mail scanners and link
   * previews fetch every link in a message. The token is the credential (no session in a mail client).
   */
  .get("/unsubscribe", async (c) => {
    const parsed = unsubscribeQuery.safeParse(c.req.query());
    if (!parsed.success) return c.html(badLinkPage(), 400);
    if (!(await unsubscribeTokenKnown(c.env, parsed.data.token))) return c.html(badLinkPage(), 404);
    return c.html(confirmUnsubscribePage(parsed.data.token, parsed.data.kind ?? null));
  })
  /**
   * The change itself: the page's button, or a mail client's RFC 8058 one-click POST to the
   * List-Unsubscribe URL (body "List-Unsubscribe=One-Click", no cookie, no Origin of ours: exempt from
   * the Origin check, see ORIGIN_EXEMPT). It only ever turns e-mail off for the token's owner.
   */
  .post("/unsubscribe", async (c) => {
    const parsed = unsubscribeQuery.safeParse(c.req.query());
    if (!parsed.success) return c.html(badLinkPage(), 400);
    const done = await unsubscribe(c.env, parsed.data.token, parsed.data.kind ?? null);
    if (!done) return c.html(badLinkPage(), 404);
    return c.html(unsubscribedPage(parsed.data.token, done.kinds));
  })
  .post("/resubscribe", async (c) => {
    // A body that is not a form at all (broken multipart, say) reads as an empty form: 400 below.
    const form = await c.req.parseBody({ all: true }).catch((): Record<string, unknown> => ({}));
    const token = tokenField.safeParse(form.token);
    const kinds = z.array(z.enum(NOTIFICATION_KINDS)).safeParse([form.kind ?? []].flat());
    if (!token.success || !kinds.success) return c.html(badLinkPage(), 400);
    if (!(await resubscribe(c.env, token.data, kinds.data))) return c.html(badLinkPage(), 404);
    return c.html(resubscribedPage());
  })
  /** The bell's socket: the unread count, live. Origin checked like the board's socket (cross-site hijacking). */
  .get("/live", requireUser, async (c) => {
    const origin = c.req.header("origin");
    if (!origin || !isAllowedOrigin(origin, c.req.url, c.env)) throw forbidden("Cross-site request refused.");
    if (c.req.header("upgrade")?.toLowerCase() !== "websocket") throw new ApiError(426, "Expected a WebSocket upgrade.");
    const user = c.get("user");
    return hub(c.env, user.id).fetch(new Request(c.req.url, { headers: { upgrade: "websocket", [HUB_USER_HEADER]: String(user.id) } }));
  });
