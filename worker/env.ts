// The Worker's bindings come from wrangler.toml through `npm run types:env` (worker-configuration.d.ts,
// generated; `npm run typecheck` fails when it is out of date). What wrangler.toml cannot say is
// declared here: the secrets and optional settings an operator may set (`wrangler secret put`, or
// .dev.vars locally), and the `AI` binding only a deploy build adds (vite.config.ts). With none of
// them set, Kickoff runs on its embedded defaults (built-in planner, dev mailbox, local D1).
// Test-only bindings live in test/support/test-env.ts, never here.

interface KickoffSettings {
  /** Workers AI: added by `npm run deploy` only (KICKOFF_DEPLOY=1), never in dev or tests. */
  AI?: Ai;
  /** Base of the links in digest e-mails (e.g. https://kickoff.example.com); else the origin the person last used. */
  APP_URL?: string;
  /** Extra origins allowed to call the API (comma separated), besides the request's own. */
  ALLOWED_ORIGINS?: string;
  // Sign-in
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  // AI
  AI_PROVIDER?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_API_KEY?: string;
  AI_MODEL?: string;
  // Mail
  MAIL_FROM?: string;
  RESEND_API_KEY?: string;
  RESEND_API_URL?: string;
  // Integrations (issue 10): AES-GCM key for stored provider credentials, API origins, OAuth apps.
  INTEGRATIONS_KEY?: string;
  JIRA_API_ORIGIN?: string;
  ASANA_API_ORIGIN?: string;
  MONDAY_API_ORIGIN?: string;
  SMARTSHEET_API_ORIGIN?: string;
  JIRA_CLIENT_ID?: string;
  JIRA_CLIENT_SECRET?: string;
  ASANA_CLIENT_ID?: string;
  ASANA_CLIENT_SECRET?: string;
  MONDAY_CLIENT_ID?: string;
  MONDAY_CLIENT_SECRET?: string;
  SMARTSHEET_CLIENT_ID?: string;
  SMARTSHEET_CLIENT_SECRET?: string;
}

declare global {
  // The generated file declares both: `Env` for our own code, `Cloudflare.Env` for cloudflare:workers and cloudflare:test.
  interface Env extends KickoffSettings {}
  namespace Cloudflare {
    interface Env extends KickoffSettings {}
  }
}

export function isDevelopment(env: Env): boolean {
  return env.ENVIRONMENT === "development";
}
