import { expect, vi } from "vitest";
import { uniqueEmail } from "../board/support";
import { api, type Caller, signIn } from "./api";
import { FakeAsana } from "./fakes/asana";
import { type FakeApi, fakeFetch } from "./fakes/fake-api";
import { FakeJira } from "./fakes/jira";
import { FakeMonday } from "./fakes/monday";
import { FakeSmartsheet } from "./fakes/smartsheet";

// Provider fakes behind `fetch`, connected with a personal token for a new user: the setup of the tests
// that export to, pull from or sync with the providers.

export interface ConnectedFakes {
  user: Caller;
  asana: FakeAsana;
  smartsheet: FakeSmartsheet;
  monday: FakeMonday;
}

export async function connectFakes(tokens: { asana: string; smartsheet: string; monday: string }): Promise<ConnectedFakes> {
  const user = await signIn(uniqueEmail("grace"));
  const asana = new FakeAsana("https://app.asana.com", tokens.asana);
  const smartsheet = new FakeSmartsheet("https://api.smartsheet.com", tokens.smartsheet);
  const monday = new FakeMonday("https://api.monday.com", tokens.monday);
  vi.stubGlobal("fetch", fakeFetch(asana, smartsheet, monday));
  for (const [provider, token] of Object.entries(tokens)) {
    const res = await api("POST", `/api/integrations/${provider}/connect`, { as: user, body: { token } });
    expect(res.status).toBe(200);
  }
  return { user, asana, smartsheet, monday };
}

/** A fake Jira Cloud site for a new user (ada), connected unless `connect: false`. */
export async function connectJiraFake(site: string, token: string, { connect = true } = {}): Promise<{ ada: Caller; fake: FakeJira }> {
  const ada = await signIn(uniqueEmail("ada"));
  const fake = new FakeJira(site, ada.email, token);
  vi.stubGlobal("fetch", fakeFetch(fake));
  if (connect) {
    const res = await api("POST", "/api/integrations/jira/connect", { as: ada, body: { token, site, email: ada.email } });
    expect(res.status).toBe(200);
  }
  return { ada, fake };
}

/** After each test: no fake saw a request its real service would refuse; `fetch` is the real one again. */
export function releaseFakes(...fakes: FakeApi[]): void {
  expect(fakes.flatMap((f) => f.violations)).toEqual([]);
  vi.unstubAllGlobals();
}
