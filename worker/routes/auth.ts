import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import { emailField } from "../../core/schemas/fields";
import { updateProfileSchema } from "../../core/schemas/user";
import { checkEmailPage, linkProblemPage, loginPage } from "../auth/login-page";
import { redeemMagicLink, safeRedirect, sendMagicLink } from "../auth/magic-link";
import { enabledOAuthProviders, finishOAuth, type OAuthProvider, startOAuth } from "../auth/oauth";
import { clearSessionCookie, createSession, deleteAllSessions, deleteSession } from "../auth/session";
import { isDevelopment } from "../env";
import type { AppEnv } from "../http/app-env";
import { ApiError, notFound, unauthorized } from "../http/errors";
import { requireUser, sameOriginTrigger } from "../http/middleware";
import { validate } from "../http/validate";
import { userSignedOut } from "../services/board";
import { enforceRateLimit, MAGIC_LINK_PER_EMAIL, MAGIC_LINK_PER_IP } from "../services/rate-limit";
import { updateProfile } from "../services/users";

const magicLinkSchema = z.strictObject({ email: emailField, next: z.string().max(500).nullish() });

async function requestLink(env: Env, req: Request, email: string, next?: string | null) {
  await enforceRateLimit(env, MAGIC_LINK_PER_IP, req.headers.get("cf-connecting-ip") ?? "local");
  await enforceRateLimit(env, MAGIC_LINK_PER_EMAIL, email);
  await sendMagicLink(env, email, new URL(req.url).origin, next);
}

const oauthCookie = (p: OAuthProvider) => `kickoff_oauth_${p}`;

const oauthStateSchema = z.object({ state: z.string().min(1), codeVerifier: z.string().nullable(), next: z.string() });

