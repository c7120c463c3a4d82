import { AuthorizationError, CimdFetchError, type ConsentDescription } from "@cloudflare/workers-oauth-provider";
import { Hono } from "hono";
import { html, raw } from "hono/html";
import { z } from "zod";
import { authPage } from "../auth/login-page";
import { readSession } from "../auth/session";
import type { AppEnv } from "../http/app-env";
import { isAllowedOrigin } from "../http/middleware";
import { htmlSecurityHeaders, newNonce } from "../http/security-headers";
import { type GrantProps, OAUTH_SCOPES, oauthApi } from "./oauth";

// The OAuth consent page (issue 24, decision 076): GET /authorize shows the signed-in person which
// agent asks for access, where the access goes and what it may do; POST /authorize approves or
// denies. The provider checks the request (client, redirect URI, PKCE) and keeps it server-side
// between the two, bound to this browser by a cookie; the form carries only its one-time handle.

export const CONSENT_EXPIRED = "This approval page has expired or was already used. Start connecting the agent again from the app.";

const ACCESS_LABEL: Record<(typeof OAUTH_SCOPES)[number], { title: string; text: string }> = {
  read: { title: "Read only", text: "See your projects, boards, schedules, analytics and search results." },
  write: {
    title: "Read and write",
    text: "Also create, change, move and complete tasks, add comments and save plans, as you, in the projects where you can edit.",
  },
};

const consentForm = z.object({
  handle: z.string().min(1).max(500),
  decision: z.enum(["approve", "deny"]),
  access: z.enum(OAUTH_SCOPES).optional(),
});

/** The page's headers: ours, with the client's redirect origin allowed as a form target (the 302 after approving goes there). */
function pageHeaders(extra: Headers, redirectUri: string | null): Headers {
  const headers = new Headers(extra);
  const base = htmlSecurityHeaders(newNonce(), false);
  let csp = base["Content-Security-Policy"];
  if (redirectUri) {
    try {
      const target = new URL(redirectUri);
      if (target.protocol === "https:" || target.protocol === "http:") {
        csp = csp.replace("form-action 'self'", `form-action 'self' ${target.origin}`);
      }
    } catch {
      // The provider already validated the URI; nothing to widen if it is not a URL we can read.
    }
  }
  for (const [k, v] of Object.entries({ ...base, "Content-Security-Policy": csp })) headers.set(k, v);
  // The page's URL carries the agent's request: never send it to another site. "same-origin", not
  // "no-referrer": under no-referrer a browser sends `Origin: null` with the Approve form, and the
  // Origin check then refuses the person's own click.
  headers.set("Referrer-Policy", "same-origin");
  headers.set("Cache-Control", "no-store");
  headers.set("Content-Type", "text/html; charset=utf-8");
  return headers;
}

function problemPage(message: string, status: number): Response {
  const body = authPage(
    "Could not connect the agent",
    html`<h1>Could not connect the agent</h1><div class="error" role="alert">${message}</div>`,
  );
  return new Response(body.toString(), { status, headers: pageHeaders(new Headers(), null) });
}

function consentPage(details: ConsentDescription, handle: string, who: string): string {
  const wantsWrite = details.scope.includes("write");
  const choice = (scope: (typeof OAUTH_SCOPES)[number], checked: boolean) =>
    html`<label class="choice"><input type="radio" name="access" value="${scope}" ${checked ? raw("checked") : ""}>
<span><strong>${ACCESS_LABEL[scope].title}</strong><br><span class="hint">${ACCESS_LABEL[scope].text}</span></span></label>`;
  return authPage(
    "Connect an agent",
    html`<style>.choice{display:flex;gap:10px;align-items:flex-start;font-weight:400;border:1px solid #e2e8f0;border-radius:8px;padding:10px 12px;margin-bottom:8px}
.choice input{width:auto;margin-top:4px}.hint{color:#475569;font-size:13px}.row{display:flex;gap:8px}.row button{flex:1}
button.deny{background:#fff;color:#0f172a;border:1px solid #cbd5e1}button.deny:hover{background:#f1f5f9}.warn{background:#fffbeb;border:1px solid #fde68a;color:#92400e;padding:10px 12px;border-radius:8px;margin-bottom:16px;font-size:14px}</style>
<h1>Allow ${details.clientName} to use Kickoff as you?</h1>
<p>Signed in as <strong>${who}</strong>. ${
      details.clientDomain
        ? html`Published by <strong>${details.clientDomain}</strong>.`
        : "This agent registered itself: its name is not verified."
    } Access will be sent to <strong>${details.redirectHost}</strong>.</p>
${
  details.redirectIsLoopback
    ? html`<div class="warn" role="note">This sends access to an app on your computer. Continue only if you just started connecting from it.</div>`
    : ""
}
<form method="post" action="/authorize">
<input type="hidden" name="handle" value="${handle}">
<fieldset style="border:0;padding:0;margin:0 0 8px"><legend style="font-weight:600;font-size:14px;margin-bottom:8px">What it may do</legend>
${choice("read", !wantsWrite)}${choice("write", wantsWrite)}</fieldset>
<p class="hint">It acts as you, with your role in each project: it can never do more than you can.</p>
<div class="row"><button type="submit" name="decision" value="deny" class="deny">Deny</button><button type="submit" name="decision" value="approve">Approve</button></div>
</form>`,
  ).toString();
}

