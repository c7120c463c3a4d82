import { createHash, randomBytes } from "node:crypto";
import type { Browser } from "@playwright/test";
import { seriousViolations } from "./lib/axe";
import { expect, test } from "./lib/fixtures";
import { baseUrl, newPersonContext, signInAs } from "./lib/harness";

// Issue 24: an AI agent connects to /mcp through OAuth; the person approves it on Kickoff's consent
// page, sees it in Settings on a 375 px phone, and revoking it there cuts the agent off at once.

const REDIRECT = "https://agent.example/callback";

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

const b64url = (buf: Buffer) => buf.toString("base64url");

function ping(token: string): Promise<Response> {
  return fetch(`${baseUrl()}/mcp`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", accept: "application/json, text/event-stream" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }),
  });
}

test("approve an agent, see it in Settings at 375 px, and revoke it", async () => {
  const context = await newPersonContext(browser, { width: 375, height: 800 });
  const { page: approving } = await signInAs(browser, `agents.${Date.now()}@example.com`, { context });

  const registered = await fetch(`${baseUrl()}/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ client_name: "Phone Agent", redirect_uris: [REDIRECT], token_endpoint_auth_method: "none" }),
  });
  expect(registered.status).toBe(201);
  const { client_id: clientId } = (await registered.json()) as { client_id: string };
  const verifier = b64url(randomBytes(32));
  const challenge = b64url(createHash("sha256").update(verifier).digest());
  const authorize = new URL("/authorize", baseUrl());
  for (const [k, v] of Object.entries({
    response_type: "code",
    client_id: clientId,
    redirect_uri: REDIRECT,
    scope: "read write",
    state: "s1",
    code_challenge: challenge,
    code_challenge_method: "S256",
    resource: `${baseUrl()}/mcp`,
  }))
    authorize.searchParams.set(k, v);

  // The agent's own page is not on this machine: answer for it, and keep where the browser went.
  await context.route("https://agent.example/**", (route) => route.fulfill({ status: 200, body: "Connected" }));
  await approving.goto(authorize.toString());
  await approving.getByText("Phone Agent").first().waitFor();
  // Where the browser is sent, read from its request: the headless shell does not hand a redirect that
  // follows a form post to the route above, so the page itself may end on an error page.
  const [sent] = await Promise.all([
    approving.waitForRequest((req) => new URL(req.url()).origin === "https://agent.example"),
    approving.getByRole("button", { name: "Approve" }).click(),
  ]);
  const code = new URL(sent.url()).searchParams.get("code");
  expect(code).toBeTruthy();
  const exchanged = await fetch(`${baseUrl()}/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code: code!,
      redirect_uri: REDIRECT,
      client_id: clientId,
      code_verifier: verifier,
      resource: `${baseUrl()}/mcp`,
    }).toString(),
  });
  expect(exchanged.status).toBe(200);
  const { access_token: token } = (await exchanged.json()) as { access_token: string };
  expect((await ping(token)).status).toBe(200);

  // Settings in a page of its own: the approving page may still commit its error page (see above), which
  // would interrupt a navigation started in it (CI saw it once).
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/settings`);
  const row = page.getByTestId("connected-agent");
  await row.getByText("Phone Agent").waitFor();
  await expect(row).toContainText("Read and write · returns to agent.example");
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Revoke Phone Agent" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
  await page.getByText("No agents connected.", { exact: false }).waitFor();
  expect((await ping(token)).status).toBe(401);
  await page.reload();
  await page.getByText("No agents connected.", { exact: false }).waitFor();
  await context.close();
});
