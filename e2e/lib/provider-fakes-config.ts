import { randomBytes } from "node:crypto";

// Configuration the test server gets for the integrations (issue 10): a fresh INTEGRATIONS_KEY, and
// every provider's API origin pointed at one local port where e2e/integrations.e2e.ts runs its
// fakes. Nothing listens there unless that test runs, and no other test connects a provider.
// E2E_FAKE_PORT moves the fakes; E2E_VARS ("NAME:value,NAME:value") adds or overrides vars.

export function providerVars(port: number): { fakeOrigin: string; vars: string[] } {
  const fakePort = Number(process.env.E2E_FAKE_PORT ?? port + 1000);
  const fakeOrigin = `http://127.0.0.1:${fakePort}`;
  const vars = [
    `INTEGRATIONS_KEY:${randomBytes(32).toString("base64url")}`,
    `JIRA_API_ORIGIN:${fakeOrigin}`,
    `ASANA_API_ORIGIN:${fakeOrigin}`,
    `MONDAY_API_ORIGIN:${fakeOrigin}`,
    `SMARTSHEET_API_ORIGIN:${fakeOrigin}`,
    ...(process.env.E2E_VARS ?? "")
      .split(",")
      .map((v) => v.trim())
      .filter((v) => v.includes(":")),
  ];
  return { fakeOrigin, vars };
}