function authorizationFailure(err: unknown): Response {
  if (err instanceof AuthorizationError && err.redirectTo) return Response.redirect(err.redirectTo, 302);
  if (err instanceof AuthorizationError) return problemPage(err.description, 400);
  if (err instanceof CimdFetchError) return problemPage("This agent could not be verified.", 400);
  throw err;
}

export const consentRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const oauth = oauthApi(c.req.raw, c.env);
    let request: Awaited<ReturnType<typeof oauth.parseAuthRequest>>;
    try {
      request = await oauth.parseAuthRequest(c.req.raw);
    } catch (err) {
      return authorizationFailure(err);
    }
    const session = await readSession(c.env, c.req.raw);
    if (!session) {
      // Sign in first, then come back to this very request.
      const url = new URL(c.req.url);
      return c.redirect(`/api/login?next=${encodeURIComponent(url.pathname + url.search)}`);
    }
    const details = await oauth.describeConsent(request);
    const consent = await oauth.beginConsent(request);
    const headers = pageHeaders(consent.headers, details.redirectUri);
    if (session.refreshedCookie) headers.append("Set-Cookie", session.refreshedCookie);
    return new Response(consentPage(details, consent.handle, session.user.email), { headers });
  })
  .post("/", async (c) => {
    // A form post with the session cookie: only from our own pages, like every other form (CSRF).
    const origin = c.req.header("origin");
    if (!origin || !isAllowedOrigin(origin, c.req.url, c.env)) return problemPage("Cross-site request refused.", 403);
    const session = await readSession(c.env, c.req.raw);
    if (!session) return problemPage("Your session has ended. Sign in and start connecting the agent again.", 401);
    const parsed = consentForm.safeParse(Object.fromEntries((await c.req.formData()).entries()));
    if (!parsed.success) return problemPage("Choose Approve or Deny on the approval page.", 400);
    const { handle, decision, access } = parsed.data;
    const oauth = oauthApi(c.req.raw, c.env);
    try {
      if (decision === "deny") {
        const denied = await oauth.denyConsent(c.req.raw, handle);
        return new Response(null, { status: 302, headers: denied.headers });
      }
      const scopes: GrantProps["scopes"] = access === "write" ? ["read", "write"] : ["read"];
      const approved = await oauth.approveConsent(c.req.raw, handle, { scope: scopes });
      const client = await oauth.lookupClient(approved.request.clientId);
      const props: GrantProps = {
        userId: session.user.id,
        scopes,
        clientName: (client?.clientName ?? approved.request.clientId).slice(0, 200),
        grantRef: crypto.randomUUID(),
      };
      const { redirectTo } = await oauth.completeAuthorization({
        request: approved.request,
        userId: String(session.user.id),
        metadata: { clientName: props.clientName },
        scope: scopes,
        props,
      });
      approved.headers.set("Location", redirectTo);
      return new Response(null, { status: 302, headers: approved.headers });
    } catch (err) {
      if (err instanceof AuthorizationError && !err.redirectTo) return problemPage(CONSENT_EXPIRED, 400);
      return authorizationFailure(err);
    }
  });
