import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import {
  connectSchema,
  containersQuery,
  exportSchema,
  integrationParam,
  jiraSiteChoice,
  PROVIDER_NAMES,
  providerParam,
} from "../../core/schemas/integrations";
import { safeRedirect } from "../auth/magic-link";
import type { AppEnv } from "../http/app-env";
import { badRequest } from "../http/errors";
import { requireUser, sameOriginTrigger } from "../http/middleware";
import { validate } from "../http/validate";
import { oauthConfig } from "../integrations/config";
import { requireIntegrationsKey } from "../integrations/crypto";
import { ProviderError } from "../integrations/http";
import { jiraSites, siteMeta } from "../integrations/jira";
import { authorizationUrl, exchangeCode } from "../integrations/oauth";
import type { ConnectionMeta } from "../integrations/types";
import { retryExport, startExport } from "../services/exports";
import {
  chooseJiraSite,
  connectWithToken,
  disconnect,
  listContainers,
  listIntegrations,
  listJiraSites,
  listTargets,
  verifyAndStore,
} from "../services/integrations";
import { CONNECT_PER_USER, enforceRateLimit } from "../services/rate-limit";

// Connections to Jira, Asana, monday.com and Smartsheet, their export targets, and exports (issue 10).
// Every answer is about the caller's own connections; none ever carries a credential.

const retryParam = integrationParam.extend({ jobId: z.string().min(1).max(64) });

const oauthCookie = (provider: string) => `kickoff_integration_${provider}`;
const oauthStateSchema = z.object({ state: z.string().min(1), codeVerifier: z.string().nullable(), next: z.string() });

function readOAuthCookie(value: string | undefined) {
  if (!value) return null;
  try {
    const parsed = oauthStateSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Back to the page that started the connection, with the outcome in the query for its toast. */
function backTo(next: string, outcome: Record<string, string>): string {
  const url = new URL(next, "https://kickoff.invalid");
  for (const [k, v] of Object.entries(outcome)) url.searchParams.set(k, v);
  return `${url.pathname}${url.search}`;
}

export const integrationRoutes = new Hono<AppEnv>()
  .get("/", requireUser, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listIntegrations(c.env, c.get("user").id));
  })
  .post("/export/:integration", requireUser, validate("param", integrationParam), validate("json", exportSchema), async (c) => {
    const { integration } = c.req.valid("param");
    const jobId = await startExport(c.env, c.get("user").id, integration, c.req.valid("json"));
    return c.json({ jobId }, 202);
  })
  .post("/export/:integration/retry/:jobId", requireUser, validate("param", retryParam), async (c) => {
    const { integration, jobId } = c.req.valid("param");
    return c.json({ jobId: await retryExport(c.env, c.get("user").id, integration, jobId) }, 202);
  })
  .post("/:provider/connect", requireUser, validate("param", providerParam), validate("json", connectSchema), async (c) => {
    const user = c.get("user");
    await enforceRateLimit(c.env, CONNECT_PER_USER, String(user.id));
    return c.json(await connectWithToken(c.env, user.id, c.req.valid("param").provider, c.req.valid("json")));
  })
  .delete("/:provider", requireUser, validate("param", providerParam), async (c) => {
    await disconnect(c.env, c.get("user").id, c.req.valid("param").provider);
    return c.body(null, 204);
  })
  // An Atlassian account can reach several Jira sites: the connection works on the one picked.
  .get("/jira/sites", requireUser, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listJiraSites(c.env, c.get("user").id));
  })
  .put("/jira/site", requireUser, validate("json", jiraSiteChoice), async (c) => {
    return c.json(await chooseJiraSite(c.env, c.get("user").id, c.req.valid("json").cloudId));
  })
  .get("/:provider/targets", requireUser, validate("param", providerParam), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listTargets(c.env, c.get("user").id, c.req.valid("param").provider));
  })
  .get("/:provider/containers", requireUser, validate("param", providerParam), validate("query", containersQuery), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listContainers(c.env, c.get("user").id, c.req.valid("param").provider, c.req.valid("query")));
  })
  .get("/:provider/authorize", requireUser, sameOriginTrigger, validate("param", providerParam), (c) => {
    const { provider } = c.req.valid("param");
    requireIntegrationsKey(c.env);
    if (!oauthConfig(c.env, provider)) {
      throw badRequest(`OAuth is not set up for ${PROVIDER_NAMES[provider]} on this server: connect with a personal API token instead.`);
    }
    const origin = new URL(c.req.url).origin;
    const { url, state, codeVerifier } = authorizationUrl(c.env, provider, origin);
    setCookie(
      c,
      oauthCookie(provider),
      JSON.stringify({ state, codeVerifier, next: safeRedirect(c.req.query("next") ?? "/import-data") }),
      {
        httpOnly: true,
        sameSite: "Lax",
        secure: origin.startsWith("https:"),
        path: "/api/integrations",
        maxAge: 600,
      },
    );
    return c.redirect(url.toString());
  })
  .get("/:provider/callback", requireUser, validate("param", providerParam), async (c) => {
    const { provider } = c.req.valid("param");
    const stored = readOAuthCookie(getCookie(c, oauthCookie(provider)));
    deleteCookie(c, oauthCookie(provider), { path: "/api/integrations" });
    const next = stored?.next ?? "/import-data";
    const code = c.req.query("code");
    if (!stored || !code || c.req.query("state") !== stored.state || !oauthConfig(c.env, provider)) {
      return c.redirect(backTo(next, { integrationError: `Connecting ${PROVIDER_NAMES[provider]} was interrupted. Please try again.` }));
    }
    try {
      const origin = new URL(c.req.url).origin;
      const tokens = await exchangeCode(c.env, provider, origin, code, stored.codeVerifier);
      let meta: ConnectionMeta = {};
      let sites = 0;
      if (provider === "jira") {
        // The first Jira site to begin with; with several, the page that started asks which one.
        const found = await jiraSites(c.env, { accessToken: tokens.accessToken });
        if (!found[0]) throw new ProviderError("jira", 400, "This Atlassian account has no Jira site Kickoff may use.");
        meta = siteMeta(found[0]);
        sites = found.length;
      }
      await verifyAndStore(c.env, c.get("user").id, provider, "oauth", tokens, meta);
      return c.redirect(backTo(next, { connected: provider, ...(sites > 1 ? { chooseSite: provider } : {}) }));
    } catch (err) {
      // The message is the provider's or ours, never a token: the exchange's errors carry only codes.
      const message =
        err instanceof Error && err.name !== "Error" ? err.message : `${PROVIDER_NAMES[provider]} did not complete the connection.`;
      console.error(
        JSON.stringify({ level: "warn", msg: "integration oauth failed", provider, error: err instanceof Error ? err.name : "unknown" }),
      );
      return c.redirect(backTo(next, { integrationError: message }));
    }
  });