/** The state cookie set by /auth/:provider; anything else in its place (a stale or planted value) is null. */
function parseOAuthCookie(value: string | undefined): z.infer<typeof oauthStateSchema> | null {
  if (!value) return null;
  try {
    const parsed = oauthStateSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const signInRoutes = new Hono<AppEnv>()
  .get("/login", (c) => {
    if (c.get("user")) return c.redirect(safeRedirect(c.req.query("next")));
    // An invitation's sign-in link names the invited address: offered, never required.
    const email = c.req.query("email")?.trim() ?? "";
    return c.html(
      loginPage({
        providers: enabledOAuthProviders(c.env),
        next: c.req.query("next"),
        email: email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : undefined,
        devMailbox: isDevelopment(c.env),
      }),
    );
  })
  // A GET link (spec §2.3), so another site could sign the user out by sending them here: refused.
  .get("/logout", sameOriginTrigger, async (c) => {
    const sessionId = c.get("sessionId");
    const user = c.get("user");
    if (sessionId) await deleteSession(c.env, sessionId);
    if (user) await userSignedOut(c.env, user.id);
    c.header("Set-Cookie", clearSessionCookie(c.req.url), { append: true });
    // "Sign in as someone else" (an invitation opened in the wrong account) signs out, then on to the
    // sign-in page that returns to where it was. Only our own paths: safeRedirect drops the rest.
    const next = c.req.query("next");
    if (next) return c.redirect(`/api/login?next=${encodeURIComponent(safeRedirect(next))}`);
    return c.redirect("/");
  });

export const authRoutes = new Hono<AppEnv>()
  .get("/user", (c) => {
    const user = c.get("user");
    if (!user) throw unauthorized();
    return c.json(user);
  })
  .patch("/user", requireUser, validate("json", updateProfileSchema), async (c) => {
    return c.json(await updateProfile(c.env, c.get("user").id, c.req.valid("json")));
  })
  .post("/sign-out-everywhere", requireUser, async (c) => {
    await deleteAllSessions(c.env, c.get("user").id);
    await userSignedOut(c.env, c.get("user").id);
    c.header("Set-Cookie", clearSessionCookie(c.req.url), { append: true });
    return c.body(null, 204);
  })
  // Always 204, whether or not the address has an account: no account enumeration.
  .post("/magic-link", validate("json", magicLinkSchema), async (c) => {
    const { email, next } = c.req.valid("json");
    await requestLink(c.env, c.req.raw, email, next);
    return c.body(null, 204);
  })
  // The no-JavaScript path of the sign-in page.
  .post("/magic-link/form", async (c) => {
    // A body that is not a form at all (broken multipart, say) reads as an empty form: 400 below.
    const form = await c.req.parseBody().catch((): Record<string, unknown> => ({}));
    const next = typeof form.next === "string" ? form.next : null;
    const parsed = emailField.safeParse(form.email);
    const devMailbox = isDevelopment(c.env);
    const providers = enabledOAuthProviders(c.env);
    if (!parsed.success) {
      const email = typeof form.email === "string" ? form.email : "";
      return c.html(loginPage({ providers, next, email, error: "Please enter a valid email address.", devMailbox }), 400);
    }
    try {
      await requestLink(c.env, c.req.raw, parsed.data, next);
    } catch (err) {
      if (err instanceof ApiError && err.status === 429) {
        c.header("Retry-After", err.headers?.["Retry-After"] ?? "60");
        return c.html(loginPage({ providers, next, email: parsed.data, error: err.message, devMailbox }), 429);
      }
      throw err;
    }
    return c.html(checkEmailPage(parsed.data, devMailbox));
  })
  .get("/magic-link/verify", async (c) => {
    const token = c.req.query("token") ?? "";
    const result = token ? await redeemMagicLink(c.env, token) : ({ ok: false, reason: "invalid" } as const);
    if (!result.ok) return c.html(linkProblemPage(result.reason), 400);
    c.header("Set-Cookie", await createSession(c.env, result.userId, c.req.url), { append: true });
    return c.redirect(result.redirectTo);
  })
  .get("/:provider", (c) => {
    // Found among the enabled ones, the name is an OAuthProvider without a cast.
    const provider = enabledOAuthProviders(c.env).find((p) => p === c.req.param("provider"));
    if (!provider) throw notFound();
    const { url, state, codeVerifier } = startOAuth(c.env, provider, new URL(c.req.url).origin);
    setCookie(c, oauthCookie(provider), JSON.stringify({ state, codeVerifier, next: safeRedirect(c.req.query("next")) }), {
      httpOnly: true,
      sameSite: "Lax",
      secure: new URL(c.req.url).protocol === "https:",
      path: "/",
      maxAge: 600,
    });
    return c.redirect(url.toString());
  })
  .get("/:provider/callback", async (c) => {
    // Found among the enabled ones, the name is an OAuthProvider without a cast.
    const provider = enabledOAuthProviders(c.env).find((p) => p === c.req.param("provider"));
    if (!provider) throw notFound();
    const saved = getCookie(c, oauthCookie(provider));
    deleteCookie(c, oauthCookie(provider), { path: "/" });
    const stored = parseOAuthCookie(saved);
    const code = c.req.query("code");
    if (!stored || !code || c.req.query("state") !== stored.state) {
      return c.html(
        loginPage({
          providers: enabledOAuthProviders(c.env),
          error: "Sign-in was interrupted. Please try again.",
          devMailbox: isDevelopment(c.env),
        }),
        400,
      );
    }
    try {
      const userId = await finishOAuth(c.env, provider, new URL(c.req.url).origin, code, stored.codeVerifier);
      c.header("Set-Cookie", await createSession(c.env, userId, c.req.url), { append: true });
      return c.redirect(safeRedirect(stored.next));
    } catch (err) {
      console.error(JSON.stringify({ level: "warn", msg: "oauth failed", provider, error: String(err) }));
      const message =
        err instanceof Error && err.message.includes("e-mail")
          ? err.message
          : "We couldn't sign you in with that account. Please try again.";
      return c.html(loginPage({ providers: enabledOAuthProviders(c.env), error: message, devMailbox: isDevelopment(c.env) }), 400);
    }
  });
