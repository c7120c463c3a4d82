import type { Browser } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { FakeJira } from "../../test/support/fakes/jira";
import { serveFake } from "./fake-provider-server";
import { launchBrowser } from "./harness";

/**
 * For one test file: a fake Jira site that checks every request, served where wrangler dev reaches it
 * (JIRA_API_ORIGIN, see provider-fakes-config.ts) and accepting `token` for `email`, and a browser.
 * Both exist from beforeAll on.
 */
export function withFakeJira(email: string, token: string): { readonly fake: FakeJira; readonly browser: Browser } {
  const made = {} as { fake: FakeJira; browser: Browser };
  let server: { close: () => Promise<void> } | undefined;
  beforeAll(async () => {
    const origin = inject("fakeProviderOrigin");
    made.fake = new FakeJira(origin, email, token);
    server = await serveFake(origin, made.fake);
    made.browser = await launchBrowser();
  });
  afterAll(async () => {
    await made.browser?.close();
    await server?.close();
  });
  return made;
}
